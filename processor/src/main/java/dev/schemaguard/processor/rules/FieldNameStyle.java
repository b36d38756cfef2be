package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.MongoNames;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A stored field name is not a plain identifier ([A-Za-z_][A-Za-z0-9_]*; camelCase is fine)")
public final class FieldNameStyle implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                String name = field.storedName();
                // FieldName or UnaddressableFieldName already speaks about such a name
                if (MongoNames.fieldNameRefusal(name).isPresent()
                        || MongoNames.fieldNameUnaddressable(name).isPresent()
                        || MongoNames.followsFieldStyle(name)) {
                    continue;
                }
                MongoNames.toFieldStyle(name)
                        .ifPresentOrElse(
                                suggestion -> report.report(
                                        Message.FIELD_NAME_STYLE,
                                        field.originOf("Field"),
                                        name,
                                        field.javaName(),
                                        suggestion,
                                        document.spelling().renameTo(field, suggestion)),
                                () -> report.report(
                                        Message.FIELD_NAME_STYLE_NO_ASCII,
                                        field.originOf("Field"),
                                        name,
                                        field.javaName(),
                                        document.spelling().renameTo(field, "...")));
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        FIELD_NAME_STYLE(
                "stored field name '%s' of '%s' does not follow the convention [A-Za-z_][A-Za-z0-9_]*: the shell, "
                        + "other drivers and BI tools must quote or escape it; store it as '%s' with %s"),
        FIELD_NAME_STYLE_NO_ASCII(
                "stored field name '%s' of '%s' does not follow the convention [A-Za-z_][A-Za-z0-9_]*: the shell, "
                        + "other drivers and BI tools must quote or escape it; choose a name of ASCII letters, digits "
                        + "and '_' that says the same and store it with %s");

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
