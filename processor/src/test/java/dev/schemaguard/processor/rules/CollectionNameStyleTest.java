package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** CollectionNameStyle (WARNING): the name is not [a-z][a-z0-9_]* or longer than 64 characters. */
class CollectionNameStyleTest {

    private static final String DOCS = "(see docs/rules/CollectionNameStyle.md)";

    @ParameterizedTest(name = "[{index}] collection \"{0}\" -> \"{1}\"")
    @CsvSource({
        "Books,        books",
        "BookReviews,  book_reviews",
        "book-reviews, book_reviews",
        "bookReviews,  book_reviews",
        "books.archive, books_archive",
    })
    void positive_notLowerSnakeCase_suggestsName(String name, String suggestion) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        String message = result.message("CollectionNameStyle");
        assertTrue(message.startsWith("[CollectionNameStyle] "), message);
        assertTrue(message.contains("'" + name + "'"), message);
        assertTrue(message.contains("@Document(collection = \"" + suggestion + "\")"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(strings = {"2books", "_books", "books!", "b\u00fccher"})
    void positive_doesNotStartWithLetterOrHasOtherCharacters(String name) {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("CollectionNameStyle");
        assertTrue(message.contains("'" + name + "'"), message);
    }

    @Test
    void positive_longerThan64Characters() {
        String name = "b".repeat(65);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("CollectionNameStyle");
        assertTrue(message.contains("at most 64 characters"), message);
        // the suggestion is cut to 64 characters
        assertTrue(message.contains("@Document(collection = \"" + "b".repeat(64) + "\")"), message);
    }

    @Test
    void negative_exactly64Characters() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(64)))
                .expectClean();
    }

    @Test
    void positive_reportedOnTheCollectionValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(
                        database = "shop",
                        collection = "Books") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_defaultNameIsSnakeCase() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.BookReview", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class BookReview {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.ISBNRecord", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class ISBNRecord {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book2Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop")
                        class Book2Author {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_defaultNameOfNestedClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                class Shop {
                    @Document
                    static class OrderLine {
                        org.bson.types.ObjectId id;
                    }
                }
                """)
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(strings = {"books", "book_reviews", "b", "books2024", "book_reviews_v2"})
    void negative_lowerSnakeCase(String name) {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(strings = {"system.Users", "Books$", ".Books"})
    void negative_nameRejectedByCollectionName(String name) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("CollectionNameStyle").isEmpty());
    }

    @Test
    void negative_namespaceTooLongIsLeftToCollectionName() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "Books".repeat(51)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("CollectionNameStyle").isEmpty());
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:CollectionNameStyle")
                @Document(collection = "Books")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(strings = {"books", "bookReviews", "bookReviewsV2", "b"})
    void negative_camelCaseConvention_camelCaseNames(String name) {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .option("schemaguard.collectionNaming=camelCase")
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\" -> \"{1}\"")
    @CsvSource({
        "book_reviews, bookReviews",
        "BookReviews,  bookReviews",
        "book-reviews, bookReviews",
    })
    void positive_camelCaseConvention_suggestsCamelCase(String name, String suggestion) {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .option("schemaguard.collectionNaming=camelCase")
                .expectMarkedDiagnostics()
                .message("CollectionNameStyle");
        assertTrue(message.contains("does not follow the camelCase convention [a-z][a-zA-Z0-9]*"), message);
        assertTrue(message.contains("@Document(collection = \"" + suggestion + "\")"), message);
    }

    @Test
    void positive_camelCaseConvention_defaultSnakeCaseNameWarns() {
        // schemaguard's own default name is snake_case: a camelCase project names its collections
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.BookReview", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: WARNING CollectionNameStyle
                class BookReview {
                    org.bson.types.ObjectId id;
                }
                """)
                .option("schemaguard.collectionNaming=camelCase")
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_snakeCaseConventionGivenExplicitly() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "book_reviews")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .option("schemaguard.collectionNaming=snake_case")
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] -Aschemaguard.collectionNaming={0}")
    @CsvSource({
        "camelcase,  '; did you mean camelCase?'",
        "snakeCase,  '; did you mean snake_case?'",
        "kebab-case, ''",
    })
    void otherConvention_isAnOptionError(String value, String hint) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "books")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .option("schemaguard.collectionNaming=" + value)
                .compile();
        result.assertNoCrash();
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
        assertTrue(
                result.all()
                        .contains("[schemaguard] -Aschemaguard.collectionNaming=" + value
                                + " is not a naming convention; use snake_case (the default) or camelCase" + hint
                                + "\n"),
                result.all());
    }

    /**
     * Three classes that each name the collection {@code PaymentProfile} (Morphia's {@code @Entity("PaymentProfile")}, the
     * issue's real model): one collection, one name to fix, so one finding, on the first class in qualified-name order,
     * naming the others, whatever order javac reads them in.
     */
    @ParameterizedTest(name = "[{index}] reversed = {0}")
    @ValueSource(booleans = {false, true})
    void positive_oneFindingPerCollection_onTheFirstDeclaration(boolean reversed) {
        String message =
                paymentProfiles(reversed, "", "").expectMarkedDiagnostics().message("CollectionNameStyle");
        assertTrue(
                message.contains("collection name 'PaymentProfile' (also the collection of 'CardProfile', "
                        + "'WalletProfile') does not follow the snake_case convention"),
                message);
    }

    /** A suppression on the declaration the finding is reported on suppresses it for the collection. */
    @ParameterizedTest(name = "[{index}] reversed = {0}")
    @ValueSource(booleans = {false, true})
    void negative_oneFindingPerCollection_suppressedOnTheFirstDeclaration(boolean reversed) {
        paymentProfiles(reversed, "@SuppressWarnings(\"schemaguard:CollectionNameStyle\")", "")
                .expectClean();
    }

    /** On another declaration it does not: the finding stays on the first, where the suppression would have to be. */
    @ParameterizedTest(name = "[{index}] reversed = {0}")
    @ValueSource(booleans = {false, true})
    void positive_oneFindingPerCollection_suppressionOnAnotherDeclarationLeavesIt(boolean reversed) {
        paymentProfiles(reversed, "", "@SuppressWarnings(\"schemaguard:CollectionNameStyle\")")
                .expectMarkedDiagnostics();
    }

    /**
     * @param onFirst  written before {@code BankProfile}, the first in qualified-name order
     * @param onSecond written before {@code CardProfile}
     */
    private static ProcessorTester paymentProfiles(boolean reversed, String onFirst, String onSecond) {
        String expect = onFirst.isEmpty() ? " // expect: WARNING CollectionNameStyle" : "";
        String[][] sources = {
            {
                "p.BankProfile",
                ENTITY + onFirst + "\n@Entity(\"PaymentProfile\")" + expect
                        + "\nclass BankProfile { @Id ObjectId id; String iban; }\n"
            },
            {
                "p.CardProfile",
                ENTITY + onSecond
                        + "\n@Entity(\"PaymentProfile\")\nclass CardProfile { @Id ObjectId id; String pan; }\n"
            },
            {
                "p.WalletProfile",
                ENTITY + "@Entity(\"PaymentProfile\")\nclass WalletProfile { @Id ObjectId id; String wallet; }\n"
            },
        };
        ProcessorTester tester = ProcessorTester.forRules("CollectionNameStyle");
        for (int i = 0; i < sources.length; i++) {
            String[] source = sources[reversed ? sources.length - 1 - i : i];
            tester.source(source[0], source[1]);
        }
        return tester;
    }

    private static final String ENTITY = """
            package p;
            import dev.morphia.annotations.*;
            import org.bson.types.ObjectId;
            """;

    /**
     * CollectionNameStyle in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_CollectionNameStyle_explicitMixedCase() {
            String message = ProcessorTester.forRules("CollectionNameStyle")
                    .source("p.Book", sdm("""
                    @Document("Book-Reviews") // expect: WARNING CollectionNameStyle
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollectionNameStyle");
            assertTrue(message.contains("@Document(collection = \"book_reviews\")"), message);
        }

        /** SDM's default name is camelCase: under the default snake_case convention, the option is the way out. */
        @Test
        void positive_CollectionNameStyle_sdmDefaultNameUnderSnakeCase() {
            ProcessorTester.forRules("CollectionNameStyle")
                    .source("p.BookReview", sdm("""
                    @Document // expect: WARNING CollectionNameStyle
                    class BookReview { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollectionNameStyle_sdmDefaultNameUnderCamelCase() {
            ProcessorTester.forRules("CollectionNameStyle")
                    .option("schemaguard.collectionNaming=camelCase")
                    .source("p.BookReview", sdm("""
                    @Document
                    class BookReview { @Id String id; }
                    """))
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author { @Id String id; }
                    """))
                    .expectClean();
        }
    }

    /**
     * CollectionNameStyle in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_CollectionNameStyle_explicitMixedCase() {
            String message = ProcessorTester.forRules("CollectionNameStyle")
                    .source("p.Book", morphia("""
                    @Entity("Book-Reviews") // expect: WARNING CollectionNameStyle
                    class Book { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollectionNameStyle");
            assertTrue(message.contains("rename it with @Entity(\"book_reviews\")"), message);
        }

        /** Morphia's default name is camelCase (MapperOptions' collectionNaming): under snake_case, the option is the way out. */
        @Test
        void positive_CollectionNameStyle_morphiaDefaultNameUnderSnakeCase() {
            String message = ProcessorTester.forRules("CollectionNameStyle")
                    .source("p.BookReview", morphia("""
                    @Entity // expect: WARNING CollectionNameStyle
                    class BookReview { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollectionNameStyle");
            assertTrue(message.contains("'bookReview'") && message.contains("@Entity(\"book_review\")"), message);
        }

        @Test
        void negative_CollectionNameStyle_morphiaDefaultNameUnderCamelCase() {
            ProcessorTester.forRules("CollectionNameStyle")
                    .option("schemaguard.collectionNaming=camelCase")
                    .source("p.BookReview", morphia("""
                    @Entity
                    class BookReview { @Id ObjectId id; }
                    """))
                    .source("p.Author", morphia("""
                    @Entity("authors")
                    class Author { @Id ObjectId id; }
                    """))
                    .expectClean();
        }
    }
}
