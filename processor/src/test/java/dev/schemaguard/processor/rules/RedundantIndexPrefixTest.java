package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RedundantIndexPrefix (WARNING): index A's keys are a strict prefix of index B's keys, with equal
 * directions or all reversed (single-field A: any direction). Never when A or B is unique or
 * sparse, their partial filters or collations differ, A is TTL or hidden, or a key of A is text,
 * hashed, 2d or 2dsphere. Reported on the redundant (shorter) index.
 *
 * <p>Its Spring Data MongoDB forms are in SpringDataRulesTest, with the cases about SDM's mapping.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class RedundantIndexPrefixTest {

    private static final String DOCS = "(see docs/rules/RedundantIndexPrefix.md)";

    /** A document with fields a, b, c and the given hints, one per line, before the class. */
    private static String abc(String... hints) {
        StringBuilder sb = new StringBuilder("package p;\nimport dev.schemaguard.annotations.*;\n@Document\n");
        for (String hint : hints) {
            sb.append(hint).append('\n');
        }
        sb.append("""
                class Item {
                    org.bson.types.ObjectId id;
                    String a;
                    String b;
                    String c;
                    java.time.Instant createdAt;
                    @Bounded(max = 2) double[] location;
                }
                """);
        return sb.toString();
    }

    @Test
    void positive_seed_prefixesOfThreeKeyIndex() {
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\", \"c\"})",
                                "@IndexHint(keys = \"a\") // expect: WARNING RedundantIndexPrefix",
                                "@IndexHint(keys = {\"a\", \"b\"}) // expect: WARNING RedundantIndexPrefix",
                                "@IndexHint(keys = \"b\")",
                                "@IndexHint(keys = {\"a\", \"c\"})"))
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("RedundantIndexPrefix");
        assertEquals(2, messages.size(), result.all());
        assertTrue(
                messages.stream()
                        .anyMatch(
                                m -> m.contains(
                                        "index 'a_1' {a: 1} is a prefix of index 'a_1_b_1_c_1' {a: 1, b: 1, c: 1}, which serves every query")),
                messages.toString());
        String ab = messages.stream()
                .filter(m -> m.contains("'a_1_b_1' {a: 1, b: 1}"))
                .findFirst()
                .orElseThrow();
        assertTrue(ab.startsWith("[RedundantIndexPrefix] "), ab);
        assertTrue(ab.contains("is a prefix of index 'a_1_b_1_c_1' {a: 1, b: 1, c: 1}"), ab);
        assertTrue(ab.contains("hidden = true"), ab);
        assertTrue(ab.endsWith(DOCS), ab);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void negative_seed_notAPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\", \"c\"})",
                                "@IndexHint(keys = \"b\")",
                                "@IndexHint(keys = {\"a\", \"c\"})"))
                .expectClean();
    }

    @Test
    void positive_singleFieldPrefixInEitherDirection() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"})",
                                "@IndexHint(keys = \"a:-1\") // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a:-1\", \"b\"})",
                                "@IndexHint(keys = \"a\") // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_allDirectionsReversed() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b:-1\", \"c\"})",
                                "@IndexHint(keys = {\"a:-1\", \"b\"}) // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_mixedDirections() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc("@IndexHint(keys = {\"a\", \"b:-1\", \"c\"})", "@IndexHint(keys = {\"a\", \"b\"})"))
                .expectClean();
    }

    @Test
    void positive_sameDirectionsWithDescendingKeys() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b:-1\", \"c\"})",
                                "@IndexHint(keys = {\"a\", \"b:-1\"}) // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_prefixOfSeveralLongerIndexes_reportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"})",
                                "@IndexHint(keys = {\"a\", \"c\"})",
                                "@IndexHint(keys = \"a\") // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("RedundantIndexPrefix").size(), result.all());
    }

    @Test
    void positive_fieldLevelHintPrefixOfClassLevelIndex() {
        String message = ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint String author; // expect: WARNING RedundantIndexPrefix
                    java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndexPrefix");
        assertTrue(
                message.contains("index 'author_1' {author: 1} is a prefix of index 'author_1_publishedAt_-1' "
                        + "{author: 1, publishedAt: -1}"),
                message);
    }

    @Test
    void positive_nestedFieldLevelHintPrefixOfClassLevelIndex() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"address.city", "address.zip"})
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @IndexHint String city; // expect: WARNING RedundantIndexPrefix
                        String zip;
                    }
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_storedNamesCompared() {
        ProcessorTester.forRules("RedundantIndexPrefix").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = "author") // expect: WARNING RedundantIndexPrefix
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("a") String author;
                    @Field("pub") java.time.Instant publishedAt;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_samePartialFilterAndSameCollation() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"}, partialFilter = \"{c: 'x'}\", collation = @Collation(locale = \"fr\"))",
                                "@IndexHint(keys = \"a\", partialFilter = \"{ c : 'x' }\", collation = @Collation(locale = \"fr\")) // expect: WARNING RedundantIndexPrefix"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_shorterUnique() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"})", "@IndexHint(keys = \"a\", unique = true)"))
                .expectClean();
    }

    @Test
    void negative_longerUnique() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"}, unique = true)", "@IndexHint(keys = \"a\")"))
                .expectClean();
    }

    @Test
    void negative_shorterSparse() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"})", "@IndexHint(keys = \"a\", sparse = true)"))
                .expectClean();
    }

    @Test
    void negative_longerSparse() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"}, sparse = true)", "@IndexHint(keys = \"a\")"))
                .expectClean();
    }

    @Test
    void negative_differentPartialFilters() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"}, partialFilter = \"{c: 'x'}\")",
                                "@IndexHint(keys = \"a\")"))
                .expectClean();
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"}, partialFilter = \"{c: 'x'}\")",
                                "@IndexHint(keys = \"a\", partialFilter = \"{c: 'y'}\")"))
                .expectClean();
    }

    @Test
    void negative_differentCollations() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"}, collation = @Collation(locale = \"en\", strength = 2))",
                                "@IndexHint(keys = \"a\")"))
                .expectClean();
    }

    @Test
    void negative_ttlPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"createdAt\", \"a\"})",
                                "@IndexHint(keys = \"createdAt\", expireAfterSeconds = 86400)"))
                .expectClean();
    }

    @Test
    void negative_hiddenPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"})", "@IndexHint(keys = \"a\", hidden = true)"))
                .expectClean();
    }

    @Test
    void negative_hiddenLonger() {
        // a hidden index serves no query, so it cannot stand in for the shorter one
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a\", \"b\"}, hidden = true)", "@IndexHint(keys = \"a\")"))
                .expectClean();
    }

    @Test
    void negative_textPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a:text\", \"b:text\"})", "@IndexHint(keys = \"a:text\")"))
                .expectClean();
    }

    @Test
    void negative_hashedPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Item", abc("@IndexHint(keys = {\"a:hashed\", \"b\"})", "@IndexHint(keys = \"a:hashed\")"))
                .expectClean();
    }

    @Test
    void negative_geo2dPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc("@IndexHint(keys = {\"location:2d\", \"a\"})", "@IndexHint(keys = \"location:2d\")"))
                .expectClean();
    }

    @Test
    void negative_geo2dspherePrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"location:2dsphere", "category"})
                @IndexHint(keys = "location:2dsphere")
                class Place {
                    org.bson.types.ObjectId id;
                    Point location;
                    String category;
                    static class Point { String type; @Bounded(max = 2) List<Double> coordinates; }
                }
                """).expectClean();
    }

    @Test
    void negative_sameLengthIsARepetitionNotAPrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix", "DuplicateIndex", "RedundantIndex")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(keys = {\"a\", \"b\"})",
                                "@IndexHint(keys = {\"a\", \"b\"}) // expect: WARNING RedundantIndex"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules("RedundantIndexPrefix").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:RedundantIndexPrefix")
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = "author")
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """).expectClean();
    }

    @Test
    void positive_ownCollationEqualToCollectionDefault() {
        // the longer index inherits the default collation: both compare strings alike
        ProcessorTester.forRules("RedundantIndexPrefix").source("p.Item", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = {"a", "b"})
                @IndexHint(keys = "a", collation = @Collation(locale = "en", strength = 2)) // expect: WARNING RedundantIndexPrefix
                class Item {
                    org.bson.types.ObjectId id;
                    String a;
                    String b;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheShorterIndexHint() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source(
                        "p.Item",
                        abc(
                                "@IndexHint(\n        keys = {\"a\", \"b\"})",
                                "@IndexHint( // expect: WARNING RedundantIndexPrefix\n        name = \"by_a\",\n        keys = \"a\")"))
                .expectMarkedDiagnostics();
    }
}
