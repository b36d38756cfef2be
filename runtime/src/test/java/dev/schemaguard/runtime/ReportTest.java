package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CollationStrength;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.ValidationOptions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The report as people read it: a summary line, then one section per kind, each line naming its namespace. */
class ReportTest {

    private static Servers servers;

    @BeforeAll
    static void connect() {
        servers = new Servers();
    }

    @AfterAll
    static void disconnect() {
        servers.close();
    }

    /**
     * authors exists with one declared index, one in conflict and one nobody declares; books is
     * new, and its two documents declare isbn_1 two ways.
     */
    private static List<Target> targets() {
        return List.of(
                new Target(
                        null,
                        "authors",
                        new CreateCollectionOptions(),
                        List.of(
                                new IndexModel(new Document("name", 1), new IndexOptions().name("name_1")),
                                new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1")))),
                new Target(
                        null,
                        "books",
                        new CreateCollectionOptions(),
                        List.of(
                                new IndexModel(
                                        new Document("isbn", 1),
                                        new IndexOptions()
                                                .name("isbn_1")
                                                .unique(true)
                                                .sparse(true)),
                                new IndexModel(
                                        new Document("lockedAt", 1),
                                        new IndexOptions().name("lockedAt_1").expireAfter(3600L, TimeUnit.SECONDS)))),
                new Target(
                        null,
                        "books",
                        new CreateCollectionOptions(),
                        List.of(new IndexModel(new Document("isbn", -1), new IndexOptions().name("isbn_1")))));
    }

    private static MongoDatabase withAuthors(String name) {
        MongoDatabase database = servers.embeddedClient.getDatabase(name);
        database.drop();
        database.getCollection("authors").createIndex(new Document("name", 1), new IndexOptions().name("name_1"));
        database.getCollection("authors").createIndex(new Document("sku", -1), new IndexOptions().name("sku_1"));
        database.getCollection("authors").createIndex(new Document("legacy", 1), new IndexOptions().name("legacy_1"));
        return database;
    }

    @Test
    void anApply() {
        MongoDatabase database = withAuthors("report_apply");
        Report report = Bootstrap.apply(database, targets(), Options.defaults().commitQuorum("majority"));
        assertEquals("""
                schemaguard apply: 1 collections and 2 indexes created, 1 collections and 1 indexes already there, \
                1 conflicts, 1 undeclared indexes
                  created collections:
                    report_apply.books
                  created indexes:
                    report_apply.books isbn_1 {"isbn": 1} unique=true sparse=true
                    report_apply.books lockedAt_1 {"lockedAt": 1} expireAfterSeconds=3600
                  existing collections:
                    report_apply.authors
                  existing indexes:
                    report_apply.authors name_1 {"name": 1}
                  conflicts (nothing changed; drop or rename one side):
                    report_apply.authors sku_1: an index with this name exists with another spec
                      declared: sku_1 {"sku": 1}
                      existing: sku_1 {"sku": -1}
                  undeclared indexes (hide with hideIndex, then drop if nothing slows down):
                    report_apply.authors legacy_1 {"legacy": 1}
                  failures:
                    report_apply.books: index isbn_1 is declared by two @Document classes with different specs; \
                only the first is created: isbn_1 {"isbn": 1} unique=true sparse=true / isbn_1 {"isbn": -1}
                  notes:
                    report_apply: commitQuorum not sent: the server's wire version 8 is below 9 (MongoDB 4.4)
                """, report.toString());
        assertTrue(report.applied());
        assertFalse(report.changedNothing());
        assertFalse(report.isComplete());

        Report again = Bootstrap.apply(database, targets(), Options.defaults());
        assertEquals("""
                schemaguard apply: nothing to create, 0 collections and 0 indexes created, 2 collections and 3 indexes \
                already there, 1 conflicts, 1 undeclared indexes
                  existing collections:
                    report_apply.authors
                    report_apply.books
                  existing indexes:
                    report_apply.authors name_1 {"name": 1}
                    report_apply.books isbn_1 {"isbn": 1} unique=true sparse=true
                    report_apply.books lockedAt_1 {"lockedAt": 1} expireAfterSeconds=3600
                  conflicts (nothing changed; drop or rename one side):
                    report_apply.authors sku_1: an index with this name exists with another spec
                      declared: sku_1 {"sku": 1}
                      existing: sku_1 {"sku": -1}
                  undeclared indexes (hide with hideIndex, then drop if nothing slows down):
                    report_apply.authors legacy_1 {"legacy": 1}
                  failures:
                    report_apply.books: index isbn_1 is declared by two @Document classes with different specs; \
                only the first is created: isbn_1 {"isbn": 1} unique=true sparse=true / isbn_1 {"isbn": -1}
                """, again.toString());
        assertTrue(again.changedNothing());
    }

    @Test
    void aPlan() {
        MongoDatabase database = withAuthors("report_plan");
        Report report = Bootstrap.plan(database, targets(), Options.defaults().commitQuorum("majority"));
        assertEquals("""
                schemaguard plan: 1 collections and 2 indexes to create, 1 collections and 1 indexes already there, \
                1 conflicts, 1 undeclared indexes
                  collections to create:
                    report_plan.books
                  indexes to create:
                    report_plan.books isbn_1 {"isbn": 1} unique=true sparse=true
                    report_plan.books lockedAt_1 {"lockedAt": 1} expireAfterSeconds=3600
                  existing collections:
                    report_plan.authors
                  existing indexes:
                    report_plan.authors name_1 {"name": 1}
                  conflicts (nothing changed; drop or rename one side):
                    report_plan.authors sku_1: an index with this name exists with another spec
                      declared: sku_1 {"sku": 1}
                      existing: sku_1 {"sku": -1}
                  undeclared indexes (hide with hideIndex, then drop if nothing slows down):
                    report_plan.authors legacy_1 {"legacy": 1}
                  failures:
                    report_plan.books: index isbn_1 is declared by two @Document classes with different specs; \
                only the first is created: isbn_1 {"isbn": 1} unique=true sparse=true / isbn_1 {"isbn": -1}
                """, report.toString(), "a plan sends no commitQuorum, so it has no note about one");
        assertFalse(report.applied());
        assertTrue(report.changedNothing());
        assertFalse(report.isComplete());
    }

    @Test
    void anEmptyReportIsItsSummaryLine() {
        assertEquals(
                "schemaguard plan: 0 collections and 0 indexes to create, 0 collections and 0 indexes already there, "
                        + "0 conflicts, 0 undeclared indexes\n",
                new Report(false).toString());
        assertEquals(
                "schemaguard apply: nothing to create, 0 collections and 0 indexes created, 0 collections and 0 indexes "
                        + "already there, 0 conflicts, 0 undeclared indexes\n",
                new Report(true).toString());
        assertTrue(new Report(true).isComplete());
    }

    /** authors exists by hand, without the collation and the validator its declaration has: two drifts, counted only then. */
    @Test
    void driftsAreASectionAndAreCountedInTheSummaryLine() {
        MongoDatabase database = servers.embeddedClient.getDatabase("report_drift");
        database.drop();
        database.createCollection("authors");
        Target authors = new Target(
                null,
                "authors",
                new CreateCollectionOptions()
                        .collation(Collation.builder()
                                .locale("en")
                                .collationStrength(CollationStrength.SECONDARY)
                                .build())
                        .validationOptions(
                                new ValidationOptions().validator(BsonDocument.parse("{name: {$exists: true}}"))),
                List.of());
        Report report = Bootstrap.plan(database, List.of(authors), Options.defaults());
        assertEquals("""
                schemaguard plan: 0 collections and 0 indexes to create, 1 collections and 0 indexes already there, \
                0 conflicts, 0 undeclared indexes, 2 drifts
                  existing collections:
                    report_drift.authors
                  drifts (collection options that differ from the declaration):
                    report_drift.authors validator: apply with Options.updateValidators(true) changes it with collMod
                      declared: {"name": {"$exists": true}}
                      existing: none
                    report_drift.authors collation: reported only: a collection's collation cannot be changed after creation
                      declared: {"locale": "en", "strength": 2}
                      existing: none
                """, report.toString());
        assertTrue(report.isComplete(), "the collection is there: drifts are reported, not missing");
    }

    /** What a real server's collMod leaves in the report (mongo-java-server knows no collMod): built by hand. */
    @Test
    void updatedValidatorsAreASectionAndMakeTheRunOneThatChangedSomething() {
        Report report = new Report(true);
        report.existingCollections.add("db.books");
        Drift drift =
                new Drift("db.books", "validationAction", "\"error\" (default)", "\"warn\"", true, "to be changed");
        report.drifts.add(drift.changed());
        report.updatedValidators.add("db.books validationAction");
        assertEquals("""
                schemaguard apply: 0 collections and 0 indexes created, 1 collections and 0 indexes already there, \
                0 conflicts, 0 undeclared indexes, 1 drifts
                  updated validators (collMod):
                    db.books validationAction
                  existing collections:
                    db.books
                  drifts (collection options that differ from the declaration):
                    db.books validationAction: changed with collMod
                      declared: "error" (default)
                      existing: "warn"
                """, report.toString());
        assertFalse(report.changedNothing());
    }

    @Test
    void itsListsAreReadOnly() {
        Report report = Bootstrap.plan(withAuthors("report_read_only"), targets(), Options.defaults());
        List<Supplier<List<?>>> lists = List.of(
                report::createdCollections,
                report::existingCollections,
                report::missingCollections,
                report::createdIndexes,
                report::existingIndexes,
                report::missingIndexes,
                report::undeclaredIndexes,
                report::conflicts,
                report::drifts,
                report::updatedValidators,
                report::failures,
                report::notes);
        for (Supplier<List<?>> list : lists) {
            assertThrows(UnsupportedOperationException.class, () -> list.get().clear());
        }
        assertEquals(1, report.conflicts().size(), "clear() changed nothing");
    }
}
