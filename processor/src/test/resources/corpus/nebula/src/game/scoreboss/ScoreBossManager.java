package corpus.nebula.game.scoreboss;

// Melledy/Nebula: stand-in for the project's .game.scoreboss.ScoreBossManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ScoreBossManager { }
