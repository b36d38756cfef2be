package corpus.lunarcore.game.challenge;

// Melledy/LunarCore: stand-in for the project's .game.challenge.ChallengeManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ChallengeManager { }
