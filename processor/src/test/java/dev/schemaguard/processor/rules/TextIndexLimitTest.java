package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/** TextIndexLimit (fixed, ERROR): more than one text index in a collection; reported on the later ones. */
class TextIndexLimitTest {

    private static final String DOCS = "(see docs/rules/TextIndexLimit.md)";

    @Test
    void positive_twoTextIndexes() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title:text")
                @IndexHint(keys = "body:text") // expect: ERROR TextIndexLimit
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String body;
                }
                """).expectMarkedDiagnostics();
        String message = result.message("TextIndexLimit");
        assertTrue(message.startsWith("[TextIndexLimit] "), message);
        assertTrue(message.contains("text index 'body_text' {body: \"text\"} is a second text index in 'Article', after "
                + "'title_text' {title: \"text\"}"), message);
        assertTrue(message.contains("@IndexHint(keys = {\"title:text\", \"summary:text\"})"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_threeTextIndexes_laterTwoReported() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"title:text", "summary:text"})
                @IndexHint(keys = {"author", "body:text"}) // expect: ERROR TextIndexLimit
                @IndexHint(keys = "notes:text") // expect: ERROR TextIndexLimit
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String summary;
                    String author;
                    String body;
                    String notes;
                }
                """).expectMarkedDiagnostics();
        assertEquals(2, result.messages("TextIndexLimit").size(), result.all());
    }

    @Test
    void positive_textIndexInEmbeddedPath() {
        ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title:text")
                @IndexHint(keys = "meta.abstractText:text") // expect: ERROR TextIndexLimit
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    Meta meta;
                    static class Meta { String abstractText; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_oneCompoundTextIndex() {
        ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"title:text", "body:text", "summary:text"})
                @IndexHint(keys = "title")
                @IndexHint(keys = "body:hashed")
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String body;
                    String summary;
                }
                """).expectClean();
    }

    @Test
    void negative_noTextIndex() {
        ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title")
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    @IndexHint String body;
                }
                """).expectClean();
    }

    @Test
    void negative_textIndexesInTwoCollections() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "title:text")
                        class Article {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .source("p.Comment", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "body:text")
                        class Comment {
                            org.bson.types.ObjectId id;
                            String body;
                        }
                        """).expectClean();
    }

    @Test
    void positive_reportedOnTheSecondIndexHint() {
        ProcessorTester.forRules("TextIndexLimit").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title:text")
                @IndexHint( // expect: ERROR TextIndexLimit
                        name = "body_search",
                        keys = "body:text")
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String body;
                }
                """).expectMarkedDiagnostics();
    }
}
