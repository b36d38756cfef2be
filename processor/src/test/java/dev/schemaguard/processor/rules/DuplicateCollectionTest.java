package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * DuplicateCollection (ERROR, not fixed): two @Document roots that share no superclass other than Object
 * map to the same database and collection and disagree on what is stored there (one stored path with two BSON
 * types, the _id among them, or one index name with two specifications); reported on the @Document of every
 * class involved. A read model of another class's fields is not reported.
 */
class DuplicateCollectionTest {

    private static final String DOCS = "(see docs/rules/DuplicateCollection.md)";

    @Test
    void positive_sameExplicitCollection_reportedOnBoth() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books") // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Novel", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books") // expect: ERROR DuplicateCollection
                        class Novel {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("DuplicateCollection");
        assertEquals(2, messages.size());
        String onBook = messages.stream()
                .filter(m -> m.contains("'Book' is stored"))
                .findFirst()
                .orElseThrow();
        assertTrue(onBook.startsWith("[DuplicateCollection] "), onBook);
        assertTrue(
                onBook.contains("'Book' is stored in collection 'books', like 'Novel', and they disagree on what is "
                        + "stored there: '_id' is an objectId in 'Book' and a long in 'Novel'"),
                onBook);
        assertTrue(onBook.contains("give each its own @Document(collection = \"...\")"), onBook);
        assertTrue(onBook.endsWith(DOCS), onBook);
        assertTrue(
                messages.stream().anyMatch(m -> m.contains("'Novel' is stored in collection 'books', like 'Book'")),
                messages.toString());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_sameDefaultCollectionFromSameSimpleName() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("q.Book", """
                        package q;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DuplicateCollection
                        class Book {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics()
                .messages("DuplicateCollection")
                .forEach(m -> assertTrue(
                        m.contains("'p.Book' is stored in collection 'book', like 'q.Book'")
                                || m.contains("'q.Book' is stored in collection 'book', like 'p.Book'"),
                        m));
    }

    @Test
    void positive_defaultNameOfOneIsExplicitNameOfOther() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.BookReview", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DuplicateCollection
                        class BookReview {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "book_review") // expect: ERROR DuplicateCollection
                        class Review {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_sameExplicitDatabase() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "items") // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics()
                .messages("DuplicateCollection")
                .get(0);
        assertTrue(message.contains("'shop.items'"), message);
    }

    @Test
    void positive_sameDatabaseFromOption() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_oneDatabaseUnknown() {
        // a bootstrap run against 'shop' would create both in one collection
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "items") // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_threeClasses_eachNamesTheOthers() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .source("p.Game", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Game {
                            String id;
                        }
                        """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("DuplicateCollection");
        assertEquals(3, messages.size());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("'Film' is stored in collection 'items', like 'Book', 'Game'")),
                messages.toString());
    }

    @Test
    void positive_reportedOnTheDocumentAnnotation() {
        // the annotation, not the collection value: the finding is about the whole class
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document( // expect: ERROR DuplicateCollection
                                database = "shop",
                                collection = "items")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        /** A film. */
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_subclassesOfACommonPlainClass() {
        // docs/rules/DuplicateCollection.md: roots that share a superclass other than Object are related (polymorphic
        // pattern)
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Base", """
                        package p;
                        abstract class Base {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items")
                        class Book extends Base {
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items")
                        class Film extends Base {
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_optionOffSilencesIt() {
        // MongoDB refuses neither: the rule is not fixed
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.DuplicateCollection=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items")
                        class Film {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
        assertTrue(result.messages("schemaguard").stream().noneMatch(m -> m.contains("has no effect")), result.all());
    }

    @Test
    void positive_suppressedOnOneClassStillReportedOnTheOther() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @SuppressWarnings("schemaguard:DuplicateCollection")
                        @Document(collection = "items")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_unrelatedSpringDataDocuments() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("items") // expect: ERROR DuplicateCollection
                        public class Book {
                            String id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document(collection = "items") // expect: ERROR DuplicateCollection
                        public class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_springDataDefaultNameMeetsExplicitName() {
        // SDM's default collection of Book is "book"
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document // expect: ERROR DuplicateCollection
                        public class Book {
                            String id;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("book") // expect: ERROR DuplicateCollection
                        public class Film {
                            long id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_relatedSpringDataDocuments() {
        // a subclass naming its parent's collection, and siblings of a plain base class: polymorphic pattern
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Media", """
                        package p;
                        public abstract class Media {
                            String id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("items")
                        public class Book extends Media {
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("items")
                        public class Film extends Media {
                        }
                        """)
                .source("p.Ebook", """
                        package p;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("items")
                        public class Ebook extends Book {
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_polymorphicDocumentSubclass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Media {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_polymorphicDocumentGrandchild() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .source("p.Ebook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Ebook extends Book {
                            String url;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_polymorphicSiblingSubclasses() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "media")
                        class Film extends Media {
                            int minutes;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_subclassesWithoutDocumentShareTheCollection() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .source("p.Film", """
                        package p;
                        class Film extends Media {
                            int minutes;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_sameCollectionInDifferentDatabases() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "items")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.ArchivedBook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "archive", collection = "items")
                        class ArchivedBook {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_optionDatabaseAndAnotherExplicitDatabase() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "items")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.ArchivedBook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "archive", collection = "items")
                        class ArchivedBook {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_differentCollections() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.BookReview", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class BookReview {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books")
                        class Review {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_collectionNamesDifferingInCase() {
        // collection names are case-sensitive in MongoDB: 'Books' and 'books' are two collections
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "books")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.LegacyBook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "Books") // expect: WARNING CollectionNameStyle
                        class LegacyBook {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DuplicateCollection").isEmpty());
    }

    @Test
    void negative_singleDocument() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                    Chapter chapter;
                }
                class Chapter {
                    String title;
                }
                """)
                .expectClean();
    }

    private static final String SDM = """
            package p;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.index.Indexed;
            """;

    /** A list view and an email-only read model: each reads a subset of the other class's fields, as they are stored. */
    @Test
    void negative_readModelsOfASubsetOfTheStoredFields() {
        ProcessorTester.forRules("DuplicateCollection")
                .source("p.Job", SDM + """
                        @Document("jobs")
                        public class Job { @Id String id; String title; String status; List<String> tags; @Indexed String owner;
                            Step current; public static class Step { String name; int number; } }
                        """)
                .source("p.JobItem", SDM + """
                        @Document("jobs")
                        public class JobItem { @Id String id; String title; String status; @Indexed String owner;
                            Step current; public static class Step { int number; } }
                        """)
                .source("p.User", SDM + """
                        @Document("users")
                        public class User { @Id String id; @Indexed(unique = true) String email; String name; Date born; }
                        """)
                .source("p.SimpleUser", SDM + """
                        @Document("users")
                        public class SimpleUser { @Id String id; @Indexed(unique = true) String email; }
                        """)
                .expectClean();
    }

    @Test
    void positive_onePathStoredWithTwoTypes() {
        ProcessorTester.Result result = ProcessorTester.forRules("DuplicateCollection")
                .source("p.Job", SDM + """
                        @Document("jobs") // expect: ERROR DuplicateCollection
                        public class Job { @Id String id; String title; Step current;
                            public static class Step { String name; int number; } }
                        """)
                .source("p.JobItem", SDM + """
                        @Document("jobs") // expect: ERROR DuplicateCollection
                        public class JobItem { @Id String id; String title; Step current;
                            public static class Step { long number; } }
                        """)
                .expectMarkedDiagnostics();
        String onJob = result.messages("DuplicateCollection").stream()
                .filter(m -> m.contains("'Job' is stored"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                onJob.contains("'Job' is stored in collection 'jobs', like 'JobItem', and they disagree on what is "
                        + "stored there: 'current.number' is an int in 'Job' and a long in 'JobItem'"),
                onJob);
        assertTrue(onJob.contains("give each its own @Document(collection = \"...\")"), onJob);
    }

    @Test
    void positive_oneIndexNameWithTwoSpecifications() {
        String onUser = ProcessorTester.forRules("DuplicateCollection")
                .source("p.User", SDM + """
                        @Document("users") // expect: ERROR DuplicateCollection
                        public class User { @Id String id; @Indexed(unique = true) String email; String name; }
                        """)
                .source("p.SimpleUser", SDM + """
                        @Document("users") // expect: ERROR DuplicateCollection
                        public class SimpleUser { @Id String id; @Indexed String email; }
                        """)
                .expectMarkedDiagnostics()
                .messages("DuplicateCollection")
                .stream()
                .filter(m -> m.contains("'User' is stored"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                onUser.contains("they disagree on what is stored there: index 'email' is {email: 1} in 'User' and "
                        + "{email: 1} with other options in 'SimpleUser'"),
                onUser);
    }

    /**
     * DuplicateCollection in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_DuplicateCollection_twoUnrelatedClasses() {
            ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", sdm("""
                    @Document("books") // expect: ERROR DuplicateCollection
                    class Book { @Id String id; }
                    """))
                    .source("p.Novel", sdm("""
                    @Document(collection = "books") // expect: ERROR DuplicateCollection
                    class Novel { @Id long id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_DuplicateCollection_defaultNameMeetsExplicitOne() {
            ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", sdm("""
                    @Document // expect: ERROR DuplicateCollection
                    class Book { @Id String id; }
                    """))
                    .source("p.BookArchive", sdm("""
                    @Document("book") // expect: ERROR DuplicateCollection
                    class BookArchive { @Id long id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** A subclass inherits SDM's @Document with its collection: one hierarchy in one collection. */
        @Test
        void negative_DuplicateCollection_subclassSharesTheNamedCollection() {
            ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .source("p.Novel", sdm("""
                    class Novel extends Book { String genre; }
                    """))
                    .source("p.Comic", sdm("""
                    @Document("books")
                    class Comic extends Book { String artist; }
                    """))
                    .expectClean();
        }
    }

    /**
     * DuplicateCollection in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_DuplicateCollection_twoUnrelatedEntities() {
            String message = ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", morphia("""
                    @Entity("books") // expect: ERROR DuplicateCollection
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Novel", morphia("""
                    @Entity(value = "books") // expect: ERROR DuplicateCollection
                    class Novel { @Id long id; }
                    """))
                    .expectMarkedDiagnostics()
                    .messages("DuplicateCollection")
                    .get(0);
            assertTrue(message.contains("give each its own @Entity(\"...\")"), message);
        }

        @Test
        void positive_DuplicateCollection_defaultNameMeetsExplicitOne() {
            ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", morphia("""
                    @Entity // expect: ERROR DuplicateCollection
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.BookArchive", morphia("""
                    @Entity("book") // expect: ERROR DuplicateCollection
                    class BookArchive { @Id long id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Subclasses of an @Entity("books") are stored in "books" with their _t: one hierarchy, one collection. */
        @Test
        void negative_DuplicateCollection_subclassesShareTheNamedCollection() {
            ProcessorTester.forRules("DuplicateCollection")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Novel", morphia("""
                    class Novel extends Book { String genre; }
                    """))
                    .source("p.Comic", morphia("""
                    @Entity("books")
                    class Comic extends Book { String artist; }
                    """))
                    .expectClean();
        }
    }
}
