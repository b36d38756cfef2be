package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * IndexTypeMix (fixed, ERROR): index_plugins.js refuses every pair of different special key types
 * among 2d, 2dsphere, hashed and text, and a wildcard key beside any of them (CannotCreateIndex).
 */
class IndexTypeMixTest {

    private static final String PLACE = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            @IndexHint(keys = {"a:FIRST", "b:SECOND"}) // expect: ERROR IndexTypeMix
            class Place {
                org.bson.types.ObjectId id;
                double[] a;
                double[] b;
            }
            """;

    @ParameterizedTest(name = "[{index}] {0} with {1}")
    @CsvSource({"2d, 2dsphere", "2dsphere, 2d", "2dsphere, hashed", "hashed, text", "text, 2dsphere", "2d, text",
        "hashed, 2d", "text, hashed"})
    void positive_twoSpecialTypes(String first, String second) {
        String message = ProcessorTester.forRules("IndexTypeMix")
                .source("p.Place", PLACE.replace("FIRST", first).replace("SECOND", second))
                .expectMarkedDiagnostics().message("IndexTypeMix");
        assertTrue(message.contains("has a " + first + " key and a " + second + " key"), message);
        assertTrue(message.contains("CannotCreateIndex, 67"), message);
    }

    @Test
    void positive_wildcardBesideASpecialKey() {
        ProcessorTester.forRules("IndexTypeMix").source("p.Doc", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"$**", "title:text"}) // expect: ERROR IndexTypeMix
                class Doc {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_sameSpecialTypeTwice_orWithPlainKeys() {
        // index_plugins.js builds {a: "2dsphere", b: "2dsphere"}, {a: "text", b: "text"} and each type with an ascending key
        ProcessorTester.forRules("IndexTypeMix").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"a:2dsphere", "b:2dsphere"})
                @IndexHint(keys = {"t:text", "u:text", "c"})
                @IndexHint(keys = {"c", "a:2dsphere"})
                @IndexHint(keys = {"a:2d", "c"})
                @IndexHint(keys = {"c:hashed", "d:-1"})
                class Place {
                    org.bson.types.ObjectId id;
                    double[] a;
                    double[] b;
                    String t;
                    String u;
                    String c;
                    int d;
                }
                """).expectClean();
    }
}
