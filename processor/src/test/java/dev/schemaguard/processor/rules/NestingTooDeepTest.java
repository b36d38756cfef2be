package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.MorphiaSources;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SpringDataSources;
import java.util.Collections;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * NestingTooDeep (ERROR): a chain of embedded documents/arrays can exceed 100 levels (root =
 * level 1). Reported on the {@code @Document}. A field that closes a recursion counts as an empty
 * document (RecursiveEmbedding reports the recursion).
 */
class NestingTooDeepTest {

    private static final String MARK = " // expect: ERROR NestingTooDeep";

    /**
     * A document whose deepest chain is {@code levels} deep: the root (level 1) holds {@code next}
     * of type L(2 + arrays) wrapped in {@code arrays} lists (each list is a level), and each
     * nested class L<i>k</i> holds the next one, down to L<i>levels</i>, whose {@code leaf} is a
     * scalar (or whatever {@code leaf} says).
     */
    private static String chain(int levels, int arrays, String leaf, boolean marked) {
        StringBuilder sb = new StringBuilder();
        sb.append("package p;\n");
        sb.append("import dev.schemaguard.annotations.*;\n");
        sb.append("import java.util.List;\n");
        sb.append("@Document").append(marked ? MARK : "").append('\n');
        sb.append("class Deep {\n");
        sb.append("    org.bson.types.ObjectId id;\n");
        int first = 2 + arrays;
        String type = "L" + first;
        for (int i = 0; i < arrays; i++) {
            type = "List<" + type + ">";
        }
        sb.append("    ")
                .append(arrays > 0 ? "@Bounded(max = 2) " : "")
                .append(type)
                .append(" next;\n");
        for (int level = first; level < levels; level++) {
            sb.append("    static class L")
                    .append(level)
                    .append(" { L")
                    .append(level + 1)
                    .append(" next; }\n");
        }
        sb.append("    static class L")
                .append(levels)
                .append(" { ")
                .append(leaf)
                .append(" }\n");
        sb.append("}\n");
        return sb.toString();
    }

    @Test
    void negative_exactlyOneHundredLevels() {
        // root (1) + L2 … L100 (levels 2 … 100)
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 0, "int value;", false))
                .expectClean();
    }

    @Test
    void positive_oneHundredAndOneLevels() {
        String message = ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(101, 0, "int value;", true))
                .expectMarkedDiagnostics()
                .message("NestingTooDeep");
        String path = String.join(".", Collections.nCopies(100, "next"));
        assertTrue(
                message.startsWith("[NestingTooDeep] 'Deep' can nest 101 levels deep (root = 1, through '" + path
                        + "'), more than the 100 MongoDB accepts"),
                message);
        assertTrue(message.contains("flatten the structure"), message);
        assertTrue(message.contains("@Reference"), message);
        assertTrue(message.endsWith("(see docs/rules/NestingTooDeep.md)"), message);
    }

    @Test
    void positive_farTooDeep() {
        String message = ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(150, 0, "String value;", true))
                .expectMarkedDiagnostics()
                .message("NestingTooDeep");
        assertTrue(message.contains("can nest 150 levels deep"), message);
    }

    @Test
    void negative_arraysAddALevel_atTheLimit() {
        // root (1), outer list (2), inner list (3), L4 … L100 (4 … 100)
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 2, "int value;", false))
                .expectClean();
    }

    @Test
    void positive_arraysAddALevel_overTheLimit() {
        // root (1), outer list (2), inner list (3), L4 … L101 (4 … 101)
        String message = ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(101, 2, "int value;", true))
                .expectMarkedDiagnostics()
                .message("NestingTooDeep");
        assertTrue(message.contains("101 levels deep (root = 1, through 'next[][].next."), message);
    }

    @Test
    void positive_arrayOfScalarsInTheDeepestDocumentIsALevel() {
        // L100 is level 100; its array is level 101
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 0, "@Bounded(max = 3) int[] values;", true))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_mapIsALevel() {
        // L100 is level 100; its map is level 101
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 0, "java.util.@Bounded(max = 3) Map<String, Integer> counts;", true))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_byteArrayIsNotALevel() {
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 0, "@Bounded(max = 3) byte[] hash;", false))
                .expectClean();
    }

    @Test
    void negative_nestedArraysOfScalars() {
        // root (1) + three lists (2, 3, 4)
        ProcessorTester.forRules("NestingTooDeep").source("p.Grid", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Grid {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 10) List<List<List<Double>>> cells;
                }
                """).expectClean();
    }

    @Test
    void negative_recursionCountsAsEmpty() {
        // the recursion is unbounded, but RecursiveEmbedding reports it: the depth rule does not
        ProcessorTester.forRules("NestingTooDeep", "RecursiveEmbedding")
                .source("p.Forum", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Forum {
                    org.bson.types.ObjectId id;
                    Node root;
                    static class Node {
                        String text;
                        @Bounded(max = 5) List<Node> children; // expect: WARNING RecursiveEmbedding
                    }
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_recursionAtTheEndOfAChainCountsAsOneEmptyDocument() {
        // root (1) + L2 … L99 (2 … 99); L99's self field closes the recursion as an empty document (100)
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(99, 0, "L99 self;", false))
                .expectClean();
    }

    @Test
    void negative_referencesDoNotNest() {
        // a chain that would be 101 levels deep if the last link were embedded, but it is a reference
        String source = chain(100, 0, "@Reference Other other;", false);
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", source)
                .source("p.Other", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Other { org.bson.types.ObjectId id; Inner inner; static class Inner { int x; } }
                        """)
                .expectClean();
    }

    @Test
    void positive_polymorphicSubclassGoesDeeper() {
        // Deep itself is 100 levels; its subclass holds a list of L2 (one level more): 101
        ProcessorTester.forRules("NestingTooDeep")
                .source("p.Deep", chain(100, 0, "int value;", true))
                .source("p.DeeperStill", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class DeeperStill extends Deep {
                            java.util.@Bounded(max = 2) List<Deep.L2> more;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_warningWhenConfigured() {
        ProcessorTester.forRules("NestingTooDeep")
                .option("schemaguard.NestingTooDeep=WARNING")
                .source(
                        "p.Deep",
                        chain(101, 0, "int value;", false)
                                .replace("@Document", "@Document // expect: WARNING NestingTooDeep"))
                .expectMarkedDiagnostics();
    }

    /**
     * NestingTooDeep in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_NestingTooDeep_101Levels() {
            ProcessorTester.forRules("NestingTooDeep")
                    .source("p.Grid", SpringDataSources.nestedLists(100, "ERROR NestingTooDeep"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_NestingTooDeep_100Levels() {
            ProcessorTester.forRules("NestingTooDeep")
                    .source("p.Grid", SpringDataSources.nestedLists(99, ""))
                    .expectClean();
        }
    }

    /**
     * NestingTooDeep in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_NestingTooDeep_101Levels() {
            ProcessorTester.forRules("NestingTooDeep")
                    .source("p.Grid", MorphiaSources.nestedLists(100, "ERROR NestingTooDeep"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_NestingTooDeep_100Levels() {
            ProcessorTester.forRules("NestingTooDeep")
                    .source("p.Grid", MorphiaSources.nestedLists(99, ""))
                    .expectClean();
        }
    }
}
