package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * TimeSeriesCollection (fixed, ERROR): what create and createIndexes refuse of a time series collection
 * (timeseries_create.js, bucket_span_and_rounding_seconds.js, timeseries_index_ttl_partial.js). Fields are
 * Java names resolved like index keys; indexes at fault are reported on their @IndexHint, everything else
 * on @TimeSeries or the member at fault.
 */
class TimeSeriesCollectionTest {

    private static final String DOCS = "(see docs/rules/TimeSeriesCollection.md)";

    private static ProcessorTester.Result at(String version, String source) {
        ProcessorTester tester = ProcessorTester.forRules("TimeSeriesCollection");
        if (version != null) {
            tester.option("schemaguard.mongodbVersion=" + version);
        }
        return tester.source("p.View", source).expectMarkedDiagnostics();
    }

    @Test
    void negative_pageViews() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "book_views")
                @TimeSeries(timeField = "viewedAt", metaField = "bookId", granularity = TimeSeries.Granularity.MINUTES,
                        expireAfterSeconds = 7776000)
                @IndexHint(keys = {"bookId", "viewedAt"})
                class View { org.bson.types.ObjectId id; java.time.Instant viewedAt; String bookId; int seconds; }
                """);
    }

    @Test
    void positive_targetBefore50() {
        ProcessorTester.Result result = at("4.4", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "viewedAt") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant viewedAt; }
                """);
        String message = result.message("TimeSeriesCollection");
        assertTrue(
                message.startsWith("[TimeSeriesCollection] @TimeSeries needs MongoDB 5.0, and the target is 4.4"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void negative_target50() {
        at("5.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "viewedAt")
                class View { org.bson.types.ObjectId id; java.time.Instant viewedAt; }
                """);
    }

    @Test
    void positive_timeFieldDotted() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "meta.at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; Meta meta; }
                class Meta { java.time.Instant at; }
                """);
    }

    @Test
    void positive_metaFieldDotted() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at",
                        metaField = "sensor.id") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; Sensor sensor; }
                class Sensor { String id; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("@TimeSeries(metaField = \"sensor.id\") names a nested field"), message);
    }

    @Test
    void positive_timeFieldUnknown_didYouMean() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "viewAt") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant viewedAt; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("'viewAt' is not a stored field of 'View'; did you mean 'viewedAt'?"), message);
    }

    @Test
    void positive_timeFieldStoredName_namesTheJavaField() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "ts") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; @Field("ts") java.time.Instant viewedAt; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("did you mean 'viewedAt'?"), message);
    }

    @Test
    void positive_metaFieldUnknown() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensr") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; String sensor; }
                """);
    }

    @Test
    void positive_timeFieldNotADate() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; long at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("@TimeSeries(timeField = \"at\") is a field of type long, not a date"), message);
    }

    @Test
    void positive_timeFieldArrayOfDates() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; @Bounded(max = 2) java.util.List<java.util.Date> at; }
                """);
    }

    @Test
    void negative_timeFieldDateTypes_renamedField() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                @TimeSeries(timeField = "at")
                class View { org.bson.types.ObjectId id; java.util.Date at; }
                @Document(collection = "b")
                @TimeSeries(timeField = "at", metaField = "sensor")
                class Reading { org.bson.types.ObjectId id; @Field("t") java.time.LocalDateTime at; @Field("m") String sensor; }
                """);
    }

    @Test
    void positive_metaFieldIsId() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "id") // expect: ERROR TimeSeriesCollection
                class View { String id; java.time.Instant at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("is stored as _id"), message);
    }

    @Test
    void positive_metaFieldEqualsTimeField() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketSettingsBefore63() {
        String message = at("6.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at",
                        bucketMaxSpanSeconds = 600, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = 600)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("needs MongoDB 6.3, and the target is 6.0"), message);
    }

    @Test
    void negative_bucketSettingsFrom63() {
        at("6.3", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketSettingAboveAYear() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at",
                        bucketMaxSpanSeconds = 31536001, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = 31536001)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketSettingNegative() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at",
                        bucketMaxSpanSeconds = -1, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = -1)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_bucketSettingsAtAYear() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 31536000, bucketRoundingSeconds = 31536000)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketRoundingAlone() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", bucketRoundingSeconds = 4000) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("TimeSeriesCollection");
        assertTrue(
                message.contains("@TimeSeries(bucketRoundingSeconds = 4000) is given without bucketMaxSpanSeconds"),
                message);
    }

    @Test
    void positive_bucketMaxSpanAloneNotTheDefault() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 4000) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketMaxSpanAloneOtherGranularitysDefault() {
        // 3600 is the span of seconds, not of minutes (timeseries_create.js)
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", granularity = TimeSeries.Granularity.MINUTES,
                        bucketMaxSpanSeconds = 3600) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_loneBucketMaxSpanEqualToTheGranularitysDefault() {
        // also before 6.3: the server sets this span from the granularity anyway
        at("6.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 3600)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                @Document(collection = "b")
                @TimeSeries(timeField = "at", granularity = TimeSeries.Granularity.MINUTES, bucketMaxSpanSeconds = 86400)
                class Minutes { org.bson.types.ObjectId id; java.time.Instant at; }
                @Document(collection = "c")
                @TimeSeries(timeField = "at", granularity = TimeSeries.Granularity.HOURS, bucketMaxSpanSeconds = 2592000)
                class Hours { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_bucketSettingsNotEqual() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 50,
                        bucketRoundingSeconds = 100) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("(bucketMaxSpanSeconds = 50, bucketRoundingSeconds = 100) differ"), message);
    }

    @Test
    void positive_bucketSettingsWithNonDefaultGranularity() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at",
                        granularity = TimeSeries.Granularity.HOURS, // expect: ERROR TimeSeriesCollection
                        bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_bucketSettingsWithDefaultGranularityWritten() {
        // the generated options leave the granularity out beside bucket settings (docs/guide/collection-options.md)
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", granularity = TimeSeries.Granularity.SECONDS,
                        bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_uniqueIndex() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                class View {
                    org.bson.types.ObjectId id;
                    java.time.Instant at;
                    @IndexHint(unique = true) String sensor; // expect: ERROR TimeSeriesCollection
                }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("unique index 'sensor_1' {sensor: 1} is on a time series collection"), message);
    }

    private static final String EVENTS = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document(collection = "events")
            @TimeSeries(timeField = "at", metaField = "sensor")
            class Event { org.bson.types.ObjectId id; java.time.Instant at; String sensor; }
            """;

    /**
     * Found in review: a @Document subclass stored in its superclass's time series collection is
     * created by the same create, so its unique index is refused as well; it used to compile clean.
     */
    @Test
    void positive_uniqueIndexOnASubclassDocumentOfTheSameCollection() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Event", EVENTS)
                .source("p.Click", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "events")
                        @IndexHint(keys = "code",
                                unique = true) // expect: ERROR TimeSeriesCollection
                        class Click extends Event { @Bounded(max = 20) String code; }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_aSubclassDocumentOfAnotherCollectionIsNoTimeSeries() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Event", EVENTS)
                .source("p.Click", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "clicks")
                        @IndexHint(keys = "code", unique = true)
                        class Click extends Event { @Bounded(max = 20) String code; }
                        """)
                .expectClean();
    }

    @Test
    void positive_uniqueIndexReportedOnUnique() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = {"sensor", "at"},
                        unique = true) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; String sensor; }
                """);
    }

    @Test
    void positive_textIndex() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at")
                @IndexHint(keys = "comment:text") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; String comment; }
                """);
    }

    @Test
    void positive_ttlOnTimeFieldWithoutFilter() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                class View {
                    org.bson.types.ObjectId id;
                    @IndexHint(expireAfterSeconds = 3600) java.time.Instant at; // expect: ERROR TimeSeriesCollection
                    String sensor;
                }
                """).message("TimeSeriesCollection");
        assertTrue(
                message.contains("only on the timeField alone, with a partial filter on the metaField only"), message);
    }

    @Test
    void positive_ttlOnSchemaguardTimeSeries_proposesExpireAfterSeconds() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at")
                class View { org.bson.types.ObjectId id; @IndexHint(expireAfterSeconds = 3600) java.util.Date at; } // expect: ERROR TimeSeriesCollection
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("expire measurements with @TimeSeries(expireAfterSeconds = ...) instead"), message);
    }

    /** Spring Data's @TimeSeries has no expireAfterSeconds: its expiry is expireAfter, a duration. */
    @Test
    void positive_ttlOnSpringDataTimeSeries_proposesItsExpireAfter() {
        String message = at(null, """
                package p;
                import org.springframework.data.annotation.Id;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                import org.springframework.data.mongodb.core.mapping.TimeSeries;
                @Document("views")
                @TimeSeries(timeField = "at")
                class View { @Id String id; @Indexed(expireAfterSeconds = 3600) java.util.Date at; } // expect: ERROR TimeSeriesCollection
                """).message("TimeSeriesCollection");
        assertTrue(
                message.contains("expire measurements with @TimeSeries(expireAfter = \"...\"), a duration such as "
                        + "\"30d\", instead"),
                message);
        assertFalse(message.contains("expireAfterSeconds = ..."), message);
    }

    @Test
    void positive_ttlOnMetaField() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = "sensor", partialFilter = "{\\"sensor\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 60) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; int sensor; java.util.Date updated; }
                """);
    }

    @Test
    void positive_ttlFilterNamesAnotherField() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = "at", partialFilter = "{\\"sensor\\": {\\"$gt\\": 5}, \\"data\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 60) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; int sensor; int data; }
                """);
    }

    @Test
    void positive_ttlWithMetaFilterBefore63() {
        at("6.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = "at", partialFilter = "{\\"sensor\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 60) // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; int sensor; }
                """);
    }

    @Test
    void negative_ttlOnTimeFieldWithMetaFilterFrom63() {
        at("6.3", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = "at", partialFilter = "{\\"m\\": {\\"$gt\\": 5}}", expireAfterSeconds = 60)
                class View { org.bson.types.ObjectId id; @Field("t") java.time.Instant at; @Field("m") int sensor; }
                """);
    }

    @Test
    void negative_compoundTtlIsTtlIndexs() {
        ProcessorTester.forRules("TimeSeriesCollection", "TtlIndex")
                .source("p.View", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = {"at", "sensor"}, expireAfterSeconds = 60) // expect: ERROR TtlIndex
                class View { org.bson.types.ObjectId id; java.time.Instant at; int sensor; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_validation() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Validation
                @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("'View' is @TimeSeries with @Validation"), message);
    }

    @Test
    void negative_validationOptionForEveryDocument() {
        // -Aschemaguard.validation is no declaration on this class: the generated options leave the validator out
        ProcessorTester.forRules("TimeSeriesCollection")
                .option("schemaguard.validation=STRICT")
                .source("p.View", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at")
                class View { org.bson.types.ObjectId id; java.time.Instant at; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_indexesATimeSeriesTakes() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @IndexHint(keys = {"sensor", "at:-1"})
                @IndexHint(keys = "value", sparse = true)
                class View { org.bson.types.ObjectId id; java.time.Instant at; String sensor; double value; }
                """);
    }

    @Test
    void positive_notSuppressible() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard")
                @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                class View { org.bson.types.ObjectId id; String at; }
                """).message("TimeSeriesCollection");
        assertTrue(message.contains("@SuppressWarnings does not apply: TimeSeriesCollection is a fixed rule"), message);
    }
}
