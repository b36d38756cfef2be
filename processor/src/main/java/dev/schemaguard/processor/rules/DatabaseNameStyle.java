package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "The database name is not lower snake case ([a-z][a-z0-9_]*, at most 64 characters)")
public final class DatabaseNameStyle implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        String name = document.database();
        if (name == null || MongoNames.databaseNameRefusal(name).isPresent() || MongoNames.followsNameStyle(name)) {
            return;
        }
        report.report(
                Message.DATABASE_NAME_STYLE,
                document.originOf("database"),
                name,
                DatabaseName.sourceOf(document),
                MongoNames.toNameStyle(name));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DATABASE_NAME_STYLE(
                "database name '%s'%s does not follow the convention [a-z][a-z0-9_]* of at most 64 characters: "
                        + "databases are folders on disk and mixed case or punctuation breaks tools and scripts; "
                        + "rename it to '%s'");

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
