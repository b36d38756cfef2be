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
 * TooManyIndexes (WARNING): more than schemaguard.maxIndexesPerCollection (default 10) indexes
 * besides _id; reported on the @Document; silent where IndexLimitExceeded fires for the count.
 */
class TooManyIndexesTest {

    private static final String DOCS = "(see docs/rules/TooManyIndexes.md)";

    @Test
    void negative_tenIndexesByDefault() {
        ProcessorTester.forRules("TooManyIndexes")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(12, 10, 0, ""))
                .expectClean();
    }

    @Test
    void positive_elevenIndexesByDefault() {
        ProcessorTester.Result result = ProcessorTester.forRules("TooManyIndexes")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(12, 11, 0, "WARNING TooManyIndexes"))
                .expectMarkedDiagnostics();
        String message = result.message("TooManyIndexes");
        assertTrue(message.startsWith("[TooManyIndexes] "), message);
        assertTrue(
                message.contains("'Wide' declares 11 indexes besides _id, more than 10 "
                        + "(-Aschemaguard.maxIndexesPerCollection)"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_fieldLevelHintsCount() {
        ProcessorTester.forRules("TooManyIndexes")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(12, 6, 5, "WARNING TooManyIndexes"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_thresholdOption_atTheThreshold() {
        ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.maxIndexesPerCollection=3")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(5, 3, 0, ""))
                .expectClean();
    }

    @Test
    void positive_thresholdOption_overTheThreshold() {
        String message = ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.maxIndexesPerCollection=3")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(5, 4, 0, "WARNING TooManyIndexes"))
                .expectMarkedDiagnostics()
                .message("TooManyIndexes");
        assertTrue(message.contains("declares 4 indexes besides _id, more than 3"), message);
    }

    @Test
    void negative_thresholdOptionRaised() {
        ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.maxIndexesPerCollection=20")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(20, 20, 0, ""))
                .expectClean();
    }

    @Test
    void negative_silentWhereIndexLimitExceededFires() {
        ProcessorTester.forRules("TooManyIndexes")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(70, 70, 0, ""))
                .expectClean();
    }

    @Test
    void positive_severityOption() {
        ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.TooManyIndexes=ERROR")
                .source("p.Wide", IndexLimitExceededTest.manyIndexes(12, 11, 0, "ERROR TooManyIndexes"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressed() {
        StringBuilder sb = new StringBuilder("package p;\nimport dev.schemaguard.annotations.*;\n@Document\n"
                + "@SuppressWarnings(\"schemaguard:TooManyIndexes\")\n");
        for (int i = 0; i < 11; i++) {
            sb.append("@IndexHint(keys = \"f").append(i).append("\")\n");
        }
        sb.append("class Wide {\n    org.bson.types.ObjectId id;\n");
        for (int i = 0; i < 11; i++) {
            sb.append("    String f").append(i).append(";\n");
        }
        sb.append("}\n");
        ProcessorTester.forRules("TooManyIndexes")
                .source("p.Wide", sb.toString())
                .expectClean();
    }

    @Test
    void positive_hintsOfPolymorphicSubclassesCount() {
        ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.maxIndexesPerCollection=2")
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document // expect: WARNING TooManyIndexes
                        @IndexHint(keys = "title")
                        class Media {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @IndexHint(keys = "author")
                        class Book extends Media {
                            @IndexHint String isbn;
                            String author;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_explicitIdIndexIsNotBesidesId() {
        ProcessorTester.forRules("TooManyIndexes")
                .option("schemaguard.maxIndexesPerCollection=1")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id")
                @IndexHint(keys = "title")
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectClean();
    }

    /**
     * TooManyIndexes in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_TooManyIndexes_overTheOption() {
            ProcessorTester.forRules("TooManyIndexes")
                    .option("schemaguard.maxIndexesPerCollection=3")
                    .source("p.Wide", SpringDataSources.indexedFields(4, "WARNING TooManyIndexes"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TooManyIndexes_atTheOption() {
            ProcessorTester.forRules("TooManyIndexes")
                    .option("schemaguard.maxIndexesPerCollection=3")
                    .source("p.Wide", SpringDataSources.indexedFields(3, ""))
                    .expectClean();
        }
    }

    /**
     * TooManyIndexes in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_TooManyIndexes_overTheOption() {
            ProcessorTester.forRules("TooManyIndexes")
                    .option("schemaguard.maxIndexesPerCollection=3")
                    .source("p.Wide", MorphiaSources.indexedFields(4, "WARNING TooManyIndexes"))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TooManyIndexes_atTheOption() {
            ProcessorTester.forRules("TooManyIndexes")
                    .option("schemaguard.maxIndexesPerCollection=3")
                    .source("p.Wide", MorphiaSources.indexedFields(3, ""))
                    .expectClean();
        }
    }
}
