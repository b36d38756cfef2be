package dev.schemaguard.sample.springdata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.model.IndexModel;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Report;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.IndexDefinition;
import org.springframework.data.mongodb.core.index.IndexOperations;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;

/**
 * The sample's logic against a MongoDB wire server: mongo-java-server in-process, or the MongoDB
 * at {@code MONGODB_URI} (whose database {@code library} is dropped before each test). The
 * bootstrap and Spring Data MongoDB's own index creation agree on every index, whichever runs
 * first; the queries written with the generated constants find what the template stored.
 */
class LibraryAppTest {

    private static final Map<Class<?>, Supplier<List<IndexModel>>> DOCUMENTS = Map.of(
            Author.class, AuthorSchema::indexModels,
            Book.class, BookSchema::indexModels,
            Loan.class, LoanSchema::indexModels,
            Member.class, MemberSchema::indexModels);

    private static MongoServer embedded;
    private static MongoClient client;
    private MongoTemplate mongo;

    @BeforeAll
    static void connect() {
        String uri = System.getenv("MONGODB_URI");
        if (uri == null || uri.isBlank()) {
            embedded = new MongoServer(new MemoryBackend());
            InetSocketAddress address = embedded.bind();
            uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
        }
        client = MongoClients.create(uri);
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
        mongo = new MongoTemplate(client, BookSchema.DATABASE);
        mongo.getDb().drop();
    }

    private static int declaredIndexes() {
        return DOCUMENTS.values().stream().mapToInt(s -> s.get().size()).sum();
    }

    @Test
    void aSecondBootstrapCreatesNothing() {
        Report first = SchemaBootstrap.apply(mongo.getDb());
        assertEquals(
                List.of("library.authors", "library.books", "library.loans", "library.members"),
                first.createdCollections(),
                first.toString());
        assertEquals(12, declaredIndexes());
        assertEquals(declaredIndexes(), first.createdIndexes().size(), first.toString());

        Report second = SchemaBootstrap.apply(mongo.getDb());
        assertTrue(second.changedNothing(), second.toString());
        assertEquals(4, second.existingCollections().size(), second.toString());
        assertEquals(declaredIndexes(), second.existingIndexes().size(), second.toString());
        assertTrue(second.conflicts().isEmpty() && second.undeclaredIndexes().isEmpty(), second.toString());
    }

    /**
     * SDM resolves the indexes the schema classes declare, by name. Its keys are still property
     * names here ({@code publishedAt}); its index operations map them to stored names when they
     * create the index, which the next test checks on the server.
     */
    @Test
    void springDataResolvesTheDeclaredIndexes() {
        for (Map.Entry<Class<?>, Supplier<List<IndexModel>>> document : DOCUMENTS.entrySet()) {
            List<String> sdm = new ArrayList<>();
            resolver()
                    .resolveIndexFor(document.getKey())
                    .forEach(d -> sdm.add(d.getIndexOptions().getString("name")));
            sdm.sort(null);
            List<String> generated = document.getValue().get().stream()
                    .map(m -> m.getOptions().getName())
                    .sorted()
                    .toList();
            assertEquals(sdm, generated, document.getKey().getSimpleName());
        }
    }

    /** SDM creates its indexes first (as auto-index-creation would): the bootstrap finds them all. */
    @Test
    void theBootstrapFindsEveryIndexSpringDataCreated() {
        int created = createIndexesAsSpringDataDoes();
        assertEquals(declaredIndexes(), created);

        Report report = SchemaBootstrap.apply(mongo.getDb());
        assertEquals(List.of(), report.conflicts(), report.toString());
        assertEquals(List.of(), report.createdCollections(), report.toString());
        assertEquals(List.of(), report.createdIndexes(), report.toString());
        assertEquals(List.of(), report.undeclaredIndexes(), report.toString());
        assertEquals(created, report.existingIndexes().size(), report.toString());
    }

    /** The bootstrap first: SDM's index creation next adds no index of its own. */
    @Test
    void springDataAddsNothingAfterTheBootstrap() {
        SchemaBootstrap.apply(mongo.getDb());
        Map<String, List<String>> before = indexNames();

        createIndexesAsSpringDataDoes();

        assertEquals(before, indexNames());
        assertTrue(SchemaBootstrap.apply(mongo.getDb()).changedNothing());
    }

