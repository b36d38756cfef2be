package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ValueType;
import java.util.HashMap;
import java.util.Map;

/**
 * What the schema model says about a stored path that changes the plan: whether documents may hold an array on it
 * (the index is then multikey on it) and whether its values compare under a collation (strings, and the arrays and
 * embedded documents that hold them: {@code _compatible} in MongoDB's {@code planner_ixselect.cpp} checks the
 * collators only for string, array and object comparisons).
 */
final class PathFacts {

    private final DocumentModel document;
    private final Map<String, PathResolution> resolved = new HashMap<>();

    PathFacts(DocumentModel document) {
        this.document = document;
    }

    private PathResolution resolve(String storedPath) {
        return resolved.computeIfAbsent(storedPath, p -> document.paths().resolveStored(p));
    }

    /** Whether a document may hold an array at some component of the path: the index is multikey on it. */
    Answer multikey(String storedPath) {
        PathResolution r = resolve(storedPath);
        if (!r.isResolved() || r.throughMap() || r.fields().isEmpty()) {
            return Answer.UNKNOWN;
        }
        if (!r.arrayFields().isEmpty()) {
            return Answer.YES;
        }
        for (FieldModel f : r.fields()) {
            if (f.type().bson() == BsonType.ANY) {
                return Answer.UNKNOWN;
            }
        }
        return r.storedPath().equals(storedPath) ? Answer.NO : Answer.UNKNOWN;
    }

    /** Whether a comparison on the path may compare strings, arrays or documents, so that the collation matters. */
    Answer collatable(String storedPath) {
        PathResolution r = resolve(storedPath);
        if (!r.isResolved() || r.fields().isEmpty() || !r.storedPath().equals(storedPath)) {
            return Answer.UNKNOWN;
        }
        ValueType last = r.fields().get(r.fields().size() - 1).type();
        if (r.throughMap()) {
            return Answer.UNKNOWN;
        }
        BsonType inner = last.innermost().bson();
        return switch (inner) {
            case STRING, DOCUMENT, MAP, DBREF, ANY -> inner == BsonType.ANY ? Answer.UNKNOWN : Answer.YES;
            case ARRAY -> Answer.YES;
            default -> Answer.NO;
        };
    }
}
