package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.TypeModel;

/**
 * MongoDB manual, "Database References": unless you have a compelling reason to use DBRefs, use
 * manual references. MongoDB stores DBRefs, so the rule is not fixed.
 */
@RuleDefinition(severity = Severity.WARNING,
        summary = "A reference is stored as a DBRef {$ref, $id}: resolved with one query per reference; store the id")
public final class DbRef implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (TypeModel type : document.storedTypes()) {
            for (FieldModel field : type.fields()) {
                ReferenceSpec reference = field.reference();
                if (reference != null && reference.storage() == ReferenceSpec.Storage.DBREF) {
                    report.report(Message.DB_REF, field.originOf(reference.annotationName()), field.javaName(),
                            field.ownerName(type), reference.declaredBy(), reference.idOnlyForm(), reference.declaredBy());
                }
            }
        }
    }
}
