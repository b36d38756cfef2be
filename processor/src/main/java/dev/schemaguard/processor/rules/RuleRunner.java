package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.CrashReport;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.LeadingFields;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;

/**
 * Runs the rules over a model into a report. A rule that throws is reported as an
 * {@code [InternalError]} on the document and the other rules still run.
 */
public final class RuleRunner {

    private final RuleRegistry registry;
    private final SchemaGuardOptions options;

    public RuleRunner(RuleRegistry registry, SchemaGuardOptions options) {
        this.registry = registry;
        this.options = options;
    }

    public ValidationReport validate(DocumentModel document) {
        ValidationReport report =
                new ValidationReport(document.qualifiedName(), document.simpleName(), document.collection());
        for (DocumentRule rule : registry.documentRules()) {
            try {
                rule.check(document, options, report);
            } catch (RuntimeException | StackOverflowError e) {
                report.report(
                        CrashReport.Message.INTERNAL_ERROR,
                        document.origin(),
                        "in rule " + rule.info().name() + " on",
                        "'" + document.qualifiedName() + "'",
                        DiagnosticPrinter.stackTrace(e));
            }
        }
        return LeadingFields.of(document)
                .spread(report, rule -> registry.info(rule).map(RuleInfo::fixed).orElse(false));
    }

    /** @param documents every document of the compilation, in qualified-name order */
    public ValidationReport validateAcross(List<DocumentModel> documents) {
        ValidationReport report = ValidationReport.acrossDocuments();
        for (SchemaRule rule : registry.schemaRules()) {
            try {
                rule.check(documents, options, report);
            } catch (RuntimeException | StackOverflowError e) {
                report.report(
                        CrashReport.Message.INTERNAL_ERROR,
                        documents.isEmpty() ? null : documents.get(0).origin(),
                        "in rule " + rule.info().name() + " across",
                        "the documents",
                        DiagnosticPrinter.stackTrace(e));
            }
        }
        return report;
    }
}
