package corpus.grasscutter.game.entity;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/entity/EntityBaseGadget.java (not part of the model: the model names it on a transient field or an unsaved property)
public class EntityBaseGadget { }
