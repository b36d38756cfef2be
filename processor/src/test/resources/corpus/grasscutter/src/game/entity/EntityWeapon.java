package corpus.grasscutter.game.entity;

// Grasscutters/Grasscutter: stand-in for the project's .game.entity.EntityWeapon (not part of the model: a type the model names, whose fields schemaguard and the framework do not need)
public class EntityWeapon { }
