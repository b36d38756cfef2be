package corpus.lunarcore.server.game;

// Melledy/LunarCore: stand-in for the project's .server.game.GameSession (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class GameSession { }
