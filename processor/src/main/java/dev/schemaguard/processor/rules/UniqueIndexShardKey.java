package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ShardKeySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * ShardKeyPattern::isUniqueIndexCompatible: a unique index on a sharded collection must start with
 * the shard key's field names, in order and whatever the directions (a hashed key counting as its
 * field), unless its first key is {@code _id} (shard_index.js: sharding fails while such an index
 * exists; createIndexes answers CannotCreateIndex on a sharded collection).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary =
                "A unique index does not start with the shard key's fields, which MongoDB refuses on a sharded collection")
public final class UniqueIndexShardKey implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        ShardKeySpec shardKey = document.shardKey();
        if (shardKey == null || shardKey.keys().isEmpty()) {
            return;
        }
        List<String> prefix = shardKey.fieldNames();
        for (IndexSpec index : document.indexes()) {
            if (!index.unique()
                    || index.keys().isEmpty()
                    || "_id".equals(index.keys().get(0).effectivePath())) {
                continue;
            }
            List<String> fields =
                    index.keys().stream().map(IndexKey::effectivePath).toList();
            if (fields.size() >= prefix.size()
                    && fields.subList(0, prefix.size()).equals(prefix)) {
                continue;
            }
            List<String> suggested = new ArrayList<>(prefix);
            fields.stream().filter(f -> !suggested.contains(f)).forEach(suggested::add);
            report.report(
                    Message.UNIQUE_INDEX_SHARD_KEY,
                    index.origin(),
                    index.describe(),
                    shardKey.keysDocument(),
                    shardKey.annotation(),
                    ShardKey.simpleName(shardKey.declaringType()),
                    suggested.stream().map(f -> f + ": 1").collect(Collectors.joining(", ", "{", "}")));
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNIQUE_INDEX_SHARD_KEY(
                "unique index %s does not start with the shard key %s (%s on '%s'): on a sharded collection each shard "
                        + "can only check uniqueness within its own chunks, so MongoDB refuses the index "
                        + "(CannotCreateIndex, 67: \"cannot create unique index over ... with shard key pattern ...\") "
                        + "and refuses to shard the collection while it exists; start the index with the shard key's "
                        + "fields, e.g. %s");

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
