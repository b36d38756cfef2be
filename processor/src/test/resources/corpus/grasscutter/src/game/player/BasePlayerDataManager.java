package corpus.grasscutter.game.player;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/player/BasePlayerDataManager.java (not part of the model: the model names it on a transient field or an unsaved property)
public class BasePlayerDataManager { }
