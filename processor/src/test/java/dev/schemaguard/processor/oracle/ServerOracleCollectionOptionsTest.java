package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;
import static dev.schemaguard.processor.oracle.OracleCase.checkAt;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for the collection options (docs/guide/collection-options.md): CappedCollection and TimeSeriesCollection
 * (with TtlIndex where a time series TTL is compound). Each case is translated from a jstest of
 * mongodb/mongo, or from the create command's parser where no jstest pins the bound, named in its
 * comment with what the server does there; cases with a version in their name run with
 * {@code -Aschemaguard.mongodbVersion}. A case the server accepts carries no marker, so any error of
 * these fixed rules fails it.
 */
class ServerOracleCollectionOptionsTest {

    private static final String[] RULES = {"CappedCollection", "TimeSeriesCollection", "TtlIndex"};

    // ---------------------------------------------------------------- CappedCollection

    @Test
    void accepted_cappedWithSizeAndMax_cappedMax1() {
        // jstests/core/capped/capped_max1.js: createCollection {capped: true, size: 64 * 1024, max: 10} works
        // and stats() report both.
        check("""
                @Document(collection = "capped_max1")
                @Capped(sizeBytes = 65536, maxDocuments = 10)
                class C { org.bson.types.ObjectId id; int x; }
                """, RULES);
    }

    @Test
    void refused_sizeZero_cappedResize() {
        // src/mongo/db/commands/create.idl: size is validated gte 1; jstests/core/capped/capped_resize.js
        // expects collMod {cappedSize: 0} and a negative size to fail.
        check("""
                @Document(collection = "capped_coll")
                @Capped(sizeBytes = 0) // expect: ERROR CappedCollection
                class C { org.bson.types.ObjectId id; }
                """, RULES);
    }

    @Test
    void refused_sizeAboveCeiling_cappedResize() {
        // jstests/core/capped/capped_resize.js: maxSizeCeiling = 0x4000000000000 (2^50, 1 PB); collMod
        // {cappedSize: maxSizeCeiling + 1} fails (create.idl: size lte 1125899906842624).
        check("""
                @Document(collection = "capped_coll")
                @Capped(sizeBytes = 0x4000000000001L) // expect: ERROR CappedCollection
                class C { org.bson.types.ObjectId id; }
                """, RULES);
    }

    @Test
    void accepted_sizeSmallNotAMultipleOf256_cappedResize() {
        // jstests/core/capped/capped_resize.js: cappedSize 256 and 50 * 1023 are accepted (SERVER-67036
        // lifted the 4096-byte floor; the server rounds up to 256 bytes).
        check("""
                @Document(collection = "capped_coll")
                @Capped(sizeBytes = 51150)
                class C { org.bson.types.ObjectId id; }
                """, RULES);
    }

    @Test
    void accepted_maxZeroOrNegative_cappedResize() {
        // jstests/core/capped/capped_resize.js: cappedMax -2 and 0 are accepted and leave the size as the
        // only bound (the server stores 0x7fffffff).
        check("""
                @Document(collection = "a")
                @Capped(sizeBytes = 51200, maxDocuments = -2)
                class C { org.bson.types.ObjectId id; }
                @Document(collection = "b")
                @Capped(sizeBytes = 51200, maxDocuments = 0)
                class D { org.bson.types.ObjectId id; }
                """, RULES);
    }

    @Test
    void refused_maxTwoToThe31_collectionOptions() {
        // src/mongo/db/catalog/collection_options.cpp: "max in a capped collection has to be < 2^31 or not
        // set" (create.idl: max lt 2147483648); the old capped_max jstest expected ok: 0 for Math.pow(2, 31).
        check("""
                @Document(collection = "capped_max")
                @Capped(sizeBytes = 16384, maxDocuments = 2147483648L) // expect: ERROR CappedCollection
                class C { org.bson.types.ObjectId id; }
                """, RULES);
    }

