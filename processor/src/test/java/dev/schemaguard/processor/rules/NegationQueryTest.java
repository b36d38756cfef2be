package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.QueryShapeRulesFixture.tester;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/** NegationQuery (WARNING): the only conditions an index could use are negations. */
class NegationQueryTest {

    @Test
    void positive_negationsAlone() {
        String message = tester("NegationQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusNot(String status); // expect: WARNING NegationQuery
                    List<Article> findByStatusNotIn(List<String> statuses); // expect: WARNING NegationQuery
                    List<Article> findBySummaryIsNotNull(); // expect: WARNING NegationQuery
                }
                """)
                .expectMarkedDiagnostics()
                .messages("NegationQuery")
                .get(0);
        assertEquals(
                "[NegationQuery] ArticleRepository.findByStatusNot {status: $ne} can use an index only through "
                        + "negations ($ne, $nin, $not, $exists: false), which bound nearly every key: the server reads "
                        + "almost the whole index or collection; compare with the values wanted instead ($in of the "
                        + "other statuses, an equality on a flag), or add an equality or a range on an indexed field "
                        + "(see docs/rules/NegationQuery.md)",
                message);
    }

    @Test
    void positive_theIndexOnlyBoundByTheNegation() {
        tester("NegationQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusNotAndSummary(String status, String summary); // expect: WARNING NegationQuery
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_anEqualityOnAnIndexedFieldBeside() {
        tester("NegationQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByAuthorIdAndStatusNot(String authorId, String status);
                    List<Article> findByStatusIn(List<String> statuses);
                }
                """).expectClean();
    }

    @Test
    void negative_noQueryWithoutIndexOnANegationAlone() {
        ProcessorTester.Result result = tester("QueryWithoutIndex", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findBySummaryNot(String summary);
                }
                """).expectClean();
        assertEquals(0, result.messages("QueryWithoutIndex").size());
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("NegationQuery", """
                @SuppressWarnings("schemaguard:NegationQuery")
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusNot(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("NegationQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    @SuppressWarnings("schemaguard:NegationQuery")
                    List<Article> findByStatusNot(String status);
                }
                """).expectClean();
    }
}
