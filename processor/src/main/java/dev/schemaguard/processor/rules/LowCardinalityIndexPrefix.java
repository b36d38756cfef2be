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
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;
import java.util.List;
import java.util.stream.Collectors;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A compound index starts with a boolean or enum field, which narrows the search little")
public final class LowCardinalityIndexPrefix implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (index.keys().size() < 2 || index.isPartial()) {
                continue;
            }
            IndexKey first = index.keys().get(0);
            PathResolution resolution = document.paths().resolve(first.javaPath());
            FieldModel field = resolution.isResolved() && !resolution.throughMap() ? resolution.lastField() : null;
            if (field == null || !first.javaPath().endsWith(field.javaName())) {
                continue;
            }
            String kind = field.type().bson() == BsonType.BOOLEAN
                    ? "a boolean"
                    : field.type().enumeration() ? "an enum" : null;
            if (kind == null) {
                continue;
            }
            String partial = document.spelling()
                    .partialFilterOf("{" + first.effectivePath() + ": "
                            + (field.type().bson() == BsonType.BOOLEAN ? "true" : "'...'") + "}");
            List<IndexKey> others = index.keys().subList(1, index.keys().size());
            if (others.stream().allMatch(k -> sortOrRangeOnly(document, k))) {
                String keys = others.stream().map(IndexKey::effectivePath).collect(Collectors.joining(", "));
                report.report(
                        Message.LOW_CARDINALITY_PREFIX_BEFORE_SORT,
                        first.origin(),
                        index.describe(),
                        first.javaPath(),
                        kind,
                        keys,
                        partial);
            } else {
                report.report(
                        Message.LOW_CARDINALITY_PREFIX,
                        first.origin(),
                        index.describe(),
                        first.javaPath(),
                        kind,
                        partial);
            }
        }
    }

    /**
     * Whether a key can only serve a sort or a range, never a selective equality match that could go
     * first: a date (queried by range, sorted by time), or another boolean or enum with as few values.
     * A key that does not resolve could be anything, so it could be an equality key.
     */
    private static boolean sortOrRangeOnly(DocumentModel document, IndexKey key) {
        PathResolution resolution = document.paths().resolve(key.javaPath());
        if (!key.type().isDirection() || !resolution.isResolved() || resolution.throughMap()) {
            return false;
        }
        FieldModel field = resolution.lastField();
        BsonType bson = field.type().bson();
        return bson == BsonType.DATE || bson == BsonType.BOOLEAN || field.type().enumeration();
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        LOW_CARDINALITY_PREFIX(
                "index %s starts with '%s', %s with few distinct values, so its first key narrows the search little; "
                        + "put the selective equality fields first (equality, sort, range), or make it a partial index "
                        + "on the value you query, with %s"),
        LOW_CARDINALITY_PREFIX_BEFORE_SORT(
                "index %s starts with '%s', %s with few distinct values, and its other keys (%s) are sort or range "
                        + "keys, so no selective equality key can go first; make it a partial index on the value you "
                        + "query, with %s");

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
