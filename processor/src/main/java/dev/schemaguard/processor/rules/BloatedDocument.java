package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;

@RuleDefinition(severity = Severity.WARNING,
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
            report.report(Message.BLOATED_DOCUMENT, document.origin(), DocumentTooLarge.shapeName(document, estimate),
                    estimate.describe(), SizeEstimate.formatBytes(limit) + " (" + SizeEstimate.mebibytes(limit) + ")",
                    estimate.topContributors(DocumentTooLarge.CONTRIBUTORS));
        }
    }
}
