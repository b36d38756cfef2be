package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * DatabaseNameCase (fixed, ERROR): two database names differ only in case; reported on the
 * @Document of every class involved.
 */
class DatabaseNameCaseTest {

    private static final String DOCS = "(see docs/rules/DatabaseNameCase.md)";

    @Test
    void positive_twoSpellings_reportedOnBoth() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop") // expect: ERROR DatabaseNameCase
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "Shop") // expect: ERROR DatabaseNameCase, WARNING DatabaseNameStyle
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("DatabaseNameCase");
        assertEquals(2, messages.size());
        String onBook = messages.stream()
                .filter(m -> m.contains("of 'Book'"))
                .findFirst()
                .orElseThrow();
        assertTrue(onBook.startsWith("[DatabaseNameCase] "), onBook);
        assertTrue(
                onBook.contains("database name 'shop' of 'Book' differs only in case from 'Shop' of 'Order'"), onBook);
        assertTrue(onBook.contains("spell the name one way everywhere"), onBook);
        assertTrue(onBook.endsWith(DOCS), onBook);
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("'Shop' of 'Order' differs only in case from 'shop' of 'Book'")),
                messages.toString());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_threeSpellings_eachNamesTheOthers() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop") // expect: ERROR DatabaseNameCase
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop") // expect: ERROR DatabaseNameCase
                        class Author {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "SHOP") // expect: ERROR DatabaseNameCase, WARNING DatabaseNameStyle
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Invoice", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "Shop") // expect: ERROR DatabaseNameCase, WARNING DatabaseNameStyle
                        class Invoice {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("DatabaseNameCase");
        assertEquals(4, messages.size());
        assertTrue(
                messages.stream()
                        .anyMatch(
                                m -> m.contains(
                                        "'SHOP' of 'Order' differs only in case from 'Shop' of 'Invoice'; 'shop' of 'Author', 'Book'")),
                messages.toString());
    }

    @Test
    void positive_optionAgainstExplicitSpelling() {
        // the document that takes the option is reported on its @Document annotation
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "books") // expect: ERROR DatabaseNameCase
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "orders", database = "Shop") // expect: ERROR DatabaseNameCase, WARNING DatabaseNameStyle
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheDatabaseValueOfEachClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(
                                collection = "books",
                                database = "library") // expect: ERROR DatabaseNameCase
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Loan", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(
                                collection = "loans",
                                database = "Library") // expect: ERROR DatabaseNameCase, WARNING DatabaseNameStyle
                        class Loan {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_optionOffDoesNotSilenceFixedRule() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.DatabaseNameCase=OFF")
                .option("schemaguard.DatabaseNameStyle=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "SHOP")
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .compile();
        result.assertNoCrash();
        List<Diagnostic<? extends JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[DatabaseNameCase] "))
                .toList();
        assertEquals(2, found.size(), result.all());
        for (Diagnostic<? extends JavaFileObject> d : found) {
            assertEquals(Diagnostic.Kind.ERROR, d.getKind());
            assertEquals(3, d.getLineNumber());
        }
        assertTrue(
                result.messages("schemaguard").stream().anyMatch(m -> m.contains("DatabaseNameCase=OFF has no effect")),
                result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void negative_sameSpelling() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop")
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_sameMixedCaseSpelling() {
        // one spelling used everywhere: only the naming convention is broken
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "Shop") // expect: WARNING DatabaseNameStyle
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "Shop") // expect: WARNING DatabaseNameStyle
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameCase").isEmpty());
    }

    @Test
    void negative_differentNames() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shops")
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_unknownDatabaseNextToAMixedCaseOne() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "Shop") // expect: WARNING DatabaseNameStyle
                        class Order {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameCase").isEmpty());
    }

    @Test
    void negative_singleDocument() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "Shop") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameCase").isEmpty());
    }

    /**
     * DatabaseNameCase in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>SDM's {@code @Document} names no database; {@code -Aschemaguard.database} does.
     *
     * <p>Two spellings of one database cannot meet in SDM's vocabulary: its {@code @Document} names no
     * database, and {@code -Aschemaguard.database} is one spelling for every class (the negative case shows it).
     */
    @Nested
    class SpringData {

        @Test
        void negative_DatabaseNameCase_oneSpellingFromTheOption() {
            ProcessorTester.forRules("DatabaseNameCase")
                    .option("schemaguard.database=BookStore")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author { @Id String id; }
                    """))
                    .expectClean();
        }
    }

    /**
     * DatabaseNameCase in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     *
     * <p>Morphia's {@code @Entity} names no database; {@code -Aschemaguard.database} does.
     *
     * <p>Two spellings of one database cannot meet in Morphia's vocabulary: its {@code @Entity} names no
     * database (the Datastore does), and {@code -Aschemaguard.database} is one spelling for every class (the
     * negative case shows it).
     */
    @Nested
    class Morphia {

        @Test
        void negative_DatabaseNameCase_oneSpellingFromTheOption() {
            ProcessorTester.forRules("DatabaseNameCase")
                    .option("schemaguard.database=BookStore")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Author", morphia("""
                    @Entity("authors")
                    class Author { @Id ObjectId id; }
                    """))
                    .expectClean();
        }
    }
}
