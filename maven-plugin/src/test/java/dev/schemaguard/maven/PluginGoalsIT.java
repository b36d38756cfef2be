package dev.schemaguard.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.apache.maven.shared.invoker.DefaultInvocationRequest;
import org.apache.maven.shared.invoker.DefaultInvoker;
import org.apache.maven.shared.invoker.InvocationRequest;
import org.apache.maven.shared.invoker.InvocationResult;
import org.apache.maven.shared.invoker.MavenInvocationException;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The goals as a user runs them: Maven on a copy of {@code src/it/library} (one {@code @Document},
 * compiled by the processor), with this plugin, the processor and the runtime from
 * {@code target/it-repo} (invoker:install put them there) and everything else from the build's own
 * local repository read as a remote one (central, in the settings it writes), so nothing is downloaded and ~/.m2 is only read. Each test
 * has its own embedded server.
 */
@EnabledIfSystemProperty(named = "schemaguard.it.repo", matches = ".+", disabledReason = "runs in the surefire"
        + " execution plugin-its (integration-test phase), after package and invoker:install; not in the test phase")
class PluginGoalsIT {
    private static final String PLUGIN = "schemaguard";

    private MongoServer server;
    private String uri;
    private MongoClient client;
    private Path project;

    @BeforeEach
    void startServerAndCopyProject(TestInfo test) throws IOException {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        uri = "mongodb://localhost:" + address.getPort();
        client = MongoClients.create(uri);
        project = copyProject(test.getTestMethod().orElseThrow().getName());
    }

    @AfterEach
    void stopServer() {
        client.close();
        server.shutdownNow();
    }

    @Test
    void planListsWithoutWritingThenApplyCreatesThenPlanFindsNothingToDo() throws Exception {
        String firstPlan = maven(List.of("compile", PLUGIN + ":plan"), Map.of("schemaguard.uri", uri));
        assertTrue(firstPlan.contains("schemaguard plan: 1 collections and 2 indexes to create, 0 collections and"
                + " 0 indexes already there, 0 conflicts, 0 undeclared indexes"), firstPlan);
        assertTrue(firstPlan.contains("library.members email_1 {\"email\": 1} unique=true"), firstPlan);
        assertTrue(firstPlan.contains("BUILD SUCCESS"), firstPlan);
        assertEquals(List.of(), library().listCollectionNames().into(new ArrayList<>()), "plan wrote nothing");

        // one Maven run: the project is compiled, so the goals alone are what a deploy job would run
        String applyThenPlan = maven(List.of(PLUGIN + ":apply", PLUGIN + ":plan"),
                Map.of("schemaguard.uri", uri, "schemaguard.commitQuorum", "majority"));
        assertTrue(applyThenPlan.contains("schemaguard apply: 1 collections and 2 indexes created"), applyThenPlan);
        // the option reached the runtime's Options: the embedded server is too old for it, and the report says so
        assertTrue(applyThenPlan.contains("library: commitQuorum not sent: the server's wire version"), applyThenPlan);
        assertTrue(applyThenPlan.contains("schemaguard plan: 0 collections and 0 indexes to create, 1 collections"
                + " and 2 indexes already there, 0 conflicts"), applyThenPlan);
        assertTrue(applyThenPlan.contains("BUILD SUCCESS"), applyThenPlan);
        List<String> indexes = new ArrayList<>();
        library().getCollection("members").listIndexes().forEach(index -> indexes.add(index.getString("name")
                + (index.getBoolean("unique", false) ? " unique" : "")));
        assertEquals(List.of("_id_", "email_1 unique", "name_1"), indexes);
    }

    @Test
    void conflictFailsPlanWithFailOnConflict() throws Exception {
        // the declared email_1 is unique; this one, already there, is not
        library().getCollection("members").createIndex(new Document("email", 1), new IndexOptions().name("email_1"));

        String plan = maven(List.of("compile", PLUGIN + ":plan"),
                Map.of("schemaguard.uri", uri, "schemaguard.failOnConflict", "true"));
        assertTrue(plan.contains("1 conflicts"), plan);
        assertTrue(plan.contains("conflicts (nothing changed; drop or rename one side):"), plan);
        assertTrue(plan.contains("found 1 conflicts, 0 drifts, 0 failures (see the report above); the build fails"
                + " because schemaguard.failOnConflict is set"), plan);
        assertTrue(plan.contains("BUILD FAILURE"), plan);
        List<String> indexes = new ArrayList<>();
        library().getCollection("members").listIndexes().forEach(index -> indexes.add(index.getString("name")));
        assertEquals(List.of("_id_", "email_1"), indexes, "plan wrote nothing, not even the name_1 it lists");
    }

