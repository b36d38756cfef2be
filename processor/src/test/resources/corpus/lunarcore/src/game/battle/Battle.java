package corpus.lunarcore.game.battle;

// Melledy/LunarCore: stand-in for the project's .game.battle.Battle (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Battle { }
