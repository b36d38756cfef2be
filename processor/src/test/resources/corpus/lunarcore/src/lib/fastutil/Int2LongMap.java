package corpus.lunarcore.lib.fastutil;

// Melledy/LunarCore: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.Int2LongMap (a Map<Integer, Long>)
public interface Int2LongMap extends java.util.Map<Integer, Long> {
}
