package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(severity = Severity.WARNING,
        summary = "The database name is not lower snake case ([a-z][a-z0-9_]*, at most 64 characters)")
public final class DatabaseNameStyle implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        String name = document.database();
        if (name == null || MongoNames.databaseNameRefusal(name).isPresent() || MongoNames.followsNameStyle(name)) {
            return;
        }
        report.report(Message.DATABASE_NAME_STYLE, document.originOf("database"), name,
                DatabaseName.sourceOf(document), MongoNames.toNameStyle(name));
    }
}
