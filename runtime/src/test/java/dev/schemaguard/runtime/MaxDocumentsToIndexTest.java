package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code Options.maxDocumentsToIndex(n)}: the missing indexes of an existing collection above n
 * documents are reported with the {@code createIndexes} command to run by hand, not built; the
 * other collections are done as always. Against mongo-java-server.
 */
class MaxDocumentsToIndexTest {

    private static Servers servers;
    private MongoDatabase database;

    @BeforeAll
    static void connect() {
        servers = new Servers();
    }

    @AfterAll
    static void disconnect() {
        servers.close();
    }

    @BeforeEach
    void threeCollections() {
        database = servers.embeddedClient.getDatabase("boot_large");
        database.drop();
        documents("orders", 3);
        documents("carts", 2);
        servers.clear();
    }

    private void documents(String collection, int count) {
        MongoCollection<Document> documents = database.getCollection(collection);
        IntStream.range(0, count)
                .forEach(i -> documents.insertOne(new Document("customer", "c" + i).append("total", i)));
    }

    /** Each with a compound index and a partial unique one, whose first key every document has. */
    private static List<Target> targets() {
        List<Target> targets = new ArrayList<>();
        for (String collection : List.of("orders", "carts", "invoices")) {
            targets.add(new Target(
                    null,
                    collection,
                    new CreateCollectionOptions(),
                    List.of(
                            new IndexModel(
                                    new Document("customer", 1).append("total", -1),
                                    new IndexOptions().name("customer_1_total_-1")),
                            new IndexModel(
                                    new Document("total", 1),
                                    new IndexOptions()
                                            .name("total_1")
                                            .unique(true)
                                            .partialFilterExpression(
                                                    new Document("total", new Document("$gt", 100L)))))));
        }
        return targets;
    }

    private static final String COMMAND =
            "db.getSiblingDB(\"boot_large\").runCommand({\"createIndexes\": \"orders\", \"indexes\": "
                    + "[{\"key\": {\"customer\": 1, \"total\": -1}, \"name\": \"customer_1_total_-1\"}, "
                    + "{\"key\": {\"total\": 1}, \"name\": \"total_1\", \"unique\": true, "
                    + "\"partialFilterExpression\": {\"total\": {\"$gt\": NumberLong(100)}}}]})";

    @Test
    void positive_aCollectionAboveTheLimitIsReportedWithTheCommandAndTheOthersAreBuilt() {
        Report report = Bootstrap.apply(database, targets(), Options.defaults().maxDocumentsToIndex(2));
        assertEquals(
                List.of(
                        "boot_large.orders customer_1_total_-1 {\"customer\": 1, \"total\": -1}",
                        "boot_large.orders total_1 {\"total\": 1} unique=true partialFilterExpression={\"total\": {\"$gt\": 100}}"),
                report.missingIndexes(),
                report.toString());
        assertEquals(
                List.of(
                        "boot_large.orders: 2 indexes not built: about 3 documents, above Options.maxDocumentsToIndex(2); "
                                + "build them when the load allows, in mongosh: " + COMMAND),
                report.notes());
        assertEquals(
                List.of(
                        "boot_large.carts customer_1_total_-1 {\"customer\": 1, \"total\": -1}",
                        "boot_large.carts total_1 {\"total\": 1} unique=true partialFilterExpression={\"total\": {\"$gt\": 100}}",
                        "boot_large.invoices customer_1_total_-1 {\"customer\": 1, \"total\": -1}",
                        "boot_large.invoices total_1 {\"total\": 1} unique=true partialFilterExpression={\"total\": {\"$gt\": 100}}"),
                report.createdIndexes(),
                "at the limit, and a collection this run creates, are built");
        assertEquals(List.of(), report.failures());
        assertFalse(report.isComplete(), "what is left to build by hand is not in place");
        assertEquals(List.of(), Servers.indexNames(database, "orders"));
        assertEquals(
                List.of("carts", "invoices"),
                servers.sent("createIndexes").stream()
                        .map(command -> command.getString("createIndexes").getValue())
                        .sorted()
                        .toList());
        assertEquals(
                2,
                servers.counts().get("count"),
                "one count per existing collection with indexes to create: " + servers.sentNames());
        assertTrue(
                report.toString()
                        .startsWith("schemaguard apply: 1 collections and 4 indexes created, "
                                + "2 indexes left to build by hand, 2 collections and 0 indexes already there"),
                report.toString());
        assertTrue(
                report.toString()
                        .contains("\n  indexes left to build by hand (see notes):\n    boot_large.orders customer_1"),
                report.toString());
    }

