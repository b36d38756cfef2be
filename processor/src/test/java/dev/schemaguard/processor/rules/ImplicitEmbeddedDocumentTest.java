package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.MorphiaSources;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ImplicitEmbeddedDocument (WARNING): a field's type or element type is a {@code @Document} class,
 * without {@code @Embedded} or {@code @Reference}. Never fires with {@code @Embedded} (subset
 * pattern, intentional) or {@code @Reference}.
 */
class ImplicitEmbeddedDocumentTest {

    private static final String AUTHOR = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            class Author {
                org.bson.types.ObjectId id;
                String name;
            }
            """;

    @Test
    void positive_fieldTypeIsADocument() {
        String message = ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            Author author; // expect: WARNING ImplicitEmbeddedDocument
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectMarkedDiagnostics()
                .message("ImplicitEmbeddedDocument");
        assertTrue(
                message.startsWith("[ImplicitEmbeddedDocument] 'author' in 'Book' stores a copy of 'Author', "
                        + "a @Document with a collection of its own"),
                message);
        assertTrue(message.contains("@Reference"), message);
        assertTrue(message.contains("@Embedded (subset pattern)"), message);
        assertTrue(message.endsWith("(see docs/rules/ImplicitEmbeddedDocument.md)"), message);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "java.util.List<Author>",
                "java.util.Set<Author>",
                "Author[]",
                "java.util.Map<String, Author>",
                "java.util.List<java.util.List<Author>>"
            })
    void positive_elementTypeIsADocument(String type) {
        String message = ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Bounded(max = 3) TYPE authors; // expect: WARNING ImplicitEmbeddedDocument
                        }
                        """.replace("TYPE", type))
                .source("p.Author", AUTHOR)
                .expectMarkedDiagnostics()
                .message("ImplicitEmbeddedDocument");
        assertTrue(message.contains("'authors' in 'Book' stores a copy of 'Author'"), message);
    }

    @Test
    void positive_insideAnEmbeddedClass() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Library", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Library {
                            org.bson.types.ObjectId id;
                            Shelf shelf;
                            static class Shelf {
                                Author featured; // expect: WARNING ImplicitEmbeddedDocument
                            }
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_embeddedClassUsedByTwoDocumentsReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Credit", """
                        package p;
                        class Credit {
                            Author author; // expect: WARNING ImplicitEmbeddedDocument
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book { org.bson.types.ObjectId id; Credit credit; }
                        """)
                .source("p.Film", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Film { org.bson.types.ObjectId id; Credit credit; }
                        """)
                .source("p.Author", AUTHOR)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("ImplicitEmbeddedDocument").size(), result.all());
    }

    @Test
    void positive_fieldOfPolymorphicSubclass() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book { org.bson.types.ObjectId id; }
                        """)
                .source("p.Anthology", """
                        package p;
                        class Anthology extends Book {
                            Author editor; // expect: WARNING ImplicitEmbeddedDocument
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_documentEmbeddingItself() {
        // child categories copied into their parent: copies of the category collection's own documents
        String message = ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Category", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Category {
                    org.bson.types.ObjectId id;
                    String name;
                    java.util.@Bounded(max = 5) List<Category> children; // expect: WARNING ImplicitEmbeddedDocument
                }
                """)
                .expectMarkedDiagnostics()
                .message("ImplicitEmbeddedDocument");
        assertTrue(message.contains("'children' in 'Category' stores a copy of 'Category'"), message);
    }

    @Test
    void negative_embeddedOnTheField() {
        // subset pattern: a deliberate copy of a few authors
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Embedded Author mainAuthor;
                            @Embedded java.util.@Bounded(max = 3) List<Author> coAuthors;
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectClean();
    }

    @Test
    void negative_reference() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference Author author;
                            @Reference java.util.@Bounded(max = 3) List<Author> coAuthors;
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectClean();
    }

    @Test
    void negative_nonDocumentClasses() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    Price price;
                    java.util.@Bounded(max = 3) List<Edition> editions;
                    Publisher publisher;
                    static class Price { long cents; String currency; }
                    static class Edition { int number; }
                    @Embedded static class Publisher { String name; }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @SuppressWarnings("schemaguard:ImplicitEmbeddedDocument") Author author;
                        }
                        """)
                .source("p.Author", AUTHOR)
                .expectClean();
    }

    /**
     * ImplicitEmbeddedDocument in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>The positive case is in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

        @Test
        void positive_ImplicitEmbeddedDocument_listOfDocuments() {
            ProcessorTester.forRules("ImplicitEmbeddedDocument")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Size(max = 5) List<Author> authors; // expect: WARNING ImplicitEmbeddedDocument
                    }
                    """))
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author { @Id String id; String name; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_ImplicitEmbeddedDocument_valueClassAndTransientDocument() {
            ProcessorTester.forRules("ImplicitEmbeddedDocument")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        AuthorName author;
                        @Transient Author loadedAuthor;
                        static class AuthorName { String first; String last; }
                    }
                    """))
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author { @Id String id; String name; }
                    """))
                    .expectClean();
        }
    }

    /**
     * ImplicitEmbeddedDocument in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     *
     * <p>The other cases are in MorphiaRulesTest; here, the message in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_ImplicitEmbeddedDocument_listOfEntities() {
            String message = ProcessorTester.forRules("ImplicitEmbeddedDocument")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 5) List<p.q.Author> authors; // expect: WARNING ImplicitEmbeddedDocument
                    }
                    """))
                    .source("p.q.Author", MorphiaSources.IMPORTS.replace("package p;", "package p.q;") + """
                    @Entity("authors")
                    public class Author { @Id ObjectId id; String name; }
                    """)
                    .expectMarkedDiagnostics()
                    .message("ImplicitEmbeddedDocument");
            assertTrue(
                    message.contains("a copy of 'Author', a @Entity with a collection of its own")
                            && message.contains("store its id with @Reference(idOnly = true)")
                            && !message.contains("@Document"),
                    message);
        }
    }
}
