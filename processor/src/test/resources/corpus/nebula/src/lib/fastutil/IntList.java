package corpus.nebula.lib.fastutil;

// Melledy/Nebula: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.IntList (a List<Integer>)
public interface IntList extends java.util.List<Integer> {
}
