package corpus.lunarcore.game.scene.entity;

// Melledy/LunarCore: stand-in for the project's .game.scene.entity.GameEntity (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public interface GameEntity { }
