package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * Its Spring Data MongoDB forms are in SpringDataRulesTest, with the cases about SDM's mapping.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class InvalidAnnotationTest {

    @Test
    void positive_boundedOnTypeItCannotBound() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @Bounded(max = 5) int pages; // expect: ERROR InvalidAnnotation
                    @Bounded(max = 5) Author author; // expect: ERROR InvalidAnnotation
                    java.util.@Bounded(max = 16) UUID key; // expect: ERROR InvalidAnnotation
                    @Bounded(max = 5) Kind kind; // expect: ERROR InvalidAnnotation
                    static class Author { String name; }
                    enum Kind { PAPER, EBOOK }
                }
                """)
                .expectMarkedDiagnostics()
                .messages("InvalidAnnotation")
                .get(0);
        assertTrue(message.contains("'pages' of type int"), message);
        assertTrue(message.endsWith("(see docs/rules/InvalidAnnotation.md)"), message);
    }

    @Test
    void positive_boundedBelowOne() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    java.util.@Bounded(max = 0) List<String> tags; // expect: ERROR InvalidAnnotation
                    @Bounded(max = -3) String title; // expect: ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_boundedOnEverythingItCanBound() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Book {
                    String id;
                    @Bounded(max = 200) String title;
                    @Bounded(max = 1) List<String> tags;
                    @Bounded(max = 10) Set<Long> ids;
                    @Bounded(max = 10) int[] scores;
                    @Bounded(max = 4096) byte[] cover;
                    @Bounded(max = 20) Map<String, String> attributes;
                }
                """).expectClean();
    }

    @Test
    void positive_embeddedAndReference() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    String id;
                    @Embedded
                    @Reference // expect: ERROR InvalidAnnotation
                    Book book;
                }
                """)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book { String id; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_indexHintOnStaticOrTransientField() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @IndexHint static String prefix; // expect: ERROR InvalidAnnotation
                    @IndexHint transient String cached; // expect: ERROR InvalidAnnotation
                    @Field("x") @CaseInsensitive transient String shadow; // expect: ERROR InvalidAnnotation, ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_indexHintKeysOnFieldAndNoKeysOnType() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(unique = true) // expect: ERROR InvalidAnnotation
                class Book {
                    String id;
                    @IndexHint(keys = "title") String title; // expect: ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_unknownKeySuffixWithSuggestion() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"name:desc"}) // expect: ERROR InvalidAnnotation
                @IndexHint(keys = {"location:2dshpere"}) // expect: ERROR InvalidAnnotation
                @IndexHint(keys = {"name:"}) // expect: ERROR InvalidAnnotation
                class Place { String id; String name; double[] location; }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("InvalidAnnotation").stream().anyMatch(m -> m.contains("did you mean 'name:-1'?")));
        assertTrue(result.messages("InvalidAnnotation").stream()
                .anyMatch(m -> m.contains("did you mean 'location:2dsphere'?")));
    }

    @Test
    void negative_everyKnownSuffix() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"name:1", "rank:-1"})
                @IndexHint(keys = "about:text")
                @IndexHint(keys = "code:hashed")
                @IndexHint(keys = "location:2dsphere")
                @IndexHint(keys = "grid:2d")
                class Place { String id; String name; int rank; String about; String code; double[] location; double[] grid; }
                """).expectClean();
    }

    @Test
    void positive_collationStrengthOutOfRange() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 0)) // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "title",
                        collation = @Collation(locale = "fr",
                                strength = 6)) // expect: ERROR InvalidAnnotation
                class Book { String id; String title; }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_collationSettingsWithoutLocale() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(strength = 2)) // expect: ERROR InvalidAnnotation
                class Book { String id; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("locale = \"en\""), message);
    }

    @Test
    void positive_ttlOutOfRange() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    String id;
                    @IndexHint(expireAfterSeconds = 2147483648L) java.util.Date a; // expect: ERROR InvalidAnnotation
                    @IndexHint(expireAfterSeconds = -2) java.util.Date b; // expect: ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_ttlAtTheLimits() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    String id;
                    @IndexHint(expireAfterSeconds = 2147483647L) java.util.Date a;
                    @IndexHint(expireAfterSeconds = 0) java.util.Date b;
                    @IndexHint java.util.Date c;
                }
                """).expectClean();
    }

    @Test
    void positive_documentOnInterfaceEnumOrAnnotation() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Shapes", """
                package p;
                import dev.schemaguard.annotations.*;
                class Shapes {
                    @Document interface Shape { } // expect: ERROR InvalidAnnotation
                    @Document enum Color { RED } // expect: ERROR InvalidAnnotation
                    @Document @interface Marker { } // expect: ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_documentOnClassRecordAndAbstractClass() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Shapes", """
                package p;
                import dev.schemaguard.annotations.*;
                class Shapes {
                    @Document abstract static class Shape { String id; }
                    @Document record Point(String id, double x, double y) { }
                    @Document static class Circle { String id; double radius; }
                }
                """).expectClean();
    }

    @Test
    void positive_caseInsensitiveOnNonString() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @CaseInsensitive int pages; // expect: ERROR InvalidAnnotation
                    @CaseInsensitive java.util.List<Integer> years; // expect: ERROR InvalidAnnotation
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_caseInsensitiveOnStrings() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2)) String author;
                    @CaseInsensitive java.util.@Bounded(max = 5) List<String> aliases;
                }
                """)
                .compile()
                .assertNoCrash();
        // CaseInsensitiveWithoutCollation is another rule's business; here only InvalidAnnotation matters
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.List.of(),
                ProcessorTester.forRules("InvalidAnnotation")
                        .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @CaseInsensitive String author;
                    @CaseInsensitive java.util.@Bounded(max = 5) List<String> aliases;
                }
                """)
                        .compile()
                        .messages("InvalidAnnotation"));
    }

    @Test
    void positive_severalIdsAndFieldOnId() {
        ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id String isbn;
                    @Id String code; // expect: ERROR InvalidAnnotation
                    String title;
                }
                """)
                .source("p.Author", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Author {
                    @Field("authorId") org.bson.types.ObjectId id; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_indexHintOnEmbeddedClass() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    Address address;
                    @IndexHint(keys = "city") // expect: ERROR InvalidAnnotation
                    static class Address { String city; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_fieldHintInsideEmbeddedClassIndexesThePath() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    Address address;
                    static class Address { @IndexHint String city; }
                }
                """).expectClean();
    }

    @Test
    void positive_embeddedClassReportedOnceForTwoDocuments() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Address", """
                package p;
                import dev.schemaguard.annotations.*;
                class Address {
                    @Bounded(max = 0) String city; // expect: ERROR InvalidAnnotation
                }
                """)
                .source("p.Store", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document class Store { String id; Address address; }
                """)
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document class Customer { String id; Address address; }
                """)
                .expectMarkedDiagnostics();
        org.junit.jupiter.api.Assertions.assertEquals(
                1, result.messages("InvalidAnnotation").size());
    }

    @Test
    void negative_annotationsUsedAsDocumented() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "books", database = "bookstore", collation = @Collation(locale = "en"))
                @IndexHint(keys = {"author", "publishedAt:-1"}, name = "by_author")
                class Book {
                    @Id org.bson.types.ObjectId id;
                    @Bounded(max = 200) String title;
                    String author;
                    @Field("pub") java.time.Instant publishedAt;
                    @Embedded @Bounded(max = 3) List<Review> topReviews;
                    @IndexHint(unique = true) String isbn;
                    static final int MAX_REVIEWS = 3;
                    transient String cache;
                    static class Review { String text; int rating; }
                }
                """).expectClean();
    }

    @Test
    void positive_indexHintOnAMapValueClassReachesNoPath() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Product {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 5) Map<String, Price> prices;
                    static class Price {
                        @IndexHint // expect: ERROR InvalidAnnotation
                        double amount;
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.contains("'prices' is stored as a map value") && message.contains("attribute pattern"),
                message);
    }

    @Test
    void positive_sameFieldTwiceInOneIndex() {
        // issue 11, item 11: the generated key document kept one of the two
        String message = ProcessorTester.forRules("InvalidAnnotation", "DuplicateIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"a", "b", "a:-1"}) // expect: ERROR InvalidAnnotation
                class Book {
                    org.bson.types.ObjectId id;
                    int a;
                    int b;
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("names 'a' twice"), message);
    }

    @Test
    void positive_unknownSuffixIsReportedOnce_withoutCascade() {
        // issue 11, item 20: an unknown suffix used to cascade into a DuplicateIndex about {a: ""}
        ProcessorTester.create().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "a")
                @IndexHint(keys = "a:TEXT") // expect: ERROR InvalidAnnotation
                class Book {
                    org.bson.types.ObjectId id;
                    String a;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_indexHintOnAClassEmbeddedAsAFieldAndAsAMapValue() {
        // the hint indexes 'current.amount'; the map value is the same class (issue 11, item 9)
        ProcessorTester.forRules("InvalidAnnotation", "IndexFieldUnknown")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Product {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 5) Map<String, Price> prices;
                    Price current;
                    static class Price {
                        @IndexHint
                        double amount;
                    }
                }
                """)
                .expectClean();
    }

    @Test
    void positive_indexHintOnAMapValueClassReachedOnlyThroughMaps() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Product {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 5) Map<String, Price> prices;
                    java.util.@Bounded(max = 5) Map<String, Price> discounts;
                    static class Price {
                        @IndexHint // expect: ERROR InvalidAnnotation
                        double amount;
                    }
                }
                """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("InvalidAnnotation").size(), result.all());
    }

    @Test
    void positive_typeUseBoundOnATypeItCannotBound() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Stats", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Stats {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<@Bounded(max = 3) Integer> counts; // expect: ERROR InvalidAnnotation
                    @Bounded(max = 5) List<@Bounded(max = 0) String> names; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("InvalidAnnotation").stream()
                        .anyMatch(m -> m.contains(
                                "@Bounded on the type argument java.lang.Integer of 'counts' bounds nothing")),
                result.all());
        assertTrue(
                result.messages("InvalidAnnotation").stream()
                        .anyMatch(
                                m -> m.contains(
                                        "@Bounded(max = 0) on the type argument java.lang.String of 'names' must be at least 1")),
                result.all());
    }

    @Test
    void positive_collectionOptionsOnEmbeddedType() {
        // an embedded class has no collection: a @Capped there would be silently ignored
        ProcessorTester.Result result = ProcessorTester.forRules(
                        "InvalidAnnotation", "CappedCollection", "TimeSeriesCollection")
                .source("p.Device", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Device {
                            org.bson.types.ObjectId id;
                            Reading last;
                        }
                        @Capped(sizeBytes = 0) // expect: ERROR InvalidAnnotation
                        @TimeSeries(timeField = "nope") // expect: ERROR InvalidAnnotation
                        @Storage(blockCompressor = Storage.Compressor.ZSTD) // expect: ERROR InvalidAnnotation
                        @Validation // expect: ERROR InvalidAnnotation
                        class Reading { java.time.Instant at; double value; }
                        """)
                .expectMarkedDiagnostics();
        String message = result.schemaguard().stream()
                .map(d -> d.getMessage(java.util.Locale.ROOT))
                .filter(m -> m.startsWith("[InvalidAnnotation] @Capped"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                message.contains("@Capped on class 'Reading', which is not a @Document: collection options "
                        + "belong to a collection"),
                message);
    }

    @Test
    void positive_collectionOptionsAndShardKeyOnASubclassStoredInTheDocumentsCollection() {
        // a subclass of a document lives in the document's collection: only the document's options and key are read
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                class Order { org.bson.types.ObjectId id; org.bson.types.ObjectId customerId; }
                @Capped(sizeBytes = 1048576) // expect: ERROR InvalidAnnotation
                @ShardKey(keys = "customerId") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "note")
                class GiftOrder extends Order { @Bounded(max = 100) String note; }
                """)
                .expectMarkedDiagnostics();
        String message = result.messages("InvalidAnnotation").stream()
                .filter(m -> m.contains("@ShardKey"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                message.contains("@ShardKey on class 'GiftOrder', which is stored in the collection of its @Document "
                        + "superclass 'Order': a collection has one set of options and one shard key, read from its @Document "
                        + "class, so this one would be ignored; move it to 'Order'"),
                message);
    }

    @Test
    void positive_springDataOptionsOnASubclassStoredInTheDocumentsCollection() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Order", """
                package p;
                import org.springframework.data.annotation.Id;
                import org.springframework.data.mongodb.core.mapping.*;
                @Document("orders")
                class Order { @Id String id; String customerId; }
                @Sharded(shardKey = "customerId") // expect: ERROR InvalidAnnotation
                class GiftOrder extends Order { String note; }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.message("InvalidAnnotation")
                        .contains("@Sharded on class 'GiftOrder', which is stored in the "
                                + "collection of its @Document superclass 'Order'"),
                result.all());
    }

    @Test
    void negative_collectionOptionsOnTheDocument() {
        ProcessorTester.forRules("InvalidAnnotation").source("p.Device", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                @Storage(blockCompressor = Storage.Compressor.ZSTD)
                class Device { org.bson.types.ObjectId id; Reading last; }
                class Reading { java.time.Instant at; double value; }
                """).expectMarkedDiagnostics();
    }

    /**
     * Annotations newer than the processor: a constant the processor does not know was an
     * IllegalArgumentException from Enum.valueOf, printed as an [InternalError]. The newer
     * annotation is compiled from source here, as a newer annotations jar would bring it.
     */
    @Test
    void positive_collectionOptionConstantThisProcessorDoesNotKnow() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("dev.schemaguard.annotations.Storage", """
                        package dev.schemaguard.annotations;
                        import java.lang.annotation.*;
                        @Retention(RetentionPolicy.CLASS) @Target(ElementType.TYPE)
                        public @interface Storage {
                            Compressor blockCompressor() default Compressor.DEFAULT;
                            String configString() default "";
                            enum Compressor { DEFAULT, NONE, SNAPPY, ZLIB, ZSTD, LZ4 }
                        }
                        """)
                .source("p.Log", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "logs")
                        @Storage(blockCompressor = Storage.Compressor.LZ4) // expect: ERROR InvalidAnnotation
                        class Log { org.bson.types.ObjectId id; }
                        """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.contains("@Storage(blockCompressor = LZ4) names a constant this processor does not know (it "
                        + "knows [DEFAULT, NONE, SNAPPY, ZLIB, ZSTD])"),
                message);
    }
}
