package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.CrashReport;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.LeadingFields;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.CollectionUse;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import java.util.List;
import java.util.Map;

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
            guarded(
                    rule,
                    report,
                    document.origin(),
                    "on",
                    "'" + document.qualifiedName() + "'",
                    () -> rule.check(document, options, report));
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
            String subject, String simpleName, String collection, List<PlannedQuery> queries) {
        ValidationReport report = new ValidationReport(subject, simpleName, collection);
        for (PlannedQuery planned : queries) {
            QuerySite query = planned.site();
            for (QueryRule rule : registry.queryRules()) {
                guarded(
                        rule,
                        report,
                        query.origin(),
                        "on",
                        "'" + query.name() + "'",
                        () -> rule.check(query, planned.plan(), options, report));
            }
        }
        return report;
    }

    /**
     * The query rules on the query calls of a class's code, and the rules on the collections it gets for documents,
     * each with the document of its class.
     */
    public ValidationReport validateCode(
            String subject,
            String simpleName,
            List<PlannedQuery> queries,
            Map<CollectionUse, DocumentModel> collectionUses) {
        ValidationReport report = validateQueries(subject, simpleName, null, queries);
        collectionUses.forEach((use, document) -> {
            for (CollectionUseRule rule : registry.collectionUseRules()) {
                guarded(
                        rule,
                        report,
                        use.origin(),
                        "on",
                        "'" + use.name() + "'",
                        () -> rule.check(use, document, options, report));
            }
        });
        return report;
    }

    /** Whether any workload rule may report under the options: else the documents need not be read for them. */
    public boolean runsWorkloadRules() {
        return registry.workloadRules().stream().anyMatch(rule -> rule.runs(options));
    }

    /**
     * The workload rules over one document's indexes.
     *
     * @param queries every query of the compilation on the document's collection, in name order
     */
    public ValidationReport validateWorkload(DocumentModel document, List<PlannedQuery> queries) {
        ValidationReport report =
                new ValidationReport(document.qualifiedName(), document.simpleName(), document.collection());
        for (WorkloadRule rule : registry.workloadRules()) {
            guarded(
                    rule,
                    report,
                    document.origin(),
                    "on",
                    "'" + document.qualifiedName() + "'",
                    () -> rule.check(document, queries, options, report));
        }
        return report;
    }

    /** @param documents every document of the compilation, in qualified-name order */
    public ValidationReport validateAcross(List<DocumentModel> documents) {
        ValidationReport report = ValidationReport.acrossDocuments();
        for (SchemaRule rule : registry.schemaRules()) {
            guarded(
                    rule,
                    report,
                    documents.isEmpty() ? null : documents.get(0).origin(),
                    "across",
                    "the documents",
                    () -> rule.check(documents, options, report));
        }
        return report;
    }

    /** Runs one rule; one that throws is reported as an internal error where its subject is, and the others run. */
    private static void guarded(
            Rule rule, ValidationReport report, Origin origin, String preposition, String subject, Runnable check) {
        try {
            check.run();
        } catch (RuntimeException | StackOverflowError e) {
            report.report(
                    CrashReport.Message.INTERNAL_ERROR,
                    origin,
                    "in rule " + rule.info().name() + " " + preposition,
                    subject,
                    DiagnosticPrinter.stackTrace(e));
        }
    }
}
