package corpus.grasscutter.utils.objects;

// Grasscutters/Grasscutter: stand-in for the project's .utils.objects.FieldFetch (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public interface FieldFetch { }
