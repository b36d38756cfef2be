package corpus.grasscutter.game.home;

// Grasscutters/Grasscutter: stand-in for the project's .game.home.HomeMarkPointProtoFactory (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public interface HomeMarkPointProtoFactory { }
