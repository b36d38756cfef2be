package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * GeoIndex (fixed, ERROR): a 2d key is not first (reported on that key); index_plugins.js refuses
 * {a: 1, b: "2d"} and {a: "2d", b: "2d"}. A 2d index with trailing keys is built (geo_s2nongeoarray.js).
 * A 2d key on a GeoJSON value ({type, coordinates}): get2DKeys refuses the write (16804 for one
 * value, 13026 for an array of them); {x, y} and [x, y] are legacy pairs it reads.
 */
class GeoIndexTest {

    private static final String DOCS = "(see docs/rules/GeoIndex.md)";

    private static String place(String hint) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                %s
                class Place {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 2) double[] location;
                    String category;
                    String name;
                    Point area;
                    static class Point { String type; @Bounded(max = 2) List<Double> coordinates; }
                }
                """.formatted(hint);
    }

    @Test
    void positive_2dNotFirst() {
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source(
                        "p.Place",
                        place("@IndexHint(keys = {\"category\", \"location:2d\"}) // expect: ERROR GeoIndex"))
                .expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(message.startsWith("[GeoIndex] "), message);
        assertTrue(
                message.contains("index 'category_1_location_2d' {category: 1, location: \"2d\"} has its 2d key "
                        + "'location' in place 2"),
                message);
        assertTrue(message.contains("put it first"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_2dNotFirst_reportedOnTheKey() {
        ProcessorTester.forRules("GeoIndex").source("p.Place", place("""
                @IndexHint(keys = {
                        "category",
                        "location:2d"}) // expect: ERROR GeoIndex""")).expectMarkedDiagnostics();
    }

    @Test
    void negative_threeKeys_theServerBuildsThem() {
        // geo_s2nongeoarray.js builds {geo: "2d", nonGeo: 1, otherNonGeo: 1} and queries it with $nearSphere
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = {\"location:2d\", \"category\", \"name\"})"))
                .expectClean();
    }

    @Test
    void positive_notFirstInThreeKeys_reportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source(
                        "p.Place",
                        place("@IndexHint(keys = {\"category\", \"name\", \"location:2d\"}) // expect: ERROR GeoIndex"))
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("GeoIndex");
        assertEquals(1, messages.size(), result.all());
        assertTrue(messages.get(0).contains("in place 3"), messages.toString());
        assertTrue(messages.get(0).contains("CannotCreateIndex, 67"), messages.toString());
    }

    @Test
    void negative_2dFirstWithOneMoreKey() {
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = {\"location:2d\", \"category\"})"))
                .expectClean();
    }

    @Test
    void negative_2dAlone() {
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = \"location:2d\")"))
                .expectClean();
    }

    @Test
    void negative_2dsphereCompound() {
        // 2dsphere keys may stand anywhere in a compound index of any size
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = {\"category\", \"area:2dsphere\", \"name\"})"))
                .expectClean();
    }

    @Test
    void negative_noGeoKey() {
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = {\"category\", \"name\", \"location\"})"))
                .expectClean();
    }

    // ---------------------------------------------------------------- 2d on GeoJSON

    private static final String SDM_IMPORTS = """
            package p;
            import java.util.List;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.geo.GeoJsonPoint;
            import org.springframework.data.mongodb.core.index.CompoundIndex;
            import org.springframework.data.mongodb.core.index.GeoSpatialIndexType;
            import org.springframework.data.mongodb.core.index.GeoSpatialIndexed;
            import org.springframework.data.mongodb.core.mapping.Document;
            """;

    @Test
    void positive_geoSpatialIndexedDefaultOnGeoJsonPoint() {
        // @GeoSpatialIndexed defaults to GEO_2D; SDM stores a GeoJsonPoint as {type: "Point", coordinates: [x, y]}
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed GeoJsonPoint location; // expect: ERROR GeoIndex
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(
                message.startsWith("[GeoIndex] index 'location' {location: \"2d\"} (@GeoSpatialIndexed on 'location') "
                        + "has a 2d key on 'location', "
                        + "which stores GeoJSON (GeoJsonPoint, written as {type, coordinates})"),
                message);
        assertTrue(message.contains("error 16804"), message);
        assertTrue(
                message.contains(
                        "index GeoJSON as 2dsphere: @GeoSpatialIndexed(type = " + "GeoSpatialIndexType.GEO_2DSPHERE)"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_indexHintOnDriverGeoJsonPoint() {
        ProcessorTester.Result result =
                ProcessorTester.forRules("GeoIndex").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "location:2d") // expect: ERROR GeoIndex
                class Shop {
                    org.bson.types.ObjectId id;
                    com.mongodb.client.model.geojson.Point location;
                }
                """).expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(message.contains("stores GeoJSON (Point, written as {type, coordinates})"), message);
        assertTrue(message.contains("\"location:2dsphere\" in @IndexHint(keys)"), message);
    }

    @Test
    void positive_listOfGeoJsonPointsUnder2d() {
        // each element is read as a pair, and "Point" is no number
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2D) List<GeoJsonPoint> entrances; // expect: ERROR GeoIndex
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(message.contains("(List<GeoJsonPoint>, written as {type, coordinates})"), message);
        assertTrue(
                message.contains("error 13026, \"geo values must be 'legacy coordinate pairs' for 2d indexes\""),
                message);
    }

    @Test
    void positive_compoundIndexWith2dOnGeoJsonPoint() {
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                @CompoundIndex(def = "{'location': '2d', 'category': 1}") // expect: ERROR GeoIndex
                class Shop {
                    @Id String id;
                    GeoJsonPoint location;
                    String category;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(message.contains("'location': '2dsphere' in @CompoundIndex(def)"), message);
    }

    @Test
    void positive_2dNotFirstAndOnGeoJson_bothReported() {
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                .source(
                        "p.Place",
                        place("@IndexHint(keys = {\"category\", \"spot:2d\"})")
                                .replace("Point area;", "Point area; com.mongodb.client.model.geojson.Point spot;"))
                .compile();
        List<String> messages = result.messages("GeoIndex");
        assertEquals(2, messages.size(), result.all());
        assertTrue(messages.stream().anyMatch(m -> m.contains("in place 2")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("stores GeoJSON (Point,")), messages.toString());
    }

    @Test
    void negative_2dsphereOnGeoJsonPoint() {
        ProcessorTester.forRules("GeoIndex").source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                @CompoundIndex(def = "{'entrance': '2dsphere', 'category': 1}")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) GeoJsonPoint location;
                    GeoJsonPoint entrance;
                    String category;
                }
                """).expectClean();
    }

    @Test
    void negative_2dOnSpringDataPoint() {
        // SDM stores org.springframework.data.geo.Point as {x, y}: a legacy pair
        ProcessorTester.forRules("GeoIndex").source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed org.springframework.data.geo.Point location;
                }
                """).expectClean();
    }

    @Test
    void negative_2dOnDoubleArray() {
        ProcessorTester.forRules("GeoIndex").source("p.Shop", SDM_IMPORTS + """
                @Document("shops")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed double[] location;
                }
                """).expectClean();
    }

    @Test
    void negative_2dOnTheCoordinatesInsideGeoJson() {
        // 'location.coordinates' is the [x, y] array inside the GeoJSON value: a legacy pair
        ProcessorTester.forRules("GeoIndex").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "location.coordinates:2d")
                class Shop {
                    org.bson.types.ObjectId id;
                    com.mongodb.client.model.geojson.Point location;
                }
                """).expectClean();
    }

    @Test
    void negative_unresolvedPath_leftToOtherRules() {
        // IndexFieldUnknown reports the path; GeoIndex has no stored type to judge
        ProcessorTester.forRules("GeoIndex")
                .source("p.Place", place("@IndexHint(keys = \"nowhere:2d\")"))
                .expectClean();
    }

    /**
     * GeoIndex in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_GeoIndex_twoDKeyNotFirst() {
            ProcessorTester.forRules("GeoIndex").source("p.Shop", sdm("""
                    @Document("shops")
                    @CompoundIndex(def = "{'category': 1, 'location': '2d'}") // expect: ERROR GeoIndex
                    class Shop {
                        @Id String id;
                        String category;
                        double[] location;
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_GeoIndex_twoDKeyFirstAndGeoSpatialIndexed() {
            ProcessorTester.forRules("GeoIndex").source("p.Shop", sdm("""
                    @Document("shops")
                    @CompoundIndex(def = "{'location': '2d', 'category': 1}")
                    class Shop {
                        @Id String id;
                        String category;
                        double[] location;
                        @GeoSpatialIndexed double[] entrance;
                        @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] exit;
                    }
                    """)).expectClean();
        }
    }

    /**
     * GeoIndex in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_GeoIndex_twoDKeyNotFirst() {
            ProcessorTester.forRules("GeoIndex").source("p.Shop", morphia("""
                    @Entity("shops")
                    @Indexes(@Index(fields = {@Field("category"),
                            @Field(value = "location", type = IndexType.GEO2D)})) // expect: ERROR GeoIndex
                    class Shop {
                        @Id ObjectId id;
                        String category;
                        double[] location;
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_GeoIndex_twoDKeyFirstAndIndexedGeo() {
            ProcessorTester.forRules("GeoIndex").source("p.Shop", morphia("""
                    @Entity("shops")
                    @Indexes(@Index(fields = {@Field(value = "location", type = IndexType.GEO2D), @Field("category")}))
                    class Shop {
                        @Id ObjectId id;
                        String category;
                        double[] location;
                        @Indexed(IndexDirection.GEO2D) double[] entrance;
                        @Indexed(IndexDirection.GEO2DSPHERE) double[] exit;
                    }
                    """)).expectClean();
        }

        @Test
        void positive_GeoIndex_twoDOnDriverGeoJson() {
            // Morphia stores the driver's GeoJSON types with the driver's codec: {type, coordinates}; Morphia's own
            // GeoJsonIndexTest.shouldErrorWhenCreatingA2dIndexOnGeoJson saves such a Point under @Indexed(GEO2D) and
            // expects ensureIndexes to fail ("location object expected, location array not in correct format")
            ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex")
                    .source("p.Shop", morphia("""
                    @Entity("shops")
                    @Indexes(@Index(fields = @Field(value = "location", type = IndexType.GEO2D))) // expect: ERROR GeoIndex
                    class Shop {
                        @Id ObjectId id;
                        com.mongodb.client.model.geojson.Point location;
                        @Indexed(IndexDirection.GEO2D) com.mongodb.client.model.geojson.Polygon area; // expect: ERROR GeoIndex
                    }
                    """))
                    .expectMarkedDiagnostics();
            List<String> messages = result.messages("GeoIndex");
            assertTrue(
                    messages.get(0).contains("@Field(value = \"location\", type = IndexType.GEO2DSPHERE)"),
                    messages.toString());
            assertTrue(messages.get(1).contains("(Polygon, written as {type, coordinates})"), messages.toString());
            assertTrue(messages.get(1).contains("@Indexed(IndexDirection.GEO2DSPHERE)"), messages.toString());
        }
    }
}
