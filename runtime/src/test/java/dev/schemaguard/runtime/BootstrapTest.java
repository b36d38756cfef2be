package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Runs of the bootstrap against mongo-java-server in-process, and again against the MongoDB at
 * {@code MONGODB_URI} where the effect needs a real server (text keys rewritten, collations
 * filled in, wildcard keys, {@code {_id: -1}} listed); those are skipped, not passed, without it.
 * What the embedded server does not keep is checked on what the bootstrap sent.
 */
class BootstrapTest {

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

    // ---- create once, found again ----

    @Test
    void everyIndexKindIsCreatedOnceAndFoundAgain_embedded() {
        secondApplyChangesNothing(servers.embeddedClient.getDatabase("boot_places"), Schemas.place(), 6);
    }

    @Test
    void everyIndexKindIsCreatedOnceAndFoundAgain_realServer() {
        assumeTrue(
                servers.realClient != null,
                "needs MONGODB_URI: only a real server rewrites text keys and fills in collations");
        MongoDatabase database = servers.realClient.getDatabase("boot_places");
        secondApplyChangesNothing(database, Schemas.place(), 6);
        secondApplyChangesNothing(servers.realClient.getDatabase("boot_wildcard"), Schemas.listing(), 1);
        // what made the second run find them: the server's own shapes
        assertEquals(
                BsonDocument.parse("{category: 1, _fts: 'text', _ftsx: 1, rank: -1}"),
                index(database, "places", "place_text").getDocument("key"));
        assertEquals(
                "punct",
                index(database, "places", "owner_ci")
                        .getDocument("collation")
                        .getString("maxVariable")
                        .getValue());
    }

    private static void secondApplyChangesNothing(MongoDatabase database, Target target, int indexes) {
        database.drop();
        Report first = Bootstrap.apply(database, List.of(target), Options.defaults());
        assertEquals(List.of(), first.conflicts(), first.toString());
        assertEquals(List.of(), first.failures(), first.toString());
        assertEquals(
                List.of(database.getName() + "." + target.collection()), first.createdCollections(), first.toString());
        assertEquals(indexes, first.createdIndexes().size(), first.toString());
        assertFalse(first.changedNothing());
        assertTrue(first.isComplete(), first.toString());
        Report second = Bootstrap.apply(database, List.of(target), Options.defaults());
        assertTrue(second.changedNothing(), second.toString());
        assertTrue(second.isComplete(), second.toString());
        assertEquals(List.of(), second.conflicts(), second.toString());
        assertEquals(List.of(), second.undeclaredIndexes(), second.toString());
        assertEquals(
                List.of(database.getName() + "." + target.collection()),
                second.existingCollections(),
                second.toString());
        assertEquals(indexes, second.existingIndexes().size(), second.toString());
    }

    // ---- one collection, several documents ----

    /** Item 7 of issue 11: two @Document classes in one collection are one target. */
    @Test
    void documentsSharingACollectionAreCreatedOnceWithTheirIndexesMerged_embedded() {
        sharedCollectionIsOneTarget(servers.embeddedClient.getDatabase("boot_zoo"));
    }

