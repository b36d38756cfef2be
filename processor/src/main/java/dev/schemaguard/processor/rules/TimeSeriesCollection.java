package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.PartialFilter;
import dev.schemaguard.processor.model.PathResolution;
import java.util.List;

/**
 * What {@code create} and {@code createIndexes} refuse of a time series collection
 * (timeseries_create.js, bucket_span_and_rounding_seconds.js, timeseries_index_ttl_partial.js,
 * timeseries_text_geonear_disallowed.js). {@code @Capped} beside it is CappedCollection's.
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A @TimeSeries collection MongoDB refuses: fields that are not top-level, a timeField that is not "
                + "a date, bucket settings it rejects, unique, text or TTL indexes, or a validator")
public final class TimeSeriesCollection implements DocumentRule {

    /** The largest bucketMaxSpanSeconds and bucketRoundingSeconds: a year. */
    static final long MAX_BUCKET_SECONDS = 31_536_000L;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        CollectionOptions.TimeSeries ts = document.collectionOptions().timeSeries();
        if (ts == null) {
            return;
        }
        if (options.mongodbVersion().isBefore(5, 0)) {
            report.report(Message.TIME_SERIES_VERSION, ts.origin(), options.mongodbVersion());
            return;
        }
        FieldModel time = field(document, ts, "timeField", ts.timeField(), report);
        if (time != null && storedType(time) != BsonType.DATE && storedType(time) != BsonType.ANY) {
            report.report(
                    Message.TIME_SERIES_TIME_NOT_DATE,
                    ts.originOf("timeField"),
                    ts.timeField(),
                    time.type().javaType());
        }
        FieldModel meta = ts.hasMetaField() ? field(document, ts, "metaField", ts.metaField(), report) : null;
        if (meta != null && "_id".equals(meta.storedName())) {
            report.report(Message.TIME_SERIES_META_ID, ts.originOf("metaField"), ts.metaField());
        } else if (meta != null && time != null && meta.storedName().equals(time.storedName())) {
            report.report(Message.TIME_SERIES_META_IS_TIME, ts.originOf("metaField"), ts.metaField());
        }
        bucketSettings(ts, options, report);
        for (IndexSpec index : document.indexes()) {
            if (index.unique()) {
                report.report(Message.TIME_SERIES_UNIQUE, index.originOf("unique"), index.describe());
            }
            if (index.hasKeyOfType(IndexKeyType.TEXT)) {
                report.report(Message.TIME_SERIES_TEXT, index.origin(), index.describe());
            }
            // a compound TTL or one on _id is TtlIndex's refusal, whatever the collection
            if (index.isTtl()
                    && index.keys().size() == 1
                    && !index.isDefaultIdIndex()
                    && !ttlAccepted(index, time, meta, options)) {
                String why = options.mongodbVersion().isBefore(6, 3)
                        ? "before 6.3 refuses TTL indexes there (the target is " + options.mongodbVersion() + ")"
                        : "accepts a TTL index there only on the timeField alone, with a partial filter on the "
                                + "metaField only (InvalidOptions, 72)";
                report.report(
                        Message.TIME_SERIES_TTL,
                        index.originOf("expireAfterSeconds"),
                        index.describe(),
                        why,
                        expiry(ts));
            }
        }
        CollectionOptions.Validation validation = document.collectionOptions().validation();
        // -Aschemaguard.validation turns validation on for every document: that is no declaration on this one
        if (validation != null && validation.origin() != Origin.NONE) {
            report.report(Message.TIME_SERIES_VALIDATION, ts.origin(), document.simpleName());
        }
    }

    /**
     * The collection's expiry, in the {@code @TimeSeries} the user wrote: Spring Data's, the only other one read
     * (SpringDataVocabulary), has {@code expireAfter}, a duration, where schemaguard's has {@code expireAfterSeconds}
     * (org.springframework.data.mongodb.core.mapping.TimeSeries).
     */
    private static String expiry(CollectionOptions.TimeSeries ts) {
        return ts.origin().annotationName() != null
                ? "@TimeSeries(expireAfter = \"...\"), a duration such as \"30d\","
                : "@TimeSeries(expireAfterSeconds = ...)";
    }

    /** The top-level field a member names, or {@code null} after reporting why it names none. */
    private static FieldModel field(
            DocumentModel document,
            CollectionOptions.TimeSeries ts,
            String member,
            String javaPath,
            ValidationReport report) {
        if (javaPath.contains(".")) {
            report.report(
                    Message.TIME_SERIES_DOTTED, ts.originOf(member), member, javaPath, member, document.simpleName());
            return null;
        }
        PathResolution resolution = document.paths().resolve(javaPath);
        if (!resolution.isResolved()) {
            String renamed = resolution.renamedField();
            String suggestion = renamed != null
                    ? " ('" + javaPath + "' is how '" + renamed + "' is stored); did you mean '" + renamed + "'?"
                    : ClosestName.among(javaPath, resolution.candidates())
                            .map(n -> "; did you mean '" + n + "'?")
                            .orElse("");
            report.report(
                    Message.TIME_SERIES_UNKNOWN,
                    ts.originOf(member),
                    member,
                    javaPath,
                    javaPath,
                    document.simpleName(),
                    suggestion,
                    member);
            return null;
        }
        return resolution.lastField();
    }

    private static BsonType storedType(FieldModel field) {
        return field.type().bson();
    }

    /** One finding at most: the first refusal in the order the server checks them. */
    private static void bucketSettings(
            CollectionOptions.TimeSeries ts, SchemaGuardOptions options, ValidationReport report) {
        if (!ts.hasBucketSettings()) {
            return;
        }
        long span = ts.bucketMaxSpanSeconds();
        long rounding = ts.bucketRoundingSeconds();
        // the granularity's own span, given alone, is what the server would set anyway (timeseries_create.js);
        // the generated options must then send the granularity beside it
        if (rounding == 0 && span == ts.granularity().defaultBucketMaxSpanSeconds()) {
            return;
        }
        String first = span != 0 ? "bucketMaxSpanSeconds" : "bucketRoundingSeconds";
        if (options.mongodbVersion().isBefore(6, 3)) {
            report.report(
                    Message.TIME_SERIES_BUCKET_VERSION,
                    ts.originOf(first),
                    first,
                    span != 0 ? span : rounding,
                    options.mongodbVersion());
            return;
        }
        for (String member : List.of("bucketMaxSpanSeconds", "bucketRoundingSeconds")) {
            long value = member.equals("bucketMaxSpanSeconds") ? span : rounding;
            if (value != 0 && (value < 1 || value > MAX_BUCKET_SECONDS)) {
                report.report(Message.TIME_SERIES_BUCKET_RANGE, ts.originOf(member), member, value);
                return;
            }
        }
        if (span == 0 || rounding == 0) {
            String missing = span == 0 ? "bucketMaxSpanSeconds" : "bucketRoundingSeconds";
            report.report(
                    Message.TIME_SERIES_BUCKET_ALONE, ts.originOf(first), first, span != 0 ? span : rounding, missing);
        } else if (span != rounding) {
            report.report(Message.TIME_SERIES_BUCKET_UNEQUAL, ts.originOf("bucketRoundingSeconds"), span, rounding);
        } else if (ts.granularity() != CollectionOptions.Granularity.SECONDS) {
            report.report(Message.TIME_SERIES_BUCKET_GRANULARITY, ts.originOf("granularity"), ts.granularity());
        }
    }

    /**
     * From 6.3, a TTL on the timeField alone is built when its partial filter names the metaField and
     * nothing else (timeseries_index_ttl_partial.js).
     */
    private static boolean ttlAccepted(IndexSpec index, FieldModel time, FieldModel meta, SchemaGuardOptions options) {
        if (options.mongodbVersion().isBefore(6, 3) || time == null || meta == null || !index.isPartial()) {
            return false;
        }
        if (!time.storedName().equals(index.keys().get(0).storedPath())) {
            return false;
        }
        List<String> paths = PartialFilter.parse(index.partialFilter()).fieldPaths();
        return !paths.isEmpty()
                && paths.stream().allMatch(p -> p.equals(meta.storedName()) || p.startsWith(meta.storedName() + "."));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TIME_SERIES_VERSION(
                "@TimeSeries needs MongoDB 5.0, and the target is %s: older servers refuse the timeseries option of "
                        + "create; raise -Aschemaguard.mongodbVersion, or store the measurements in a regular "
                        + "collection with buckets of your own (bucket pattern)"),
        TIME_SERIES_DOTTED("@TimeSeries(%s = \"%s\") names a nested field: MongoDB takes only a top-level field as %s "
                + "(InvalidOptions, 72); name a field of '%s' itself"),
        TIME_SERIES_UNKNOWN(
                "@TimeSeries(%s = \"%s\") does not resolve: '%s' is not a stored field of '%s'%s; %s is a Java field "
                        + "name, as in index keys"),
        TIME_SERIES_TIME_NOT_DATE(
                "@TimeSeries(timeField = \"%s\") is a field of type %s, not a date: MongoDB refuses every insert whose "
                        + "timeField is not a BSON date; make it a java.time.Instant or java.util.Date"),
        TIME_SERIES_META_ID("@TimeSeries(metaField = \"%s\") is stored as _id: MongoDB refuses _id as the metaField "
                + "(InvalidOptions, 72); name the field that labels a series, such as sensorId or a metadata "
                + "subdocument"),
        TIME_SERIES_META_IS_TIME(
                "@TimeSeries(metaField = \"%s\") is the timeField too: MongoDB refuses a metaField equal to the "
                        + "timeField (InvalidOptions, 72); name the field that labels a series"),
        TIME_SERIES_BUCKET_VERSION(
                "@TimeSeries(%s = %d) needs MongoDB 6.3, and the target is %s: older servers refuse custom bucket "
                        + "settings; use granularity instead, or raise -Aschemaguard.mongodbVersion"),
        TIME_SERIES_BUCKET_RANGE(
                "@TimeSeries(%s = %d) is outside 1..31536000 (a year): MongoDB refuses it; give the bucket span in "
                        + "seconds, or leave bucket settings out and use granularity"),
        TIME_SERIES_BUCKET_ALONE(
                "@TimeSeries(%s = %d) is given without %s: MongoDB refuses one bucket setting without the other "
                        + "(InvalidOptions, 72: \"need to be set alongside each other\"); give both, with the same "
                        + "value"),
        TIME_SERIES_BUCKET_UNEQUAL(
                "@TimeSeries(bucketMaxSpanSeconds = %d, bucketRoundingSeconds = %d) differ: MongoDB refuses them "
                        + "unless they are equal (InvalidOptions, 72); give both the same value"),
        TIME_SERIES_BUCKET_GRANULARITY(
                "@TimeSeries(granularity = %s) is given with custom bucket settings: MongoDB refuses bucket settings "
                        + "other than the granularity's own beside a granularity (InvalidOptions, 72); keep either the "
                        + "granularity or bucketMaxSpanSeconds and bucketRoundingSeconds"),
        TIME_SERIES_UNIQUE(
                "unique index %s is on a time series collection: MongoDB refuses unique indexes there (measurements "
                        + "are stored in buckets, not one document each); drop unique, and enforce uniqueness in the "
                        + "application or in a regular collection"),
        TIME_SERIES_TEXT(
                "text index %s is on a time series collection: MongoDB refuses text indexes there; search the text in "
                        + "a regular collection, or use Atlas Search"),
        TIME_SERIES_TTL("TTL index %s is on a time series collection: MongoDB %s; expire measurements with %s instead"),
        TIME_SERIES_VALIDATION(
                "'%s' is @TimeSeries with @Validation: MongoDB refuses validator, validationLevel and validationAction "
                        + "on a time series collection (InvalidOptions, 72); remove @Validation");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
