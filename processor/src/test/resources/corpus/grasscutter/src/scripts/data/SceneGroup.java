package corpus.grasscutter.scripts.data;

// Grasscutters/Grasscutter: stand-in for src/main/java/emu/grasscutter/scripts/data/SceneGroup.java (on a transient field only)
public class SceneGroup {
}
