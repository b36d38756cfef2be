package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.TimeSeriesOptions;
import com.mongodb.client.model.ValidationLevel;
import com.mongodb.client.model.ValidationOptions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Runs of the bootstrap on collections whose options differ from their declaration. The embedded
 * server keeps no collection option ({@code listCollections} answers {@code options: {}}) and
 * knows no collMod (CommandNotFound): there the tests check what the bootstrap sent, and the real
 * effect is checked only against the MongoDB at {@code MONGODB_URI} (skipped, not passed, without it).
 */
class BootstrapDriftTest {

    private static final String SCHEMA = "{$jsonSchema: {bsonType: 'object', required: ['title'], "
            + "properties: {title: {bsonType: 'string', maxLength: 200}}}}";
    private static final String OLD_SCHEMA =
            "{$jsonSchema: {bsonType: 'object', properties: {title: {bsonType: 'string'}}}}";

    private static Servers servers;

    @BeforeAll
    static void connect() {
        servers = new Servers();
    }

    @AfterAll
    static void disconnect() {
        servers.close();
    }

    @BeforeEach
    void forgetCommands() {
        servers.clear();
    }

    // ---- the embedded server: what was sent ----

    @Test
    void aValidatorDriftIsReportedAndNothingIsSentWithoutUpdateValidators_embedded() {
        MongoDatabase database = byHand(servers.embeddedClient.getDatabase("drift_validator"));

        Report plan = Bootstrap.plan(database, List.of(books()), Options.defaults());
        assertEquals(List.of("validator", "validationLevel"), options(plan.drifts()), plan.toString());
        assertEquals(Map.of("listCollections", 1, "listIndexes", 1), servers.counts(), "a plan only reads");

        servers.clear();
        Report report = Bootstrap.apply(database, List.of(books()), Options.defaults());
        assertEquals(List.of("validator", "validationLevel"), options(report.drifts()), report.toString());
        Drift validator = report.drifts().get(0);
        assertEquals("drift_validator.books", validator.namespace());
        assertEquals(BsonDocument.parse(SCHEMA).toJson(), validator.declared());
        assertEquals("none", validator.existing(), "mongo-java-server reports options: {}");
        assertTrue(validator.changeable());
        assertEquals("apply with Options.updateValidators(true) changes it with collMod", validator.how());
        assertEquals(List.of(), servers.sent("collMod"));
        assertEquals(List.of(), report.updatedValidators());
        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(1, report.createdIndexes().size(), report.toString());
        assertTrue(report.isComplete(), "a drift is not a missing collection or index: " + report);
    }

