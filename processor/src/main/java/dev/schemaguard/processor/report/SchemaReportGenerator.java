package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.SizeEstimate;
import dev.schemaguard.processor.model.SizeEstimator;
import dev.schemaguard.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * {@code schema.md}: per database a Mermaid diagram, then per collection its stored paths (BSON
 * type, bound, worst-case bytes as DocumentTooLarge counts them, indexes), its indexes, options
 * and references, and the findings javac printed on it; last, the findings across documents.
 */
final class SchemaReportGenerator {

    /** How the report groups documents whose database is chosen when the application runs. */
    static final String UNKNOWN_DATABASE = "(database chosen at run time)";

    private SchemaReportGenerator() {}

    /** The report's order: by database, collection and class, whatever order javac handed them over in. */
    static List<ReportedDocument> ordered(List<ReportedDocument> documents) {
        return documents.stream()
                .sorted(Comparator.comparing(ReportedDocument::databaseLabel)
                        .thenComparing(d -> d.model().collection())
                        .thenComparing(d -> d.model().qualifiedName()))
                .toList();
    }

    static String markdown(List<ReportedDocument> documents, List<ReportedFinding> across) {
        List<ReportedDocument> ordered = ordered(documents);
        Map<String, List<ReportedDocument>> byDatabase = new LinkedHashMap<>();
        ordered.forEach(d -> byDatabase
                .computeIfAbsent(d.databaseLabel(), k -> new ArrayList<>())
                .add(d));
        StringBuilder out = new StringBuilder("# Schema report\n\n");
        out.append("Written by schemaguard (`-Aschemaguard.report`) from ")
                .append(count(ordered.size(), "document"))
                .append(" in ")
                .append(count(byDatabase.size(), "database"))
                .append(". Worst-case sizes count every ")
                .append("`@Bounded` value at its bound; unbounded strings, arrays and maps count as empty, so a path ")
                .append("inside one adds nothing (—), nor does a field only another subclass has. Each finding's rule ")
                .append("is described in schemaguard's docs/rules/<Rule>.md.\n");
        if (ordered.isEmpty()) {
            out.append("\nThe compilation has no document that could be read.\n");
        }
        for (Map.Entry<String, List<ReportedDocument>> database : byDatabase.entrySet()) {
            String name =
                    database.getKey().equals(UNKNOWN_DATABASE) ? database.getKey() : "`" + database.getKey() + "`";
            out.append("\n## Database ")
                    .append(name)
                    .append("\n\n```mermaid\n")
                    .append(MermaidDiagram.of(database.getValue(), ordered))
                    .append("```\n");
            for (ReportedDocument document : database.getValue()) {
                collection(document, ordered, out);
            }
        }
        if (!across.isEmpty()) {
            out.append("\n## Findings across documents\n\n");
            findings(across, true, out);
        }
        return out.toString();
    }

    /** The queries the compilation runs on the collection, and how the server would run each. */
    private static void queries(List<ReportedQuery> queries, StringBuilder out) {
        if (queries.isEmpty()) {
            return;
        }
        out.append("\n**Queries**\n\n| Query | Shape | Plan | Order |\n|---|---|---|---|\n");
        for (ReportedQuery query : queries) {
            out.append("| `")
                    .append(cell(query.name()))
                    .append("` | `")
                    .append(cell(query.shape()))
                    .append("` | ")
                    .append(cell(query.plan()))
                    .append(" | ")
                    .append(cell(query.sort()))
                    .append(" |\n");
        }
    }

