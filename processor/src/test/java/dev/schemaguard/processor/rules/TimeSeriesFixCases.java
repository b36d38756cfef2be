package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of TimeSeriesCollection, in the four dialects. Spring Data MongoDB has a
 * {@code @TimeSeries} of its own (org.springframework.data.mongodb.core.mapping.TimeSeries: timeField, metaField,
 * granularity, expireAfter, no bucket settings), which its users write and whose edits the messages must
 * propose; schemaguard's is the one a Spring Data document carries for bucket settings, and the only one a
 * Morphia entity or a driver class can carry (Morphia's TimeSeriesOptions is package-private, for annotation
 * types only).
 */
final class TimeSeriesFixCases {

    private TimeSeriesFixCases() {}

    /**
     * How a dialect writes a reading: its header, document annotation and id; the {@code @TimeSeries} its bucket
     * settings are written on, with that annotation's granularity constants; a unique index and a TTL index on a
     * field; the collection's expiry on its {@code @TimeSeries}, with the words the message proposes it in; and
     * the validation it declares.
     */
    private record Dialect(
            String name,
            String header,
            String document,
            String id,
            String idName,
            String bucketTimeSeries,
            String granularity,
            String uniqueIndex,
            String plainIndex,
            String ttlIndex,
            String expiry,
            String expiryProposal,
            String validation,
            String sensor) {}

    private static final String EXPIRE_AFTER_SECONDS =
            "expire measurements with @TimeSeries(expireAfterSeconds = ...) instead";

    private static final Dialect SCHEMAGUARD_READINGS = new Dialect(
            SCHEMAGUARD_DIALECT,
            SCHEMAGUARD,
            "@Document(collection = \"readings\")",
            "ObjectId id",
            "id",
            "@TimeSeries",
            "TimeSeries.Granularity.",
            "@IndexHint(unique = true)",
            "@IndexHint",
            "@IndexHint(expireAfterSeconds = 3600)",
            "expireAfterSeconds = 3600",
            EXPIRE_AFTER_SECONDS,
            "@Validation",
            "class Sensor");

    /** Spring Data has no validation annotation: its documents' validator is schemaguard's @Validation. */
    private static final Dialect SPRING_DATA_READINGS = new Dialect(
            SPRING_DATA_DIALECT,
            SPRING_DATA,
            "@Document(\"readings\")",
            "@Id String id",
            "id",
            "@dev.schemaguard.annotations.TimeSeries",
            "dev.schemaguard.annotations.TimeSeries.Granularity.",
            "@Indexed(unique = true)",
            "@Indexed",
            "@Indexed(expireAfterSeconds = 3600)",
            "expireAfter = \"1h\"",
            "expire measurements with @TimeSeries(expireAfter = \"...\")",
            "@dev.schemaguard.annotations.Validation",
            "class Sensor");

    /** Morphia's own @Validation, which enableDocumentValidation sends. */
    private static final Dialect MORPHIA_READINGS = new Dialect(
            MORPHIA_DIALECT,
            MORPHIA + "import dev.schemaguard.annotations.TimeSeries;\n",
            "@Entity(\"readings\")",
            "@Id ObjectId id",
            "id",
            "@TimeSeries",
            "TimeSeries.Granularity.",
            "@Indexed(options = @IndexOptions(unique = true))",
            "@Indexed",
            "@Indexed(options = @IndexOptions(expireAfterSeconds = 3600))",
            "expireAfterSeconds = 3600",
            EXPIRE_AFTER_SECONDS,
            "@Validation(\"{at: {$exists: true}}\")",
            "@Entity\nclass Sensor");

    private static final Dialect DRIVER_READINGS = new Dialect(
            DRIVER_DIALECT,
            DRIVER + "import dev.schemaguard.annotations.TimeSeries;\nimport dev.schemaguard.annotations.Validation;\n",
            "@Document(collection = \"readings\")",
            "@BsonId ObjectId key",
            "key",
            "@TimeSeries",
            "TimeSeries.Granularity.",
            "@IndexHint(unique = true)",
            "@IndexHint",
            "@IndexHint(expireAfterSeconds = 3600)",
            "expireAfterSeconds = 3600",
            EXPIRE_AFTER_SECONDS,
            "@Validation",
            "class Sensor");

    static Stream<Case> cases() {
        return Stream.of(SCHEMAGUARD_READINGS, SPRING_DATA_READINGS, MORPHIA_READINGS, DRIVER_READINGS)
                .flatMap(TimeSeriesFixCases::cases);
    }

    private static final String PLAIN_TIME_SERIES = "@TimeSeries(timeField = \"at\")";

