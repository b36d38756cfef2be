package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPathResolver;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;

@RuleDefinition(severity = Severity.WARNING,
        summary = "An index key goes through an array without @Bounded: the multikey index grows with it")
public final class IndexOnUnboundedArray implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldPathResolver paths = document.paths();
        for (IndexSpec index : document.indexes()) {
            for (IndexKey key : index.keys()) {
                PathResolution resolution = paths.resolve(key.javaPath());
                for (int i = 0; i < resolution.fields().size(); i++) {
                    FieldModel field = resolution.fields().get(i);
                    if (resolution.arrayFields().contains(field) && !field.isBounded()) {
                        report.report(Message.INDEX_ON_UNBOUNDED_ARRAY, key.origin(), key.javaPath(),
                                resolution.fieldPaths().get(i));
                        break;
                    }
                }
            }
        }
    }
}
