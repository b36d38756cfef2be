package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.TimeSeriesGranularity;
import com.mongodb.client.model.TimeSeriesOptions;
import com.mongodb.client.model.ValidationAction;
import com.mongodb.client.model.ValidationLevel;
import com.mongodb.client.model.ValidationOptions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;

/**
 * The comparison of declared collection options with the {@code options} that {@code listCollections}
 * reports, shaped as a real MongoDB gives them. mongo-java-server reports {@code options: {}} for
 * every collection, so it cannot show these shapes: each is built from the source named beside it.
 */
class OptionsDriftTest {

    private static final String HOW = "apply with Options.updateValidators(true) changes it with collMod";

    // ---- capped ----

    /**
     * A capped collection: {@code {capped: true, size: <bytes>, max: <documents>}}, the size rounded
     * up to a multiple of 256 (src/mongo/db/catalog/collection_options.cpp, adjustCappedSize:
     * {@code cappedSize += 0xff; cappedSize &= 0xffffffffffffff00}; checked by
     * jstests/concurrency/fsm_workloads/convert_to_capped_collection.js, isMultiple256 of maxSize),
     * except where featureFlagCappedCollectionsRelaxedSize is on, which keeps the size as sent
     * (jstests/core/capped/capped_resize.js: "The maximum size can be a non-multiple of 256 bytes").
     * {@code max} is listed only when it was sent, and a max of 0 or below is kept as 2^31-1
     * (adjustCappedMaxDocs; capped_resize.js: {@code expectedMax = cappedMax <= 0 ? 0x7fffffff : cappedMax}).
     */
    @Test
    void aCappedCollectionAsTheServerRoundsItHasNoDrift() {
        CreateCollectionOptions declared =
                new CreateCollectionOptions().capped(true).sizeInBytes(1000);
        assertNoDrift(declared, "{capped: true, size: 1024}");
        assertNoDrift(declared, "{capped: true, size: 1000}");
        assertNoDrift(declared, "{capped: true, size: {$numberLong: '1024'}}");
        assertNoDrift(declared, "{capped: true, size: 1024, max: 2147483647}");
        assertNoDrift(
                new CreateCollectionOptions().capped(true).sizeInBytes(4096).maxDocuments(5000),
                "{capped: true, size: 4096, max: 5000}");
        assertNoDrift(
                new CreateCollectionOptions().capped(true).sizeInBytes(4096).maxDocuments(-1),
                "{capped: true, size: 4096, max: 2147483647}");
    }

    @Test
    void anotherSizeOrMaxIsADriftThatCollModCouldChangeByHand() {
        CreateCollectionOptions declared =
                new CreateCollectionOptions().capped(true).sizeInBytes(1000).maxDocuments(100);
        List<Drift> drifts = compare(declared, "{capped: true, size: 2048, max: 50}");
        assertEquals(List.of("size", "max"), options(drifts));
        assertEquals("1000", drifts.get(0).declared());
        assertEquals("2048", drifts.get(0).existing());
        assertTrue(drifts.get(0).changeable());
        assertTrue(
                drifts.get(0).how().startsWith("by hand: collMod cappedSize (MongoDB 6.0 and later)"),
                drifts.get(0).how());
        assertEquals("100", drifts.get(1).declared());
        assertEquals("50", drifts.get(1).existing());
        assertTrue(
                drifts.get(1).how().startsWith("by hand: collMod cappedMax"),
                drifts.get(1).how());
        assertEquals(
                List.of("max"), options(compare(declared, "{capped: true, size: 1024}")), "no max listed: no limit");
        assertEquals(
                List.of("size"),
                options(compare(declared, "{capped: true, size: 1280, max: 100}")),
                "1280 is a multiple of 256, but not the one 1000 rounds up to");
    }

    @Test
    void cappedOrNotIsADriftReportedOnly() {
        Drift drift = single(compare(new CreateCollectionOptions().capped(true).sizeInBytes(4096), "{}"));
        assertEquals("capped", drift.option());
        assertEquals("capped, size 4096", drift.declared());
        assertEquals("not capped", drift.existing());
        assertFalse(drift.changeable());
        assertTrue(drift.how().startsWith("reported only"), drift.how());
        drift = single(compare(new CreateCollectionOptions(), "{capped: true, size: 4096}"));
        assertEquals("not capped", drift.declared());
        assertEquals("capped, size 4096", drift.existing());
        assertNoDrift(new CreateCollectionOptions().sizeInBytes(4096), "{}");
    }

