package corpus.grasscutter.game.managers.stamina;

// Grasscutters/Grasscutter: stand-in for the project's .game.managers.stamina.StaminaManager (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class StaminaManager { }
