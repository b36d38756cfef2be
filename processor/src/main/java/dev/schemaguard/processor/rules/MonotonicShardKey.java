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
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;

/**
 * Manual, "Choose a Shard Key" (monotonically changing shard keys): a ranged key that starts with a
 * value growing with every insert (the {@code _id} as an ObjectId or a date, or any date) sends every
 * insert to the chunk of the highest values. Another ObjectId field (a reference to another document)
 * does not grow with inserts here.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "A ranged shard key starts with an ObjectId _id or a date: every insert goes to the last chunk, on one shard")
public final class MonotonicShardKey implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        ShardKeySpec shardKey = document.shardKey();
        if (shardKey == null || shardKey.keys().isEmpty() || shardKey.isHashed()) {
            return;
        }
        IndexKey first = shardKey.keys().get(0);
        if (first.type() != IndexKeyType.ASCENDING) {
            return;
        }
        String kind;
        if (ShardKey.isGeneratedId(document, first)) {
            kind = "the _id the driver generates as an ObjectId";
        } else {
            PathResolution resolution = document.paths().resolve(first.javaPath());
            FieldModel field = resolution.isResolved() && !resolution.throughMap() ? resolution.lastField() : null;
            if (field == null) {
                return;
            }
            BsonType type = field.type().bson();
            boolean id = field.id() && resolution.fields().size() == 1;
            if (type == BsonType.DATE) {
                kind = id ? "the _id, a date" : "a date";
            } else if (type == BsonType.OBJECT_ID && id) {
                kind = "the _id, an ObjectId whose first bytes are its creation time";
            } else {
                return;
            }
        }
        report.report(
                Message.MONOTONIC_SHARD_KEY,
                first.origin(),
                shardKey.keysDocument(),
                first.javaPath(),
                kind,
                ShardKeyFixes.hashed(shardKey, first));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        MONOTONIC_SHARD_KEY(
                "ranged shard key %s starts with '%s', %s: its values grow with every insert, so every insert goes to "
                        + "the chunk of the highest values, on one shard, and the others wait for the balancer; hash "
                        + "it %s, or start the key with a field of many values that do not grow, such as a customer id");

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
