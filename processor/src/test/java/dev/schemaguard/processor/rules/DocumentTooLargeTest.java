package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * DocumentTooLarge (ERROR): the worst-case BSON size of the document exceeds 16,777,216 bytes;
 * never fires when the bound parts fit. Reported on the {@code @Document}.
 *
 * <p>Sizes follow the BSON specification (bsonspec.org), as docs/rules/DocumentTooLarge.md counts them: document = 4 + elements + 1; element = 1 + name
 * bytes + 1 + value; string = 4 + bytes + 1 with 3 bytes per {@code @Bounded} character; array =
 * document keyed "0", "1", …; {@code _id} is 17 bytes when the class has no id field.
 */
class DocumentTooLargeTest {

    /**
     * One order line of 630 bytes in the worst case:
     * <pre>
     *   framing                          4 + 1                       =   5
     *   name  (@Bounded 150)   1 + 4 + 1 + (4 + 3*150 + 1 = 455)     = 461
     *   sku   (@Bounded 40)    1 + 3 + 1 + (4 + 3*40  + 1 = 125)     = 130
     *   quantity (int)         1 + 8 + 1 + 4                         =  14
     *   priceCents (long)      1 + 10 + 1 + 8                        =  20
     *                                                         total    630
     * </pre>
     */
    private static final String ORDER = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            import org.bson.types.ObjectId;
            @Document // expect: MARK
            class Order {
                ObjectId id;
                @Bounded(max = COUNT) List<Item> items;
                static class Item {
                    @Bounded(max = 150) String name;
                    @Bounded(max = 40) String sku;
                    int quantity;
                    long priceCents;
                }
            }
            """;

    private static String order(long count, String mark) {
        String text = ORDER.replace("COUNT", Long.toString(count));
        return mark == null ? text.replace(" // expect: MARK", "") : text.replace("MARK", mark);
    }

    @Test
    void positive_orderWithHundredThousandItems() {
        // items: 100,000 elements keyed "0" … "99999":
        //   array framing 5 + 2 * 100,000 (type byte and NUL) + key bytes (10*1 + 90*2 + 900*3 + 9,000*4
        //   + 90,000*5 = 488,890) = 688,895; elements 100,000 * 630 = 63,000,000; array = 63,688,895
        // order: 5 + _id (1 + 3 + 1 + 12 = 17) + items (1 + 5 + 1 = 7, + 63,688,895) = 63,688,924 bytes = 60.7 MiB
        // biggest parts: items[].name = 100,000 * 461 = 46,100,000; items[].sku = 13,000,000;
        //   items[].priceCents = 2,000,000
        ProcessorTester.Result result = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Order", order(100_000, "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics();
        String message = result.message("DocumentTooLarge");
        assertTrue(
                message.startsWith(
                        "[DocumentTooLarge] 'Order' can reach 63,688,924 bytes (60.7 MiB) in the worst case, "
                                + "more than MongoDB's limit of 16,777,216 bytes (16 MiB)"),
                message);
        assertTrue(
                message.contains("biggest parts: items[].name: 46,100,000 bytes, items[].sku: 13,000,000 bytes, "
                        + "items[].priceCents: 2,000,000 bytes."),
                message);
        assertTrue(message.contains("subset"), message);
        assertTrue(message.contains("bucket pattern"), message);
        assertTrue(message.contains("@Reference"), message);
        assertTrue(message.endsWith("(see docs/rules/DocumentTooLarge.md)"), message);
    }

    @Test
    void negative_orderWithTenThousandItemsIsOnlyBloated() {
        // 6,358,924 bytes (see BloatedDocumentTest): between 2 MiB and 16 MiB
        ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Order", order(10_000, null))
                .expectClean();
    }

    @Test
    void negative_iotBucketOfOneHour() {
        // bucket pattern seed: one document per sensor and hour, one reading per minute
        //   Reading: 5 + at (1 + 2 + 1 + 8 = 12) + value (1 + 5 + 1 + 8 = 15) = 32
        //   readings: 1 + 8 + 1 + (5 + 2*60 + key bytes 10*1 + 50*2 + 60*32 = 2,155) = 2,165
        //   bucket: 5 + _id 17 + sensorId (1 + 8 + 1 + 4 + 3*36 + 1 = 123) + start (1 + 5 + 1 + 8 = 15)
        //           + readings 2,165 = 2,325 bytes
        String bucket = """
                package p;
                import dev.schemaguard.annotations.*;
                import java.time.Instant;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                class SensorBucket {
                    ObjectId id;
                    @Bounded(max = 36) String sensorId;
                    Instant start;
                    @Bounded(max = 60) List<Reading> readings;
                    static class Reading {
                        Instant at;
                        double value;
                    }
                }
                """;
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument", "UnboundedArray")
                .source("p.SensorBucket", bucket)
                .expectClean();
        // and the arithmetic above is exactly what is estimated
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument", "UnboundedArray")
                .option("schemaguard.bloatedDocumentBytes=2325")
                .source("p.SensorBucket", bucket)
                .expectClean();
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument", "UnboundedArray")
                .option("schemaguard.bloatedDocumentBytes=2324")
                .source("p.SensorBucket", bucket.replace("@Document", "@Document // expect: WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 2,325 bytes"), message);
    }

    /** A document of 33 + max bytes: 5 + _id 17 + data (1 + 4 + 1 + binary 4 + 1 + max). */
    private static final String BLOB = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document // expect: MARK
            class Blob {
                org.bson.types.ObjectId id;
                @Bounded(max = MAX) byte[] data;
            }
            """;

