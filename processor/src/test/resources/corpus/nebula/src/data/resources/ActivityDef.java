package corpus.nebula.data.resources;

// Melledy/Nebula: stand-in for the project's .data.resources.ActivityDef (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ActivityDef { }
