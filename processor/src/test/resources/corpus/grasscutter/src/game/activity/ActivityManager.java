package corpus.grasscutter.game.activity;

// Grasscutters/Grasscutter: stand-in for the project's .game.activity.ActivityManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ActivityManager { }