    @Test
    void refused_cappedTimeSeries_timeseriesCreate() {
        // jstests/core/timeseries/ddl/timeseries_create.js: testIncompatibleCreateOptions({capped: true,
        // size: 100}) fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_0")
                @Capped(sizeBytes = 100) // expect: ERROR CappedCollection
                @TimeSeries(timeField = "time")
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void accepted_ttlOnCapped_ttlIndexCappedCollection() {
        // jstests/noPassthroughWithMongod/capped/ttl_index_capped_collection.js (current): on a capped
        // collection of size 102400, createIndex({bar: 1}, {expireAfterSeconds: 10}) works (7.1 on).
        checkAt("7.1", """
                @Document(collection = "ttl_index_capped_collection_capped")
                @Capped(sizeBytes = 102400)
                @IndexHint(keys = "foo")
                @IndexHint(keys = "bar", expireAfterSeconds = 10)
                class C { org.bson.types.ObjectId id; int foo; Date bar; }
                """, RULES);
    }

    @Test
    void refused_ttlOnCapped_at60_ttlIndexCappedCollection() {
        // The 5.2-era version of the same test: "a TTL index cannot be created" on the capped collection
        // (the non-TTL {foo: 1} still works); the failpoint ignoreTTLIndexCappedCollectionCheck exists
        // to bypass the refusal. Refused from 5.2 until 7.1.
        checkAt("6.0", """
                @Document(collection = "ttl_index_capped_collection_capped")
                @Capped(sizeBytes = 102400)
                @IndexHint(keys = "foo")
                @IndexHint(keys = "bar", expireAfterSeconds = 10) // expect: ERROR CappedCollection
                class C { org.bson.types.ObjectId id; int foo; Date bar; }
                """, RULES);
    }

    @Test
    void refused_ttlOnCapped_atDefault70() {
        // As above: 7.0 is before 7.1, where TTLIndexesOnCappedCollections became the default
        // (collmod_convert_to_ttl on capped is tagged requires_fcv_71).
        check("""
                @Document(collection = "ttl_index_capped_collection_capped")
                @Capped(sizeBytes = 102400)
                @IndexHint(keys = "bar", expireAfterSeconds = 10) // expect: ERROR CappedCollection
                class C { org.bson.types.ObjectId id; Date bar; }
                """, RULES);
    }

    @Test
    void accepted_ttlOnCapped_at50() {
        // The multiversion test of SERVER-61545: "if the FCV version is lower than 5.2, we should allow
        // this" (a TTL index on a capped collection).
        checkAt("5.0", """
                @Document(collection = "capped")
                @Capped(sizeBytes = 102400)
                @IndexHint(keys = "bar", expireAfterSeconds = 10)
                class C { org.bson.types.ObjectId id; Date bar; }
                """, RULES);
    }

    // ---------------------------------------------------------------- TimeSeriesCollection: fields

    @Test
    void accepted_timeAndMetaAndGranularity_timeseriesCreate() {
        // jstests/core/timeseries/ddl/timeseries_create.js: {timeField: "time"}, {..., metaField: "meta"},
        // {..., granularity: "minutes"} and {..., metaField, granularity: "minutes"} all work.
        check("""
                @Document(collection = "timeseries_1")
                @TimeSeries(timeField = "time", metaField = "meta", granularity = TimeSeries.Granularity.MINUTES)
                class C { org.bson.types.ObjectId id; Date time; String meta; }
                """, RULES);
    }

    @Test
    void accepted_expireAfterSecondsAndCollation_timeseriesCreate() {
        // timeseries_create.js: testCompatibleCreateOptions({expireAfterSeconds: NumberLong(100)}) and
        // {collation: {locale: "ja"}} work.
        check("""
                @Document(collection = "timeseries_2", collation = @Collation(locale = "ja"))
                @TimeSeries(timeField = "time", expireAfterSeconds = 100)
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_dottedTimeField_timeseriesCreate() {
        // timeseries_create.js: {timeField: "sub.time"} fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_3")
                @TimeSeries(timeField = "sub.time") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Sub sub; }
                class Sub { Date time; }
                """, RULES);
    }

    @Test
    void refused_dottedMetaField_timeseriesCreate() {
        // timeseries_create.js: {timeField: "time", metaField: "sub.meta"} fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_4")
                @TimeSeries(timeField = "time", metaField = "sub.meta") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; Sub sub; }
                class Sub { String meta; }
                """, RULES);
    }

    @Test
    void refused_metaFieldEqualsTimeField_timeseriesCreate() {
        // timeseries_create.js: {timeField: "time", metaField: "time"} fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_5")
                @TimeSeries(timeField = "time", metaField = "time") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_metaFieldId_createIdl() {
        // src/mongo/db/commands/create.idl, TimeseriesOptions.metaField: "This may not be \"_id\" or the
        // same as 'timeField'".
        check("""
                @Document(collection = "timeseries_6")
                @TimeSeries(timeField = "time", metaField = "id") // expect: ERROR TimeSeriesCollection
                class C { String id; Date time; }
                """, RULES);
    }

    @Test
    void refused_before50() {
        // The create command took no timeseries option before 5.0 (the tests are tagged requires_fcv_49
        // and gated on featureFlagTimeSeriesCollection until 5.0).
        checkAt("4.4", """
                @Document(collection = "timeseries_7")
                @TimeSeries(timeField = "time") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    // ---------------------------------------------------------------- TimeSeriesCollection: buckets

    @Test
    void accepted_loneSpanEqualToGranularitysDefault_timeseriesCreate() {
        // timeseries_create.js: granularity "seconds" with bucketMaxSpanSeconds 3600, "minutes" with
        // 86400 and "hours" with 2592000 work ("as long as it corresponds to the granularity").
        check("""
                @Document(collection = "a")
                @TimeSeries(timeField = "time", metaField = "meta", bucketMaxSpanSeconds = 3600)
                class C { org.bson.types.ObjectId id; Date time; String meta; }
                @Document(collection = "b")
                @TimeSeries(timeField = "time", metaField = "meta", granularity = TimeSeries.Granularity.MINUTES,
                        bucketMaxSpanSeconds = 86400)
                class D { org.bson.types.ObjectId id; Date time; String meta; }
                @Document(collection = "c")
                @TimeSeries(timeField = "time", metaField = "meta", granularity = TimeSeries.Granularity.HOURS,
                        bucketMaxSpanSeconds = 2592000)
                class E { org.bson.types.ObjectId id; Date time; String meta; }
                """, RULES);
    }

    @Test
    void refused_spanOfAnotherGranularity_timeseriesCreate() {
        // timeseries_create.js: {granularity: 'minutes', bucketMaxSpanSeconds: 3600} fails with
        // InvalidOptions.
        check("""
                @Document(collection = "timeseries_8")
                @TimeSeries(timeField = "time", metaField = "meta", granularity = TimeSeries.Granularity.MINUTES,
                        bucketMaxSpanSeconds = 3600) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; String meta; }
                """, RULES);
    }

    @Test
    void refused_loneSpanOtherThanTheDefault_timeseriesCreate() {
        // timeseries_create.js: {timeField, metaField, bucketMaxSpanSeconds: 10} fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_9")
                @TimeSeries(timeField = "time", metaField = "meta",
                        bucketMaxSpanSeconds = 10) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; String meta; }
                """, RULES);
    }

    @Test
    void accepted_equalBucketSettings_bucketSpanAndRoundingSeconds() {
        // jstests/core/timeseries/ddl/bucket_span_and_rounding_seconds.js: bucketRoundingSeconds and
        // bucketMaxSpanSeconds both 4000 work, and listCollections shows them.
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time", bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_roundingAlone_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: {bucketRoundingSeconds: 4000} alone fails with InvalidOptions.
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time", bucketRoundingSeconds = 4000) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_spanAlone_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: {bucketMaxSpanSeconds: 4000} alone fails with InvalidOptions.
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time", bucketMaxSpanSeconds = 4000) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_unequal_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: {bucketRoundingSeconds: 100, bucketMaxSpanSeconds: 50} fails
        // with InvalidOptions.
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time", bucketMaxSpanSeconds = 50,
                        bucketRoundingSeconds = 100) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_withMinutesOrHours_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: granularity "minutes" or "hours" with both settings 4000
        // fails with InvalidOptions.
        check("""
                @Document(collection = "a")
                @TimeSeries(timeField = "time",
                        granularity = TimeSeries.Granularity.MINUTES, // expect: ERROR TimeSeriesCollection
                        bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class C { org.bson.types.ObjectId id; Date time; }
                @Document(collection = "b")
                @TimeSeries(timeField = "time",
                        granularity = TimeSeries.Granularity.HOURS, // expect: ERROR TimeSeriesCollection
                        bucketMaxSpanSeconds = 4000, bucketRoundingSeconds = 4000)
                class D { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_negative_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: both -1 fail (BadValue, or the IDL's 51024 before 7.1).
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time",
                        bucketMaxSpanSeconds = -1, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = -1)
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_aboveAYear_bucketSpanAndRoundingSeconds() {
        // bucket_span_and_rounding_seconds.js: bucketingValueMax = 86400 * 365; both at max + 1 fail.
        check("""
                @Document(collection = "t")
                @TimeSeries(timeField = "time",
                        bucketMaxSpanSeconds = 31536001, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = 31536001)
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_bucketSettings_at60() {
        // Custom bucketing parameters came with 6.3 (featureFlagTimeseriesScalabilityImprovements in
        // validateAndSetBucketingParameters; bucket_span_and_rounding_seconds.js is a 6.3 test).
        checkAt("6.0", """
                @Document(collection = "t")
                @TimeSeries(timeField = "time",
                        bucketMaxSpanSeconds = 4000, // expect: ERROR TimeSeriesCollection
                        bucketRoundingSeconds = 4000)
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    // ---------------------------------------------------------------- TimeSeriesCollection: validator, indexes

    @Test
    void refused_validator_timeseriesCreate() {
        // timeseries_create.js: testIncompatibleCreateOptions({validator: {}}), ({validationLevel: "off"})
        // and ({validationAction: "warn"}) fail with InvalidOptions.
        check("""
                @Document(collection = "timeseries_10")
                @Validation(level = Validation.Level.OFF, action = Validation.Action.WARN)
                @TimeSeries(timeField = "time") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; }
                """, RULES);
    }

    @Test
    void refused_textIndex_timeseriesTextGeonearDisallowed() {
        // jstests/core/timeseries/geo/timeseries_text_geonear_disallowed.js: createIndex({"tags.descr":
        // "text"}) fails with InvalidOptions ("Text indices are disallowed on collections clustered by _id").
        check("""
                @Document(collection = "ts_point_data")
                @TimeSeries(timeField = "time", metaField = "tags")
                @IndexHint(keys = "tags.descr:text") // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date time; Tags tags; int value; }
                class Tags { String descr; }
                """, RULES);
    }

    @Test
    void refused_uniqueIndex_timeseriesIndex() {
        // jstests/core/timeseries/timeseries_index.js (5.0): "Unique indexes are not supported on
        // time-series collections": createIndex({[metaFieldName]: 1}, {unique: true}) fails with
        // InvalidOptions; the server's timeseries README lists unique and text as never supported.
        check("""
                @Document(collection = "timeseries_index")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = "mm", unique = true) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date tm; String mm; }
                """, RULES);
    }

    @Test
    void refused_ttlWithoutPartialFilter_timeseriesIndexTtlPartial() {
        // jstests/core/timeseries/ddl/timeseries_index_ttl_partial.js: createIndex({tm: 1},
        // {expireAfterSeconds: 3600}) fails with InvalidOptions ("only allowed in conjunction with
        // partialFilterExpressions on the metafield").
        check("""
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = "tm", name = "partialTTLIndex", expireAfterSeconds = 3600) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date tm; int mm; }
                """, RULES);
    }

    @Test
    void refused_ttlOnMetaField_timeseriesIndexTtlPartial() {
        // timeseries_index_ttl_partial.js: createIndex({mm: 1}, {expireAfterSeconds: 3600}) fails, and so
        // does {mm: 1} with the filter on the metaField ("TTL indexes are only allowed on the time field").
        check("""
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = "mm", name = "partialTTLIndex", partialFilter = "{\\"mm\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date tm; Date mm; }
                """, RULES);
    }

    @Test
    void accepted_ttlOnTimeWithFilterOnMeta_timeseriesIndexTtlPartial() {
        // timeseries_index_ttl_partial.js: createIndex({tm: 1}, {partialFilterExpression: {mm: {$gt: 5}},
        // expireAfterSeconds: 400}) works, also on a collection created with expireAfterSeconds: 3600.
        check("""
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm", expireAfterSeconds = 3600)
                @IndexHint(keys = "tm", name = "partialTTLIndex", partialFilter = "{\\"mm\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400)
                class C { org.bson.types.ObjectId id; Date tm; int mm; }
                """, RULES);
    }

    @Test
    void refused_ttlFilterOnDataOrMetaAndDataOrTime_timeseriesIndexTtlPartial() {
        // timeseries_index_ttl_partial.js: {tm: 1} with a filter on "data", on mm and "data", or on tm
        // fails with InvalidOptions.
        check("""
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = "tm", name = "a", partialFilter = "{\\"data\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400) // expect: ERROR TimeSeriesCollection
                @IndexHint(keys = "tm", name = "b", partialFilter = "{\\"mm\\": {\\"$gt\\": 5}, \\"data\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400) // expect: ERROR TimeSeriesCollection
                @IndexHint(keys = "tm", name = "c", partialFilter = "{\\"tm\\": {\\"$gt\\": {\\"$date\\": \\"2024-01-01T00:00:00Z\\"}}}",
                        expireAfterSeconds = 400) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date tm; int mm; int data; }
                """, RULES);
    }

    @Test
    void refused_compoundTtl_timeseriesIndexTtlPartial() {
        // timeseries_index_ttl_partial.js: {tm: 1, mm: 1} with the filter on mm fails with
        // CannotCreateIndex: TtlIndex's refusal, as on any collection.
        check("""
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = {"tm", "mm"}, name = "partialTTLIndex", partialFilter = "{\\"mm\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400) // expect: ERROR TtlIndex
                class C { org.bson.types.ObjectId id; Date tm; int mm; }
                """, RULES);
    }

    @Test
    void refused_ttlWithFilterOnMeta_at60_timeseriesIndex() {
        // jstests/core/timeseries/timeseries_index.js (5.0): "TTL indexes are not supported on
        // time-series collections"; the partial TTL of timeseries_index_ttl_partial.js came with 6.3.
        checkAt("6.0", """
                @Document(collection = "timeseries_index_ttl_partial")
                @TimeSeries(timeField = "tm", metaField = "mm")
                @IndexHint(keys = "tm", name = "partialTTLIndex", partialFilter = "{\\"mm\\": {\\"$gt\\": 5}}",
                        expireAfterSeconds = 400) // expect: ERROR TimeSeriesCollection
                class C { org.bson.types.ObjectId id; Date tm; int mm; }
                """, RULES);
    }
}
