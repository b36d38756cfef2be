package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;
import java.util.Arrays;

/**
 * What {@code shardCollection} refuses of a shard key (shard_collection_basic.js: key types, arrays,
 * {@code unique} with a hashed key; compound_hashed_shard_key tests from 4.4), and what no generated
 * code can get right: a key naming no field, two shard keys in one hierarchy. A key through a map
 * goes into one dynamic key, which the server accepts (IndexThroughMap's reasoning applies).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "A shard key MongoDB refuses: a key through an array or a reference, a type other than 1 or hashed, "
                + "several hashed keys, unique with hashed, an unknown field, two shard keys in one hierarchy")
public final class ShardKey implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        ShardKeySpec shardKey = document.shardKey();
        if (shardKey == null) {
            return;
        }
        String owner = simpleName(shardKey.declaringType());
        for (ShardKeySpec.Redeclaration other : shardKey.redeclarations()) {
            report.report(
                    Message.SHARD_KEY_TWICE,
                    shardKey.origin(),
                    shardKey.annotation(),
                    owner,
                    other.annotation(),
                    simpleName(other.declaringType()));
        }
        if (shardKey.keys().isEmpty()) {
            report.report(
                    Message.SHARD_KEY_NO_KEYS,
                    shardKey.keysOrigin(),
                    shardKey.annotation(),
                    owner,
                    ShardKeyFixes.keyOn(shardKey, "customerId"));
            return;
        }
        for (IndexKey key : shardKey.keys()) {
            checkKey(document, shardKey, key, report);
        }
        long hashed = shardKey.keys().stream()
                .filter(k -> k.type() == IndexKeyType.HASHED)
                .count();
        if (hashed > 1) {
            String strategy = shardKey.annotation().equals("@Sharded")
                    ? " (shardingStrategy = HASH hashes every field of @Sharded)"
                    : "";
            report.report(
                    Message.SHARD_KEY_HASHED_KEYS,
                    shardKey.annotation().equals("@Sharded")
                            ? shardKey.originOf("shardingStrategy")
                            : shardKey.keysOrigin(),
                    shardKey.keysDocument(),
                    hashed,
                    strategy,
                    ShardKeyFixes.oneHashed(shardKey));
        } else if (hashed == 1
                && shardKey.keys().size() > 1
                && options.mongodbVersion().isBefore(4, 4)) {
            report.report(
                    Message.SHARD_KEY_COMPOUND_HASHED_BEFORE_44,
                    shardKey.keysOrigin(),
                    shardKey.keysDocument(),
                    options.mongodbVersion());
        }
        if (shardKey.unique() && hashed > 0) {
            // where unique is written: Morphia's sits in @ShardOptions, not in @ShardKeys
            String uniqueOn = shardKey.originOf("unique").annotationName();
            report.report(
                    Message.SHARD_KEY_UNIQUE_HASHED,
                    shardKey.originOf("unique"),
                    uniqueOn != null ? uniqueOn : shardKey.annotation(),
                    shardKey.keysDocument());
        }
        CollectionOptions.TimeSeries timeSeries = document.collectionOptions().timeSeries();
        if (timeSeries != null) {
            timeSeriesKeys(document, shardKey, timeSeries, report);
        }
    }

    private static void checkKey(DocumentModel document, ShardKeySpec shardKey, IndexKey key, ValidationReport report) {
        if (key.type() == IndexKeyType.UNKNOWN) {
            // an unknown suffix is InvalidAnnotation's, as in index keys
            return;
        }
        if (key.type() != IndexKeyType.ASCENDING && key.type() != IndexKeyType.HASHED) {
            String written = key.type() == IndexKeyType.DESCENDING
                    ? "descending (-1)"
                    : key.type().suffix();
            report.report(
                    Message.SHARD_KEY_TYPE,
                    key.origin(),
                    key.javaPath() + ":" + key.suffix(),
                    written,
                    key.javaPath(),
                    key.javaPath());
            return;
        }
        if (isGeneratedId(document, key)) {
            return;
        }
        PathResolution resolution = document.paths().resolve(key.javaPath());
        if (!resolution.isResolved()) {
            if (resolution.throughReference()) {
                String reference =
                        String.join(".", Arrays.copyOfRange(key.javaPath().split("\\."), 0, resolution.failedIndex()));
                report.report(Message.SHARD_KEY_THROUGH_REFERENCE, key.origin(), key.javaPath(), reference, reference);
                return;
            }
            String renamed = resolution.renamedField();
            String suggestion = renamed != null
                    ? " ('" + resolution.failedSegment() + "' is how '" + renamed + "' is stored); did you mean '"
                            + renamed + "'?"
                    : ClosestName.among(
                                    resolution.failedSegment() == null ? key.javaPath() : resolution.failedSegment(),
                                    ShardKeyFixes.candidates(document, shardKey, key, resolution))
                            .map(n -> "; did you mean '" + n + "'?")
                            .orElse("");
            report.report(
                    Message.SHARD_KEY_UNKNOWN,
                    key.origin(),
                    key.javaPath(),
                    resolution.failedSegment() == null ? key.javaPath() : resolution.failedSegment(),
                    document.simpleName(),
                    suggestion,
                    ShardKeyFixes.names(shardKey));
            return;
        }
        if (resolution.isResolved() && !resolution.arrayPaths().isEmpty()) {
            report.report(
                    Message.SHARD_KEY_ARRAY,
                    key.origin(),
                    key.javaPath(),
                    resolution.arrayPaths().get(0));
        }
    }

    /** A time series collection is sharded on its metaField (or a subfield) and its timeField only. */
    private static void timeSeriesKeys(
            DocumentModel document, ShardKeySpec shardKey, CollectionOptions.TimeSeries ts, ValidationReport report) {
        String time = storedOf(document, ts.timeField());
        String meta = ts.hasMetaField() ? storedOf(document, ts.metaField()) : null;
        for (IndexKey key : shardKey.keys()) {
            String path = key.effectivePath();
            boolean allowed = path.equals(time) || meta != null && (path.equals(meta) || path.startsWith(meta + "."));
            if (!allowed) {
                report.report(
                        Message.SHARD_KEY_TIME_SERIES,
                        key.origin(),
                        key.javaPath(),
                        meta == null ? " (it has none)" : " '" + ts.metaField() + "'",
                        ts.timeField());
            }
        }
    }

    private static String storedOf(DocumentModel document, String javaPath) {
        PathResolution resolution = document.paths().resolve(javaPath);
        return resolution.isResolved() ? resolution.storedPath() : javaPath;
    }

    /** {@code _id} of a document without an id field: the driver generates an ObjectId for it. */
    static boolean isGeneratedId(DocumentModel document, IndexKey key) {
        return "_id".equals(key.javaPath()) && document.root().idField().isEmpty();
    }

    static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        SHARD_KEY_NO_KEYS(
                "%s on '%s' names no field: shardCollection refuses an empty shard key; name the fields to distribute "
                        + "the documents by, e.g. %s"),
        SHARD_KEY_UNKNOWN(
                "shard key '%s' does not resolve: '%s' is not a stored field of '%s'%s; %s, and every document needs "
                        + "them"),
        SHARD_KEY_THROUGH_REFERENCE(
                "shard key '%s' goes through the reference '%s': the referenced document is stored in another "
                        + "collection, so no document of this one has the field; shard on the reference id itself "
                        + "('%s') or on a field of this document"),
        SHARD_KEY_ARRAY(
                "shard key '%s' goes through '%s', an array: MongoDB refuses to shard on a multikey index and refuses "
                        + "every document whose shard key holds an array (a document has one place in one chunk); "
                        + "shard on a scalar field"),
        SHARD_KEY_TYPE(
                "shard key '%s' is %s: MongoDB takes only ascending (1) or hashed shard key fields (\"Unsupported "
                        + "shard key pattern\"); write '%s' for a ranged key or '%s:hashed' for a hashed one"),
        SHARD_KEY_HASHED_KEYS(
                "shard key %s has %d hashed fields%s: MongoDB allows one hashed field in a shard key and refuses the "
                        + "collection; %s"),
        SHARD_KEY_COMPOUND_HASHED_BEFORE_44(
                "shard key %s is compound with a hashed field: MongoDB %s refuses it (compound hashed shard keys exist "
                        + "from 4.4 on, which -Aschemaguard.mongodbVersion excludes); shard on the hashed field alone"),
        SHARD_KEY_UNIQUE_HASHED(
                "%s(unique = true) with the hashed shard key %s: MongoDB refuses to shard on a unique hashed key "
                        + "(hashes can collide); drop unique, or shard on the field ranged and keep unique"),
        SHARD_KEY_TWICE(
                "%s on '%s' is a second shard key in one hierarchy, beside %s on '%s': a collection has one shard key, "
                        + "so the annotations contradict each other; declare it once, on the class the others inherit "
                        + "it from"),
        SHARD_KEY_TIME_SERIES(
                "shard key '%s' is not the time series collection's metaField%s or timeField '%s': MongoDB shards a "
                        + "time series collection only on its metaField, the metaField's subfields and its timeField; "
                        + "shard on the field that labels a series");

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
