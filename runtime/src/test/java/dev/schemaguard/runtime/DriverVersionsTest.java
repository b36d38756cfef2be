package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.TimeSeriesGranularity;
import com.mongodb.client.model.TimeSeriesOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bootstrap with the driver an application brings: this class runs once per driver of the
 * matrix (runtime/pom.xml's surefire executions put that driver, and nothing newer, on the class
 * path, and name it in {@code schemaguard.test.driver}), against mongo-java-server, which speaks to
 * each of them. The runtime is compiled against the newest driver; with an older one it must neither
 * call what that driver lacks (driver 4.0.6 threw {@code NoSuchMethodError: IndexOptions.isHidden()}
 * on the first apply, 4.2.3 {@code CreateCollectionOptions.getTimeSeriesOptions()} on the second)
 * nor let a schema class compiled against a newer driver take the application down. Outside the
 * {@link Target#build} lambdas this class calls only what driver 4.0 has.
 */
class DriverVersionsTest {

    private static final String DRIVER = System.getProperty("schemaguard.test.driver", "");
    private static Servers servers;

    @BeforeAll
    static void connect() {
        servers = new Servers();
    }

    @AfterAll
    static void disconnect() {
        servers.close();
    }

    @Test
    void theClassPathHoldsTheDriverThisRunIsFor() {
        assertFalse(DRIVER.isEmpty(), "runtime/pom.xml names the driver of each run in schemaguard.test.driver");
        for (Class<?> driverClass : List.of(MongoClient.class, IndexOptions.class, BsonDocument.class)) {
            String jar = driverClass
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .getPath();
            assertTrue(jar.endsWith("-" + DRIVER + ".jar"), driverClass.getName() + " comes from " + jar);
        }
    }

    @Test
    void eachFeatureIsDetectedWhereTheDriverHasIt() {
        assertEquals(atLeast("4.1"), DriverFeature.HIDDEN_INDEXES.available(), "IndexOptions.hidden is @since 4.1");
        assertEquals(atLeast("4.3"), DriverFeature.TIME_SERIES.available(), "TimeSeriesOptions is @since 4.3");
        assertEquals(atLeast("4.10"), DriverFeature.TIME_SERIES_BUCKETS.available(), "bucketMaxSpan is @since 4.10");
    }

    /** Driver 4.0.6: the first apply threw NoSuchMethodError: IndexOptions.isHidden(), reading every declared index. */
    @Test
    void indexesAreCreatedAndFoundAgainWithEveryDriver() {
        MongoDatabase database = servers.embeddedClient.getDatabase("compat_indexes");
        Target books = new Target(
                null,
                "books",
                new CreateCollectionOptions(),
                List.of(
                        new IndexModel(
                                new Document("isbn", 1),
                                new IndexOptions().name("isbn_1").unique(true)),
                        new IndexModel(
                                new Document("title", 1).append("year", -1),
                                new IndexOptions()
                                        .name("title_1_year_-1")
                                        .partialFilterExpression(new Document("year", new Document("$gt", 1900))))));

        Report plan = Bootstrap.plan(database, List.of(books), Options.defaults());
        assertEquals(List.of("compat_indexes.books"), plan.missingCollections());
        assertEquals(2, plan.missingIndexes().size(), plan.toString());
        Report first = Bootstrap.apply(database, List.of(books), Options.defaults());
        assertEquals(List.of(), first.failures());
        assertEquals(
                List.of(
                        "compat_indexes.books isbn_1 {\"isbn\": 1} unique=true",
                        "compat_indexes.books title_1_year_-1 {\"title\": 1, \"year\": -1} partialFilterExpression={\"year\": {\"$gt\": 1900}}"),
                first.createdIndexes());
        Report second = Bootstrap.apply(database, List.of(books), Options.defaults());
        assertTrue(second.isComplete(), second.toString());
        assertEquals(List.of(), second.createdIndexes());
        assertEquals(2, second.existingIndexes().size(), second.toString());
    }

    /**
     * Driver 4.2.3: the second start threw NoSuchMethodError: CreateCollectionOptions.getTimeSeriesOptions(),
     * comparing the options of a collection that existed with its declaration.
     */
    @Test
    void anExistingCollectionIsComparedWithItsDeclarationWithEveryDriver() {
        MongoDatabase database = servers.embeddedClient.getDatabase("compat_existing");
        Target events = new Target(
                null,
                "events",
                new CreateCollectionOptions(),
                List.of(new IndexModel(
                        new Document("at", 1), new IndexOptions().name("at_1").expireAfter(3600L, TimeUnit.SECONDS))));
        Target audit = new Target(
                null,
                "events",
                new CreateCollectionOptions(),
                List.of(new IndexModel(new Document("user", 1), new IndexOptions().name("user_1"))));

        assertEquals(
                List.of("compat_existing.events"),
                Bootstrap.apply(database, List.of(events, audit), Options.defaults())
                        .createdCollections());
        Report second = Bootstrap.apply(database, List.of(events, audit), Options.defaults());
        assertTrue(second.isComplete(), second.toString());
        assertEquals(List.of("compat_existing.events"), second.existingCollections());
        assertEquals(List.of(), second.drifts());
        Report plan = Bootstrap.plan(database, List.of(events, audit), Options.defaults());
        assertEquals(List.of(), plan.failures());
        assertEquals(List.of(), plan.missingIndexes());
    }

    @Test
    void aHiddenIndexNeedsDriver41AndOnlyItsCollectionIsLeftOut() {
        MongoDatabase database = servers.embeddedClient.getDatabase("compat_hidden");
        List<Target> targets = List.of(
                Target.build(
                        null,
                        "tokens",
                        () -> new Target(
                                null,
                                "tokens",
                                new CreateCollectionOptions(),
                                List.of(new IndexModel(
                                        new Document("legacyId", 1),
                                        new IndexOptions().name("legacyId_1").hidden(true))))),
                // a second document in the same collection: without the first's index it is not created either
                new Target(
                        null,
                        "tokens",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(
                                new Document("value", 1),
                                new IndexOptions().name("value_1").unique(true)))),
                new Target(
                        null,
                        "users",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(
                                new Document("email", 1),
                                new IndexOptions().name("email_1").unique(true)))));

        Report report = Bootstrap.apply(database, targets, Options.defaults());

        List<String> created = new ArrayList<>(List.of("compat_hidden.users email_1 {\"email\": 1} unique=true"));
        if (atLeast("4.1")) {
            assertEquals(List.of(), report.failures());
            created.add(0, "compat_hidden.tokens legacyId_1 {\"legacyId\": 1} hidden=true");
            created.add(1, "compat_hidden.tokens value_1 {\"value\": 1} unique=true");
            assertEquals(List.of("compat_hidden.tokens", "compat_hidden.users"), report.createdCollections());
        } else {
            assertEquals(1, report.failures().size(), report.toString());
            String failure = report.failures().get(0);
            assertTrue(
                    failure.startsWith(
                            "compat_hidden.tokens: left out, with its indexes: its schema class needs hidden indexes "
                                    + "(IndexOptions.hidden), which mongodb-driver-sync 4.1 and later have (NoSuchMethodError: "),
                    failure);
            assertTrue(failure.endsWith("), and the driver on the class path is older"), failure);
            assertEquals(List.of("compat_hidden.users"), report.createdCollections());
            // listCollectionNames returns another type from driver 5.0 on: a test compiled against 5.x cannot link it
            // on 4.x
            List<String> collections = new ArrayList<>();
            database.listCollections(BsonDocument.class)
                    .forEach(collection ->
                            collections.add(collection.getString("name").getValue()));
            assertEquals(List.of("users"), collections, "tokens is never created without its declared index");
        }
        assertEquals(created, report.createdIndexes());
    }

    @Test
    void aTimeSeriesCollectionNeedsDriver43AndIsComparedOnTheSecondStart() {
        MongoDatabase database = servers.embeddedClient.getDatabase("compat_timeseries");
        List<Target> targets = List.of(Target.build(
                null,
                "readings",
                () -> new Target(
                        null,
                        "readings",
                        new CreateCollectionOptions()
                                .timeSeriesOptions(new TimeSeriesOptions("at")
                                        .metaField("sensor")
                                        .granularity(TimeSeriesGranularity.MINUTES))
                                .expireAfter(86400L, TimeUnit.SECONDS),
                        List.of(new IndexModel(
                                new Document("sensor", 1).append("at", 1),
                                new IndexOptions().name("sensor_1_at_1"))))));

        Report first = Bootstrap.apply(database, targets, Options.defaults());
        Report second = Bootstrap.apply(database, targets, Options.defaults());

        if (atLeast("4.3")) {
            assertEquals(List.of("compat_timeseries.readings"), first.createdCollections());
            assertEquals(List.of(), second.failures());
            assertEquals(List.of("compat_timeseries.readings"), second.existingCollections());
            // mongo-java-server keeps none of a collection's options (listCollections says options: {}): the
            // declared ones are reported missing, which is what a real server's drift would be compared from
            assertEquals(
                    List.of("timeseries", "expireAfterSeconds"),
                    second.drifts().stream().map(Drift::option).toList());
            BsonDocument created = servers.sent("create").stream()
                    .filter(command -> command.getString("create").getValue().equals("readings"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(
                    BsonDocument.parse("{timeField: 'at', metaField: 'sensor', granularity: 'minutes'}"),
                    created.getDocument("timeseries"));
        } else {
            for (Report report : List.of(first, second)) {
                assertEquals(1, report.failures().size(), report.toString());
                assertTrue(
                        report.failures()
                                .get(0)
                                .startsWith("compat_timeseries.readings: left out, with its indexes: its "
                                        + "schema class needs time series collections (CreateCollectionOptions.timeSeriesOptions, expireAfter), "
                                        + "which mongodb-driver-sync 4.3 and later have (NoClassDefFoundError: com/mongodb/client/model/"
                                        + "TimeSeriesOptions"),
                        report.failures().get(0));
                assertEquals(List.of(), report.createdCollections());
            }
        }
    }

    @Test
    void timeSeriesBucketSettingsNeedDriver410() {
        MongoDatabase database = servers.embeddedClient.getDatabase("compat_buckets");
        Report report = Bootstrap.plan(
                database,
                List.of(Target.build(
                        null,
                        "ticks",
                        () -> new Target(
                                null,
                                "ticks",
                                new CreateCollectionOptions()
                                        .timeSeriesOptions(new TimeSeriesOptions("at")
                                                .bucketMaxSpan(3600L, TimeUnit.SECONDS)
                                                .bucketRounding(3600L, TimeUnit.SECONDS)),
                                List.of()))),
                Options.defaults());

        if (atLeast("4.10")) {
            assertEquals(List.of(), report.failures());
            assertEquals(List.of("compat_buckets.ticks"), report.missingCollections());
        } else {
            assertEquals(1, report.failures().size(), report.toString());
            String needed = atLeast("4.3")
                    ? "time series bucket settings (TimeSeriesOptions.bucketMaxSpan, bucketRounding), "
                            + "which mongodb-driver-sync 4.10 and later have"
                    : "time series collections (CreateCollectionOptions."
                            + "timeSeriesOptions, expireAfter), which mongodb-driver-sync 4.3 and later have";
            assertTrue(
                    report.failures().get(0).contains(needed), report.failures().get(0));
            assertEquals(List.of(), report.missingCollections());
        }
    }

    @Test
    void aTargetThatWasBuiltIsTheOneGiven() {
        Target built = new Target(null, "books", new CreateCollectionOptions(), List.of());
        assertSame(built, Target.build(null, "books", () -> built));
        assertNull(built.unavailable());
    }

    /** Whether the driver of this run is {@code version} or later. */
    private static boolean atLeast(String version) {
        String[] have = DRIVER.split("\\.");
        String[] need = version.split("\\.");
        for (int i = 0; i < need.length; i++) {
            int part = Integer.parseInt(have[i]);
            if (part != Integer.parseInt(need[i])) {
                return part > Integer.parseInt(need[i]);
            }
        }
        return true;
    }
}
