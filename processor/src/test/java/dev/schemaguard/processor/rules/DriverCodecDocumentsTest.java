package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class the code stores with the driver's codec ({@code database.getCollection("books", Book.class)}) is checked as
 * a document even without a document annotation, with a note that says so, and its queries are checked with the
 * {@code _id} index as the one index known; a document class got under another name than its annotation's gets
 * CollectionMismatch on the call.
 */
class DriverCodecDocumentsTest {

    private static final String HEADER = """
            package codec;
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Sorts.*;
            import com.mongodb.client.MongoCollection;
            import com.mongodb.client.MongoDatabase;
            import java.util.List;
            import java.util.regex.Pattern;
            """;

    private static ProcessorTester tester(String book, String library) {
        return ProcessorTester.forRules(
                        "QueryWithoutIndex",
                        "InMemorySort",
                        "CaseInsensitiveRegex",
                        "QueryFieldUnknown",
                        "UnboundedArray",
                        "CollectionMismatch")
                .source("codec.Book", book)
                .source("codec.Library", HEADER + library);
    }

    private static final String PLAIN_BOOK = """
            package codec;
            import java.util.List;
            public class Book { // expect: NOTE schemaguard
                private org.bson.types.ObjectId id;
                private String title;
                private List<String> tags; // expect: WARNING UnboundedArray
                public org.bson.types.ObjectId getId() { return id; }
                public void setId(org.bson.types.ObjectId id) { this.id = id; }
                public String getTitle() { return title; }
                public void setTitle(String title) { this.title = title; }
                public List<String> getTags() { return tags; }
                public void setTags(List<String> tags) { this.tags = tags; }
            }
            """;

