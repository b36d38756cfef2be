package dev.schemaguard.processor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report's diagrams parsed by Mermaid's own parser, under Node. Outside the default build's
 * needs: runs only when {@code node} is on the PATH and {@code tools/mermaid} has its packages
 * ({@code npm ci --prefix tools/mermaid}), and is skipped, saying which is missing, otherwise.
 */
class MermaidParseTest {

    private static final Path TOOL = Path.of("..", "tools", "mermaid");

    /** Called by each test, so that each is reported skipped, with the reason, rather than the class vanishing. */
    private static void assumeNodeAndMermaid() {
        String node = nodeVersion();
        Assumptions.assumeTrue(
                node != null,
                "skipped: Node.js is not on the PATH (`node --version` did not run), so "
                        + "Mermaid's parser cannot run; install Node.js 20 or later to run this test");
        Assumptions.assumeTrue(
                Files.isRegularFile(TOOL.resolve("node_modules/mermaid/package.json")),
                "skipped: Node.js " + node + " is there, but the npm package mermaid is not installed in "
                        + TOOL.toAbsolutePath().normalize() + "; run `npm ci --prefix tools/mermaid` to run this test");
    }

    @Test
    void sampleDiagramParses(@TempDir Path temp) throws Exception {
        assumeNodeAndMermaid();
        SchemaReportFiles report =
                SchemaReportFiles.compile(SchemaReportFiles.SAMPLE_OPTIONS, SchemaReportFiles.sampleSources(), temp);
        assertParses(report.directory().resolve("schema.md"), 1);
    }

    /**
     * Names Mermaid would read as syntax, two databases, a reference into the other one, a map and
     * an unbounded array of embedded values, a polymorphic embedded type, a DBRef: every kind of
     * node and edge the diagram draws. The compilation has errors; its report must still parse.
     */
    @Test
    void awkwardModelParses(@TempDir Path temp) throws Exception {
        assumeNodeAndMermaid();
        SchemaReportFiles report = SchemaReportFiles.compile(
                List.of(),
                List.of(
                        JavaFileObjects.forSourceString("odd.Event", """
                        package odd;
                        import dev.schemaguard.annotations.*;
                        import java.util.*;
                        import org.bson.types.ObjectId;
                        @Document(collection = "app.events-2024", database = "logs")
                        @IndexHint(keys = {"kind", "at:-1"})
                        public class Event {
                            ObjectId id;
                            @Field("kind~1") @Bounded(max = 20) String kind;
                            java.time.Instant at;
                            Map<String, Tag> tags;
                            List<Tag> history;
                            @Reference(Account.class) List<ObjectId> accounts;
                            @Reference(Account.class) @Bounded(max = 2) List<ObjectId> owners;
                            @Reference(Event.class) ObjectId parent;
                            Shape shape;
                            Box<Tag> boxed;
                            @Embedded public static class Box<T> { T value; }
                            @Embedded public static class Tag { @Bounded(max = 10) String name; }
                            @Embedded public abstract static class Shape { int sides; }
                            public static class Square extends Shape { double edge; }
                            public static class Circle extends Shape { double radius; }
                        }
                        """),
                        JavaFileObjects.forSourceString("odd.Account", """
                        package odd;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document(collection = "accounts", database = "main")
                        public class Account { ObjectId id; @Bounded(max = 40) String name; }
                        """)),
                temp);
        Path markdown = report.directory().resolve("schema.md");
        String text = Files.readString(markdown, StandardCharsets.UTF_8);
        assertTrue(text.contains("class Account[\"main.accounts\"]"), text);
        assertTrue(text.contains("`owners` → `main.accounts`: up to 2, each its id"), text);
        assertTrue(text.contains("Shape <|-- Square"), text);
        assertTrue(text.contains("[\"Box<Tag>\"]"), text);
        assertParses(markdown, 2);
    }

    private static void assertParses(Path markdown, int diagrams) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("node", TOOL.resolve("parse.mjs").toString(), markdown.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "node did not finish: " + output);
        assertEquals(0, process.exitValue(), () -> output + "\n" + readQuietly(markdown));
        assertTrue(output.contains(diagrams + " diagram(s) parsed"), output);
        assertEquals(
                diagrams,
                output.lines().filter(l -> l.endsWith(": classDiagram")).count(),
                output);
    }

    private static String nodeVersion() {
        try {
            Process process = new ProcessBuilder("node", "--version")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
