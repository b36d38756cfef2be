package corpus.lunarcore.game.rogue;

// Melledy/LunarCore: stand-in for the project's .game.rogue.RogueManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class RogueManager { }
