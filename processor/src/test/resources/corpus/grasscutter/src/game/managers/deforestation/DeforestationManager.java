package corpus.grasscutter.game.managers.deforestation;

// Grasscutters/Grasscutter: stand-in for the project's .game.managers.deforestation.DeforestationManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class DeforestationManager { }
