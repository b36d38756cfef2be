package dev.schemaguard.processor.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * The deepest chain of embedded documents and arrays a document can have (root = level 1; each
 * embedded document or array adds one; MongoDB refuses more than 100). A field that closes a
 * recursion counts as an empty document: unbounded recursion is RecursiveEmbedding's finding.
 */
public final class NestingDepth {

    /** MongoDB's limit of nested levels in a BSON document. */
    public static final int MAX_LEVELS = 100;

    /** The depth and the Java path of the deepest chain ({@code a.b[].c}). */
    public record Result(int levels, String path) {}

    private final Map<String, TypeModel> types;
    private final Deque<String> visiting = new ArrayDeque<>();

    private NestingDepth(Map<String, TypeModel> types) {
        this.types = types;
    }

    public static Result of(DocumentModel document) {
        NestingDepth depth = new NestingDepth(document.types());
        Result worst = depth.ofRoot(document.root());
        for (TypeModel subtype : document.subtypes()) {
            Result r = depth.ofRoot(subtype);
            if (r.levels() > worst.levels()) {
                worst = r;
            }
        }
        return worst;
    }

    private Result ofRoot(TypeModel root) {
        visiting.push(root.key());
        try {
            return ofDocument(root, "");
        } finally {
            visiting.pop();
        }
    }

    private Result ofDocument(TypeModel type, String path) {
        Result deepest = new Result(1, path);
        for (FieldModel field : type.fields()) {
            String fieldPath = path.isEmpty() ? field.javaName() : path + "." + field.javaName();
            Result value = ofValue(field.type(), fieldPath);
            if (value.levels() + 1 > deepest.levels()) {
                deepest = new Result(value.levels() + 1, value.path());
            }
        }
        return deepest;
    }

    /** Levels a value adds below the element that holds it: 0 for a scalar. */
    private Result ofValue(ValueType type, String path) {
        switch (type.bson()) {
            case ARRAY, MAP -> {
                if (type.isByteArray()) {
                    return new Result(0, path);
                }
                String innermostKey = type.innermostTypeKey();
                if (innermostKey != null && visiting.contains(innermostKey)) {
                    // a field that closes a recursion counts as empty
                    return new Result(1, path);
                }
                String marker = type.bson() == BsonType.ARRAY ? "[]" : "{}";
                Result inner = ofValue(type.element(), path + marker);
                return new Result(inner.levels() + 1, inner.levels() == 0 ? path : inner.path());
            }
            case DOCUMENT -> {
                TypeModel embedded = types.get(type.typeKey());
                if (embedded == null || visiting.contains(type.typeKey())) {
                    return new Result(1, path);
                }
                Result deepest = null;
                // a polymorphic value is any of its subclasses: the deepest counts
                for (TypeModel value : TypeModel.withSubtypesOf(embedded, types)) {
                    if (visiting.contains(value.key())) {
                        continue;
                    }
                    visiting.push(value.key());
                    try {
                        Result r = ofDocument(value, path);
                        if (deepest == null || r.levels() > deepest.levels()) {
                            deepest = r;
                        }
                    } finally {
                        visiting.pop();
                    }
                }
                return deepest;
            }
            case DBREF -> {
                // the DBRef is a document of its own, holding the id
                return new Result(ofValue(type.element(), path).levels() + 1, path);
            }
            default -> {
                return new Result(0, path);
            }
        }
    }
}
