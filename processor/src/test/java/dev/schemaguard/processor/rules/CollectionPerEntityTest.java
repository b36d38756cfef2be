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
 * CollectionPerEntity (WARNING): two or more collections of one database have names that differ
 * only in digits (book1_views, book2_views); reported on the @Document of every class involved.
 */
class CollectionPerEntityTest {

    private static final String DOCS = "(see docs/rules/CollectionPerEntity.md)";

    private static String document(String simpleName, String database, String collection, boolean marked) {
        return "package p;\n"
                + "import dev.schemaguard.annotations.*;\n"
                + "@Document(" + (database == null ? "" : "database = \"" + database + "\", ")
                + "collection = \"" + collection + "\")"
                + (marked ? " // expect: WARNING CollectionPerEntity" : "") + "\n"
                + "class " + simpleName + " {\n"
                + "    org.bson.types.ObjectId id;\n"
                + "    String viewer;\n"
                + "}\n";
    }

    @Test
    void positive_seed_book1ViewsAndBook2Views_reportedOnBoth() {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", document("Book1View", "shop", "book1_views", true))
                .source("p.Book2View", document("Book2View", "shop", "book2_views", true))
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("CollectionPerEntity");
        assertEquals(2, messages.size(), result.all());
        String first = messages.stream()
                .filter(m -> m.contains("collection 'book1_views'"))
                .findFirst()
                .orElseThrow();
        assertTrue(first.startsWith("[CollectionPerEntity] "), first);
        assertTrue(
                first.contains("collection 'book1_views' of 'Book1View' differs from 'book2_views' only in digits"),
                first);
        assertTrue(first.contains("one collection with a field for the entity"), first);
        assertTrue(first.endsWith(DOCS), first);
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("collection 'book2_views' of 'Book2View' differs from "
                                + "'book1_views' only in digits")),
                messages.toString());
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_manyCollectionsOfOneShape_messageNamesFiveAndCountsTheRest() {
        ProcessorTester tester = ProcessorTester.forRules("CollectionPerEntity");
        for (int i = 1; i <= 8; i++) {
            tester.source("p.V" + i, document("V" + i, "shop", "book" + i + "_views", true));
        }
        ProcessorTester.Result result = tester.expectMarkedDiagnostics();
        assertEquals(8, result.messages("CollectionPerEntity").size(), result.all());
        assertTrue(
                result.messages("CollectionPerEntity").stream()
                        .anyMatch(m -> m.contains("collection 'book8_views' of 'V8' "
                                + "differs from 'book1_views', 'book2_views', 'book3_views', 'book4_views', 'book5_views' and 2 more "
                                + "only in digits")),
                result.all());
    }

    @Test
    void positive_threeCollections_eachNamesTheOthers() {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionPerEntity")
                .source("p.A", document("A", "shop", "book1_views", true))
                .source("p.B", document("B", "shop", "book2_views", true))
                .source("p.C", document("C", "shop", "book17_views", true))
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("CollectionPerEntity").stream()
                        .anyMatch(m -> m.contains("'book17_views' of 'C' differs from 'book1_views', 'book2_views'")),
                result.all());
    }

    @Test
    void positive_defaultCollectionNames() {
        // Tenant1Log → tenant1_log, Tenant2Log → tenant2_log
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Tenant1Log", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: WARNING CollectionPerEntity
                        class Tenant1Log {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Tenant2Log", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: WARNING CollectionPerEntity
                        class Tenant2Log {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_nameAndTheNamePlusDigits() {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionPerEntity")
                .source("p.User", document("User", "shop", "users", true))
                .source("p.User2", document("User2", "shop", "users2", true))
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("CollectionPerEntity").stream()
                        .anyMatch(m -> m.contains("collection 'users' of 'User' differs from 'users2' only in digits")),
                result.all());
    }

    @Test
    void positive_nameAndTheNamePlusUnderscoreAndDigits() {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Order", document("Order", "shop", "orders", true))
                .source("p.Order2024", document("Order2024", "shop", "orders_2024", true))
                .source("p.Order2023", document("Order2023", "shop", "orders_2023", true))
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("CollectionPerEntity").stream()
                        .anyMatch(
                                m -> m.contains(
                                        "collection 'orders' of 'Order' differs from 'orders_2023', 'orders_2024' only in digits")),
                result.all());
    }

    @Test
    void negative_namePlusOtherThanDigits() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.User", document("User", "shop", "users", false))
                .source("p.UserLog", document("UserLog", "shop", "users_log", false))
                .source("p.UserX", document("UserX", "shop", "usersx2", false))
                .expectClean();
    }

    @Test
    void negative_seed_bookViewsAlone() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.BookView", document("BookView", "shop", "book_views", false))
                .expectClean();
    }

    @Test
    void negative_oneNumberedCollectionAlone() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", document("Book1View", "shop", "book1_views", false))
                .source("p.Author", document("Author", "shop", "authors", false))
                .expectClean();
    }

    @Test
    void negative_differentDatabases() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", document("Book1View", "shop", "book1_views", false))
                .source("p.Book2View", document("Book2View", "archive", "book2_views", false))
                .expectClean();
    }

    @Test
    void negative_differInMoreThanDigits() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", document("Book1View", "shop", "book1_views", false))
                .source("p.Film2View", document("Film2View", "shop", "film2_views", false))
                .expectClean();
    }

    @Test
    void negative_polymorphicSubclassInSameCollection() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "media2024")
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "media2024")
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop", collection = "book1_views")
                        @SuppressWarnings("schemaguard:CollectionPerEntity")
                        class Book1View {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book2View", document("Book2View", "shop", "book2_views", true))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_bothDatabasesUnknown() {
        ProcessorTester.forRules("CollectionPerEntity")
                .source("p.Book1View", document("Book1View", null, "book1_views", true))
                .source("p.Book2View", document("Book2View", null, "book2_views", true))
                .expectMarkedDiagnostics();
    }

    /**
     * CollectionPerEntity in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_CollectionPerEntity_numberedCollections() {
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.Book1View", sdm("""
                    @Document("book1_views") // expect: WARNING CollectionPerEntity
                    class Book1View { @Id String id; }
                    """))
                    .source("p.Book2View", sdm("""
                    @Document(collection = "book2_views") // expect: WARNING CollectionPerEntity
                    class Book2View { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_CollectionPerEntity_sdmDefaultNames() {
            // SDM names them tenant1Log and tenant2Log
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.Tenant1Log", sdm("""
                    @Document // expect: WARNING CollectionPerEntity
                    class Tenant1Log { @Id String id; }
                    """))
                    .source("p.Tenant2Log", sdm("""
                    @Document // expect: WARNING CollectionPerEntity
                    class Tenant2Log { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollectionPerEntity_oneCollectionWithAField() {
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.BookView", sdm("""
                    @Document("book_views")
                    class BookView { @Id String id; @Indexed String bookId; }
                    """))
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .expectClean();
        }
    }

    /**
     * CollectionPerEntity in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_CollectionPerEntity_numberedCollections() {
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.Book1View", morphia("""
                    @Entity("book1_views") // expect: WARNING CollectionPerEntity
                    class Book1View { @Id ObjectId id; }
                    """))
                    .source("p.Book2View", morphia("""
                    @Entity(value = "book2_views") // expect: WARNING CollectionPerEntity
                    class Book2View { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_CollectionPerEntity_morphiaDefaultNames() {
            // Morphia names them tenant1Log and tenant2Log
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.Tenant1Log", morphia("""
                    @Entity // expect: WARNING CollectionPerEntity
                    class Tenant1Log { @Id ObjectId id; }
                    """))
                    .source("p.Tenant2Log", morphia("""
                    @Entity // expect: WARNING CollectionPerEntity
                    class Tenant2Log { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollectionPerEntity_oneCollectionWithAField() {
            ProcessorTester.forRules("CollectionPerEntity")
                    .source("p.BookView", morphia("""
                    @Entity("book_views")
                    class BookView { @Id ObjectId id; @Indexed ObjectId bookId; }
                    """))
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .expectClean();
        }
    }
}
