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

/**
 * The server stores such names (empty and dotted ones since 3.6, a top-level '$' from 5.0 on,
 * when FieldName reports it before), but query and index paths cannot name them.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "A stored field name is empty, has '.' or starts with '$': stored, but no query or index path can name it")
public final class UnaddressableFieldName implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        boolean before50 = options.mongodbVersion().isBefore(5, 0);
        String idType = FieldName.idDocumentType(document);
        for (TypeModel type : document.storedTypes()) {
            boolean topLevel = type == document.root() || document.subtypes().contains(type);
            for (FieldModel field : type.fields()) {
                String name = field.storedName();
                boolean dollar = name.startsWith("$");
                // what FieldName reports as refused
                if (MongoNames.fieldNameRefusal(name).isPresent()
                        || dollar && type.key().equals(idType)
                        || dollar && before50 && topLevel) {
                    continue;
                }
                MongoNames.fieldNameUnaddressable(name)
                        .ifPresent(reason -> report.report(
                                Message.UNADDRESSABLE_FIELD_NAME,
                                field.originOf("Field"),
                                MongoNames.printable(name),
                                field.javaName(),
                                reason,
                                document.spelling().renameOf(field)));
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNADDRESSABLE_FIELD_NAME(
                "stored field name '%s' of '%s' %s: MongoDB stores it, but no query, update, projection or index path "
                        + "can name it (only $getField and $setField reach it), replacement updates refuse a top-level "
                        + "'$' name, and object mappers may refuse it; give it a plain name with %s");

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
