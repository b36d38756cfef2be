package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A unique index whose first key no document has would make every insert after the first fail
 * with E11000 on null: {@code apply} reports it as a conflict and does not build it, at the cost of
 * one {@code find} per such index on a collection with documents. Against mongo-java-server, which
 * indexes a missing field as null in a unique index as MongoDB does (the premise is checked below).
 */
class UnwrittenUniqueKeysTest {

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
    void emptyDatabase() {
        database = servers.embeddedClient.getDatabase("boot_unwritten");
        database.drop();
        servers.clear();
    }

    /**
     * The application stores {@code mail}; the declaration says {@code email}. One document: with two
     * without email the build itself would fail on their two nulls; with one it succeeds, and the
     * application's next insert fails.
     */
    private void usersWithoutEmail() {
        database.getCollection("users").insertOne(new Document("name", "ada").append("mail", "ada@example.org"));
        servers.clear();
    }

    private static Target users(IndexModel... indexes) {
        return new Target(null, "users", new CreateCollectionOptions(), List.of(indexes));
    }

    private static IndexModel uniqueEmail() {
        return new IndexModel(
                new Document("email", 1), new IndexOptions().name("email_1").unique(true));
    }

    private static IndexModel byName() {
        return new IndexModel(new Document("name", 1), new IndexOptions().name("name_1"));
    }

    @Test
    void premise_aUniqueIndexOnAFieldNoDocumentHasRefusesTheSecondInsertWithoutIt() {
        MongoCollection<Document> other = database.getCollection("premise");
        other.createIndex(new Document("email", 1), new IndexOptions().unique(true));
        other.insertOne(new Document("name", "ada"));
        MongoWriteException refused =
                assertThrows(MongoWriteException.class, () -> other.insertOne(new Document("name", "bob")));
        assertEquals(11000, refused.getCode(), refused.getMessage());
    }

    @Test
    void positive_aUniqueIndexOnAFieldNoDocumentHasIsAConflictAndIsNotBuilt() {
        usersWithoutEmail();
        Report report = Bootstrap.apply(database, List.of(users(uniqueEmail(), byName())), Options.defaults());
        assertEquals(1, report.conflicts().size(), report.toString());
        Conflict conflict = report.conflicts().get(0);
        assertEquals("boot_unwritten.users", conflict.namespace());
        assertEquals("email_1", conflict.index());
        assertEquals("email_1 {\"email\": 1} unique=true", conflict.declared());
        assertEquals("no such index, and no document of the collection has the field \"email\"", conflict.existing());
        assertEquals(
                "not built: a unique index on a field no document has; each insert without \"email\" is indexed as "
                        + "null, and every one after the first would fail with E11000 duplicate key. Check the field's stored name "
                        + "(the naming strategy), or make the index sparse or partial with {\"email\": {\"$exists\": true}}",
                conflict.reason());
        assertEquals(
                List.of("boot_unwritten.users name_1 {\"name\": 1}"),
                report.createdIndexes(),
                "the other index is built");
        assertFalse(report.isComplete());
        assertEquals(List.of("name_1"), Servers.indexNames(database, "users"), "email_1 is absent");
        MongoCollection<Document> users = database.getCollection("users");
        users.insertOne(new Document("name", "cyd").append("mail", "cyd@example.org"));
        users.insertOne(new Document("name", "dan").append("mail", "dan@example.org"));
        assertEquals(3, users.countDocuments(), "the application's inserts without email still work");
        List<BsonDocument> finds = servers.sent("find");
        assertEquals(1, finds.size(), "one find per such index: " + servers.sentNames());
        assertEquals(
                BsonDocument.parse("{email: {$exists: true}}"), finds.get(0).getDocument("filter"));
        assertEquals(BsonDocument.parse("{_id: 1}"), finds.get(0).getDocument("projection"));
        assertEquals(1, finds.get(0).getNumber("limit").intValue());
    }

    /** Without the check, the build fails on the documents' nulls: a failure that says neither why nor what to do. */
    @Test
    void positive_withSeveralDocumentsWithoutTheKeyItIsAConflictRatherThanAFailedBuild() {
        usersWithoutEmail();
        database.getCollection("users").insertOne(new Document("name", "bob").append("mail", "bob@example.org"));
        servers.clear();
        Report report = Bootstrap.apply(database, List.of(users(uniqueEmail())), Options.defaults());
        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(
                List.of("email_1"),
                report.conflicts().stream().map(Conflict::index).toList(),
                report.toString());
        assertFalse(servers.counts().containsKey("createIndexes"), "nothing left to create: " + servers.sentNames());
    }

