package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.MorphiaSources;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SpringDataSources;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * IndexLimitExceeded (fixed, ERROR): more than 64 indexes including _id (reported on the
 * @Document), or more than 32 keys in one index (reported on the keys). TooManyIndexes stays
 * silent where IndexLimitExceeded fires for the count.
 */
class IndexLimitExceededTest {

    private static final String DOCS = "(see docs/rules/IndexLimitExceeded.md)";

    /**
     * A document with {@code fields} String fields f0, f1, … and {@code classHints} class-level
     * single-field indexes on the first of them, one per line; {@code documentMarker} ends the
     * line of the @Document.
     */
    static String manyIndexes(int fields, int classHints, int fieldHints, String documentMarker) {
        StringBuilder sb = new StringBuilder("package p;\nimport dev.schemaguard.annotations.*;\n");
        sb.append("@Document")
                .append(documentMarker.isEmpty() ? "" : " // expect: " + documentMarker)
                .append('\n');
        for (int i = 0; i < classHints; i++) {
            sb.append("@IndexHint(keys = \"f").append(i).append("\")\n");
        }
        sb.append("class Wide {\n    org.bson.types.ObjectId id;\n");
        for (int i = 0; i < fields; i++) {
            sb.append("    ")
                    .append(i >= classHints && i < classHints + fieldHints ? "@IndexHint " : "")
                    .append("String f")
                    .append(i)
                    .append(";\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    /** A document with one index of {@code keys} keys, all on one line. */
    static String wideIndex(int keys, String marker) {
        StringBuilder sb = new StringBuilder("package p;\nimport dev.schemaguard.annotations.*;\n@Document\n");
        sb.append("@IndexHint(keys = {");
        for (int i = 0; i < keys; i++) {
            sb.append(i == 0 ? "" : ", ").append("\"f").append(i).append('"');
        }
        sb.append("})").append(marker.isEmpty() ? "" : " // expect: " + marker).append('\n');
        sb.append("class Wide {\n    org.bson.types.ObjectId id;\n");
        for (int i = 0; i < keys; i++) {
            sb.append("    String f").append(i).append(";\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    @Test
    void negative_63DeclaredIndexes_64WithId() {
        ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", manyIndexes(63, 63, 0, ""))
                .expectClean();
    }

    @Test
    void positive_64DeclaredIndexes_65WithId() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", manyIndexes(64, 64, 0, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics();
        String message = result.message("IndexLimitExceeded");
        assertTrue(message.startsWith("[IndexLimitExceeded] "), message);
        assertTrue(
                message.contains("'Wide' declares 64 indexes, 65 with the _id index, more than the 64 MongoDB allows"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_classAndFieldLevelHintsCountTogether() {
        ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", manyIndexes(64, 60, 4, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics();
        ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", manyIndexes(64, 60, 3, ""))
                .expectClean();
    }

    @Test
    void positive_tooManyIndexesSilentWhenTheLimitFires() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexLimitExceeded", "TooManyIndexes")
                .source("p.Wide", manyIndexes(64, 64, 0, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("TooManyIndexes").isEmpty(), result.all());
    }

    @Test
    void negative_atTheLimit_onlyTooManyIndexesWarns() {
        ProcessorTester.forRules("IndexLimitExceeded", "TooManyIndexes")
                .source("p.Wide", manyIndexes(63, 63, 0, "WARNING TooManyIndexes"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_32Keys() {
        ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", wideIndex(32, ""))
                .expectClean();
    }

    @Test
    void positive_33Keys() {
        String message = ProcessorTester.forRules("IndexLimitExceeded")
                .source("p.Wide", wideIndex(33, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics()
                .message("IndexLimitExceeded");
        assertTrue(message.contains("has 33 keys, more than the 32 MongoDB allows in one index"), message);
        assertTrue(message.contains("{f0: 1, f1: 1"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_33KeysReportedOnTheKeysValue() {
        StringBuilder keys = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < 33; i++) {
            keys.append(i == 0 ? "" : ", ").append("\"f").append(i).append('"');
            fields.append("    String f").append(i).append(";\n");
        }
        ProcessorTester.forRules("IndexLimitExceeded")
                .source(
                        "p.Wide",
                        "package p;\n"
                                + "import dev.schemaguard.annotations.*;\n"
                                + "@Document\n"
                                + "@IndexHint(\n"
                                + "        name = \"wide\",\n"
                                + "        keys = {" + keys + "}) // expect: ERROR IndexLimitExceeded\n"
                                + "class Wide {\n    org.bson.types.ObjectId id;\n" + fields + "}\n")
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_fixedRuleIgnoresOff() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexLimitExceeded")
                .option("schemaguard.IndexLimitExceeded=OFF")
                .source("p.Wide", wideIndex(33, ""))
                .compile();
        result.assertNoCrash();
        assertEquals(1, result.messages("IndexLimitExceeded").size(), result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    /**
     * IndexLimitExceeded in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexLimitExceeded_64IndexedFields() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", SpringDataSources.indexedFields(64, "ERROR IndexLimitExceeded"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexLimitExceeded_compoundOf33Keys() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", SpringDataSources.compoundOf(33, "ERROR IndexLimitExceeded"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexLimitExceeded_63IndexedAnd32Keys() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", SpringDataSources.indexedFields(63, ""))
                    .expectClean();
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", SpringDataSources.compoundOf(32, ""))
                    .expectClean();
        }
    }

    /**
     * IndexLimitExceeded in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexLimitExceeded_64IndexedFields() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", MorphiaSources.indexedFields(64, "ERROR IndexLimitExceeded"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexLimitExceeded_indexOf33Keys() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", MorphiaSources.compoundOf(33, "ERROR IndexLimitExceeded"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexLimitExceeded_63IndexedAnd32Keys() {
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", MorphiaSources.indexedFields(63, ""))
                    .expectClean();
            ProcessorTester.forRules("IndexLimitExceeded")
                    .source("p.Wide", MorphiaSources.compoundOf(32, ""))
                    .expectClean();
        }
    }
}
