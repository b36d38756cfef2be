package dev.schemaguard.adoption;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.maven.MavenBuild;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A team's first builds with schemaguard, as docs/guide/adopting.md has them: Maven on the
 * projects of {@code src/it/adoption}, all in one run (each costs a Maven start otherwise) with
 * {@code -fae}, so that the project that must fail does not stop the others. The log is split by
 * project and each test reads its project's part.
 */
@EnabledIfSystemProperty(
        named = "schemaguard.it.repo",
        matches = ".+",
        disabledReason = "runs in the surefire"
                + " execution adoption-its (integration-test phase), after invoker:install; not in the test phase")
class AdoptionIT {
    /** With the RandomId of Shelf's String id, more findings than javac's default -Xmaxwarns of 100. */
    private static final int UNBOUNDED_ARRAYS = 120;

    private static final Pattern SUMMARY_LINE =
            Pattern.compile("^.*\\[schemaguard\\] \\d+ findings? .*$", Pattern.MULTILINE);
    private static final Pattern PROJECT_HEADER =
            Pattern.compile("^\\[INFO\\] -+< it\\.schemaguard:(\\S+) >-+$", Pattern.MULTILINE);

    private static MongoServer server;
    private static MongoClient client;
    private static String log;
    private static Map<String, String> logs;

    @BeforeAll
    static void buildTheProjects() throws Exception {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        String uri = "mongodb://localhost:" + address.getPort();
        client = MongoClients.create(uri);
        Path projects = MavenBuild.copyProject(
                "adoption",
                "adoption",
                Map.of(
                        "schemaguard.version", MavenBuild.property("schemaguard.it.version"),
                        "mongodb.version", MavenBuild.property("schemaguard.it.mongodbVersion"),
                        "oldestMongodb.version", MavenBuild.property("schemaguard.it.oldestMongodbVersion"),
                        "oldCompilerPlugin.version", MavenBuild.property("schemaguard.it.oldCompilerPluginVersion"),
                        "springDataMongodb.version", MavenBuild.property("schemaguard.it.springDataMongodbVersion"),
                        "springBoot.version", MavenBuild.property("schemaguard.it.springBootVersion"),
                        "lombok.version", MavenBuild.property("schemaguard.it.lombokVersion"),
                        "mongoJavaServer.version", MavenBuild.property("schemaguard.it.mongoJavaServerVersion"),
                        "slf4j.version", MavenBuild.property("schemaguard.it.slf4jVersion"),
                        "junit.version", MavenBuild.property("schemaguard.it.junitVersion")));
        writeShelf(projects.resolve("findings-model/it/findings/Shelf.java"));
        log = MavenBuild.run(projects, List.of("-fae", "verify"), Map.of("schemaguard.uri", uri));
        // for a reader of a failure: the assertions print only a project's part
        Files.write(projects.resolve("build.log"), log.getBytes(StandardCharsets.UTF_8));
        logs = byProject(log);
    }

