package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "A field embeds a @Document class without @Embedded or @Reference: an accidental copy of another collection")
public final class ImplicitEmbeddedDocument implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.embedded() || field.isReference()) {
                    continue;
                }
                String key = field.type().innermostTypeKey();
                TypeModel embedded = key == null ? null : document.types().get(key);
                if (embedded != null
                        && embedded.document()
                        && embedded.idField().isEmpty()) {
                    // no id field: a value class with a stray @Document, which no reference could name either
                    // (SDM's DocumentPointerFactory and Morphia's reference codec write the target's id property)
                    report.report(
                            Message.IMPLICIT_EMBEDDED_DOCUMENT_WITHOUT_ID,
                            field.origin(),
                            field.javaName(),
                            field.ownerName(type),
                            embedded.simpleName(),
                            document.spelling().document(),
                            document.spelling().reference(),
                            document.spelling().embeddedCopy());
                } else if (embedded != null && embedded.document()) {
                    report.report(
                            Message.IMPLICIT_EMBEDDED_DOCUMENT,
                            field.origin(),
                            field.javaName(),
                            field.ownerName(type),
                            embedded.simpleName(),
                            document.spelling().document(),
                            document.spelling().reference(),
                            document.spelling().embeddedCopy());
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        IMPLICIT_EMBEDDED_DOCUMENT(
                "'%s' in '%s' stores a copy of '%s', a %s with a collection of its own: the copies drift from the "
                        + "originals with every update; store its id with %s (an extended reference can keep a few "
                        + "fields too), or mark the copy as intended with %s (subset pattern)"),
        IMPLICIT_EMBEDDED_DOCUMENT_WITHOUT_ID(
                "'%1$s' in '%2$s' stores a copy of '%3$s', a %4$s with a collection of its own but no id field, so no "
                        + "reference can name one of its documents: if '%3$s' is a value kept only inside other "
                        + "documents, remove its %4$s; else give '%3$s' an id field and store that id with %5$s, or "
                        + "mark the copy as intended with %6$s (subset pattern)");

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
