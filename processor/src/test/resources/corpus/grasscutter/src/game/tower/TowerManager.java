package corpus.grasscutter.game.tower;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/tower/TowerManager.java (not part of the model: the model names it on a transient field or an unsaved property)
public class TowerManager { }
