package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * LargeIndexKey (WARNING): an indexed String has @Bounded(max) above 1024; never when max <= 1024
 * or the string is unbounded. Reported on the key.
 *
 * <p>Its Spring Data MongoDB forms are in SpringDataRulesTest, with the cases about SDM's mapping.
 */
class LargeIndexKeyTest {

    private static final String DOCS = "(see docs/rules/LargeIndexKey.md)";

    private static String page(int max, String hint) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                %s
                class Page {
                    org.bson.types.ObjectId id;
                    @Bounded(max = %d) String url;
                }
                """.formatted(hint, max);
    }

    @Test
    void positive_1025Characters() {
        ProcessorTester.Result result = ProcessorTester.forRules("LargeIndexKey")
                .source("p.Page", page(1025, "@IndexHint(keys = \"url\") // expect: WARNING LargeIndexKey"))
                .expectMarkedDiagnostics();
        String message = result.message("LargeIndexKey");
        assertTrue(message.startsWith("[LargeIndexKey] "), message);
        assertTrue(
                message.contains("index key 'url' is a String of up to 1,025 characters (its declared bound)"),
                message);
        assertTrue(message.contains("index a hash of it with @IndexHint(keys = \"url:hashed\") on the class"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void negative_1024Characters() {
        ProcessorTester.forRules("LargeIndexKey")
                .source("p.Page", page(1024, "@IndexHint(keys = \"url\")"))
                .expectClean();
    }

    @Test
    void negative_unbounded() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "url")
                class Page {
                    org.bson.types.ObjectId id;
                    String url;
                }
                """).expectClean();
    }

    @Test
    void negative_hashedKey() {
        ProcessorTester.forRules("LargeIndexKey")
                .source("p.Page", page(4096, "@IndexHint(keys = \"url:hashed\")"))
                .expectClean();
    }

    @Test
    void negative_textKey() {
        ProcessorTester.forRules("LargeIndexKey")
                .source("p.Page", page(100000, "@IndexHint(keys = \"url:text\")"))
                .expectClean();
    }

    @Test
    void positive_compoundIndexAndDescending() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {
                        "site",
                        "url:-1"}) // expect: WARNING LargeIndexKey
                class Page {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100) String site;
                    @Bounded(max = 2048) String url;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_fieldLevelHint() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Page {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 2048) @IndexHint String url; // expect: WARNING LargeIndexKey
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_nestedField() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "meta.canonical") // expect: WARNING LargeIndexKey
                class Page {
                    org.bson.types.ObjectId id;
                    Meta meta;
                    static class Meta { @Bounded(max = 5000) String canonical; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_boundedListOfStringsBoundsElementCount() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "aliases")
                class Page {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5000) List<String> aliases;
                }
                """).expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("LargeIndexKey")
                .source(
                        "p.Page",
                        page(1025, "@SuppressWarnings(\"schemaguard:LargeIndexKey\")\n@IndexHint(keys = \"url\")"))
                .expectClean();
    }

    @Test
    void positive_stringsInAListBoundedOnTheTypeUse() {
        ProcessorTester.forRules("LargeIndexKey").source("p.Page", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Page {
                    org.bson.types.ObjectId id;
                    @IndexHint @Bounded(max = 5) List<@Bounded(max = 2000) String> urls; // expect: WARNING LargeIndexKey
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * LargeIndexKey in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_LargeIndexKey_indexedLongString() {
            String message = ProcessorTester.forRules("LargeIndexKey")
                    .source("p.Page", morphia("""
                    @Entity("pages")
                    class Page {
                        @Id ObjectId id;
                        @Indexed @Size(max = 4_000) String url; // expect: WARNING LargeIndexKey
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("LargeIndexKey");
            assertTrue(
                    message.contains("index a hash of it with @Indexes(@Index(fields = @Field(value = \"url\", "
                            + "type = IndexType.HASHED)))"),
                    message);
        }

        @Test
        void negative_LargeIndexKey_shortOrHashed() {
            ProcessorTester.forRules("LargeIndexKey")
                    .source("p.Page", morphia("""
                    @Entity("pages")
                    @Indexes(@Index(fields = @Field(value = "body", type = IndexType.HASHED)))
                    class Page {
                        @Id ObjectId id;
                        @Indexed @Size(max = 1_024) String url;
                        @Size(max = 100_000) String body;
                    }
                    """))
                    .expectClean();
        }
    }
}
