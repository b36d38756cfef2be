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
import org.junit.jupiter.params.provider.CsvSource;

/** DatabaseName (fixed, ERROR): empty, over 63 UTF-8 bytes, or contains / \ . " $ space NUL. */
class DatabaseNameTest {

    private static final String DOCS = "(see docs/rules/DatabaseName.md)";

    /**
     * {@code literal} is the name as written between the quotes of the Java source (so with its
     * escapes); {@code described} is how the message names the offending character.
     */
    @ParameterizedTest(name = "[{index}] database \"{0}\"")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '~',
            value = {
                "shop/main   | '/'",
                "shop\\\\main | '\\'",
                "shop.main   | '.'",
                "shop\\\"main | '\"'",
                "shop$main   | '$'",
                "shop main   | a space",
                "shop\\0main | a NUL character",
            })
    void positive_forbiddenCharacter(String literal, String described) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """.replace("NAME", literal.strip()))
                .expectMarkedDiagnostics();
        String message = result.message("DatabaseName");
        assertTrue(message.startsWith("[DatabaseName] "), message);
        assertTrue(message.contains("contains " + described.strip()), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_messageQuotesTheNameAndSaysWhatToDo() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop.eu") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertTrue(message.contains("'shop.eu'"), message);
        assertTrue(message.contains("contains '.'"), message);
        assertTrue(message.contains("letters, digits and '_' only"), message);
        assertFalse(message.contains("-Aschemaguard.database"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_longerThan63Bytes() {
        String name = "a".repeat(64);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertTrue(message.contains("'" + name + "'"), message);
        assertTrue(message.contains("64 UTF-8 bytes"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void negative_exactly63Bytes() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "a".repeat(63)))
                .expectClean();
    }

    @Test
    void positive_multiByteCharactersCountAsBytes() {
        // 32 characters, 64 UTF-8 bytes
        String name = "é".repeat(32);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertTrue(message.contains("64 UTF-8 bytes"), message);
    }

    @Test
    void negative_multiByteCharactersWithin63Bytes() {
        // 31 characters, 62 UTF-8 bytes: MongoDB accepts it; only the naming convention is broken
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "NAME") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("NAME", "é".repeat(31)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseName").isEmpty());
    }

    @Test
    void positive_fromOption_reportedOnTheDocumentAnnotation() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop.eu")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertTrue(message.contains("'shop.eu'"), message);
        assertTrue(message.contains("(from -Aschemaguard.database)"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_fromOption_whenDatabaseIsWrittenEmpty() {
        // database = "" is the default: the option applies, and the annotation is what is reported
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop$")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document( // expect: ERROR DatabaseName
                        collection = "books",
                        database = "")
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertTrue(message.contains("(from -Aschemaguard.database)"), message);
    }

    @Test
    void positive_fromOption_reportedOnEveryDocument() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=my shop")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DatabaseName
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: ERROR DatabaseName
                        class Author {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(2, result.messages("DatabaseName").size());
    }

    @Test
    void negative_emptyOptionCountsAsNotGiven() {
        // -Aschemaguard.database=${db} with the property unset: no database, not an empty one
        // (docs/guide/options-and-suppression.md)
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_explicitNameWinsOverOption() {
        // the option is valid; the name written on the document is not, and is reported on its value
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=shop")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(
                        collection = "books",
                        database = "shop/eu") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("DatabaseName");
        assertTrue(message.contains("'shop/eu'"), message);
        assertFalse(message.contains("-Aschemaguard.database"), message);
    }

    @Test
    void positive_reportedOnTheDatabaseValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(
                        collection = "books",
                        database = "a.b") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_optionOffDoesNotSilenceFixedRule() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.DatabaseName=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "a.b")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .compile();
        result.assertNoCrash();
        // the option is refused with a warning of its own, and the finding is still an error on line 3
        Diagnostic<? extends JavaFileObject> finding = only(result, "DatabaseName");
        assertEquals(Diagnostic.Kind.ERROR, finding.getKind());
        assertEquals(3, finding.getLineNumber());
        assertTrue(
                result.messages("schemaguard").stream().anyMatch(m -> m.contains("DatabaseName=OFF has no effect")),
                result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    private static Diagnostic<? extends JavaFileObject> only(ProcessorTester.Result result, String rule) {
        List<Diagnostic<? extends JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[" + rule + "] "))
                .toList();
        assertEquals(1, found.size(), result.all());
        return found.get(0);
    }

    @Test
    void positive_nameRejectedHereGetsNoStyleWarning() {
        // "My.Shop" breaks the convention too, but the style rule stays silent on a rejected name
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "My.Shop") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseNameStyle").isEmpty());
    }

    @Test
    void positive_nulIsShownEscapedInTheMessage() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "a\\0b") // expect: ERROR DatabaseName
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DatabaseName");
        assertFalse(message.contains("\0"), "raw NUL in message: " + message.replace("\0", "<NUL>"));
        assertTrue(message.contains("'a\\0b'"), message.replace("\0", "<NUL>"));
    }

    @Test
    void negative_validNames() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "shop_2024")
                        class Book {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(database = "library")
                        class Author {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectClean();
    }

    @Test
    void negative_punctuationMongoDbAccepts() {
        // '-' and upper case are legal for MongoDB: only the style rule has something to say
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "My-Shop") // expect: WARNING DatabaseNameStyle
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("DatabaseName").isEmpty());
    }

    @Test
    void negative_unknownDatabase() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_validNameFromOption() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.database=library")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    /**
     * DatabaseName in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>SDM's {@code @Document} names no database; {@code -Aschemaguard.database} does.
     */
    @Nested
    class SpringData {

        @Test
        void positive_DatabaseName_optionWithDot() {
            String message = ProcessorTester.forRules("DatabaseName")
                    .option("schemaguard.database=book.store")
                    .source("p.Book", sdm("""
                    @Document("books") // expect: ERROR DatabaseName
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("DatabaseName");
            assertTrue(message.contains("(from -Aschemaguard.database)"), message);
        }

        @Test
        void negative_DatabaseName_optionAccepted() {
            ProcessorTester.forRules("DatabaseName")
                    .option("schemaguard.database=bookstore")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book { @Id String id; }
                    """))
                    .expectClean();
        }
    }

    /**
     * DatabaseName in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     *
     * <p>Morphia's {@code @Entity} names no database; {@code -Aschemaguard.database} does.
     */
    @Nested
    class Morphia {

        @Test
        void positive_DatabaseName_optionWithDot() {
            String message = ProcessorTester.forRules("DatabaseName")
                    .option("schemaguard.database=book.store")
                    .source("p.Book", morphia("""
                    @Entity("books") // expect: ERROR DatabaseName
                    class Book { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("DatabaseName");
            assertTrue(message.contains("(from -Aschemaguard.database)"), message);
        }

        @Test
        void negative_DatabaseName_optionAccepted() {
            ProcessorTester.forRules("DatabaseName")
                    .option("schemaguard.database=bookstore")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book { @Id ObjectId id; }
                    """))
                    .expectClean();
        }
    }
}
