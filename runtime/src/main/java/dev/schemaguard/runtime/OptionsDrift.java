package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.BsonComparison.flag;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.TimeSeriesGranularity;
import com.mongodb.client.model.TimeSeriesOptions;
import com.mongodb.client.model.ValidationOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Compares the options a collection is declared with (its {@code CreateCollectionOptions}) with
 * the {@code options} document {@code listCollections} reports for it, the way a real server
 * writes it back: a capped size rounded up to a multiple of 256 bytes (unless the server has
 * featureFlagCappedCollectionsRelaxedSize), {@code max} 2147483647 for "no limit", a time series'
 * granularity and bucket span filled in from their defaults, and the bucket rounding from 6.3 on,
 * a collation with every attribute filled in, a validator as it was sent, the validation level and
 * action absent or at their defaults ({@code strict}, {@code error}).
 */
final class OptionsDrift {

    /** The largest max a capped collection keeps; the server stores it for "no limit" (collection_options.cpp). */
    private static final long NO_MAX = 0x7fffffffL;

    static final String VALIDATOR = "validator";
    static final String VALIDATION_LEVEL = "validationLevel";
    static final String VALIDATION_ACTION = "validationAction";

    private static final String FIXED = "reported only: MongoDB cannot change it on an existing collection";

    private OptionsDrift() {}

    /**
     * Every option of {@code existing} (a listCollections {@code options} document) that differs
     * from {@code declared}, in the order of the list in {@link Drift#option()}.
     *
     * @param validatorsHow what the drift of a validator, level or action says can be done
     */
    static List<Drift> compare(
            String namespace, CreateCollectionOptions declared, BsonDocument existing, String validatorsHow) {
        List<Drift> drifts = new ArrayList<Drift>();
        capped(namespace, declared, existing, drifts);
        timeSeries(namespace, timeSeriesOf(declared), existing, drifts);
        Long expireAfter = expireAfterOf(declared);
        Long existingExpireAfter = existing.isNumber("expireAfterSeconds")
                ? existing.getNumber("expireAfterSeconds").longValue()
                : null;
        if (!same(expireAfter, existingExpireAfter)) {
            drifts.add(new Drift(
                    namespace,
                    "expireAfterSeconds",
                    orNone(expireAfter),
                    orNone(existingExpireAfter),
                    true,
                    "by hand: collMod expireAfterSeconds (time series and clustered collections); the bootstrap does not "
                            + "change it"));
        }
        validation(namespace, declared.getValidationOptions(), existing, validatorsHow, drifts);
        BsonDocument collation =
                declared.getCollation() == null ? null : declared.getCollation().asDocument();
        BsonDocument existingCollation = existing.isDocument("collation") ? existing.getDocument("collation") : null;
        if (!CollationMatch.same(collation, existingCollation)) {
            drifts.add(new Drift(
                    namespace,
                    "collation",
                    json(collation),
                    json(existingCollation),
                    false,
                    "reported only: a collection's collation cannot be changed after creation"));
        }
        BsonDocument storage = withoutEmpty(IndexSpecs.document(declared.getStorageEngineOptions()));
        BsonDocument existingStorage =
                withoutEmpty(existing.isDocument("storageEngine") ? existing.getDocument("storageEngine") : null);
        if (!sameUnordered(storage, existingStorage)) {
            drifts.add(new Drift(
                    namespace,
                    "storageEngine",
                    json(storage),
                    json(existingStorage),
                    false,
                    "reported only: storage engine options are set when the collection is created"));
        }
        return drifts;
    }

