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
        severity = Severity.ERROR,
        fixed = true,
        summary = "An explicit index name is '*', contains NUL, or is '_id_' on an index other than _id's")
public final class IndexName implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (index.explicitName() == null) {
                continue;
            }
            MongoNames.indexNameRefusal(index.explicitName(), index.isDefaultIdIndex())
                    .ifPresent(reason -> report.report(
                            Message.INDEX_NAME,
                            index.originOf("name"),
                            MongoNames.printable(index.explicitName()),
                            reason,
                            index.generatedName()));
        }
    }

    /** Whether this rule rejects the index's name, so that the length rule can stay silent. */
    static boolean rejects(IndexSpec index) {
        return index.explicitName() != null
                && MongoNames.indexNameRefusal(index.explicitName(), index.isDefaultIdIndex())
                        .isPresent();
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        INDEX_NAME("index name '%s' %s, so MongoDB rejects the index; remove name to use the generated '%s', or choose "
                + "another");

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
