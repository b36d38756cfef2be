package dev.schemaguard.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * {@code target/it-repo}, as {@link MavenBuild} runs it. Each test has its own embedded server.
 */
@EnabledIfSystemProperty(
        named = "schemaguard.it.repo",
        matches = ".+",
        disabledReason =
                "runs in the surefire"
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
        // a fresh copy of src/it/library with the versions of this build filled in
        project = MavenBuild.copyProject(
                "library",
                test.getTestMethod().orElseThrow().getName(),
                Map.of(
                        "schemaguard.version", MavenBuild.property("schemaguard.it.version"),
                        "mongodb.version", MavenBuild.property("schemaguard.it.mongodbVersion")));
    }

    @AfterEach
    void stopServer() {
        client.close();
        server.shutdownNow();
    }

    @Test
    void planListsWithoutWritingThenApplyCreatesThenPlanFindsNothingToDo() throws Exception {
        String firstPlan = maven(List.of("compile", PLUGIN + ":plan"), Map.of("schemaguard.uri", uri));
        assertTrue(
                firstPlan.contains("schemaguard plan: 1 collections and 2 indexes to create, 0 collections and"
                        + " 0 indexes already there, 0 conflicts, 0 undeclared indexes"),
                firstPlan);
        assertTrue(firstPlan.contains("library.members email_1 {\"email\": 1} unique=true"), firstPlan);
        assertTrue(firstPlan.contains("BUILD SUCCESS"), firstPlan);
        assertEquals(List.of(), library().listCollectionNames().into(new ArrayList<>()), "plan wrote nothing");

        // one Maven run: the project is compiled, so the goals alone are what a deploy job would run
        String applyThenPlan = maven(
                List.of(PLUGIN + ":apply", PLUGIN + ":plan"),
                Map.of("schemaguard.uri", uri, "schemaguard.commitQuorum", "majority"));
        assertTrue(applyThenPlan.contains("schemaguard apply: 1 collections and 2 indexes created"), applyThenPlan);
        // the option reached the runtime's Options: the embedded server is too old for it, and the report says so
        assertTrue(applyThenPlan.contains("library: commitQuorum not sent: the server's wire version"), applyThenPlan);
        assertTrue(
                applyThenPlan.contains("schemaguard plan: 0 collections and 0 indexes to create, 1 collections"
                        + " and 2 indexes already there, 0 conflicts"),
                applyThenPlan);
        assertTrue(applyThenPlan.contains("BUILD SUCCESS"), applyThenPlan);
        List<String> indexes = new ArrayList<>();
        library()
                .getCollection("members")
                .listIndexes()
                .forEach(index ->
                        indexes.add(index.getString("name") + (index.getBoolean("unique", false) ? " unique" : "")));
        assertEquals(List.of("_id_", "email_1 unique", "name_1"), indexes);
    }

    @Test
    void conflictFailsPlanWithFailOnConflict() throws Exception {
        // the declared email_1 is unique; this one, already there, is not
        library().getCollection("members").createIndex(new Document("email", 1), new IndexOptions().name("email_1"));

        String plan = maven(
                List.of("compile", PLUGIN + ":plan"),
                Map.of("schemaguard.uri", uri, "schemaguard.failOnConflict", "true"));
        assertTrue(plan.contains("1 conflicts"), plan);
        assertTrue(plan.contains("conflicts (nothing changed; drop or rename one side):"), plan);
        assertTrue(
                plan.contains("found 1 conflicts, 0 drifts, 0 failures (see the report above); the build fails"
                        + " because schemaguard.failOnConflict is set"),
                plan);
        assertTrue(plan.contains("BUILD FAILURE"), plan);
        List<String> indexes = new ArrayList<>();
        library().getCollection("members").listIndexes().forEach(index -> indexes.add(index.getString("name")));
        assertEquals(List.of("_id_", "email_1"), indexes, "plan wrote nothing, not even the name_1 it lists");
    }

    @Test
    void missingUriFailsAndSaysHowToSetIt() throws Exception {
        String plan = maven(List.of(PLUGIN + ":plan"), Map.of());
        assertTrue(
                plan.contains("schemaguard:plan needs the database to run against, and has no default: set it"
                        + " with -Dschemaguard.uri=mongodb://host:27017"),
                plan);
        assertTrue(plan.contains("BUILD FAILURE"), plan);
    }

    private MongoDatabase library() {
        return client.getDatabase("library");
    }

    private String maven(List<String> goals, Map<String, String> userProperties) throws MavenInvocationException {
        return MavenBuild.run(project, goals, userProperties);
    }
}
