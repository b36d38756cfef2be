package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/** The seeds' examples of the cardinality and document-size rules, as the issue states them. */
class SeedCasesTest {

    private static final String[] CARDINALITY_RULES = {
        "UnboundedArray",
        "UnboundedReferenceArray",
        "ImplicitEmbeddedDocument",
        "DocumentTooLarge",
        "BloatedDocument",
        "NestingTooDeep",
        "RecursiveEmbedding",
        "ReferenceTarget",
        "ExtendedReferenceDrift",
        "RandomId"
    };

    @Test
    void positive_bookWithUnboundedReviews() {
        String message = ProcessorTester.forRules(CARDINALITY_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 200) String title;
                    List<Review> reviews; // expect: WARNING UnboundedArray
                    static class Review { @Bounded(max = 60) String reviewer; int rating; @Bounded(max = 1000) String text; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.contains("subset pattern") && message.contains("@Bounded(max = ...)"), message);
    }

    @Test
    void negative_bookWithTopThreeReviewsSubsetPattern() {
        ProcessorTester.forRules(CARDINALITY_RULES).source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 200) String title;
                    @Bounded(max = 3) List<Review> reviews;
                    static class Review { @Bounded(max = 60) String reviewer; int rating; @Bounded(max = 1000) String text; }
                }
                """).expectClean();
    }

    @Test
    void negative_bucketOfSixtyReadingsPerHour() {
        ProcessorTester.forRules(CARDINALITY_RULES).source("p.SensorHour", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.time.Instant;
                import java.util.List;
                @Document(collection = "sensor_hours")
                class SensorHour {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 40) String sensorId;
                    Instant hour;
                    @Bounded(max = 60) List<Reading> readings;
                    static class Reading { Instant at; double celsius; }
                }
                """).expectClean();
    }

    @Test
    void positive_hundredThousandItemsOfSixHundredBytes() {
        // one item: framing 5 + name 1 + 4 + 1 + (4 + 190 * 3 + 1) = 581 + qty 1 + 3 + 1 + 4 = 9: 595 bytes,
        // about 600 with its array framing. The whole: root framing 5 + implicit _id 17 + "items" element 7
        // + array framing 5 + 2 * 100,000 + key digits (10 + 180 + 2,700 + 36,000 + 450,000 = 488,890)
        // + 100,000 * 595 = 60,188,924 bytes
        String message = ProcessorTester.forRules(CARDINALITY_RULES)
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "orders") // expect: ERROR DocumentTooLarge
                class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100000) List<Item> items;
                    static class Item { @Bounded(max = 190) String name; int qty; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("DocumentTooLarge");
        assertTrue(message.contains("60,188,924 bytes (57.4 MiB)"), message);
        assertTrue(
                message.contains("items[].name: 58,100,000 bytes, items[].qty: 900,000 bytes, items: 688,902 bytes"),
                message);
        assertTrue(message.contains("bucket pattern") && message.contains("@Reference on the many side"), message);
    }
}
