package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SpringDataSources;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

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
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOptionConflict")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = \"customerId\", sparse = true, partialFilter = \"{status: 'open'}\")",
                                "ERROR IndexOptionConflict"))
                .expectMarkedDiagnostics();
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
        assertTrue(
                message.contains("partialFilter of index 'customerId_1' {customerId: 1} is not a JSON document"),
                message);
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
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = \"customerId\", partialFilter = \"[1, 2]\")",
                                "ERROR IndexOptionConflict"))
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(message.contains("is not a JSON document"), message);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{status: {$ne: 'closed'}}|$ne",
                "{note: {$regex: '^a'}}|$regex",
                "{deletedAt: {$exists: false}}|$exists: false",
                "{$nor: [{status: 'closed'}]}|$nor",
                "{note: /^urgent/}|a regular expression",
                "{status: {$nin: ['a', 'b']}}|$nin",
                "{$or: [{status: 'open'}, {qty: {$ne: 0}}]}|$ne",
                "{$expr: {$gt: ['$qty', 5]}}|$expr"
            })
    void positive_refusedOperator(String caseText) {
        String filter = caseText.substring(0, caseText.indexOf('|'));
        String operator = caseText.substring(caseText.indexOf('|') + 1);
        String message = partialFilterError(filter);
        assertTrue(
                message.contains("partialFilter of index 'customerId_1' {customerId: 1} uses " + operator
                        + ", which MongoDB refuses in a partial index (CannotCreateIndex, 67)"),
                message);
        assertTrue(message.endsWith(DOCS), message);
    }

    /** The one IndexOptionConflict error on a customerId index with this partial filter. */
    private static String partialFilterError(String filter) {
        return ProcessorTester.forRules("IndexOptionConflict")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")",
                                "ERROR IndexOptionConflict"))
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
    }

    /** A field's operator where the filter names fields: the query parser refuses it before the partial-index check. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "{$eq: 1}|$eq",
                "{$gt: 5}|$gt",
                "{$and: [{status: 'open'}, {$exists: true}]}|$exists",
                "{$regex: 'a'}|$regex"
            })
    void positive_fieldOperatorAtTheTopLevel(String caseText) {
        String filter = caseText.substring(0, caseText.indexOf('|'));
        String operator = caseText.substring(caseText.indexOf('|') + 1);
        String message = partialFilterError(filter);
        assertTrue(
                message.contains("partialFilter of index 'customerId_1' {customerId: 1} has " + operator
                                + " where a filter names fields")
                        && message.contains("(BadValue, 2: \"unknown top level operator\")")
                        && message.contains("such as {status: {" + operator + ": ...}}"),
                message);
        assertTrue(!message.contains("CannotCreateIndex"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
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
                "{\\\"status\\\": \\\"open\\\"}"
            })
    void negative_allowedFilter(String filter) {
        ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Order", order("@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")", ""))
                .expectClean();
    }

    @Test
    void positive_textIndexWithOwnCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title:text", collation = @Collation(locale = "en", strength = 2)) // expect: ERROR IndexOptionConflict
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
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
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "location:2d", collation = @Collation(locale = "en")) // expect: ERROR IndexOptionConflict
                class Place {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 2) double[] location;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(message.contains("2d index 'location_2d'"), message);
    }

    @Test
    void positive_textIndexOnCollectionWithDefaultCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Article", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = {"title:text", "body:text"}) // expect: ERROR IndexOptionConflict
                class Article {
                    org.bson.types.ObjectId id;
                    String title;
                    String body;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(
                message.contains("text index 'title_text_body_text' {title: \"text\", body: \"text\"} would take the "
                        + "collection's default collation"),
                message);
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
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "fr"))
                @IndexHint(keys = {"location:2d", "category"}) // expect: ERROR IndexOptionConflict
                class Place {
                    org.bson.types.ObjectId id;
                    String category;
                    @Bounded(max = 2) double[] location;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(message.contains("2d index 'location_2d_category_1'"), message);
        assertTrue(message.contains("collation = @Collation(locale = \"simple\")"), message);
    }

    @Test
    void negative_existsWithTruthyNumber() {
        // the server reads any number but 0 as $exists: true
        ProcessorTester.forRules("IndexOptionConflict")
                .source(
                        "p.Order",
                        order("@IndexHint(keys = \"customerId\", partialFilter = \"{deletedAt: {$exists: 1}}\")", ""))
                .expectClean();
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
        String message = ProcessorTester.forRules("IndexOptionConflict")
                .option("schemaguard.mongodbVersion=5.0")
                .source(
                        "p.Order",
                        order(
                                "@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")",
                                "ERROR IndexOptionConflict"))
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(message.contains("from 6.0 on only"), message);
        assertTrue(message.contains("-Aschemaguard.mongodbVersion=5.0"), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{$or: [{status: 'A'}, {status: 'B'}]}", "{status: {$in: ['A', 'B']}}"})
    void negative_orAndInFrom60(String filter) {
        ProcessorTester.forRules("IndexOptionConflict")
                .source("p.Order", order("@IndexHint(keys = \"customerId\", partialFilter = \"" + filter + "\")", ""))
                .expectClean();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{tenant: ObjectId('abc')}",
                "{n: NumberLong('many')}",
                "{u: UUID('not-a-uuid')}",
                "{t: {$oid: 'zz'}}",
                "{'seq': 1}, {'t': 2}",
                "{'seq': 1}}"
            })
    void positive_filterThatIsNotOneValidDocument_noCrash(String filter) {
        // issue 11, item 1: these crashed the processor, or were cut silently in the generated code
        String message = partialFilterError(filter);
        assertTrue(message.contains("is not a JSON document"), message);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "unique = true",
                "sparse = true",
                "hidden = true",
                "partialFilter = \"{a: 1}\"",
                "collation = @Collation(locale = \"fr\")"
            })
    void positive_optionOnTheIdIndex(String option) {
        // index_id_options.js: the _id index takes key, name and the collection's collation only
        String message = ProcessorTester.forRules("IndexOptionConflict", "RedundantIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id", OPTION) // expect: ERROR IndexOptionConflict
                class Book {
                    org.bson.types.ObjectId id;
                    int a;
                }
                """.replace("OPTION", option))
                .expectMarkedDiagnostics()
                .message("IndexOptionConflict");
        assertTrue(message.contains("is on _id alone, and the _id index takes no"), message);
    }

    @Test
    void negative_idIndexWithTheCollectionsCollation_isPlainAndRedundant() {
        ProcessorTester.forRules("IndexOptionConflict", "RedundantIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en_US"))
                @IndexHint(keys = "_id", collation = @Collation(locale = "en_US")) // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * IndexOptionConflict in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexOptionConflict_sparseAndPartial() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Indexed(sparse = true, partialFilter = "{'price': {'$gt': 0}}") long price; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOptionConflict_refusedOperatorInPartialFilter() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'author': 1, 'price': 1}", partialFilter = "{'price': {'$ne': 0}}") // expect: ERROR IndexOptionConflict
                    class Book { @Id String id; String author; long price; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexOptionConflict_partialFilterAlone() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'author': 1, 'price': 1}", partialFilter = "{'price': {'$gt': 0}}")
                    class Book {
                        @Id String id;
                        String author;
                        @Indexed(sparse = true) long price;
                    }
                    """))
                    .expectClean();
        }

        /** SDM adds the collection's collation to an index without one (DefaultIndexOperations), text indexes of a def too. */
        @Test
        void positive_IndexOptionConflict_textDefUnderDocumentCollation() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                    @CompoundIndex(def = "{'summary': 'text'}") // expect: ERROR IndexOptionConflict
                    class Book { @Id String id; String summary; }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** The fix in SDM's words: its collation is a string, "simple" a locale alone (Collation.parse). */
        @Test
        void positive_IndexOptionConflict_textDefUnderDocumentCollation_proposesSdmsSimpleCollation() {
            String message = ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                    @CompoundIndex(def = "{'summary': 'text'}") // expect: ERROR IndexOptionConflict
                    class Book { @Id String id; String summary; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("IndexOptionConflict");
            assertTrue(
                    message.contains(
                            "would take the collection's default collation \"{'locale': 'en', 'strength': 2}\""),
                    message);
            assertTrue(message.contains("give it collation = \"simple\""), message);
            assertFalse(message.contains("@Collation"), message);
        }

        @Test
        void positive_IndexOptionConflict_ownCollationOnATextDef_shownAsWritten() {
            String message = ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'summary': 'text'}", collation = "fr") // expect: ERROR IndexOptionConflict
                    class Book { @Id String id; String summary; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("IndexOptionConflict");
            assertTrue(
                    message.contains("has the collation \"{'locale': 'fr'}\"")
                            && message.contains("remove the collation"),
                    message);
        }

        @Test
        void negative_IndexOptionConflict_textDefWithSimpleCollation() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                    @CompoundIndex(def = "{'summary': 'text'}", collation = "simple")
                    class Book { @Id String id; String summary; }
                    """))
                    .expectClean();
        }

        /**
         * SDM's @GeoSpatialIndexed has no collation of its own and SDM adds none: the 2d index takes the
         * collection default, which MongoDB refuses for 2d indexes. In SDM only a @CompoundIndex def can say 'simple'.
         */
        @Test
        void positive_IndexOptionConflict_geoSpatialIndexedUnderDocumentCollation() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Shop", sdm("""
                    @Document(collection = "shops", collation = "en")
                    class Shop {
                        @Id String id;
                        @GeoSpatialIndexed double[] location; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexOptionConflict_twoDDefWithSimpleCollation() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Shop", sdm("""
                    @Document(collection = "shops", collation = "en")
                    @CompoundIndex(def = "{'location': '2d'}", collation = "simple")
                    class Shop {
                        @Id String id;
                        double[] location;
                        @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] entrance;
                    }
                    """))
                    .expectClean();
        }

        /** What the disabled case below relies on, read from SDM itself: its text index asks for 'simple'. */
        @Test
        void sdmTextIndexUnderDocumentCollationIsSimple() throws Exception {
            String source = SpringDataSources.IMPORTS.replace("package p;", "package t;") + """
                    @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                    public class Book { @Id String id; @TextIndexed String summary; }
                    """;
            ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "t.Book", source);
            Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("t.Book");
            List<String> options = new ArrayList<>();
            new MongoPersistentEntityIndexResolver(new MongoMappingContext())
                    .resolveIndexFor(type)
                    .forEach(index -> options.add(index.getIndexOptions().toJson()));
            assertEquals(1, options.size(), options.toString());
            assertTrue(options.get(0).contains("\"collation\": {\"locale\": \"simple\"}"), options.get(0));
        }

        /**
         * SDM's own text index asks for the simple collation when the document has one
         * (MongoPersistentEntityIndexResolver.potentiallyCreateTextIndexDefinition: withSimpleCollation()), so
         * MongoDB accepts it, and schemaguard reads the index with that collation.
         */
        @Test
        void negative_IndexOptionConflict_textIndexedUnderDocumentCollation() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", sdm("""
                    @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                    class Book { @Id String id; @TextIndexed String summary; }
                    """))
                    .expectClean();
        }
    }

    /**
     * IndexOptionConflict in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexOptionConflict_sparseAndPartial() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(sparse = true, partialFilter = "{'price': {'$gt': 0}}")) long price; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOptionConflict_refusedOperatorInPartialFilter() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("author"), @Field("price")},
                            options = @IndexOptions(partialFilter = "{'price': {'$ne': 0}}"))) // expect: ERROR IndexOptionConflict
                    class Book { @Id ObjectId id; String author; long price; }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Morphia hands the filter to Document.parse when it creates the index: one that does not parse fails at startup. */
        @Test
        void positive_IndexOptionConflict_partialFilterNotJson() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(partialFilter = "price > 0")) long price; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        /** Morphia sends a @Text index's collation as written; MongoDB refuses any but simple on a text index. */
        @Test
        void positive_IndexOptionConflict_collationOnText() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Text(options = @IndexOptions(collation = @Collation(locale = "en"))) String summary; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOptionConflict_collationOnTwoD() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Shop", morphia("""
                    @Entity("shops")
                    class Shop {
                        @Id ObjectId id;
                        @Indexed(value = IndexDirection.GEO2D, options = @IndexOptions(collation = @Collation(locale = "fr"))) double[] location; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOptionConflict_uniqueOnTheId() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id @Indexed(options = @IndexOptions(unique = true)) ObjectId id; // expect: ERROR IndexOptionConflict
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexOptionConflict_partialAloneSparseAloneSimpleText() {
            ProcessorTester.forRules("IndexOptionConflict")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = {@Field("author"), @Field("price")},
                            options = @IndexOptions(partialFilter = "{'price': {'$gt': 0}}")))
                    class Book {
                        @Id ObjectId id;
                        String author;
                        @Indexed(options = @IndexOptions(sparse = true)) long price;
                        @Text(options = @IndexOptions(collation = @Collation(locale = "simple"))) String summary;
                        @Indexed(value = IndexDirection.GEO2DSPHERE, options = @IndexOptions(collation = @Collation(locale = "fr"))) double[] location;
                    }
                    """))
                    .expectClean();
        }
    }
}
