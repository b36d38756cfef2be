package corpus.nebula.game.battlepass;

// Melledy/Nebula: stand-in for the project's .game.battlepass.BattlePassManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class BattlePassManager { }
