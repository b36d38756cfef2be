package corpus.grasscutter.lib.fastutil;

// Grasscutters/Grasscutter: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.Int2FloatOpenHashMap (a Map<Integer, Float>)
public class Int2FloatOpenHashMap extends java.util.HashMap<Integer, Float> {
}
