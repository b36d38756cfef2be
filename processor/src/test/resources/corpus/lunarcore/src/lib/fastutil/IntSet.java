package corpus.lunarcore.lib.fastutil;

// Melledy/LunarCore: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.IntSet (a Set<Integer>)
public interface IntSet extends java.util.Set<Integer> {
}
