package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.List;

/** What createIndexes refuses: one signature twice (85), or one name for two signatures (86); see index_signature.js. */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary =
                "Two different indexes have the same name, or the same keys and collation (and, from 5.0, partial filter, unique and sparse)")
public final class DuplicateIndex implements DocumentRule {

    private static final String BEFORE_50 =
            " (before 5.0 a partial filter, unique or sparse does not make another index)";

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        boolean from50 = options.mongodbVersion().isAtLeast(5, 0);
        List<IndexSpec> indexes = document.indexes();
        for (int later = 1; later < indexes.size(); later++) {
            IndexSpec b = indexes.get(later);
            for (int earlier = 0; earlier < later; earlier++) {
                IndexSpec a = indexes.get(earlier);
                if (relations.sameSignature(a, b, from50)) {
                    report.report(
                            Message.DUPLICATE_INDEX,
                            b.origin(),
                            b.describe(),
                            from50 ? "keys, collation, partial filter, unique and sparse" : "keys and collation",
                            a.describe(),
                            from50 ? "" : BEFORE_50);
                    break;
                }
                if (a.name().equals(b.name())) {
                    report.report(
                            Message.DUPLICATE_INDEX_NAME,
                            b.originOf("name"),
                            b.name(),
                            a.keysDocument(),
                            b.keysDocument());
                    break;
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DUPLICATE_INDEX(
                "index %s has the %s of index %s declared before it%s: MongoDB keeps one index per such signature and "
                        + "refuses the second when its name or options differ (IndexOptionsConflict, 85); remove one, "
                        + "or merge their options into one declaration"),
        DUPLICATE_INDEX_NAME(
                "index name '%s' is used by %s and by %s: names are unique in a collection and MongoDB refuses the "
                        + "second (IndexKeySpecsConflict, 86); give one of them another name");

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
