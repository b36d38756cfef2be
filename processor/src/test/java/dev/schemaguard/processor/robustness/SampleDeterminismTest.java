package dev.schemaguard.processor.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The sample app's documents compiled in source order, in reversed order, and once more in a
 * separate compilation give byte-identical generated files (docs/guide/generated-code.md: whatever
 * order javac hands the elements over in). The sources are the sample module's own, read from disk, so this
 * follows the sample as it changes.
 */
class SampleDeterminismTest {

    /** Surefire runs in the processor module's directory (its pom sets workingDirectory to basedir). */
    private static final Path SAMPLE_SOURCES =
            Path.of("..", "sample-app", "src", "main", "java", "dev", "schemaguard", "sample");

    private static final List<String> OPTIONS =
            List.of("-Aschemaguard.database=bookstore", "-Aschemaguard.warningsAsErrors=true");

    @Test
    void sampleDocumentsInAnyOrderAndAnyCompilationGiveByteIdenticalOutput() throws IOException {
        assertTrue(
                Files.isDirectory(SAMPLE_SOURCES),
                () -> "the sample sources are not at " + SAMPLE_SOURCES.toAbsolutePath()
                        + ": this test expects to run in the processor module's directory (working directory "
                        + Path.of("").toAbsolutePath() + ")");
        List<Path> files;
        try (Stream<Path> list = Files.list(SAMPLE_SOURCES)) {
            // BookstoreApp is compiled too: it uses the generated classes and mongo-java-server, both on this class
            // path
            files = list.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .sorted()
                    .toList();
        }
        assertTrue(files.size() >= 6, () -> "sample sources: " + files);
        List<JavaFileObject> sources = new ArrayList<>();
        for (Path file : files) {
            String simple = file.getFileName().toString().replace(".java", "");
            sources.add(JavaFileObjects.forSourceString(
                    "dev.schemaguard.sample." + simple, Files.readString(file, StandardCharsets.UTF_8)));
        }
        List<JavaFileObject> reversed = new ArrayList<>(sources);
        Collections.reverse(reversed);

        Map<String, String> inOrder = generated(sources);
        Map<String, String> inReverse = generated(reversed);
        Map<String, String> again = generated(sources);

        long schemaClasses =
                inOrder.keySet().stream().filter(p -> p.endsWith("Schema.java")).count();
        assertTrue(schemaClasses >= 5, () -> "schema classes: " + inOrder.keySet());
        assertTrue(
                inOrder.containsKey("dev/schemaguard/sample/SchemaBootstrap.java"),
                () -> "generated: " + inOrder.keySet());
        assertEquals(inOrder.keySet(), inReverse.keySet(), "the same files, in reversed source order");
        for (String path : inOrder.keySet()) {
            assertEquals(inOrder.get(path), inReverse.get(path), path + " differs in reversed source order");
            assertEquals(inOrder.get(path), again.get(path), path + " differs in a second compilation");
        }
        assertEquals(inOrder, again);
        System.out.printf(
                Locale.ROOT,
                "sample determinism: %d sources, %d generated files (%d schema classes), "
                        + "%,d characters, identical in source order, reversed order and a second compilation%n",
                sources.size(),
                inOrder.size(),
                schemaClasses,
                inOrder.values().stream().mapToInt(String::length).sum());
    }

    private static Map<String, String> generated(List<JavaFileObject> sources) {
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(OPTIONS)
                .compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> describe(compilation));
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            String message = d.getMessage(Locale.ROOT);
            assertTrue(
                    !message.startsWith("[") || d.getKind() == Diagnostic.Kind.NOTE,
                    () -> "the sample is clean, with every warning as an error: " + message);
        }
        Map<String, String> out = CompiledOutput.sources(compilation);
        assertTrue(!out.isEmpty(), "nothing was generated");
        return out;
    }

    private static String describe(Compilation compilation) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            sb.append(d.getKind())
                    .append(' ')
                    .append(d.getSource() == null ? "" : d.getSource().getName())
                    .append(':')
                    .append(d.getLineNumber())
                    .append(' ')
                    .append(d.getMessage(Locale.ROOT))
                    .append('\n');
        }
        return sb.toString();
    }
}
