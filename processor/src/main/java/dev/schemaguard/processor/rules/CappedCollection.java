package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;

/**
 * What {@code create} and {@code createIndexes} refuse of a capped collection (create.idl's size and
 * max validators, timeseries_create.js, ttl_index_capped_collection.js), and a shard key on it
 * (shardCollection: "can't shard a capped collection", InvalidOptions).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A @Capped collection MongoDB refuses: size outside 1 byte..1 PB, max of 2^31 or more, "
                + "time series, a shard key, or a TTL index on targets 5.2 to 7.0")
public final class CappedCollection implements DocumentRule {

    /** create's {@code size} upper bound, 1 PB as the server counts it. */
    static final long MAX_SIZE_BYTES = 1L << 50;
    /** create's {@code max} must stay below 2^31; zero or negative means no limit. */
    static final long MAX_DOCUMENTS_LIMIT = 1L << 31;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        CollectionOptions.Capped capped = document.collectionOptions().capped();
        if (capped == null) {
            return;
        }
        if (capped.sizeBytes() < 1 || capped.sizeBytes() > MAX_SIZE_BYTES) {
            report.report(
                    Message.CAPPED_SIZE, capped.originOf("sizeBytes"), capped.spelled("sizeBytes", capped.sizeBytes()));
        }
        if (capped.maxDocuments() >= MAX_DOCUMENTS_LIMIT) {
            report.report(
                    Message.CAPPED_MAX,
                    capped.originOf("maxDocuments"),
                    capped.spelled("maxDocuments", capped.maxDocuments()));
        }
        CollectionOptions.TimeSeries timeSeries = document.collectionOptions().timeSeries();
        if (timeSeries != null) {
            report.report(
                    Message.CAPPED_TIME_SERIES,
                    capped.origin(),
                    document.simpleName(),
                    capped.spelled(),
                    expiry(timeSeries));
        }
        if (document.shardKey() != null) {
            report.report(
                    Message.CAPPED_SHARDED,
                    capped.origin(),
                    document.simpleName(),
                    capped.spelled(),
                    document.shardKey().keysDocument(),
                    document.shardKey().annotation(),
                    ShardKey.simpleName(document.shardKey().declaringType()),
                    capped.removal());
        }
        // 5.2 stopped building TTL indexes on capped collections; 7.1 allowed them again
        if (options.mongodbVersion().isAtLeast(5, 2) && options.mongodbVersion().isBefore(7, 1)) {
            for (IndexSpec index : document.indexes()) {
                if (index.isTtl()) {
                    report.report(
                            Message.CAPPED_TTL,
                            index.originOf("expireAfterSeconds"),
                            index.describe(),
                            options.mongodbVersion());
                }
            }
        }
    }

    /**
     * How the time series expires its measurements, in the annotation it is declared with: schemaguard's
     * {@code expireAfterSeconds}, or Spring Data MongoDB's {@code @TimeSeries(expireAfter)}, a duration such as
     * {@code 30d} (the one framework time series annotation read, SpringDataVocabulary.collectionOptions).
     */
    private static String expiry(CollectionOptions.TimeSeries timeSeries) {
        String framework = timeSeries.origin().annotationName();
        return framework == null ? "@TimeSeries(expireAfterSeconds = ...)" : framework + "(expireAfter = \"30d\")";
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        CAPPED_SIZE(
                "%s is outside 1..1125899906842624 (1 PiB): MongoDB refuses to create the collection (create's size "
                        + "must be at least 1 byte and at most 1 PB); give the size in bytes the rolling data may "
                        + "take, such as 104857600 for 100 MiB"),
        CAPPED_MAX(
                "%s is 2^31 or more: MongoDB refuses to create the collection (\"max in a capped collection has to be "
                        + "< 2^31\"); give at most 2147483647, or 0 for no limit but the size"),
        CAPPED_TIME_SERIES(
                "'%s' is both %s and @TimeSeries: MongoDB refuses capped, size and max on a time series collection "
                        + "(InvalidOptions, 72); let the time series expire old measurements with %s, or drop "
                        + "@TimeSeries for a plain capped collection"),
        CAPPED_TTL(
                "TTL index %s is on a capped collection: MongoDB 5.2 to 7.0 refuses TTL indexes on capped collections "
                        + "(accepted before 5.2 and again from 7.1), and the target is %s; drop the TTL and let the "
                        + "size bound remove old documents, or raise -Aschemaguard.mongodbVersion to 7.1 if every "
                        + "server is that new"),
        CAPPED_SHARDED("'%s' is %s and has the shard key %s (%s on '%s'): MongoDB refuses to shard a capped collection "
                + "(InvalidOptions, 72: \"can't shard a capped collection\"); drop the shard key and keep the "
                + "collection on one shard, or drop %s and remove old documents with a TTL index");

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
