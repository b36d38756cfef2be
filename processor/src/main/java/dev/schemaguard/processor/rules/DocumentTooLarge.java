package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;

@RuleDefinition(severity = Severity.ERROR,
        summary = "The worst-case BSON size of the document exceeds MongoDB's 16 MiB limit")
public final class DocumentTooLarge implements DocumentRule {

    static final int CONTRIBUTORS = 3;

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        SizeEstimate estimate = SizeEstimator.estimate(document);
        if (estimate.bytes() > SizeEstimator.MAX_DOCUMENT_BYTES) {
            report.report(Message.DOCUMENT_TOO_LARGE, document.origin(), shapeName(document, estimate),
                    estimate.describe(), estimate.topContributors(CONTRIBUTORS), document.spelling().reference());
        }
    }

    /** The document, or the subtype whose shape is the largest. */
    static String shapeName(DocumentModel document, SizeEstimate estimate) {
        String name = "'" + document.simpleName() + "'";
        return estimate.type().equals(document.qualifiedName()) ? name
                : name + " (as its subclass '" + TypeModel.simpleNameOf(estimate.type()) + "')";
    }
}
