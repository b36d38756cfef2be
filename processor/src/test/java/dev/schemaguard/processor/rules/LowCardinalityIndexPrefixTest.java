package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * LowCardinalityIndexPrefix (WARNING): a compound index starts with a boolean/Boolean/enum field;
 * never when the index is partial or has one key. Reported on the first key.
 */
class LowCardinalityIndexPrefixTest {

    private static final String DOCS = "(see docs/rules/LowCardinalityIndexPrefix.md)";

    private static String user(String statusType, String hint) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                %s
                class User {
                    org.bson.types.ObjectId id;
                    %s status;
                    String name;
                    enum Status { ACTIVE, SUSPENDED, DELETED }
                }
                """.formatted(hint, statusType);
    }

    @Test
    void positive_seed_booleanFirst() {
        ProcessorTester.Result result = ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("boolean", "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics();
        String message = result.message("LowCardinalityIndexPrefix");
        assertTrue(message.startsWith("[LowCardinalityIndexPrefix] "), message);
        assertTrue(message.contains("index 'status_1_name_1' {status: 1, name: 1} starts with 'status', a boolean with few "
                + "distinct values"), message);
        assertTrue(message.contains("equality, sort, range"), message);
        assertTrue(message.contains("partial index"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_seed_enumFirst() {
        String message = ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("Status", "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics().message("LowCardinalityIndexPrefix");
        assertTrue(message.contains("starts with 'status', a enum") || message.contains("starts with 'status', an enum"),
                message);
    }

    @Test
    void positive_boxedBoolean() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("Boolean", "@IndexHint(keys = {\"status:-1\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheFirstKey() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User", user("boolean", """
                @IndexHint(
                        name = "by_status",
                        keys = {"status", // expect: WARNING LowCardinalityIndexPrefix
                                "name"})"""))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_nestedBooleanFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"flags.verified", "name"}) // expect: WARNING LowCardinalityIndexPrefix
                class User {
                    org.bson.types.ObjectId id;
                    String name;
                    Flags flags;
                    static class Flags { boolean verified; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_seed_selectiveFieldFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("boolean", "@IndexHint(keys = {\"name\", \"status\"})")).expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("Status", "@IndexHint(keys = {\"name\", \"status\"})")).expectClean();
    }

    @Test
    void negative_seed_partialIndex() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("boolean", "@IndexHint(keys = {\"status\", \"name\"}, partialFilter = \"{status: true}\")"))
                .expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("Status", "@IndexHint(keys = {\"status\", \"name\"}, partialFilter = \"{status: 'ACTIVE'}\")"))
                .expectClean();
    }

    @Test
    void negative_seed_singleKey() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("boolean", "@IndexHint(keys = \"status\")")).expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @IndexHint Status status;
                    @IndexHint boolean active;
                    enum Status { ACTIVE, SUSPENDED }
                }
                """).expectClean();
    }

    @Test
    void negative_otherTypesFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("String", "@IndexHint(keys = {\"status\", \"name\"})")).expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("int", "@IndexHint(keys = {\"status\", \"name\"})")).expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User", user("boolean",
                "@SuppressWarnings(\"schemaguard:LowCardinalityIndexPrefix\")\n@IndexHint(keys = {\"status\", \"name\"})"))
                .expectClean();
    }

    @Test
    void positive_enumMessageGrammar() {
        String message = ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.User",
                user("Status", "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics().message("LowCardinalityIndexPrefix");
        assertTrue(message.contains("starts with 'status', an enum with few distinct values"), message);
    }
}
