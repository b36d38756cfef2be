package corpus.grasscutter;

// Grasscutters/Grasscutter: stand-in for the project's .Grasscutter (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Grasscutter { }
