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

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A @Reference collection has no @Bounded: the one side keeps an ever-growing list of ids")
public final class UnboundedReferenceArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.isReference() && field.type().isContainer() && !field.isBounded()) {
                    ReferenceSpec reference = field.reference();
                    String target = reference.target() == null ? null : TypeModel.simpleNameOf(reference.target());
                    report.report(
                            Message.UNBOUNDED_REFERENCE_ARRAY,
                            field.origin(),
                            field.javaName(),
                            field.ownerName(type),
                            kept(reference.storage()),
                            target == null ? "" : " of '" + target + "'",
                            document.spelling().boundAnnotation(),
                            target == null ? "each referenced document" : "each '" + target + "'",
                            field.ownerName(type),
                            document.spelling().bound());
                }
            }
        }
    }

    /** What each element holds: a DBRef is {$ref, $id[, $db]}, not an id (SDM's DbRefResolver, Morphia's reference codec). */
    private static String kept(ReferenceSpec.Storage storage) {
        return switch (storage) {
            case ID -> "a list of ids";
            case DBREF -> "a list of DBRefs ({$ref, $id})";
            case UNKNOWN -> "a list of references";
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNBOUNDED_REFERENCE_ARRAY(
                "'%s' in '%s' keeps %s%s without %s: the one side of a one-to-many grows without limit "
                        + "(one-to-zillions); store the reference on the many side instead (%s holds the id of its "
                        + "'%s'), or declare the bound with %s");

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