    /**
     * The options as {@code listCollections} would report them right after a create with them, the
     * server's defaults left out: how two declarations of one collection are compared.
     */
    static BsonDocument asListed(CreateCollectionOptions options) {
        BsonDocument out = new BsonDocument();
        if (options.isCapped()) {
            out.append("capped", BsonBoolean.TRUE).append("size", new BsonInt64(options.getSizeInBytes()));
            if (options.getMaxDocuments() > 0) {
                out.append("max", new BsonInt64(options.getMaxDocuments()));
            }
        }
        TimeSeriesOptions timeSeries = timeSeriesOf(options);
        if (timeSeries != null) {
            out.append("timeseries", declaredTimeSeries(timeSeries));
        }
        Long expireAfter = expireAfterOf(options);
        if (expireAfter != null) {
            out.append("expireAfterSeconds", new BsonInt64(expireAfter));
        }
        ValidationOptions validation = options.getValidationOptions();
        BsonDocument validator = validation == null ? null : IndexSpecs.document(validation.getValidator());
        if (validator != null) {
            out.append(VALIDATOR, validator);
        }
        if (validation != null && validation.getValidationLevel() != null) {
            out.append(VALIDATION_LEVEL, new BsonString(level(validation)));
        }
        if (validation != null && validation.getValidationAction() != null) {
            out.append(VALIDATION_ACTION, new BsonString(action(validation)));
        }
        if (options.getCollation() != null) {
            out.append("collation", options.getCollation().asDocument());
        }
        BsonDocument storage = IndexSpecs.document(options.getStorageEngineOptions());
        if (storage != null) {
            out.append("storageEngine", storage);
        }
        return out;
    }

    /**
     * The collMod that gives the collection its declared validator, level and action, carrying
     * only those that drifted; {@code null} when none did. A validator declared as none is sent as
     * {@code {}}, which removes it.
     */
    static BsonDocument collMod(String collection, CreateCollectionOptions declared, List<Drift> drifts) {
        BsonDocument command = new BsonDocument("collMod", new BsonString(collection));
        ValidationOptions validation = declared.getValidationOptions();
        for (Drift drift : drifts) {
            if (drift.option().equals(VALIDATOR)) {
                BsonDocument validator = validation == null ? null : IndexSpecs.document(validation.getValidator());
                command.append(VALIDATOR, validator == null ? new BsonDocument() : validator);
            } else if (drift.option().equals(VALIDATION_LEVEL)) {
                command.append(VALIDATION_LEVEL, new BsonString(level(validation)));
            } else if (drift.option().equals(VALIDATION_ACTION)) {
                command.append(VALIDATION_ACTION, new BsonString(action(validation)));
            }
        }
        return command.size() == 1 ? null : command;
    }

    static boolean isValidation(Drift drift) {
        return drift.option().equals(VALIDATOR)
                || drift.option().equals(VALIDATION_LEVEL)
                || drift.option().equals(VALIDATION_ACTION);
    }

    /** The declared time series, or {@code null}: a driver before 4.3 has none to declare. */
    static TimeSeriesOptions timeSeriesOf(CreateCollectionOptions options) {
        return DriverFeature.TIME_SERIES.available() ? options.getTimeSeriesOptions() : null;
    }

    /** The declared expireAfterSeconds (time series and clustered collections), or {@code null}; none before driver 4.3. */
    private static Long expireAfterOf(CreateCollectionOptions options) {
        long seconds = DriverFeature.TIME_SERIES.available() ? options.getExpireAfter(TimeUnit.SECONDS) : 0;
        return seconds > 0 ? seconds : null;
    }

    /** A bucket setting of a declared time series, or {@code null}: a driver before 4.10 has none to declare. */
    private static Long bucketMaxSpanOf(TimeSeriesOptions options) {
        return DriverFeature.TIME_SERIES_BUCKETS.available() ? options.getBucketMaxSpan(TimeUnit.SECONDS) : null;
    }

    private static Long bucketRoundingOf(TimeSeriesOptions options) {
        return DriverFeature.TIME_SERIES_BUCKETS.available() ? options.getBucketRounding(TimeUnit.SECONDS) : null;
    }

