package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** DatabaseNameStyle (WARNING): the name is not [a-z][a-z0-9_]* or longer than 64 characters. */
class DatabaseNameStyleTest {

    private static final String DOCS = "(see docs/rules/DatabaseNameStyle.md)";

    @ParameterizedTest(name = "[{index}] database \"{0}\" -> \"{1}\"")
    @CsvSource({
        "Library,     library",
        "MyShop,      my_shop",
        "my-shop,     my_shop",
        "SHOP,        shop",
        "shop-Eu-2,   shop_eu_2",
    })
    void positive_notLowerSnakeCase_suggestsName(String name, String suggestion) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        String message = result.message("DatabaseNameStyle");
        assertTrue(message.startsWith("[DatabaseNameStyle] "), message);
        assertTrue(message.contains("'" + name + "'"), message);
        assertTrue(message.contains("rename it to '" + suggestion + "'"), message);
        assertTrue(message.endsWith(DOCS), message);
        // a warning does not fail the build
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @ParameterizedTest(name = "[{index}] database \"{0}\"")
    @ValueSource(strings = {"2shop", "_shop", "shop@eu", "caf\u00e9"})
    void positive_doesNotStartWithLetterOrHasOtherCharacters(String name) {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("DatabaseNameStyle");
        assertTrue(message.contains("'" + name + "'"), message);
        assertTrue(message.contains("[a-z][a-z0-9_]*"), message);
    }

    @Test
    void positive_fromOption_reportedOnTheDocumentAnnotation() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=MyShop")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DatabaseNameStyle");
        assertTrue(message.contains("'MyShop' (from -Aschemaguard.database)"), message);
        assertTrue(message.contains("'my_shop'"), message);
    }

    @Test
    void positive_reportedOnTheDatabaseValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(
                        collection = "books",
                        database = "Shop") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:DatabaseNameStyle")
                @Document(database = "MyShop")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] database \"{0}\"")
    @ValueSource(strings = {"shop", "shop_2024", "a", "library_eu_west"})
    void negative_lowerSnakeCase(String name) {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectClean();
    }

    @Test
    void negative_longestNameMongoDbAccepts() {
        // 63 characters: within both MongoDB's limit and the convention's 64
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "s".repeat(63)))
                .expectClean();
    }

    @Test
    void negative_tooLongNameIsLeftToDatabaseName() {
        // 65 characters breaks the convention's 64, but MongoDB refuses it already (over 63 bytes)
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "s".repeat(65)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameStyle").isEmpty());
    }

    @ParameterizedTest(name = "[{index}] database \"{0}\"")
    @ValueSource(strings = {"My Shop", "Shop.EU", "Shop$", "Shop/EU"})
    void negative_nameRejectedByDatabaseName(String name) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameStyle").isEmpty());
    }

    @Test
    void negative_nameFromOptionRejectedByDatabaseName() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=My.Shop")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameStyle").isEmpty());
    }

    @Test
    void negative_unknownDatabase() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
        assertFalse(result.all().contains("DatabaseNameStyle"));
    }

    /**
     * DatabaseNameStyle in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>SDM's {@code @Document} names no database; {@code -Aschemaguard.database} does.
     */
    @Nested
    class SpringData {

        @Test
        void positive_DatabaseNameStyle_optionInPascalCase() {
            ProcessorTester.forRules("DatabaseNameStyle")
                    .option("schemaguard.database=BookStore")
                    .source("p.Book", sdm("""
                    @Document("books") // expect: WARNING DatabaseNameStyle
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_DatabaseNameStyle_optionInSnakeCase() {
            ProcessorTester.forRules("DatabaseNameStyle")
                    .option("schemaguard.database=book_store")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .expectClean();
        }
    }

    /**
     * DatabaseNameStyle in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     *
     * <p>Morphia's {@code @Entity} names no database; {@code -Aschemaguard.database} does.
     */
    @Nested
    class Morphia {

        @Test
        void positive_DatabaseNameStyle_optionInPascalCase() {
            ProcessorTester.forRules("DatabaseNameStyle")
                    .option("schemaguard.database=BookStore")
                    .source("p.Book", morphia("""
                    @Entity // expect: WARNING DatabaseNameStyle
                    class Book { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_DatabaseNameStyle_optionInSnakeCase() {
            ProcessorTester.forRules("DatabaseNameStyle")
                    .option("schemaguard.database=book_store")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .expectClean();
        }
    }
}
