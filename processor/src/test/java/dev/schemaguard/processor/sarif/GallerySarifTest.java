package dev.schemaguard.processor.sarif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The gallery compiled as its build compiles it (gallery/pom.xml: the same options, the SARIF
 * file, paths relative to the repository), here with the processor of this build: the SARIF file
 * is what GitHub code scanning accepts (valid against the official schema) and has one result per
 * diagnostic, at the same place, and the gallery's page of each rule shows up in it.
 */
class GallerySarifTest {

    /** Tests run in the processor module (surefire's workingDirectory). */
    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();

    private static final Path GALLERY = REPOSITORY.resolve("gallery/src/main/java/dev/schemaguard/gallery");

    @TempDir
    Path dir;

    @Test
    void positive_gallery_schemaValid_oneResultPerDiagnostic() throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(GALLERY)) {
            files = listed.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        List<JavaFileObject> sources =
                files.stream().map(GallerySarifTest::source).toList();
        Path sarif = dir.resolve("schemaguard.sarif");
        Compilation compilation = SarifCheck.compile(
                sources,
                "-Aschemaguard.database=gallery",
                "-Aschemaguard.workload=complete",
                "-Xmaxerrs",
                "1000",
                "-Xmaxwarns",
                "1000",
                "-Aschemaguard.sarif=" + sarif,
                "-Aschemaguard.sarifRoot=" + REPOSITORY);
        assertEquals(Compilation.Status.FAILURE, compilation.status(), "the gallery fails on purpose");
        // on purpose through schemaguard's errors alone: javac accepts its Java (the gallery's build compiles it
        // with the frameworks of gallery/pom.xml), or a file shows javac's error instead of its rule's
        List<String> javacErrors = compilation.errors().stream()
                .filter(d -> !d.getMessage(Locale.ROOT).startsWith("["))
                .map(d -> (d.getSource() == null ? "" : d.getSource().getName()) + ":" + d.getLineNumber() + " "
                        + d.getMessage(Locale.ROOT))
                .toList();
        assertEquals(List.of(), javacErrors, "javac's own errors in the gallery");

        JsonNode log = SarifCheck.readValid(sarif);
        List<SarifCheck.Seen> printed = SarifCheck.diagnostics(
                compilation,
                source -> REPOSITORY
                        .relativize(Path.of(source.toUri()))
                        .toString()
                        .replace('\\', '/'));
        assertTrue(
                printed.size() > files.size(), "every gallery file shows at least one diagnostic: " + printed.size());
        assertEquals(printed, SarifCheck.reported(log));
        SarifCheck.assertRuleIndexes(log);

        // each gallery file named after a rule shows that rule (the *SpringData.java and *Morphia.java variants too)
        Set<String> ruleIds = SarifCheck.results(log).stream()
                .map(r -> r.get("ruleId").asString())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> catalog =
                SarifCheck.rules(log).stream().map(r -> r.get("id").asString()).collect(Collectors.toSet());
        for (Path file : files) {
            String name = file.getFileName().toString().replace(".java", "").replaceAll("(SpringData|Morphia)$", "");
            if (catalog.contains(name)) {
                assertTrue(ruleIds.contains(name), name + " is not in the gallery's SARIF file: " + ruleIds);
            }
        }
        assertTrue(
                SarifCheck.results(log).stream()
                        .allMatch(r ->
                                SarifCheck.seen(r).file().startsWith("gallery/src/main/java/dev/schemaguard/gallery/")),
                "paths relative to the repository");
    }

    private static JavaFileObject source(Path file) {
        try {
            return JavaFileObjects.forResource(file.toUri().toURL());
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }
}