    @Test
    void negative_exactlySixteenMebibytes() {
        // 33 + 16,777,183 = 16,777,216 bytes: at the limit, not over it (BloatedDocument has its say)
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", BLOB.replace("MAX", "16777183").replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_oneByteOverSixteenMebibytes() {
        // 33 + 16,777,184 = 16,777,217 bytes; data = 6 + 5 + 16,777,184 = 16,777,195 bytes
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", BLOB.replace("MAX", "16777184").replace("MARK", "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("'Blob' can reach 16,777,217 bytes (16.0 MiB)"), message);
        assertTrue(message.contains("biggest parts: data: 16,777,195 bytes, id: 17 bytes"), message);
    }

    /** A time series document of 45 + max bytes: BLOB's 33 and the timeField (1 + "at" 2 + 1 + date 8). */
    private static final String TIME_SERIES_BLOB = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document // expect: MARK
            @TimeSeries(timeField = "at")
            class Blob {
                org.bson.types.ObjectId id;
                java.time.Instant at;
                @Bounded(max = MAX) byte[] data;
            }
            """;

    @Test
    void negative_timeSeriesExactlyFourMebibytes() {
        // 45 + 4,194,259 = 4,194,304 bytes: the manual's "Time Series Collection Limitations" figure, 4 MB
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", TIME_SERIES_BLOB.replace("MAX", "4194259").replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_timeSeriesOneByteOverFourMebibytes() {
        // far below 16 MiB, but a measurement document of a time series collection is at most 4 MB
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", TIME_SERIES_BLOB.replace("MAX", "4194260").replace("MARK", "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("'Blob' can reach 4,194,305 bytes"), message);
        assertTrue(
                message.contains("more than MongoDB's limit of 4,194,304 bytes (4 MiB) for a document of a time "
                        + "series collection"),
                message);
    }

    @Test
    void positive_biggestPartsNameOnlyFieldPaths() {
        // with only two fields, the root's framing (4 + 1 bytes) is the third-largest part: it must be named,
        // not listed under an empty path as ", : 5 bytes"
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Blob", BLOB.replace("MAX", "16777184").replace("MARK", "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertFalse(message.contains(", : "), message);
        assertFalse(message.contains("parts: : "), message);
        assertTrue(
                message.contains("biggest parts: data: 16,777,195 bytes, id: 17 bytes, (document framing): 5 bytes."),
                message);
    }

    @Test
    void positive_implicitIdCountsSeventeenBytes() {
        // no id field: the driver adds an ObjectId _id of 1 + 3 + 1 + 12 = 17 bytes, so the same
        // arithmetic holds: 5 + 17 + 6 + 5 + max
        String noId = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: MARK
                class Blob {
                    @Bounded(max = MAX) byte[] data;
                }
                """;
        ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Blob", noId.replace("MAX", "16777183").replace(" // expect: MARK", ""))
                .expectClean();
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Blob", noId.replace("MAX", "16777184").replace("MARK", "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("16,777,217 bytes"), message);
        assertTrue(message.contains("_id: 17 bytes"), message);
    }

    @Test
    void positive_boundedMap() {
        // 2,000,000 entries of int64 keyed "0" … "1999999": 5 + 4,000,000 + 12,888,890 + 16,000,000 bytes
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Stats", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DocumentTooLarge
                class Stats {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 2000000) Map<String, Long> counters;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("counters{}: 16,000,000 bytes"), message);
    }

    @Test
    void positive_boundedStringsAddUp() {
        // 3 bytes per character: 6,000,000 characters = 18,000,000 bytes of content alone
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DocumentTooLarge
                class Page {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 6000000) String html;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        // html: 1 + 4 + 1 + 4 + 18,000,000 + 1
        assertTrue(message.contains("html: 18,000,011 bytes"), message);
    }

    @Test
    void positive_nestedEmbeddedPath() {
        // the biggest contributor is named by its full Java path
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Warehouse", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document // expect: ERROR DocumentTooLarge
                class Warehouse {
                    org.bson.types.ObjectId id;
                    Stock stock;
                    static class Stock {
                        @Bounded(max = 1000) List<Shelf> shelves;
                    }
                    static class Shelf {
                        @Bounded(max = 1000) List<Slot> slots;
                    }
                    static class Slot {
                        @Bounded(max = 10) String label;
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("biggest parts: stock.shelves[].slots[].label: "), message);
    }

    @Test
    void positive_reportedOnTheDocumentAnnotation() {
        ProcessorTester.forRules("DocumentTooLarge").source("p.Blob", """
                package p;
                import dev.schemaguard.annotations.*;
                /** A blob. */
                @SuppressWarnings("unused")
                @Document( // expect: ERROR DocumentTooLarge
                        collection = "blobs")
                class Blob {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20000000) byte[] data;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_polymorphicSubclassIsTheWorstCase() {
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Asset", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DocumentTooLarge
                        class Asset {
                            org.bson.types.ObjectId id;
                            @Bounded(max = 100) String name;
                        }
                        """)
                .source("p.Video", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Video extends Asset {
                            @Bounded(max = 20000000) byte[] content;
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("'Asset' (as its subclass 'Video') can reach"), message);
        assertTrue(message.contains("content: 20,000,"), message);
    }

    @Test
    void positive_hugeBoundsSaturateInsteadOfOverflowing() {
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Log", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DocumentTooLarge
                class Log {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = Long.MAX_VALUE) List<Line> lines;
                    static class Line {
                        @Bounded(max = Long.MAX_VALUE) String text;
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("more than 9.2e18 bytes"), message);
    }

    @Test
    void negative_unboundedPartsCountAsEmpty() {
        // unbounded strings and collections are UnboundedArray's business: they count as empty here
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    String notes;
                    List<Item> items;
                    Map<String, Item> byKey;
                    byte[] attachment;
                    static class Item {
                        @Bounded(max = 100000000) String description;
                    }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_recursionCountsAsEmpty() {
        // the field that closes the recursion counts as empty instead of without end
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Forum", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Forum {
                    org.bson.types.ObjectId id;
                    Post root;
                    static class Post {
                        @Bounded(max = 1000) String text;
                        java.util.@Bounded(max = 3) List<Post> replies;
                    }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_referencesStoreIdsOnly() {
        // a @Reference to a huge document stores its _id, not the document
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference Book book;
                            @Reference java.util.@Bounded(max = 10) List<Book> related;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DocumentTooLarge
                        class Book {
                            org.bson.types.ObjectId id;
                            @Bounded(max = 20000000) byte[] scan;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_severityCanBeLoweredToWarning() {
        // DocumentTooLarge is not a fixed rule: it can be turned into a warning
        ProcessorTester.forRules("DocumentTooLarge")
                .option("schemaguard.DocumentTooLarge=WARNING")
                .source("p.Blob", BLOB.replace("MAX", "16777184").replace("MARK", "WARNING DocumentTooLarge"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules("DocumentTooLarge").source("p.Blob", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:DocumentTooLarge")
                @Document
                class Blob {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20000000) byte[] data;
                }
                """).expectClean();
    }

    @Test
    void positive_stringsBoundedOnTheTypeUseCount() {
        // 100,000 lines of up to 100 characters: over 30 MB; counted as empty strings before type-use bounds
        ProcessorTester.forRules("DocumentTooLarge").source("p.Log", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document // expect: ERROR DocumentTooLarge
                class Log {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100000) List<@Bounded(max = 100) String> lines;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_largestSubclassOfAnAbstractEmbeddedTypeCounts() {
        // the abstract Attachment has no field; its subclass Scan holds up to 30 MB (issue 11, item 16)
        String message = ProcessorTester.forRules("DocumentTooLarge")
                .source("p.Mail", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DocumentTooLarge
                class Mail {
                    org.bson.types.ObjectId id;
                    Attachment attachment;
                }
                abstract class Attachment { }
                class Note extends Attachment { @Bounded(max = 100) String text; }
                class Scan extends Attachment { @Bounded(max = 10000000) String body; }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("attachment.body"), message);
    }

    /**
     * DocumentTooLarge in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_DocumentTooLarge_boundedListOfEmbeddedPages() {
            ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                    .source("p.Book", sdm("""
                    @Document("books") // expect: ERROR DocumentTooLarge
                    class Book {
                        @Id String id;
                        @Size(max = 10_000) List<Page> pages;
                        static class Page { @Size(max = 2_000) String text; }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_DocumentTooLarge_fewerPages() {
            ProcessorTester.forRules("DocumentTooLarge")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Size(max = 1_000) List<Page> pages;
                        static class Page { @Size(max = 2_000) String text; }
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * DocumentTooLarge in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_DocumentTooLarge_boundedListOfEmbeddedPages() {
            String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                    .source("p.Book", morphia("""
                    @Entity("books") // expect: ERROR DocumentTooLarge
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 10_000) List<Page> pages;
                        @Entity static class Page { @Size(max = 2_000) String text; }
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("DocumentTooLarge");
            assertTrue(
                    message.contains(
                            "move the rest to its own collection with @Reference(idOnly = true) on the many side"),
                    message);
        }

        /** The fix the message gives: the pages in their own collection, the book keeping their ids. */
        @Test
        void negative_DocumentTooLarge_pagesReferencedById() {
            ProcessorTester.forRules("DocumentTooLarge")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 10_000) @Reference(idOnly = true) List<Page> pages;
                        @Size(max = 100) List<Note> notes;
                        @Entity static class Note { @Size(max = 2_000) String text; }
                    }
                    @Entity("pages")
                    class Page { @Id ObjectId id; @Size(max = 2_000) String text; }
                    """))
                    .expectClean();
        }
    }
}
