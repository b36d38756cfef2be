package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * RedundantIndex (WARNING): an index MongoDB builds beside another although the other serves every
 * query it serves: a single-field index in the other direction; from 5.0, the same signature but
 * for unique or sparse (index_signature.js); a plain declared {_id: 1}, which the server renames to
 * _id_ and does not build (index_id_options.js).
 */
class RedundantIndexTest {

    private static final String DOCS = "(see docs/rules/RedundantIndex.md)";

    @Test
    void positive_singleFieldOtherDirection_reportedOnTheLater() {
        String message = ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "a")
                @IndexHint(keys = "a:-1") // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String a;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndex");
        assertTrue(
                message.startsWith(
                        "[RedundantIndex] index 'a_-1' {a: -1} is index 'a_1' {a: 1} in the other direction"),
                message);
        assertTrue(message.contains("MongoDB builds both"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_sameIndexDeclaredTwice_reportedOnTheRepetition() {
        String message = ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = {"author", "publishedAt:-1"}) // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndex");
        assertTrue(
                message.startsWith("[RedundantIndex] index 'author_1_publishedAt_-1' {author: 1, publishedAt: -1} is "
                        + "declared again, with the same name and options as 'author_1_publishedAt_-1' {author: 1, publishedAt: -1}: "
                        + "it is one index to MongoDB"),
                message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_sameIndexInBothVocabularies_isOneIndexInTheSchemaClass() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.IndexHint;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                @Document
                @IndexHint(keys = "email", name = "email_1", unique = true)
                class User {
                    String id;
                    @Indexed(name = "email_1", unique = true) String email; // expect: WARNING RedundantIndex
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.message("RedundantIndex").contains("(@Indexed on 'email') is declared again"),
                result.message("RedundantIndex"));
        // the bootstrap sends a collection's indexes in one createIndexes: the server refuses one index twice there
        ClassLoader loader = dev.schemaguard.processor.testing.CompiledOutput.loader(result.compilation());
        java.util.List<?> models = (java.util.List<?>)
                loader.loadClass("p.UserSchema").getMethod("indexModels").invoke(null);
        assertEquals(1, models.size(), models.toString());
    }

    @Test
    void positive_nonUniqueBesideUnique_from50_reportedOnTheNonUniqueOne() {
        String message = ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email", name = "email_unique", unique = true)
                @IndexHint(keys = "email", name = "by_email") // expect: WARNING RedundantIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndex");
        assertTrue(
                message.contains("'by_email' {email: 1} has the keys, collation and partial filter of index "
                        + "'email_unique' {email: 1} and differs only in being not unique"),
                message);
    }

    @Test
    void positive_sparseBesideFull_from50() {
        ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .option("schemaguard.mongodbVersion=5.0")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email", name = "email_sparse", sparse = true) // expect: WARNING RedundantIndex
                @IndexHint(keys = "email", name = "by_email")
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_uniqueSparseBesidePlain_eachServesSomething() {
        // the unique one enforces uniqueness; the plain one also indexes documents without the field
        ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email", name = "email_unique", unique = true, sparse = true)
                @IndexHint(keys = "email", name = "by_email")
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_before50_theSameIsDuplicateIndex() {
        ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email", name = "email_unique", unique = true)
                @IndexHint(keys = "email", name = "by_email") // expect: ERROR DuplicateIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_plainIdIndex() {
        String message = ProcessorTester.forRules("RedundantIndex", "IndexOptionConflict")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @IndexHint org.bson.types.ObjectId id; // expect: WARNING RedundantIndex
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndex");
        assertTrue(message.contains("is the _id index MongoDB creates with every collection"), message);
    }

    @Test
    void negative_idIndexInTheOtherDirectionOrHashed_isAnIndexOfItsOwn() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id:hashed")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
    }

    @Test
    void negative_otherDirectionWithAnotherFilterOrCollation() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "a")
                @IndexHint(keys = "a:-1", partialFilter = "{a: {$exists: true}}")
                @IndexHint(keys = "a:-1", name = "a_ci", collation = @Collation(locale = "en", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                    String a;
                }
                """).expectClean();
    }

    @Test
    void negative_notFixed_suppressionWorks() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:RedundantIndex")
                @IndexHint(keys = "a")
                @IndexHint(keys = "a:-1")
                class Book {
                    org.bson.types.ObjectId id;
                    String a;
                }
                """).expectClean();
    }

    /**
     * RedundantIndex in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_RedundantIndex_sameFieldBothDirections() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'publishedAt': 1}")
                    class Book {
                        @Id String id;
                        @Indexed(direction = IndexDirection.DESCENDING) Date publishedAt; // expect: WARNING RedundantIndex
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** SDM names it '_id' and the server folds it into the _id index it has: a declaration that builds nothing. */
        @Test
        void positive_RedundantIndex_indexedOnTheId() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id @Indexed String id; // expect: WARNING RedundantIndex
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_RedundantIndex_bothDirectionsOfACompound() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndexes({
                        @CompoundIndex(def = "{'author': 1, 'publishedAt': 1}"),
                        @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                    })
                    class Book { @Id String id; String author; @Indexed Date publishedAt; }
                    """))
                    .expectClean();
        }
    }

    /**
     * RedundantIndex in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        /**
         * Two subclasses stored in "books" that each index their own "tag": each needs it, and it is one index to
         * MongoDB; the model holds it once and no declaration is called redundant.
         */
        @Test
        void negative_RedundantIndex_siblingSubclassesIndexTheSameField() {
            ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndex", "DuplicateIndex")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .source("p.Novel", morphia("""
                    class Novel extends Book { @Indexed String tag; }
                    """))
                    .source("p.Comic", morphia("""
                    class Comic extends Book { @Indexed String tag; }
                    """))
                    .expectClean();
            String schema = CompiledOutput.sources(result.compilation()).get("p/BookSchema.java");
            assertEquals(1, schema.split("indexes.add\\(", -1).length - 1, schema);
        }

        @Test
        void positive_RedundantIndex_sameFieldBothDirections() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field("publishedAt")))
                    class Book {
                        @Id ObjectId id;
                        @Indexed(IndexDirection.DESC) Date publishedAt; // expect: WARNING RedundantIndex
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Morphia names it '_id' and the server folds it into the _id index it has: a declaration that builds nothing. */
        @Test
        void positive_RedundantIndex_indexedOnTheId() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id @Indexed ObjectId id; // expect: WARNING RedundantIndex
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_RedundantIndex_bothDirectionsOfACompound() {
            ProcessorTester.forRules("RedundantIndex")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes({
                        @Index(fields = {@Field("author"), @Field("publishedAt")}),
                        @Index(fields = {@Field("author"), @Field(value = "publishedAt", type = IndexType.DESC)})
                    })
                    class Book { @Id ObjectId id; String author; @Indexed Date publishedAt; }
                    """))
                    .expectClean();
        }
    }
}
