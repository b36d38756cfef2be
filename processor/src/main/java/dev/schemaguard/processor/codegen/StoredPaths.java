package dev.schemaguard.processor.codegen;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every stored field path of a document, by Java path, in document order: root fields, the
 * fields of what they embed (through arrays, not into maps' dynamic keys or references), then
 * the fields only polymorphic subtypes have. A recursive type is walked once per path.
 */
final class StoredPaths {

    private StoredPaths() {
    }

    /** Java path → stored path, e.g. {@code topReviews.rating → topReviews.rating}, {@code id → _id}. */
    static Map<String, String> of(DocumentModel document) {
        Map<String, String> paths = new LinkedHashMap<>();
        walk(document, document.root(), "", "", new HashSet<>(), paths);
        for (TypeModel subtype : document.subtypes()) {
            walk(document, subtype, "", "", new HashSet<>(), paths);
        }
        return paths;
    }

    private static void walk(DocumentModel document, TypeModel type, String javaPrefix, String storedPrefix,
            Set<String> visiting, Map<String, String> out) {
        for (FieldModel field : type.fields()) {
            String javaPath = javaPrefix + field.javaName();
            String storedPath = storedPrefix + field.storedName();
            out.putIfAbsent(javaPath, storedPath);
            String next = field.isPlainReference() ? null : embeddedThroughArrays(field.type());
            if (next != null && document.types().containsKey(next) && visiting.add(next)) {
                walk(document, document.types().get(next), javaPath + ".", storedPath + ".", visiting, out);
                visiting.remove(next);
            }
        }
    }

    /** The embedded document type reached through arrays only (a map's values have no fixed path), or null. */
    private static String embeddedThroughArrays(ValueType type) {
        ValueType t = type;
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        return t.bson() == BsonType.DOCUMENT ? t.typeKey() : null;
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
