package corpus.lunarcore.proto;

// Melledy/LunarCore: stand-in for the project's .proto.SimpleInfoOuterClass.SimpleInfo (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class SimpleInfoOuterClass {
    public static class SimpleInfo { }
}
