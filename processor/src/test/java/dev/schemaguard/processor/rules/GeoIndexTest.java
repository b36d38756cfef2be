package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GeoIndex (fixed, ERROR): a 2d key is not first (reported on that key); index_plugins.js refuses
 * {a: 1, b: "2d"} and {a: "2d", b: "2d"}. A 2d index with trailing keys is built (geo_s2nongeoarray.js).
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
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"category\", \"location:2d\"}) // expect: ERROR GeoIndex"))
                .expectMarkedDiagnostics();
        String message = result.message("GeoIndex");
        assertTrue(message.startsWith("[GeoIndex] "), message);
        assertTrue(message.contains("index 'category_1_location_2d' {category: 1, location: \"2d\"} has its 2d key "
                + "'location' in place 2"), message);
        assertTrue(message.contains("put it first"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_2dNotFirst_reportedOnTheKey() {
        ProcessorTester.forRules("GeoIndex").source("p.Place", place("""
                @IndexHint(keys = {
                        "category",
                        "location:2d"}) // expect: ERROR GeoIndex"""))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_threeKeys_theServerBuildsThem() {
        // geo_s2nongeoarray.js builds {geo: "2d", nonGeo: 1, otherNonGeo: 1} and queries it with $nearSphere
        ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"location:2d\", \"category\", \"name\"})")).expectClean();
    }

    @Test
    void positive_notFirstInThreeKeys_reportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"category\", \"name\", \"location:2d\"}) // expect: ERROR GeoIndex"))
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("GeoIndex");
        assertEquals(1, messages.size(), result.all());
        assertTrue(messages.get(0).contains("in place 3"), messages.toString());
        assertTrue(messages.get(0).contains("CannotCreateIndex, 67"), messages.toString());
    }

    @Test
    void negative_2dFirstWithOneMoreKey() {
        ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"location:2d\", \"category\"})")).expectClean();
    }

    @Test
    void negative_2dAlone() {
        ProcessorTester.forRules("GeoIndex").source("p.Place", place("@IndexHint(keys = \"location:2d\")")).expectClean();
    }

    @Test
    void negative_2dsphereCompound() {
        // 2dsphere keys may stand anywhere in a compound index of any size
        ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"category\", \"area:2dsphere\", \"name\"})")).expectClean();
    }

    @Test
    void negative_noGeoKey() {
        ProcessorTester.forRules("GeoIndex").source("p.Place",
                place("@IndexHint(keys = {\"category\", \"name\", \"location\"})")).expectClean();
    }
}
