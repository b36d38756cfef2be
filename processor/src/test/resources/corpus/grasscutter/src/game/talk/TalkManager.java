package corpus.grasscutter.game.talk;

// Grasscutters/Grasscutter: stand-in for the project's .game.talk.TalkManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class TalkManager { }
