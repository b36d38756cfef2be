package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.QueryShapeRulesFixture.tester;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** UnanchoredRegex (WARNING): a case-sensitive regex with no literal prefix on a field an index starts with. */
class UnanchoredRegexTest {

    @Test
    void positive_containingAndEndingWith() {
        String message = tester("UnanchoredRegex", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByTitleContaining(String part); // expect: WARNING UnanchoredRegex
                    List<Article> findByTitleEndingWith(String end); // expect: WARNING UnanchoredRegex
                }
                """)
                .expectMarkedDiagnostics()
                .messages("UnanchoredRegex")
                .get(0);
        assertEquals(
                "[UnanchoredRegex] ArticleRepository.findByTitleContaining matches 'title' with a regex that is not "
                        + "anchored at the start (Containing, EndingWith, Like): the index 'title' cannot be bounded by "
                        + "it, so every key (or every document) is read; match the start instead (StartingWith, a "
                        + "pattern beginning with ^), or search words with a text index or Atlas Search "
                        + "(see docs/rules/UnanchoredRegex.md)",
                message);
    }

    @Test
    void negative_anchoredUnindexedOrCaseInsensitive() {
        tester("UnanchoredRegex", """
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByTitleStartingWith(String start);
                    List<Article> findBySummaryContaining(String part);
                    List<Article> findByTitleContainingIgnoreCase(String part);
                    List<Article> findByTitleRegex(String pattern);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("UnanchoredRegex", """
                interface ArticleRepository extends Repository<Article, String> {
                    @SuppressWarnings("schemaguard:UnanchoredRegex")
                    List<Article> findByTitleContaining(String part);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("UnanchoredRegex", """
                @SuppressWarnings("schemaguard:UnanchoredRegex")
                interface ArticleRepository extends Repository<Article, String> {
                    List<Article> findByTitleContaining(String part);
                }
                """).expectClean();
    }
}
