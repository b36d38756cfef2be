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
        summary = "A field embeds a @Document class without @Embedded or @Reference: an accidental copy of another collection")
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
                if (embedded != null && embedded.document() && embedded.idField().isEmpty()) {
                    // no id field: a value class with a stray @Document, which no reference could name either
                    // (SDM's DocumentPointerFactory and Morphia's reference codec write the target's id property)
                    report.report(Message.IMPLICIT_EMBEDDED_DOCUMENT_WITHOUT_ID, field.origin(), field.javaName(),
                            field.ownerName(type), embedded.simpleName(), document.spelling().document(),
                            document.spelling().reference(), document.spelling().embeddedCopy());
                } else if (embedded != null && embedded.document()) {
                    report.report(Message.IMPLICIT_EMBEDDED_DOCUMENT, field.origin(), field.javaName(),
                            field.ownerName(type), embedded.simpleName(), document.spelling().document(),
                            document.spelling().reference(),
                            document.spelling().embeddedCopy());
                }
            }
        }
    }
}
