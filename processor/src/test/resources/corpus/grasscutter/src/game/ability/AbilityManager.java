package corpus.grasscutter.game.ability;

// Grasscutters/Grasscutter: stand-in for the project's .game.ability.AbilityManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class AbilityManager { }
