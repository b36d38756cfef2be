package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** IndexName (fixed, ERROR): an explicit name is "*", contains NUL, or is "_id_" on a non-_id index. */
class IndexNameTest {

    private static final String DOCS = "(see docs/rules/IndexName.md)";

    @Test
    void positive_star_classLevel() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title", name = "*") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexName");
        assertTrue(message.startsWith("[IndexName] "), message);
        assertTrue(message.contains("index name '*'"), message);
        assertTrue(message.contains("dropIndexes"), message);
        assertTrue(message.contains("remove name to use the generated 'title_1'"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_star_fieldLevel() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint(name = "*") String title; // expect: ERROR IndexName
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexName");
        assertTrue(message.contains("'title_1'"), message);
    }

    @Test
    void positive_nul() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"}, name = "by\\0author") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexName");
        assertTrue(message.contains("'by\\0author'"), message);
        assertFalse(message.contains("\0"), "the NUL is printed escaped");
        assertTrue(message.contains("contains a NUL character"), message);
        assertTrue(message.contains("'author_1_publishedAt_-1'"), message);
    }

    @Test
    void positive_idIndexNameOnAnotherField() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "isbn", name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexName");
        assertTrue(message.contains("index name '_id_'"), message);
        assertTrue(message.contains("is '_id_', the name of the"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertTrue(message.contains("'isbn_1'"), message);
    }

    @Test
    void positive_idIndexNameOnFieldLevelHint() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint(name = "_id_") String isbn; // expect: ERROR IndexName
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_idIndexNameOnCompoundIndexStartingWithId() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"id", "title"}, name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_idIndexNameOnStoredNameUnderscoreIdOfEmbedded() {
        // 'info._id' is not the _id, even though its last part is
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "info.ref", name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    Info info;
                }
                class Info {
                    @Field("_id") String ref;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_idIndexNameOnDescendingId() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "id:-1", name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_idIndexNameOnHashedId() {
        // '_id_' names the {_id: 1} index; a hashed index on _id is another index
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "id:hashed", name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheNameValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = {"author", "title"},
                        name = "*") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_repeatedHints_eachOnItsOwnLine() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author", name = "by_author")
                @IndexHint(keys = "title", name = "*") // expect: ERROR IndexName
                @IndexHint(keys = "isbn", name = "_id_") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics();
        assertEquals(2, result.messages("IndexName").size());
    }

    @Test
    void positive_explicitContainer_eachOnItsOwnLine() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHints({
                    @IndexHint(keys = "author", name = "by_author"),
                    @IndexHint(keys = "title", name = "*"), // expect: ERROR IndexName
                    @IndexHint(keys = "isbn", name = "_id_") // expect: ERROR IndexName
                })
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics();
        assertEquals(2, result.messages("IndexName").size());
    }

    @Test
    void positive_hintInheritedFromSuperclass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Base", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @IndexHint(keys = "createdAt", name = "*") // expect: ERROR IndexName
                        abstract class Base {
                            java.time.Instant createdAt;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book extends Base {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_hintOnFieldOfEmbeddedClass() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                }
                class Address {
                    @IndexHint(name = "*") String city; // expect: ERROR IndexName
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexName");
        assertTrue(message.contains("'address.city_1'"), message);
    }

    @Test
    void positive_optionOffDoesNotSilenceFixedRule() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.IndexName=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "title", name = "*")
                        class Book {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .compile();
        result.assertNoCrash();
        List<Diagnostic<? extends JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[IndexName] "))
                .toList();
        assertEquals(1, found.size(), result.all());
        assertEquals(Diagnostic.Kind.ERROR, found.get(0).getKind());
        assertEquals(4, found.get(0).getLineNumber());
        assertTrue(
                result.messages("schemaguard").stream().anyMatch(m -> m.contains("IndexName=OFF has no effect")),
                result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void negative_idIndexNameOnTheIdIndex() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "id", name = "_id_")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_idIndexNameOnExplicitIdField() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id @IndexHint(name = "_id_") String isbn;
                }
                """)
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] name \"{0}\"")
    @ValueSource(strings = {"by_title", "title idx", "*title", "title*", "_id_title", "_id", "id_", "title-1"})
    void negative_ordinaryNames(String name) {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title", name = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """.replace("NAME", name))
                .expectClean();
    }

    @Test
    void negative_generatedNames() {
        // nothing to check when the name is MongoDB's own
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                    @IndexHint String isbn;
                }
                """)
                .expectClean();
    }

    /**
     * IndexName in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexName_star() {
            ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                    @Document("users")
                    class User {
                        @Id String id;
                        @Indexed(name = "*") String email; // expect: ERROR IndexName
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexName_compoundNamedLikeTheIdIndex() {
            ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                    @Document("users")
                    @CompoundIndex(name = "_id_", def = "{'email': 1, 'name': 1}") // expect: ERROR IndexName
                    class User { @Id String id; String email; String name; }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexName_ordinaryNames() {
            ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                    @Document("users")
                    @CompoundIndex(name = "email_name", def = "{'email': 1, 'name': 1}")
                    class User {
                        @Id String id;
                        @Indexed(name = "by_email") String email;
                        @Indexed(useGeneratedName = true) String name;
                    }
                    """)).expectClean();
        }
    }

    /**
     * IndexName in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexName_star() {
            ProcessorTester.forRules("IndexName").source("p.User", morphia("""
                    @Entity("users")
                    class User {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(name = "*")) String email; // expect: ERROR IndexName
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexName_indexNamedLikeTheIdIndex() {
            ProcessorTester.forRules("IndexName").source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = {@Field("email"), @Field("name")},
                            options = @IndexOptions(name = "_id_"))) // expect: ERROR IndexName
                    class User { @Id ObjectId id; String email; String name; }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexName_ordinaryNames() {
            ProcessorTester.forRules("IndexName").source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = {@Field("email"), @Field("name")}, options = @IndexOptions(name = "email_name")))
                    class User {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(name = "by_email")) String email;
                        @Text String name;
                    }
                    """)).expectClean();
        }
    }
}
