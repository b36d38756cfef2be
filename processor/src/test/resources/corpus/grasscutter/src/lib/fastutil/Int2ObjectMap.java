package corpus.grasscutter.lib.fastutil;

// Grasscutters/Grasscutter: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.Int2ObjectMap (a Map<Integer, V>)
public interface Int2ObjectMap<V> extends java.util.Map<Integer, V> {
}