    @Test
    void positive_aPlanReportsTheSameConflictAndWritesNothing() {
        usersWithoutEmail();
        Report report = Bootstrap.plan(database, List.of(users(uniqueEmail(), byName())), Options.defaults());
        assertEquals(
                List.of("email_1"),
                report.conflicts().stream().map(Conflict::index).toList(),
                report.toString());
        assertEquals(List.of("boot_unwritten.users name_1 {\"name\": 1}"), report.missingIndexes());
        assertFalse(servers.counts().containsKey("createIndexes"));
    }

    /** {@code {email, name}} sparse still indexes a document with a name and no email: unique by name alone. */
    @Test
    void positive_aCompoundSparseIndexStillTakesDocumentsWithoutItsFirstKey() {
        usersWithoutEmail();
        IndexModel compound = new IndexModel(
                new Document("email", 1).append("name", 1),
                new IndexOptions().name("email_1_name_1").unique(true).sparse(true));
        Report report = Bootstrap.apply(database, List.of(users(compound)), Options.defaults());
        assertEquals(
                List.of("email_1_name_1"),
                report.conflicts().stream().map(Conflict::index).toList(),
                report.toString());
        assertTrue(
                report.conflicts()
                        .get(0)
                        .reason()
                        .endsWith("or make the index partial with {\"email\": {\"$exists\": true}}"),
                report.conflicts().get(0).reason());
        assertEquals(List.of(), Servers.indexNames(database, "users"));
    }

    /** A partial filter on another field lets documents without the key in, as null: checked as any unique index. */
    @Test
    void positive_aPartialIndexWhoseFilterDoesNotNeedTheKeyIsChecked() {
        usersWithoutEmail();
        IndexModel partial = new IndexModel(
                new Document("email", 1),
                new IndexOptions()
                        .name("email_1")
                        .unique(true)
                        .partialFilterExpression(new Document("name", new Document("$exists", true))));
        Report report = Bootstrap.apply(database, List.of(users(partial)), Options.defaults());
        assertEquals(
                List.of("email_1"),
                report.conflicts().stream().map(Conflict::index).toList(),
                report.toString());
        assertEquals(List.of(), Servers.indexNames(database, "users"));
    }

