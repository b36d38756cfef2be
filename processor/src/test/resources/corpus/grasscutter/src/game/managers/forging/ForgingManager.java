package corpus.grasscutter.game.managers.forging;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/managers/forging/ForgingManager.java (not part of the model: the model names it on a transient field or an unsaved property)
public class ForgingManager { }
