package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * IndexOptionConflict (fixed, ERROR): sparse with partialFilter; a partialFilter that is not valid
 * JSON or uses an operator other than equality, $eq, $exists: true, $gt, $gte, $lt, $lte, $type,
 * $and, $or, $in (reported on partialFilter); a collation on a text or 2d index (own: on
 * collation; inherited from the collection default: on the @IndexHint).
 */
class IndexOptionConflictTest {

    private static final String DOCS = "(see docs/rules/IndexOptionConflict.md)";

    /** An Order document with one class-level hint (its line ends with {@code marker}, if any). */
    private static String order(String hint, String marker) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                %s%s
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                    int qty;
                    String note;
                    java.time.Instant deletedAt;
                }
                """.formatted(hint, marker.isEmpty() ? "" : " // expect: " + marker);
    }

    @Test
    void positive_sparseAndPartial() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOptionConflict").source("p.Order", order(
                "@IndexHint(keys = \"customerId\", sparse = true, partialFilter = \"{status: 'open'}\")",
                "ERROR IndexOptionConflict")).expectMarkedDiagnostics();
        String message = result.message("IndexOptionConflict");
        assertTrue(message.startsWith("[IndexOptionConflict] "), message);
        assertTrue(message.contains("index 'customerId_1' {customerId: 1} is both sparse and partial"), message);
        assertTrue(message.contains("{\"customerId\": {\"$exists\": true}}"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_sparseAndPartial_reportedOnPartialFilter() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = "customerId",
                        sparse = true,
                        partialFilter = "{status: 'open'}") // expect: ERROR IndexOptionConflict
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_sparseAlone_partialAlone() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", sparse = true)
                @IndexHint(keys = "status", partialFilter = "{status: 'open'}")
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """).expectClean();
    }

    @Test
    void positive_invalidJson() {
        String filter = "{status: 'open'";
        RuntimeException reader = assertThrows(RuntimeException.class, () -> BsonDocument.parse(filter));
        String message = partialFilterError(filter);
        assertTrue(message.contains("partialFilter of index 'customerId_1' {customerId: 1} is not a JSON document"), message);
        assertTrue(message.contains(reader.getMessage()), message + " / reader: " + reader.getMessage());
        assertTrue(message.contains("at character"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_invalidJson_badToken() {
        String filter = "{status: open}";
        RuntimeException reader = assertThrows(RuntimeException.class, () -> BsonDocument.parse(filter));
        String message = partialFilterError(filter);
        assertTrue(message.contains(reader.getMessage()), message + " / reader: " + reader.getMessage());
        assertTrue(message.contains("at character"), message);
    }

    @Test
    void positive_jsonThatIsNoDocument() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Order", order(
                "@IndexHint(keys = \"customerId\", partialFilter = \"[1, 2]\")",
                "ERROR IndexOptionConflict")).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("is not a JSON document"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{status: {$ne: 'closed'}}|$ne",
        "{note: {$regex: '^a'}}|$regex",
        "{deletedAt: {$exists: false}}|$exists: false",
        "{$nor: [{status: 'closed'}]}|$nor",
        "{note: /^urgent/}|a regular expression",
        "{status: {$nin: ['a', 'b']}}|$nin",
        "{$or: [{status: 'open'}, {qty: {$ne: 0}}]}|$ne",
        "{$expr: {$gt: ['$qty', 5]}}|$expr"})
    void positive_refusedOperator(String caseText) {
        String filter = caseText.substring(0, caseText.indexOf('|'));
        String operator = caseText.substring(caseText.indexOf('|') + 1);
        String message = partialFilterError(filter);
        assertTrue(message.contains("partialFilter of index 'customerId_1' {customerId: 1} uses " + operator
                + ", which MongoDB refuses in a partial index (CannotCreateIndex, 67)"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    /** The one IndexOptionConflict error on a customerId index with this partial filter. */
    private static String partialFilterError(String filter) {
        return ProcessorTester.forRules("IndexOptionConflict").source("p.Order", order(
                "@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")",
                "ERROR IndexOptionConflict")).expectMarkedDiagnostics().message("IndexOptionConflict");
    }

    /** A field's operator where the filter names fields: the query parser refuses it before the partial-index check. */
    @ParameterizedTest
    @ValueSource(strings = {
        "{$eq: 1}|$eq",
        "{$gt: 5}|$gt",
        "{$and: [{status: 'open'}, {$exists: true}]}|$exists",
        "{$regex: 'a'}|$regex"})
    void positive_fieldOperatorAtTheTopLevel(String caseText) {
        String filter = caseText.substring(0, caseText.indexOf('|'));
        String operator = caseText.substring(caseText.indexOf('|') + 1);
        String message = partialFilterError(filter);
        assertTrue(message.contains("partialFilter of index 'customerId_1' {customerId: 1} has " + operator
                + " where a filter names fields") && message.contains("(BadValue, 2: \"unknown top level operator\")")
                && message.contains("such as {status: {" + operator + ": ...}}"), message);
        assertTrue(!message.contains("CannotCreateIndex"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{status: 'open'}",
        "{status: {$eq: 'open'}}",
        "{deletedAt: {$exists: true}}",
        "{qty: {$gt: 5}}",
        "{qty: {$gte: 5, $lte: 100}}",
        "{qty: {$lt: 5}}",
        "{note: {$type: 'string'}}",
        "{status: {$in: ['open', 'pending']}}",
        "{$and: [{status: 'open'}, {qty: {$gt: 0}}]}",
        "{$or: [{status: 'open'}, {status: 'pending'}]}",
        "{status: 'open', qty: {$gte: 1}}",
        "{\\\"status\\\": \\\"open\\\"}"})
    void negative_allowedFilter(String filter) {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Order", order(
                "@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")", "")).expectClean();
    }

    @Test
    void positive_textIndexWithOwnCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title:text", collation = @Collation(locale = "en", strength = 2)) // expect: ERROR IndexOptionConflict
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("text index 'title_text' {title: \"text\"} has the collation"), message);
        assertTrue(message.contains("remove the collation"), message);
    }

    @Test
    void positive_textIndexWithOwnCollation_reportedOnCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = "title:text",
                        collation = @Collation(locale = "fr")) // expect: ERROR IndexOptionConflict
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_2dIndexWithOwnCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "location:2d", collation = @Collation(locale = "en")) // expect: ERROR IndexOptionConflict
                class Place {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 2) double[] location;
                }
                """).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("2d index 'location_2d'"), message);
    }

    @Test
    void positive_textIndexOnCollectionWithDefaultCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = {"title:text", "body:text"}) // expect: ERROR IndexOptionConflict
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String body;
                }
                """).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("text index 'title_text_body_text' {title: \"text\", body: \"text\"} would take the "
                + "collection's default collation"), message);
        assertTrue(message.contains("collation = @Collation(locale = \"simple\")"), message);
    }

    @Test
    void negative_textIndexWithSimpleCollationOnCollectionWithDefaultCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = "title:text", collation = @Collation(locale = "simple"))
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_textAnd2dIndexesWithoutCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "name:text")
                @IndexHint(keys = "location:2d")
                class Place {
                    org.bson.types.ObjectId id;
                    String name;
                    @Bounded(max = 2) double[] location;
                }
                """).expectClean();
    }

    @Test
    void negative_collationOnOtherIndexTypes() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = "name", collation = @Collation(locale = "fr"))
                @IndexHint(keys = {"location:2dsphere", "category"})
                @IndexHint(keys = "category:hashed")
                class Place {
                    org.bson.types.ObjectId id;
                    String name;
                    String category;
                    Point location;
                    static class Point { String type; @Bounded(max = 2) List<Double> coordinates; }
                }
                """).expectClean();
    }

    @Test
    void negative_textIndexOnCollectionWithSimpleDefaultCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "simple"))
                @IndexHint(keys = "title:text")
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void positive_2dIndexOnCollectionWithDefaultCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "fr"))
                @IndexHint(keys = {"location:2d", "category"}) // expect: ERROR IndexOptionConflict
                class Place {
                    org.bson.types.ObjectId id;
                    String category;
                    @Bounded(max = 2) double[] location;
                }
                """).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("2d index 'location_2d_category_1'"), message);
        assertTrue(message.contains("collation = @Collation(locale = \"simple\")"), message);
    }

    @Test
    void negative_existsWithTruthyNumber() {
        // the server reads any number but 0 as $exists: true
        ProcessorTester.forRules("IndexOptionConflict").source("p.Order", order(
                "@IndexHint(keys = \"customerId\", partialFilter = \"{deletedAt: {$exists: 1}}\")", "")).expectClean();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{$and: 5}", "{$or: []}", "{$and: [1, 2]}", "{status: {$in: 'A'}}"})
    void positive_operatorGivenAValueOfTheWrongShape(String filter) {
        // index_partial_create_drop.js: {$and: 5} and the like are refused (BadValue)
        String message = partialFilterError(filter);
        assertTrue(message.contains("BadValue, 2"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{$or: [{status: 'A'}, {status: 'B'}]}", "{status: {$in: ['A', 'B']}}"})
    void positive_orAndInBefore60(String filter) {
        String message = ProcessorTester.forRules("IndexOptionConflict").option("schemaguard.mongodbVersion=5.0")
                .source("p.Order", order("@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")",
                        "ERROR IndexOptionConflict")).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("from 6.0 on only"), message);
        assertTrue(message.contains("-Aschemaguard.mongodbVersion=5.0"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{$or: [{status: 'A'}, {status: 'B'}]}", "{status: {$in: ['A', 'B']}}"})
    void negative_orAndInFrom60(String filter) {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Order",
                order("@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")", "")).expectClean();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{tenant: ObjectId('abc')}", "{n: NumberLong('many')}", "{u: UUID('not-a-uuid')}",
        "{t: {$oid: 'zz'}}", "{'seq': 1}, {'t': 2}", "{'seq': 1}}"})
    void positive_filterThatIsNotOneValidDocument_noCrash(String filter) {
        // issue 11, item 1: these crashed the processor, or were cut silently in the generated code
        String message = partialFilterError(filter);
        assertTrue(message.contains("is not a JSON document"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"unique = true", "sparse = true", "hidden = true", "partialFilter = \"{a: 1}\"",
        "collation = @Collation(locale = \"fr\")"})
    void positive_optionOnTheIdIndex(String option) {
        // index_id_options.js: the _id index takes key, name and the collection's collation only
        String message = ProcessorTester.forRules("IndexOptionConflict", "RedundantIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id", OPTION) // expect: ERROR IndexOptionConflict
                class Book {
                    org.bson.types.ObjectId id;
                    int a;
                }
                """.replace("OPTION", option)).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("is on _id alone, and the _id index takes no"), message);
    }

    @Test
    void negative_idIndexWithTheCollectionsCollation_isPlainAndRedundant() {
        ProcessorTester.forRules("IndexOptionConflict", "RedundantIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en_US"))
                @IndexHint(keys = "_id", collation = @Collation(locale = "en_US")) // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                }
                """).expectMarkedDiagnostics();
    }
}
