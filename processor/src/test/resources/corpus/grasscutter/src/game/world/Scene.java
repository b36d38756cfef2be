package corpus.grasscutter.game.world;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/world/Scene.java (not part of the model: the model names it on a transient field or an unsaved property)
public class Scene { }
