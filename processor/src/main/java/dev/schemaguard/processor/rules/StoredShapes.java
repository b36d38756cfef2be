package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * What two documents of one collection store, compared: the BSON type under each stored path both write (the
 * {@code _id} among them), and the index each declares under one name. A path one of them does not have, or
 * whose type is unknown at build time, is no disagreement.
 */
final class StoredShapes {

    private StoredShapes() {}

    /** The first disagreement of two documents, in stored-path then index-name order, or {@code null} when none. */
    static String disagreement(DocumentModel a, DocumentModel b) {
        Map<String, String> aTypes = types(a);
        Map<String, String> bTypes = types(b);
        for (Map.Entry<String, String> e : aTypes.entrySet()) {
            String other = bTypes.get(e.getKey());
            if (other != null && !other.equals(e.getValue())) {
                return "'" + e.getKey() + "' is " + e.getValue() + " in '" + a.simpleName() + "' and " + other + " in '"
                        + b.simpleName() + "'";
            }
        }
        Map<String, IndexSpec> bIndexes = new TreeMap<>();
        b.indexes().forEach(i -> bIndexes.putIfAbsent(i.name(), i));
        Map<String, IndexSpec> aIndexes = new TreeMap<>();
        a.indexes().forEach(i -> aIndexes.putIfAbsent(i.name(), i));
        for (Map.Entry<String, IndexSpec> e : aIndexes.entrySet()) {
            IndexSpec other = bIndexes.get(e.getKey());
            if (other != null && !sameSpecification(e.getValue(), a, other, b)) {
                return "index '" + e.getKey() + "' is " + e.getValue().keysDocument() + " in '" + a.simpleName()
                        + "' and " + other.keysDocument()
                        + (IndexRelations.sameKeyPattern(e.getValue(), other) ? " with other options" : "") + " in '"
                        + b.simpleName() + "'";
            }
        }
        return null;
    }

    /** One index specification, the collection's collation counting for an index that gives none. */
    private static boolean sameSpecification(
            IndexSpec a, DocumentModel aDocument, IndexSpec b, DocumentModel bDocument) {
        CollationSpec aCollation = a.collation() != null ? a.collation() : aDocument.collation();
        CollationSpec bCollation = b.collation() != null ? b.collation() : bDocument.collation();
        return IndexRelations.sameKeyPattern(a, b)
                && a.unique() == b.unique()
                && a.sparse() == b.sparse()
                && a.expireAfterSeconds().equals(b.expireAfterSeconds())
                && Objects.equals(a.partialFilter(), b.partialFilter())
                && Objects.equals(aCollation, bCollation)
                && a.weights().equals(b.weights())
                && a.options().equals(b.options());
    }

    /** The type stored under each path, through embedded documents and arrays of them, in path order. */
    private static Map<String, String> types(DocumentModel document) {
        Map<String, String> out = new TreeMap<>();
        collect(document, document.root(), "", out, new HashSet<>());
        return out;
    }

    private static void collect(
            DocumentModel document, TypeModel type, String prefix, Map<String, String> out, Set<String> visiting) {
        if (!visiting.add(type.key())) {
            return;
        }
        for (FieldModel field : type.fields()) {
            String path = prefix + field.storedName();
            String described = describe(field.type());
            if (described != null) {
                out.putIfAbsent(path, described);
            }
            ValueType t = field.type();
            while (t.bson() == BsonType.ARRAY && !t.isByteArray() && t.element() != null) {
                t = t.element();
            }
            if (t.bson() == BsonType.DOCUMENT && !field.isPlainReference()) {
                document.type(t.typeKey())
                        .ifPresent(embedded -> collect(document, embedded, path + ".", out, visiting));
            }
        }
        visiting.remove(type.key());
    }

    /** A stored type as MongoDB's $type aliases name it ({@code an array of string}); {@code null} when unknown. */
    private static String describe(ValueType type) {
        if (type.bson() == BsonType.ARRAY && !type.isByteArray()) {
            String element = type.element() == null ? null : describe(type.element());
            return element == null ? "an array" : "an array of " + element.substring(element.indexOf(' ') + 1);
        }
        return switch (type.bson()) {
            case INT32 -> "an int";
            case INT64 -> "a long";
            case DOUBLE -> "a double";
            case DECIMAL128 -> "a decimal";
            case BOOLEAN -> "a bool";
            case STRING -> "a string";
            case DATE -> "a date";
            case OBJECT_ID -> "an objectId";
            case BINARY -> "a binData";
            case ARRAY -> "a binData";
            case DOCUMENT, MAP -> "an object";
            case DBREF -> "a DBRef";
            case ANY -> null;
        };
    }
}
