package dev.schemaguard.processor.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Computes the worst-case BSON size of a document from its model (docs/rules, "Worst-case size"):
 * document = 4 + elements + 1; element = 1 + name + 1 + value; string = 4 + bytes + 1; an array
 * is a document keyed "0", "1", …. A {@code @Bounded} string counts 3 bytes per character, a
 * {@code @Bounded} container {@code max} elements of worst-case size; unbounded strings and
 * containers count as empty, and so does a field that closes a recursion. An enum counts its
 * longest constant; a map's keys count as the shortest distinct keys ("0", "1", …), since their
 * length is not declared. A DBRef counts its {@code $ref}, {@code $id} and {@code $db} elements. Arithmetic saturates instead of overflowing.
 */
public final class SizeEstimator {

    /** MongoDB's maximum BSON document size. */
    public static final long MAX_DOCUMENT_BYTES = 16L * 1024 * 1024;

    /** The manual's "Time Series Collection Limitations": a measurement document is at most 4 MB. */
    public static final long MAX_TIME_SERIES_DOCUMENT_BYTES = 4L * 1024 * 1024;

    /** The largest document the document's collection takes: 4 MiB in a time series collection, else 16 MiB. */
    public static long maxDocumentBytes(DocumentModel document) {
        return document.collectionOptions().timeSeries() != null ? MAX_TIME_SERIES_DOCUMENT_BYTES : MAX_DOCUMENT_BYTES;
    }

    /** An {@code _id} the driver adds when the class has none: type, "_id", NUL, ObjectId. */
    public static final long IMPLICIT_ID_BYTES = 1 + 3 + 1 + 12;

    private static final long DOCUMENT_FRAMING = 4 + 1;

    /** How the root document's own length and terminator appear among the contributors. */
    public static final String ROOT_FRAMING = "(document framing)";

    private final Map<String, TypeModel> types;
    private final Map<String, Sized> memo = new HashMap<>();
    private final Deque<String> visiting = new ArrayDeque<>();
    private int recursionsClosed;

    /** The field holding the class name in each root document, or {@code null}. */
    private String typeKey;

    public SizeEstimator(Map<String, TypeModel> types) {
        this.types = types;
    }

    /** The worst case over the document's root type and its polymorphic subtypes. */
    public static SizeEstimate estimate(DocumentModel document) {
        SizeEstimator estimator = new SizeEstimator(document.types());
        estimator.typeKey = document.typeKey();
        SizeEstimate worst = estimator.estimateRoot(document.root());
        for (TypeModel subtype : document.subtypes()) {
            SizeEstimate candidate = estimator.estimateRoot(subtype);
            if (candidate.bytes() > worst.bytes()) {
                worst = candidate;
            }
        }
        return worst;
    }

    public SizeEstimate estimateRoot(TypeModel root) {
        visiting.push(root.key());
        Sized size;
        try {
            size = documentSize(root, true);
        } finally {
            visiting.pop();
        }
        List<SizeEstimate.Contribution> contributors = new ArrayList<>();
        size.parts.forEach((path, bytes) ->
                contributors.add(new SizeEstimate.Contribution(path.isEmpty() ? ROOT_FRAMING : path, bytes)));
        contributors.sort(Comparator.comparingLong(SizeEstimate.Contribution::bytes)
                .reversed()
                .thenComparing(SizeEstimate.Contribution::path));
        return new SizeEstimate(size.bytes, root.qualifiedName(), contributors);
    }

    /** A size and its parts by relative field path; the document's own framing is the part at path "". */
    private record Sized(long bytes, Map<String, Long> parts) {}

    private Sized documentSize(TypeModel type, boolean root) {
        Map<String, Long> parts = new LinkedHashMap<>();
        long bytes = DOCUMENT_FRAMING;
        parts.put("", DOCUMENT_FRAMING);
        if (root && type.idField().isEmpty()) {
            bytes = add(bytes, IMPLICIT_ID_BYTES);
            parts.put("_id", IMPLICIT_ID_BYTES);
        }
        if (root && typeKey != null) {
            // the mapping's type key: a string holding the class name
            long typeBytes =
                    1 + MongoNames.utf8Length(typeKey) + 1 + 4 + MongoNames.utf8Length(type.qualifiedName()) + 1;
            bytes = add(bytes, typeBytes);
            parts.put(typeKey, typeBytes);
        }
        for (FieldModel field : type.fields()) {
            long framing = 1 + MongoNames.utf8Length(field.storedName()) + 1;
            Sized value = valueSize(field.type(), field.limit());
            bytes = add(bytes, add(framing, value.bytes));
            merge(parts, field.javaName(), value.parts, 1);
            parts.merge(field.javaName(), framing, SizeEstimator::add);
        }
        return new Sized(bytes, parts);
    }

