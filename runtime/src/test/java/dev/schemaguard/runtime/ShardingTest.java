package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The bootstrap on a sharded cluster (docs/guide/sharding.md): against the {@link MongosDouble} in-process (a
 * test double of a mongos, not a mongos), and again against the cluster at {@code MONGODB_URI}
 * when it is a mongos; the tests of a server that is not a mongos run on the plain embedded server,
 * and against {@code MONGODB_URI} when it is not a mongos. A test whose server is missing is
 * skipped with the reason, never passed.
 */
class ShardingTest {

    private static final String ORDERS_KEY = "{\"customerId\": 1, \"placedAt\": 1}";
    private static final String NOT_A_MONGOS = "the server is not a mongos (a replica set or a standalone server); "
            + "on a sharded cluster the bootstrap shards the collection";

    private static MongosDouble mongosDouble;
    /** The double in-process, and MONGODB_URI. */
    private static Servers servers;
    /** mongo-java-server as it is: a standalone server. */
    private static Servers standalone;

    @BeforeAll
    static void connect() {
        mongosDouble = new MongosDouble(21);
        servers = new Servers(mongosDouble);
        standalone = new Servers();
    }

    @AfterAll
    static void disconnect() {
        servers.close();
        standalone.close();
    }

    @BeforeEach
    void forgetCommands() {
        servers.clear();
        standalone.clear();
    }

    // ---- first run shards, second changes nothing ----

    @Test
    void firstRunCreatesTheSupportingIndexThenShardsAndTheSecondChangesNothing_double() {
        firstRunShardsSecondChangesNothing(servers.embeddedClient, true);
    }

    @Test
    void firstRunCreatesTheSupportingIndexThenShardsAndTheSecondChangesNothing_realCluster() {
        firstRunShardsSecondChangesNothing(realMongos(), false);
    }

    private static void firstRunShardsSecondChangesNothing(MongoClient client, boolean isDouble) {
        fresh(client, "shard_orders", isDouble);
        List<Target> targets = List.of(orders("shard_orders"));

        Report first = Bootstrap.apply(client, "shard_orders", targets, Options.defaults());

        assertEquals(List.of(), first.failures(), first.toString());
        assertEquals(List.of(), first.conflicts(), first.toString());
        assertEquals(
                List.of("shard_orders.orders " + ORDERS_KEY
                        + ", supporting index customerId_1_placedAt_1 (created first)"),
                first.shardedCollections(),
                first.toString());
        assertEquals(
                List.of(
                        "shard_orders.orders placedAt_1 {\"placedAt\": 1}",
                        "shard_orders.orders customerId_1_placedAt_1 " + ORDERS_KEY),
                first.createdIndexes(),
                first.toString());
        assertFalse(first.changedNothing());
        assertTrue(first.isComplete(), first.toString());
        List<String> written = new ArrayList<>(written());
        if (!isDouble) {
            // a real cluster before MongoDB 6.0 gets it first, see
            // aClusterBeforeMongoDb60GetsEnableShardingOncePerDatabaseFirst_double
            written.remove("enableSharding");
        }
        assertEquals(
                List.of("createIndexes", "shardCollection"),
                written,
                "the supporting index first, in the one createIndexes; no enableSharding from MongoDB 6.0 on");
        BsonDocument sent = servers.sent("shardCollection").get(0);
        assertEquals(new BsonString("shard_orders.orders"), sent.get("shardCollection"));
        assertEquals(BsonDocument.parse(ORDERS_KEY), sent.get("key"));
        assertEquals(false, sent.getBoolean("unique").getValue());
        assertFalse(sent.containsKey("collation"), "the collection has the simple collation");
        assertEquals("admin", sent.getString("$db").getValue());
        if (isDouble) {
            assertEquals(
                    Map.of(
                            "hello",
                            1,
                            "find",
                            1,
                            "listCollections",
                            1,
                            "listIndexes",
                            1,
                            "create",
                            1,
                            "createIndexes",
                            1,
                            "shardCollection",
                            1),
                    servers.counts(),
                    "one hello, one read of config.collections, one read ahead of the indexes");
            assertTrue(
                    mongosDouble
                            .shardCollections()
                            .contains("shard_orders.orders {\"customerId\" : 1, \"placedAt\" : 1}"),
                    mongosDouble.shardCollections().toString());
        }
        assertEquals(
                BsonDocument.parse(ORDERS_KEY),
                shardedWith(client, "shard_orders.orders").getDocument("key"));

        servers.clear();
        Report second = Bootstrap.apply(client, "shard_orders", targets, Options.defaults());

        assertTrue(second.changedNothing(), second.toString());
        assertTrue(second.isComplete(), second.toString());
        assertEquals(List.of("shard_orders.orders " + ORDERS_KEY), second.existingShardKeys(), second.toString());
        assertEquals(List.of(), second.shardedCollections(), second.toString());
        assertEquals(
                List.of(),
                second.undeclaredIndexes(),
                "the supporting index is the shard key's, not a candidate to drop");
        assertEquals(List.of(), written());
        assertTrue(second.toString().contains("0 collections sharded, 1 already sharded"), second.toString());
    }

