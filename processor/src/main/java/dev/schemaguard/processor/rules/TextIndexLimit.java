package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "More than one text index in a collection")
public final class TextIndexLimit implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexSpec first = null;
        for (IndexSpec index : document.indexes()) {
            if (!index.hasKeyOfType(IndexKeyType.TEXT)) {
                continue;
            }
            if (first == null) {
                first = index;
            } else {
                report.report(Message.TEXT_INDEX_LIMIT, index.origin(), index.describe(), document.simpleName(),
                        first.describe(), document.spelling().oneTextIndex());
            }
        }
    }
}
