package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * CollationLocale (fixed, ERROR): a locale that ICU does not resolve to itself is refused with
 * BadValue (invalid_collation_locale.js; collator_factory_icu_test.cpp); before 5.0, "simple" with
 * any other setting was refused too (FailedToParse).
 */
class CollationLocaleTest {

    private static String book(String collation) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = COLLATION) // expect: ERROR CollationLocale
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("COLLATION", collation);
    }

    @ParameterizedTest(name = "[{index}] {0} → {1}")
    @CsvSource({"en-US, en_US", "en_us, en_US", "xx_invalid, ''", "en_GB, en", "fi_FI, fi", "ZH_hant, zh_Hant"})
    void positive_unsupportedLocale_withDidYouMean(String locale, String suggestion) {
        String message = ProcessorTester.forRules("CollationLocale")
                .source("p.Book", book("@Collation(locale = \"" + locale + "\")"))
                .expectMarkedDiagnostics()
                .message("CollationLocale");
        assertTrue(message.contains("collation locale '" + locale + "' is not one MongoDB supports"), message);
        assertTrue(message.contains("BadValue, 2"), message);
        if (!suggestion.isEmpty()) {
            assertTrue(message.contains("did you mean '" + suggestion + "'?"), message);
        }
    }

    @Test
    void positive_onAnIndexCollation() {
        ProcessorTester.forRules("CollationLocale").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title", collation = @Collation(locale = "klingon", strength = 2)) // expect: ERROR CollationLocale
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "en",
                "en_US",
                "en_US_POSIX",
                "fr_CA",
                "de@collation=phonebook",
                "zh_Hant",
                "sr_Latn",
                "es@collation=search",
                "simple"
            })
    void negative_supportedLocales(String locale) {
        ProcessorTester.forRules("CollationLocale")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "LOCALE"))
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("LOCALE", locale))
                .expectClean();
    }

    @Test
    void positive_simpleWithStrength_before50() {
        String message = ProcessorTester.forRules("CollationLocale")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", book("@Collation(locale = \"simple\", strength = 2)"))
                .expectMarkedDiagnostics()
                .message("CollationLocale");
        assertTrue(message.contains("takes no other setting, but strength = 2 is given"), message);
    }

    @Test
    void negative_simpleWithStrength_from50_theServerIgnoresIt() {
        ProcessorTester.forRules("CollationLocale").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "simple", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
    }

    /**
     * CollationLocale in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_CollationLocale_hyphenatedDocumentCollation() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "en-US") // expect: ERROR CollationLocale
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_CollationLocale_indexedCollationDocument() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Indexed(collation = "{'locale': 'en_GB', 'strength': 2}") String title; // expect: ERROR CollationLocale
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollationLocale_supportedLocales() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "en_US")
                    @CompoundIndex(def = "{'title': 1, 'author': 1}", collation = "{'locale': 'fr_CA'}")
                    class Book {
                        @Id String id;
                        @Indexed(collation = "de@collation=phonebook") String title;
                        String author;
                    }
                    """))
                    .expectClean();
        }

        /** SDM's Collation sends the members of its collation document as given: the message names them so. */
        @Test
        void positive_CollationLocale_simpleWithStrengthBefore50_inSdmsWords() {
            String message = ProcessorTester.forRules("CollationLocale")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'simple', 'strength': 2, 'numericOrdering': true}") // expect: ERROR CollationLocale
                    class Book { @Id String id; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollationLocale");
            assertTrue(
                    message.contains("but 'strength': 2, 'numericOrdering': true is given")
                            && message.contains(
                                    "remove 'strength': 2, 'numericOrdering': true, or choose a locale such as \"en\""),
                    message);
        }

        @Test
        void negative_CollationLocale_simpleAloneBefore50() {
            ProcessorTester.forRules("CollationLocale")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'simple'}")
                    @CompoundIndex(def = "{'title': 1}", collation = "simple")
                    class Book { @Id String id; String title; }
                    """))
                    .expectClean();
        }
    }

    /**
     * CollationLocale in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_CollationLocale_hyphenatedLocaleOnIndexed() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "en-US"))) String title; // expect: ERROR CollationLocale
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_CollationLocale_regionWithoutDataOnIndex() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("title"), @Field("author")},
                            options = @IndexOptions(collation = @Collation(locale = "en_GB")))) // expect: ERROR CollationLocale
                    class Book { @Id ObjectId id; String title; String author; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_CollationLocale_supportedLocales() {
            ProcessorTester.forRules("CollationLocale")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("title"), @Field("author")},
                            options = @IndexOptions(collation = @Collation(locale = "fr_CA", strength = CollationStrength.SECONDARY))))
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "en_US"))) String title;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "de@collation=phonebook"))) String author;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "simple"))) String isbn;
                    }
                    """))
                    .expectClean();
        }

        /**
         * Morphia's IndexHelper builds the driver's Collation from every member of @Collation, defaults included, so a
         * 'simple' locale always comes with strength, caseLevel, alternate...: servers before 5.0 refuse it (FailedToParse).
         */
        @Test
        void positive_CollationLocale_simpleSentWithEverySettingBefore50() {
            String message = ProcessorTester.forRules("CollationLocale")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "simple"))) String isbn; // expect: ERROR CollationLocale
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollationLocale");
            assertTrue(
                    message.contains("sent with every other setting of its @Collation, defaults included")
                            && message.contains("remove the collation"),
                    message);
        }

        /** Removing the setting given would still send the defaults: the message asks to remove the collation. */
        @Test
        void positive_CollationLocale_simpleWithStrengthBefore50_removeTheCollation() {
            String message = ProcessorTester.forRules("CollationLocale")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "simple", strength = CollationStrength.SECONDARY))) String isbn; // expect: ERROR CollationLocale
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CollationLocale");
            assertTrue(
                    message.contains("sent with every other setting of its @Collation, defaults included")
                            && message.contains("remove the collation"),
                    message);
            assertFalse(message.contains("remove strength"), message);
        }

        @Test
        void negative_CollationLocale_noCollationBefore50() {
            ProcessorTester.forRules("CollationLocale")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed String isbn;
                        @Indexed(options = @IndexOptions(collation = @Collation(locale = "en", strength = CollationStrength.SECONDARY)))
                        String title;
                    }
                    """))
                    .expectClean();
        }
    }
}
