package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.QueryShapeRulesFixture.tester;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** OrQuery (WARNING): an $or with a clause no index serves, or an $or of equalities on one field. */
class OrQueryTest {

    @Test
    void positive_aClauseWithoutIndex() {
        String message = tester("OrQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusOrViews(String status, int views); // expect: WARNING OrQuery
                }
                """).expectMarkedDiagnostics().message("OrQuery");
        assertTrue(
                message.contains("{$or: [{status: eq}, {views: eq}]} is an $or with a clause no index serves "
                        + "({views: eq})"),
                message);
    }

    @Test
    void positive_equalitiesOnOneField() {
        String message = tester("OrQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusOrStatus(String a, String b); // expect: WARNING OrQuery
                }
                """).expectMarkedDiagnostics().message("OrQuery");
        assertEquals(
                "[OrQuery] ArticleRepository.findByStatusOrStatus compares 'status' by equality in every clause of an "
                        + "$or: one $in does the same with one index scan and one plan to cache; use In "
                        + "(findBy...In(Collection)) or {$in: [...]} (see docs/rules/OrQuery.md)",
                message);
    }

    @Test
    void negative_everyClauseIndexedOnDifferentFields() {
        tester("OrQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusOrAuthorId(String status, String authorId);
                    List<Article> findByStatusIn(List<String> statuses);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("OrQuery", """
                @SuppressWarnings("schemaguard:OrQuery")
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByStatusOrViews(String status, int views);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("OrQuery", """
                interface ArticleRepository extends Repository<Article, String> {
                    @SuppressWarnings("schemaguard:OrQuery")
                    List<Article> findByStatusOrViews(String status, int views);
                }
                """).expectClean();
    }
}