    @Test
    void theQueriesFindWhatTheTemplateStored() {
        SchemaBootstrap.apply(mongo.getDb());
        LibraryApp.Sample sample = LibraryApp.Sample.store(mongo);
        Library library = new Library(mongo);

        assertEquals(
                List.of("The Dispossessed", "The Word for World Is Forest", "A Wizard of Earthsea"),
                library.booksBy(sample.leGuin()).stream().map(Book::getTitle).toList());
        assertEquals(
                List.of("The Dispossessed", "The Word for World Is Forest"),
                library.booksTagged("anarchism").stream()
                        .map(Book::getTitle)
                        .sorted()
                        .toList());
        Book scanned = library.bookWithIsbn("978-0-06-051275-0");
        assertEquals(2, scanned.getReviews().size());
        assertEquals(5, scanned.getReviews().get(0).getRating());
        assertTrue(library.isOnLoan(new ObjectId(scanned.getId())));
        assertNull(library.bookWithIsbn("978-0-00-000000-0"));
        assertEquals(
                List.of("Ursula K. Le Guin"),
                library.authorsNamed("Ursula K. Le Guin").stream()
                        .map(Author::getName)
                        .toList());
        if (embedded == null) {
            // the collation is what makes this match; the embedded server ignores collations
            assertEquals(1, library.authorsNamed("URSULA K. LE GUIN").size());
        }
        List<Loan> open = library.openLoansOf(sample.member());
        assertEquals(2, open.size());
        assertTrue(open.get(0).getDueAt().isBefore(open.get(1).getDueAt()));
        assertTrue(open.stream().allMatch(l -> l.getReturnedAt() == null));
    }

    /** Every query method of the repositories runs on the server and finds what the template stored. */
    @Test
    void theRepositoryQueriesFindWhatTheTemplateStored() {
        SchemaBootstrap.apply(mongo.getDb());
        LibraryApp.Sample sample = LibraryApp.Sample.store(mongo);
        LibraryRepositories repositories = LibraryRepositories.on(mongo);
        BookRepository books = repositories.books();
        Instant since = Instant.parse("1970-01-01T00:00:00Z");

        assertEquals(
                List.of("The Dispossessed", "The Word for World Is Forest", "A Wizard of Earthsea"),
                titles(books.findByAuthorIdOrderByPublishedAtDesc(sample.leGuin())));
        assertEquals(
                "The Dispossessed",
                books.findByIsbn("978-0-06-051275-0").orElseThrow().getTitle());
        assertEquals(
                List.of("A Wizard of Earthsea", "The Dispossessed"),
                titles(books.findByIsbnIn(List.of("978-0-06-051275-0", "978-0-547-72202-3", "978-0-00-000000-0")))
                        .stream()
                        .sorted()
                        .toList());
        assertEquals(
                List.of("The Dispossessed", "The Word for World Is Forest"),
                titles(books.findByTitleStartingWithOrderByTitle("The")));
        assertEquals(
                List.of("The Dispossessed", "The Word for World Is Forest"),
                titles(books.findTop10ByPublishedAtAfterOrderByPublishedAtDesc(since)));
        List<Book> newInTag = books.findNewInTag("science fiction", since);
        assertEquals(List.of("The Dispossessed", "The Word for World Is Forest"), titles(newInTag));
        // fields = {title, publishedAt}: the rest is not read
        assertTrue(newInTag.stream()
                .allMatch(b -> b.getIsbn() == null && b.getTags().isEmpty()));
        assertTrue(books.existsByAuthorId(sample.leGuin()));
        assertFalse(books.existsByAuthorId(new ObjectId()));

        assertEquals(
                List.of("Ursula K. Le Guin"),
                repositories.authors().findByName("Ursula K. Le Guin").stream()
                        .map(Author::getName)
                        .toList());
        if (embedded == null) {
            // the collation is what makes this match; the embedded server ignores collations
            assertEquals(
                    1, repositories.authors().findByName("ursula k. le guin").size());
        }

        MemberRepository members = repositories.members();
        assertEquals(
                sample.member().toHexString(),
                members.findByEmail(sample.memberEmail()).orElseThrow().getId());
        assertTrue(members.existsByEmail(sample.memberEmail()));
        assertFalse(members.existsByEmail("nobody@example.org"));

        LoanRepository loans = repositories.loans();
        List<Loan> open = loans.findByMemberIdAndReturnedAtIsNullOrderByDueAt(sample.member());
        assertEquals(2, open.size());
        assertTrue(open.get(0).getDueAt().isBefore(open.get(1).getDueAt()));
        assertEquals(2, loans.countByMemberIdAndReturnedAtIsNull(sample.member()));
        ObjectId dispossessed =
                new ObjectId(books.findByIsbn("978-0-06-051275-0").orElseThrow().getId());
        assertTrue(loans.existsByBookIdAndReturnedAtIsNull(dispossessed));
        assertFalse(loans.existsByBookIdAndReturnedAtIsNull(new ObjectId()));
        // the returned loan was due 39 days ago; of the open ones only the first is due within 15 days
        List<Loan> dueSoon = loans.findTop20ByDueAtBeforeAndReturnedAtIsNullOrderByDueAt(
                Instant.now().plus(Duration.ofDays(15)));
        assertEquals(
                List.of(open.get(0).getId()), dueSoon.stream().map(Loan::getId).toList());
        List<Loan> history = loans.history(sample.member(), 2);
        assertEquals(2, history.size());
        assertTrue(history.get(0).getDueAt().isAfter(history.get(1).getDueAt()));
        assertEquals(open.get(1).getId(), history.get(0).getId());
    }

