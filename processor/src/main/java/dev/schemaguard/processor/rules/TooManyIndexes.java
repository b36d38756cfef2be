package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;

@RuleDefinition(severity = Severity.WARNING,
        summary = "More indexes than schemaguard.maxIndexesPerCollection (10 by default) besides _id")
public final class TooManyIndexes implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        int count = IndexLimitExceeded.countBesidesId(document);
        if (count > options.maxIndexesPerCollection() && !IndexLimitExceeded.exceedsCount(document)) {
            report.report(Message.TOO_MANY_INDEXES, document.origin(), document.simpleName(), count,
                    options.maxIndexesPerCollection());
        }
    }
}