    @Test
    void negative_anIndexIsBuiltWhenSomeDocumentHasItsFirstKey() {
        // one document without email at most: two would make the build itself fail, on their two nulls
        MongoCollection<Document> users = database.getCollection("users");
        users.insertOne(new Document("name", "ada"));
        users.insertOne(new Document("name", "eve").append("email", "eve@example.org"));
        servers.clear();
        Report report = Bootstrap.apply(database, List.of(users(uniqueEmail())), Options.defaults());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of("boot_unwritten.users email_1 {\"email\": 1} unique=true"), report.createdIndexes());
        assertEquals(1, servers.sent("find").size());
    }

    @Test
    void negative_anExistingEmptyCollectionGetsItsIndexWithoutAFind() {
        database.createCollection("users");
        servers.clear();
        Report report = Bootstrap.apply(database, List.of(users(uniqueEmail())), Options.defaults());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of("email_1"), Servers.indexNames(database, "users"));
        assertFalse(servers.counts().containsKey("find"), servers.sentNames().toString());
    }

    @Test
    void negative_aCollectionThisRunCreatesIsNotReadAtAll() {
        Report report = Bootstrap.apply(database, List.of(users(uniqueEmail())), Options.defaults());
        assertEquals(List.of("boot_unwritten.users"), report.createdCollections());
        assertEquals(List.of("email_1"), Servers.indexNames(database, "users"));
        assertFalse(servers.counts().containsKey("find"), servers.sentNames().toString());
        assertFalse(servers.counts().containsKey("count"), servers.sentNames().toString());
    }

    @Test
    void negative_aNonUniqueIndexIsNotChecked() {
        usersWithoutEmail();
        IndexModel plain = new IndexModel(new Document("email", 1), new IndexOptions().name("email_1"));
        Report report = Bootstrap.apply(database, List.of(users(plain)), Options.defaults());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of("email_1"), Servers.indexNames(database, "users"));
        assertFalse(servers.counts().containsKey("find"));
        assertFalse(servers.counts().containsKey("count"), "nothing to check: the collection is not counted either");
    }

    /** A sparse index on one key leaves out the documents without it: nothing is indexed as null. */
    @Test
    void negative_aSparseIndexOnOneKeyIsBuiltWithoutAFind() {
        usersWithoutEmail();
        IndexModel sparse = new IndexModel(
                new Document("email", 1),
                new IndexOptions().name("email_1").unique(true).sparse(true));
        Report report = Bootstrap.apply(database, List.of(users(sparse)), Options.defaults());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of("email_1"), Servers.indexNames(database, "users"));
        assertFalse(servers.counts().containsKey("find"));
        MongoCollection<Document> users = database.getCollection("users");
        users.insertOne(new Document("name", "cyd"));
        users.insertOne(new Document("name", "dan"));
    }

    /**
     * A partial filter that needs the key leaves out the documents without it, as sparse does: the
     * index is sent without a find. mongo-java-server indexes the documents its filter leaves out (its
     * build fails on the two nulls), so the effect is checked against a real server only.
     */
    @Test
    void negative_aPartialIndexWhoseFilterNeedsTheKeyIsSentWithoutAFind_embedded() {
        usersWithoutEmail();
        Bootstrap.apply(database, List.of(users(partialEmail())), Options.defaults());
        assertFalse(servers.counts().containsKey("find"), servers.sentNames().toString());
        List<BsonDocument> sent = new ArrayList<>();
        servers.sent("createIndexes")
                .forEach(command -> command.getArray("indexes").forEach(spec -> sent.add(spec.asDocument())));
        assertEquals(
                List.of(
                        BsonDocument.parse(
                                "{key: {email: 1}, name: 'email_1', unique: true, partialFilterExpression: {email: {$exists: true}}}")),
                sent);
    }

    @Test
    void negative_aPartialIndexWhoseFilterNeedsTheKeyIsBuilt_realServer() {
        assumeTrue(
                servers.realClient != null,
                "needs MONGODB_URI: mongo-java-server indexes what a partial filter leaves out");
        database = servers.realClient.getDatabase("boot_unwritten");
        database.drop();
        usersWithoutEmail();
        Report report = Bootstrap.apply(database, List.of(users(partialEmail())), Options.defaults());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(List.of("email_1"), Servers.indexNames(database, "users"));
        assertFalse(servers.counts().containsKey("find"));
        MongoCollection<Document> users = database.getCollection("users");
        users.insertOne(new Document("name", "cyd"));
        users.insertOne(new Document("name", "dan"));
    }

    private static IndexModel partialEmail() {
        return new IndexModel(
                new Document("email", 1),
                new IndexOptions()
                        .name("email_1")
                        .unique(true)
                        .partialFilterExpression(new Document("email", new Document("$exists", true))));
    }

    /** MongoDB refuses a unique wildcard index: the server says so, not a find on a key no query can name. */
    @Test
    void negative_aUniqueWildcardIndexIsLeftToTheServer() {
        IndexModel wildcard = new IndexModel(
                new Document("$**", 1), new IndexOptions().name("$**_1").unique(true));
        assertFalse(UnwrittenUniqueKeys.anyToCheck(List.of(IndexSpecs.of(wildcard))));
        IndexModel under = new IndexModel(
                new Document("attributes.$**", 1),
                new IndexOptions().name("attributes.$**_1").unique(true));
        assertFalse(UnwrittenUniqueKeys.anyToCheck(List.of(IndexSpecs.of(under))));
        assertTrue(UnwrittenUniqueKeys.anyToCheck(List.of(IndexSpecs.of(uniqueEmail()))));
    }

    // ---- which partial filters leave out documents without the key ----

    @Test
    void positive_filtersThatLeaveOutDocumentsWithoutTheKey() {
        for (String filter : List.of(
                "{email: {$exists: true}}",
                "{email: {$type: 'string'}}",
                "{email: {$type: 'null'}}",
                "{email: {$gt: ''}}",
                "{email: {$gte: 'a'}}",
                "{email: {$lt: 5}}",
                "{email: {$eq: 'x'}}",
                "{email: 'x'}",
                "{email: {$in: ['a', 'b']}}",
                "{$and: [{name: {$exists: true}}, {email: {$exists: true}}]}",
                "{$or: [{email: {$gt: 5}}, {email: {$type: 'string'}}]}",
                "{email: {$exists: 1}}",
                "{name: 'x', email: {$gt: 0, $lt: 9}}")) {
            assertTrue(UnwrittenUniqueKeys.excludesMissing(BsonDocument.parse(filter), "email"), filter);
        }
    }

    /** A missing field compares as null, so an operand null, MinKey or MaxKey may reach it: the index is checked. */
    @Test
    void negative_filtersThatMayLetDocumentsWithoutTheKeyIn() {
        for (String filter : List.of(
                "{name: {$exists: true}}",
                "{email: null}",
                "{email: {$eq: null}}",
                "{email: {$gte: null}}",
                "{email: {$in: ['a', null]}}",
                "{email: {$gt: {$minKey: 1}}}",
                "{email: {$lt: {$maxKey: 1}}}",
                "{$or: [{email: {$exists: true}}, {name: {$exists: true}}]}",
                "{'email.domain': {$exists: true}}",
                "{emailAddress: {$exists: true}}",
                "{email: {$exists: false}}",
                "{$or: []}")) {
            assertFalse(UnwrittenUniqueKeys.excludesMissing(BsonDocument.parse(filter), "email"), filter);
        }
    }
}
