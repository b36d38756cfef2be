package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;

/**
 * Manual, "Choose a Shard Key" (shard key cardinality): a chunk holds a range of shard key values and
 * splits only between two of them, so a key of booleans and enums alone caps the cluster at a handful
 * of chunks that grow without end.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "Every field of the shard key is a boolean or an enum: chunks cannot split below that handful of values")
public final class LowCardinalityShardKey implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        ShardKeySpec shardKey = document.shardKey();
        if (shardKey == null || shardKey.keys().isEmpty()) {
            return;
        }
        boolean booleans = false;
        boolean enums = false;
        for (IndexKey key : shardKey.keys()) {
            PathResolution resolution = document.paths().resolve(key.javaPath());
            FieldModel field = resolution.isResolved() && !resolution.throughMap() ? resolution.lastField() : null;
            if (field == null) {
                return;
            }
            if (field.type().bson() == BsonType.BOOLEAN) {
                booleans = true;
            } else if (field.type().enumeration()) {
                enums = true;
            } else {
                return;
            }
        }
        String what = booleans && enums ? "boolean and enum fields" : booleans ? "boolean fields" : "enum fields";
        if (shardKey.keys().size() == 1) {
            what = booleans ? "a boolean field, two values" : "an enum field, one value per constant";
        }
        report.report(Message.LOW_CARDINALITY_SHARD_KEY, shardKey.keysOrigin(), shardKey.keysDocument(), what);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        LOW_CARDINALITY_SHARD_KEY(
                "shard key %s has only %s: a chunk splits only between different shard key values, so a key of few "
                        + "values makes chunks that cannot split (jumbo chunks), at most one per value in the whole "
                        + "cluster; add a field of many values after them, such as the _id or a customer id");

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