    @Test
    void documentsSharingACollectionAreCreatedOnceWithTheirIndexesMerged_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI");
        sharedCollectionIsOneTarget(servers.realClient.getDatabase("boot_zoo"));
    }

    private static void sharedCollectionIsOneTarget(MongoDatabase database) {
        database.drop();
        servers.clear();
        List<Target> targets = List.of(Schemas.animal(), Schemas.dog());

        Report first = Bootstrap.apply(database, targets, Options.defaults());

        assertEquals(List.of(), first.failures(), first.toString());
        assertEquals(List.of(), first.conflicts(), first.toString());
        assertEquals(List.of("boot_zoo.animals"), first.createdCollections(), first.toString());
        assertEquals(
                List.of(
                        "boot_zoo.animals name_1 {\"name\": 1}",
                        "boot_zoo.animals breed_1_age_-1 {\"breed\": 1, \"age\": -1}"),
                first.createdIndexes());
        // the listIndexes is the read ahead of the one collection, sent with listCollections and unused: it did not
        // exist
        assertEquals(
                Map.of("create", 1, "createIndexes", 1, "listCollections", 1, "listIndexes", 1),
                servers.counts(),
                "one create, one createIndexes");
        assertEquals(List.of("name_1", "breed_1_age_-1"), sentIndexNames(), "each index once, in declaration order");

        Report second = Bootstrap.apply(database, targets, Options.defaults());
        assertTrue(second.changedNothing(), second.toString());
        assertEquals(List.of(), second.conflicts(), second.toString());
        assertEquals(List.of("boot_zoo.animals"), second.existingCollections(), second.toString());
        assertEquals(2, second.existingIndexes().size(), second.toString());
    }

    @Test
    void siblingsDeclaringOneIndexNameWithTwoSpecsFailThatIndexOnlyAndKeepTheFirst() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_pets");
        database.drop();
        servers.clear();
        Report report =
                Bootstrap.apply(database, List.of(Schemas.cat(), Schemas.hound(), Schemas.pet()), Options.defaults());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures()
                        .get(0)
                        .startsWith("boot_pets.pets: index by_trait is declared by two @Document classes"),
                report.failures().toString());
        assertFalse(report.isComplete());
        assertEquals(
                List.of(
                        BsonDocument.parse("{key: {lives: 1}, name: 'by_trait'}"),
                        BsonDocument.parse("{key: {name: 1}, name: 'name_1'}")),
                sentIndexes(),
                "Cat's indexes (the first target), then nothing of Hound's but its by_trait, left out, nor of Pet's");
        assertEquals(
                Map.of("create", 1, "createIndexes", 1, "listCollections", 1, "listIndexes", 1),
                servers.counts(),
                "one collection, one read ahead of its indexes");
    }

    // ---- the _id index ----

    /** Item 8 of issue 11 (the runtime's half): the built-in _id_ is neither sent nor reported on each start. */
    @Test
    void anIdIndexIsNeitherCreatedNorReportedOnEachStart_embedded() {
        idIndexIsNotSent(servers.embeddedClient.getDatabase("boot_ids"));
    }

    @Test
    void anIdIndexIsNeitherCreatedNorReportedOnEachStart_realServer() {
        assumeTrue(
                servers.realClient != null,
                "needs MONGODB_URI: a real server renames {_id: 1} to _id_ and builds nothing");
        idIndexIsNotSent(servers.realClient.getDatabase("boot_ids"));
        MongoDatabase descending = servers.realClient.getDatabase("boot_ids_descending");
        descending.drop();
        Report first = Bootstrap.apply(descending, List.of(Schemas.idDescending()), Options.defaults());
        assertEquals(
                List.of("boot_ids_descending.id_descending _id_-1 {\"_id\": -1}"),
                first.createdIndexes(),
                first.toString());
        Report second = Bootstrap.apply(descending, List.of(Schemas.idDescending()), Options.defaults());
        assertTrue(second.changedNothing(), "only ascending {_id: 1} is the built-in one: " + second);
    }

    private static void idIndexIsNotSent(MongoDatabase database) {
        database.drop();
        servers.clear();
        List<Target> targets = List.of(Schemas.idField(), Schemas.idKey(), Schemas.idJavaName());
        Report first = Bootstrap.apply(database, targets, Options.defaults());
        assertEquals(List.of(), first.failures(), first.toString());
        assertEquals(List.of(), first.conflicts(), first.toString());
        assertEquals(
                List.of("boot_ids.id_field", "boot_ids.id_key", "boot_ids.id_java_name"), first.createdCollections());
        // two collections' createIndexes, sent at once (Options.concurrency): in either order
        assertEquals(
                List.of("_id_1_sku_1", "sku_1"),
                sentIndexNames().stream().sorted().toList());
        for (BsonDocument spec : sentIndexes()) {
            assertFalse(spec.getDocument("key").equals(BsonDocument.parse("{_id: 1}")), spec.toJson());
        }
        Report second = Bootstrap.apply(database, targets, Options.defaults());
        assertTrue(second.changedNothing(), second.toString());
        assertEquals(List.of(), second.conflicts(), second.toString());
        assertEquals(List.of(), second.undeclaredIndexes(), "_id_ is never undeclared: " + second);
    }

    // ---- conflicts and failures ----

    @Test
    void anExistingIndexWithAnotherSpecIsAConflictAndTheRestIsStillDone() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_conflicts");
        database.drop();
        database.getCollection("a").createIndex(new Document("sku", -1), new IndexOptions().name("sku_1"));
        servers.clear();
        Report report = Bootstrap.apply(database, List.of(shop("a"), shop("b")), Options.defaults());
        assertEquals(1, report.conflicts().size(), report.toString());
        Conflict conflict = report.conflicts().get(0);
        assertEquals("boot_conflicts.a", conflict.namespace());
        assertEquals("sku_1", conflict.index());
        assertEquals("sku_1 {\"sku\": 1}", conflict.declared());
        assertEquals("sku_1 {\"sku\": -1}", conflict.existing());
        assertEquals(
                List.of(
                        "boot_conflicts.a title_1 {\"title\": 1}",
                        "boot_conflicts.b sku_1 {\"sku\": 1}",
                        "boot_conflicts.b title_1 {\"title\": 1}"),
                report.createdIndexes(),
                "a's other index and b are still done");
        assertEquals(List.of("boot_conflicts.b"), report.createdCollections());
        assertFalse(report.isComplete());
        assertEquals(
                List.of(BsonDocument.parse("{key: {title: 1}, name: 'title_1'}")),
                sentIndexesOf("a"),
                "the conflicting index is not sent");
    }

    /** Error 86: another instance of the application created the index with other options meanwhile. */
    @Test
    void anIndexTheServerRefusesWithCode86IsAConflictAndTheOtherCollectionsAreStillDone_embedded() {
        serverRefusal(
                servers.embeddedClient.getDatabase("boot_refused"),
                servers.embeddedUri,
                new IndexOptions().name("sku_1").unique(true),
                "IndexKeySpecsConflict");
    }

    /** Error 85: the same keys under another name, created meanwhile. */
    @Test
    void anIndexTheServerRefusesWithCode85IsAConflictAndTheOtherCollectionsAreStillDone_realServer() {
        assumeTrue(
                servers.realClient != null,
                "needs MONGODB_URI: mongo-java-server accepts the same keys under two names");
        serverRefusal(
                servers.realClient.getDatabase("boot_refused"),
                servers.realUri,
                new IndexOptions().name("by_sku"),
                "IndexOptionsConflict");
    }

    private static void serverRefusal(MongoDatabase database, String uri, IndexOptions meanwhile, String codeName) {
        database.drop();
        database.createCollection("a");
        servers.clear();
        try (MongoClient other = MongoClients.create(uri)) {
            servers.beforeSending(command -> {
                if (command.getFirstKey().equals("createIndexes")
                        && command.getString("createIndexes").getValue().equals("a")) {
                    other.getDatabase(database.getName())
                            .getCollection("a")
                            .createIndex(new Document("sku", 1), meanwhile);
                }
            });
            Report report = Bootstrap.apply(database, List.of(shop("a"), shop("b")), Options.defaults());
            assertEquals(1, report.conflicts().size(), report.toString());
            Conflict conflict = report.conflicts().get(0);
            assertEquals(database.getName() + ".a", conflict.namespace());
            assertEquals("(createIndexes)", conflict.index());
            assertEquals("as declared", conflict.declared());
            assertEquals("the server refused it", conflict.existing());
            assertTrue(conflict.reason().startsWith(codeName + ": "), conflict.reason());
            assertEquals(
                    List.of(
                            database.getName() + ".b sku_1 {\"sku\": 1}",
                            database.getName() + ".b title_1 {\"title\": 1}"),
                    report.createdIndexes(),
                    "b is still done");
            assertEquals(List.of(), report.failures(), report.toString());
        }
    }

    // Two instances of the application start at once: the other one creates the collection between listCollections and
    // create.

    /** MongoDB 7.0 and later accept a create of an existing collection with the same options (SERVER-64416); older ones answer 48. */
    @Test
    void aCollectionCreatedMeanwhileIsTakenAsExisting_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI");
        MongoDatabase database = servers.realClient.getDatabase("boot_race");
        try (MongoClient other = MongoClients.create(servers.realUri)) {
            createdMeanwhile(database, other);
            Report report = Bootstrap.apply(database, List.of(shop("a"), shop("b")), Options.defaults());
            assertEquals(List.of(), report.failures(), report.toString());
            assertEquals(List.of(), report.conflicts(), report.toString());
            assertEquals(List.of("sku_1", "title_1"), indexNames(database, "a"));
            assertEquals(List.of("sku_1", "title_1"), indexNames(database, "b"));
        }
    }

    @Test
    void aCollectionCreatedMeanwhileIsTakenAsExisting_embedded() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_race");
        try (MongoClient other = MongoClients.create(servers.embeddedUri)) {
            createdMeanwhile(database, other);
            Report report = Bootstrap.apply(database, List.of(shop("a"), shop("b")), Options.defaults());
            assertEquals(List.of(), report.failures(), report.toString());
            assertEquals(List.of(), report.conflicts(), report.toString());
            assertEquals(List.of("boot_race.b"), report.createdCollections(), report.toString());
            assertEquals(List.of("boot_race.a"), report.existingCollections(), report.toString());
            assertEquals(List.of("boot_race.a sku_1 {\"sku\": 1}"), report.existingIndexes(), report.toString());
            assertEquals(
                    List.of(
                            "boot_race.a title_1 {\"title\": 1}",
                            "boot_race.b sku_1 {\"sku\": 1}",
                            "boot_race.b title_1 {\"title\": 1}"),
                    report.createdIndexes(),
                    report.toString());
        }
    }

    /** Makes {@code other} create collection a with index sku_1 just before the bootstrap's create of a is sent. */
    private static void createdMeanwhile(MongoDatabase database, MongoClient other) {
        database.drop();
        servers.clear();
        servers.beforeSending(command -> {
            if (command.getFirstKey().equals("create")
                    && command.getString("create").getValue().equals("a")) {
                other.getDatabase(database.getName())
                        .getCollection("a")
                        .createIndex(new Document("sku", 1), new IndexOptions().name("sku_1"));
            }
        });
    }

    /** mongo-java-server refuses wildcard keys (BadValue): a failure, not a conflict, and the other collections are done. */
    @Test
    void aCollectionThatFailsIsReportedAndTheOthersAreStillDone() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_wildcard");
        database.drop();
        Target listing = Schemas.listing();
        Report report = Bootstrap.apply(database, List.of(listing, shop("z")), Options.defaults());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures().get(0).startsWith("boot_wildcard.listings: "),
                report.failures().get(0));
        assertTrue(
                report.failures().get(0).contains("unknown operator: $**"),
                report.failures().get(0));
        assertEquals(List.of(), report.conflicts());
        assertEquals(List.of("boot_wildcard.listings", "boot_wildcard.z"), report.createdCollections());
        assertEquals(
                List.of("boot_wildcard.z sku_1 {\"sku\": 1}", "boot_wildcard.z title_1 {\"title\": 1}"),
                report.createdIndexes());
        assertFalse(report.isComplete());
    }

    @Test
    void aDatabaseWhoseCollectionsCannotBeListedIsAFailure() {
        MongoDatabase unreachable = (MongoDatabase) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {MongoDatabase.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getName")) {
                        return "boot_denied";
                    }
                    if (method.getName().equals("listCollections")) {
                        throw new com.mongodb.MongoSecurityException(null, "not authorized on boot_denied");
                    }
                    throw new UnsupportedOperationException(method.toString());
                });
        Report report = Bootstrap.apply(unreachable, List.of(shop("a")), Options.defaults());
        assertEquals(List.of("boot_denied: listCollections failed: not authorized on boot_denied"), report.failures());
        assertTrue(report.changedNothing());
        assertFalse(report.isComplete());
    }

    /**
     * An answer the bootstrap cannot read (here a listCollections entry without a name, from an
     * emulator) fails that database only: the client's other databases are still done, and nothing escapes.
     */
    @Test
    void aDatabaseWhoseAnswerCannotBeReadIsAFailureAndTheOtherDatabasesAreStillDone() {
        MongoClient real = servers.embeddedClient;
        real.getDatabase("boot_unread_b").drop();
        MongoDatabase unreadable = (MongoDatabase) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {MongoDatabase.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getName")) {
                        return "boot_unread_a";
                    }
                    if (method.getName().equals("hashCode")) {
                        // the run keys its work by database
                        return System.identityHashCode(proxy);
                    }
                    if (method.getName().equals("equals")) {
                        return proxy == args[0];
                    }
                    if (method.getName().equals("listCollections")) {
                        throw new org.bson.BsonInvalidOperationException("Document does not contain key name");
                    }
                    throw new UnsupportedOperationException(method.toString());
                });
        MongoClient client = (MongoClient) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {MongoClient.class},
                (proxy, method, args) -> method.getName().equals("getDatabase") && "boot_unread_a".equals(args[0])
                        ? unreadable
                        : method.invoke(real, args));
        List<Target> targets = List.of(
                new Target("boot_unread_a", "a", new CreateCollectionOptions(), List.of()),
                new Target(
                        "boot_unread_b",
                        "b",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1")))));
        Report report = Bootstrap.apply(client, targets, Options.defaults());
        assertEquals(
                List.of("boot_unread_a: listCollections failed: org.bson.BsonInvalidOperationException: "
                        + "Document does not contain key name"),
                report.failures());
        assertEquals(List.of("boot_unread_b.b"), report.createdCollections());
        assertEquals(List.of("boot_unread_b.b sku_1 {\"sku\": 1}"), report.createdIndexes());
    }

    // ---- plan ----

    @Test
    void aPlanWritesNothingAndListsWhatApplyWouldDo() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_plan");
        database.drop();
        database.getCollection("a").createIndex(new Document("title", 1), new IndexOptions().name("title_1"));
        database.getCollection("a").createIndex(new Document("legacy", 1), new IndexOptions().name("legacy_1"));
        servers.clear();

        Report plan = Bootstrap.plan(database, List.of(shop("a"), shop("b")), Options.defaults());

        assertFalse(plan.applied());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", 2),
                servers.counts(),
                "reads only: of both collections' indexes ahead, with listCollections; b's answer is unused");
        assertEquals(List.of("boot_plan.b"), plan.missingCollections());
        assertEquals(List.of("boot_plan.a"), plan.existingCollections());
        assertEquals(
                List.of(
                        "boot_plan.a sku_1 {\"sku\": 1}",
                        "boot_plan.b sku_1 {\"sku\": 1}",
                        "boot_plan.b title_1 {\"title\": 1}"),
                plan.missingIndexes());
        assertEquals(List.of("boot_plan.a title_1 {\"title\": 1}"), plan.existingIndexes());
        assertEquals(List.of("boot_plan.a legacy_1 {\"legacy\": 1}"), plan.undeclaredIndexes());
        assertEquals(List.of(), plan.createdCollections());
        assertEquals(List.of(), plan.createdIndexes());
        assertTrue(plan.changedNothing());
        assertFalse(plan.isComplete());

        Report applied = Bootstrap.apply(database, List.of(shop("a"), shop("b")), Options.defaults());
        assertTrue(applied.applied());
        assertEquals(3, applied.createdIndexes().size(), applied.toString());
        assertEquals(
                List.of("boot_plan.a legacy_1 {\"legacy\": 1}"),
                applied.undeclaredIndexes(),
                "apply lists them too, and keeps them");
        Report after = Bootstrap.plan(database, List.of(shop("a"), shop("b")), Options.defaults());
        assertTrue(after.isComplete(), after.toString());
        assertEquals(List.of(), after.missingIndexes());
    }

    // ---- which targets, which database ----

    @Test
    void aDatabaseRunTakesTheTargetsOfThatDatabaseAndThoseWithout() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_zoo");
        database.drop();
        Target anywhere = new Target(null, "keepers", new CreateCollectionOptions(), List.of());
        Report plan = Bootstrap.plan(
                database, List.of(Schemas.pet(), Schemas.animal(), anywhere, Schemas.place()), Options.defaults());
        assertEquals(List.of("boot_zoo.animals", "boot_zoo.keepers"), plan.missingCollections());
        Report applied = Bootstrap.apply(
                database, List.of(Schemas.pet(), Schemas.animal(), anywhere, Schemas.place()), Options.defaults());
        assertEquals(List.of("boot_zoo.animals", "boot_zoo.keepers"), applied.createdCollections());
        assertEquals(List.of("boot_zoo.animals name_1 {\"name\": 1}"), applied.createdIndexes());
    }

    @Test
    void aClientRunTakesEachTargetToItsOwnDatabase() {
        MongoClient client = servers.embeddedClient;
        for (String name : List.of("boot_zoo", "boot_pets", "boot_ids")) {
            client.getDatabase(name).drop();
        }
        List<Target> targets = List.of(Schemas.pet(), Schemas.animal(), Schemas.idField(), Schemas.dog());
        servers.clear();

        Report plan = Bootstrap.plan(client, targets, Options.defaults());
        assertEquals(
                List.of("boot_ids.id_field", "boot_pets.pets", "boot_zoo.animals"),
                plan.missingCollections(),
                "database by database, by name");
        assertEquals(List.of(), servers.sent("create"));

        Report applied = Bootstrap.apply(client, targets, Options.defaults());
        assertEquals(List.of("boot_ids.id_field", "boot_pets.pets", "boot_zoo.animals"), applied.createdCollections());
        assertEquals(
                List.of(
                        "boot_ids.id_field sku_1 {\"sku\": 1}",
                        "boot_pets.pets name_1 {\"name\": 1}",
                        "boot_zoo.animals name_1 {\"name\": 1}",
                        "boot_zoo.animals breed_1_age_-1 {\"breed\": 1, \"age\": -1}"),
                applied.createdIndexes());
        assertEquals(List.of("sku_1"), indexNames(client.getDatabase("boot_ids"), "id_field"));
        assertEquals(List.of("name_1", "breed_1_age_-1"), indexNames(client.getDatabase("boot_zoo"), "animals"));
        assertTrue(Bootstrap.apply(client, targets, Options.defaults()).changedNothing());
    }

    @Test
    void aTargetWithoutDatabaseIsAnErrorOfTheClientRunsAndNothingIsSent() {
        List<Target> targets =
                List.of(Schemas.animal(), new Target(null, "keepers", new CreateCollectionOptions(), List.of()));
        for (boolean apply : new boolean[] {true, false}) {
            servers.clear();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
                if (apply) {
                    Bootstrap.apply(servers.embeddedClient, targets, Options.defaults());
                } else {
                    Bootstrap.plan(servers.embeddedClient, targets, Options.defaults());
                }
            });
            assertEquals(
                    "collection 'keepers' has no database: name it with @Document(database = ...) or "
                            + "-Aschemaguard.database, or call apply(MongoDatabase)",
                    e.getMessage());
            assertEquals(Map.of(), servers.counts());
        }
    }

    @Test
    void optionsAreRequired() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_zoo");
        List<Target> targets = List.of(Schemas.animal());
        assertEquals(
                "options: use Options.defaults()",
                assertThrows(IllegalArgumentException.class, () -> Bootstrap.apply(database, targets, null))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bootstrap.plan(database, targets, null));
        assertThrows(IllegalArgumentException.class, () -> Bootstrap.apply(servers.embeddedClient, targets, null));
        assertThrows(IllegalArgumentException.class, () -> Bootstrap.plan(servers.embeddedClient, targets, null));
        assertEquals(Map.of(), servers.counts());
    }

    /** Found in review: a null database, client, list or target was a raw NullPointerException halfway. */
    @Test
    void nullArgumentsAreRefusedBeforeAnythingIsSent() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_zoo");
        List<Target> targets = List.of(Schemas.animal());
        java.util.List<Target> withNull = new java.util.ArrayList<>(targets);
        withNull.add(null);
        assertEquals(
                "database is null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Bootstrap.apply((MongoDatabase) null, targets, Options.defaults()))
                        .getMessage());
        assertEquals(
                "client is null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Bootstrap.plan(
                                        (com.mongodb.client.MongoClient) null, targets, Options.defaults()))
                        .getMessage());
        assertEquals(
                "targets is null",
                assertThrows(IllegalArgumentException.class, () -> Bootstrap.apply(database, null, Options.defaults()))
                        .getMessage());
        assertEquals(
                "a target is null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Bootstrap.plan(database, withNull, Options.defaults()))
                        .getMessage());
        assertEquals(Map.of(), servers.counts());
    }

    // ---- collations ----

    @Test
    void aCollectionIsCreatedWithItsDefaultCollation_embedded() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_collated");
        database.drop();
        servers.clear();
        Report first = Bootstrap.apply(database, List.of(collated()), Options.defaults());
        assertEquals(List.of("boot_collated.people"), first.createdCollections(), first.toString());
        BsonDocument create = servers.sent("create").get(0);
        assertEquals(
                BsonDocument.parse("{locale: 'fr_CA', strength: 2}"), create.getDocument("collation"), create.toJson());
        // the index without a collation of its own takes the collection's on the server: not sent with one
        assertEquals(List.of(BsonDocument.parse("{key: {name: 1}, name: 'name_1'}")), sentIndexes());
    }

    @Test
    void aCollectionIsCreatedWithItsDefaultCollationAndItsIndexesInheritIt_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI: mongo-java-server keeps no collection collation");
        MongoDatabase database = servers.realClient.getDatabase("boot_collated");
        database.drop();
        Report first = Bootstrap.apply(database, List.of(collated()), Options.defaults());
        assertEquals(List.of(), first.notes(), first.toString());
        // listed with the collection's collation, every default filled in, and found as declared
        assertEquals(
                "fr_CA",
                index(database, "people", "name_1")
                        .getDocument("collation")
                        .getString("locale")
                        .getValue());
        Report second = Bootstrap.apply(database, List.of(collated()), Options.defaults());
        assertTrue(second.changedNothing(), second.toString());
        assertEquals(List.of(), second.conflicts(), second.toString());
        assertEquals(List.of(), second.notes(), second.toString());
        assertEquals(
                List.of(),
                second.drifts(),
                "the collation listed with every default filled in is the declared one: " + second);
    }

    @Test
    void anExistingCollectionWithAnotherCollationIsADriftReportedOnly() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_collated");
        database.drop();
        database.createCollection("people");
        for (Options options : List.of(Options.defaults(), Options.defaults().updateValidators(true))) {
            servers.clear();
            Report report = Bootstrap.apply(database, List.of(collated()), options);
            assertEquals(1, report.drifts().size(), report.toString());
            Drift drift = report.drifts().get(0);
            assertEquals("boot_collated.people", drift.namespace());
            assertEquals("collation", drift.option());
            assertEquals("{\"locale\": \"fr_CA\", \"strength\": 2}", drift.declared());
            assertEquals("none", drift.existing());
            assertFalse(drift.changeable());
            assertEquals("reported only: a collection's collation cannot be changed after creation", drift.how());
            assertEquals(List.of(), report.notes());
            assertEquals(List.of(), servers.sent("collMod"), "never changed, whatever the options");
        }
    }

    private static Target collated() {
        return new Target(
                "boot_collated",
                "people",
                new CreateCollectionOptions()
                        .collation(Collation.builder()
                                .locale("fr_CA")
                                .collationStrength(CollationStrength.SECONDARY)
                                .build()),
                List.of(new IndexModel(new Document("name", 1), new IndexOptions().name("name_1"))));
    }

    // ---- commitQuorum ----

    @Test
    void noCommitQuorumByDefaultAndNoHello() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_quorum");
        database.drop();
        servers.clear();
        Report report = Bootstrap.apply(database, List.of(shop("a")), Options.defaults());
        assertEquals(List.of(), report.notes());
        assertFalse(servers.sent("createIndexes").get(0).containsKey("commitQuorum"));
        assertEquals(Map.of("create", 1, "createIndexes", 1, "listCollections", 1, "listIndexes", 1), servers.counts());
    }

    /** mongo-java-server answers no hello and announces wire version 8 to isMaster: the driver would refuse commitQuorum. */
    @Test
    void aCommitQuorumIsNotSentToTheEmbeddedServerAndANoteSaysWhy() {
        MongoDatabase database = servers.embeddedClient.getDatabase("boot_quorum");
        database.drop();
        servers.clear();
        Report report = Bootstrap.apply(
                database, List.of(shop("a"), shop("b")), Options.defaults().commitQuorum("majority"));
        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(4, report.createdIndexes().size(), report.toString());
        for (BsonDocument createIndexes : servers.sent("createIndexes")) {
            assertFalse(createIndexes.containsKey("commitQuorum"), createIndexes.toJson());
        }
        assertEquals(
                List.of("boot_quorum: commitQuorum not sent: the server's wire version 8 is below 9 (MongoDB 4.4)"),
                report.notes());
        assertEquals(
                Map.of(
                        "create",
                        2,
                        "createIndexes",
                        2,
                        "listCollections",
                        1,
                        "listIndexes",
                        2,
                        "hello",
                        1,
                        "isMaster",
                        1),
                servers.counts(),
                "the server is asked once per database, by the older name when it does not know hello");
    }

    @Test
    void aCommitQuorumIsSentToAReplicaSetOrElseANoteSaysWhy_realServer() {
        assumeTrue(servers.realClient != null, "needs MONGODB_URI");
        MongoDatabase database = servers.realClient.getDatabase("boot_quorum");
        database.drop();
        servers.clear();
        BsonDocument hello =
                database.runCommand(new BsonDocument("hello", new org.bson.BsonInt32(1)), BsonDocument.class);
        boolean accepts = hello.containsKey("setName")
                || "isdbgrid".equals(hello.getString("msg", new BsonString("")).getValue());
        Report report =
                Bootstrap.apply(database, List.of(shop("a")), Options.defaults().commitQuorum("majority"));
        assertEquals(List.of(), report.failures(), report.toString());
        BsonValue sent = servers.sent("createIndexes").get(0).get("commitQuorum");
        if (accepts) {
            assertEquals(new BsonString("majority"), sent);
            assertEquals(List.of(), report.notes());
        } else {
            assertEquals(null, sent);
            assertEquals(1, report.notes().size(), report.toString());
        }
    }

    // ---- helpers ----

    /** A collection with two plain indexes. */
    private static Target shop(String collection) {
        return new Target(
                null,
                collection,
                new CreateCollectionOptions(),
                List.of(
                        new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1")),
                        new IndexModel(new Document("title", 1), new IndexOptions().name("title_1"))));
    }

    private static List<BsonDocument> sentIndexes() {
        List<BsonDocument> out = new ArrayList<>();
        servers.sent("createIndexes").forEach(c -> c.getArray("indexes").forEach(i -> out.add(i.asDocument())));
        return out;
    }

    private static List<BsonDocument> sentIndexesOf(String collection) {
        List<BsonDocument> out = new ArrayList<>();
        servers.sent("createIndexes").stream()
                .filter(c -> c.getString("createIndexes").getValue().equals(collection))
                .forEach(c -> c.getArray("indexes").forEach(i -> out.add(i.asDocument())));
        return out;
    }

    private static List<String> sentIndexNames() {
        return sentIndexes().stream()
                .map(spec -> spec.getString("name").getValue())
                .toList();
    }

    private static List<String> indexNames(MongoDatabase database, String collection) {
        List<String> names = new ArrayList<>();
        for (BsonDocument index : database.getCollection(collection).listIndexes(BsonDocument.class)) {
            if (!index.getString("name").getValue().equals("_id_")) {
                names.add(index.getString("name").getValue());
            }
        }
        return names;
    }

    private static BsonDocument index(MongoDatabase database, String collection, String name) {
        for (BsonDocument index : database.getCollection(collection).listIndexes(BsonDocument.class)) {
            if (index.getString("name").getValue().equals(name)) {
                return index;
            }
        }
        throw new AssertionError(collection + " has no index " + name);
    }
}
