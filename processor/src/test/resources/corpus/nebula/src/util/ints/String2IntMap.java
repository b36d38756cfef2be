package corpus.nebula.util.ints;

// Melledy/Nebula: stand-in for src/main/java/emu/nebula/util/ints/String2IntMap.java (the model names it on a transient field or a property it does not store)
public class String2IntMap { }
