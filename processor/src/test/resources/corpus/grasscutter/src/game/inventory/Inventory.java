package corpus.grasscutter.game.inventory;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/inventory/Inventory.java (not part of the model: the model names it on a transient field or an unsaved property)
public class Inventory { }
