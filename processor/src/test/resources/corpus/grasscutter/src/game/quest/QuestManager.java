package corpus.grasscutter.game.quest;

// Grasscutters/Grasscutter: stand-in for the project's .game.quest.QuestManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class QuestManager { }
