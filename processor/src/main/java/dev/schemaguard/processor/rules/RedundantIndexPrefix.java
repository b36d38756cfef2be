package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexRelations;
import dev.schemaguard.processor.model.IndexSpec;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index is a prefix of another index, which serves all its queries")
public final class RedundantIndexPrefix implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        IndexRelations relations = new IndexRelations(document.collation());
        for (IndexSpec shorter : document.indexes()) {
            for (IndexSpec longer : document.indexes()) {
                if (shorter != longer && relations.isRedundantPrefix(shorter, longer)) {
                    report.report(
                            Message.REDUNDANT_INDEX_PREFIX,
                            shorter.origin(),
                            shorter.describe(),
                            longer.describe(),
                            document.spelling().hideIndex(document.collection(), shorter.name()));
                    break;
                }
            }
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        REDUNDANT_INDEX_PREFIX(
                "index %s is a prefix of index %s, which serves every query this one serves: it only costs memory and "
                        + "time on every write; drop it (to check first that nothing slows down, hide it: %s)");

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
