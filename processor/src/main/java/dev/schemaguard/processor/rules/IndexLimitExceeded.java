package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "More than 64 indexes in a collection (with _id), or more than 32 keys in one index")
public final class IndexLimitExceeded implements DocumentRule {

    /** MongoDB's limits: indexes per collection, the _id index included, and keys per compound index. */
    static final int MAX_INDEXES = 64;

    static final int MAX_KEYS = 32;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (exceedsCount(document)) {
            report.report(
                    Message.INDEX_COUNT_LIMIT,
                    document.origin(),
                    document.simpleName(),
                    countBesidesId(document),
                    countBesidesId(document) + 1);
        }
        for (IndexSpec index : document.indexes()) {
            if (index.keys().size() > MAX_KEYS) {
                report.report(
                        Message.INDEX_KEYS_LIMIT,
                        index.originOf("keys"),
                        index.describe(),
                        index.keys().size());
            }
        }
    }

    static boolean exceedsCount(DocumentModel document) {
        return countBesidesId(document) + 1 > MAX_INDEXES;
    }

    /** Declared indexes, leaving out a declared {@code {_id: 1}}: MongoDB creates that one with every collection. */
    static int countBesidesId(DocumentModel document) {
        return (int)
                document.indexes().stream().filter(i -> !i.isDefaultIdIndex()).count();
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_COUNT_LIMIT(
                "'%s' declares %d indexes, %d with the _id index, more than the 64 MongoDB allows in a collection, so "
                        + "createIndexes fails (CannotCreateIndex, 67); drop the ones that are prefixes of others or "
                        + "rarely used, or combine fields into compound indexes"),
        INDEX_KEYS_LIMIT(
                "index %s has %d keys, more than the 32 MongoDB allows in one index (error 13103); split it, or index "
                        + "fewer fields");

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