    /**
     * With updateValidators(true), exactly one collMod per collection, with the declared validator
     * and level (the action did not drift); mongo-java-server answers it CommandNotFound, so the
     * run reports a failure and still creates the indexes. commitQuorum goes on working beside it.
     */
    @Test
    void withUpdateValidatorsExactlyOneCollModIsSentAndTheIndexesAreStillDone_embedded() {
        MongoDatabase database = byHand(servers.embeddedClient.getDatabase("drift_collmod"));

        Report report = Bootstrap.apply(
                database,
                List.of(books()),
                Options.defaults().updateValidators(true).commitQuorum("majority"));

        assertEquals(
                List.of(BsonDocument.parse(
                        "{collMod: 'books', validator: " + SCHEMA + ", validationLevel: 'moderate'}")),
                servers.sent("collMod").stream()
                        .map(BootstrapDriftTest::withoutDriverFields)
                        .toList());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures()
                        .get(0)
                        .startsWith("drift_collmod.books: collMod failed, its validator is as it was: "),
                report.failures().get(0));
        assertEquals(List.of(), report.updatedValidators());
        assertEquals(
                "collMod failed (see failures): unchanged",
                report.drifts().get(0).how());
        assertEquals(List.of("drift_collmod.books title_1 {\"title\": 1}"), report.createdIndexes());
        assertEquals(
                List.of("drift_collmod: commitQuorum not sent: the server's wire version 8 is below 9 (MongoDB 4.4)"),
                report.notes(),
                "asked for with the other option, and still handled");
    }

    @Test
    void aPlanWithUpdateValidatorsSendsNoCollModAndSaysWhatApplyWouldDo_embedded() {
        MongoDatabase database = byHand(servers.embeddedClient.getDatabase("drift_plan"));
        Report plan =
                Bootstrap.plan(database, List.of(books()), Options.defaults().updateValidators(true));
        assertEquals(List.of(), servers.sent("collMod"));
        assertEquals(
                "apply with these options changes it with collMod",
                plan.drifts().get(0).how());
    }

    /** Options that collMod cannot change, or that the bootstrap never changes, get no collMod whatever the options. */
    @Test
    void optionsOtherThanTheValidatorAreNeverChanged_embedded() {
        MongoDatabase database = byHand(servers.embeddedClient.getDatabase("drift_fixed"));
        Target target = new Target(
                null,
                "books",
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("at"))
                        .expireAfter(3600L, TimeUnit.SECONDS)
                        .storageEngineOptions(
                                BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=zstd'}}")),
                List.of());
        Report report =
                Bootstrap.apply(database, List.of(target), Options.defaults().updateValidators(true));
        assertEquals(
                List.of("timeseries", "expireAfterSeconds", "storageEngine"),
                options(report.drifts()),
                report.toString());
        assertEquals(List.of(), servers.sent("collMod"));
        assertEquals(Map.of("listCollections", 1, "listIndexes", 1), servers.counts());
    }

    /** The embedded server keeps none of these options but takes the create: what was sent is the evidence. */
    @Test
    void aNewCollectionIsCreatedWithAllItsOptions_embedded() {
        MongoDatabase database = servers.embeddedClient.getDatabase("drift_create");
        database.drop();
        servers.clear();
        Target views = new Target(
                null,
                "views",
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("at").metaField("book"))
                        .expireAfter(86400L, TimeUnit.SECONDS),
                List.of());
        Target books = new Target(
                null,
                "books",
                books().options()
                        .storageEngineOptions(
                                BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=zstd'}}")),
                List.of());
        Report report = Bootstrap.apply(database, List.of(views, books), Options.defaults());
        assertEquals(
                List.of("drift_create.views", "drift_create.books"), report.createdCollections(), report.toString());
        // the collections are created at once (Options.concurrency): each create is found by its collection
        BsonDocument view = created("views");
        assertEquals(BsonDocument.parse("{timeField: 'at', metaField: 'book'}"), view.getDocument("timeseries"));
        assertEquals(86400, view.getNumber("expireAfterSeconds").intValue());
        BsonDocument book = created("books");
        assertEquals(BsonDocument.parse(SCHEMA), book.getDocument("validator"));
        assertEquals("moderate", book.getString("validationLevel").getValue());
        assertEquals(
                BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=zstd'}}"),
                book.getDocument("storageEngine"));
    }

    private BsonDocument created(String collection) {
        return servers.sent("create").stream()
                .filter(c -> c.getString("create").getValue().equals(collection))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no create for " + collection + ": " + servers.sent("create")));
    }

    // ---- a real server: the effect ----

    @Test
    void aCappedCollectionCreatedThenComparedHasNoDrift_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI: mongo-java-server refuses capped collections");
        MongoDatabase database = servers.realClient.getDatabase("drift_capped");
        database.drop();
        Target log = new Target(
                null,
                "activity_log",
                new CreateCollectionOptions().capped(true).sizeInBytes(1000).maxDocuments(100),
                List.of(new IndexModel(new Document("at", 1), new IndexOptions().name("at_1"))));
        Report first = Bootstrap.apply(database, List.of(log), Options.defaults());
        assertEquals(List.of("drift_capped.activity_log"), first.createdCollections(), first.toString());
        long size =
                collectionOptions(database, "activity_log").getNumber("size").longValue();
        assertTrue(size == 1000 || size == 1024, "rounded up to 256 bytes unless the server relaxes it: " + size);

        Report second = Bootstrap.apply(database, List.of(log), Options.defaults());
        assertEquals(List.of(), second.drifts(), second.toString());
        assertTrue(second.changedNothing(), second.toString());
    }

    @Test
    void aTimeSeriesCollectionCreatedThenComparedHasNoDrift_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI: mongo-java-server keeps no time series options");
        MongoDatabase database = servers.realClient.getDatabase("drift_series");
        int wireVersion = database.runCommand(new BsonDocument("hello", new BsonInt32(1)), BsonDocument.class)
                .getNumber("maxWireVersion")
                .intValue();
        assumeTrue(wireVersion >= 13, "time series collections need MongoDB 5.0 (wire version 13)");
        database.drop();
        Target views = new Target(
                null,
                "book_views",
                new CreateCollectionOptions()
                        .timeSeriesOptions(new TimeSeriesOptions("at").metaField("book"))
                        .expireAfter(86400L, TimeUnit.SECONDS),
                List.of());
        Bootstrap.apply(database, List.of(views), Options.defaults());
        Report second = Bootstrap.apply(database, List.of(views), Options.defaults());
        assertEquals(
                List.of(),
                second.drifts(),
                second + " / " + collectionOptions(database, "book_views").toJson());
    }

    /** A collection made by hand with another size is reported, and left as it is. */
    @Test
    void aCappedCollectionOfAnotherSizeIsReportedNotChanged_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI: mongo-java-server refuses capped collections");
        MongoDatabase database = servers.realClient.getDatabase("drift_capped_other");
        database.drop();
        database.createCollection(
                "activity_log", new CreateCollectionOptions().capped(true).sizeInBytes(4096));
        Target log = new Target(
                null, "activity_log", new CreateCollectionOptions().capped(true).sizeInBytes(8192), List.of());
        Report report =
                Bootstrap.apply(database, List.of(log), Options.defaults().updateValidators(true));
        assertEquals(List.of("size"), options(report.drifts()), report.toString());
        assertEquals("4096", report.drifts().get(0).existing());
        assertEquals(
                4096,
                collectionOptions(database, "activity_log").getNumber("size").longValue(),
                "left as it was");
    }

    @Test
    void aChangedValidatorIsADriftThatUpdateValidatorsAppliesOnce_realServer() {
        assumeTrue(
                servers.realClient != null,
                "needs MONGODB_URI: mongo-java-server keeps no validator and knows no collMod");
        MongoDatabase database = servers.realClient.getDatabase("drift_validator");
        database.drop();
        database.createCollection(
                "books",
                new CreateCollectionOptions()
                        .validationOptions(new ValidationOptions().validator(BsonDocument.parse(OLD_SCHEMA))));
        servers.clear();

        Report reported = Bootstrap.apply(database, List.of(books()), Options.defaults());
        assertEquals(List.of("validator", "validationLevel"), options(reported.drifts()), reported.toString());
        assertEquals(
                BsonDocument.parse(OLD_SCHEMA).toJson(),
                reported.drifts().get(0).existing());
        assertEquals(List.of(), servers.sent("collMod"));
        assertEquals(
                BsonDocument.parse(OLD_SCHEMA),
                collectionOptions(database, "books").getDocument("validator"),
                "not changed");

        servers.clear();
        Report updated =
                Bootstrap.apply(database, List.of(books()), Options.defaults().updateValidators(true));
        assertEquals(1, servers.sent("collMod").size());
        assertEquals(
                List.of("drift_validator.books validator, validationLevel"),
                updated.updatedValidators(),
                updated.toString());
        assertEquals(
                List.of("changed with collMod", "changed with collMod"),
                updated.drifts().stream().map(Drift::how).toList());
        assertFalse(updated.changedNothing());
        assertEquals(List.of(), updated.failures(), updated.toString());

        Report again =
                Bootstrap.apply(database, List.of(books()), Options.defaults().updateValidators(true));
        assertEquals(List.of(), again.drifts(), again.toString());
        assertTrue(again.changedNothing(), again.toString());
        MongoWriteException refused = assertThrows(
                MongoWriteException.class,
                () -> database.getCollection("books").insertOne(new Document("author", "no title")));
        assertEquals(
                121, refused.getError().getCode(), "DocumentValidationFailure: the declared validator is in force");
    }

    // ---- helpers ----

    /** books, declared with a validator (moderate) and one index. */
    private static Target books() {
        return new Target(
                null,
                "books",
                new CreateCollectionOptions()
                        .validationOptions(new ValidationOptions()
                                .validator(BsonDocument.parse(SCHEMA))
                                .validationLevel(ValidationLevel.MODERATE)),
                List.of(new IndexModel(new Document("title", 1), new IndexOptions().name("title_1"))));
    }

    /** The database with a books collection created by hand, without options. */
    private static MongoDatabase byHand(MongoDatabase database) {
        database.drop();
        database.createCollection("books");
        servers.clear();
        return database;
    }

    private static BsonDocument collectionOptions(MongoDatabase database, String name) {
        for (BsonDocument collection : database.listCollections(BsonDocument.class)) {
            if (collection.getString("name").getValue().equals(name)) {
                return collection.getDocument("options");
            }
        }
        throw new AssertionError(database.getName() + " has no collection " + name);
    }

    /** The command as the bootstrap built it, without what the driver adds ($db, lsid, $clusterTime, ...). */
    private static BsonDocument withoutDriverFields(BsonDocument sent) {
        BsonDocument out = new BsonDocument();
        for (String key : sent.keySet()) {
            if (!key.startsWith("$") && !key.equals("lsid")) {
                out.append(key, sent.get(key));
            }
        }
        return out;
    }

    private static List<String> options(List<Drift> drifts) {
        return drifts.stream().map(Drift::option).toList();
    }
}
