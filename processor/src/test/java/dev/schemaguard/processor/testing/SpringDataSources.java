package dev.schemaguard.processor.testing;

/**
 * Sources written only in Spring Data MongoDB's annotations (plus Bean Validation's {@code @Size}), as the
 * {@code SpringData} cases of the rule tests write them: the imports they share, and the generated documents
 * of the cases about counts and depths.
 */
public final class SpringDataSources {

    public static final String IMPORTS = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.annotation.Transient;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private SpringDataSources() {}

    /** The document's source: the shared imports, then {@code body}. */
    public static String sdm(String body) {
        return IMPORTS + body;
    }

    /** A document with {@code indexed} @Indexed fields f0, f1, …; {@code marker} ends the @Document line. */
    public static String indexedFields(int indexed, String marker) {
        StringBuilder sb = new StringBuilder(IMPORTS)
                .append("@Document(\"wide\")")
                .append(marker.isEmpty() ? "" : " // expect: " + marker)
                .append("\nclass Wide {\n    @Id String id;\n");
        for (int i = 0; i < indexed; i++) {
            sb.append("    @Indexed String f").append(i).append(";\n");
        }
        return sb.append("}\n").toString();
    }

    /** A document with one @CompoundIndex of {@code keys} keys on one line, which {@code marker} ends. */
    public static String compoundOf(int keys, String marker) {
        StringBuilder def = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < keys; i++) {
            def.append(i == 0 ? "" : ", ").append("'f").append(i).append("': 1");
            fields.append("    String f").append(i).append(";\n");
        }
        return IMPORTS + "@Document(\"wide\")\n@CompoundIndex(def = \"{" + def + "}\")"
                + (marker.isEmpty() ? "" : " // expect: " + marker) + "\nclass Wide {\n    @Id String id;\n" + fields
                + "}\n";
    }

    /** A document whose {@code grid} is {@code depth} lists deep: the root is level 1, each list one more. */
    public static String nestedLists(int depth, String marker) {
        return IMPORTS + "@Document(\"grids\")" + (marker.isEmpty() ? "" : " // expect: " + marker)
                + "\nclass Grid {\n    @Id String id;\n    " + "List<".repeat(depth) + "String" + ">".repeat(depth)
                + " grid;\n}\n";
    }
}
