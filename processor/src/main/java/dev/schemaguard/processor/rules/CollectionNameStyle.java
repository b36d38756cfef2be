package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(severity = Severity.WARNING,
        summary = "The collection name does not follow the naming convention: lower snake case ([a-z][a-z0-9_]*) "
                + "by default, camelCase ([a-z][a-zA-Z0-9]*) with -Aschemaguard.collectionNaming=camelCase; "
                + "at most 64 characters")
public final class CollectionNameStyle implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (document.collectionAtRunTime()) {
            // a name the application computes when it runs: nothing to check at build time
            return;
        }
        String name = document.collection();
        boolean camel = options.collectionNaming() == SchemaGuardOptions.CollectionNaming.CAMEL_CASE;
        if (CollectionName.rejects(document, options) || (camel ? MongoNames.followsCamelCase(name) : MongoNames.followsNameStyle(name))) {
            return;
        }
        String suggestion = camel ? MongoNames.toCamelCase(name) : MongoNames.toNameStyle(name);
        report.report(Message.COLLECTION_NAME_STYLE, document.originOf("collection"), name,
                options.collectionNaming().option(), camel ? "[a-z][a-zA-Z0-9]*" : "[a-z][a-z0-9_]*",
                document.spelling().collectionNamed(suggestion));
    }
}
