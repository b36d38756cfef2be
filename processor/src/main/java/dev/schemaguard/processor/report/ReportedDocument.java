package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;

/**
 * A document of the report: its model and what javac printed about it.
 *
 * @param findings its findings in report order (sorted), each under every document it concerns
 */
public record ReportedDocument(DocumentModel model, List<ReportedFinding> findings, List<ReportedQuery> queries) {

    public ReportedDocument {
        findings = findings.stream().sorted().toList();
        queries = queries.stream().sorted().toList();
    }

    public ReportedDocument(DocumentModel model, List<ReportedFinding> findings) {
        this(model, findings, List.of());
    }

    /** The same document with the queries of its collection. */
    ReportedDocument withQueries(List<ReportedQuery> read) {
        return new ReportedDocument(model, findings, read);
    }

    /** The database the report groups it under: its own, or a label when it is chosen at run time. */
    String databaseLabel() {
        return model.database() == null ? SchemaReportGenerator.UNKNOWN_DATABASE : model.database();
    }
}
