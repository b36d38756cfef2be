package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ValueType;

/**
 * field_name_validation.js: the server refuses a document whose {@code _id} is an array or a
 * regular expression, whatever the version (the _id index is unique and cannot be multikey).
 */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary = "The _id is an array, a collection or a regular expression, which MongoDB refuses")
public final class IdType implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldModel id = document.root().idField().orElse(null);
        if (id == null) {
            return;
        }
        ValueType type = id.type();
        String kind = type.bson() == BsonType.ARRAY && !type.isByteArray()
                ? "an array"
                : "java.util.regex.Pattern".equals(type.javaType()) ? "a regular expression" : null;
        if (kind != null) {
            report.report(
                    Message.ID_TYPE,
                    id.originOf("Id"),
                    id.javaName(),
                    id.ownerName(document.root()),
                    type.javaType(),
                    kind);
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        ID_TYPE("the _id '%s' of '%s' is %s, stored as %s: MongoDB refuses every insert of such a document (BadValue, "
                + "2: the _id index is unique and cannot index an array or a regular expression); use one "
                + "value, such as an ObjectId, and keep the list in another field");

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
