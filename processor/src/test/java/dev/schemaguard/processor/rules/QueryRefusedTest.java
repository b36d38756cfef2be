package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * QueryRefused (ERROR, suppressible): a derived query method Spring Data refuses, when it creates the repository or on
 * every call; DerivedQueryDifferentialTest observes each refusal in the real Spring Data. Reported on the method.
 */
class QueryRefusedTest {

    private static final String BOOK = """
            import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.MongoRepository;
            @Document("books")
            class Book {
                @Id String id;
                String title;
                int pages;
            }
            """;

    private static ProcessorTester tester(String repository) {
        return ProcessorTester.forRules("QueryFieldUnknown", "QueryRefused").source("p.Book", sdm(BOOK + repository));
    }

    @Test
    void positive_twoConditionsOnOnePath() {
        String message = tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByPagesGreaterThanAndPagesLessThan(int min, int max); // expect: ERROR QueryRefused
                }
                """).expectMarkedDiagnostics().message("QueryRefused");
        assertTrue(
                message.contains("BookRepository.findByPagesGreaterThanAndPagesLessThan: two conditions on "
                        + "'pages' in one And group"),
                message);
        assertTrue(message.contains("you can't add a second 'pages' expression"), message);
        assertTrue(message.contains("(Between)"), message);
    }

    @Test
    void positive_ignoreCaseOnAnInt() {
        String message = tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByPagesIgnoreCase(int pages); // expect: ERROR QueryRefused
                }
                """).expectMarkedDiagnostics().message("QueryRefused");
        assertTrue(message.contains("IgnoreCase on 'pages', which does not hold a String"), message);
    }

    @Test
    void positive_orderByTwice() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitleOrderByPagesOrderByTitle(String title); // expect: ERROR QueryRefused
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_tooFewParameters() {
        String message = tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByTitleAndPages(String title); // expect: ERROR QueryRefused
                }
                """).expectMarkedDiagnostics().message("QueryRefused");
        assertTrue(
                message.contains("its parts take more arguments than 'findByTitleAndPages' has parameters"), message);
    }

    @Test
    void positive_textSearchWithoutATextIndex() {
        // jstests/core/aggregation/sources/match/text_search_requires_index.js: IndexNotFound without a text index
        String message = tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findAllBy(org.springframework.data.mongodb.core.query.TextCriteria c); // expect: ERROR QueryRefused
                }
                """).expectMarkedDiagnostics().message("QueryRefused");
        assertTrue(
                message.contains("BookRepository.findAllBy {$text: text} is refused by the server: IndexNotFound (27), "
                        + "\"text index required for $text query\"; declare the text index the query needs, on the fields "
                        + "it searches, e.g. @TextIndexed on each of them, which SDM makes one index of"),
                message);
    }

    @Test
    void negative_textSearchWithATextIndex() {
        ProcessorTester.forRules("QueryRefused").source("p.Book", sdm("""
                        import org.springframework.data.repository.*;
                        @Document("books")
                        class Book {
                            @Id String id;
                            @TextIndexed String title;
                        }
                        interface BookRepository extends Repository<Book, String> {
                            List<Book> findAllBy(org.springframework.data.mongodb.core.query.TextCriteria c);
                        }
                        """)).expectClean();
    }

    @Test
    void negative_betweenAndOrGroups() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByPagesBetween(int min, int max);
                    List<Book> findByPagesLessThanOrPagesGreaterThan(int min, int max);
                    List<Book> findByTitleIgnoreCase(String title);
                    List<Book> findTop3ByTitleOrderByPagesDesc(String title);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("""
                interface BookRepository extends MongoRepository<Book, String> {
                    @SuppressWarnings("schemaguard:QueryRefused")
                    List<Book> findByPagesIgnoreCase(int pages);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("""
                @SuppressWarnings("schemaguard:QueryRefused")
                interface BookRepository extends MongoRepository<Book, String> {
                    List<Book> findByPagesIgnoreCase(int pages);
                }
                """).expectClean();
    }
}
