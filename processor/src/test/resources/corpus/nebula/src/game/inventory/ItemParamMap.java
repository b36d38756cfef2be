package corpus.nebula.game.inventory;

// Melledy/Nebula: stand-in for the project's .game.inventory.ItemParamMap (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class ItemParamMap { }