    @AfterAll
    static void stopServer() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.shutdownNow();
        }
    }

    /** showWarnings and -Xmaxwarns, as the README's Maven snippet sets them, with the old plugin and the new. */
    @ParameterizedTest
    @ValueSource(strings = {"findings-3.8.1-readme", "findings-3.13.0-readme"})
    void readmeConfiguration_printsEveryFindingAndTheSummary(String project) {
        String output = logs.get(project);
        assertEquals(UNBOUNDED_ARRAYS, findings(output, "UnboundedArray"), output);
        assertShelfSummary(output);
        assertSucceeded(project);
    }

    /** javac prints 100 warnings by default; the others are counted in the summary only. */
    @Test
    void defaults_plugin3_13_0_javacPrintsItsLimit() {
        String output = logs.get("findings-3.13.0-defaults");
        assertEquals(100, findings(output, "[A-Z]\\w+"), output);
        assertShelfSummary(output);
        assertSucceeded("findings-3.13.0-defaults");
    }

    @Test
    void defaults_plugin3_13_0_theSummarySaysThatJavacCutTheList() {
        String output = logs.get("findings-3.13.0-defaults");
        String summary = summaryLine(output);
        assertTrue(summary.contains("121 findings") && summary.contains("-Xmaxwarns"), output);
    }

    /** Plugin 3.8.1 passes -nowarn unless showWarnings is set: the summary must survive it. */
    @Test
    void defaults_plugin3_8_1_showsTheSummary() {
        String output = logs.get("findings-3.8.1-defaults");
        assertShelfSummary(output);
        assertSucceeded("findings-3.8.1-defaults");
    }

    /** annotationProcessorPaths ends javac's search of the class path: Lombok no longer runs. */
    @Test
    void lombokOnlyOnTheClassPath_failsTheBuild() {
        assertEquals("FAILURE", reactorResult("lending-lombok-on-class-path"), log);
    }

    @Test
    void lombokOnlyOnTheClassPath_theErrorSaysToListLombokOnTheProcessorPath() {
        String output = logs.get("lending-lombok-on-class-path");
        assertTrue(output.contains("annotationProcessorPaths") && output.contains("${lombok.version}"), output);
    }

    @Test
    void springDataApplication_buildsGreenWithItsFindingsVisible() {
        String output = logs.get("lending");
        assertSucceeded("lending");
        // Book.formerTitles; the read model BookCard on the same collection is no DuplicateCollection
        assertEquals(1, findings(output, "UnboundedArray"), output);
        assertTrue(output.contains("'formerTitles' in 'Book'"), output);
        assertEquals(0, findings(output, "DuplicateCollection"), output);
        assertTrue(summaryLine(output).contains("[schemaguard] 1 finding in 1 document: UnboundedArray 1"), output);
    }

    @Test
    void springDataApplication_plansAgainstTheDatabaseWithoutWriting() {
        String output = logs.get("lending");
        assertTrue(output.contains("schemaguard plan: 3 collections and 6 indexes to create"), output);
        // the naming strategy reached the indexes: stored names, not property names
        assertTrue(output.contains("lending.books author_published {\"author_id\": 1, \"published_at\": -1}"), output);
        assertEquals(
                List.of(),
                client.getDatabase("lending").listCollectionNames().into(new ArrayList<>()),
                "plan wrote nothing");
    }

    /** Its own tests: the ApplicationRunner's indexes equal those of Spring Data's index creator. */
    @Test
    void springDataApplication_itsTestsPass() {
        String output = logs.get("lending");
        assertTrue(output.contains("Tests run: 4, Failures: 0, Errors: 0, Skipped: 0"), output);
    }

    /**
     * The application compiled and its bootstrap run with the oldest supported driver, which lacks
     * what newer servers offer (time series, hidden indexes): the bootstrap works all the same.
     */
    @Test
    void springDataApplication_oldestDriver_bootstraps() {
        String output = logs.get("lending-oldest-driver");
        assertSucceeded("lending-oldest-driver");
        assertTrue(output.contains("Tests run: 1, Failures: 0, Errors: 0, Skipped: 0"), output);
    }

    private static void assertSucceeded(String project) {
        assertEquals("SUCCESS", reactorResult(project), log);
    }

    /** The project's line of the reactor summary: SUCCESS, FAILURE or SKIPPED. */
    private static String reactorResult(String project) {
        Matcher line = Pattern.compile(
                        "^\\[INFO\\] " + Pattern.quote(project) + " \\.+ (SUCCESS|FAILURE|SKIPPED)", Pattern.MULTILINE)
                .matcher(log);
        return line.find() ? line.group(1) : "not in the reactor summary";
    }

    /**
     * How many diagnostics of the rule (a regular expression) Maven printed, each once with its
     * position; the processor's own notes are tagged {@code [schemaguard]}, no rule name.
     */
    private static int findings(String output, String rule) {
        Matcher finding =
                Pattern.compile("\\.java:\\[\\d+,\\d+\\] \\[" + rule + "\\]").matcher(output);
        int count = 0;
        while (finding.find()) {
            count++;
        }
        return count;
    }

    /** The processor's summary of Shelf: every finding counted, printed or not. */
    private static void assertShelfSummary(String output) {
        String summary = summaryLine(output);
        assertTrue(
                summary.contains("[schemaguard] 121 findings in 1 document: UnboundedArray 120, RandomId 1"), output);
    }

    private static String summaryLine(String output) {
        Matcher line = SUMMARY_LINE.matcher(output);
        return line.find() ? line.group() : "no summary";
    }

    /** Each project's part of the log: from its header to the next one. */
    private static Map<String, String> byProject(String log) {
        Map<String, String> parts = new LinkedHashMap<>();
        Matcher header = PROJECT_HEADER.matcher(log);
        String project = null;
        int start = 0;
        while (header.find()) {
            if (project != null) {
                parts.put(project, log.substring(start, header.start()));
            }
            project = header.group(1);
            start = header.start();
        }
        if (project != null) {
            parts.put(project, log.substring(start));
        }
        return parts;
    }

    /** One document with more unbounded arrays than javac prints warnings by default. */
    private static void writeShelf(Path file) throws IOException {
        StringBuilder source = new StringBuilder("package it.findings;\n\n"
                + "import dev.schemaguard.annotations.Document;\n"
                + "import java.util.List;\n\n"
                + "@Document(collection = \"shelves\")\n"
                + "public class Shelf {\n"
                + "    String id;\n");
        for (int i = 1; i <= UNBOUNDED_ARRAYS; i++) {
            source.append(String.format("    List<String> aisle%03d;%n", i));
        }
        source.append("}\n");
        Files.createDirectories(file.getParent());
        Files.write(file, source.toString().getBytes(StandardCharsets.UTF_8));
    }
}
