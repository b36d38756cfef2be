package corpus.grasscutter.game.managers.energy;

// Grasscutters/Grasscutter: stand-in for the project's .game.managers.energy.EnergyManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class EnergyManager { }