    @Test
    void positive_theCommandInTheNoteBuildsTheIndexesAsApplyWould() {
        Report report = Bootstrap.apply(database, targets(), Options.defaults().maxDocumentsToIndex(2));
        String note = report.notes().get(0);
        String shell = note.substring(note.indexOf("db.getSiblingDB("));
        String prefix = "db.getSiblingDB(\"boot_large\").runCommand(";
        assertTrue(shell.startsWith(prefix) && shell.endsWith(")"), shell);
        // the shell's syntax (NumberLong(100)) is what the driver's JSON reader takes in its shell mode too
        database.runCommand(Document.parse(shell.substring(prefix.length(), shell.length() - 1)));
        servers.clear();
        Report again = Bootstrap.apply(database, targets(), Options.defaults().maxDocumentsToIndex(2));
        assertTrue(again.changedNothing(), again.toString());
        assertTrue(again.isComplete(), again.toString());
        assertEquals(6, again.existingIndexes().size(), again.toString());
        assertFalse(servers.counts().containsKey("count"), "nothing to create: no collection is counted");
    }

    @Test
    void positive_aPlanSaysWhatApplyWouldLeave() {
        Report plan = Bootstrap.plan(database, targets(), Options.defaults().maxDocumentsToIndex(2));
        assertEquals(
                List.of("boot_large.orders: apply would leave 2 indexes to build by hand: about 3 documents, above "
                        + "Options.maxDocumentsToIndex(2); build them when the load allows, in mongosh: " + COMMAND),
                plan.notes());
        assertEquals(6, plan.missingIndexes().size(), "orders' too, as always in a plan: " + plan);
        assertFalse(servers.counts().containsKey("createIndexes"));
    }

    @Test
    void negative_byDefaultEveryCollectionIsIndexedWithoutACount() {
        Report report = Bootstrap.apply(database, targets(), Options.defaults());
        assertEquals(6, report.createdIndexes().size(), report.toString());
        assertEquals(List.of(), report.missingIndexes());
        assertEquals(List.of(), report.notes());
        assertFalse(servers.counts().containsKey("count"), servers.sentNames().toString());
        assertFalse(servers.counts().containsKey("find"), "no unique index to check: each is partial on its key");
    }

    @Test
    void negative_zeroIndexesOnlyCollectionsWithoutDocuments() {
        database.createCollection("invoices");
        servers.clear();
        Report report = Bootstrap.apply(database, targets(), Options.defaults().maxDocumentsToIndex(0));
        assertEquals(
                List.of("invoices"),
                servers.sent("createIndexes").stream()
                        .map(command -> command.getString("createIndexes").getValue())
                        .toList());
        assertEquals(2, report.notes().size(), report.toString());
    }

    @Test
    void aNegativeLimitIsRefused() {
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class, () -> Options.defaults().maxDocumentsToIndex(-1));
        assertEquals("maxDocumentsToIndex must be 0 or more, not -1", refused.getMessage());
    }

    @Test
    void theLimitIsKeptByTheOtherSettersAndUnlimitedByDefault() {
        assertEquals(Long.MAX_VALUE, Options.defaults().maxDocumentsToIndex());
        Options limited = Options.defaults().maxDocumentsToIndex(1000);
        assertEquals(
                1000,
                limited.commitQuorum("majority")
                        .updateValidators(true)
                        .concurrency(2)
                        .commitQuorum(2)
                        .maxDocumentsToIndex());
        assertEquals(
                Long.MAX_VALUE,
                Options.defaults().maxDocumentsToIndex(),
                "the defaults are shared: they must not change");
    }
}
