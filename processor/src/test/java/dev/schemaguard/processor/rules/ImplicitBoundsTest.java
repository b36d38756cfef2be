package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Implicit bounds (docs/guide/annotations.md, "What schemaguard does not look into"): a {@code Set} or {@code EnumSet} of
 * an enum, and a {@code Map} keyed by an enum, hold at most one element per constant, so they are
 * bounded without {@code @Bounded}, and the size estimate counts that many.
 */
class ImplicitBoundsTest {

    private static final String DAY = """
            package p;
            enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
            """;

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "java.util.Set<Day>",
                "java.util.EnumSet<Day>",
                "java.util.SortedSet<Day>",
                "java.util.HashSet<Day>",
                "java.util.Map<Day, Integer>",
                "java.util.EnumMap<Day, String>",
                "java.util.TreeMap<Day, java.time.Instant>"
            })
    void negative_setOfEnumOrMapKeyedByEnum(String type) {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                @dev.schemaguard.annotations.Document
                class Shop {
                    org.bson.types.ObjectId id;
                    TYPE openOn;
                }
                """.replace("TYPE", type))
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "java.util.List<Day>",
                "java.util.Collection<Day>",
                "Day[]",
                "java.util.Set<String>",
                "java.util.Map<String, Day>",
                "java.util.Set<java.util.List<Day>>"
            })
    void positive_notBoundedByTheEnum(String type) {
        // a list holds a constant any number of times; the values of a map are not its keys
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                @dev.schemaguard.annotations.Document
                class Shop {
                    org.bson.types.ObjectId id;
                    TYPE openOn; // expect: WARNING UnboundedArray
                }
                """.replace("TYPE", type))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_mapKeyedByEnum_unboundedListValuesStillReported() {
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                @dev.schemaguard.annotations.Document
                class Shop {
                    org.bson.types.ObjectId id;
                    java.util.Map<Day, java.util.List<String>> slots; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.contains("java.util.List<java.lang.String>"), message);
    }

    @Test
    void negative_innerSetOfEnum() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Shop {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 10) java.util.List<java.util.Set<Day>> weeks;
                    @Bounded(max = 10) java.util.Map<String, java.util.EnumSet<Day>> openOn;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_indexOnSetOfEnum() {
        ProcessorTester.forRules("IndexOnUnboundedArray", "UnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "openOn")
                class Shop {
                    org.bson.types.ObjectId id;
                    java.util.Set<Day> openOn;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_indexOnListOfEnum() {
        ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Day", DAY)
                .source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "openOn") // expect: WARNING IndexOnUnboundedArray
                class Shop {
                    org.bson.types.ObjectId id;
                    java.util.List<Day> openOn;
                }
                """)
                .expectMarkedDiagnostics();
    }

    private static final String NOTES = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document // expect: MARK
            class Diary {
                org.bson.types.ObjectId id;
                java.util.EnumMap<Day, @Bounded(max = 1000) String> notes;
            }
            """;

    @Test
    void positive_sizeEstimateCountsOneElementPerConstant() {
        // seven notes of up to 3,000 UTF-8 bytes each: about 21 kB, where an unbounded map counts as empty
        String message = ProcessorTester.forRules("BloatedDocument")
                .source("p.Day", DAY)
                .source("p.Diary", NOTES.replace("MARK", "WARNING BloatedDocument"))
                .option("schemaguard.bloatedDocumentBytes=20000")
                .expectMarkedDiagnostics()
                .message("BloatedDocument");
        assertTrue(message.contains("biggest parts: notes{}: 21,"), message);
    }

    @Test
    void negative_sizeEstimateIsNotMoreThanTheConstants() {
        ProcessorTester.forRules("BloatedDocument")
                .source("p.Day", DAY)
                .source("p.Diary", NOTES.replace(" // expect: MARK", ""))
                .option("schemaguard.bloatedDocumentBytes=22000")
                .expectClean();
    }

    @Test
    void positive_explicitBoundWinsOverTheImplicitOne() {
        // @Bounded(max = 2) on a map of seven possible keys: the estimate believes the annotation
        ProcessorTester.forRules("BloatedDocument")
                .source("p.Day", DAY)
                .source(
                        "p.Diary",
                        NOTES.replace(" // expect: MARK", "")
                                .replace("java.util.EnumMap", "@Bounded(max = 2) java.util.EnumMap"))
                .option("schemaguard.bloatedDocumentBytes=7000")
                .expectClean();
    }
}
