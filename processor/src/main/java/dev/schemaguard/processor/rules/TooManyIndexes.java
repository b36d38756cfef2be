package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "More indexes than schemaguard.maxIndexesPerCollection (10 by default) besides _id")
public final class TooManyIndexes implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        int count = IndexLimitExceeded.countBesidesId(document);
        if (count > options.maxIndexesPerCollection() && !IndexLimitExceeded.exceedsCount(document)) {
            report.report(
                    Message.TOO_MANY_INDEXES,
                    document.origin(),
                    document.simpleName(),
                    count,
                    options.maxIndexesPerCollection());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TOO_MANY_INDEXES(
                "'%s' declares %d indexes besides _id, more than %d (-Aschemaguard.maxIndexesPerCollection): each one "
                        + "slows every insert and update and takes memory; keep those your queries need, merged where "
                        + "one is a prefix of another (equality, sort, range)");

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
