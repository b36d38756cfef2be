package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.MongoNames;
import dev.schemaguard.processor.model.TypeModel;
import java.util.HashMap;
import java.util.Map;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A stored field name is empty, has '.' or NUL, starts with '$', or is used twice in one document")
public final class FieldName implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            Map<String, FieldModel> byStoredName = new HashMap<>();
            for (FieldModel field : type.fields()) {
                MongoNames.fieldNameRefusal(field.storedName()).ifPresent(reason -> report.report(Message.FIELD_NAME,
                        field.originOf("Field"), MongoNames.printable(field.storedName()), field.javaName(), reason));
                FieldModel earlier = byStoredName.putIfAbsent(field.storedName(), field);
                if (earlier != null) {
                    report.report(Message.FIELD_NAME_TAKEN, field.originOf("Field"), field.javaName(),
                            field.storedName(), earlier.javaName(), TypeModel.simpleNameOf(earlier.declaringType()));
                }
            }
        }
    }
}
