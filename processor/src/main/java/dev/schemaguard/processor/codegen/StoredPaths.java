package dev.schemaguard.processor.codegen;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPaths;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;

/** The stored paths of a document as constants of its schema class. */
final class StoredPaths {

    private StoredPaths() {
    }

    /** Java path → stored path, e.g. {@code topReviews.rating → topReviews.rating}, {@code id → _id}. */
    static Map<String, String> of(DocumentModel document) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (FieldPaths.FieldPath path : FieldPaths.of(document)) {
            paths.put(path.javaPath(), path.storedPath());
        }
        return paths;
    }

    /** UPPER_SNAKE_CASE of a Java path: {@code topReviews.rating} → {@code TOP_REVIEWS_RATING}. */
    static String constantName(String javaPath) {
        StringBuilder sb = new StringBuilder();
        for (String segment : javaPath.split("\\.")) {
            if (sb.length() > 0) {
                sb.append('_');
            }
            for (int i = 0; i < segment.length(); i++) {
                char c = segment.charAt(i);
                if (startsWord(segment, i)) {
                    sb.append('_');
                }
                sb.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
            }
        }
        String name = sb.toString();
        if (!Character.isJavaIdentifierStart(name.charAt(0))) {
            name = "_" + name;
        }
        // "_" alone is a keyword, and a field named "$" would give it
        return SourceVersion.isName(name) && !name.chars().allMatch(c -> c == '_') ? name : "FIELD" + name;
    }

    /**
     * Whether an upper-case letter begins a word of a camelCase name: after a lower-case letter or a
     * digit ({@code fooBar}, {@code a1B}), or as the last capital of an acronym before lower case
     * ({@code URLPath}). Never after {@code _}, which already separates words ({@code FOO_BAR}).
     */
    private static boolean startsWord(String segment, int i) {
        if (i == 0 || !Character.isUpperCase(segment.charAt(i))) {
            return false;
        }
        char previous = segment.charAt(i - 1);
        return Character.isLowerCase(previous) || Character.isDigit(previous)
                || Character.isUpperCase(previous) && i + 1 < segment.length()
                        && Character.isLowerCase(segment.charAt(i + 1));
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
