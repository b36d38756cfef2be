package corpus.grasscutter.net.proto;

// Grasscutters/Grasscutter: stand-in for the project's .net.proto.MapMarkFromTypeOuterClass.MapMarkFromType (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class MapMarkFromTypeOuterClass {
    public static enum MapMarkFromType { A, B; }
}
