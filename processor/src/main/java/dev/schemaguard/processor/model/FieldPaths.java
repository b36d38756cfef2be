package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every stored field of a document with its path, in document order: the root's fields, the
 * fields of what they embed at any depth (through arrays; not into a map's dynamic keys, nor
 * through a plain reference, whose target lives elsewhere), then the fields only polymorphic
 * subtypes have. An embedded abstract class or interface is walked with the subclasses it stands for,
 * after its own fields. A recursive type is walked once on each path.
 */
public final class FieldPaths {

    /**
     * One field at one path.
     *
     * @param javaPath   the Java path ({@code topReviews.rating})
     * @param storedPath the stored path ({@code topReviews.rating}, {@code _id}, {@code pub_date})
     * @param field      the field the path ends on
     */
    public record FieldPath(String javaPath, String storedPath, FieldModel field) {}

    private FieldPaths() {}

    public static List<FieldPath> of(DocumentModel document) {
        Map<String, FieldPath> paths = new LinkedHashMap<>();
        walk(document, document.root(), "", "", new HashSet<>(), paths);
        for (TypeModel subtype : document.subtypes()) {
            walk(document, subtype, "", "", new HashSet<>(), paths);
        }
        return new ArrayList<>(paths.values());
    }

    private static void walk(
            DocumentModel document,
            TypeModel type,
            String javaPrefix,
            String storedPrefix,
            Set<String> visiting,
            Map<String, FieldPath> out) {
        for (FieldModel field : type.fields()) {
            String javaPath = javaPrefix + field.javaName();
            String storedPath = storedPrefix + field.storedName();
            out.putIfAbsent(javaPath, new FieldPath(javaPath, storedPath, field));
            String next = field.isPlainReference() ? null : embeddedThroughArrays(field.type());
            if (next != null && document.types().containsKey(next) && visiting.add(next)) {
                // an abstract or interface type stands for its subclasses (docs/guide/annotations.md): their fields
                // have paths too,
                // the first subclass in order giving the one path that two of them store
                for (TypeModel embedded :
                        TypeModel.withSubtypesOf(document.types().get(next), document.types())) {
                    walk(document, embedded, javaPath + ".", storedPath + ".", visiting, out);
                }
                visiting.remove(next);
            }
        }
    }

    /** The embedded document type reached through arrays only, or null. */
    private static String embeddedThroughArrays(ValueType type) {
        ValueType t = type;
        while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
            t = t.element();
        }
        return t.bson() == BsonType.DOCUMENT ? t.typeKey() : null;
    }
}
