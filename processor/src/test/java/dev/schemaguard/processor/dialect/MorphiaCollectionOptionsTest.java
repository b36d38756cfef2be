package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * Morphia's own collection options, {@code @Entity(cap = @CappedAt(...))} and {@code @Validation}
 * (docs/dialects/morphia.md, "Collection options"): read into the same model as schemaguard's {@code @Capped}
 * and {@code @Validation}, so that CappedCollection and TimeSeriesCollection check them, with
 * findings on Morphia's annotations. What ensureCaps() and enableDocumentValidation() really send is
 * CollectionOptionsDifferentialTest's.
 */
class MorphiaCollectionOptionsTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import com.mongodb.client.model.ValidationAction;
            import com.mongodb.client.model.ValidationLevel;
            """;

    /** A count without a positive value: ensureCaps sends capped without size, which the server refuses. */
    @Test
    void positive_cappedCollection_countWithoutSize() {
        String message = ProcessorTester.forRules("CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(
                        value = 0, // expect: ERROR CappedCollection
                        count = 500))
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics()
                .message("CappedCollection");
        assertTrue(
                message.startsWith("[CappedCollection] @CappedAt(value = 0) is outside 1..1125899906842624"), message);
    }

    @Test
    void positive_cappedCollection_countOf2To31() {
        String message = ProcessorTester.forRules("CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(value = 4096,
                        count = 2147483648L)) // expect: ERROR CappedCollection
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics()
                .message("CappedCollection");
        assertTrue(message.startsWith("[CappedCollection] @CappedAt(count = 2147483648) is 2^31 or more"), message);
    }

    @Test
    void positive_cappedCollection_sizeAbove1PB() {
        ProcessorTester.forRules("CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(cap = @CappedAt(1125899906842625L)) // expect: ERROR CappedCollection
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics();
    }

    /** A count alone takes CappedAt's default value, 1 MiB: a valid capped collection. */
    @Test
    void negative_cappedCollection_sizeAndCountOrCountAlone() {
        ProcessorTester.forRules("CappedCollection", "InvalidAnnotation")
                .source("p.Log", IMPORTS + """
                        @Entity(value = "log", cap = @CappedAt(value = 4096, count = 100))
                        class Log { @Id ObjectId id; String line; }
                        """)
                .source("p.Tail", IMPORTS + """
                        @Entity(value = "tail", cap = @CappedAt(count = 10))
                        class Tail { @Id ObjectId id; String line; }
                        """)
                .source("p.Plain", IMPORTS + """
                        @Entity("plain")
                        class Plain { @Id ObjectId id; @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) Date at; }
                        """)
                .expectClean();
    }

    @Test
    void positive_cappedCollection_ttlIndexOnMorphiaCap() {
        ProcessorTester.forRules("CappedCollection")
                .option("schemaguard.mongodbVersion=6.0")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(4096))
                class Log { @Id ObjectId id;
                    @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) Date at; } // expect: ERROR CappedCollection
                """)
                .expectMarkedDiagnostics();
    }

    /** Morphia's cap is a member of @Entity: the message names it, not schemaguard's @Capped. */
    @Test
    void positive_cappedCollection_shardedMorphiaCap() {
        String message = ProcessorTester.forRules("CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(4096)) // expect: ERROR CappedCollection
                @ShardKeys(@ShardKey("host"))
                class Log { @Id ObjectId id; String host; }
                """)
                .expectMarkedDiagnostics()
                .message("CappedCollection");
        assertTrue(
                message.startsWith("[CappedCollection] 'Log' is @Entity(cap) and has the shard key {host: 1} "
                        + "(@ShardKeys on 'Log')"),
                message);
        assertTrue(message.contains("or drop cap from @Entity and remove old documents with a TTL index"), message);
        assertFalse(message.contains("@Capped"), message);
    }

    /** ensureCaps() skips a cap whose value and count are both 0 or less: written, but never applied. */
    @Test
    void positive_unreadAnnotation_capThatMorphiaIgnores() {
        // Morphia accepts it and creates no capped collection (UnreadAnnotationDifferentialTest)
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation", "CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log",
                        cap = @CappedAt(0)) // expect: WARNING UnreadAnnotation
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(message.contains("ensureCaps()"), message);
    }

    @Test
    void positive_invalidAnnotation_morphiaCapAndSchemaguardCapped() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(4096))
                @dev.schemaguard.annotations.Capped(sizeBytes = 8192) // expect: ERROR InvalidAnnotation
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_invalidAnnotation_morphiaCapAndSchemaguardCappedThatAgree() {
        ProcessorTester.forRules("InvalidAnnotation", "CappedCollection")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(value = 8192, count = 100))
                @dev.schemaguard.annotations.Capped(sizeBytes = 8192, maxDocuments = 100)
                class Log { @Id ObjectId id; String line; }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_morphiaCapAndSchemaguardCappedDifferInCount() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Log", IMPORTS + """
                @Entity(value = "log", cap = @CappedAt(value = 8192, count = 100))
                @dev.schemaguard.annotations.Capped(sizeBytes = 8192) // expect: ERROR InvalidAnnotation
                class Log { @Id ObjectId id; String line; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_invalidAnnotation_validatorThatIsNoJson() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Account", IMPORTS + """
                @Entity("accounts")
                @Validation("{ balance: { $gte: 0 }") // expect: ERROR InvalidAnnotation
                class Account { @Id ObjectId id; long balance; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("is not a JSON document"), message);
    }

    @Test
    void negative_invalidAnnotation_validatorAsJson() {
        ProcessorTester.forRules("InvalidAnnotation", "TimeSeriesCollection")
                .source("p.Account", IMPORTS + """
                @Entity("accounts")
                @Validation(value = "{ balance: { $gte: 0 }, $jsonSchema: { required: ['owner'] } }",
                        level = ValidationLevel.MODERATE, action = ValidationAction.WARN)
                class Account { @Id ObjectId id; long balance; String owner; }
                """)
                .expectClean();
    }

    /** The server refuses validators on time series collections, Morphia's as schemaguard's. */
    @Test
    void positive_timeSeriesCollection_morphiaValidationOnATimeSeries() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @Entity("readings")
                @dev.schemaguard.annotations.TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                @Validation("{ value: { $gte: 0 } }")
                class Reading { @Id ObjectId id; Date at; double value; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_cappedCollection_schemaguardTimeSeriesWithMorphiaCap() {
        String message = ProcessorTester.forRules("CappedCollection")
                .source("p.Reading", IMPORTS + """
                @Entity(value = "readings", cap = @CappedAt(4096)) // expect: ERROR CappedCollection
                @dev.schemaguard.annotations.TimeSeries(timeField = "at")
                class Reading { @Id ObjectId id; Date at; double value; }
                """)
                .expectMarkedDiagnostics()
                .message("CappedCollection");
        assertTrue(message.contains("'Reading' is both @Entity(cap) and @TimeSeries"), message);
    }
}
