package corpus.grasscutter.game.activity;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/activity/ActivityHandler.java (not part of the model: the model names it on a transient field or an unsaved property)
public class ActivityHandler { }