    /** A reading in the dialect, under the annotations given above the class and with the fields' annotations given. */
    private static Case reading(Dialect d, String name, String classAnnotations, String atIndex, String sensorIndex) {
        return of("TimeSeriesCollection", d.name(), name, "p.Reading", d.header(), """
                DOCUMENT
                ANNOTATIONS
                class Reading { ID; AT_INDEXDate at; long stamp; SENSOR_INDEXString sensorId; Sensor meta; double value; }
                SENSOR { String code; String site; }
                """.replace("DOCUMENT", d.document())
                .replace("ANNOTATIONS", classAnnotations)
                .replace("ID", d.id())
                .replace("AT_INDEX", atIndex.isEmpty() ? "" : atIndex + " ")
                .replace("SENSOR_INDEX", sensorIndex.isEmpty() ? "" : sensorIndex + " ")
                .replace("SENSOR", d.sensor()));
    }

    private static Case reading(Dialect d, String name, String timeSeries) {
        return reading(d, name, timeSeries, "", "");
    }

    private static Stream<Case> cases(Dialect d) {
        String labels = "name the field that labels a series";
        // the bucket settings exist on schemaguard's @TimeSeries only
        String buckets = d.bucketTimeSeries() + "(timeField = \"at\", ";
        String hours = "granularity = " + d.granularity() + "HOURS";
        return Stream.of(
                reading(d, "dotted", "@TimeSeries(timeField = \"at\", metaField = \"meta.code\")")
                        .fix("name a field of 'Reading' itself", "\"meta.code\"", "\"meta\""),
                reading(d, "unknown", "@TimeSeries(timeField = \"att\")")
                        .says("did you mean 'at'?")
                        .fix("is a Java field name, as in index keys", "\"att\"", "\"at\""),
                reading(d, "timeNotDate", "@TimeSeries(timeField = \"stamp\")")
                        .fix("make it a java.time.Instant or java.util.Date", "long stamp", "Date stamp"),
                reading(d, "metaId", "@TimeSeries(timeField = \"at\", metaField = \"" + d.idName() + "\")")
                        .fix(labels + ", such as sensorId", "\"" + d.idName() + "\")", "\"sensorId\")"),
                reading(d, "metaIsTime", "@TimeSeries(timeField = \"at\", metaField = \"at\")")
                        .fix(labels, "metaField = \"at\"", "metaField = \"sensorId\""),
                reading(d, "bucketVersion", buckets + "bucketMaxSpanSeconds = 600, bucketRoundingSeconds = 600)")
                        .option("schemaguard.mongodbVersion=6.0")
                        .fix(
                                "use granularity instead",
                                "bucketMaxSpanSeconds = 600, bucketRoundingSeconds = 600",
                                "granularity = " + d.granularity() + "MINUTES"),
                reading(
                                d,
                                "bucketRange",
                                buckets + "bucketMaxSpanSeconds = 31536001, bucketRoundingSeconds = 31536001)")
                        .fix("give the bucket span in seconds", "31536001", "3600")
                        .fix(
                                "or leave bucket settings out and use granularity",
                                "bucketMaxSpanSeconds = 31536001, bucketRoundingSeconds = 31536001",
                                hours),
                reading(d, "bucketAlone", buckets + "bucketRoundingSeconds = 4000)")
                        .fix(
                                "give both, with the same value",
                                "bucketRoundingSeconds = 4000",
                                "bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000"),
                reading(d, "bucketUnequal", buckets + "bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 3600)")
                        .fix("give both the same value", "3600", "4000"),
                reading(
                                d,
                                "bucketGranularity",
                                buckets + hours + ", bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)")
                        .fix(
                                "keep either the granularity",
                                ", bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000",
                                "")
                        .fix("or bucketMaxSpanSeconds and bucketRoundingSeconds", hours + ", ", ""),
                reading(d, "unique", PLAIN_TIME_SERIES, "", d.uniqueIndex())
                        .fix("drop unique", d.uniqueIndex() + " String", d.plainIndex() + " String"),
                reading(d, "ttl", PLAIN_TIME_SERIES, d.ttlIndex(), "")
                        .fix(
                                d.expiryProposal(),
                                PLAIN_TIME_SERIES,
                                "@TimeSeries(timeField = \"at\", " + d.expiry() + ")",
                                d.ttlIndex() + " Date at",
                                "Date at"),
                reading(d, "validation", d.validation() + "\n" + PLAIN_TIME_SERIES)
                        .fix("remove @Validation", d.validation() + "\n", ""));
    }
}
