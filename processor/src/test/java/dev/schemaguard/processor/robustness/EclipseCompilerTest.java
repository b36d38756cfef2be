package dev.schemaguard.processor.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processors under Eclipse's compiler (ECJ, as in Eclipse and in builds that use it), which has no javac tree API:
 * the documents are checked and their schema classes generated as under javac, and the query code in method bodies,
 * which only javac's trees can read, is skipped without a word.
 */
class EclipseCompilerTest {

    private static final String BOOK = """
            package ecj;
            import dev.schemaguard.annotations.*;
            @Document(collection = "books")
            @IndexHint(keys = {"author", "year:-1"})
            @IndexHint(keys = "author")
            public class Book {
                org.bson.types.ObjectId id;
                String title;
                String author;
                int year;
            }
            """;

    /** A query no index serves: under javac, QueryWithoutIndex on the find (DriverQueryRulesTest). */
    private static final String LIBRARY = """
            package ecj;
            import static com.mongodb.client.model.Filters.eq;
            import com.mongodb.client.MongoCollection;
            class Library {
                MongoCollection<Book> books;
                Object byTitle(String t) {
                    return books.find(eq(BookSchema.TITLE, t));
                }
            }
            """;

    @Test
    void negative_underEclipsesCompiler_documentsAreCheckedAndQueryCodeIsSkipped(@TempDir Path dir) throws Exception {
        Path sources = Files.createDirectories(dir.resolve("src/ecj"));
        Files.writeString(sources.resolve("Book.java"), BOOK);
        Files.writeString(sources.resolve("Library.java"), LIBRARY);
        Path out = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler ecj = new EclipseCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files =
                ecj.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = new ArrayList<>(List.of(
                    // ECJ 3.26 compiles Java 16 at most; these sources need none of 17
                    "-source",
                    "16",
                    "-target",
                    "16",
                    "-classpath",
                    System.getProperty("java.class.path"),
                    "-d",
                    out.toString(),
                    "-s",
                    Files.createDirectories(dir.resolve("generated")).toString()));
            JavaCompiler.CompilationTask task = ecj.getTask(
                    new StringWriter(),
                    files,
                    diagnostics,
                    options,
                    null,
                    files.getJavaFileObjects(
                            sources.resolve("Book.java").toFile(),
                            sources.resolve("Library.java").toFile()));
            task.setProcessors(List.of(new SchemaGuardProcessor(), new SchemaBootstrapProcessor()));
            boolean compiled = task.call();
            List<String> printed = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() != Diagnostic.Kind.NOTE)
                    .map(d -> d.getKind() + " " + d.getMessage(Locale.ROOT))
                    .toList();
            assertTrue(compiled, printed::toString);
            // the document's own finding, as javac prints it: the index on author is a prefix of the compound one
            assertEquals(
                    1,
                    printed.stream()
                            .filter(m -> m.contains("[RedundantIndexPrefix]"))
                            .count(),
                    printed::toString);
            assertTrue(printed.stream().noneMatch(m -> m.contains("[InternalError]")), printed::toString);
            assertTrue(printed.stream().noneMatch(m -> m.contains("[QueryWithoutIndex]")), printed::toString);
            assertTrue(Files.exists(out.resolve("ecj/BookSchema.class")), "the schema class is generated and compiled");
        }
    }
}
