package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.Locale;

/** MongoDB stores whatever the copy holds: a drift is an application bug, not a refusal, so the rule is not fixed. */
@RuleDefinition(
        severity = Severity.ERROR,
        summary =
                "A field of an extended-reference summary has no same-named field in the target, or one whose values it cannot hold")
public final class ExtendedReferenceDrift implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                ReferenceSpec reference = field.reference();
                // the target's fields are read for extended references only; without them there is nothing to compare
                if (reference == null
                        || !reference.targetDocument()
                        || reference.targetFields().isEmpty()) {
                    continue;
                }
                ValueType stored = field.type().innermost();
                TypeModel summary =
                        stored.bson() == BsonType.DOCUMENT ? document.types().get(stored.typeKey()) : null;
                if (summary != null && summary.idField().isPresent()) {
                    compare(summary, reference, report);
                }
            }
        }
    }

    private static void compare(TypeModel summary, ReferenceSpec reference, ValidationReport report) {
        String target = TypeModel.simpleNameOf(reference.target());
        for (FieldModel copy : summary.fields()) {
            if (copy.id()) {
                continue;
            }
            FieldModel original = reference.targetFields().get(copy.javaName());
            if (original == null) {
                report.report(
                        Message.EXTENDED_REFERENCE_MISSING,
                        copy.origin(),
                        copy.javaName(),
                        summary.simpleName(),
                        target,
                        target);
            } else if (!sameType(copy.type(), original.type())) {
                report.report(
                        Message.EXTENDED_REFERENCE_TYPE,
                        copy.origin(),
                        copy.javaName(),
                        summary.simpleName(),
                        copy.type().javaType(),
                        copy.type().bson().name().toLowerCase(Locale.ROOT),
                        original.javaName(),
                        target,
                        original.type().javaType(),
                        original.type().bson().name().toLowerCase(Locale.ROOT));
            }
        }
    }

    /** Whether the copy can hold every value of the original: the same BSON type, or an int64 copy of an int32. */
    private static boolean sameType(ValueType copy, ValueType original) {
        if (copy.bson() == BsonType.INT64 && original.bson() == BsonType.INT32) {
            return true;
        }
        if (copy.bson() != original.bson()) {
            return false;
        }
        return switch (copy.bson()) {
            case ARRAY, MAP -> sameType(copy.element(), original.element());
            case DOCUMENT -> copy.javaType().equals(original.javaType());
            default -> true;
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        EXTENDED_REFERENCE_MISSING(
                "'%s' of the extended-reference summary '%s' has no field of that name in '%s': the copy has no "
                        + "source, so it is never kept up to date; name it after a field of '%s', or remove it"),
        EXTENDED_REFERENCE_TYPE(
                "'%s' of the extended-reference summary '%s' is %s (stored as %s) but '%s' of '%s' is %s (stored as "
                        + "%s): the copy cannot hold every value of the original, so copies silently differ from it; "
                        + "give the copy the original's type (a long copy of an int is fine)");

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
