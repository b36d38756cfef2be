package corpus.grasscutter.game.managers;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/managers/ResinManager.java (not part of the model: the model names it on a transient field or an unsaved property)
public class ResinManager { }