    @Test
    void positive_aClassGotByAConstantName_isCheckedAsADocumentAndItsQueriesToo() {
        ProcessorTester.Result result = tester(PLAIN_BOOK, """
                class Library {
                    private final MongoCollection<Book> books;
                    Library(MongoDatabase db) {
                        this.books = db.getCollection("books", Book.class);
                    }
                    Object byTitle(String t) {
                        return books.find(regex("title", Pattern.compile(t, Pattern.CASE_INSENSITIVE))); // expect: WARNING CaseInsensitiveRegex
                    }
                    Object byMisspelledTitle(String t) {
                        return books.find(eq("titel", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
        List<String> notes = result.schemaguard().stream()
                .map(d -> d.getMessage(java.util.Locale.ROOT))
                .filter(m -> m.startsWith("[schemaguard]"))
                .toList();
        assertEquals(
                List.of(
                        "[schemaguard] Book carries no document annotation, but Library.Library (getCollection, line 11) "
                                + "stores it with the driver's codec in 'books': it is checked as that collection's document, "
                                + "and its queries with the _id index as the one index known, since the others are made "
                                + "outside the compilation; annotate it with schemaguard's @Document(collection = \"books\") "
                                + "(artifact dev.schemaguard:schemaguard-annotations) and declare its indexes to have them "
                                + "checked and created"),
                notes);
    }

    @Test
    void negative_aQueryNoKnownIndexServes_isNotReported_sinceItsIndexesAreMadeElsewhere() {
        tester(PLAIN_BOOK, """
                class Library {
                    Object byTitle(MongoDatabase db, String t) {
                        MongoCollection<Book> books = db.getCollection("books", Book.class);
                        return books.find(eq("title", t)).sort(ascending("title"));
                    }
                    Object byId(MongoDatabase db, org.bson.types.ObjectId id) {
                        return db.getCollection("books", Book.class).find(eq("_id", id)).first();
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aCollectionGivenAnotherDocumentClass() {
        tester(PLAIN_BOOK, """
                class Library {
                    Object byTitle(MongoDatabase db, String t) {
                        return db.getCollection("books").withDocumentClass(Book.class).find(eq("titel", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * As the corpus's nbdtravelcode (242370/NBD, repos/TripRepo.java) writes it: the name in a final instance field
     * with a constant initializer (a constant variable, JLS 4.12.4), and a collection of {@code Document}s got by the
     * same name, whose queries run on the class the code stores there.
     */
    @Test
    void positive_aNameInAConstantField_andACollectionOfDocumentsGotByTheSameName() {
        tester(PLAIN_BOOK, """
                class Library {
                    private final String collectionName = "books";
                    private final MongoCollection<Book> books;
                    Library(MongoDatabase db) {
                        this.books = db.getCollection(collectionName, Book.class);
                    }
                    Object byTitle(String t) {
                        return books.find(eq("title", t));
                    }
                    Object renamed(MongoDatabase db, String t) {
                        return db.getCollection("books").updateOne(eq("titel", t), com.mongodb.client.model.Updates.set("title", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_aClassTheCompilationWritesItsOwnCodecFor_isNotTheDriversToWrite() {
        tester("""
                package codec;
                public class Book {
                    private String title;
                    private java.util.List<String> tags;
                }
                """, """
                class Library {
                    Object byTitle(MongoDatabase db, String t) {
                        return db.getCollection("books", Book.class).find(eq("titel", t));
                    }
                    static final class BookCodec implements org.bson.codecs.Codec<Book> {
                        public Book decode(org.bson.BsonReader r, org.bson.codecs.DecoderContext c) { return null; }
                        public void encode(org.bson.BsonWriter w, Book b, org.bson.codecs.EncoderContext c) {}
                        public Class<Book> getEncoderClass() { return Book.class; }
                    }
                }
                """).expectClean();
    }

    @Test
    void negative_aCollectionNamedAtRunTime_tellsNothing() {
        tester("""
                package codec;
                public class Book {
                    private String title;
                    private java.util.List<String> tags;
                }
                """, """
                class Library {
                    Object byTitle(MongoDatabase db, String collection, String t) {
                        return db.getCollection(collection, Book.class).find(eq("titel", t));
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_aClassStoredInAnAnnotatedDocumentsCollection_isPlannedOnThatDocumentsIndexes() {
        tester("""
                package codec;
                public class Book { // expect: NOTE schemaguard
                    private String title;
                    private int year;
                }
                """, """
                @dev.schemaguard.annotations.Document(collection = "books")
                @dev.schemaguard.annotations.IndexHint(keys = "year")
                class Shelf {
                    int year;
                    String title;
                }
                class Library {
                    Object byYear(MongoDatabase db, int y) {
                        return db.getCollection("books", Book.class).find(eq("year", y));
                    }
                    Object byTitle(MongoDatabase db, String t) {
                        return db.getCollection("books", Book.class).find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_anAnnotatedDocumentGotUnderAnotherName() {
        String message = tester("""
                package codec;
                @dev.schemaguard.annotations.Document(collection = "books")
                public class Book {
                    String title;
                }
                """, """
                class Library {
                    Object archived(MongoDatabase db) {
                        return db.getCollection("archive", Book.class); // expect: WARNING CollectionMismatch
                    }
                    Object current(MongoDatabase db) {
                        return db.getCollection(BookSchema.COLLECTION, Book.class);
                    }
                }
                """).expectMarkedDiagnostics().message("CollectionMismatch");
        assertEquals(
                "[CollectionMismatch] Library.archived (getCollection, line 10) gets collection 'archive' for Book, "
                        + "which is declared to be stored in 'books': the indexes, options and shard key declared on "
                        + "Book are made in that collection only, so 'archive' has the _id index alone and its queries "
                        + "are not checked against them; get 'books' here, or map 'archive' with a document class of "
                        + "its own (see docs/rules/CollectionMismatch.md)",
                message);
    }

    @Test
    void negative_collectionMismatchSuppressedOnTheMethod() {
        tester("""
                package codec;
                @dev.schemaguard.annotations.Document(collection = "books")
                public class Book {
                    String title;
                }
                """, """
                class Library {
                    @SuppressWarnings("schemaguard:CollectionMismatch")
                    Object archived(MongoDatabase db) {
                        return db.getCollection("archive", Book.class);
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_aClassStoredInTwoCollections_isNotedOnce() {
        ProcessorTester.Result result = tester("""
                package codec;
                public class Book { // expect: NOTE schemaguard
                    private String title;
                }
                """, """
                class Library {
                    Object current(MongoDatabase db, String t) {
                        return db.getCollection("books", Book.class).find(eq("title", t));
                    }
                    Object archived(MongoDatabase db, String t) {
                        return db.getCollection("archive", Book.class).find(eq("titel", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
        List<String> notes = result.schemaguard().stream()
                .map(d -> d.getMessage(java.util.Locale.ROOT))
                .filter(m -> m.startsWith("[schemaguard] Book carries no document annotation"))
                .toList();
        assertEquals(1, notes.size(), result::all);
        assertTrue(
                notes.get(0)
                        .contains("stores it with the driver's codec in 'archive', 'books': it is checked as a "
                                + "document of each"),
                result::all);
    }

    @Test
    void negative_aModuleOnTheDriverWithoutDocuments_printsAndWritesNothing(@TempDir Path reports) {
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.report=" + reports)
                .source("codec.Logs", HEADER + """
                        class Logs {
                            Object recent(MongoDatabase db) {
                                return db.getCollection("logs").find(eq("level", "WARN"));
                            }
                        }
                        """)
                .compile();
        result.assertNoJavacErrors();
        assertTrue(!result.all().contains("schemaguard"), result::all);
        assertTrue(!Files.exists(reports.resolve("schema.md")), "a report was written");
    }

    /** gatos-backend's shape: a static helper and a generic base class hand the name and class on to the driver. */
    private static final String FORWARDING = """
            class Database {
                static MongoDatabase db;
                static <T> MongoCollection<T> getCollection(String name, Class<T> type) {
                    return db.getCollection(name, type);
                }
            }
            class BaseCollection<T> {
                private final MongoCollection<T> collection;
                BaseCollection(String collectionName, Class<T> cls) {
                    this.collection = Database.getCollection(collectionName, cls);
                }
                MongoCollection<T> getCollection() { return collection; }
                long size() { return getCollection().countDocuments(); }
            }
            """;

    @Test
    void positive_aBaseClassHandsTheNameAndClassOn_theSubclassesConstantsMakeTheDocument() {
        ProcessorTester.Result result = tester(PLAIN_BOOK, FORWARDING + """
                class Library extends BaseCollection<Book> {
                    Library() {
                        super("books", Book.class);
                    }
                    Object byMisspelledTitle(String t) {
                        return getCollection().find(eq("titel", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
        assertTrue(
                result.all()
                        .contains("Book carries no document annotation, but Library.Library (super, line 24) "
                                + "stores it with the driver's codec in 'books'"),
                result::all);
    }

    @Test
    void positive_anAnnotatedDocumentGotUnderAnotherNameThroughABaseClass() {
        tester("""
                package codec;
                @dev.schemaguard.annotations.Document(collection = "books")
                public class Book {
                    String title;
                }
                """, FORWARDING + """
                class Archive extends BaseCollection<Book> {
                    Archive() {
                        super("archive", Book.class); // expect: WARNING CollectionMismatch
                    }
                }
                class Library extends BaseCollection<Book> {
                    Library() {
                        super("books", Book.class);
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aForwardingConstructorCalledWithNew() {
        ProcessorTester.Result result = tester(PLAIN_BOOK, FORWARDING + """
                class Library {
                    private final BaseCollection<Book> books = new BaseCollection<>("books", Book.class);
                    Object byMisspelledTitle(String t) {
                        return books.getCollection().find(eq("titel", t)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
        assertTrue(result.all().contains("stores it with the driver's codec in 'books'"), result::all);
    }

    @Test
    void negative_aNameChangedBeforeItIsHandedOn_tellsNothing() {
        tester("""
                package codec;
                public class Book {
                    private String title;
                    private java.util.List<String> tags;
                }
                """, """
                class BaseCollection<T> {
                    final MongoCollection<T> collection;
                    BaseCollection(MongoDatabase db, String name, Class<T> cls) {
                        name = "archive_" + name;
                        this.collection = db.getCollection(name, cls);
                    }
                }
                class Library extends BaseCollection<Book> {
                    Library(MongoDatabase db) {
                        super(db, "books", Book.class);
                    }
                    Object byTitle(String t) {
                        return collection.find(eq("titel", t));
                    }
                }
                """).expectClean();
    }

    @Test
    void negative_aModuleWithAClassLiteralInAnotherCall_printsAndWritesNothing(@TempDir Path reports) {
        ProcessorTester.Result result = ProcessorTester.create()
                .option("schemaguard.report=" + reports)
                .source("codec.Names", HEADER + """
                        class Names {
                            List<String> checked() {
                                return java.util.Collections.checkedList(new java.util.ArrayList<>(), String.class);
                            }
                            Object logs(MongoDatabase db) {
                                // a class of another module: no document of this compilation
                                return db.getCollection("logs", org.bson.types.ObjectId.class);
                            }
                        }
                        """)
                .compile();
        result.assertNoJavacErrors();
        assertTrue(!result.all().contains("schemaguard"), result::all);
        // a module's test sources must not replace the main compilation's report with an empty one
        assertTrue(!Files.exists(reports.resolve("schema.md")), "a report was written");
    }
}
