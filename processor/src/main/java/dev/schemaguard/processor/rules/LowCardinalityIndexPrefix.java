package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;

@RuleDefinition(severity = Severity.WARNING,
        summary = "A compound index starts with a boolean or enum field, which narrows the search little")
public final class LowCardinalityIndexPrefix implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (index.keys().size() < 2 || index.isPartial()) {
                continue;
            }
            IndexKey first = index.keys().get(0);
            PathResolution resolution = document.paths().resolve(first.javaPath());
            FieldModel field = resolution.isResolved() && !resolution.throughMap() ? resolution.lastField() : null;
            if (field == null || !first.javaPath().endsWith(field.javaName())) {
                continue;
            }
            String kind = field.type().bson() == BsonType.BOOLEAN ? "a boolean"
                    : field.type().enumeration() ? "an enum" : null;
            if (kind != null) {
                report.report(Message.LOW_CARDINALITY_PREFIX, first.origin(), index.describe(), first.javaPath(), kind);
            }
        }
    }
}