    /**
     * {@code size} is compared only when both are capped: a size sent without {@code capped} is
     * refused by the server, and the driver does not send it. The server keeps the size rounded
     * up to a multiple of 256 unless featureFlagCappedCollectionsRelaxedSize is on.
     */
    private static void capped(
            String namespace, CreateCollectionOptions declared, BsonDocument existing, List<Drift> drifts) {
        boolean existingCapped = flag(existing, "capped");
        if (declared.isCapped() != existingCapped) {
            drifts.add(new Drift(
                    namespace,
                    "capped",
                    declared.isCapped() ? "capped, size " + declared.getSizeInBytes() : "not capped",
                    existingCapped
                            ? "capped, size "
                                    + (existing.isNumber("size")
                                            ? existing.getNumber("size").longValue()
                                            : 0)
                            : "not capped",
                    false,
                    FIXED + " (convertToCapped rewrites it without its indexes, nothing uncaps it): recreate it"));
            return;
        }
        if (!declared.isCapped()) {
            return;
        }
        long size = declared.getSizeInBytes();
        long existingSize =
                existing.isNumber("size") ? existing.getNumber("size").longValue() : 0;
        if (existingSize != size && existingSize != roundedUp(size)) {
            drifts.add(new Drift(
                    namespace,
                    "size",
                    String.valueOf(size),
                    String.valueOf(existingSize),
                    true,
                    "by hand: collMod cappedSize (MongoDB 6.0 and later); the bootstrap does not resize collections"));
        }
        Long max = maxDocuments(declared.getMaxDocuments());
        Long existingMax = existing.isNumber("max")
                ? maxDocuments(existing.getNumber("max").longValue())
                : null;
        if (!same(max, existingMax)) {
            drifts.add(new Drift(
                    namespace,
                    "max",
                    max == null ? "none" : String.valueOf(max),
                    existingMax == null ? "none" : String.valueOf(existingMax),
                    true,
                    "by hand: collMod cappedMax (MongoDB 6.0 and later); the bootstrap does not resize collections"));
        }
    }

    private static long roundedUp(long size) {
        return (size + 0xff) & ~0xffL;
    }

    /** Zero, negative and 2^31-1 all mean "no limit" (the server stores 2^31-1 for the first two). */
    private static Long maxDocuments(long max) {
        return max <= 0 || max >= NO_MAX ? null : max;
    }

    /**
     * Compared as the server's own timeseries::optionsAreEqual does: a granularity left out is
     * {@code seconds}, a bucket span or rounding left out is the granularity's. A difference in
     * span or rounding that only follows from a granularity difference is that one drift.
     */
    private static void timeSeries(
            String namespace, TimeSeriesOptions declared, BsonDocument existingOptions, List<Drift> drifts) {
        BsonDocument existing =
                existingOptions.isDocument("timeseries") ? existingOptions.getDocument("timeseries") : null;
        if (declared == null || existing == null) {
            if (declared != null || existing != null) {
                drifts.add(new Drift(
                        namespace,
                        "timeseries",
                        declared == null ? "none" : declaredTimeSeries(declared).toJson(),
                        json(existing),
                        false,
                        FIXED + ": copy the data into a new collection"));
            }
            return;
        }
        String timeField = BsonComparison.string(existing, "timeField", null);
        if (!declared.getTimeField().equals(timeField)) {
            drifts.add(new Drift(
                    namespace,
                    "timeseries.timeField",
                    quoted(declared.getTimeField()),
                    quoted(timeField),
                    false,
                    FIXED + ": copy the data into a new collection"));
        }
        String metaField = BsonComparison.string(existing, "metaField", null);
        if (!same(declared.getMetaField(), metaField)) {
            drifts.add(new Drift(
                    namespace,
                    "timeseries.metaField",
                    quoted(declared.getMetaField()),
                    quoted(metaField),
                    false,
                    FIXED + ": copy the data into a new collection"));
        }
        String granularity = declared.getGranularity() == null
                ? "seconds"
                : declared.getGranularity().name().toLowerCase(Locale.ROOT);
        String existingGranularity = BsonComparison.string(existing, "granularity", "seconds");
        if (!granularity.equals(existingGranularity)) {
            boolean upward = rank(granularity) > rank(existingGranularity);
            drifts.add(new Drift(
                    namespace,
                    "timeseries.granularity",
                    withDefault(quoted(granularity), declared.getGranularity() == null),
                    withDefault(quoted(existingGranularity), !existing.containsKey("granularity")),
                    upward,
                    upward
                            ? "by hand: collMod timeseries.granularity; the bootstrap does not change it"
                            : FIXED + " (a granularity can only be raised): copy the data into a new collection"));
        }
        Long span = bucketMaxSpanOf(declared);
        Long existingSpan = existing.isNumber("bucketMaxSpanSeconds")
                ? existing.getNumber("bucketMaxSpanSeconds").longValue()
                : null;
        bucket(
                namespace,
                "timeseries.bucketMaxSpanSeconds",
                span,
                granularity,
                existingSpan,
                existingGranularity,
                true,
                drifts);
        Long rounding = bucketRoundingOf(declared);
        Long existingRounding = existing.isNumber("bucketRoundingSeconds")
                ? existing.getNumber("bucketRoundingSeconds").longValue()
                : null;
        bucket(
                namespace,
                "timeseries.bucketRoundingSeconds",
                rounding,
                granularity,
                existingRounding,
                existingGranularity,
                false,
                drifts);
    }

