package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(severity = Severity.WARNING,
        summary = "An index name, given or generated, is longer than 127 characters")
public final class IndexNameLength implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            String name = index.name();
            if (IndexName.rejects(index) || name.length() <= MongoNames.MAX_INDEX_NAME_LENGTH) {
                continue;
            }
            // name the annotation the user wrote (SDM's @Indexed, @CompoundIndex, ...) or, where the framework puts
            // an index's name in an options annotation of its own (Morphia's @IndexOptions), that one; a schemaguard
            // @IndexHint mixed into a framework's document keeps its own name member
            String annotation = index.origin().annotationName();
            String written = annotation == null ? "@IndexHint"
                    : document.spelling().indexOptions() != null ? document.spelling().indexOptions() : annotation;
            report.report(Message.INDEX_NAME_LENGTH, index.originOf("name"), name, name.length(), written);
        }
    }
}
