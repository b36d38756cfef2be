package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** MongoDB stores any value in a reference field: a reference that never matches is an application bug, so not fixed. */
@RuleDefinition(
        severity = Severity.ERROR,
        summary = "A @Reference has no @Document target, or stores an id of another type than the target's _id")
public final class ReferenceTarget implements DocumentRule {

    /** MongoDB compares numbers by value whatever their BSON type, so these reference each other. */
    private static final Set<BsonType> NUMBERS =
            EnumSet.of(BsonType.INT32, BsonType.INT64, BsonType.DOUBLE, BsonType.DECIMAL128);

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.isReference()) {
                    check(document, field, report);
                }
            }
        }
    }

    private static void check(DocumentModel document, FieldModel field, ValidationReport report) {
        ReferenceSpec reference = field.reference();
        if (reference.target() == null) {
            // the element type names the class a reference of a container points at, not List<X>
            boolean container = field.type().isContainer() && !field.type().isByteArray();
            Origin declared = field.originOf(reference.annotationName());
            // schemaguard's own @Reference names its target as its value in any document; a framework's reference
            // (Morphia's, whose value is the stored field's name) takes it from the field's type
            String fix = declared.annotationName() == null
                    ? Spelling.SCHEMAGUARD.referenceTarget()
                    : document.spelling().referenceTarget();
            report.report(
                    Message.REFERENCE_TARGET_UNKNOWN,
                    declared,
                    reference.declaredBy(),
                    field.javaName(),
                    container ? "element type" : "type",
                    field.type().innermost().javaType(),
                    document.spelling().document(),
                    fix);
            return;
        }
        String target = TypeModel.simpleNameOf(reference.target());
        if (!reference.targetDocument()) {
            report.report(
                    Message.REFERENCE_TARGET_NOT_DOCUMENT,
                    field.originOf(reference.annotationName()),
                    field.javaName(),
                    target);
            return;
        }
        if (reference.storage() == ReferenceSpec.Storage.UNKNOWN) {
            return;
        }
        ValueType stored = field.type().innermost();
        if (stored.bson() == BsonType.DBREF) {
            stored = stored.element();
        } else if (stored.bson() == BsonType.DOCUMENT) {
            TypeModel summary = document.types().get(stored.typeKey());
            if (summary == null) {
                return;
            }
            Optional<FieldModel> id = summary.idField();
            if (id.isEmpty()) {
                report.report(
                        Message.REFERENCE_SUMMARY_WITHOUT_ID,
                        field.originOf(reference.annotationName()),
                        field.javaName(),
                        target,
                        summary.simpleName(),
                        document.spelling().idFieldOf(reference.targetIdType().javaType()));
                return;
            }
            stored = id.get().type();
        }
        if (!compatible(stored, reference.targetIdType())) {
            report.report(
                    Message.REFERENCE_ID_TYPE,
                    field.originOf(reference.annotationName()),
                    field.javaName(),
                    stored.javaType(),
                    target,
                    reference.targetIdType().javaType());
        }
    }

    /** Whether a value of one type can equal a value of the other in MongoDB. */
    static boolean compatible(ValueType a, ValueType b) {
        if (a.bson() == BsonType.ANY || b.bson() == BsonType.ANY) {
            return true;
        }
        if (NUMBERS.contains(a.bson()) && NUMBERS.contains(b.bson())) {
            return true;
        }
        if (a.bson() != b.bson()) {
            return false;
        }
        // UUID and byte[] are both binary, but of different subtypes; documents must be the same class
        return switch (a.bson()) {
            case BINARY, DOCUMENT -> a.javaType().equals(b.javaType());
            default -> true;
        };
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        REFERENCE_TARGET_UNKNOWN("%s on '%s' does not say which collection it points at: its %s %s is not a %s; %s"),
        REFERENCE_TARGET_NOT_DOCUMENT(
                "@Reference on '%s' points at '%s', which is not a @Document: a reference holds the _id of a document "
                        + "of another collection; point it at the @Document class"),
        REFERENCE_ID_TYPE(
                "'%s' stores %s to reference '%s', whose _id is %s: the values can never match, so lookups by this "
                        + "reference find nothing; store the type of the target's _id"),
        REFERENCE_SUMMARY_WITHOUT_ID(
                "'%s' references '%s' through '%s', which has no id field: an extended reference is a copy of some "
                        + "fields plus the target's _id; add %s");

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