    private static void collection(ReportedDocument reported, List<ReportedDocument> all, StringBuilder out) {
        DocumentModel model = reported.model();
        SizeEstimate estimate = SizeEstimator.estimate(model);
        long max = SizeEstimator.maxDocumentBytes(model);
        out.append("\n### Collection `").append(cell(model.collection())).append("`\n\n");
        out.append("Class `").append(model.qualifiedName()).append('`');
        if (!model.subtypes().isEmpty()) {
            out.append(", with the subclasses ")
                    .append(String.join(
                            ", ",
                            model.subtypes().stream()
                                    .map(t -> "`" + t.simpleName() + "`")
                                    .toList()));
        }
        if (model.collectionAtRunTime()) {
            out.append("; the collection name is evaluated when the application runs");
        }
        out.append(". Worst case ")
                .append(SizeEstimate.formatBytes(estimate.bytes()))
                .append(
                        estimate.type().equals(model.qualifiedName())
                                ? ""
                                : " (as `" + TypeModel.simpleNameOf(estimate.type()) + "`)")
                .append(" of the ")
                .append(SizeEstimate.formatBytes(max))
                .append(" a document may have (")
                .append(String.format(Locale.ROOT, "%.2f%%", Math.min(100.0, 100.0 * estimate.bytes() / max)))
                .append(").\n\n");
        out.append("| Path | Java path | BSON type | Bound | Worst case (bytes) | Indexes |\n");
        out.append("|---|---|---|---|---:|---|\n");
        for (StoredField field : StoredField.of(model, estimate)) {
            out.append("| `")
                    .append(cell(field.storedPath()))
                    .append("` | `")
                    .append(cell(field.javaPath()))
                    .append("` | `")
                    .append(cell(field.type()))
                    .append("` | ")
                    .append(bound(field))
                    .append(" | ")
                    .append(
                            field.worstCaseBytes() == null
                                    ? "—"
                                    : String.format(Locale.ROOT, "%,d", field.worstCaseBytes()))
                    .append(" | ")
                    .append(
                            field.indexes().isEmpty()
                                    ? "—"
                                    : String.join(
                                            ", ",
                                            field.indexes().stream()
                                                    .map(n -> "`" + cell(n) + "`")
                                                    .toList()))
                    .append(" |\n");
        }
        out.append("\n**Indexes**");
        if (model.indexesUndeclared()) {
            out.append(": made outside the compilation, since the class carries no document annotation (the code "
                    + "stores it with the driver's codec); `_id_` is the one known.\n");
        } else if (model.indexes().isEmpty()) {
            out.append(": none declared.\n");
        } else {
            out.append("\n\n| Name | Keys | Options |\n|---|---|---|\n");
            for (IndexSpec index : model.indexes()) {
                out.append("| `")
                        .append(cell(index.name()))
                        .append("` | `")
                        .append(cell(index.keysDocument()))
                        .append("` | ")
                        .append(indexOptions(index))
                        .append(" |\n");
            }
        }
        queries(reported.queries(), out);
        out.append("\n**Options**: ").append(options(model)).append('\n');
        List<References.Edge> references = References.of(model, all);
        if (!references.isEmpty()) {
            out.append("\n**References**\n\n");
            for (References.Edge edge : references) {
                boolean sameDatabase = Objects.equals(edge.targetDatabase(), model.database());
                String target = edge.targetCollection() != null
                        ? "`"
                                + cell(
                                        sameDatabase
                                                ? edge.targetCollection()
                                                : edge.targetDatabase() + "." + edge.targetCollection())
                                + "`"
                        : edge.target() != null ? "`" + edge.target() + "`" : "an unknown target";
                String how = switch (edge.storage()) {
                    case ID -> edge.extended() ? "a summary that holds its id" : "its id";
                    case DBREF -> "a DBRef";
                    case UNKNOWN -> "a value whose shape is known only at run time";
                };
                String count =
                        !edge.many() ? "one" : edge.maxTargets() == null ? "any number" : "up to " + edge.maxTargets();
                out.append("- `")
                        .append(cell(edge.storedPath()))
                        .append("` → ")
                        .append(target)
                        .append(": ")
                        .append(count)
                        .append(edge.many() ? ", each " : ", ")
                        .append(how)
                        .append('\n');
            }
        }
        out.append("\n**Findings**");
        if (reported.findings().isEmpty()) {
            out.append(": none.\n");
        } else {
            out.append("\n\n");
            findings(reported.findings(), false, out);
        }
    }

    private static void findings(List<ReportedFinding> findings, boolean withClass, StringBuilder out) {
        out.append(
                withClass
                        ? "| Rule | Severity | Class | Message |\n|---|---|---|---|\n"
                        : "| Rule | Severity | Message |\n|---|---|---|\n");
        for (ReportedFinding finding : findings) {
            out.append("| ")
                    .append(finding.rule())
                    .append(" | ")
                    .append(finding.severity())
                    .append(" | ");
            if (withClass) {
                out.append('`').append(finding.document()).append("` | ");
            }
            // an [InternalError]'s stack trace is for the build log; its first line says what failed
            String message = finding.message().lines().findFirst().orElse("");
            out.append(text(message)).append(" |\n");
        }
    }