    private static void bucket(
            String namespace,
            String option,
            Long declared,
            String granularity,
            Long existing,
            String existingGranularity,
            boolean span,
            List<Drift> drifts) {
        long effective = declared != null ? declared : bucketDefault(granularity, span);
        long existingEffective = existing != null ? existing : bucketDefault(existingGranularity, span);
        boolean bothDefaults = effective == bucketDefault(granularity, span)
                && existingEffective == bucketDefault(existingGranularity, span);
        if (effective == existingEffective || bothDefaults && !granularity.equals(existingGranularity)) {
            return;
        }
        boolean upward = effective > existingEffective;
        drifts.add(new Drift(
                namespace,
                option,
                withDefault(String.valueOf(effective), declared == null),
                withDefault(String.valueOf(existingEffective), existing == null),
                upward,
                upward
                        ? "by hand: collMod timeseries bucketMaxSpanSeconds and bucketRoundingSeconds (MongoDB 6.3 and later); "
                                + "the bootstrap does not change them"
                        : FIXED + " (bucket settings can only be raised): copy the data into a new collection"));
    }

    /** The server's defaults by granularity (timeseries_options.cpp): an hour, a day, 30 days; rounded to a minute, an hour, a day. */
    private static long bucketDefault(String granularity, boolean span) {
        if (granularity.equals("hours")) {
            return span ? 60L * 60 * 24 * 30 : 60L * 60 * 24;
        }
        if (granularity.equals("minutes")) {
            return span ? 60L * 60 * 24 : 60L * 60;
        }
        return span ? 60L * 60 : 60L;
    }

    private static int rank(String granularity) {
        return granularity.equals("hours") ? 2 : granularity.equals("minutes") ? 1 : 0;
    }

    private static BsonDocument declaredTimeSeries(TimeSeriesOptions options) {
        BsonDocument out = new BsonDocument("timeField", new BsonString(options.getTimeField()));
        if (options.getMetaField() != null) {
            out.append("metaField", new BsonString(options.getMetaField()));
        }
        TimeSeriesGranularity granularity = options.getGranularity();
        if (granularity != null) {
            out.append("granularity", new BsonString(granularity.name().toLowerCase(Locale.ROOT)));
        }
        Long span = bucketMaxSpanOf(options);
        if (span != null) {
            out.append("bucketMaxSpanSeconds", new BsonInt64(span));
        }
        Long rounding = bucketRoundingOf(options);
        if (rounding != null) {
            out.append("bucketRoundingSeconds", new BsonInt64(rounding));
        }
        return out;
    }

