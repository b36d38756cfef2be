package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** IndexThroughMap (WARNING): a key goes through a Map field's dynamic keys; reported on the key. */
class IndexThroughMapTest {

    private static final String DOCS = "(see docs/rules/IndexThroughMap.md)";

    @Test
    void positive_keyIntoMapOfStrings() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexThroughMap")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Map;
                @Document
                @IndexHint(keys = "attributes.color") // expect: WARNING IndexThroughMap
                class Product {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, String> attributes;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexThroughMap");
        assertTrue(message.startsWith("[IndexThroughMap] "), message);
        assertTrue(
                message.contains("index key 'attributes.color' goes into the map 'attributes', so it indexes the one "
                        + "dynamic key 'color' only"),
                message);
        assertTrue(message.contains("attribute pattern"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_keyIntoMapOfMaps_eachSegmentAfterTheMapIsADynamicKey() {
        // not IndexFieldUnknown: 'paris' and 'small' are both keys of the data (issue 11, item 10)
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown", "IndexThroughMap")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                @IndexHint(keys = {
                        "stock.paris.small", // expect: WARNING IndexThroughMap
                        "sizes.eu.small"}) // expect: WARNING IndexThroughMap
                class Product {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, Map<String, Integer>> stock;
                    @Bounded(max = 20) Map<String, List<Map<String, Integer>>> sizes;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("IndexThroughMap").stream()
                        .anyMatch(
                                m -> m.contains(
                                        "index key 'stock.paris.small' goes into the map 'stock', so it indexes the one dynamic key 'paris.small' only")),
                result.all());
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_keyIntoMapOfDocuments() {
        String message = ProcessorTester.forRules("IndexThroughMap")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Map;
                @Document
                @IndexHint(keys = {
                        "sku",
                        "prices.eur.amount"}) // expect: WARNING IndexThroughMap
                class Product {
                    org.bson.types.ObjectId id;
                    String sku;
                    @Bounded(max = 10) Map<String, Price> prices;
                    static class Price { java.math.BigDecimal amount; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexThroughMap");
        assertTrue(message.contains("goes into the map 'prices'") && message.contains("dynamic key 'eur'"), message);
    }

    @Test
    void positive_mapInsideEmbeddedDocument() {
        String message = ProcessorTester.forRules("IndexThroughMap")
                .source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Map;
                @Document
                @IndexHint(keys = "details.specs.weight") // expect: WARNING IndexThroughMap
                class Product {
                    org.bson.types.ObjectId id;
                    Details details;
                    static class Details { @Bounded(max = 10) Map<String, String> specs; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexThroughMap");
        assertTrue(
                message.contains("goes into the map 'details.specs'") && message.contains("dynamic key 'weight'"),
                message);
    }

    @Test
    void negative_embeddedDocumentPath() {
        ProcessorTester.forRules("IndexThroughMap").source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "details.color")
                @IndexHint(keys = "variants.sku")
                class Product {
                    org.bson.types.ObjectId id;
                    Details details;
                    @Bounded(max = 10) List<Variant> variants;
                    static class Details { String color; }
                    static class Variant { String sku; }
                }
                """).expectClean();
    }

    @Test
    void negative_attributePattern() {
        ProcessorTester.forRules("IndexThroughMap").source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"attributes.k", "attributes.v"})
                class Product {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) List<Attribute> attributes;
                    static class Attribute { String k; String v; }
                }
                """).expectClean();
    }

    /**
     * IndexThroughMap in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>That SDM skips {@code @Indexed} on a map is in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexThroughMap_compoundKeyIntoMap() {
            ProcessorTester.forRules("IndexThroughMap")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'attributes.color': 1}") // expect: WARNING IndexThroughMap
                    class Book {
                        @Id String id;
                        Map<String, String> attributes;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexThroughMap_keyIntoEmbeddedDocument() {
            ProcessorTester.forRules("IndexThroughMap")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'dimensions.width': 1}")
                    class Book {
                        @Id String id;
                        Dimensions dimensions;
                        @Indexed Map<String, String> attributes;
                        static class Dimensions { int width; int height; }
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * IndexThroughMap in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexThroughMap_keyIntoMap() {
            ProcessorTester.forRules("IndexThroughMap")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field("attributes.color"))) // expect: WARNING IndexThroughMap
                    class Book {
                        @Id ObjectId id;
                        Map<String, String> attributes;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexThroughMap_keyIntoEmbeddedDocument() {
            ProcessorTester.forRules("IndexThroughMap")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field("dimensions.width")))
                    class Book {
                        @Id ObjectId id;
                        Dimensions dimensions;
                        @Indexed Map<String, String> attributes;
                        @Entity static class Dimensions { int width; int height; }
                    }
                    """))
                    .expectClean();
        }
    }
}