    // ---- time series ----

    /**
     * A time series collection lists {@code granularity: "seconds"} when none was given, and
     * {@code bucketMaxSpanSeconds} from the granularity (jstests/core/timeseries/ddl/timeseries_list_collections.js,
     * an hour, a day, 30 days); from 6.3, {@code bucketRoundingSeconds} too, 60 for seconds
     * (jstests/core/timeseries/ddl/timeseries_list_collections_filter_name.js with the scalability
     * improvements: {@code {timeField, granularity: "seconds", bucketRoundingSeconds: 60, bucketMaxSpanSeconds: 3600}}),
     * though not where granularity was given (timeseries_list_collections.js deletes it then);
     * {@code expireAfterSeconds} beside it as a NumberLong.
     */
    @Test
    void aTimeSeriesCollectionWithTheDefaultsTheServerFillsInHasNoDrift() {
        CreateCollectionOptions declared =
                new CreateCollectionOptions().timeSeriesOptions(new TimeSeriesOptions("time").metaField("meta"));
        assertNoDrift(
                declared,
                "{timeseries: {timeField: 'time', metaField: 'meta', granularity: 'seconds', bucketMaxSpanSeconds: 3600}}");
        assertNoDrift(
                declared,
                "{timeseries: {timeField: 'time', metaField: 'meta', granularity: 'seconds', "
                        + "bucketRoundingSeconds: 60, bucketMaxSpanSeconds: 3600}}");
        assertNoDrift(
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("time").granularity(TimeSeriesGranularity.MINUTES))
                        .expireAfter(100L, TimeUnit.SECONDS),
                "{timeseries: {timeField: 'time', granularity: 'minutes', bucketMaxSpanSeconds: 86400}, "
                        + "expireAfterSeconds: {$numberLong: '100'}}");
        assertNoDrift(
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("time").granularity(TimeSeriesGranularity.HOURS)),
                "{timeseries: {timeField: 'time', granularity: 'hours', bucketMaxSpanSeconds: 2592000}}");
    }

    /**
     * Bucket settings of their own (6.3): listed as given, {@code {timeField, bucketRoundingSeconds: 4000,
     * bucketMaxSpanSeconds: 4000}} (jstests/core/timeseries/ddl/bucket_span_and_rounding_seconds.js,
     * createTimeseriesCollectionWithBucketSecondsOptions); compared as the server's
     * timeseries::optionsAreEqual does (src/mongo/db/timeseries/timeseries_options.cpp): a missing
     * granularity is seconds, a missing span or rounding the granularity's.
     */
    @Test
    void customBucketSettingsAsListedHaveNoDriftAndOtherOnesAreOne() {
        CreateCollectionOptions declared = new CreateCollectionOptions()
                .timeSeriesOptions(new TimeSeriesOptions("time")
                        .bucketMaxSpan(4000L, TimeUnit.SECONDS)
                        .bucketRounding(4000L, TimeUnit.SECONDS));
        assertNoDrift(
                declared, "{timeseries: {timeField: 'time', bucketRoundingSeconds: 4000, bucketMaxSpanSeconds: 4000}}");
        List<Drift> drifts = compare(
                declared, "{timeseries: {timeField: 'time', granularity: 'seconds', bucketMaxSpanSeconds: 3600}}");
        assertEquals(List.of("timeseries.bucketMaxSpanSeconds", "timeseries.bucketRoundingSeconds"), options(drifts));
        assertEquals("4000", drifts.get(0).declared());
        assertEquals("3600", drifts.get(0).existing());
        assertEquals("60 (default)", drifts.get(1).existing());
        assertTrue(drifts.get(0).changeable(), "raised: collMod can");
        drifts = compare(
                declared, "{timeseries: {timeField: 'time', bucketRoundingSeconds: 8000, bucketMaxSpanSeconds: 8000}}");
        assertEquals(2, drifts.size(), drifts.toString());
        assertFalse(drifts.get(0).changeable(), "lowered: collMod cannot");
    }

    @Test
    void anotherGranularityIsOneDriftChangeableOnlyUpward() {
        CreateCollectionOptions minutes = new CreateCollectionOptions()
                .timeSeriesOptions(new TimeSeriesOptions("time").granularity(TimeSeriesGranularity.MINUTES));
        Drift drift = single(compare(
                minutes, "{timeseries: {timeField: 'time', granularity: 'seconds', bucketMaxSpanSeconds: 3600}}"));
        assertEquals("timeseries.granularity", drift.option());
        assertEquals("\"minutes\"", drift.declared());
        assertEquals("\"seconds\"", drift.existing());
        assertTrue(drift.changeable());
        assertTrue(drift.how().startsWith("by hand: collMod timeseries.granularity"), drift.how());
        drift = single(compare(
                minutes, "{timeseries: {timeField: 'time', granularity: 'hours', bucketMaxSpanSeconds: 2592000}}"));
        assertFalse(drift.changeable(), "a granularity can only be raised");
        assertTrue(drift.how().startsWith("reported only"), drift.how());
    }

    @Test
    void timeFieldMetaFieldAndBeingATimeSeriesAreDriftsReportedOnly() {
        CreateCollectionOptions declared =
                new CreateCollectionOptions().timeSeriesOptions(new TimeSeriesOptions("time").metaField("meta"));
        List<Drift> drifts = compare(
                declared, "{timeseries: {timeField: 'at', granularity: 'seconds', bucketMaxSpanSeconds: 3600}}");
        assertEquals(List.of("timeseries.timeField", "timeseries.metaField"), options(drifts));
        assertEquals("\"time\"", drifts.get(0).declared());
        assertEquals("\"at\"", drifts.get(0).existing());
        assertEquals("\"meta\"", drifts.get(1).declared());
        assertEquals("none", drifts.get(1).existing());
        assertTrue(drifts.stream().noneMatch(Drift::changeable));
        Drift drift = single(compare(declared, "{}"));
        assertEquals("timeseries", drift.option());
        assertEquals("{\"timeField\": \"time\", \"metaField\": \"meta\"}", drift.declared());
        assertEquals("none", drift.existing());
        assertFalse(drift.changeable());
    }

    @Test
    void anotherExpireAfterSecondsIsADrift() {
        CreateCollectionOptions declared = new CreateCollectionOptions()
                .timeSeriesOptions(new TimeSeriesOptions("time"))
                .expireAfter(3600L, TimeUnit.SECONDS);
        String series = "timeseries: {timeField: 'time', granularity: 'seconds', bucketMaxSpanSeconds: 3600}";
        Drift drift = single(compare(declared, "{" + series + ", expireAfterSeconds: {$numberLong: '100'}}"));
        assertEquals("expireAfterSeconds", drift.option());
        assertEquals("3600", drift.declared());
        assertEquals("100", drift.existing());
        assertTrue(drift.changeable());
        assertEquals("none", single(compare(declared, "{" + series + "}")).existing());
    }

    // ---- validation ----

    private static final String SCHEMA = "{$jsonSchema: {bsonType: 'object', required: ['title'], "
            + "properties: {title: {bsonType: 'string', maxLength: 200}, tags: {bsonType: 'array', maxItems: 10}}}}";

    /**
     * The validator as sent, with the level and action where given (jstests/core/doc_validation/doc_validation_options.js:
     * {@code info.options.validationAction} is "warn" once set, strict and error otherwise by default).
     */
    @Test
    void aValidatorAsListedHasNoDriftWhateverItsKeyOrderOrNumberTypes() {
        CreateCollectionOptions declared = validated(SCHEMA, ValidationLevel.MODERATE, ValidationAction.WARN);
        assertNoDrift(declared, "{validator: " + SCHEMA + ", validationLevel: 'moderate', validationAction: 'warn'}");
        assertNoDrift(
                declared,
                "{validationAction: 'warn', validationLevel: 'moderate', validator: {$jsonSchema: {"
                        + "properties: {tags: {maxItems: {$numberLong: '10'}, bsonType: 'array'}, title: {maxLength: 200.0, bsonType: 'string'}}, "
                        + "required: ['title'], bsonType: 'object'}}}");
        assertNoDrift(validated(SCHEMA, null, null), "{validator: " + SCHEMA + "}");
        assertNoDrift(
                validated(SCHEMA, null, null),
                "{validator: " + SCHEMA + ", validationLevel: 'strict', validationAction: 'error'}");
        assertNoDrift(new CreateCollectionOptions(), "{}");
        assertNoDrift(new CreateCollectionOptions().validationOptions(new ValidationOptions()), "{}");
        assertNoDrift(new CreateCollectionOptions(), "{validator: {}}");
        assertNoDrift(validated("{tags: {}, name: 'x'}", null, null), "{validator: {name: 'x', tags: {}}}");
        assertEquals(
                List.of("validator"),
                options(compare(validated("{tags: {}, name: 'x'}", null, null), "{validator: {name: 'x'}}")),
                "inside a validator, {} is a value to match, not nothing");
    }

    @Test
    void anotherValidatorLevelOrActionIsADriftThatUpdateValidatorsChanges() {
        CreateCollectionOptions declared = validated(SCHEMA, ValidationLevel.MODERATE, ValidationAction.ERROR);
        String other = "{$jsonSchema: {bsonType: 'object', required: ['title'], "
                + "properties: {title: {bsonType: 'string', maxLength: 200}, tags: {bsonType: 'array', maxItems: 20}}}}";
        List<Drift> drifts = compare(declared, "{validator: " + other + ", validationAction: 'warn'}");
        assertEquals(List.of("validator", "validationLevel", "validationAction"), options(drifts));
        assertEquals(BsonDocument.parse(SCHEMA).toJson(), drifts.get(0).declared());
        assertEquals(BsonDocument.parse(other).toJson(), drifts.get(0).existing());
        assertEquals("\"moderate\"", drifts.get(1).declared());
        assertEquals("\"strict\" (default)", drifts.get(1).existing());
        assertEquals("\"error\"", drifts.get(2).declared());
        assertEquals("\"warn\"", drifts.get(2).existing());
        for (Drift drift : drifts) {
            assertTrue(drift.changeable(), drift.toString());
            assertEquals(HOW, drift.how());
        }
        assertEquals(
                BsonDocument.parse("{collMod: 'books', validator: " + SCHEMA + ", validationLevel: 'moderate', "
                        + "validationAction: 'error'}"),
                OptionsDrift.collMod("books", declared, drifts));
    }

    @Test
    void aValidatorNobodyDeclaresIsADriftAndItsCollModRemovesIt() {
        CreateCollectionOptions declared = new CreateCollectionOptions();
        Drift drift = single(
                compare(declared, "{validator: " + SCHEMA + ", validationLevel: 'strict', validationAction: 'error'}"));
        assertEquals("validator", drift.option());
        assertEquals("none", drift.declared());
        assertEquals(
                BsonDocument.parse("{collMod: 'books', validator: {}}"),
                OptionsDrift.collMod("books", declared, List.of(drift)));
    }

    @Test
    void onlyTheValidatorLevelAndActionAreInACollMod() {
        List<Drift> drifts = compare(
                new CreateCollectionOptions()
                        .capped(true)
                        .sizeInBytes(4096)
                        .collation(Collation.builder().locale("fr").build()),
                "{}");
        assertEquals(List.of("capped", "collation"), options(drifts));
        assertNull(OptionsDrift.collMod("books", new CreateCollectionOptions(), drifts));
    }

    // ---- collation, storage engine ----

    /** The collection default as listCollections reports it: every attribute filled in (timeseries_list_collections.js, locale "ja"). */
    @Test
    void aCollationWithEveryDefaultFilledInHasNoDriftAndAnotherIsOneReportedOnly() {
        CreateCollectionOptions declared = new CreateCollectionOptions()
                .collation(Collation.builder().locale("ja").build());
        String ja = "{locale: 'ja', caseLevel: false, caseFirst: 'off', strength: 3, numericOrdering: false, "
                + "alternate: 'non-ignorable', maxVariable: 'punct', normalization: false, backwards: false, version: '57.1'}";
        assertNoDrift(declared, "{collation: " + ja + "}");
        Drift drift = single(compare(declared, "{collation: " + ja.replace("'ja'", "'fr'") + "}"));
        assertEquals("collation", drift.option());
        assertEquals("{\"locale\": \"ja\"}", drift.declared());
        assertFalse(drift.changeable());
        assertEquals("reported only: a collection's collation cannot be changed after creation", drift.how());
        assertEquals(
                "none",
                single(compare(new CreateCollectionOptions(), "{collation: " + ja + "}"))
                        .declared());
    }

    /**
     * Storage engine options are kept as sent, {@code {wiredTiger: {}}} included (timeseries_list_collections.js);
     * jstests/core/ddl/create_collection.js reads {@code options.storageEngine.wiredTiger.configString}.
     */
    @Test
    void storageEngineOptionsAsSentHaveNoDriftAndOtherOnesAreOneReportedOnly() {
        CreateCollectionOptions zstd = new CreateCollectionOptions()
                .storageEngineOptions(BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=zstd'}}"));
        assertNoDrift(zstd, "{storageEngine: {wiredTiger: {configString: 'block_compressor=zstd'}}}");
        assertNoDrift(new CreateCollectionOptions(), "{storageEngine: {wiredTiger: {}}}");
        Drift drift = single(compare(zstd, "{storageEngine: {wiredTiger: {configString: 'block_compressor=snappy'}}}"));
        assertEquals("storageEngine", drift.option());
        assertFalse(drift.changeable());
        assertEquals("{\"wiredTiger\": {\"configString\": \"block_compressor=snappy\"}}", drift.existing());
        assertEquals(
                "none",
                single(compare(new CreateCollectionOptions(), "{storageEngine: {wiredTiger: {configString: 'x=1'}}}"))
                        .declared());
    }

    // ---- two declarations ----

    /** How two @Document classes of one collection are compared: the options as listed right after a create, defaults left out. */
    @Test
    void everyDeclarationHasNoDriftFromItselfAsListed() {
        List<CreateCollectionOptions> declarations = List.of(
                new CreateCollectionOptions(),
                new CreateCollectionOptions().capped(true).sizeInBytes(1000).maxDocuments(10),
                new CreateCollectionOptions()
                        .timeSeriesOptions(
                                new TimeSeriesOptions("at").metaField("m").granularity(TimeSeriesGranularity.HOURS))
                        .expireAfter(60L, TimeUnit.SECONDS),
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("at")
                                .bucketMaxSpan(600L, TimeUnit.SECONDS)
                                .bucketRounding(600L, TimeUnit.SECONDS)),
                validated(SCHEMA, ValidationLevel.OFF, ValidationAction.WARN)
                        .collation(Collation.builder().locale("de").build())
                        .storageEngineOptions(
                                BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=snappy'}}")));
        for (CreateCollectionOptions declared : declarations) {
            assertEquals(
                    List.of(),
                    OptionsDrift.compare("db.c", declared, OptionsDrift.asListed(declared), HOW),
                    declared.toString());
        }
        assertEquals(
                BsonDocument.parse("{capped: true, size: {$numberLong: '1000'}, max: {$numberLong: '10'}}"),
                OptionsDrift.asListed(declarations.get(1)));
    }

    // ---- the embedded server ----

    @Test
    void theEmbeddedServersEmptyOptionsAreADriftOfEveryDeclaredOption() {
        CreateCollectionOptions declared = validated(SCHEMA, ValidationLevel.MODERATE, null)
                .collation(Collation.builder().locale("en").build())
                .storageEngineOptions(BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=zstd'}}"));
        assertEquals(
                List.of("validator", "validationLevel", "collation", "storageEngine"),
                options(compare(declared, "{}")));
    }

    // ---- helpers ----

    private static CreateCollectionOptions validated(String validator, ValidationLevel level, ValidationAction action) {
        return new CreateCollectionOptions()
                .validationOptions(new ValidationOptions()
                        .validator(BsonDocument.parse(validator))
                        .validationLevel(level)
                        .validationAction(action));
    }

    private static List<Drift> compare(CreateCollectionOptions declared, String existing) {
        return OptionsDrift.compare("db.books", declared, BsonDocument.parse(existing), HOW);
    }

    private static void assertNoDrift(CreateCollectionOptions declared, String existing) {
        assertEquals(List.of(), compare(declared, existing), existing);
    }

    private static Drift single(List<Drift> drifts) {
        assertEquals(1, drifts.size(), drifts.toString());
        assertEquals("db.books", drifts.get(0).namespace());
        return drifts.get(0);
    }

    private static List<String> options(List<Drift> drifts) {
        return drifts.stream().map(Drift::option).toList();
    }
}
