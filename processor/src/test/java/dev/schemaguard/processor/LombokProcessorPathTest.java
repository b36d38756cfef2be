package dev.schemaguard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.JavaFile;
import dev.schemaguard.annotations.Document;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build that lists schemaguard on the processor path and Lombok only on the class path, as
 * Maven's {@code annotationProcessorPaths} does: javac discovers the processors of that path alone,
 * so Lombok does not run. Real javac runs, with processors found as javac finds them (their
 * service files on {@code -processorpath}), not handed over as instances.
 */
class LombokProcessorPathTest {

    @TempDir
    Path dir;

    /** The document's class: Lombok's @Getter on a field, after a field without one. */
    private static final String SHELF = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document(database = "shop", collection = "shelves")
            class Shelf {
                org.bson.types.ObjectId id;
                int size;
                @lombok.Getter String room;
            }
            """;

    /** A later class by name, annotated on the class, that calls what Lombok generates. */
    private static final String TILE = """
            package p;
            @lombok.Data
            class Tile {
                String colour;
                String shelfRoom(Shelf shelf) {
                    return shelf.getRoom() + getColour();
                }
            }
            """;

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    /** schemaguard's processors and what they need when they run, as its Maven artifact brings them. */
    private static List<String> schemaguardPath() {
        return List.of(
                location(SchemaGuardProcessor.class),
                location(Document.class),
                location(JavaFile.class),
                location(BsonDocument.class));
    }

    /**
     * One diagnostic as javac's {@code -XDrawDiagnostics} prints it: {@code Shelf.java:7:5:
     * compiler.err.proc.messager: [schemaguard] ...}.
     */
    private record Printed(String file, int line, String key, String message) {}

    private record Run(boolean success, List<Printed> diagnostics, String output) {

        List<Printed> errors() {
            return diagnostics.stream()
                    .filter(d -> d.key().startsWith("compiler.err."))
                    .toList();
        }

        List<String> lombokErrors() {
            return errors().stream()
                    .map(Printed::message)
                    .filter(m -> m.contains("is Lombok's"))
                    .toList();
        }
    }

    private static final Pattern RAW =
            Pattern.compile("^(\\S+\\.java):(\\d+):\\d+: (compiler\\.\\w+\\.[\\w.]+): (.*)$");

    /**
     * javac in a process of its own, as Maven runs it in one whose class path has no Lombok: in this
     * JVM, javac's processor class loader would see the test's class path, Lombok's jar included,
     * through its parent.
     */
    private Run compile(List<String> processorPath, String... namesAndSources)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
                "-XDrawDiagnostics",
                "-d",
                Files.createDirectories(dir.resolve("classes")).toString(),
                "-classpath",
                String.join(
                        File.pathSeparator,
                        location(lombok.Lombok.class),
                        location(Document.class),
                        location(BsonDocument.class)),
                "-processorpath",
                String.join(File.pathSeparator, processorPath)));
        for (int i = 0; i < namesAndSources.length; i += 2) {
            Path file = dir.resolve("src").resolve(namesAndSources[i].replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, namesAndSources[i + 1]);
            command.add(file.toString());
        }
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean success = javac.waitFor() == 0;
        List<Printed> diagnostics = new ArrayList<>();
        for (String line : output.split("\\R")) {
            Matcher m = RAW.matcher(line);
            if (m.matches()) {
                diagnostics.add(new Printed(m.group(1), Integer.parseInt(m.group(2)), m.group(3), m.group(4)));
            }
        }
        return new Run(success, diagnostics, output);
    }

    @Test
    void positive_lombokOnTheClassPathOnly_oneErrorOnTheFirstLombokAnnotation_first()
            throws IOException, InterruptedException {
        Run run = compile(schemaguardPath(), "p.Tile", TILE, "p.Shelf", SHELF);
        List<String> said = run.lombokErrors();
        assertEquals(1, said.size(), run.output());
        Printed error = run.errors().get(0);
        assertEquals(said.get(0), error.message(), "the first error: " + run.output());
        // p.Shelf comes before p.Tile by name, whatever the order of the sources
        assertEquals("Shelf.java", error.file(), run.output());
        assertEquals(7, error.line(), run.output());
        String version;
        try (JarFile jar = new JarFile(location(lombok.Lombok.class))) {
            version = jar.getManifest().getMainAttributes().getValue("Lombok-Version");
        }
        assertEquals(
                "[schemaguard] @Getter is Lombok's, but Lombok's annotation processor is not on the annotation "
                        + "processor path, so it does not run and nothing it generates exists (each getter, constructor or "
                        + "builder the code calls is a 'cannot find symbol'): a processor path replaces javac's search of the "
                        + "class path for processors. List Lombok there, before schemaguard, in the version of the class path, "
                        + version + ": in Maven's annotationProcessorPaths, <path><groupId>org.projectlombok</groupId>"
                        + "<artifactId>lombok</artifactId><version>${lombok.version}</version></path> (the property Spring "
                        + "Boot's parent sets; or write " + version + "); in Gradle, annotationProcessor "
                        + "'org.projectlombok:lombok:" + version + "'",
                said.get(0));
    }

    @Test
    void negative_lombokOnTheProcessorPath_noError_andLombokRan() throws IOException, InterruptedException {
        List<String> path = new ArrayList<>(List.of(location(lombok.Lombok.class)));
        path.addAll(schemaguardPath());
        Run run = compile(path, "p.Tile", TILE, "p.Shelf", SHELF);
        assertEquals(List.of(), run.errors(), run.output());
        assertTrue(run.success(), "Tile calls the getters Lombok generated: " + run.output());
    }

    @Test
    void negative_noLombokAnnotation_noError() throws IOException, InterruptedException {
        Run run = compile(schemaguardPath(), "p.Shelf", SHELF.replace("@lombok.Getter ", ""));
        assertEquals(List.of(), run.errors(), run.output());
    }

    @Test
    void negative_onlyLombokGenerated_asDelombokWritesIt_noError() throws IOException, InterruptedException {
        Run run = compile(schemaguardPath(), "p.Shelf", SHELF.replace("@lombok.Getter ", "@lombok.Generated "));
        assertEquals(List.of(), run.errors(), run.output());
    }
}
