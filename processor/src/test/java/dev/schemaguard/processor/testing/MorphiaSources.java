package dev.schemaguard.processor.testing;

/**
 * Sources written only in Morphia's annotations (plus Bean Validation's {@code @Size}), as the {@code Morphia}
 * cases of the rule tests write them: the imports they share, and the generated entities of the cases about
 * counts and depths.
 */
public final class MorphiaSources {

    public static final String IMPORTS = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            import dev.morphia.utils.IndexDirection;
            import com.mongodb.client.model.CollationStrength;
            """;

    private MorphiaSources() {}

    /** The entity's source: the shared imports, then {@code body}. */
    public static String morphia(String body) {
        return IMPORTS + body;
    }

    /** An entity with {@code indexed} @Indexed fields f0, f1, …; {@code marker} ends the @Entity line. */
    public static String indexedFields(int indexed, String marker) {
        StringBuilder sb = new StringBuilder(IMPORTS)
                .append("@Entity(\"wide\")")
                .append(marker.isEmpty() ? "" : " // expect: " + marker)
                .append("\nclass Wide {\n    @Id ObjectId id;\n");
        for (int i = 0; i < indexed; i++) {
            sb.append("    @Indexed String f").append(i).append(";\n");
        }
        return sb.append("}\n").toString();
    }

    /** An entity with one @Index of {@code keys} keys on one line, which {@code marker} ends. */
    public static String compoundOf(int keys, String marker) {
        StringBuilder index = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < keys; i++) {
            index.append(i == 0 ? "" : ", ").append("@Field(\"f").append(i).append("\")");
            fields.append("    String f").append(i).append(";\n");
        }
        return IMPORTS + "@Entity(\"wide\")\n@Indexes(@Index(fields = {" + index + "}))"
                + (marker.isEmpty() ? "" : " // expect: " + marker) + "\nclass Wide {\n    @Id ObjectId id;\n" + fields
                + "}\n";
    }

    /** An entity whose {@code grid} is {@code depth} lists deep: the root is level 1, each list one more. */
    public static String nestedLists(int depth, String marker) {
        return IMPORTS + "@Entity(\"grids\")" + (marker.isEmpty() ? "" : " // expect: " + marker)
                + "\nclass Grid {\n    @Id ObjectId id;\n    " + "List<".repeat(depth) + "String" + ">".repeat(depth)
                + " grid;\n}\n";
    }
}
