package dev.schemaguard.processor.sarif;

import static dev.schemaguard.processor.sarif.SarifCheck.compile;
import static dev.schemaguard.processor.sarif.SarifCheck.readValid;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.rules.RuleRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code -Aschemaguard.sarif}: the log is valid against the official SARIF 2.1.0 schema, lists the
 * whole catalog, has one result per diagnostic javac printed (same rule, level, line and column),
 * lists suppressed findings as suppressed, is the same bytes whatever the order of the sources, and
 * is written when the compilation fails.
 */
class SarifReportTest {

    private static final String BOOKS = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            @Document
            @IndexHint(keys = {"auther", "title"})
            class Book {
                org.bson.types.ObjectId id;
                String author;
                String title;
                List<String> tags;
                @SuppressWarnings("schemaguard:UnboundedArray")
                List<String> formats;
            }
            """;

    private static final String AUTHORS = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            @Document
            class Author {
                org.bson.types.ObjectId id;
                @IndexHint @IndexHint(name = "name_again") String name;
                List<Book> books;
            }
            """;

    private static final String CLEAN = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            class Shelf {
                org.bson.types.ObjectId id;
                @Bounded(max = 40) String label;
            }
            """;

    @TempDir
    Path dir;

    /** Sources as files in a source tree, so that javac reports file URIs, as in a build. */
    private List<JavaFileObject> files(String... namesAndTexts) throws IOException {
        List<JavaFileObject> out = new ArrayList<>();
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            Path file = dir.resolve("src/" + namesAndTexts[i].replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, namesAndTexts[i + 1]);
            out.add(JavaFileObjects.forResource(file.toUri().toURL()));
        }
        return out;
    }

    private String relative(JavaFileObject source) {
        return dir.relativize(Path.of(source.toUri())).toString().replace('\\', '/');
    }

    @Test
    void positive_resultsAreTheDiagnostics_oneForOne() throws IOException {
        Path sarif = dir.resolve("out/schemaguard.sarif");
        Compilation compilation = compile(
                files("p.Book", BOOKS, "p.Author", AUTHORS),
                "-Aschemaguard.sarif=" + sarif,
                "-Aschemaguard.sarifRoot=" + dir);
        JsonNode log = readValid(sarif);

        List<SarifCheck.Seen> printed = SarifCheck.diagnostics(compilation, this::relative);
        // the sources give an error on an annotation value, warnings on fields and repeated annotations
        assertTrue(
                printed.stream()
                        .anyMatch(s -> s.rule().equals("IndexFieldUnknown")
                                && s.level().equals("error")),
                printed.toString());
        assertTrue(
                printed.stream()
                        .anyMatch(s ->
                                s.rule().equals("UnboundedArray") && s.level().equals("warning")),
                printed.toString());
        assertTrue(printed.size() >= 3, printed.toString());
        assertEquals(printed, SarifCheck.reported(log));
        SarifCheck.assertRuleIndexes(log);

        for (JsonNode result : SarifCheck.results(log)) {
            JsonNode location =
                    result.get("locations").get(0).get("physicalLocation").get("artifactLocation");
            assertTrue(location.get("uri").asString().startsWith("src/p/"), result.toString());
            assertEquals("%SRCROOT%", location.get("uriBaseId").asString());
            String text = result.get("message").get("text").asString();
            assertTrue(text.startsWith("[" + result.get("ruleId").asString() + "] "), text);
        }
    }

    @Test
    void positive_suppressedFinding_listedAsSuppressedInSource() throws IOException {
        Path sarif = dir.resolve("schemaguard.sarif");
        Compilation compilation = compile(files("p.Book", BOOKS), "-Aschemaguard.sarif=" + sarif);
        JsonNode log = readValid(sarif);
        List<JsonNode> suppressed = SarifCheck.results(log).stream()
                .filter(r -> r.has("suppressions"))
                .toList();
        assertEquals(1, suppressed.size(), log.toString());
        JsonNode result = suppressed.get(0);
        assertEquals("UnboundedArray", result.get("ruleId").asString());
        assertEquals("inSource", result.get("suppressions").get(0).get("kind").asString());
        assertTrue(result.get("message").get("text").asString().contains("formats"), result.toString());
        // line 12 is the field 'formats', at its name
        SarifCheck.Seen seen = SarifCheck.seen(result);
        assertEquals(12, seen.line());
        assertEquals(18, seen.column());
        // no javac diagnostic for it
        assertTrue(compilation.diagnostics().stream()
                .noneMatch(d ->
                        d.getLineNumber() == 12 && d.getMessage(Locale.ROOT).startsWith("[UnboundedArray]")));
        // without -Aschemaguard.sarifRoot: absolute file URIs
        assertTrue(SarifCheck.seen(result).file().startsWith("file:/"), result.toString());
    }

    @Test
    void negative_cleanSource_noResults_wholeCatalog() throws IOException {
        Path sarif = dir.resolve("schemaguard.sarif");
        Compilation compilation = compile(files("p.Shelf", CLEAN), "-Aschemaguard.sarif=" + sarif);
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                compilation.diagnostics().toString());
        JsonNode log = readValid(sarif);
        assertEquals(0, SarifCheck.results(log).size());
        assertEquals("2.1.0", log.get("version").asString());
        JsonNode driver = log.get("runs").get(0).get("tool").get("driver");
        assertEquals("schemaguard", driver.get("name").asString());
        assertFalse(driver.get("version").asString().isBlank());
        assertFalse(driver.get("version").asString().contains("${"), "the build filters the version in");

        List<String> expected = new ArrayList<>(
                RuleRegistry.standard().infos().stream().map(RuleInfo::name).toList());
        expected.add(RuleInfo.INTERNAL_ERROR.name());
        expected.sort(null);
        List<JsonNode> rules = SarifCheck.rules(log);
        assertEquals(expected, rules.stream().map(r -> r.get("id").asString()).toList());
        for (JsonNode rule : rules) {
            String id = rule.get("id").asString();
            assertEquals(
                    SarifReport.RULE_DOCS_BASE + "docs/rules/" + id + ".md",
                    rule.get("helpUri").asString());
            assertFalse(rule.get("shortDescription").get("text").asString().isBlank(), id);
            RuleInfo info = RuleRegistry.standard().info(id).orElseThrow();
            assertEquals(
                    info.defaultSeverity().name().toLowerCase(Locale.ROOT),
                    rule.get("defaultConfiguration").get("level").asString(),
                    id);
            if (!id.equals(RuleInfo.INTERNAL_ERROR.name())) {
                // the link's target exists (tests run in the processor module)
                assertTrue(Files.isRegularFile(Path.of("..", info.docsPath())), info.docsPath());
            }
        }
    }

    @Test
    void positive_sameBytes_acrossCompilationsAndSourceOrder() throws IOException {
        List<JavaFileObject> sources = files("p.Book", BOOKS, "p.Author", AUTHORS, "p.Shelf", CLEAN);
        Path first = dir.resolve("first.sarif");
        Path second = dir.resolve("second.sarif");
        Path reversed = dir.resolve("reversed.sarif");
        compile(sources, "-Aschemaguard.sarif=" + first, "-Aschemaguard.sarifRoot=" + dir);
        compile(sources, "-Aschemaguard.sarif=" + second, "-Aschemaguard.sarifRoot=" + dir);
        List<JavaFileObject> backwards = new ArrayList<>(sources);
        java.util.Collections.reverse(backwards);
        compile(backwards, "-Aschemaguard.sarif=" + reversed, "-Aschemaguard.sarifRoot=" + dir);
        byte[] bytes = Files.readAllBytes(first);
        assertFalse(SarifCheck.results(readValid(first)).isEmpty());
        assertArrayEquals(bytes, Files.readAllBytes(second));
        assertArrayEquals(bytes, Files.readAllBytes(reversed), () -> "reversed order:\n" + new String(bytes));
    }

    @Test
    void positive_writtenWhenTheCompilationFails() throws IOException {
        Path sarif = dir.resolve("failing/schemaguard.sarif");
        // a type that does not exist, outside the document: javac reports it after the processors' last round
        String broken = BOOKS + "class Shelf { NoSuchType books; }\n";
        Compilation compilation = compile(files("p.Book", broken), "-Aschemaguard.sarif=" + sarif);
        assertEquals(Compilation.Status.FAILURE, compilation.status());
        assertTrue(
                compilation.errors().stream()
                        .anyMatch(d -> d.getMessage(Locale.ROOT).contains("NoSuchType")),
                "javac's own error is there too");
        JsonNode log = readValid(sarif);
        assertTrue(
                SarifCheck.results(log).stream()
                        .anyMatch(r -> r.get("ruleId").asString().equals("IndexFieldUnknown")
                                && r.get("level").asString().equals("error")),
                log.toString());
    }

    @Test
    void negative_unwritablePath_errorDiagnostic_noCrash() throws IOException {
        Path notADirectory = dir.resolve("plain-file");
        Files.writeString(notADirectory, "x");
        Path sarif = notADirectory.resolve("schemaguard.sarif");
        Compilation compilation = compile(files("p.Shelf", CLEAN), "-Aschemaguard.sarif=" + sarif);
        List<String> errors = compilation.errors().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .collect(Collectors.toList());
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("[schemaguard] could not write the SARIF file " + sarif), errors.get(0));
        assertTrue(errors.get(0).contains("-Aschemaguard.sarif"), errors.get(0));
        assertTrue(compilation.diagnostics().stream()
                .noneMatch(d -> d.getMessage(Locale.ROOT).contains("InternalError")));
        assertFalse(Files.exists(sarif));
        assertTrue(compilation.diagnostics().stream()
                .allMatch(d -> d.getKind() != Diagnostic.Kind.ERROR
                        || d.getMessage(Locale.ROOT).startsWith("[schemaguard] could not write")));
    }

    @Test
    void positive_baselineHidesFinding_listedAsExternal() throws IOException {
        Path baseline = dir.resolve("schemaguard-baseline.txt");
        // the books with a fixed rule's error too (IndexName: MongoDB refuses an index named '*')
        List<JavaFileObject> sources = files(
                "p.Book",
                BOOKS.replace(
                        "@IndexHint(keys = {\"auther\", \"title\"})",
                        "@IndexHint(keys = {\"auther\", \"title\"}) @IndexHint(keys = \"author\", name = \"*\")"));
        compile(sources, "-Aschemaguard.baseline=" + baseline, "-Aschemaguard.writeBaseline=true");
        Path sarif = dir.resolve("baselined.sarif");
        Compilation compilation =
                compile(sources, "-Aschemaguard.baseline=" + baseline, "-Aschemaguard.sarif=" + sarif);
        JsonNode log = readValid(sarif);
        // what javac printed (the fixed rule's error, which no baseline hides) is reported; the rest is external
        assertEquals(
                SarifCheck.diagnostics(
                        compilation, source -> Path.of(source.toUri()).toUri().toString()),
                SarifCheck.reported(log));
        List<JsonNode> external = SarifCheck.results(log).stream()
                .filter(r -> r.has("suppressions")
                        && r.get("suppressions").get(0).get("kind").asString().equals("external"))
                .toList();
        assertEquals(
                List.of("IndexFieldUnknown", "UnboundedArray"),
                external.stream().map(r -> r.get("ruleId").asString()).toList(),
                log.toString());
        assertEquals(10, SarifCheck.seen(external.get(1)).line(), "'tags'");
        List<String> shown = SarifCheck.results(log).stream()
                .filter(r -> !r.has("suppressions"))
                .map(r -> r.get("ruleId").asString())
                .toList();
        assertEquals(List.of("IndexName"), shown, log.toString());
    }

    @Test
    void positive_bothProcessors_inOneFile() throws IOException {
        // DuplicateCollection is found across documents (SchemaBootstrapProcessor), UnboundedArray per document
        String first = "package p;\n@dev.schemaguard.annotations.Document(collection = \"items\")\n"
                + "class First { org.bson.types.ObjectId id; java.util.List<String> tags; }\n";
        String second = "package p;\n@dev.schemaguard.annotations.Document(collection = \"items\")\n"
                + "class Second { long id; }\n";
        Path sarif = dir.resolve("both.sarif");
        Compilation compilation = compile(
                files("p.First", first, "p.Second", second),
                "-Aschemaguard.sarif=" + sarif,
                "-Aschemaguard.sarifRoot=" + dir);
        JsonNode log = readValid(sarif);
        List<SarifCheck.Seen> reported = SarifCheck.reported(log);
        assertTrue(reported.stream().anyMatch(r -> r.rule().equals("DuplicateCollection")), reported.toString());
        assertTrue(reported.stream().anyMatch(r -> r.rule().equals("UnboundedArray")), reported.toString());
        assertEquals(SarifCheck.diagnostics(compilation, this::relative), reported);
    }

    @Test
    void negative_sarifRootWithoutSarif_warns() throws IOException {
        Compilation compilation = compile(files("p.Shelf", CLEAN), "-Aschemaguard.sarifRoot=" + dir);
        assertTrue(
                compilation.warnings().stream()
                        .anyMatch(d -> d.getMessage(Locale.ROOT)
                                .contains("-Aschemaguard.sarifRoot=" + dir
                                        + " has no effect without -Aschemaguard.sarif")),
                compilation.diagnostics().toString());
    }
}
