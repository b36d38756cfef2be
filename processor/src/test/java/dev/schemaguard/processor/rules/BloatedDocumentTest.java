package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * BloatedDocument (WARNING): the worst-case size exceeds {@code schemaguard.bloatedDocumentBytes}
 * (default 2,097,152). Reported on the {@code @Document}; silent where DocumentTooLarge fires.
 */
class BloatedDocumentTest {

    /** The order of DocumentTooLargeTest: an Item is 630 bytes in the worst case. */
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
    void positive_orderBetweenTwoAndSixteenMebibytes() {
        // items: 5 + 2 * 10,000 + key bytes (10*1 + 90*2 + 900*3 + 9,000*4 = 38,890) + 10,000 * 630 = 6,358,895
        // order: 5 + _id 17 + items (7 + 6,358,895) = 6,358,924 bytes = 6.1 MiB
        ProcessorTester.Result result = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Order", order(10_000, "WARNING BloatedDocument"))
                .expectMarkedDiagnostics();
        String message = result.message("BloatedDocument");
        assertTrue(
                message.startsWith("[BloatedDocument] 'Order' can reach 6,358,924 bytes (6.1 MiB) in the worst case, "
                        + "more than 2,097,152 bytes (2.0 MiB) (-Aschemaguard.bloatedDocumentBytes)"),
                message);
        assertTrue(
                message.contains("biggest parts: items[].name: 4,610,000 bytes, items[].sku: 1,300,000 bytes, "
                        + "items[].priceCents: 200,000 bytes."),
                message);
        assertTrue(message.contains("subset pattern"), message);
        assertTrue(message.endsWith("(see docs/rules/BloatedDocument.md)"), message);
        assertTrue(result.messages("DocumentTooLarge").isEmpty(), result.all());
    }

    @Test
    void negative_silentWhereDocumentTooLargeFires() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Order", order(100_000, "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_silentWhereDocumentTooLargeFiresEvenWithLowThreshold() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=1000")
                .source("p.Order", order(100_000, "ERROR DocumentTooLarge"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_speaksPastSixteenMebibytesWhenDocumentTooLargeIsOff() {
        // DocumentTooLarge turned off does not fire, so BloatedDocument is no longer silenced by it
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.DocumentTooLarge=OFF")
                .source("p.Order", order(100_000, "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 63,688,924 bytes (60.7 MiB)"), message);
    }

    @Test
    void negative_optionRaisesTheThreshold() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=8000000")
                .source("p.Order", order(10_000, null))
                .expectClean();
    }

    @Test
    void positive_optionLowersTheThreshold() {
        // 100 items: 5 + 200 + (10 + 90*2 = 190) + 63,000 = 63,395; order = 5 + 17 + 7 + 63,395 = 63,424 bytes
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=50000")
                .source("p.Order", order(100, "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 63,424 bytes (0.1 MiB)"), message);
        assertTrue(message.contains("more than 50,000 bytes (0.0 MiB)"), message);
    }

    @Test
    void negative_smallOrderWithDefaultThreshold() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Order", order(100, null))
                .expectClean();
    }

    /** 33 + max bytes: 5 + _id 17 + data (1 + 4 + 1 + binary 4 + 1 + max). */
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
    void negative_exactlyTwoMebibytes() {
        // 33 + 2,097,119 = 2,097,152 bytes: the default threshold itself is fine
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", BLOB.replace("MAX", "2097119").replace(" // expect: MARK", ""))
                .expectClean();
    }

