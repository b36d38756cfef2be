package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPaths;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One stored path of a document as the report shows it.
 *
 * @param storedPath     the path in stored names ({@code pub_date}, {@code topReviews.reviewer})
 * @param javaPath       the path in Java names
 * @param field          the field the path ends on
 * @param bsonType       the outer BSON type by its {@code $type} alias ({@code string}, {@code array}), or
 *                       {@code null} when any type may be stored
 * @param type           the whole stored type, such as {@code array<object ReviewExcerpt>}
 * @param nullable       whether the value may be null (any Java reference type but a root document's {@code _id})
 * @param worstCaseBytes the bytes under this path in the document's worst case, as DocumentTooLarge counts
 *                       them; {@code null} when the path is not in the shape that gives the worst case
 *                       (a field only another polymorphic subclass has)
 * @param indexes        the names of the declared indexes with a key on this path, in declaration order
 */
record StoredField(
        String storedPath,
        String javaPath,
        FieldModel field,
        String bsonType,
        String type,
        boolean nullable,
        Long worstCaseBytes,
        List<String> indexes) {

    private static final Set<String> PRIMITIVES =
            Set.of("int", "long", "short", "byte", "char", "float", "double", "boolean");

    /** What a {@code @Bounded} on the field counts, as a word, or {@code null} when it cannot be bounded. */
    String boundUnit() {
        ValueType.BoundUnit unit = field.type().boundUnit();
        return unit == null ? null : unit.word();
    }

    /**
     * Every stored path of the document in document order, each with its share of the worst case
     * {@code estimate} (the estimate DocumentTooLarge reports, so that the two never disagree).
     */
    static List<StoredField> of(DocumentModel document, SizeEstimate estimate) {
        Map<String, Long> bytesByJavaPath = new HashMap<>();
        for (SizeEstimate.Contribution c : estimate.contributors()) {
            // the estimate marks array elements and map values ("items[].name"); the paths do not
            bytesByJavaPath.merge(c.path().replace("[]", "").replace("{}", ""), c.bytes(), StoredField::add);
        }
        List<StoredField> out = new ArrayList<>();
        for (FieldPaths.FieldPath path : FieldPaths.of(document)) {
            FieldModel field = path.field();
            boolean rootId = field.id() && !path.javaPath().contains(".");
            Long bytes = null;
            for (Map.Entry<String, Long> e : bytesByJavaPath.entrySet()) {
                if (e.getKey().equals(path.javaPath()) || e.getKey().startsWith(path.javaPath() + ".")) {
                    bytes = add(bytes == null ? 0 : bytes, e.getValue());
                }
            }
            List<String> indexes = new ArrayList<>();
            for (IndexSpec index : document.indexes()) {
                for (IndexKey key : index.keys()) {
                    if (key.effectivePath().equals(path.storedPath()) && !indexes.contains(index.name())) {
                        indexes.add(index.name());
                    }
                }
            }
            out.add(new StoredField(
                    path.storedPath(),
                    path.javaPath(),
                    field,
                    alias(field.type()),
                    typeText(field.type()),
                    !rootId && !PRIMITIVES.contains(field.type().javaType()),
                    bytes,
                    List.copyOf(indexes)));
        }
        return out;
    }

    /** The BSON type by the alias {@code $type} and {@code $jsonSchema} know it by. */
    static String alias(ValueType type) {
        return switch (type.bson()) {
            case INT32 -> "int";
            case INT64 -> "long";
            case DOUBLE -> "double";
            case DECIMAL128 -> "decimal";
            case BOOLEAN -> "bool";
            case STRING -> "string";
            case DATE -> "date";
            case OBJECT_ID -> "objectId";
            case BINARY -> "binData";
            case ARRAY -> type.isByteArray() ? "binData" : "array";
            case DOCUMENT, MAP, DBREF -> "object";
            case ANY -> null;
        };
    }

    /** The whole stored type: {@code array<object ReviewExcerpt>}, {@code map<string, int>}, {@code dbref<books>}. */
    static String typeText(ValueType type) {
        if (type.bson() == BsonType.ARRAY && !type.isByteArray()) {
            return "array<" + typeText(type.element()) + ">";
        }
        return switch (type.bson()) {
            case MAP -> "map<string, " + typeText(type.element()) + ">";
            case DOCUMENT -> "object " + displayName(type.typeKey());
            case DBREF ->
                "dbref<"
                        + (type.dbRef().collection().isEmpty()
                                ? "?"
                                : type.dbRef().collection()) + ">";
            case ANY -> "any";
            case STRING -> type.enumeration() ? "string (enum " + displayName(type.javaType()) + ")" : "string";
            default -> alias(type);
        };
    }

    /** A type key without its packages: {@code p.Box<p.Page>} → {@code Box<Page>}. */
    static String displayName(String typeKey) {
        StringBuilder out = new StringBuilder();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= typeKey.length(); i++) {
            char c = i < typeKey.length() ? typeKey.charAt(i) : ',';
            if (Character.isJavaIdentifierPart(c) || c == '.') {
                word.append(c);
                continue;
            }
            out.append(TypeModel.simpleNameOf(word.toString()));
            word.setLength(0);
            if (i < typeKey.length()) {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static long add(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }
}
