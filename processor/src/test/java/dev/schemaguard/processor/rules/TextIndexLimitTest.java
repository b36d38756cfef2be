package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * TextIndexLimit (fixed, ERROR): more than one text index in a collection; reported on the later ones.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class TextIndexLimitTest {

    private static final String DOCS = "(see docs/rules/TextIndexLimit.md)";

    @Test
    void positive_twoTextIndexes() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
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
                """)
                .expectMarkedDiagnostics();
        String message = result.message("TextIndexLimit");
        assertTrue(message.startsWith("[TextIndexLimit] "), message);
        assertTrue(
                message.contains("text index 'body_text' {body: \"text\"} is a second text index in 'Article', after "
                        + "'title_text' {title: \"text\"}"),
                message);
        assertTrue(message.contains("@IndexHint(keys = {\"title:text\", \"summary:text\"})"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_threeTextIndexes_laterTwoReported() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
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
                """)
                .expectMarkedDiagnostics();
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
                        """)
                .expectClean();
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

    // ---------------------------------------------------------------- across the documents of a collection

    private static final String SDM = """
            package p;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.index.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            """;

    /**
     * SDM's index resolver names the text index of each entity after its class (Animal_TextIndex,
     * Dog_TextIndex) and creates it in the entity's collection, taking in inherited @TextIndexed
     * properties: a subclass stored with its parent sends a second text index, which the server refuses.
     */
    @Test
    void positive_springDataSubclassInTheParentsCollection_addsTextFields() {
        String message = ProcessorTester.forRules("TextIndexLimit")
                .source("p.Animal", SDM + """
                        @Document(collection = "animals")
                        class Animal {
                            @Id String id;
                            @TextIndexed String name;
                        }
                        """)
                .source("p.Dog", SDM + """
                        class Dog extends Animal {
                            @TextIndexed String breed; // expect: ERROR TextIndexLimit
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("TextIndexLimit");
        assertEquals(
                "[TextIndexLimit] text index 'Dog_TextIndex' {name: \"text\", breed: \"text\"} (@TextIndexed on "
                        + "'breed') is a second text index in 'Animal', after 'Animal_TextIndex' {name: \"text\"} (@TextIndexed on "
                        + "'name'): a collection has at most one and MongoDB refuses the second (CannotCreateIndex, 67); SDM "
                        + "creates a text index named <Class>_TextIndex for each @Document class with @TextIndexed fields, "
                        + "inherited ones included; declare the text index once instead, with @CompoundIndex(name = \"...\", "
                        + "def = \"{'title': 'text', 'summary': 'text'}\") on the class the documents share, and no @TextIndexed; "
                        + "in document 'Animal' (collection 'animals') " + DOCS,
                message);
    }

    /**
     * Inherited unchanged, the subclass's text index still has its own name, and the server refuses it
     * (IndexOptionsConflict, 85): the same keys under another name, which is DuplicateIndex's finding.
     */
    @Test
    void positive_springDataSubclassInheritsTheTextFieldsOnly_isDuplicateIndex() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit", "DuplicateIndex")
                .source("p.Animal", SDM + """
                        @Document(collection = "animals")
                        class Animal {
                            @Id String id;
                            @TextIndexed String name; // expect: ERROR DuplicateIndex
                        }
                        """)
                .source("p.Dog", SDM + """
                        class Dog extends Animal { String breed; }
                        """)
                .expectMarkedDiagnostics();
        String message = result.message("DuplicateIndex");
        assertTrue(
                message.contains("index 'Dog_TextIndex' {name: \"text\"} (@TextIndexed on 'name') has the keys, "
                        + "collation, partial filter, unique and sparse of index 'Animal_TextIndex'"),
                message);
    }

    @Test
    void positive_twoUnrelatedDocumentsOfOneCollection() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "title:text")
                        class Article { org.bson.types.ObjectId id; String title; }
                        """)
                .source("p.Video", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "caption:text") // expect: ERROR TextIndexLimit
                        class Video { org.bson.types.ObjectId id; String caption; }
                        """)
                .expectMarkedDiagnostics();
        String message = result.message("TextIndexLimit");
        assertTrue(
                message.contains("text index 'caption_text' {caption: \"text\"} of 'Video' is a second text index in "
                        + "the collection 'content', after 'title_text' {title: \"text\"} of 'Article'"),
                message);
        assertTrue(message.contains("declare the text index once, on the class the documents share"), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    /** The same name, keys and options: createIndexes takes it for the index the collection has. */
    @Test
    void negative_identicalTextIndexInheritedUnchanged() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = {"title:text", "body:text"}, name = "content_text")
                        class Article { org.bson.types.ObjectId id; String title; String body; }
                        """)
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        class Review extends Article { int stars; }
                        """)
                .expectClean();
    }

    @Test
    void negative_identicalTextIndexDeclaredTwice() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "title:text", name = "content_text")
                        class Article { org.bson.types.ObjectId id; String title; }
                        """)
                .source("p.Video", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "title:text", name = "content_text")
                        class Video { org.bson.types.ObjectId id; String title; }
                        """)
                .expectClean();
    }

    /** Without a collection name, SDM stores a subclass in a collection of its own ('dog'): one text index each. */
    @Test
    void negative_springDataSubclassInItsOwnCollection() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Animal", SDM + """
                        @Document
                        class Animal {
                            @Id String id;
                            @TextIndexed String name;
                        }
                        """)
                .source("p.Dog", SDM + """
                        class Dog extends Animal { @TextIndexed String breed; }
                        """)
                .expectClean();
    }

    @Test
    void negative_sameCollectionNameInTwoDatabases() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content", database = "blog")
                        @IndexHint(keys = "title:text")
                        class Article { org.bson.types.ObjectId id; String title; }
                        """)
                .source("p.Video", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content", database = "media")
                        @IndexHint(keys = "caption:text")
                        class Video { org.bson.types.ObjectId id; String caption; }
                        """)
                .expectClean();
    }

    /**
     * A document with two text indexes is reported once, by the check of that document (which reports the
     * later one in Review's order, its inherited hint), not again across the documents.
     */
    @Test
    void positive_secondTextIndexOfASubclassIsReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("TextIndexLimit")
                .source("p.Article", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "title:text") // expect: ERROR TextIndexLimit
                        class Article { org.bson.types.ObjectId id; String title; }
                        """)
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "content")
                        @IndexHint(keys = "comment:text")
                        class Review extends Article { String comment; }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("TextIndexLimit").size(), result.all());
    }

    /**
     * TextIndexLimit in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>Through {@code @TextIndexed} alone the rule cannot fire: SDM builds one text index from all of them, so
     * two {@code @TextIndexed} fields make one index and no finding (the negative case); a second text index can
     * only come from a {@code @CompoundIndex} def (the positive case).
     */
    @Nested
    class SpringData {

        @Test
        void positive_TextIndexLimit_compoundTextBesideTextIndexed() {
            String message = ProcessorTester.forRules("TextIndexLimit")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'summary': 'text'}")
                    class Book {
                        @Id String id;
                        @TextIndexed String title; // expect: ERROR TextIndexLimit
                        String summary;
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("TextIndexLimit");
            assertTrue(
                    message.contains("put every text field in one index, e.g. @TextIndexed on each of them"), message);
        }

        /** SDM builds one text index from every @TextIndexed, nested ones included: that is the point. */
        @Test
        void negative_TextIndexLimit_manyTextIndexedMakeOneIndex() {
            ProcessorTester.forRules("TextIndexLimit")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @TextIndexed String title;
                        @TextIndexed(weight = 3) String summary;
                        Blurb blurb;
                        static class Blurb { @TextIndexed String text; }
                    }
                    """))
                    .expectClean();
        }
    }
}
