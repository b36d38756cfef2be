package corpus.nebula.util;

// Melledy/Nebula: stand-in for the project's .util.Bitset (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Bitset { }
