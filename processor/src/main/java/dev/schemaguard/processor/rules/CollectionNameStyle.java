package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;
import java.util.List;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "The collection name does not follow the naming convention: lower snake case ([a-z][a-z0-9_]*) "
                + "by default, camelCase ([a-z][a-zA-Z0-9]*) with -Aschemaguard.collectionNaming=camelCase; "
                + "at most 64 characters")
public final class CollectionNameStyle implements SchemaRule {

    /** One finding per collection, on its first declaration ({@link CollectionDeclarations}). */
    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        for (CollectionDeclarations collection : CollectionDeclarations.of(documents)) {
            check(collection, options, report);
        }
    }

    private static void check(CollectionDeclarations collection, SchemaGuardOptions options, ValidationReport report) {
        DocumentModel document = collection.first();
        String name = document.collection();
        boolean camel = options.collectionNaming() == SchemaGuardOptions.CollectionNaming.CAMEL_CASE;
        if (CollectionName.rejects(document, options)
                || (camel ? MongoNames.followsCamelCase(name) : MongoNames.followsNameStyle(name))) {
            return;
        }
        String suggestion = camel ? MongoNames.toCamelCase(name) : MongoNames.toNameStyle(name);
        report.report(
                Message.COLLECTION_NAME_STYLE,
                document.originOf("collection"),
                name,
                collection.alsoDeclaredBy(),
                options.collectionNaming().option(),
                camel ? "[a-z][a-zA-Z0-9]*" : "[a-z][a-z0-9_]*",
                document.spelling().collectionNamed(suggestion));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        COLLECTION_NAME_STYLE(
                "collection name '%s'%s does not follow the %s convention %s of at most 64 characters: mixed case and "
                        + "punctuation are easy to mistype in the shell, drivers and $lookup; rename it with %s, or "
                        + "choose the convention with -Aschemaguard.collectionNaming=snake_case|camelCase");

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
