package corpus.grasscutter.data;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/data/GameResource.java (no stored field)
public abstract class GameResource {
}
