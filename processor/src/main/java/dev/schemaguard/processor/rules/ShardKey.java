package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;

/**
 * What {@code shardCollection} refuses of a shard key (shard_collection_basic.js: key types, arrays,
 * {@code unique} with a hashed key; compound_hashed_shard_key tests from 4.4), and what no generated
 * code can get right: a key naming no field, two shard keys in one hierarchy. A key through a map
 * goes into one dynamic key, which the server accepts (IndexThroughMap's reasoning applies).
 */
@RuleDefinition(severity = Severity.ERROR, fixed = true,
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
            report.report(Message.SHARD_KEY_TWICE, shardKey.origin(), shardKey.annotation(), owner, other.annotation(),
                    simpleName(other.declaringType()));
        }
        if (shardKey.keys().isEmpty()) {
            report.report(Message.SHARD_KEY_NO_KEYS, shardKey.keysOrigin(), shardKey.annotation(), owner,
                    ShardKeyFixes.keyOn(shardKey, "customerId"));
            return;
        }
        for (IndexKey key : shardKey.keys()) {
            checkKey(document, shardKey, key, report);
        }
        long hashed = shardKey.keys().stream().filter(k -> k.type() == IndexKeyType.HASHED).count();
        if (hashed > 1) {
            String strategy = shardKey.annotation().equals("@Sharded")
                    ? " (shardingStrategy = HASH hashes every field of @Sharded)" : "";
            report.report(Message.SHARD_KEY_HASHED_KEYS, shardKey.annotation().equals("@Sharded")
                    ? shardKey.originOf("shardingStrategy") : shardKey.keysOrigin(), shardKey.keysDocument(), hashed, strategy,
                    ShardKeyFixes.oneHashed(shardKey));
        } else if (hashed == 1 && shardKey.keys().size() > 1 && options.mongodbVersion().isBefore(4, 4)) {
            report.report(Message.SHARD_KEY_COMPOUND_HASHED_BEFORE_44, shardKey.keysOrigin(), shardKey.keysDocument(),
                    options.mongodbVersion());
        }
        if (shardKey.unique() && hashed > 0) {
            // where unique is written: Morphia's sits in @ShardOptions, not in @ShardKeys
            String uniqueOn = shardKey.originOf("unique").annotationName();
            report.report(Message.SHARD_KEY_UNIQUE_HASHED, shardKey.originOf("unique"),
                    uniqueOn != null ? uniqueOn : shardKey.annotation(), shardKey.keysDocument());
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
            String written = key.type() == IndexKeyType.DESCENDING ? "descending (-1)" : key.type().suffix();
            report.report(Message.SHARD_KEY_TYPE, key.origin(), key.javaPath() + ":" + key.suffix(), written,
                    key.javaPath(), key.javaPath());
            return;
        }
        if (isGeneratedId(document, key)) {
            return;
        }
        PathResolution resolution = document.paths().resolve(key.javaPath());
        if (!resolution.isResolved()) {
            if (resolution.throughReference()) {
                String reference = String.join(".",
                        java.util.Arrays.copyOfRange(key.javaPath().split("\\."), 0, resolution.failedIndex()));
                report.report(Message.SHARD_KEY_THROUGH_REFERENCE, key.origin(), key.javaPath(), reference, reference);
                return;
            }
            String renamed = resolution.renamedField();
            String suggestion = renamed != null
                    ? " ('" + resolution.failedSegment() + "' is how '" + renamed + "' is stored); did you mean '"
                            + renamed + "'?"
                    : ClosestName.among(resolution.failedSegment() == null ? key.javaPath() : resolution.failedSegment(),
                            ShardKeyFixes.candidates(document, shardKey, key, resolution))
                            .map(n -> "; did you mean '" + n + "'?").orElse("");
            report.report(Message.SHARD_KEY_UNKNOWN, key.origin(), key.javaPath(),
                    resolution.failedSegment() == null ? key.javaPath() : resolution.failedSegment(), document.simpleName(),
                    suggestion, ShardKeyFixes.names(shardKey));
            return;
        }
        if (resolution.isResolved() && !resolution.arrayPaths().isEmpty()) {
            report.report(Message.SHARD_KEY_ARRAY, key.origin(), key.javaPath(), resolution.arrayPaths().get(0));
        }
    }

    /** A time series collection is sharded on its metaField (or a subfield) and its timeField only. */
    private static void timeSeriesKeys(DocumentModel document, ShardKeySpec shardKey, CollectionOptions.TimeSeries ts,
            ValidationReport report) {
        String time = storedOf(document, ts.timeField());
        String meta = ts.hasMetaField() ? storedOf(document, ts.metaField()) : null;
        for (IndexKey key : shardKey.keys()) {
            String path = key.effectivePath();
            boolean allowed = path.equals(time) || meta != null && (path.equals(meta) || path.startsWith(meta + "."));
            if (!allowed) {
                report.report(Message.SHARD_KEY_TIME_SERIES, key.origin(), key.javaPath(),
                        meta == null ? " (it has none)" : " '" + ts.metaField() + "'", ts.timeField());
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
}