    @Test
    void aDeclaredIndexThatStartsWithTheKeySupportsIt_double() {
        declaredIndexSupportsTheKey(servers.embeddedClient, true);
    }

    @Test
    void aDeclaredIndexThatStartsWithTheKeySupportsIt_realCluster() {
        declaredIndexSupportsTheKey(realMongos(), false);
    }

    private static void declaredIndexSupportsTheKey(MongoClient client, boolean isDouble) {
        fresh(client, "shard_declared", isDouble);
        Target target = new Target(
                        "shard_declared",
                        "orders",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(
                                new Document("customerId", 1)
                                        .append("placedAt", 1)
                                        .append("status", 1),
                                new IndexOptions().name("by_customer"))))
                .withShardKey(Document.parse(ORDERS_KEY), false);

        Report report = Bootstrap.apply(client, "shard_declared", List.of(target), Options.defaults());

        assertEquals(
                List.of("shard_declared.orders " + ORDERS_KEY + ", supporting index by_customer"),
                report.shardedCollections(),
                report.toString());
        assertEquals(1, report.createdIndexes().size(), "no index of its own: " + report);
    }

    // ---- hashed ----

    @Test
    void aHashedKeyGetsAHashedIndexARangedOneDoesNotSupportIt_double() {
        hashedKey(servers.embeddedClient, true);
    }

    @Test
    void aHashedKeyGetsAHashedIndexARangedOneDoesNotSupportIt_realCluster() {
        hashedKey(realMongos(), false);
    }

    private static void hashedKey(MongoClient client, boolean isDouble) {
        fresh(client, "shard_hashed", isDouble);
        Target target = new Target("shard_hashed", "orders", new CreateCollectionOptions(), List.of(customerIdIndex()))
                .withShardKey(new Document("customerId", "hashed"), false);

        Report report = Bootstrap.apply(client, "shard_hashed", List.of(target), Options.defaults());

        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(
                List.of(
                        "shard_hashed.orders {\"customerId\": \"hashed\"}, supporting index customerId_hashed (created first)"),
                report.shardedCollections(),
                report.toString());
        assertEquals(
                List.of(
                        BsonDocument.parse("{key: {customerId: 1}, name: 'customerId_1'}"),
                        BsonDocument.parse("{key: {customerId: 'hashed'}, name: 'customerId_hashed'}")),
                servers.sent("createIndexes").get(0).getArray("indexes").getValues());
        assertEquals(
                BsonDocument.parse("{customerId: 'hashed'}"),
                servers.sent("shardCollection").get(0).getDocument("key"));
        assertEquals(
                BsonDocument.parse("{customerId: 'hashed'}"),
                shardedWith(client, "shard_hashed.orders").getDocument("key"));
    }

    // ---- sharded with another key ----

    @Test
    void aCollectionShardedWithAnotherKeyIsAConflictNamingReshardCollection_double() {
        anotherKeyIsAConflict(servers.embeddedClient, true);
    }

    @Test
    void aCollectionShardedWithAnotherKeyIsAConflictNamingReshardCollection_realCluster() {
        anotherKeyIsAConflict(realMongos(), false);
    }

    private static void anotherKeyIsAConflict(MongoClient client, boolean isDouble) {
        fresh(client, "shard_other", isDouble);
        client.getDatabase("shard_other")
                .getCollection("orders")
                .createIndex(new Document("customerId", 1), new IndexOptions().name("customerId_1"));
        client.getDatabase("admin").runCommand(new Document("enableSharding", "shard_other"));
        client.getDatabase("admin")
                .runCommand(new Document("shardCollection", "shard_other.orders")
                        .append("key", new Document("customerId", 1)));
        servers.clear();
        Target target = new Target("shard_other", "orders", new CreateCollectionOptions(), List.of(customerIdIndex()))
                .withShardKey(new Document("customerId", "hashed"), false);

        Report report = Bootstrap.apply(client, "shard_other", List.of(target), Options.defaults());

        assertEquals(1, report.conflicts().size(), report.toString());
        Conflict conflict = report.conflicts().get(0);
        assertEquals("shard_other.orders", conflict.namespace());
        assertEquals("(shard key)", conflict.index());
        assertEquals("{\"customerId\": \"hashed\"}", conflict.declared());
        assertEquals("{\"customerId\": 1}", conflict.existing());
        assertTrue(conflict.reason().contains("reshardCollection"), conflict.reason());
        assertFalse(report.isComplete());
        assertEquals(List.of(), report.shardedCollections());
        assertEquals(List.of(), written(), "neither a hashed index nor shardCollection, and never reshardCollection");
        assertEquals(List.of(), report.undeclaredIndexes(), "customerId_1 is the index of the key the collection has");
        assertEquals(
                BsonDocument.parse("{customerId: 1}"),
                shardedWith(client, "shard_other.orders").getDocument("key"));
    }

    // ---- not a mongos ----

    @Test
    void aStandaloneServerGetsOneNotePerShardKeyAndNothingElse_embedded() {
        notAMongos(standalone.embeddedClient, standalone);
    }

    @Test
    void aServerThatIsNotAMongosGetsOneNotePerShardKeyAndNothingElse_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI");
        assumeTrue(
                !isMongos(servers.realClient),
                "MONGODB_URI is a mongos: this test needs a replica set or a standalone server");
        notAMongos(servers.realClient, servers);
    }

    private static void notAMongos(MongoClient client, Servers recorded) {
        fresh(client, "shard_plain", false);
        List<Target> targets = List.of(
                orders("shard_plain"),
                new Target("shard_plain", "customers", new CreateCollectionOptions(), List.of())
                        .withShardKey(new Document("_id", "hashed"), false),
                new Target("shard_plain", "notes", new CreateCollectionOptions(), List.of()));

        Report report = Bootstrap.apply(client, "shard_plain", targets, Options.defaults());

        assertEquals(
                List.of(
                        "shard_plain.orders: shard key " + ORDERS_KEY + " not applied: " + NOT_A_MONGOS,
                        "shard_plain.customers: shard key {\"_id\": \"hashed\"} not applied: " + NOT_A_MONGOS),
                report.notes());
        assertEquals(
                List.of("shard_plain.orders placedAt_1 {\"placedAt\": 1}"),
                report.createdIndexes(),
                "no supporting index");
        assertTrue(report.isComplete(), report.toString());
        assertEquals(List.of(), report.failures());
        assertEquals(0, recorded.counts().getOrDefault("find", 0), "config.collections is not read");
        assertEquals(0, recorded.counts().getOrDefault("shardCollection", 0));
    }

    // ---- plan ----

    @Test
    void planShowsWhatWouldBeShardedAndTheSupportingIndexWithoutWriting_double() {
        plan(servers.embeddedClient, true);
    }

    @Test
    void planShowsWhatWouldBeShardedAndTheSupportingIndexWithoutWriting_realCluster() {
        plan(realMongos(), false);
    }

    private static void plan(MongoClient client, boolean isDouble) {
        fresh(client, "shard_plan", isDouble);

        Report report = Bootstrap.plan(client, "shard_plan", List.of(orders("shard_plan")), Options.defaults());

        assertEquals(
                List.of("shard_plan.orders " + ORDERS_KEY
                        + ", supporting index customerId_1_placedAt_1 (created first)"),
                report.collectionsToShard(),
                report.toString());
        assertEquals(
                List.of(
                        "shard_plan.orders placedAt_1 {\"placedAt\": 1}",
                        "shard_plan.orders customerId_1_placedAt_1 " + ORDERS_KEY),
                report.missingIndexes());
        assertEquals(List.of(), report.shardedCollections());
        assertFalse(report.isComplete(), "a collection to shard is not in place");
        assertTrue(report.changedNothing());
        assertEquals(List.of(), written());
        assertTrue(report.toString().contains("1 collections to shard, 0 already sharded"), report.toString());
        assertTrue(
                report.toString().contains("  collections to shard (shardCollection):\n    shard_plan.orders"),
                report.toString());
        assertNull(shardedWith(client, "shard_plan.orders"));
    }

    // ---- collation ----

    @Test
    void aCollectionWithAnotherDefaultCollationIsShardedWithTheSimpleOneAndASimpleIndex_double() {
        nonSimpleCollation(servers.embeddedClient, true);
    }

    @Test
    void aCollectionWithAnotherDefaultCollationIsShardedWithTheSimpleOneAndASimpleIndex_realCluster() {
        nonSimpleCollation(realMongos(), false);
    }

    private static void nonSimpleCollation(MongoClient client, boolean isDouble) {
        fresh(client, "shard_collation", isDouble);
        Target target = new Target(
                        "shard_collation",
                        "customers",
                        new CreateCollectionOptions()
                                .collation(Collation.builder()
                                        .locale("fr")
                                        .collationStrength(CollationStrength.SECONDARY)
                                        .build()),
                        List.of(customerIdIndex()))
                .withShardKey(new Document("customerId", 1), false);

        Report report = Bootstrap.apply(client, "shard_collation", List.of(target), Options.defaults());

        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(
                List.of(
                        "shard_collation.customers {\"customerId\": 1} collation=simple, supporting index customerId_1_shardkey "
                                + "(created first)"),
                report.shardedCollections(),
                "customerId_1 has the collection's collation: " + report);
        assertEquals(
                BsonDocument.parse(
                        "{key: {customerId: 1}, name: 'customerId_1_shardkey', collation: {locale: 'simple'}}"),
                servers.sent("createIndexes").get(0).getArray("indexes").get(1));
        assertEquals(
                BsonDocument.parse("{locale: 'simple'}"),
                servers.sent("shardCollection").get(0).getDocument("collation"));
        if (!isDouble) {
            // mongo-java-server keeps no collection collation, so only a real server shows the effect, and runs a
            // second time clean
            MongoDatabase database = client.getDatabase("shard_collation");
            for (BsonDocument index : database.getCollection("customers").listIndexes(BsonDocument.class)) {
                if (index.getString("name").getValue().equals("customerId_1_shardkey")) {
                    assertFalse(index.containsKey("collation"), index.toJson());
                }
            }
            Report second = Bootstrap.apply(client, "shard_collation", List.of(target), Options.defaults());
            assertTrue(second.changedNothing(), second.toString());
            assertTrue(second.isComplete(), second.toString());
            assertEquals(List.of(), second.undeclaredIndexes(), second.toString());
        }
    }

    // ---- unique ----

    @Test
    void aUniqueKeyGetsAUniqueIndexOnExactlyTheKey_double() {
        uniqueKey(servers.embeddedClient, true);
    }

    @Test
    void aUniqueKeyGetsAUniqueIndexOnExactlyTheKey_realCluster() {
        uniqueKey(realMongos(), false);
    }

    private static void uniqueKey(MongoClient client, boolean isDouble) {
        fresh(client, "shard_unique", isDouble);
        Target target = new Target(
                        "shard_unique",
                        "accounts",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(
                                new Document("email", 1).append("tenant", 1),
                                new IndexOptions().name("email_1_tenant_1"))))
                .withShardKey(new Document("email", 1), true);

        Report report = Bootstrap.apply(client, "shard_unique", List.of(target), Options.defaults());

        assertEquals(
                List.of("shard_unique.accounts {\"email\": 1} unique=true, supporting index email_1 (created first)"),
                report.shardedCollections(),
                "a prefix does not do for a unique key: " + report);
        assertEquals(
                BsonDocument.parse("{key: {email: 1}, name: 'email_1', unique: true}"),
                servers.sent("createIndexes").get(0).getArray("indexes").get(1));
        assertTrue(servers.sent("shardCollection").get(0).getBoolean("unique").getValue());
        assertTrue(shardedWith(client, "shard_unique.accounts")
                .getBoolean("unique")
                .getValue());
    }

    // ---- how the bootstrap is reached ----

    @Test
    void onAMongosADatabaseAloneCannotShardAndTheFailureSaysWhatToCall_double() {
        MongoDatabase database = servers.embeddedClient.getDatabase("shard_database_only");
        fresh(servers.embeddedClient, "shard_database_only", true);

        Report report = Bootstrap.apply(database, List.of(orders("shard_database_only")), Options.defaults());

        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures()
                        .get(0)
                        .startsWith("shard_database_only.orders: shard key " + ORDERS_KEY + " not applied: on a "
                                + "mongos the bootstrap needs the MongoClient"),
                report.failures().get(0));
        assertTrue(report.failures().get(0).endsWith("call apply(MongoClient) or apply(MongoClient, String)"));
        assertEquals(List.of("shard_database_only.orders"), report.createdCollections(), "the rest is done");
        assertEquals(0, servers.counts().getOrDefault("shardCollection", 0));
    }

    @Test
    void aClusterBeforeMongoDb60GetsEnableShardingOncePerDatabaseFirst_double() {
        MongosDouble old = new MongosDouble(13);
        try (Servers cluster = new Servers(old)) {
            MongoClient client = cluster.embeddedClient;
            Target customers = new Target("shard_old", "customers", new CreateCollectionOptions(), List.of())
                    .withShardKey(new Document("customerId", "hashed"), false);

            Report report = Bootstrap.apply(client, List.of(orders("shard_old"), customers), Options.defaults());

            assertEquals(2, report.shardedCollections().size(), report.toString());
            assertEquals(List.of("shard_old"), old.enableShardings());
            List<String> admin = cluster.sentNames().stream()
                    .filter(name -> List.of("enableSharding", "shardCollection").contains(name))
                    .toList();
            assertEquals(List.of("enableSharding", "shardCollection", "shardCollection"), admin);
        }
    }

    @Test
    void documentsSharingACollectionKeepTheFirstShardKeyAndANoteSaysSo_double() {
        MongoClient client = servers.embeddedClient;
        fresh(client, "shard_merged", true);
        Target animal = new Target("shard_merged", "animals", new CreateCollectionOptions(), List.of());
        Target dog = new Target("shard_merged", "animals", new CreateCollectionOptions(), List.of())
                .withShardKey(new Document("owner", 1), false);
        Target cat = new Target("shard_merged", "animals", new CreateCollectionOptions(), List.of())
                .withShardKey(new Document("owner", "hashed"), false);

        Report report = Bootstrap.apply(client, "shard_merged", List.of(animal, dog, cat), Options.defaults());

        assertEquals(
                List.of("shard_merged.animals {\"owner\": 1}, supporting index owner_1 (created first)"),
                report.shardedCollections(),
                report.toString());
        assertEquals(
                List.of("shard_merged.animals: its @Document classes declare two shard keys, {\"owner\": 1} and "
                        + "{\"owner\": \"hashed\"}; the first is used"),
                report.notes());
    }

    // ---- helpers ----

    /** {@code @Document(collection = "orders")} with {@code @IndexHint Instant placedAt} and {@code @ShardKey({"customerId", "placedAt"})}. */
    /** Above Options.maxDocumentsToIndex, the supporting index is left to build by hand, so shardCollection would fail. */
    @Test
    void aCollectionAboveMaxDocumentsToIndexIsNeitherIndexedNorSharded_double() {
        fresh(servers.embeddedClient, "shard_large", true);
        servers.embeddedClient
                .getDatabase("shard_large")
                .getCollection("orders")
                .insertOne(new Document("customerId", 1));
        servers.clear();
        Report report = Bootstrap.apply(
                servers.embeddedClient,
                "shard_large",
                List.of(orders("shard_large")),
                Options.defaults().maxDocumentsToIndex(0));
        assertEquals(List.of(), written(), report.toString());
        assertEquals(List.of(), report.shardedCollections(), report.toString());
        assertEquals(2, report.missingIndexes().size(), report.toString());
        assertEquals(2, report.notes().size(), report.toString());
        assertTrue(
                report.notes().get(0).startsWith("shard_large.orders: 2 indexes not built: about 1 document,"),
                report.notes().get(0));
        assertEquals(
                "shard_large.orders: not sharded: its indexes are not in place (see conflicts, failures and notes)",
                report.notes().get(1));
    }

    private static Target orders(String database) {
        return new Target(
                        database,
                        "orders",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(new Document("placedAt", 1), new IndexOptions().name("placedAt_1"))))
                .withShardKey(Document.parse(ORDERS_KEY), false);
    }

    private static IndexModel customerIdIndex() {
        return new IndexModel(new Document("customerId", 1), new IndexOptions().name("customerId_1"));
    }

    /** The real cluster's client, or the test is skipped with the reason. */
    private static MongoClient realMongos() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI pointing at a mongos");
        assumeTrue(
                isMongos(servers.realClient),
                "MONGODB_URI is not a mongos (hello has no msg: \"isdbgrid\"): this test needs " + "a sharded cluster");
        return servers.realClient;
    }

    private static boolean isMongos(MongoClient client) {
        return "isdbgrid"
                .equals(client.getDatabase("admin")
                        .runCommand(new Document("hello", 1))
                        .getString("msg"));
    }

    /**
     * Drops the database; on the double also its config.collections entries, which a real cluster
     * removes with the database (and which a test never writes there).
     */
    private static void fresh(MongoClient client, String database, boolean isDouble) {
        client.getDatabase(database).drop();
        if (isDouble) {
            client.getDatabase("config")
                    .getCollection("collections")
                    .deleteMany(Filters.regex("_id", "^" + database + "\\."));
        }
        servers.clear();
        standalone.clear();
    }

    /** The collection's entry in config.collections, or {@code null}. */
    private static BsonDocument shardedWith(MongoClient client, String namespace) {
        Bson filter = Filters.and(Filters.eq("_id", namespace), Filters.ne("dropped", true));
        return client.getDatabase("config")
                .getCollection("collections", BsonDocument.class)
                .find(filter)
                .first();
    }

    /** The commands sent since the last clear that write an index or a shard key, in order. */
    private static List<String> written() {
        List<String> out = new ArrayList<>();
        for (String name : servers.sentNames()) {
            if (List.of("createIndexes", "shardCollection", "reshardCollection", "enableSharding", "collMod")
                    .contains(name)) {
                out.add(name);
            }
        }
        return out;
    }
}
