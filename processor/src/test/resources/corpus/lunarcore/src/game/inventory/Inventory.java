package corpus.lunarcore.game.inventory;

// Melledy/LunarCore: stand-in for the project's .game.inventory.Inventory (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class Inventory { }
