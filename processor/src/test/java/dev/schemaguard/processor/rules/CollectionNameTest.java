package dev.schemaguard.processor.rules;

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
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * CollectionName (fixed, ERROR): empty, contains $ or NUL, starts with "system." (but for the
 * system.js, system.profile and system.views a client may create) or ".", or db.collection over
 * 255 UTF-8 bytes: InvalidNamespace (73) on the server.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class CollectionNameTest {

    private static final String DOCS = "(see docs/rules/CollectionName.md)";

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @CsvSource(
            delimiter = '|',
            value = {
                "books$old       | contains '$'",
                "$cmd            | contains '$'",
                "books\\0old     | contains a NUL character",
                "system.users    | starts with 'system.'",
                "system.Users    | starts with 'system.'",
                ".books          | starts with '.'",
            })
    void positive_refusedName(String literal, String reason) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", literal.strip()))
                .expectMarkedDiagnostics();
        String message = result.message("CollectionName");
        assertTrue(message.startsWith("[CollectionName] "), message);
        assertTrue(message.contains(reason.strip()), message);
        assertTrue(message.endsWith(DOCS), message);
        // a fixed rule's name is never also reported as a style problem
        assertTrue(result.messages("CollectionNameStyle").isEmpty(), result.all());
    }

    @Test
    void positive_messageQuotesTheNameAndSaysWhatToDo() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "system.books") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("'system.books'"), message);
        assertTrue(message.contains("choose a name without '$' or NUL"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_defaultNameFromClassWithDollar() {
        // '$' is legal in a Java class name, so the default collection name can be refused too;
        // there is no collection value, so the @Document annotation is reported
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Order$Line", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR CollectionName
                class Order$Line {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("'order$line'"), message);
    }

    @Test
    void positive_reportedOnTheCollectionValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(
                        database = "shop",
                        collection = "system.books") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_namespaceOver255Bytes() {
        // "shop." is 5 bytes: 251 more make 256
        String collection = "b".repeat(251);
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", collection))
                .expectMarkedDiagnostics();
        String message = result.message("CollectionName");
        assertTrue(message.contains("'shop." + collection + "'"), message);
        assertTrue(message.contains("256 UTF-8 bytes, more than the 255 MongoDB allows for"), message);
        assertTrue(message.contains("shorter collection or database name"), message);
        assertTrue(message.endsWith(DOCS), message);
        // the name is also over the convention's 64 characters, but CollectionName already rejects it
        assertTrue(result.messages("CollectionNameStyle").isEmpty(), result.all());
    }

    @Test
    void positive_namespaceOver120Bytes_before44() {
        // create_collection.js: the 255-byte limit needs featureCompatibilityVersion 4.4; before, 120 bytes
        String message = ProcessorTester.forRules("CollectionName")
                .option("schemaguard.mongodbVersion=4.2")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(116)))
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("121 UTF-8 bytes, more than the 120 MongoDB allows before 4.4"), message);
        ProcessorTester.forRules("CollectionName")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(116)))
                .expectClean();
    }

    @Test
    void negative_namespaceOfExactly255Bytes() {
        // accepted by MongoDB; only the convention's 64-character limit is broken
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(250)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("CollectionName").isEmpty());
    }

    @Test
    void positive_namespaceCountsMultiByteCharactersAsBytes() {
        // 126 characters, but 125 x 2 + 1 = 251 bytes: "shop." + 251 = 256
        String collection = "\u00e9".repeat(125) + "b";
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", collection))
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertTrue(message.contains("256 UTF-8 bytes, more than the 255 MongoDB allows for"), message);
    }

    @Test
    void positive_namespaceWithDatabaseFromOption() {
        String collection = "b".repeat(251);
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", collection))
                .expectMarkedDiagnostics();
        assertTrue(result.message("CollectionName").contains("'shop." + collection + "'"));
    }

    @Test
    void positive_namespaceWithDatabaseUnknown_collectionAloneLeavesNoRoom() {
        // with the database unknown, even a one-letter database name would make it 257 bytes
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(255)))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_namespaceWithDatabaseUnknown_roomForADatabaseName() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "b".repeat(253)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("CollectionName").isEmpty());
    }

    @Test
    void positive_optionOffDoesNotSilenceFixedRule() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.CollectionName=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "system.books")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .compile();
        result.assertNoCrash();
        List<Diagnostic<? extends JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[CollectionName] "))
                .toList();
        assertEquals(1, found.size(), result.all());
        assertEquals(Diagnostic.Kind.ERROR, found.get(0).getKind());
        assertEquals(3, found.get(0).getLineNumber());
        assertTrue(
                result.messages("schemaguard").stream().anyMatch(m -> m.contains("CollectionName=OFF has no effect")),
                result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_nulIsShownEscapedInTheMessage() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a\\0b") // expect: ERROR CollectionName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("CollectionName");
        assertFalse(message.contains("\0"), "raw NUL in message: " + message.replace("\0", "<NUL>"));
        assertTrue(message.contains("'a\\0b'"), message.replace("\0", "<NUL>"));
    }

    @Test
    void negative_emptyCollectionMeansTheDefaultName() {
        // collection = "" is the annotation's default: the class name in snake case, never an empty name
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.BookReview", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "")
                class BookReview {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(strings = {"books", "system", "systems", "my_system", "book_reviews_2024"})
    void negative_validNames(String name) {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop", collection = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] collection \"{0}\"")
    @ValueSource(
            strings = {
                "app.books",
                "app.systems",
                "books.system",
                "my-books",
                "Books",
                "app.system.logs",
                "system.profile",
                "system.js"
            })
    void negative_namesMongoDbAcceptsButStyleDoesNot(String name) {
        // dots are legal in collection names unless they make a system prefix: only the style rule warns
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "NAME") // expect: WARNING CollectionNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("CollectionName").isEmpty());
    }

    /** One refused name declared by three classes is one finding, on the first in qualified-name order, in either order. */
    @ParameterizedTest(name = "[{index}] reversed = {0}")
    @ValueSource(booleans = {false, true})
    void positive_oneFindingPerCollection_onTheFirstDeclaration(boolean reversed) {
        List<String[]> sources = new java.util.ArrayList<>(List.of(
                new String[] {"p.Alpha", declaring("Alpha", " // expect: ERROR CollectionName")},
                new String[] {"p.Beta", declaring("Beta", "")},
                new String[] {"p.Gamma", declaring("Gamma", "")}));
        if (reversed) {
            java.util.Collections.reverse(sources);
        }
        ProcessorTester tester = ProcessorTester.forRules("CollectionName");
        sources.forEach(source -> tester.source(source[0], source[1]));
        String message = tester.expectMarkedDiagnostics().message("CollectionName");
        assertTrue(
                message.contains("collection name 'a$b' (also the collection of 'Beta', 'Gamma') contains '$'"),
                message);
    }

    private static String declaring(String name, String expect) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a$b")EXPECT
                class NAME { org.bson.types.ObjectId id; }
                """.replace("NAME", name).replace("EXPECT", expect);
    }

    /**
     * CollectionName in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_CollectionName_systemPrefix() {
            ProcessorTester.forRules("CollectionName")
                    .source("p.Book", sdm("""
                    @Document("system.books") // expect: ERROR CollectionName
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_CollectionName_dollarInCollectionMember() {
            ProcessorTester.forRules("CollectionName")
                    .source("p.Book", sdm("""
                    @Document(collection = "books$archive") // expect: ERROR CollectionName
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollectionName_plainAndDefaultNames() {
            ProcessorTester.forRules("CollectionName")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .source("p.BookReview", sdm("""
                    @Document
                    class BookReview { @Id String id; }
                    """))
                    .expectClean();
        }
    }
}
