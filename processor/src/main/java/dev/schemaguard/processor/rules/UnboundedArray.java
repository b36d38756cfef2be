package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(severity = Severity.WARNING,
        summary = "An embedded array, collection or map has no @Bounded: it can grow without limit")
public final class UnboundedArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                if (field.type().isContainer() && !field.type().isByteArray() && !field.isBounded()
                        && !field.isReference()) {
                    report.report(Message.UNBOUNDED_ARRAY, field.origin(), field.javaName(), type.simpleName(),
                            kindOf(field));
                }
            }
        }
    }

    private static String kindOf(FieldModel field) {
        if (field.type().bson() == BsonType.MAP) {
            return "map";
        }
        return field.type().javaType().endsWith("]") ? "array" : "collection";
    }
}
