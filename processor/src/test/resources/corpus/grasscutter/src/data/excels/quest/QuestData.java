package corpus.grasscutter.data.excels.quest;

// Grasscutters/Grasscutter: stand-in for the project's .data.excels.quest.QuestData (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class QuestData { }
