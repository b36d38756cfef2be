package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
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
        ProcessorTester.Result result = ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "boolean",
                                "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics();
        String message = result.message("LowCardinalityIndexPrefix");
        assertTrue(message.startsWith("[LowCardinalityIndexPrefix] "), message);
        assertTrue(
                message.contains(
                        "index 'status_1_name_1' {status: 1, name: 1} starts with 'status', a boolean with few "
                                + "distinct values"),
                message);
        assertTrue(message.contains("equality, sort, range"), message);
        assertTrue(message.contains("partial index"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_seed_enumFirst() {
        String message = ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "Status",
                                "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics()
                .message("LowCardinalityIndexPrefix");
        assertTrue(
                message.contains("starts with 'status', a enum") || message.contains("starts with 'status', an enum"),
                message);
    }

    @Test
    void positive_boxedBoolean() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "Boolean",
                                "@IndexHint(keys = {\"status:-1\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheFirstKey() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("boolean", """
                @IndexHint(
                        name = "by_status",
                        keys = {"status", // expect: WARNING LowCardinalityIndexPrefix
                                "name"})"""))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_nestedBooleanFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", """
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
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_seed_selectiveFieldFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("boolean", "@IndexHint(keys = {\"name\", \"status\"})"))
                .expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("Status", "@IndexHint(keys = {\"name\", \"status\"})"))
                .expectClean();
    }

    @Test
    void negative_seed_partialIndex() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "boolean",
                                "@IndexHint(keys = {\"status\", \"name\"}, partialFilter = \"{status: true}\")"))
                .expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "Status",
                                "@IndexHint(keys = {\"status\", \"name\"}, partialFilter = \"{status: 'ACTIVE'}\")"))
                .expectClean();
    }

    @Test
    void negative_seed_singleKey() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("boolean", "@IndexHint(keys = \"status\")"))
                .expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @IndexHint Status status;
                    @IndexHint boolean active;
                    enum Status { ACTIVE, SUSPENDED }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_otherTypesFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("String", "@IndexHint(keys = {\"status\", \"name\"})"))
                .expectClean();
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source("p.User", user("int", "@IndexHint(keys = {\"status\", \"name\"})"))
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "boolean",
                                "@SuppressWarnings(\"schemaguard:LowCardinalityIndexPrefix\")\n@IndexHint(keys = {\"status\", \"name\"})"))
                .expectClean();
    }

    @Test
    void positive_enumMessageGrammar() {
        String message = ProcessorTester.forRules("LowCardinalityIndexPrefix")
                .source(
                        "p.User",
                        user(
                                "Status",
                                "@IndexHint(keys = {\"status\", \"name\"}) // expect: WARNING LowCardinalityIndexPrefix"))
                .expectMarkedDiagnostics()
                .message("LowCardinalityIndexPrefix");
        assertTrue(message.contains("starts with 'status', an enum with few distinct values"), message);
    }

    /**
     * LowCardinalityIndexPrefix in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_LowCardinalityIndexPrefix_booleanFirst() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'inStock': 1, 'author': 1}") // expect: WARNING LowCardinalityIndexPrefix
                    class Book { @Id String id; boolean inStock; String author; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_LowCardinalityIndexPrefix_enumFirstUnderStoredName() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Order", sdm("""
                    @Document("orders")
                    @CompoundIndex(def = "{'st': 1, 'placedAt': -1}") // expect: WARNING LowCardinalityIndexPrefix
                    class Order {
                        @Id String id;
                        @Field("st") Status status;
                        Date placedAt;
                        enum Status { OPEN, PAID, SHIPPED }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_LowCardinalityIndexPrefix_selectiveFirstOrPartial() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndexes({
                        @CompoundIndex(def = "{'author': 1, 'inStock': 1}"),
                        @CompoundIndex(def = "{'inStock': 1, 'title': 1}", partialFilter = "{'inStock': true}")
                    })
                    class Book { @Id String id; boolean inStock; String author; String title; @Indexed boolean featured; }
                    """))
                    .expectClean();
        }
    }

    /**
     * LowCardinalityIndexPrefix in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_LowCardinalityIndexPrefix_booleanFirst() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("inStock"), @Field("author")})) // expect: WARNING LowCardinalityIndexPrefix
                    class Book { @Id ObjectId id; boolean inStock; String author; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_LowCardinalityIndexPrefix_enumFirstUnderPropertyName() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Order", morphia("""
                    @Entity("orders")
                    @Indexes(@Index(fields = {@Field("st"), @Field(value = "placedAt", type = IndexType.DESC)})) // expect: WARNING LowCardinalityIndexPrefix
                    class Order {
                        @Id ObjectId id;
                        @Property("st") Status status;
                        Date placedAt;
                        enum Status { OPEN, PAID, SHIPPED }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_LowCardinalityIndexPrefix_selectiveFirstOrPartial() {
            ProcessorTester.forRules("LowCardinalityIndexPrefix")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes({
                        @Index(fields = {@Field("author"), @Field("inStock")}),
                        @Index(fields = {@Field("inStock"), @Field("title")}, options = @IndexOptions(partialFilter = "{'inStock': true}"))
                    })
                    class Book { @Id ObjectId id; boolean inStock; String author; String title; @Indexed boolean featured; }
                    """))
                    .expectClean();
        }
    }
}