    /** The value's size with its parts by path relative to the value ("" for the value itself). */
    private Sized valueSize(ValueType type, Long bound) {
        return switch (type.bson()) {
            case INT32 -> scalar(4);
            case INT64, DOUBLE, DATE -> scalar(8);
            case DECIMAL128 -> scalar(16);
            case BOOLEAN -> scalar(1);
            case OBJECT_ID -> scalar(12);
            case STRING -> scalar(stringBytes(type, bound));
            case BINARY -> scalar(binaryBytes(type, bound));
            case ANY -> scalar(0);
            case ARRAY -> type.isByteArray() ? scalar(binaryBytes(type, bound)) : containerSize(type, bound, "[]");
            case MAP -> containerSize(type, bound, "{}");
            case DOCUMENT -> embeddedSize(type);
            case DBREF -> dbRefSize(type);
        };
    }

    /** {@code {$ref: collection, $id: id[, $db: database]}}: the names are known, the id counts as its type does. */
    private Sized dbRefSize(ValueType type) {
        ValueType.DbRefNames names = type.dbRef();
        long bytes = add(DOCUMENT_FRAMING, 1 + 4 + 1 + 4 + MongoNames.utf8Length(names.collection()) + 1);
        bytes = add(
                bytes, add(1 + 3 + 1, valueSize(type.element(), type.element().limit()).bytes));
        if (names.database() != null) {
            bytes = add(bytes, 1 + 3 + 1 + 4 + MongoNames.utf8Length(names.database()) + 1);
        }
        return scalar(bytes);
    }

    private static long stringBytes(ValueType type, Long bound) {
        long content;
        if (type.isJavaChar()) {
            content = 3;
        } else if (type.enumeration()) {
            content = type.enumMaxBytes();
        } else if (type.isJavaString() && bound != null && bound > 0) {
            content = multiply(3, bound);
        } else {
            content = 0;
        }
        return add(4 + 1, content);
    }

    private static long binaryBytes(ValueType type, Long bound) {
        long content = type.isUuid() ? 16 : type.isByteArray() && bound != null && bound > 0 ? bound : 0;
        return add(4 + 1, content);
    }

    /** An array or map of {@code bound} elements keyed "0", "1", …; unbounded, or closing a recursion, means empty. */
    private Sized containerSize(ValueType type, Long bound, String marker) {
        long count = bound != null && bound > 0 ? bound : 0;
        String inner = type.innermostTypeKey();
        if (inner != null && visiting.contains(inner)) {
            recursionsClosed++;
            count = 0;
        }
        Map<String, Long> parts = new LinkedHashMap<>();
        long framing = add(DOCUMENT_FRAMING, add(multiply(2, count), decimalKeyBytes(count)));
        parts.put("", framing);
        if (count == 0) {
            return new Sized(framing, parts);
        }
        Sized element = valueSize(type.element(), type.element().limit());
        merge(parts, marker, element.parts, count);
        return new Sized(add(framing, multiply(count, element.bytes)), parts);
    }

    private Sized embeddedSize(ValueType type) {
        TypeModel embedded = types.get(type.typeKey());
        if (embedded == null || visiting.contains(type.typeKey())) {
            if (embedded != null) {
                recursionsClosed++;
            }
            return new Sized(DOCUMENT_FRAMING, Map.of("", DOCUMENT_FRAMING));
        }
        Sized cached = memo.get(type.typeKey());
        if (cached != null) {
            return cached;
        }
        int closedBefore = recursionsClosed;
        visiting.push(type.typeKey());
        Sized size;
        try {
            size = documentSize(embedded, false);
            // a polymorphic value is any of its subclasses: the largest counts
            for (TypeModel sub : TypeModel.withSubtypesOf(embedded, types)) {
                if (sub != embedded && !visiting.contains(sub.key())) {
                    visiting.push(sub.key());
                    try {
                        Sized candidate = documentSize(sub, false);
                        if (candidate.bytes > size.bytes) {
                            size = candidate;
                        }
                    } finally {
                        visiting.pop();
                    }
                }
            }
        } finally {
            visiting.pop();
        }
        // a size cut short by a recursion holds only for this entry into the cycle
        if (recursionsClosed == closedBefore) {
            memo.put(type.typeKey(), size);
        }
        return size;
    }

    private static Sized scalar(long bytes) {
        return new Sized(bytes, Map.of("", bytes));
    }

    /** Adds a value's parts under {@code path}, {@code times} over: "" becomes the path itself. */
    private static void merge(Map<String, Long> into, String path, Map<String, Long> parts, long times) {
        parts.forEach((relative, bytes) -> {
            String full = relative.isEmpty()
                    ? path
                    : relative.startsWith("[") || relative.startsWith("{") ? path + relative : path + "." + relative;
            into.merge(full, multiply(bytes, times), SizeEstimator::add);
        });
    }

    /** The bytes of the keys "0" … "n-1" together. */
    static long decimalKeyBytes(long n) {
        long total = 0;
        long start = 0;
        long width = 1;
        long end = 10;
        while (start < n) {
            long count = Math.min(n, end) - start;
            total = add(total, multiply(count, width));
            start = end;
            width++;
            end = end > Long.MAX_VALUE / 10 ? Long.MAX_VALUE : end * 10;
        }
        return total;
    }

    static long add(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 ? Long.MAX_VALUE : r;
    }

    static long multiply(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }
}
