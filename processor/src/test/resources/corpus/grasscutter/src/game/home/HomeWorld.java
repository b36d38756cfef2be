package corpus.grasscutter.game.home;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/home/HomeWorld.java (not part of the model: the model names it on a transient field or an unsaved property)
public class HomeWorld { }
