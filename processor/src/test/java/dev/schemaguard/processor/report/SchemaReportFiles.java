package dev.schemaguard.processor.report;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;

/** Compiles sources with {@code -Aschemaguard.report} into a fresh directory, for the report tests. */
public record SchemaReportFiles(Compilation compilation, Path directory) {

    /** Surefire runs in the processor module's directory (its pom sets workingDirectory to basedir). */
    static final Path SAMPLE_SOURCES =
            Path.of("..", "sample-app", "src", "main", "java", "dev", "schemaguard", "sample");
    /** The options of sample-app/pom.xml, but for the report's directory. */
    static final List<String> SAMPLE_OPTIONS =
            List.of("-Aschemaguard.database=bookstore", "-Aschemaguard.warningsAsErrors=true");

    /** @param directory a test's temporary directory; the report goes to a directory in it that does not exist yet */
    public static SchemaReportFiles compile(List<String> options, List<JavaFileObject> sources, Path directory) {
        List<String> all = new ArrayList<>(options);
        all.add("-Aschemaguard.report=" + directory.resolve("out"));
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(all)
                .compile(sources);
        return new SchemaReportFiles(compilation, directory.resolve("out"));
    }

    /** The sample app's sources, read from its module, in file-name order. */
    static List<JavaFileObject> sampleSources() {
        try (Stream<Path> list = Files.list(SAMPLE_SOURCES)) {
            List<JavaFileObject> out = new ArrayList<>();
            for (Path file : list.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .sorted()
                    .toList()) {
                String simple = file.getFileName().toString().replace(".java", "");
                out.add(JavaFileObjects.forSourceString(
                        "dev.schemaguard.sample." + simple, Files.readString(file, StandardCharsets.UTF_8)));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String markdown() {
        return read("schema.md");
    }

    public String json() {
        return read("schema.json");
    }

    private String read(String name) {
        try {
            return Files.readString(directory.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
