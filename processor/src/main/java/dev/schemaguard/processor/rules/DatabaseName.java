package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "The database name is one MongoDB refuses: empty, over 63 bytes, or with / \\ . \" $ space or NUL")
public final class DatabaseName implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (document.database() == null) {
            return;
        }
        MongoNames.databaseNameRefusal(document.database())
                .ifPresent(reason -> report.report(
                        Message.DATABASE_NAME,
                        document.originOf("database"),
                        MongoNames.printable(document.database()),
                        sourceOf(document),
                        reason));
    }

    /** Where the name came from, when it is not written on the document itself. */
    static String sourceOf(DocumentModel document) {
        return document.databaseSource() == DatabaseSource.OPTION ? " (from -Aschemaguard.database)" : "";
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DATABASE_NAME(
                "database name '%s'%s %s, so MongoDB refuses to create it (InvalidNamespace, 73); use letters, digits "
                        + "and '_' only, at most 63 bytes");

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
