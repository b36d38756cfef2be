package corpus.nebula.lib.fastutil;

// Melledy/Nebula: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.IntSet (a Set<Integer>)
public interface IntSet extends java.util.Set<Integer> {
}