    @Test
    void missingUriFailsAndSaysHowToSetIt() throws Exception {
        String plan = maven(List.of(PLUGIN + ":plan"), Map.of());
        assertTrue(plan.contains("schemaguard:plan needs the database to run against, and has no default: set it"
                + " with -Dschemaguard.uri=mongodb://host:27017"), plan);
        assertTrue(plan.contains("BUILD FAILURE"), plan);
    }

    private MongoDatabase library() {
        return client.getDatabase("library");
    }

    /** Runs Maven on the project and returns its output; asserts the exit code that the output says. */
    private String maven(List<String> goals, Map<String, String> userProperties) throws MavenInvocationException {
        Properties properties = new Properties();
        properties.putAll(userProperties);
        StringBuilder output = new StringBuilder();
        InvocationRequest request = new DefaultInvocationRequest()
                .setBaseDirectory(project.toFile())
                .setPomFile(project.resolve("pom.xml").toFile())
                .setGoals(goals)
                .setProperties(properties)
                .setBatchMode(true)
                .setNoTransferProgress(true)
                .setLocalRepositoryDirectory(new File(property("schemaguard.it.repo")))
                .setUserSettingsFile(settings().toFile())
                .setOutputHandler(line -> output.append(line).append('\n'))
                .setErrorHandler(line -> output.append(line).append('\n'));
        request.setTimeoutInSeconds(300);
        InvocationResult result = new DefaultInvoker()
                .setMavenHome(new File(property("maven.home")))
                .execute(request);
        String log = output.toString();
        if (log.contains("BUILD SUCCESS")) {
            assertEquals(0, result.getExitCode(), log);
        } else {
            assertNotEquals(0, result.getExitCode(), log);
        }
        return log;
    }

    /**
     * Central replaced by the build's local repository, read as a remote one and never written; its
     * files have no checksums, so none are asked for.
     */
    private static Path settings() {
        Path settings = Paths.get(property("schemaguard.it.work"), "settings.xml");
        String url = new File(property("schemaguard.it.mirror")).toURI().toString();
        String repository = "<id>central</id><url>" + url + "</url>"
                + "<releases><checksumPolicy>ignore</checksumPolicy></releases>"
                + "<snapshots><enabled>false</enabled></snapshots>";
        String text = "<settings>\n"
                + "  <mirrors><mirror><id>build-local-repository</id><mirrorOf>external:*,!central</mirrorOf><url>" + url
                + "</url></mirror></mirrors>\n"
                + "  <profiles><profile><id>build-local-repository</id>\n"
                + "    <repositories><repository>" + repository + "</repository></repositories>\n"
                + "    <pluginRepositories><pluginRepository>" + repository + "</pluginRepository></pluginRepositories>\n"
                + "  </profile></profiles>\n"
                + "  <activeProfiles><activeProfile>build-local-repository</activeProfile></activeProfiles>\n"
                + "</settings>\n";
        try {
            Files.createDirectories(settings.getParent());
            Files.write(settings, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return settings;
    }

    /** A fresh copy of src/it/library with the versions of this build filled in. */
    private static Path copyProject(String name) throws IOException {
        Path source = Paths.get(property("schemaguard.it.projects"), "library");
        Path target = Paths.get(property("schemaguard.it.work"), name);
        if (Files.exists(target)) {
            try (Stream<Path> old = Files.walk(target)) {
                old.sorted((a, b) -> b.compareTo(a)).forEach(path -> path.toFile().delete());
            }
        }
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8)
                            .replace("@schemaguard.version@", property("schemaguard.it.version"))
                            .replace("@mongodb.version@", property("schemaguard.it.mongodbVersion"));
                    Files.write(copy, text.getBytes(StandardCharsets.UTF_8));
                }
            }
        }
        return target;
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null) {
            throw new IllegalStateException(name + " is not set: run the integration tests through Maven"
                    + " (mvn -pl maven-plugin -am verify), whose surefire execution plugin-its sets it");
        }
        return value;
    }
}