    @Test
    void positive_oneByteOverTwoMebibytes() {
        // 33 + 2,097,120 = 2,097,153 bytes
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", BLOB.replace("MAX", "2097120").replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 2,097,153 bytes (2.0 MiB)"), message);
    }

    @Test
    void positive_exactlySixteenMebibytesIsStillBloated() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .source("p.Blob", BLOB.replace("MAX", "16777183").replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics();
    }

    /**
     * A document of every scalar kind, 190 bytes in the worst case:
     * <pre>
     *   framing                                   4 + 1                                   =   5
     *   id (ObjectId, stored as _id)              1 + 3 + 1 + 12                          =  17
     *   title (@Field("t"), @Bounded 10)          1 + 1 + 1 + (4 + 3*10 + 1)              =  38
     *   stars (int)                               1 + 5 + 1 + 4                           =  11
     *   scores (@Bounded 3 List&lt;Long&gt;)            1 + 6 + 1 + (4 + 3 * (1+1+1+8) + 1)     =  46
     *   createdAt (Instant)                       1 + 9 + 1 + 8                           =  19
     *   pinned (boolean)                          1 + 6 + 1 + 1                           =   9
     *   kind (enum, longest constant PUBLISHED)   1 + 4 + 1 + (4 + 9 + 1)                 =  20
     *   address (embedded, no _id added)          1 + 7 + 1 + (5 + city 1+4+1+(4+0+1))    =  25
     *                                                                              total    190
     * </pre>
     * The unbounded {@code city} counts as an empty string.
     */
    private static final String NOTE = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import java.util.List;
            import org.bson.types.ObjectId;
            @Document // expect: MARK
            class Note {
                ObjectId id;
                @Field("t") @Bounded(max = 10) String title;
                int stars;
                @Bounded(max = 3) List<Long> scores;
                Instant createdAt;
                boolean pinned;
                Kind kind;
                Address address;
                enum Kind { DRAFT, PUBLISHED }
                static class Address { String city; }
            }
            """;

    @Test
    void negative_documentOfExactlyTheThreshold() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=190")
                .source("p.Note", NOTE.replace(" // expect: MARK", ""))
                .expectClean();
    }

    @Test
    void positive_documentOneByteOverTheThreshold() {
        String message = ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=189")
                .source("p.Note", NOTE.replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("'Note' can reach 190 bytes (0.0 MiB)"), message);
        assertTrue(message.contains("more than 189 bytes (0.0 MiB)"), message);
        // parts by path: title 38; scores[] = 3 elements * 8 = 24; scores = 8 (element) + 5 + 3*2 + 3 (array framing) =
        // 22
        assertTrue(message.contains("biggest parts: title: 38 bytes, scores[]: 24 bytes, scores: 22 bytes."), message);
    }

    /**
     * Scalars, 114 bytes in the worst case:
     * <pre>
     *   framing                               4 + 1                        =   5
     *   sequence (@Id long, stored as _id)    1 + 3 + 1 + 8                =  13
     *   s (short, int32)                      1 + 1 + 1 + 4                =   7
     *   f (float, double)                     1 + 1 + 1 + 8                =  11
     *   c (char, string of one UTF-16 unit)   1 + 1 + 1 + (4 + 3 + 1)      =  11
     *   d (BigDecimal, decimal128)            1 + 1 + 1 + 16               =  19
     *   u (UUID, binary)                      1 + 1 + 1 + (4 + 1 + 16)     =  24
     *   t (Date)                              1 + 1 + 1 + 8                =  11
     *   day (LocalDate)                       1 + 3 + 1 + 8                =  13
     *                                                               total    114
     * </pre>
     */
    private static final String ROW = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document // expect: MARK
            class Row {
                @Id long sequence;
                short s;
                float f;
                char c;
                java.math.BigDecimal d;
                java.util.UUID u;
                java.util.Date t;
                java.time.LocalDate day;
            }
            """;

    @Test
    void negative_scalarsOfExactlyTheThreshold() {
        ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=114")
                .source("p.Row", ROW.replace(" // expect: MARK", ""))
                .expectClean();
    }

    @Test
    void positive_scalarsOneByteOverTheThreshold() {
        String message = ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=113")
                .source("p.Row", ROW.replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 114 bytes"), message);
        assertTrue(message.contains("biggest parts: u: 24 bytes, d: 19 bytes, day: 13 bytes"), message);
    }

    @Test
    void positive_implicitIdCountsSeventeenBytes() {
        // no id field: 5 + _id 17 + title (1 + 5 + 1 + 4 + 30 + 1 = 42) = 64 bytes
        String source = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: MARK
                class Memo {
                    @Bounded(max = 10) String title;
                }
                """;
        ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=64")
                .source("p.Memo", source.replace(" // expect: MARK", ""))
                .expectClean();
        String message = ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=63")
                .source("p.Memo", source.replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 64 bytes"), message);
        assertTrue(message.contains("title: 42 bytes, _id: 17 bytes"), message);
    }

    @Test
    void positive_recursionClosesAsAnEmptyDocument() {
        // Node at 'head': 5 + v (1 + 1 + 1 + 4 = 7) + next (1 + 4 + 1 + empty document 5 = 11) = 23
        // Chain: 5 + _id 17 + head (1 + 4 + 1 + 23 = 29) = 51 bytes
        String source = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: MARK
                class Chain {
                    org.bson.types.ObjectId id;
                    Node head;
                    static class Node {
                        int v;
                        Node next;
                    }
                }
                """;
        ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=51")
                .source("p.Chain", source.replace(" // expect: MARK", ""))
                .expectClean();
        String message = ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=50")
                .source("p.Chain", source.replace("MARK", "WARNING BloatedDocument"))
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("can reach 51 bytes"), message);
    }

    @Test
    void positive_polymorphicSubclass() {
        String message = ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                .source("p.Asset", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: WARNING BloatedDocument
                        class Asset {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Image", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Image extends Asset {
                            @Bounded(max = 3000000) byte[] pixels;
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("'Asset' (as its subclass 'Image') can reach 3,000,0"), message);
    }

    @Test
    void positive_invalidThresholdFallsBackToTheDefault() {
        ProcessorTester.Result result = ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.bloatedDocumentBytes=0")
                .source("p.Order", order(10_000, null))
                .compile();
        result.assertNoCrash();
        assertTrue(
                result.messages("schemaguard").stream()
                        .anyMatch(
                                m -> m.contains(
                                        "-Aschemaguard.bloatedDocumentBytes=0 is not a positive whole number; the default 2097152 is used")),
                result.all());
        assertTrue(result.message("BloatedDocument").contains("more than 2,097,152 bytes (2.0 MiB)"), result.all());
    }

    @Test
    void negative_turnedOff() {
        ProcessorTester.forRules("BloatedDocument")
                .option("schemaguard.BloatedDocument=OFF")
                .source("p.Order", order(10_000, null))
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("BloatedDocument")
                .source(
                        "p.Order",
                        order(10_000, null).replace("@Document", "@SuppressWarnings(\"schemaguard\") @Document"))
                .expectClean();
    }

    /**
     * BloatedDocument in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_BloatedDocument_sizeBoundedBinaryOverTwoMebibytes() {
            ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                    .source("p.Scan", sdm("""
                    @Document("scans") // expect: WARNING BloatedDocument
                    class Scan {
                        @Id String id;
                        @Size(max = 3_000_000) byte[] image;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_BloatedDocument_smallBoundedBinary() {
            ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                    .source("p.Scan", sdm("""
                    @Document("scans")
                    class Scan {
                        @Id String id;
                        @Size(max = 100_000) byte[] thumbnail;
                        @Transient @Size(max = 30_000_000) byte[] decoded;
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * BloatedDocument in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_BloatedDocument_sizeBoundedBinaryOverTwoMebibytes() {
            ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                    .source("p.Scan", morphia("""
                    @Entity("scans") // expect: WARNING BloatedDocument
                    class Scan {
                        @Id ObjectId id;
                        @Size(max = 3_000_000) byte[] image;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Morphia stores none of @Transient, @NotSaved or a Java transient field. */
        @Test
        void negative_BloatedDocument_smallBinaryAndUnstoredLargeOnes() {
            ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge")
                    .source("p.Scan", morphia("""
                    @Entity("scans")
                    class Scan {
                        @Id ObjectId id;
                        @Size(max = 100_000) byte[] thumbnail;
                        @Transient @Size(max = 30_000_000) byte[] decoded;
                        @NotSaved @Size(max = 30_000_000) byte[] preview;
                        @Size(max = 30_000_000) transient byte[] scratch;
                    }
                    """))
                    .expectClean();
        }
    }
}
