package corpus.grasscutter.lib.jsr305;

// Grasscutters/Grasscutter: same-shape stand-in for javax.annotation.Nullable (JSR 305)
public @interface Nullable {
}
