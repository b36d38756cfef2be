package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.CrashReport;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.LeadingFields;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.QuerySite;
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

    /**
     * The query rules over the queries of one source of queries, such as a repository interface.
     *
     * @param subject    what the report is about, by qualified name
     * @param simpleName its simple name
     * @param collection the collection the queries run on
     */
    public ValidationReport validateQueries(
            String subject, String simpleName, String collection, List<QuerySite> queries) {
        ValidationReport report = new ValidationReport(subject, simpleName, collection);
        for (QuerySite query : queries) {
            for (QueryRule rule : registry.queryRules()) {
                try {
                    rule.check(query, options, report);
                } catch (RuntimeException | StackOverflowError e) {
                    report.report(
                            CrashReport.Message.INTERNAL_ERROR,
                            query.origin(),
                            "in rule " + rule.info().name() + " on",
                            "'" + query.name() + "'",
                            DiagnosticPrinter.stackTrace(e));
                }
            }
        }
        return report;
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
