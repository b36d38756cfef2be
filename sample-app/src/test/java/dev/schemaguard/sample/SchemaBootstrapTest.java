package dev.schemaguard.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Conflict;
import dev.schemaguard.runtime.Options;
import dev.schemaguard.runtime.Report;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The generated schema classes and bootstrap, compiled by this module's build and run against
 * a MongoDB wire server: mongo-java-server in-process, or the MongoDB at {@code MONGODB_URI}
 * (whose database {@code bookstore} is dropped before each test). Checks of an effect the
 * embedded server does not have (collection collations, time series, validators) run against a
 * real server only; on the embedded server the tests check what the bootstrap sent.
 */
class SchemaBootstrapTest {

    private static final Map<String, Supplier<List<IndexModel>>> DECLARED = new TreeMap<>(Map.of(
            BookSchema.COLLECTION, BookSchema::indexModels,
            ReviewSchema.COLLECTION, ReviewSchema::indexModels,
            BookSummarySchema.COLLECTION, BookSummarySchema::indexModels,
            BookViewSchema.COLLECTION, BookViewSchema::indexModels,
            OrderSchema.COLLECTION, OrderSchema::indexModels));

    private static MongoServer embedded;
    private static MongoClient client;
    private static final List<BsonDocument> commands = Collections.synchronizedList(new ArrayList<>());
    private MongoDatabase db;

