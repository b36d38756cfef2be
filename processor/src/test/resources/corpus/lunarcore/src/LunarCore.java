package corpus.lunarcore;

// Melledy/LunarCore: stand-in for the project's .LunarCore (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class LunarCore { }