    /**
     * The validator as sent, compared without regard to the order of keys inside documents (another
     * tool may have written the same {@code $jsonSchema} in another order) and numbers by value.
     */
    private static void validation(
            String namespace, ValidationOptions declared, BsonDocument existing, String how, List<Drift> drifts) {
        // an empty validator is none (collMod validator: {} removes it); inside one, {} is a value to match
        BsonDocument validator = declared == null ? null : emptyIsNone(IndexSpecs.document(declared.getValidator()));
        BsonDocument existingValidator =
                emptyIsNone(existing.isDocument(VALIDATOR) ? existing.getDocument(VALIDATOR) : null);
        if (!sameUnordered(validator, existingValidator)) {
            drifts.add(new Drift(namespace, VALIDATOR, json(validator), json(existingValidator), true, how));
        }
        String level = level(declared);
        String existingLevel = BsonComparison.string(existing, VALIDATION_LEVEL, "strict");
        if (!level.equals(existingLevel)) {
            drifts.add(new Drift(
                    namespace,
                    VALIDATION_LEVEL,
                    withDefault(quoted(level), declared == null || declared.getValidationLevel() == null),
                    withDefault(quoted(existingLevel), !existing.isString(VALIDATION_LEVEL)),
                    true,
                    how));
        }
        String action = action(declared);
        String existingAction = BsonComparison.string(existing, VALIDATION_ACTION, "error");
        if (!action.equals(existingAction)) {
            drifts.add(new Drift(
                    namespace,
                    VALIDATION_ACTION,
                    withDefault(quoted(action), declared == null || declared.getValidationAction() == null),
                    withDefault(quoted(existingAction), !existing.isString(VALIDATION_ACTION)),
                    true,
                    how));
        }
    }

    private static String level(ValidationOptions options) {
        return options == null || options.getValidationLevel() == null
                ? "strict"
                : options.getValidationLevel().getValue();
    }

    private static String action(ValidationOptions options) {
        return options == null || options.getValidationAction() == null
                ? "error"
                : options.getValidationAction().getValue();
    }

    /** Documents equal whatever the order of their keys, numbers by value, arrays in order; {@code null} is none. */
    static boolean sameUnordered(BsonValue a, BsonValue b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.isDocument() && b.isDocument()) {
            BsonDocument da = a.asDocument();
            BsonDocument db = b.asDocument();
            if (!da.keySet().equals(db.keySet())) {
                return false;
            }
            for (Map.Entry<String, BsonValue> entry : da.entrySet()) {
                if (!sameUnordered(entry.getValue(), db.get(entry.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isArray() && b.isArray()) {
            if (a.asArray().size() != b.asArray().size()) {
                return false;
            }
            for (int i = 0; i < a.asArray().size(); i++) {
                if (!sameUnordered(a.asArray().get(i), b.asArray().get(i))) {
                    return false;
                }
            }
            return true;
        }
        return BsonComparison.sameValue(a, b);
    }

    /** {@code null} for a missing or empty document, and without the entries that are empty documents ({@code wiredTiger: {}}). */
    private static BsonDocument withoutEmpty(BsonDocument document) {
        if (document == null) {
            return null;
        }
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> entry : document.entrySet()) {
            if (!(entry.getValue().isDocument() && entry.getValue().asDocument().isEmpty())) {
                out.append(entry.getKey(), entry.getValue());
            }
        }
        return out.isEmpty() ? null : out;
    }

    private static BsonDocument emptyIsNone(BsonDocument document) {
        return document == null || document.isEmpty() ? null : document;
    }

    private static boolean same(Object a, Object b) {
        return a == null ? b == null : a.equals(b);
    }

    private static String json(BsonDocument document) {
        return document == null ? "none" : document.toJson();
    }

    private static String orNone(Long value) {
        return value == null ? "none" : String.valueOf(value);
    }

    private static String quoted(String value) {
        return value == null ? "none" : "\"" + value + "\"";
    }

    private static String withDefault(String value, boolean isDefault) {
        return isDefault ? value + " (default)" : value;
    }
}
