package corpus.grasscutter.game.props;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/game/props/ElementType.java (not part of the model: the model names it on a transient field or an unsaved property)
public enum ElementType { A, B; }
