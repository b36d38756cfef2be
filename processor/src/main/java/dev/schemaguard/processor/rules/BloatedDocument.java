package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "The worst-case size of the document exceeds schemaguard.bloatedDocumentBytes (2 MiB by default)")
public final class BloatedDocument implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        SizeEstimate estimate = SizeEstimator.estimate(document);
        // past the collection's limit, DocumentTooLarge says it all, unless it was turned off
        boolean tooLargeSpeaks = options.severityOf("DocumentTooLarge").orElse(Severity.ERROR) != Severity.OFF;
        if (estimate.bytes() > options.bloatedDocumentBytes()
                && (estimate.bytes() <= SizeEstimator.maxDocumentBytes(document) || !tooLargeSpeaks)) {
            long limit = options.bloatedDocumentBytes();
            report.report(
                    Message.BLOATED_DOCUMENT,
                    document.origin(),
                    DocumentTooLarge.shapeName(document, estimate),
                    estimate.describe(),
                    SizeEstimate.formatBytes(limit) + " (" + SizeEstimate.mebibytes(limit) + ")",
                    estimate.topContributors(DocumentTooLarge.CONTRIBUTORS));
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        BLOATED_DOCUMENT(
                "%s can reach %s in the worst case, more than %s (-Aschemaguard.bloatedDocumentBytes): every read "
                        + "moves and caches all of it even when a page shows a few fields; biggest parts: %s. Move "
                        + "what is rarely read to another collection (subset pattern), or keep a small summary "
                        + "collection for the frequent reads");

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
