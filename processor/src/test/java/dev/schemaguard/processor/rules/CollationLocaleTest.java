package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
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
                .expectMarkedDiagnostics().message("CollationLocale");
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
    @ValueSource(strings = {"en", "en_US", "en_US_POSIX", "fr_CA", "de@collation=phonebook", "zh_Hant", "sr_Latn",
        "es@collation=search", "simple"})
    void negative_supportedLocales(String locale) {
        ProcessorTester.forRules("CollationLocale").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "LOCALE"))
                class Book {
                    org.bson.types.ObjectId id;
                }
                """.replace("LOCALE", locale)).expectClean();
    }

    @Test
    void positive_simpleWithStrength_before50() {
        String message = ProcessorTester.forRules("CollationLocale").option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", book("@Collation(locale = \"simple\", strength = 2)"))
                .expectMarkedDiagnostics().message("CollationLocale");
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
}
