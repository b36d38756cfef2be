package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.MongoNames;

@RuleDefinition(
        severity = Severity.WARNING,
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
            String written = annotation == null
                    ? "@IndexHint"
                    : document.spelling().indexOptions() != null
                            ? document.spelling().indexOptions()
                            : annotation;
            report.report(Message.INDEX_NAME_LENGTH, index.originOf("name"), name, name.length(), written);
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_NAME_LENGTH(
                "index name '%s' is %d characters, more than 127: long names are truncated in tools, bloat every "
                        + "listIndexes and error message, and before 4.2 MongoDB refused a full index namespace "
                        + "(database.collection.$name) over 127 bytes; give a short name with %s(name = \"...\")");

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
