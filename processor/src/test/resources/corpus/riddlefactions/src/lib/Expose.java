package corpus.riddlefactions.lib;

// Riddlebit/RiddleFactions: same-shape stand-in for Gson's com.google.gson.annotations.Expose (read by Gson only)
public @interface Expose {
    boolean serialize() default true;

    boolean deserialize() default true;
}
