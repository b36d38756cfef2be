package corpus.grasscutter.lib.fastutil;

// Grasscutters/Grasscutter: same-shape stand-in for fastutil's it.unimi.dsi.fastutil.ints.IntArrayList (a List<Integer>)
public class IntArrayList extends java.util.ArrayList<Integer> {
}
