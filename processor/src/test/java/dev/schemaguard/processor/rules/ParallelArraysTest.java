package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * ParallelArrays (fixed, ERROR): a compound index has keys through two different array fields;
 * never when the keys go through the same array. Reported on the @IndexHint.
 */
class ParallelArraysTest {

    private static final String DOCS = "(see docs/rules/ParallelArrays.md)";

    private static String order(String hint) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                %s
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    @Bounded(max = 50) List<Item> items;
                    @Bounded(max = 10) List<String> tags;
                    @Bounded(max = 5) List<String> categories;
                    static class Item {
                        String sku;
                        int qty;
                        @Bounded(max = 5) List<Option> options;
                    }
                    static class Option { String name; String value; }
                }
                """.formatted(hint);
    }

    @Test
    void negative_sameArray() {
        ProcessorTester.forRules("ParallelArrays")
                .source("p.Order", order("@IndexHint(keys = {\"items.sku\", \"items.qty\"})"))
                .expectClean();
    }

    @Test
    void positive_twoArrays() {
        ProcessorTester.Result result = ProcessorTester.forRules("ParallelArrays")
                .source(
                        "p.Order",
                        order("@IndexHint(keys = {\"items.sku\", \"tags\"}) // expect: ERROR ParallelArrays"))
                .expectMarkedDiagnostics();
        String message = result.message("ParallelArrays");
        assertTrue(message.startsWith("[ParallelArrays] "), message);
        assertTrue(
                message.contains("index 'items.sku_1_tags_1' {items.sku: 1, tags: 1} has keys in two different arrays, "
                        + "'items' and 'tags'"),
                message);
        assertTrue(message.contains("cannot index parallel arrays"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_twoArraysOfScalars() {
        ProcessorTester.forRules("ParallelArrays")
                .source(
                        "p.Order",
                        order("@IndexHint(keys = {\"tags\", \"categories:-1\"}) // expect: ERROR ParallelArrays"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_twoArraysAmongScalarKeys() {
        ProcessorTester.forRules("ParallelArrays")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = {\"customerId\", \"tags\", \"items.qty\"}) // expect: ERROR ParallelArrays"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_boundedArraysDoNotMatter() {
        // every array in order() is @Bounded: parallel arrays are refused whatever their size
        ProcessorTester.forRules("ParallelArrays")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = {\"categories\", \"items.options.name\"}) // expect: ERROR ParallelArrays"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnceForThreeArrays() {
        ProcessorTester.Result result = ProcessorTester.forRules("ParallelArrays")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = {\"tags\", \"categories\", \"items.sku\"}) // expect: ERROR ParallelArrays"))
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("ParallelArrays").size(), result.all());
    }

    @Test
    void negative_nestedArrays() {
        ProcessorTester.forRules("ParallelArrays")
                .source("p.Order", order("@IndexHint(keys = {\"items.options.name\", \"items.sku\"})"))
                .expectClean();
    }

    @Test
    void negative_oneArrayAndScalars() {
        ProcessorTester.forRules("ParallelArrays")
                .source("p.Order", order("@IndexHint(keys = {\"customerId\", \"items.sku\", \"items.options.value\"})"))
                .expectClean();
    }

    @Test
    void negative_singleKeyThroughNestedArrays() {
        ProcessorTester.forRules("ParallelArrays")
                .source("p.Order", order("@IndexHint(keys = \"items.options.name\")"))
                .expectClean();
    }

    @Test
    void negative_separateIndexesOnTwoArrays() {
        ProcessorTester.forRules("ParallelArrays")
                .source("p.Order", order("@IndexHint(keys = \"tags\")\n@IndexHint(keys = \"items.sku\")"))
                .expectClean();
    }

    @Test
    void negative_byteArrayIsNoArray() {
        ProcessorTester.forRules("ParallelArrays").source("p.Blob", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"checksum", "tags"})
                class Blob {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 32) byte[] checksum;
                    @Bounded(max = 10) List<String> tags;
                }
                """).expectClean();
    }

    @Test
    void positive_reportedOnTheIndexHint() {
        ProcessorTester.forRules("ParallelArrays").source("p.Order", order("""
                @IndexHint( // expect: ERROR ParallelArrays
                        name = "by_sku_and_tag",
                        keys = {"items.sku", "tags"})""")).expectMarkedDiagnostics();
    }

    @Test
    void negative_geoPointBesideAnArray() {
        // geo_2d_trailing_fields.js, geo_s2indexoldformat.js: a coordinate pair is one point, not a multikey value
        ProcessorTester.forRules("ParallelArrays").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"loc:2dsphere", "tags"})
                @IndexHint(keys = {"pos:2d", "tags"})
                @IndexHint(keys = {"tags", "coords:2dsphere"})
                class Shop {
                    org.bson.types.ObjectId id;
                    double[] loc;
                    double[] pos;
                    List<Double> coords;
                    @Bounded(max = 10) List<String> tags;
                }
                """).expectClean();
    }

    @Test
    void negative_arrayOfPointsBesideAnArray_2dsphereTakesTheProduct() {
        // geo_s2nongeoarray.js: a 2dsphere index indexes documents with several arrays (the product of the keys)
        ProcessorTester.forRules("ParallelArrays").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"places.loc:2dsphere", "tags", "codes"})
                class Shop {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<Place> places;
                    @Bounded(max = 10) List<String> tags;
                    @Bounded(max = 10) List<String> codes;
                    static class Place { double[] loc; }
                }
                """).expectClean();
    }

    @Test
    void positive_plainArrayOfNumbersIsNotAPointWithoutAGeoKey() {
        ProcessorTester.forRules("ParallelArrays").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"scores", "tags"}) // expect: ERROR ParallelArrays
                class Shop {
                    org.bson.types.ObjectId id;
                    double[] scores;
                    @Bounded(max = 10) List<String> tags;
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * ParallelArrays in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_ParallelArrays_twoListsInOneDef() {
            ProcessorTester.forRules("ParallelArrays")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'tags': 1, 'authors': 1}") // expect: ERROR ParallelArrays
                    class Book {
                        @Id String id;
                        @Size(max = 10) List<String> tags;
                        @Size(max = 5) List<String> authors;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_ParallelArrays_oneListAndTwoKeysInTheSameArray() {
            ProcessorTester.forRules("ParallelArrays")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndexes({
                        @CompoundIndex(def = "{'tags': 1, 'title': 1}"),
                        @CompoundIndex(def = "{'reviews.rating': 1, 'reviews.author': 1}")
                    })
                    class Book {
                        @Id String id;
                        String title;
                        @Size(max = 10) List<String> tags;
                        @Size(max = 10) List<Review> reviews;
                        static class Review { int rating; String author; }
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * ParallelArrays in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_ParallelArrays_twoListsInOneIndex() {
            ProcessorTester.forRules("ParallelArrays")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("tags"), @Field("authors")})) // expect: ERROR ParallelArrays
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 10) List<String> tags;
                        @Size(max = 5) List<String> authors;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_ParallelArrays_oneListAndTwoKeysInTheSameArray() {
            ProcessorTester.forRules("ParallelArrays")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes({
                        @Index(fields = {@Field("tags"), @Field("title")}),
                        @Index(fields = {@Field("reviews.rating"), @Field("reviews.author")})
                    })
                    class Book {
                        @Id ObjectId id;
                        String title;
                        @Size(max = 10) List<String> tags;
                        @Size(max = 10) List<Review> reviews;
                        @Entity static class Review { int rating; String author; }
                    }
                    """))
                    .expectClean();
        }
    }
}
