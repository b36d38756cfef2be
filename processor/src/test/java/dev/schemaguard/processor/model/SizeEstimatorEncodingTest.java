package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.UUID;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.UuidRepresentation;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The estimator against reality: for each shape, the worst-case document is built with the bson
 * library (every bounded container full, every bounded string made of 3-byte '€'), encoded, and
 * its real size compared: {@code actual <= estimate <= actual * 1.01}.
 */
class SizeEstimatorEncodingTest {

    record Shape(String name, String className, String source) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Shape[] shapes() {
        return new Shape[] {
            new Shape("flat", "p.Author", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    @Document
                    class Author {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 80) String name;
                        @Bounded(max = 2000) String biography;
                        int born;
                        boolean active;
                    }
                    """),
            new Shape("all scalar types of the mapping", "p.Scalars", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    @Document
                    class Scalars {
                        @Id long key;
                        int i; short s; byte b; Integer boxedInt; Short boxedShort; Byte boxedByte;
                        Long boxedLong; float f; double d; Float boxedFloat; Double boxedDouble;
                        boolean flag; Boolean boxedFlag;
                        @Bounded(max = 50) String text; String unboundedText; char c; Character boxedChar;
                        Status status;
                        java.math.BigDecimal price;
                        java.util.Date date; java.time.Instant instant; java.time.LocalDate day; java.time.LocalDateTime when;
                        org.bson.types.ObjectId ref;
                        @Bounded(max = 64) byte[] blob; byte[] unboundedBlob;
                        java.util.UUID uuid;
                        enum Status { NEW, IN_PROGRESS, DONE }
                    }
                    """),
            new Shape("nested documents, no id field", "p.Shop", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    @Document
                    class Shop {
                        @Bounded(max = 40) String name;
                        Address address;
                        static class Address { @Bounded(max = 100) String street; Geo geo; }
                        static class Geo { double lat; double lng; Precision precision; }
                        static class Precision { int meters; @Bounded(max = 10) String source; }
                    }
                    """),
            new Shape("bounded list of embedded documents", "p.Book", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.List;
                    @Document
                    class Book {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 200) String title;
                        @Bounded(max = 3) List<Review> topReviews;
                        @Bounded(max = 10) List<String> genres;
                        static class Review { @Bounded(max = 60) String reviewer; int rating; @Bounded(max = 500) String text; }
                    }
                    """),
            new Shape("lists inside embedded documents inside lists", "p.Order", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.List;
                    @Document
                    class Order {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 25) List<Line> lines;
                        static class Line {
                            @Bounded(max = 20) String sku;
                            int quantity;
                            @Bounded(max = 12) List<Option> options;
                            @Bounded(max = 4) int[] discounts;
                        }
                        static class Option { @Bounded(max = 15) String name; @Bounded(max = 3) List<String> values; }
                    }
                    """),
            new Shape("maps", "p.Product", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.Map;
                    @Document
                    class Product {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 30) Map<String, Integer> stock;
                        @Bounded(max = 8) Map<String, Attribute> attributes;
                        static class Attribute { @Bounded(max = 40) String label; double value; }
                    }
                    """),
            new Shape("large bucket: 12,345 readings (keys of 1 to 5 digits)", "p.Bucket", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.List;
                    @Document
                    class Bucket {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 12345) List<Reading> readings;
                        static class Reading { java.time.Instant at; double value; }
                    }
                    """),
            new Shape("recursion counts as empty", "p.Category", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.List;
                    @Document
                    class Category {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 30) String name;
                        @Bounded(max = 4) List<Node> children;
                        static class Node { @Bounded(max = 30) String name; @Bounded(max = 4) List<Node> children; }
                    }
                    """),
            // Spring Data's references mixed in: a DBRef document each, or the target's id
            new Shape("dbRefs", "p.Shelf", """
                    package p;
                    import dev.schemaguard.annotations.Bounded;
                    import dev.schemaguard.annotations.Document;
                    import org.springframework.data.mongodb.core.mapping.DBRef;
                    import org.springframework.data.mongodb.core.mapping.DocumentReference;
                    import java.util.List;
                    @Document
                    class Shelf {
                        org.bson.types.ObjectId id;
                        @DBRef Book book;
                        @DBRef(db = "library") Book remote;
                        @Bounded(max = 7) @DBRef List<Book> books;
                        @Bounded(max = 3) @DocumentReference List<Book> ids;
                        @DBRef Reader reader;
                    }
                    @org.springframework.data.mongodb.core.mapping.Document("library_books")
                    class Book { String id; }
                    class Reader { long id; }
                    """),
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void estimateMatchesTheEncodedWorstCase(Shape shape) {
        DocumentModel model = ModelCapture.readOne(shape.className(), shape.source());
        SizeEstimate estimate = SizeEstimator.estimate(model);
        BsonDocument worst = new WorstCase(model.types()).document(model.root(), true);
        long actual = encodedSize(worst);
        System.out.printf(
                "estimator %-56s estimate %,12d  actual %,12d  ratio %.6f%n",
                shape.name(), estimate.bytes(), actual, (double) estimate.bytes() / actual);
        assertTrue(actual <= estimate.bytes(), () -> shape + ": estimate " + estimate.bytes() + " < actual " + actual);
        assertTrue(
                estimate.bytes() <= actual * 1.01,
                () -> shape + ": estimate " + estimate.bytes() + " > 1.01 × " + actual);
        long sum = estimate.contributors().stream()
                .mapToLong(SizeEstimate.Contribution::bytes)
                .sum();
        assertEquals(estimate.bytes(), sum, "the contributors make up the estimate");
    }

    private static long encodedSize(BsonDocument document) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        new BsonDocumentCodec()
                .encode(
                        new BsonBinaryWriter(buffer),
                        document,
                        EncoderContext.builder().build());
        return buffer.getPosition();
    }

    /** Builds the largest document a model allows, independently of the estimator's arithmetic. */
    private static final class WorstCase {
        private final Map<String, TypeModel> types;
        private final Deque<String> visiting = new ArrayDeque<>();

        WorstCase(Map<String, TypeModel> types) {
            this.types = types;
        }

        BsonDocument document(TypeModel type, boolean root) {
            BsonDocument doc = new BsonDocument();
            if (root && type.idField().isEmpty()) {
                doc.put("_id", new BsonObjectId());
            }
            visiting.push(type.key());
            for (FieldModel field : type.fields()) {
                doc.put(field.storedName(), value(field.type(), field.bound()));
            }
            visiting.pop();
            return doc;
        }

        private BsonValue value(ValueType type, Long bound) {
            int n = bound == null ? 0 : Math.toIntExact(bound);
            return switch (type.bson()) {
                case INT32 -> new BsonInt32(Integer.MIN_VALUE);
                case INT64 -> new BsonInt64(Long.MIN_VALUE);
                case DOUBLE -> new BsonDouble(Double.MAX_VALUE);
                case DECIMAL128 -> new BsonDecimal128(Decimal128.parse("-1234567890.123456789012345678901234"));
                case BOOLEAN -> BsonBoolean.TRUE;
                case DATE -> new BsonDateTime(Long.MAX_VALUE);
                case OBJECT_ID -> new BsonObjectId();
                case STRING ->
                    new BsonString(
                            type.isJavaChar()
                                    ? "€"
                                    : type.enumeration()
                                            ? "X".repeat(type.enumMaxBytes())
                                            : type.isJavaString() ? "€".repeat(n) : "");
                case BINARY ->
                    type.isUuid()
                            ? new BsonBinary(UUID.randomUUID(), UuidRepresentation.STANDARD)
                            : new BsonBinary(new byte[n]);
                case ARRAY -> {
                    if (type.isByteArray()) {
                        yield new BsonBinary(new byte[n]);
                    }
                    BsonArray array = new BsonArray();
                    if (type.innermostTypeKey() != null && visiting.contains(type.innermostTypeKey())) {
                        yield array; // a field that closes a recursion is empty
                    }
                    for (int i = 0; i < n; i++) {
                        array.add(value(type.element(), null));
                    }
                    yield array;
                }
                case MAP -> {
                    BsonDocument map = new BsonDocument();
                    for (int i = 0; i < n; i++) {
                        map.put(Integer.toString(i), value(type.element(), null));
                    }
                    yield map;
                }
                case DOCUMENT ->
                    visiting.contains(type.typeKey()) || !types.containsKey(type.typeKey())
                            ? new BsonDocument()
                            : document(types.get(type.typeKey()), false);
                case DBREF -> {
                    BsonDocument ref =
                            new BsonDocument("$ref", new BsonString(type.dbRef().collection()));
                    ref.put("$id", value(type.element(), null));
                    if (type.dbRef().database() != null) {
                        ref.put("$db", new BsonString(type.dbRef().database()));
                    }
                    yield ref;
                }
                case ANY -> BsonNull.VALUE;
            };
        }
    }
}
