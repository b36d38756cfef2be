package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * IdType (fixed, ERROR): field_name_validation.js shows the server refusing {_id: [9]} and
 * {_id: /a/} on insert; an embedded document's field named _id may hold either.
 */
class IdTypeTest {

    @ParameterizedTest
    @ValueSource(strings = {"java.util.List<String>", "long[]", "java.util.Set<Integer>", "java.util.regex.Pattern"})
    void positive_arrayOrRegexId(String type) {
        String message = ProcessorTester.forRules("IdType")
                .source("p.Tag", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Tag {
                    @Id TYPE names; // expect: ERROR IdType
                }
                """.replace("TYPE", type))
                .expectMarkedDiagnostics()
                .message("IdType");
        assertTrue(message.startsWith("[IdType] the _id 'names' of 'Tag'"), message);
        assertTrue(message.contains("BadValue, 2"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"org.bson.types.ObjectId", "long", "String", "java.util.UUID", "byte[]", "Key"})
    void negative_oneValueIds(String type) {
        ProcessorTester.forRules("IdType")
                .source("p.Tag", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Tag {
                    @Id TYPE id;
                    static class Key { String a; int b; }
                }
                """.replace("TYPE", type))
                .expectClean();
    }

    @Test
    void negative_embeddedFieldNamedIdMayBeAnArray() {
        // field_name_validation.js inserts {a: {_id: [9]}}: only the document's own _id is checked
        ProcessorTester.forRules("IdType").source("p.Tag", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Tag {
                    org.bson.types.ObjectId id;
                    Inner inner;
                    static class Inner { @Bounded(max = 3) java.util.List<String> id; }
                }
                """).expectClean();
    }

    /**
     * IdType in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IdType_listId() {
            ProcessorTester.forRules("IdType").source("p.Pair", sdm("""
                    @Document("pairs")
                    class Pair {
                        @Id List<String> id; // expect: ERROR IdType
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_IdType_objectIdAndEmbeddedKey() {
            ProcessorTester.forRules("IdType")
                    .source("p.Pair", sdm("""
                    @Document("pairs")
                    class Pair { @Id ObjectId id; }
                    """))
                    .source("p.Visit", sdm("""
                    @Document("visits")
                    class Visit {
                        @Id Key id;
                        static class Key { String page; Date day; }
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * IdType in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IdType_listId() {
            ProcessorTester.forRules("IdType").source("p.Pair", morphia("""
                    @Entity("pairs")
                    class Pair {
                        @Id List<String> id; // expect: ERROR IdType
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void positive_IdType_patternId() {
            ProcessorTester.forRules("IdType").source("p.Rule", morphia("""
                    @Entity("rules")
                    class Rule {
                        @Id java.util.regex.Pattern id; // expect: ERROR IdType
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_IdType_objectIdAndEmbeddedKey() {
            ProcessorTester.forRules("IdType")
                    .source("p.Pair", morphia("""
                    @Entity("pairs")
                    class Pair { @Id ObjectId id; @Size(max = 2) List<String> members; }
                    """))
                    .source("p.Visit", morphia("""
                    @Entity("visits")
                    class Visit {
                        @Id Key id;
                        @Entity static class Key { String page; Date day; }
                    }
                    """))
                    .expectClean();
        }
    }
}
