package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** IndexNameLength (WARNING): an index name, explicit or generated, is longer than 127 characters. */
class IndexNameLengthTest {

    private static final String DOCS = "(see docs/rules/IndexNameLength.md)";

    /** A Java identifier of exactly {@code length} characters. */
    private static String name(char first, int length) {
        return first + "x".repeat(length - 1);
    }

    @Test
    void positive_generatedNameOver127() {
        // a_1_b_1: 61 + 3 + 62 + 2 = 128
        String a = name('a', 61);
        String b = name('b', 62);
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"AAA", "BBB"}) // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                    String BBB;
                }
                """.replace("AAA", a).replace("BBB", b))
                .expectMarkedDiagnostics();
        String message = result.message("IndexNameLength");
        assertTrue(message.startsWith("[IndexNameLength] "), message);
        assertTrue(message.contains("'" + a + "_1_" + b + "_1'"), message);
        assertTrue(message.contains("is 128 characters, more than 127"), message);
        assertTrue(message.contains("@IndexHint(name = \"...\")"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @Test
    void negative_generatedNameOfExactly127() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"AAA", "BBB"})
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                    String BBB;
                }
                """.replace("AAA", name('a', 61)).replace("BBB", name('b', 61)))
                .expectClean();
    }

    @Test
    void positive_generatedNameCountsTheDirection() {
        // a_1_b_-1: 61 + 3 + 61 + 3 = 128
        String a = name('a', 61);
        String b = name('b', 61);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"AAA", "BBB:-1"}) // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                    java.time.Instant BBB;
                }
                """.replace("AAA", a).replace("BBB", b))
                .expectMarkedDiagnostics()
                .message("IndexNameLength");
        assertTrue(message.contains("'" + a + "_1_" + b + "_-1'"), message);
    }

    @Test
    void positive_generatedNameCountsTheIndexType() {
        // a_text: 123 + 5 = 128
        String a = name('a', 123);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "AAA:text") // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                }
                """.replace("AAA", a))
                .expectMarkedDiagnostics()
                .message("IndexNameLength");
        assertTrue(message.contains("'" + a + "_text'"), message);
    }

    @Test
    void positive_generatedNameOfFieldLevelHint_reportedOnTheHint() {
        // f_1: 126 + 2 = 128; no name is written, so the @IndexHint itself is reported
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint // expect: WARNING IndexNameLength
                    String FFF;
                }
                """.replace("FFF", name('f', 126)))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_generatedNameOfFieldLevelHintOf127() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint String FFF;
                }
                """.replace("FFF", name('f', 125)))
                .expectClean();
    }

    @Test
    void positive_generatedNameUsesStoredNames() {
        // the Java name is short; the stored name makes t_1 = 126 + 2 = 128
        String stored = name('t', 126);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title") // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("STORED") String title;
                }
                """.replace("STORED", stored))
                .expectMarkedDiagnostics()
                .message("IndexNameLength");
        assertTrue(message.contains("'" + stored + "_1'"), message);
    }

    @Test
    void negative_longJavaNameStoredUnderShortName() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "LONG")
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("title") String LONG;
                }
                """.replace("LONG", name('t', 200)))
                .expectClean();
    }

    @Test
    void positive_generatedNameCountsTheEmbeddedPath() {
        // details.c_1: 8 + 118 + 2 = 128
        String c = name('c', 118);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "details.CCC") // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    Details details;
                }
                class Details {
                    String CCC;
                }
                """.replace("CCC", c))
                .expectMarkedDiagnostics()
                .message("IndexNameLength");
        assertTrue(message.contains("'details." + c + "_1'"), message);
    }

    @Test
    void positive_explicitNameOver127_reportedOnTheName() {
        String explicit = "by_" + "x".repeat(125);
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = "title",
                        name = "NAME") // expect: WARNING IndexNameLength
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """.replace("NAME", explicit))
                .expectMarkedDiagnostics()
                .message("IndexNameLength");
        assertTrue(message.contains("'" + explicit + "' is 128 characters"), message);
    }

    @Test
    void negative_explicitNameOfExactly127() {
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
                """.replace("NAME", "by_" + "x".repeat(124)))
                .expectClean();
    }

    @Test
    void negative_shortExplicitNameReplacesLongGeneratedName() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"AAA", "BBB"}, name = "a_b")
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                    @IndexHint(name = "f")
                    String BBB;
                }
                """.replace("AAA", name('a', 100)).replace("BBB", name('b', 100)))
                .expectClean();
    }

    @Test
    void negative_invalidExplicitNameIsLeftToIndexName() {
        // 131 characters, but with a NUL: IndexName rejects it, so its length is not reported as well
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title", name = "by\\0NAME") // expect: ERROR IndexName
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """.replace("NAME", "x".repeat(128)))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("IndexNameLength").isEmpty());
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:IndexNameLength")
                @Document
                @IndexHint(keys = {"AAA", "BBB"})
                class Book {
                    org.bson.types.ObjectId id;
                    String AAA;
                    @IndexHint String CCC;
                    String BBB;
                }
                """.replace("AAA", name('a', 70))
                        .replace("BBB", name('b', 70))
                        .replace("CCC", name('c', 130)))
                .expectClean();
    }

    /**
     * IndexNameLength in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>The positive case is in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexNameLength_compoundName() {
            ProcessorTester.forRules("IndexNameLength")
                    .source("p.User", sdm("""
                    @Document("users")
                    @CompoundIndex(name = "NAME", def = "{'email': 1, 'name': 1}") // expect: WARNING IndexNameLength
                    class User { @Id String id; String email; String name; }
                    """.replace("NAME", "n".repeat(128))))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexNameLength_127Characters() {
            ProcessorTester.forRules("IndexNameLength")
                    .source("p.User", sdm("""
                    @Document("users")
                    class User {
                        @Id String id;
                        @Indexed(name = "NAME") String email;
                    }
                    """.replace("NAME", "n".repeat(127))))
                    .expectClean();
        }
    }

    /**
     * IndexNameLength in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexNameLength_namedIndex() {
            String message = ProcessorTester.forRules("IndexNameLength")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = {@Field("email"), @Field("name")},
                            options = @IndexOptions(name = "NAME"))) // expect: WARNING IndexNameLength
                    class User { @Id ObjectId id; String email; String name; }
                    """.replace("NAME", "n".repeat(128))))
                    .expectMarkedDiagnostics()
                    .message("IndexNameLength");
            assertTrue(message.contains("give a short name with @IndexOptions(name = \"...\")"), message);
        }

        /** MongoDB's generated name joins the stored names and directions: four long fields pass 127 characters. */
        @Test
        void positive_IndexNameLength_generatedName() {
            String message = ProcessorTester.forRules("IndexNameLength")
                    .source("p.Order", morphia("""
                    @Entity("orders")
                    @Indexes(@Index(fields = {@Field("F_A"), @Field("F_B"), @Field("F_C"), @Field("F_D")})) // expect: WARNING IndexNameLength
                    class Order { @Id ObjectId id; String F_A; String F_B; String F_C; String F_D; }
                    """.replace("F_A", "a".repeat(31))
                            .replace("F_B", "b".repeat(31))
                            .replace("F_C", "c".repeat(31))
                            .replace("F_D", "d".repeat(31))))
                    .expectMarkedDiagnostics()
                    .message("IndexNameLength");
            assertTrue(message.contains("give a short name with @IndexOptions(name = \"...\")"), message);
        }

        /** Found in review: a schemaguard @IndexHint in a Morphia document was told to use @IndexOptions. */
        @Test
        void positive_IndexNameLength_schemaguardIndexHintInAMorphiaDocumentKeepsItsOwnWords() {
            String message = ProcessorTester.forRules("IndexNameLength")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @dev.schemaguard.annotations.IndexHint(keys = "email", name = "NAME") // expect: WARNING IndexNameLength
                    class User { @Id ObjectId id; String email; }
                    """.replace("NAME", "n".repeat(128))))
                    .expectMarkedDiagnostics()
                    .message("IndexNameLength");
            assertTrue(message.contains("give a short name with @IndexHint(name = \"...\")"), message);
        }

        @Test
        void negative_IndexNameLength_127Characters() {
            ProcessorTester.forRules("IndexNameLength")
                    .source("p.User", morphia("""
                    @Entity("users")
                    class User {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(name = "NAME")) String email;
                    }
                    """.replace("NAME", "n".repeat(127))))
                    .expectClean();
        }
    }
}
