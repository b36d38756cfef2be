package corpus.nebula.game.vampire;

// Melledy/Nebula: stand-in for the project's .game.vampire.VampireSurvivorManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class VampireSurvivorManager { }
