package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(severity = Severity.WARNING,
        summary = "A @Reference collection has no @Bounded: the one side keeps an ever-growing list of ids")
public final class UnboundedReferenceArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.isReference() && field.type().isContainer() && !field.isBounded()) {
                    String target = field.reference().target() == null ? "the target"
                            : TypeModel.simpleNameOf(field.reference().target());
                    report.report(Message.UNBOUNDED_REFERENCE_ARRAY, field.origin(), field.javaName(),
                            field.ownerName(type), target, document.spelling().boundAnnotation(), target, field.ownerName(type),
                            document.spelling().bound());
                }
            }
        }
    }
}
