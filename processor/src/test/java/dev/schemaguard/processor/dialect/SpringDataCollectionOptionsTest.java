package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * SDM's own collection option, {@code @TimeSeries} (docs/dialects/spring-data.md, "Collection options"): read into the
 * same model as schemaguard's {@code @TimeSeries}, so that TimeSeriesCollection checks it, with
 * findings on SDM's annotation. What createCollection(Class) really sends is
 * CollectionOptionsDifferentialTest's.
 */
class SpringDataCollectionOptionsTest {

    private static final String IMPORTS = """
            package p;
            import java.time.Instant;
            import java.util.*;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            import org.springframework.data.mongodb.core.timeseries.Granularity;
            """;

    @Test
    void positive_timeSeriesCollection_timeFieldNotADate() {
        String message = ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.PageView", IMPORTS + """
                @TimeSeries(collection = "page_views",
                        timeField = "viewedAt") // expect: ERROR TimeSeriesCollection
                class PageView { String id; String viewedAt; String page; }
                """)
                .expectMarkedDiagnostics()
                .message("TimeSeriesCollection");
        assertTrue(message.contains("timeField = \"viewedAt\"") && message.contains("not a date"), message);
    }

    /** SDM's @TimeSeries expires measurements with expireAfter, a duration: it has no expireAfterSeconds. */
    @Test
    void positive_cappedCollection_cappedSdmTimeSeries_proposesExpireAfter() {
        String message = ProcessorTester.forRules("CappedCollection")
                .source("p.PageView", IMPORTS + """
                @TimeSeries(collection = "page_views", timeField = "viewedAt")
                @dev.schemaguard.annotations.Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                class PageView { String id; Instant viewedAt; }
                """)
                .expectMarkedDiagnostics()
                .message("CappedCollection");
        assertTrue(
                message.contains("let the time series expire old measurements with @TimeSeries(expireAfter = \"30d\")"),
                message);
        assertFalse(message.contains("expireAfterSeconds"), message);
    }

    @Test
    void negative_timeSeriesCollection_dateTimeFieldRenamedMetaFieldGranularityAndExpiry() {
        ProcessorTester.forRules("TimeSeriesCollection", "CappedCollection", "InvalidAnnotation")
                .source("p.PageView", IMPORTS + """
                        @TimeSeries(collection = "page_views", timeField = "viewedAt", metaField = "source",
                                granularity = Granularity.MINUTES, expireAfter = "30d")
                        class PageView { String id; @Field("ts") Instant viewedAt; @Field("src") Source source;
                            static class Source { String page; String country; } }
                        """)
                .expectClean();
    }

    /** SDM looks the timeField up by property name ("Time series field 'ts' does not exist"), as index keys are. */
    @Test
    void positive_timeSeriesCollection_timeFieldNamedByItsStoredName() {
        String message = ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.PageView", IMPORTS + """
                @TimeSeries(timeField = "ts") // expect: ERROR TimeSeriesCollection
                class PageView { String id; @Field("ts") Date viewedAt; }
                """)
                .expectMarkedDiagnostics()
                .message("TimeSeriesCollection");
        assertTrue(message.contains("did you mean 'viewedAt'"), message);
    }

    @Test
    void positive_timeSeriesCollection_metaFieldIsTheTimeField() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at", metaField = "at") // expect: ERROR TimeSeriesCollection
                class Reading { String id; Instant at; double value; }
                """)
                .expectMarkedDiagnostics();
    }

    /** @Document beside @TimeSeries: SDM names the collection after @Document and still creates it as a time series. */
    @Test
    void positive_timeSeriesCollection_documentBesideTimeSeries() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @Document("readings")
                @TimeSeries(timeField = "at", metaField = "at") // expect: ERROR TimeSeriesCollection
                class Reading { String id; Instant at; double value; }
                """)
                .expectMarkedDiagnostics();
    }

    /** SDM's entity finds @TimeSeries on a superclass too (isAnnotationPresent through the hierarchy). */
    @Test
    void negative_timeSeriesCollection_timeSeriesOnTheSuperclass() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at")
                abstract class Measurement { String id; Instant at; }
                @Document("readings")
                public class Reading extends Measurement { double value; }
                """)
                .expectClean();
        Object options = CompiledOutput.loader(result.compilation())
                .loadClass("p.ReadingSchema")
                .getMethod("createCollectionOptions")
                .invoke(null);
        Object timeSeries = options.getClass().getMethod("getTimeSeriesOptions").invoke(options);
        assertEquals(
                "at",
                timeSeries == null
                        ? null
                        : timeSeries.getClass().getMethod("getTimeField").invoke(timeSeries));
    }

    @Test
    void positive_timeSeriesCollection_uniqueIndexOnSdmTimeSeries() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at", metaField = "sensor")
                class Reading { String id; Instant at;
                    @Indexed(unique = true) String sensor; } // expect: ERROR TimeSeriesCollection
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_timeSeriesCollection_targetBefore50() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Reading", IMPORTS + """
                        @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                        class Reading { String id; Instant at; }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_timeSeriesCollection_plainSdmDocumentHasNone() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @Document
                class Reading { String id; String at; @Indexed(unique = true) String sensor; }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_expireAfterThatSdmCannotParse() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at",
                        expireAfter = "a month") // expect: ERROR InvalidAnnotation
                class Reading { String id; Instant at; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertEquals(
                "[InvalidAnnotation] Spring Data MongoDB refuses this: @TimeSeries(expireAfter = \"a month\") is not "
                        + "a duration such as \"30s\", \"10m\", \"1d\" or \"P1D\"; fix the annotation so that the application can "
                        + "start (see docs/rules/InvalidAnnotation.md)",
                message);
    }

    @Test
    void negative_invalidAnnotation_expireAfterAsAnExpression() {
        ProcessorTester.forRules("InvalidAnnotation", "TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at", expireAfter = "#{@retention.days()}")
                class Reading { String id; Instant at; }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_sdmAndSchemaguardTimeSeriesOnOneDocument() {
        String message = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at", granularity = Granularity.HOURS)
                @dev.schemaguard.annotations.TimeSeries(timeField = "at") // expect: ERROR InvalidAnnotation
                class Reading { String id; Instant at; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        // two annotations of one simple name: the message says which is schemaguard's
        assertEquals(
                "[InvalidAnnotation] schemaguard's @TimeSeries and @TimeSeries on 'Reading' both declare this "
                        + "collection option: schemaguard's wins, so the framework's would be ignored while the framework still "
                        + "applies it when it creates the collection; keep one of them (see docs/rules/InvalidAnnotation.md)",
                message);
    }

    /** docs/dialects/spring-data.md: only annotations that contradict each other are InvalidAnnotation; these create the same collection. */
    @Test
    void negative_invalidAnnotation_sdmAndSchemaguardTimeSeriesThatAgree() {
        ProcessorTester.forRules("InvalidAnnotation", "TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @TimeSeries(timeField = "at", metaField = "sensor", granularity = Granularity.MINUTES, expireAfter = "1d")
                @dev.schemaguard.annotations.TimeSeries(timeField = "at", metaField = "sensor",
                        granularity = dev.schemaguard.annotations.TimeSeries.Granularity.MINUTES, expireAfterSeconds = 86400)
                class Reading { String id; Instant at; String sensor; }
                """)
                .expectClean();
    }

    /** A schemaguard @Document that also carries SDM's @TimeSeries: SDM's option is read all the same. */
    @Test
    void positive_timeSeriesCollection_sdmTimeSeriesOnASchemaguardDocument() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Reading", IMPORTS + """
                @dev.schemaguard.annotations.Document(collection = "readings")
                @TimeSeries(timeField = "value") // expect: ERROR TimeSeriesCollection
                class Reading { org.bson.types.ObjectId id; Instant at; double value; }
                """)
                .expectMarkedDiagnostics();
    }

    /** SDM's @TimeSeries is @Inherited, and is meta-annotated @Document: a subclass is a time series document of its own. */
    @Test
    void positive_timeSeriesCollection_inheritedTimeSeriesOnTheSuperclass() {
        ProcessorTester.forRules("TimeSeriesCollection")
                .source("p.Base", IMPORTS + """
                @TimeSeries(timeField = "at") // expect: ERROR TimeSeriesCollection
                abstract class Base { String id; long at; }
                """)
                .source("p.Reading", IMPORTS + """
                class Reading extends Base { double value; }
                """)
                .expectMarkedDiagnostics();
    }
}
