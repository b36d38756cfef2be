package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(severity = Severity.WARNING,
        summary = "The collection name is not lower snake case ([a-z][a-z0-9_]*, at most 64 characters)")
public final class CollectionNameStyle implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (document.collectionAtRunTime()) {
            // a name the application computes when it runs: nothing to check at build time
            return;
        }
        String name = document.collection();
        if (CollectionName.rejects(document, options) || MongoNames.followsNameStyle(name)) {
            return;
        }
        String suggestion = MongoNames.toNameStyle(name);
        report.report(Message.COLLECTION_NAME_STYLE, document.originOf("collection"), name, suggestion);
    }
}
