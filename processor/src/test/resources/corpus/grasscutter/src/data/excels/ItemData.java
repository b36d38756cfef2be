package corpus.grasscutter.data.excels;

// Grasscutters/Grasscutter: stand-in for the project's .data.excels.ItemData (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ItemData { }
