package dev.schemaguard.processor.codegen;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldPaths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
                if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(segment.charAt(i - 1))) {
                    sb.append('_');
                }
                sb.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
            }
        }
        String name = sb.toString();
        return Character.isJavaIdentifierStart(name.charAt(0)) ? name : "_" + name;
    }

    /** Constant names for the paths, made unique against each other and against the reserved names. */
    static Map<String, String> constantNames(Map<String, String> paths, Set<String> reserved) {
        Map<String, String> names = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>(reserved);
        List<String> javaPaths = new ArrayList<>(paths.keySet());
        for (String javaPath : javaPaths) {
            String base = constantName(javaPath);
            String name = base;
            for (int n = 2; !taken.add(name); n++) {
                name = base + "_" + n;
            }
            names.put(javaPath, name);
        }
        return names;
    }
}
