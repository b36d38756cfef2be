package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
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
    @CsvSource({
        "2d, 2dsphere",
        "2dsphere, 2d",
        "2dsphere, hashed",
        "hashed, text",
        "text, 2dsphere",
        "2d, text",
        "hashed, 2d",
        "text, hashed"
    })
    void positive_twoSpecialTypes(String first, String second) {
        String message = ProcessorTester.forRules("IndexTypeMix")
                .source("p.Place", PLACE.replace("FIRST", first).replace("SECOND", second))
                .expectMarkedDiagnostics()
                .message("IndexTypeMix");
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
        // index_plugins.js builds {a: "2dsphere", b: "2dsphere"}, {a: "text", b: "text"} and each type with an
        // ascending key
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

    /**
     * IndexTypeMix in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexTypeMix_geoAndTextInOneDef() {
            ProcessorTester.forRules("IndexTypeMix").source("p.Shop", sdm("""
                    @Document("shops")
                    @CompoundIndex(def = "{'location': '2dsphere', 'description': 'text'}") // expect: ERROR IndexTypeMix
                    class Shop { @Id String id; double[] location; String description; }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexTypeMix_separateSdmGeoAndTextIndexes() {
            ProcessorTester.forRules("IndexTypeMix").source("p.Shop", sdm("""
                    @Document("shops")
                    @CompoundIndex(def = "{'location': '2dsphere', 'category': 1}")
                    class Shop {
                        @Id String id;
                        double[] location;
                        String category;
                        @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] entrance;
                        @TextIndexed String description;
                        @HashIndexed String owner;
                    }
                    """)).expectClean();
        }
    }

    /**
     * IndexTypeMix in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexTypeMix_geoAndTextInOneIndex() {
            ProcessorTester.forRules("IndexTypeMix")
                    .source("p.Shop", morphia("""
                    @Entity("shops")
                    @Indexes(@Index(fields = {@Field(value = "location", type = IndexType.GEO2DSPHERE),
                            @Field(value = "description", type = IndexType.TEXT)})) // expect: ERROR IndexTypeMix
                    class Shop { @Id ObjectId id; double[] location; String description; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexTypeMix_separateIndexes() {
            ProcessorTester.forRules("IndexTypeMix")
                    .source("p.Shop", morphia("""
                    @Entity("shops")
                    @Indexes({
                        @Index(fields = {@Field(value = "location", type = IndexType.GEO2DSPHERE), @Field("category")}),
                        @Index(fields = @Field(value = "owner", type = IndexType.HASHED))
                    })
                    class Shop {
                        @Id ObjectId id;
                        double[] location;
                        String category;
                        String owner;
                        @Indexed(IndexDirection.GEO2DSPHERE) double[] entrance;
                        @Text String description;
                    }
                    """))
                    .expectClean();
        }
    }
}