    @BeforeAll
    static void connect() {
        String uri = System.getenv("MONGODB_URI");
        if (uri == null || uri.isBlank()) {
            embedded = new MongoServer(new MemoryBackend());
            InetSocketAddress address = embedded.bind();
            uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
        }
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                commands.add(event.getCommand().clone());
            }
        };
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .addCommandListener(listener)
                .build());
    }

    @AfterAll
    static void disconnect() {
        client.close();
        if (embedded != null) {
            embedded.shutdownNow();
        }
    }

    @BeforeEach
    void emptyDatabase() {
        db = client.getDatabase(BookSchema.DATABASE);
        db.drop();
        commands.clear();
    }

    private static boolean realServer() {
        return embedded == null;
    }

    /** The commands sent since the last clear, by name, leaving out the driver's own handshakes. */
    private static Map<String, Integer> commandCounts() {
        Map<String, Integer> counts = new TreeMap<>();
        synchronized (commands) {
            for (BsonDocument command : commands) {
                String name = command.getFirstKey();
                if (!name.equals("hello") && !name.equals("isMaster") && !name.equals("endSessions")) {
                    counts.merge(name, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    private static List<BsonDocument> sent(String name) {
        synchronized (commands) {
            return commands.stream().filter(c -> c.getFirstKey().equals(name)).toList();
        }
    }

    @Test
    void applyCreatesEveryCollectionAndEveryDeclaredIndexWithItsOptions() {
        Report report = SchemaBootstrap.apply(db);

        assertEquals(5, report.createdCollections().size(), report.toString());
        assertTrue(report.conflicts().isEmpty() && report.failures().isEmpty(), report.toString());
        int declaredCount = 0;
        for (Map.Entry<String, Supplier<List<IndexModel>>> collection : DECLARED.entrySet()) {
            Map<String, BsonDocument> existing = new TreeMap<>();
            for (BsonDocument index : db.getCollection(collection.getKey()).listIndexes(BsonDocument.class)) {
                existing.put(index.getString("name").getValue(), index);
            }
            for (IndexModel declared : collection.getValue().get()) {
                declaredCount++;
                IndexOptions options = declared.getOptions();
                BsonDocument index = existing.get(options.getName());
                assertNotNull(
                        index, collection.getKey() + " has no index " + options.getName() + ": " + existing.keySet());
                assertEquals(
                        normalized(declared.getKeys().toBsonDocument()),
                        normalized(index.getDocument("key")),
                        options.getName());
                assertEquals(options.isUnique(), flag(index, "unique"), options.getName() + " unique");
                assertEquals(options.isSparse(), flag(index, "sparse"), options.getName() + " sparse");
                assertEquals(options.isHidden(), flag(index, "hidden"), options.getName() + " hidden");
                Long ttl = options.getExpireAfter(TimeUnit.SECONDS);
                assertEquals(
                        ttl,
                        index.isNumber("expireAfterSeconds")
                                ? index.getNumber("expireAfterSeconds").longValue()
                                : null,
                        options.getName() + " expireAfterSeconds");
                assertEquals(
                        options.getPartialFilterExpression() == null
                                ? null
                                : options.getPartialFilterExpression().toBsonDocument(),
                        index.get("partialFilterExpression"),
                        options.getName() + " partialFilterExpression");
                if (options.getCollation() != null) {
                    BsonDocument collation = index.getDocument("collation");
                    assertEquals(
                            options.getCollation().getLocale(),
                            collation.getString("locale").getValue());
                    assertEquals(
                            options.getCollation().getStrength().getIntRepresentation(),
                            collation.getNumber("strength").intValue(),
                            options.getName() + " collation strength");
                }
            }
            // a time series collection (book_views on a real server) has no _id index
            int idIndex = existing.containsKey("_id_") ? 1 : 0;
            assertEquals(
                    existing.size() - idIndex,
                    collection.getValue().get().size(),
                    collection.getKey() + ": " + existing.keySet());
        }
        assertEquals(declaredCount, report.createdIndexes().size(), report.toString());
    }

    @Test
    void collectionsAreCreatedWithTheirDefaultCollation() {
        SchemaBootstrap.apply(db);
        BsonDocument create = sent("create").stream()
                .filter(c -> c.getString("create").getValue().equals(BookSummarySchema.COLLECTION))
                .findFirst()
                .orElseThrow();
        assertEquals(
                BsonDocument.parse("{locale: 'en', strength: 1}"),
                selected(create.getDocument("collation"), "locale", "strength"));
        BsonDocument books = sent("create").stream()
                .filter(c -> c.getString("create").getValue().equals(BookSchema.COLLECTION))
                .findFirst()
                .orElseThrow();
        assertFalse(books.containsKey("collation"), books.toJson());
    }

    /** What was sent: the embedded server takes these options and keeps none of them. */
    @Test
    void bookViewsIsCreatedAsATimeSeriesAndBooksWithItsValidator() {
        SchemaBootstrap.apply(db);
        BsonDocument views = created(BookViewSchema.COLLECTION);
        assertEquals(
                BsonDocument.parse("{timeField: 'viewedAt', metaField: 'bookId', granularity: 'minutes'}"),
                views.getDocument("timeseries"),
                views.toJson());
        assertEquals(30L * 24 * 60 * 60, views.getNumber("expireAfterSeconds").longValue());
        assertFalse(views.containsKey("validator"), views.toJson());

        BsonDocument books = created(BookSchema.COLLECTION);
        assertEquals(BookSchema.validator().toBsonDocument(), books.getDocument("validator"));
        assertEquals("moderate", books.getString("validationLevel").getValue());
        assertEquals("error", books.getString("validationAction").getValue());
        BsonDocument genres = books.getDocument("validator")
                .getDocument("$jsonSchema")
                .getDocument("properties")
                .getDocument(BookSchema.GENRES);
        assertEquals(10, genres.getInt32("maxItems").getValue(), "@Bounded(max = 10) on genres");
        BsonDocument topReviews = books.getDocument("validator")
                .getDocument("$jsonSchema")
                .getDocument("properties")
                .getDocument(BookSchema.TOP_REVIEWS);
        assertEquals(3, topReviews.getInt32("maxItems").getValue(), "@Bounded(max = 3) on topReviews");
    }

    /** The acceptance of issue 14: a document that breaks @Bounded is refused once the bootstrap has run. */
    @Test
    void realServerRefusesABookThatBreaksABoundAndTakesTheSamplesDocuments() {
        assumeTrue(realServer(), "mongo-java-server keeps no validators: this effect needs MONGODB_URI");
        BookstoreApp.run(client, false);
        assertEquals(
                1, db.getCollection(BookSchema.COLLECTION).countDocuments(), "the sample's book passed the validator");
        assertTrue(BookstoreApp.insertBookWithElevenGenres(db)
                .startsWith("a book with 11 genres is refused by the server: 121"));
        MongoWriteException fourth = assertThrows(
                MongoWriteException.class,
                () -> db.getCollection(BookSchema.COLLECTION)
                        .insertOne(new Document(BookSchema.TITLE, "Four top reviews")
                                .append(
                                        BookSchema.TOP_REVIEWS,
                                        List.of(
                                                new Document("rating", 5),
                                                new Document("rating", 4),
                                                new Document("rating", 3),
                                                new Document("rating", 2)))));
        assertEquals(121, fourth.getError().getCode(), "DocumentValidationFailure");
        BsonDocument views = db.listCollections(BsonDocument.class)
                .filter(new Document("name", BookViewSchema.COLLECTION))
                .first();
        assertEquals("timeseries", views.getString("type").getValue(), views.toJson());
    }

    @Test
    void realServerKeepsTheCollectionCollationAndIndexesInheritIt() {
        assumeTrue(realServer(), "mongo-java-server keeps no collection options: this effect needs MONGODB_URI");
        SchemaBootstrap.apply(db);
        BsonDocument summaries = db.listCollections(BsonDocument.class)
                .filter(new Document("name", BookSummarySchema.COLLECTION))
                .first();
        assertEquals(
                BsonDocument.parse("{locale: 'en', strength: 1}"),
                selected(summaries.getDocument("options").getDocument("collation"), "locale", "strength"));
        BsonDocument index = index(BookSummarySchema.COLLECTION, "title_1_averageRating_-1");
        assertEquals("en", index.getDocument("collation").getString("locale").getValue());
    }

    @Test
    void aSecondApplyCreatesNothing() {
        SchemaBootstrap.apply(db);
        Report second = SchemaBootstrap.apply(db);
        assertTrue(second.changedNothing(), second.toString());
        assertEquals(5, second.existingCollections().size());
        assertEquals(
                DECLARED.values().stream().mapToInt(s -> s.get().size()).sum(),
                second.existingIndexes().size(),
                second.toString());
        assertTrue(second.conflicts().isEmpty() && second.undeclaredIndexes().isEmpty(), second.toString());
        assertTrue(second.toString().startsWith("schemaguard apply: nothing to create"), second.toString());
    }

    @Test
    void commandsAreOneListCollectionsPerDatabaseAndOneCreateIndexesPerCollection() {
        SchemaBootstrap.apply(db);
        // the 5 listIndexes are read ahead with listCollections (7 at most, at the default concurrency), unused on a
        // first run
        assertEquals(Map.of("listCollections", 1, "listIndexes", 5, "create", 5, "createIndexes", 5), commandCounts());
        for (BsonDocument createIndexes : sent("createIndexes")) {
            String collection = createIndexes.getString("createIndexes").getValue();
            assertEquals(
                    DECLARED.get(collection).get().size(),
                    createIndexes.getArray("indexes").size(),
                    collection);
        }

        commands.clear();
        SchemaBootstrap.apply(db);
        assertEquals(Map.of("listCollections", 1, "listIndexes", 5), commandCounts(), "a second run writes nothing");
    }

    @Test
    void aConflictingIndexIsReportedWithBothSpecsAndEverythingElseIsDone() {
        db.getCollection(BookSchema.COLLECTION)
                .createIndex(new Document(BookSchema.ISBN, 1), new IndexOptions().name("isbn_1"));

        Report report = SchemaBootstrap.apply(db);

        assertEquals(1, report.conflicts().size(), report.toString());
        Conflict conflict = report.conflicts().get(0);
        assertEquals("bookstore.books", conflict.namespace());
        assertEquals("isbn_1", conflict.index());
        assertTrue(
                conflict.declared().contains("unique=true")
                        && conflict.declared().contains("sparse=true"),
                conflict.declared());
        assertFalse(conflict.existing().contains("unique"), conflict.existing());
        assertEquals(4, report.createdCollections().size(), report.toString());
        assertTrue(
                report.createdIndexes()
                        .contains(
                                "bookstore.books author_ci {\"author\": 1} collation={\"locale\": \"en\", \"strength\": 2}"),
                report.toString());
        assertEquals(
                DECLARED.values().stream().mapToInt(s -> s.get().size()).sum() - 1,
                report.createdIndexes().size());
        BsonDocument existing = index(BookSchema.COLLECTION, "isbn_1");
        assertFalse(existing.containsKey("unique"), "the existing index is left as it was");
        assertTrue(
                report.toString().contains("declared: isbn_1 {\"isbn\": 1} unique=true sparse=true"),
                report.toString());
    }

    @Test
    void planListsWhatIsMissingAndUndeclaredAndWritesNothing() {
        db.getCollection(BookSchema.COLLECTION)
                .createIndex(new Document(BookSchema.TITLE, 1), new IndexOptions().name("title_1"));
        commands.clear();

        Report plan = SchemaBootstrap.plan(db);

        assertFalse(plan.applied());
        assertEquals(List.of("bookstore.books title_1 {\"title\": 1}"), plan.undeclaredIndexes(), plan.toString());
        assertEquals(4, plan.missingCollections().size(), plan.toString());
        assertEquals(
                DECLARED.values().stream().mapToInt(s -> s.get().size()).sum(),
                plan.missingIndexes().size(),
                plan.toString());
        assertTrue(plan.createdCollections().isEmpty() && plan.createdIndexes().isEmpty());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", 5),
                commandCounts(),
                "a plan only reads: the 5 collections' indexes ahead, with listCollections; those of the 4 missing ones are unused");
        List<String> names = db.listCollectionNames().into(new ArrayList<>());
        assertEquals(List.of(BookSchema.COLLECTION), names);
        assertTrue(plan.toString().contains("undeclared indexes (hide with hideIndex"), plan.toString());
    }

    @Test
    void applyToAClientUsesEachDocumentsDatabase() {
        Report report = SchemaBootstrap.apply(client);
        assertEquals(5, report.createdCollections().size(), report.toString());
        assertTrue(report.createdCollections().stream().allMatch(ns -> ns.startsWith("bookstore.")), report.toString());
        assertTrue(SchemaBootstrap.plan(client).isComplete());
    }

    @Test
    void commitQuorumIsSentOnlyToServersThatTakeIt() {
        Report report = SchemaBootstrap.apply(db, Options.defaults().commitQuorum("majority"));
        assertTrue(report.failures().isEmpty(), report.toString());
        boolean sent = sent("createIndexes").stream().anyMatch(c -> c.containsKey("commitQuorum"));
        if (realServer()) {
            assertEquals(report.notes().stream().noneMatch(n -> n.contains("commitQuorum")), sent, report.toString());
        } else {
            assertFalse(sent);
            assertTrue(report.notes().stream().anyMatch(n -> n.contains("commitQuorum not sent")), report.toString());
        }
    }

    @Test
    void schemaClassesHandOutFreshMutableObjects() {
        assertNotSame(BookSchema.indexModels(), BookSchema.indexModels());
        assertNotSame(
                BookSchema.indexModels().get(0).getOptions(),
                BookSchema.indexModels().get(0).getOptions());
        BookSchema.indexModels().get(0).getOptions().name("changed");
        assertEquals(
                "author_1_pub_date_-1",
                BookSchema.indexModels().get(0).getOptions().getName());
        assertNotSame(BookSummarySchema.createCollectionOptions(), BookSummarySchema.createCollectionOptions());
        assertEquals(
                "en", BookSummarySchema.createCollectionOptions().getCollation().getLocale());
        assertNull(BookSchema.COLLATION);
        assertEquals(2, BookSchema.AUTHOR_COLLATION.getStrength().getIntRepresentation());
        assertEquals("topReviews.rating", BookSchema.TOP_REVIEWS_RATING);
        assertEquals("pub_date", BookSchema.PUBLISHED_AT);
        // the Java path book.id, stored as the driver's POJO codec writes an embedded class's id
        assertEquals("book._id", ReviewSchema.BOOK_ID);
    }

    /** The sample plans first, as docs/guide/bootstrap.md asks before a first apply, and the plan writes nothing. */
    @Test
    void theSamplePlansBeforeItApplies() {
        String plan = SchemaBootstrap.plan(client, BookSchema.DATABASE).toString();
        assertTrue(plan.contains("indexes to create:"), plan);

        String output = printed(() -> BookstoreApp.run(client, !realServer()));

        int planned = output.indexOf(plan);
        assertTrue(planned >= 0 && planned < output.indexOf("schemaguard apply: "), output);
    }

    @Test
    void theSampleRunsAndItsSecondBootstrapChangesNothing() {
        BookstoreApp.run(client, !realServer());
        Report second = SchemaBootstrap.apply(db);
        assertTrue(second.changedNothing(), second.toString());
        List<String> drifts = second.drifts().stream()
                .map(d -> d.namespace() + " " + d.option())
                .toList();
        if (realServer()) {
            assertEquals(List.of(), drifts, second.toString());
        } else {
            // the embedded server reports no options at all: each declared one is a drift, and only those
            assertEquals(
                    List.of(
                            "bookstore.book_summaries collation",
                            "bookstore.book_views timeseries",
                            "bookstore.book_views expireAfterSeconds",
                            "bookstore.books validator",
                            "bookstore.books validationLevel"),
                    drifts,
                    second.toString());
            assertTrue(BookstoreApp.insertBookWithElevenGenres(db).contains("this server keeps no validators"));
        }
    }

    @Test
    void ordersHaveTheirShardKeyAppliedOnAClusterAndNotedElsewhere() {
        assertEquals(BsonDocument.parse("{customerId: 1, placedAt: 1}"), OrderSchema.SHARD_KEY.toBsonDocument());
        Report report = SchemaBootstrap.apply(client, BookSchema.DATABASE);
        assertTrue(report.failures().isEmpty(), report.toString());
        // isMaster: the embedded server knows no hello; every MongoDB answers both
        boolean mongos =
                "isdbgrid".equals(db.runCommand(new Document("isMaster", 1)).getString("msg"));
        if (mongos) {
            assertEquals(1, report.shardedCollections().size(), report.toString());
            assertTrue(
                    report.shardedCollections()
                            .get(0)
                            .startsWith("bookstore.orders {\"customerId\": 1, \"placedAt\": 1}"),
                    report.toString());
            assertTrue(SchemaBootstrap.apply(client, BookSchema.DATABASE).changedNothing(), "sharded once");
        } else {
            // the embedded server, a replica set or a standalone: the same code runs, the key is a note
            assertEquals(
                    List.of(
                            "bookstore.orders: shard key {\"customerId\": 1, \"placedAt\": 1} not applied: the server is "
                                    + "not a mongos (a replica set or a standalone server); on a sharded cluster the bootstrap shards the "
                                    + "collection"),
                    report.notes().stream().filter(n -> n.contains("shard key")).toList());
            assertTrue(report.shardedCollections().isEmpty(), report.toString());
        }
    }

    private static BsonDocument created(String collection) {
        return sent("create").stream()
                .filter(c -> c.getString("create").getValue().equals(collection))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no create for " + collection));
    }

    private BsonDocument index(String collection, String name) {
        for (BsonDocument index : db.getCollection(collection).listIndexes(BsonDocument.class)) {
            if (index.getString("name").getValue().equals(name)) {
                return index;
            }
        }
        throw new AssertionError(collection + " has no index " + name);
    }

    private static BsonDocument normalized(BsonDocument keys) {
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> e : keys.entrySet()) {
            out.put(
                    e.getKey(),
                    e.getValue().isNumber()
                            ? new org.bson.BsonInt32(e.getValue().asNumber().intValue())
                            : e.getValue());
        }
        return out;
    }

    private static boolean flag(BsonDocument index, String option) {
        return index.containsKey(option)
                && (index.get(option).isBoolean()
                        ? index.getBoolean(option).getValue()
                        : index.get(option).asNumber().intValue() != 0);
    }

    private static BsonDocument selected(BsonDocument document, String... keys) {
        BsonDocument out = new BsonDocument();
        for (String key : keys) {
            out.put(key, document.get(key));
        }
        return out;
    }

    /** What {@code run} prints: the sample's output is its report to the reader. */
    private static String printed(Runnable run) {
        PrintStream previous = System.out;
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        System.setOut(new PrintStream(output, true, StandardCharsets.UTF_8));
        try {
            run.run();
        } finally {
            System.setOut(previous);
        }
        return output.toString(StandardCharsets.UTF_8);
    }
}