    private static String bound(StoredField field) {
        Long limit = field.field().limit();
        if (field.boundUnit() == null) {
            return "—";
        }
        if (limit == null) {
            return "unbounded";
        }
        String implicit = field.field().bound() == null ? " (enum)" : "";
        return String.format(Locale.ROOT, "%,d %s%s", limit, field.boundUnit(), implicit);
    }

    private static String indexOptions(IndexSpec index) {
        List<String> options = new ArrayList<>();
        if (index.unique()) {
            options.add("unique");
        }
        if (index.sparse()) {
            options.add("sparse");
        }
        if (index.hidden()) {
            options.add("hidden");
        }
        if (index.isTtl()) {
            options.add("expireAfterSeconds " + index.expireAfterSeconds().getAsLong());
        }
        if (index.isPartial()) {
            options.add("partial `" + cell(index.partialFilter()) + "`");
        }
        if (index.collation() != null) {
            options.add("collation " + collation(index.collation()));
        }
        index.options().forEach((k, v) -> options.add(k + " `" + cell(v) + "`"));
        if (!index.weights().isEmpty()) {
            List<String> weights = new ArrayList<>();
            index.weights()
                    .forEach((k, v) -> weights.add(k + ": " + (v == Math.rint(v) ? String.valueOf(v.longValue()) : v)));
            options.add("weights `{" + cell(String.join(", ", weights)) + "}`");
        }
        return options.isEmpty() ? "—" : String.join(", ", options);
    }

    private static String options(DocumentModel model) {
        CollectionOptions options = model.collectionOptions();
        List<String> out = new ArrayList<>();
        if (model.collation() != null) {
            out.add("collation " + collation(model.collation()));
        }
        if (options.capped() != null) {
            out.add("capped at " + SizeEstimate.formatBytes(options.capped().sizeBytes())
                    + (options.capped().maxDocuments() > 0
                            ? " and " + count(options.capped().maxDocuments(), "document")
                            : ""));
        }
        if (options.timeSeries() != null) {
            CollectionOptions.TimeSeries ts = options.timeSeries();
            StringBuilder t = new StringBuilder("time series on `")
                    .append(cell(ts.timeField()))
                    .append('`');
            if (ts.hasMetaField()) {
                t.append(", meta field `").append(cell(ts.metaField())).append('`');
            }
            if (ts.granularity() != null) {
                t.append(", granularity ").append(ts.granularity().serverName());
            }
            if (ts.bucketMaxSpanSeconds() != 0) {
                t.append(", bucketMaxSpanSeconds ").append(ts.bucketMaxSpanSeconds());
            }
            if (ts.bucketRoundingSeconds() != 0) {
                t.append(", bucketRoundingSeconds ").append(ts.bucketRoundingSeconds());
            }
            if (ts.expireAfterSeconds() >= 0) {
                t.append(", expireAfterSeconds ").append(ts.expireAfterSeconds());
            }
            out.add(t.toString());
        }
        if (options.storage() != null) {
            CollectionOptions.Compressor compressor = options.storage().blockCompressor();
            StringBuilder s = new StringBuilder("storage");
            if (compressor != null && compressor.wiredTigerName() != null) {
                s.append(" block_compressor=").append(compressor.wiredTigerName());
            }
            if (!options.storage().configString().isEmpty()) {
                s.append(" `").append(cell(options.storage().configString())).append('`');
            }
            out.add(s.toString());
        }
        if (options.validation() != null) {
            CollectionOptions.Validation v = options.validation();
            out.add("validation from the model, level "
                    + (v.level() == null ? "?" : v.level().serverName()) + ", action "
                    + (v.action() == null ? "?" : v.action().serverName()));
        }
        return out.isEmpty() ? "none declared." : String.join("; ", out) + ".";
    }

    private static String collation(CollationSpec collation) {
        StringBuilder out = new StringBuilder("`")
                .append(cell(collation.locale()))
                .append("` strength ")
                .append(collation.strength());
        if (collation.caseLevel()) {
            out.append(", caseLevel");
        }
        if (collation.numericOrdering()) {
            out.append(", numericOrdering");
        }
        return out.toString();
    }

    /** Text inside a code span of a table cell: only the pipe and line breaks would break it. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replaceAll("[\\r\\n]+", " ").replace("`", "'");
    }

    /** Plain text in a table cell: no HTML, no emphasis, no cell break. */
    private static String text(String text) {
        return cell(text)
                .replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("*", "\\*");
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
