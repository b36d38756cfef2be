package corpus.grasscutter.plugin.api;

// Grasscutters/Grasscutter: stand-in for the project's .plugin.api.PlayerHook (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public interface PlayerHook { }
