package dev.schemaguard.processor.report;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.Finding;
import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Collects, for {@code -Aschemaguard.report}, every document of the compilation with what javac
 * printed about it, from both processors and every round, and writes {@code schema.md} and
 * {@code schema.json} once, when the last processor that took part finishes its last round: also
 * when the compilation has errors, since that is when a report helps most. One per compilation, in
 * the session both processors share ({@code CompilationSession}), which closes it.
 *
 * <p>The files go straight to the directory the option names, not through the Filer: it is a report
 * for people and tools beside the build (such as {@code target/schemaguard/}), not a class or
 * resource of the program, and the Filer writes only into the compiler's output locations.
 */
public final class SchemaReportRecorder {

    private final Messager messager;
    private final String directory;
    /** The latest reading of each document, by qualified name: a deferred document is read again in a later round. */
    private final Map<String, ReportedDocument> documents = new TreeMap<>();

    private List<ReportedFinding> across = List.of();

    /** The queries of each document's collection, by document and query name. */
    private final Map<String, Map<String, ReportedQuery>> queries = new TreeMap<>();

    /** One that records nothing without {@code -Aschemaguard.report}. */
    public SchemaReportRecorder(ProcessingEnvironment env, SchemaGuardOptions options) {
        this.messager = env.getMessager();
        this.directory = options.report().orElse(null);
    }

    /** A document read and checked, with its report as the printer printed it. */
    public void document(DocumentModel model, ValidationReport report, DiagnosticPrinter printer) {
        if (directory == null || model == null) {
            return;
        }
        documents.put(model.qualifiedName(), new ReportedDocument(model, shown(report, printer)));
    }

    /**
     * Whether it records anything ({@code -Aschemaguard.report}): without it, what only the report shows, such as each
     * query's plan, need not be worked out.
     */
    public boolean isRecording() {
        return directory != null;
    }

    /** The queries of one document's collection, read from one source such as a repository interface. */
    public void queries(String document, List<ReportedQuery> read) {
        if (directory == null) {
            return;
        }
        Map<String, ReportedQuery> byName = queries.computeIfAbsent(document, k -> new TreeMap<>());
        read.forEach(q -> byName.put(q.name(), q));
    }

    /** The findings of the checks across documents, the latest run replacing the one before. */
    public void across(ValidationReport report, DiagnosticPrinter printer) {
        if (directory != null) {
            across = shown(report, printer).stream().sorted().toList();
        }
    }

    private static List<ReportedFinding> shown(ValidationReport report, DiagnosticPrinter printer) {
        List<ReportedFinding> out = new ArrayList<>();
        if (report == null) {
            return out;
        }
        for (Finding finding : report.findings()) {
            Optional<Severity> severity = printer.shownAs(report, finding);
            if (severity.isPresent()) {
                var key = report.keyOf(finding);
                out.add(new ReportedFinding(
                        finding.rule(), severity.get(), finding.text(), key.path(), key.document()));
            }
        }
        return out;
    }

    /**
     * After the last round of both processors, once: writes the report. A file that cannot be
     * written is an error of the compilation, since the build asked for it.
     */
    public void close() {
        if (directory == null) {
            return;
        }
        Path dir;
        try {
            dir = Path.of(directory).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            DiagnosticPrinter.print(messager, ProcessorMessage.REPORT_NOT_DIRECTORY_PATH, directory, e.getReason());
            return;
        }
        List<ReportedDocument> all = documents.values().stream()
                .map(d ->
                        d.withQueries(List.copyOf(queries.getOrDefault(d.model().qualifiedName(), Map.of())
                                .values())))
                .toList();
        try {
            Files.createDirectories(dir);
            Files.writeString(
                    dir.resolve("schema.md"), SchemaReportGenerator.markdown(all, across), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("schema.json"), SchemaJsonWriter.json(all, across), StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            DiagnosticPrinter.print(messager, ProcessorMessage.REPORT_NOT_WRITTEN, dir, e);
        }
    }
}
