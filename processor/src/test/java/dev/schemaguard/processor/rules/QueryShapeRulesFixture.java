package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;

import dev.schemaguard.processor.testing.ProcessorTester;

/** The article document and repository source the regex, negation and $or rule tests share. */
final class QueryShapeRulesFixture {

    private QueryShapeRulesFixture() {}

    static ProcessorTester tester(String rule, String repository) {
        return ProcessorTester.forRules(rule).source("p.Article", sdm("""
                import org.springframework.data.repository.*;
                @Document("articles")
                class Article {
                    @Id String id;
                    @Indexed String title;
                    @Indexed String status;
                    String summary;
                    @Indexed String authorId;
                    int views;
                }
                """ + repository));
    }
}
