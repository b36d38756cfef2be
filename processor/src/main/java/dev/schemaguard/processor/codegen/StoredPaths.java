package dev.schemaguard.processor.codegen;

import dev.schemaguard.processor.model.FieldPaths;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/** The stored paths of a document as constants of its schema class. */
final class StoredPaths {

    private StoredPaths() {}

    /** Java path → stored path, e.g. {@code topReviews.rating → topReviews.rating}, {@code id → _id}. */
    static Map<String, String> of(List<FieldPaths.FieldPath> fieldPaths) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (FieldPaths.FieldPath path : fieldPaths) {
            paths.put(path.javaPath(), path.storedPath());
        }
        return paths;
    }

    /**
     * Whether the constants of these paths can be written as text in the layout JavaPoet gives them:
     * JavaPoet breaks a string literal with a line break into a concatenation over several lines.
     */
    static boolean writableAsText(Map<String, String> paths) {
        for (String stored : paths.values()) {
            if (stored.indexOf('\n') >= 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * One stored-path constant, with its Javadoc, as JavaPoet renders a field at {@code indent} with
     * {@code modifiersAndType} (such as {@code "public static final String "}).
     */
    static void appendConstant(
            StringBuilder out,
            String indent,
            String modifiersAndType,
            String name,
            String javaPath,
            String storedPath) {
        out.append(indent)
                .append("/**\n")
                .append(indent)
                .append(" * The stored path of ")
                .append(JavadocText.code(javaPath))
                .append(".\n")
                .append(indent)
                .append(" */\n")
                .append(indent)
                .append(modifiersAndType)
                .append(name)
                .append(" = ");
        JavaLiterals.appendString(out, storedPath);
        out.append(";\n");
    }

    /** UPPER_SNAKE_CASE of a Java path: {@code topReviews.rating} → {@code TOP_REVIEWS_RATING}. */
    static String constantName(String javaPath) {
        StringBuilder sb = new StringBuilder(javaPath.length() + 8);
        int segmentStart = 0;
        for (int i = 0; i < javaPath.length(); i++) {
            char c = javaPath.charAt(i);
            if (c == '.') {
                sb.append('_');
                segmentStart = i + 1;
                continue;
            }
            if (startsWord(javaPath, segmentStart, i)) {
                sb.append('_');
            }
            sb.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        String name = sb.toString();
        if (!Character.isJavaIdentifierStart(name.charAt(0))) {
            name = "_" + name;
        }
        // "_" alone is a keyword, and a field named "$" would give it
        return SourceVersion.isName(name) && !name.chars().allMatch(c -> c == '_') ? name : "FIELD" + name;
    }

    /**
     * Whether the upper-case letter at {@code i} begins a word of a camelCase name (whose segment
     * of the path begins at {@code start}): after a lower-case letter or a digit ({@code fooBar},
     * {@code a1B}), or as the last capital of an acronym before lower case ({@code URLPath}). Never
     * after {@code _}, which already separates words ({@code FOO_BAR}).
     */
    private static boolean startsWord(String path, int start, int i) {
        if (i == start || !Character.isUpperCase(path.charAt(i))) {
            return false;
        }
        char previous = path.charAt(i - 1);
        return Character.isLowerCase(previous)
                || Character.isDigit(previous)
                || Character.isUpperCase(previous)
                        && i + 1 < path.length()
                        && Character.isLowerCase(path.charAt(i + 1));
    }

    /** Names made unique against each other and the taken ones, in order: the second {@code A_B} is {@code A_B_2}. */
    static Map<String, String> unique(Map<String, String> baseNames, Set<String> taken) {
        Map<String, String> names = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : baseNames.entrySet()) {
            String name = entry.getValue();
            for (int n = 2; !taken.add(name); n++) {
                name = entry.getValue() + "_" + n;
            }
            names.put(entry.getKey(), name);
        }
        return names;
    }

    /** Constant names for the paths, made unique against each other and against the reserved names. */
    static Map<String, String> constantNames(Map<String, String> paths, Set<String> reserved) {
        Map<String, String> bases = new LinkedHashMap<>();
        paths.keySet().forEach(javaPath -> bases.put(javaPath, constantName(javaPath)));
        return unique(bases, new HashSet<>(reserved));
    }
}
