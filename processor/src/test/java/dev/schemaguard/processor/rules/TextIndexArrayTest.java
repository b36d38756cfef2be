package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * TextIndexArray (fixed, ERROR): the non-text keys of a text index, before or after the text keys,
 * cannot hold arrays; the server refuses such documents with CannotBuildIndexKeys (fts_array.js,
 * fts_partition_no_multikey.js). A text key itself may be an array of strings.
 */
class TextIndexArrayTest {

    @Test
    void positive_leadingKeyIsAnArray() {
        String message = ProcessorTester.forRules("TextIndexArray")
                .source("p.Post", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"tags", "body:text"}) // expect: ERROR TextIndexArray
                class Post {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<String> tags;
                    String body;
                }
                """)
                .expectMarkedDiagnostics()
                .message("TextIndexArray");
        assertTrue(message.contains("has the non-text key 'tags' through 'tags', an array"), message);
        assertTrue(message.contains("CannotBuildIndexKeys, 201"), message);
    }

    @Test
    void positive_trailingKeyThroughAnArrayOfDocuments() {
        ProcessorTester.forRules("TextIndexArray").source("p.Post", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"body:text", "y.z"}) // expect: ERROR TextIndexArray
                class Post {
                    org.bson.types.ObjectId id;
                    String body;
                    @Bounded(max = 5) List<Y> y;
                    static class Y { int z; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_textKeyOnAnArrayOfStrings_andScalarPrefix() {
        ProcessorTester.forRules("TextIndexArray", "ParallelArrays")
                .source("p.Post", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"lang", "tags:text", "body:text"})
                class Post {
                    org.bson.types.ObjectId id;
                    String lang;
                    @Bounded(max = 5) List<String> tags;
                    String body;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_positionalKeyHoldsOneValue_positive_whenTheElementIsAnArrayItself() {
        // fts_array.js: {"a.0": 1, words: "text"} indexes {a: [0, 1, 2]}, but refuses {a: [[8, 9], 1, 2]}
        ProcessorTester.forRules("TextIndexArray").source("p.Post", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"a.0", "words:text"})
                @IndexHint(keys = {"b.0", "words:text"}, name = "b_text") // expect: ERROR TextIndexArray
                class Post {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<Integer> a;
                    int[][] b;
                    String words;
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * TextIndexArray in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_TextIndexArray_listBesideTextKey() {
            ProcessorTester.forRules("TextIndexArray")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'tags': 1, 'summary': 'text'}") // expect: ERROR TextIndexArray
                    class Book {
                        @Id String id;
                        @Size(max = 10) List<String> tags;
                        String summary;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TextIndexArray_textIndexedListAndScalarPrefix() {
            ProcessorTester.forRules("TextIndexArray")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @TextIndexed @Size(max = 10) List<String> tags;
                        @TextIndexed(weight = 2) String summary;
                    }
                    """))
                    .source("p.Article", sdm("""
                    @Document("articles")
                    @CompoundIndex(def = "{'language': 1, 'body': 'text'}")
                    class Article { @Id String id; String language; String body; }
                    """))
                    .expectClean();
        }
    }

    /**
     * TextIndexArray in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_TextIndexArray_listBesideTextKey() {
            ProcessorTester.forRules("TextIndexArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("tags"), // expect: ERROR TextIndexArray
                            @Field(value = "summary", type = IndexType.TEXT)}))
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 10) List<String> tags;
                        String summary;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TextIndexArray_textListAndScalarPrefix() {
            ProcessorTester.forRules("TextIndexArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field(value = "tags", type = IndexType.TEXT),
                            @Field(value = "summary", type = IndexType.TEXT, weight = 2)}))
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 10) List<String> tags;
                        String summary;
                    }
                    """))
                    .source("p.Article", morphia("""
                    @Entity("articles")
                    @Indexes(@Index(fields = {@Field("language"), @Field(value = "body", type = IndexType.TEXT)}))
                    class Article { @Id ObjectId id; String language; String body; }
                    """))
                    .expectClean();
        }
    }
}
