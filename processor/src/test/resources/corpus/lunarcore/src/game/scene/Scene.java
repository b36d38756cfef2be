package corpus.lunarcore.game.scene;

// Melledy/LunarCore: stand-in for the project's .game.scene.Scene (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Scene { }
