package corpus.nebula.lib.gson;

// Melledy/Nebula: same-shape stand-in for Gson's com.google.gson.annotations.SerializedName (read by Gson, not by Morphia)
public @interface SerializedName {
    String value();

    String[] alternate() default {};
}