    private static List<String> titles(List<Book> books) {
        return books.stream().map(Book::getTitle).toList();
    }

    /** What SDM wrote is what the constants name: the renamed field, no transient one. */
    @Test
    void theStoredDocumentHasTheFieldsTheSchemaNames() {
        LibraryApp.Sample.store(mongo);
        Document book = mongo.getCollection(BookSchema.COLLECTION)
                .find(new Document(BookSchema.ISBN, "978-0-06-051275-0"))
                .first();
        assertTrue(book.containsKey(BookSchema.PUBLISHED_AT) && !book.containsKey("publishedAt"), book.toJson());
        assertFalse(book.containsKey("onLoan"), book.toJson());
        assertTrue(book.get(BookSchema.ID) instanceof ObjectId, book.toJson());
        assertEquals(
                "ana", book.getList(BookSchema.REVIEWS, Document.class).get(0).getString("reader"));
        assertEquals(
                1,
                mongo.getCollection(BookSchema.COLLECTION).countDocuments(new Document(BookSchema.REVIEWS_RATING, 5)));
    }

    @Test
    void theSampleRunsAndItsSecondBootstrapChangesNothing() {
        LibraryApp.run(mongo);
        assertTrue(SchemaBootstrap.apply(mongo.getDb()).changedNothing());
        assertEquals(3, mongo.getCollection(LoanSchema.COLLECTION).countDocuments());
    }

    /** The sample plans first, as docs/guide/bootstrap.md asks before a first apply, and the plan writes nothing. */
    @Test
    void theSamplePlansBeforeItApplies() {
        String plan = SchemaBootstrap.plan(mongo.getDb()).toString();
        assertTrue(
                plan.startsWith("schemaguard plan: 4 collections and " + declaredIndexes() + " indexes to create"),
                plan);

        String output = printed(() -> LibraryApp.run(mongo));

        int planned = output.indexOf(plan);
        assertTrue(
                planned >= 0
                        && planned
                                < output.indexOf("schemaguard apply: 4 collections and " + declaredIndexes()
                                        + " indexes created"),
                output);
    }

    /** SDM's resolver on the template's mapping context, which knows the JSR-310 types as values. */
    private MongoPersistentEntityIndexResolver resolver() {
        return new MongoPersistentEntityIndexResolver(mongo.getConverter().getMappingContext());
    }

    private int createIndexesAsSpringDataDoes() {
        MongoPersistentEntityIndexResolver resolver = resolver();
        int created = 0;
        for (Class<?> type : DOCUMENTS.keySet()) {
            if (!mongo.collectionExists(type)) {
                mongo.createCollection(type);
            }
            IndexOperations operations = mongo.indexOps(type);
            for (IndexDefinition definition : resolver.resolveIndexFor(type)) {
                operations.createIndex(definition);
                created++;
            }
        }
        return created;
    }

    private Map<String, List<String>> indexNames() {
        Map<String, List<String>> names = new TreeMap<>();
        for (String collection : mongo.getCollectionNames()) {
            names.put(
                    collection,
                    mongo
                            .getCollection(collection)
                            .listIndexes()
                            .map(i -> i.getString("name"))
                            .into(new ArrayList<>())
                            .stream()
                            .sorted()
                            .toList());
        }
        return names;
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
