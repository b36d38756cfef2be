package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.NestingDepth;

@RuleDefinition(
        severity = Severity.ERROR,
        summary = "A chain of embedded documents and arrays can be more than 100 levels deep")
public final class NestingTooDeep implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        NestingDepth.Result depth = NestingDepth.of(document);
        if (depth.levels() > NestingDepth.MAX_LEVELS) {
            report.report(
                    Message.NESTING_TOO_DEEP,
                    document.origin(),
                    document.simpleName(),
                    depth.levels(),
                    depth.path(),
                    document.spelling().reference());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        NESTING_TOO_DEEP(
                "'%s' can nest %d levels deep (root = 1, through '%s'), more than the 100 MongoDB accepts, so such a "
                        + "document cannot be stored; flatten the structure, or keep the deep part in its own "
                        + "collection with %s");

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
