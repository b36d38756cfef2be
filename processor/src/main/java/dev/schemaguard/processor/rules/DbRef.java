package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.TypeModel;

/**
 * MongoDB manual, "Database References": unless you have a compelling reason to use DBRefs, use
 * manual references. MongoDB stores DBRefs, so the rule is not fixed.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A reference is stored as a DBRef {$ref, $id}: resolved with one query per reference; store the id")
public final class DbRef implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                ReferenceSpec reference = field.reference();
                if (reference != null && reference.storage() == ReferenceSpec.Storage.DBREF) {
                    report.report(
                            Message.DB_REF,
                            field.originOf(reference.annotationName()),
                            field.javaName(),
                            field.ownerName(type),
                            reference.declaredBy(),
                            reference.idOnlyForm(),
                            reference.declaredBy());
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DB_REF("'%s' in '%s' is a %s: each value stores {$ref, $id} and the mapping resolves it with one more query "
                + "per reference (lazy loading defers the query, it does not remove it), and the collection "
                + "name is repeated in every value; unless you need references into several collections or "
                + "databases, store the id alone: use %s instead of %s");

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
