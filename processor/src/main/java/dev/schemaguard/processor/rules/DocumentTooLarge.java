package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;
import dev.schemaguard.processor.model.TypeModel;

@RuleDefinition(
        severity = Severity.ERROR,
        summary =
                "The worst-case BSON size of the document exceeds MongoDB's 16 MiB limit (4 MiB in a time series collection)")
public final class DocumentTooLarge implements DocumentRule {

    static final int CONTRIBUTORS = 3;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        SizeEstimate estimate = SizeEstimator.estimate(document);
        long limit = SizeEstimator.maxDocumentBytes(document);
        if (estimate.bytes() > limit) {
            String limitText = limit == SizeEstimator.MAX_DOCUMENT_BYTES
                    ? "16,777,216 bytes (16 MiB)"
                    : "4,194,304 bytes (4 MiB) for a document of a time series collection";
            report.report(
                    Message.DOCUMENT_TOO_LARGE,
                    document.origin(),
                    shapeName(document, estimate),
                    estimate.describe(),
                    limitText,
                    estimate.topContributors(CONTRIBUTORS),
                    document.spelling().reference());
        }
    }

    /** The document, or the subtype whose shape is the largest. */
    static String shapeName(DocumentModel document, SizeEstimate estimate) {
        String name = "'" + document.simpleName() + "'";
        return estimate.type().equals(document.qualifiedName())
                ? name
                : name + " (as its subclass '" + TypeModel.simpleNameOf(estimate.type()) + "')";
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        DOCUMENT_TOO_LARGE(
                "%s can reach %s in the worst case, more than MongoDB's limit of %s, and inserts and updates would "
                        + "then fail; biggest parts: %s. Keep a bounded subset embedded and move the rest to its own "
                        + "collection with %s on the many side, or split growing data into buckets (bucket pattern)");

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
