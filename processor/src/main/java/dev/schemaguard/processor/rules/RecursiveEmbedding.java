package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.EmbeddingCycles;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An embedded type contains itself, so the document can nest without end")
public final class RecursiveEmbedding implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (EmbeddingCycles.Cycle cycle : EmbeddingCycles.of(document)) {
            report.report(
                    Message.RECURSIVE_EMBEDDING,
                    cycle.closingField().origin(),
                    cycle.closingField().javaName(),
                    TypeModel.simpleNameOf(cycle.owner()),
                    cycle.cycle().get(cycle.cycle().size() - 1),
                    String.join(" → ", cycle.cycle()),
                    document.spelling().reference());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        RECURSIVE_EMBEDDING(
                "'%s' in '%s' embeds '%s' again (%s), so the document can nest without end; store the tree with parent "
                        + "references (each node keeps its parent's id, %s) or an array of ancestors");

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
