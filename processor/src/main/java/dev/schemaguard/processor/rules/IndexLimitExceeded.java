package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "More than 64 indexes in a collection (with _id), or more than 32 keys in one index")
public final class IndexLimitExceeded implements DocumentRule {

    /** MongoDB's limits: indexes per collection, the _id index included, and keys per compound index. */
    static final int MAX_INDEXES = 64;
    static final int MAX_KEYS = 32;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (exceedsCount(document)) {
            report.report(Message.INDEX_COUNT_LIMIT, document.origin(), document.simpleName(),
                    countBesidesId(document), countBesidesId(document) + 1);
        }
        for (IndexSpec index : document.indexes()) {
            if (index.keys().size() > MAX_KEYS) {
                report.report(Message.INDEX_KEYS_LIMIT, index.originOf("keys"), index.describe(), index.keys().size());
            }
        }
    }

    static boolean exceedsCount(DocumentModel document) {
        return countBesidesId(document) + 1 > MAX_INDEXES;
    }

    /** Declared indexes, leaving out a declared {@code {_id: 1}}: MongoDB creates that one with every collection. */
    static int countBesidesId(DocumentModel document) {
        return (int) document.indexes().stream().filter(i -> !i.isDefaultIdIndex()).count();
    }
}
