package corpus.nebula.lib.fastutil;

// Melledy/Nebula: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.Int2IntMap (a Map<Integer, Integer>)
public interface Int2IntMap extends java.util.Map<Integer, Integer> {
}
