package corpus.lunarcore.lib.fastutil;

// Melledy/LunarCore: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.IntList (a List<Integer>)
public interface IntList extends java.util.List<Integer> {
}
