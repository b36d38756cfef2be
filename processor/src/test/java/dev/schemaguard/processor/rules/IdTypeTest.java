package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
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
        String message = ProcessorTester.forRules("IdType").source("p.Tag", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Tag {
                    @Id TYPE names; // expect: ERROR IdType
                }
                """.replace("TYPE", type)).expectMarkedDiagnostics().message("IdType");
        assertTrue(message.startsWith("[IdType] the _id 'names' of 'Tag'"), message);
        assertTrue(message.contains("BadValue, 2"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"org.bson.types.ObjectId", "long", "String", "java.util.UUID", "byte[]", "Key"})
    void negative_oneValueIds(String type) {
        ProcessorTester.forRules("IdType").source("p.Tag", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Tag {
                    @Id TYPE id;
                    static class Key { String a; int b; }
                }
                """.replace("TYPE", type)).expectClean();
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
}
