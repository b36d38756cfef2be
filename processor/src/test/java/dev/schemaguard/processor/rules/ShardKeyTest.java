package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * ShardKey (fixed, ERROR): what shardCollection refuses of a shard key, held against the server's own
 * tests in mongodb/mongo:
 * <ul>
 *   <li>jstests/sharding/shard_collection_basic.js: {@code {aKey: "hahahashed"}} fails (key format);
 *       {@code {'z.x': 1}} and {@code {'z.x': 'hashed'}} work (a dotted path into an embedded document);
 *       sharding on a field that holds arrays fails ("Can't shard by a multikey"); {@code {x: 'hashed',
 *       y: 'hashed'}} fails (two hashed fields); {@code {aKey: "hashed"}, unique: true} fails;</li>
 *   <li>jstests/sharding/compound_hashed_shard_key_presplitting.js and compound_hashed_shard_key_targeting.js
 *       (tagged requires_fcv_44): {@code {a: "hashed", rangeField1: 1}} and {@code {rangeField1: 1, a:
 *       "hashed"}} are sharded from 4.4 on; the multiversion test of the same name refuses them at FCV 4.2;</li>
 *   <li>shardCollection's own checks (the config server's shard collection command): "cannot have empty
 *       shard key"; "Unsupported shard key pattern ... Pattern must either be a single hashed field, or a
 *       list of ascending fields" (so {@code -1}, text or geo keys); "Hashed shard keys cannot be declared
 *       unique" (InvalidOptions);</li>
 *   <li>jstests/sharding/timeseries_shard_collection.js: a time series collection is sharded on
 *       {@code {hostId: 1}} (its metaField) and {@code {hostId: 1, time: 1}} (with its timeField).</li>
 * </ul>
 * What no generated code can get right is here too: a key naming no field, and two shard keys in one
 * hierarchy. A key through a map goes into one dynamic key, which the server accepts.
 */
class ShardKeyTest {

    private static final String DOCS = "(see docs/rules/ShardKey.md)";

    private static ProcessorTester.Result check(String source) {
        return ProcessorTester.forRules("ShardKey").source("p.Order", source).expectMarkedDiagnostics();
    }

    private static ProcessorTester.Result checkAt(String version, String source) {
        return ProcessorTester.forRules("ShardKey")
                .option("schemaguard.mongodbVersion=" + version)
                .source("p.Order", source)
                .expectMarkedDiagnostics();
    }

    private static final String ORDER_FIELDS = """
                org.bson.types.ObjectId id;
                org.bson.types.ObjectId customerId;
                java.time.Instant placedAt;
                Address address;
                java.util.List<Line> lines;
                java.util.Map<String, String> labels;
                @Reference(Customer.class) org.bson.types.ObjectId customer;
            """;

    private static String order(String annotations) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                %s
                class Order {
                %s}
                class Address { String city; String zip; }
                class Line { String sku; int qty; }
                @Document(collection = "customers")
                class Customer { org.bson.types.ObjectId id; String name; }
                """.formatted(annotations, ORDER_FIELDS);
    }

    @Test
    void negative_rangedHashedCompoundDottedAndReferenceId() {
        check(order("@ShardKey(keys = {\"customerId\", \"placedAt\"})"));
        check(order("@ShardKey(keys = \"customerId:hashed\")"));
        check(order("@ShardKey(keys = {\"address.city\", \"address.zip:1\"})"));
        // shard_collection_basic.js: {'z.x': 'hashed'} works
        check(order("@ShardKey(keys = \"address.city:hashed\")"));
        // a key that *is* a stored reference id is a plain ObjectId field
        check(order("@ShardKey(keys = {\"customer\", \"placedAt\"})"));
        check(order("@ShardKey(keys = \"_id\")"));
    }

    @Test
    void negative_compoundHashedFrom44() {
        checkAt("4.4", order("@ShardKey(keys = {\"customerId:hashed\", \"placedAt\"})"));
        check(order("@ShardKey(keys = {\"placedAt\", \"customerId:hashed\"})"));
    }

    @Test
    void positive_compoundHashedBefore44() {
        String message = checkAt(
                        "4.2",
                        order("@ShardKey(keys = {\"customerId:hashed\", \"placedAt\"}) // expect: ERROR ShardKey"))
                .message("ShardKey");
        assertTrue(
                message.contains("shard key {customerId: \"hashed\", placedAt: 1} is compound with a hashed field: "
                        + "MongoDB 4.2 refuses it"),
                message);
    }

    @Test
    void negative_keyThroughMap() {
        check(order("@ShardKey(keys = \"labels.region\")"));
    }

    @Test
    void positive_keyThroughArray() {
        ProcessorTester.Result result =
                check(order("@ShardKey(keys = {\"customerId\", \"lines.sku\"}) // expect: ERROR ShardKey"));
        String message = result.message("ShardKey");
        assertTrue(
                message.startsWith("[ShardKey] shard key 'lines.sku' goes through 'lines', an array: MongoDB refuses"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_keyThroughReference() {
        String message = check(order("@ShardKey(keys = \"customer.name\") // expect: ERROR ShardKey"))
                .message("ShardKey");
        assertTrue(message.contains("shard key 'customer.name' goes through the reference 'customer'"), message);
    }

    @Test
    void positive_descendingAndOtherTypes() {
        String message = check(order("@ShardKey(keys = \"placedAt:-1\") // expect: ERROR ShardKey"))
                .message("ShardKey");
        assertTrue(
                message.contains(
                        "shard key 'placedAt:-1' is descending (-1): MongoDB takes only ascending (1) or hashed"),
                message);
        check(order("@ShardKey(keys = \"address.city:text\") // expect: ERROR ShardKey"));
    }

    @Test
    void positive_unknownSuffixIsInvalidAnnotation() {
        // shard_collection_basic.js: {aKey: "hahahashed"} is refused; the @IndexHint syntax reports it
        ProcessorTester.forRules("ShardKey", "InvalidAnnotation")
                .source(
                        "p.Order",
                        order("@ShardKey(keys = \"customerId:hahahashed\") // expect: ERROR InvalidAnnotation"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_twoHashedKeys() {
        String message = checkAt(
                        "4.4",
                        order(
                                "@ShardKey(keys = {\"customerId:hashed\", \"placedAt:hashed\"}) // expect: ERROR ShardKey"))
                .message("ShardKey");
        assertTrue(message.contains("has 2 hashed fields: MongoDB allows one hashed field"), message);
    }

    @Test
    void positive_uniqueHashed() {
        String message = check(order("""
                @ShardKey(keys = "customerId:hashed",
                        unique = true) // expect: ERROR ShardKey""")).message("ShardKey");
        assertTrue(
                message.contains("@ShardKey(unique = true) with the hashed shard key {customerId: \"hashed\"}"),
                message);
    }

    @Test
    void negative_uniqueRanged() {
        check(order("@ShardKey(keys = {\"customerId\", \"placedAt\"}, unique = true)"));
    }

    @Test
    void positive_unknownField_withSuggestion() {
        String message = check(order("@ShardKey(keys = \"customerID\") // expect: ERROR ShardKey"))
                .message("ShardKey");
        assertTrue(
                message.contains(
                        "shard key 'customerID' does not resolve: 'customerID' is not a stored field of 'Order'; "
                                + "did you mean 'customerId'?"),
                message);
    }

    @Test
    void positive_noKeys() {
        check(order("@ShardKey(keys = {}) // expect: ERROR ShardKey"));
    }

    @Test
    void negative_idOfADocumentWithoutIdField() {
        ProcessorTester.forRules("ShardKey").source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @ShardKey(keys = "_id:hashed")
                class Event { String name; }
                """).expectClean();
    }

    @Test
    void negative_inheritedFromSuperclassInTheSameCollection() {
        ProcessorTester.forRules("ShardKey").source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                @ShardKey(keys = "customerId")
                class Base { org.bson.types.ObjectId id; org.bson.types.ObjectId customerId; }
                @Document(collection = "orders")
                class Special extends Base { String note; }
                """).expectClean();
    }

    @Test
    void positive_inheritedKeyNamesAFieldTheSubclassHasNot_reportedOnce() {
        // the superclass's key is checked against every document that inherits it: here it resolves in both
        ProcessorTester.forRules("ShardKey").source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @ShardKey(keys = "tags") // expect: ERROR ShardKey
                abstract class Base { org.bson.types.ObjectId id; java.util.List<String> tags; }
                @Document(collection = "a")
                class A extends Base { }
                @Document(collection = "b")
                class B extends Base { }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_twoShardKeysInOneHierarchy() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                @ShardKey(keys = "customerId")
                class Base { org.bson.types.ObjectId id; org.bson.types.ObjectId customerId; java.time.Instant placedAt; }
                @Document(collection = "orders")
                @ShardKey(keys = "placedAt") // expect: ERROR ShardKey
                class Special extends Base { String note; }
                """)
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(
                message.contains(
                        "@ShardKey on 'Special' is a second shard key in one hierarchy, beside @ShardKey on 'Base'"),
                message);
    }

    @Test
    void negative_superclassOfAnotherCollectionKeepsItsKey() {
        ProcessorTester.forRules("ShardKey").source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                @ShardKey(keys = "customerId")
                class Base { org.bson.types.ObjectId id; org.bson.types.ObjectId customerId; java.time.Instant placedAt; }
                @Document(collection = "archived_orders")
                @ShardKey(keys = "placedAt:hashed")
                class Archived extends Base { }
                """).expectClean();
    }

    @Test
    void positive_timeSeries_keyOtherThanMetaOrTime() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("p.Reading", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @ShardKey(keys = {"sensor.id", "value"}) // expect: ERROR ShardKey
                class Reading { org.bson.types.ObjectId id; java.time.Instant at; Sensor sensor; double value; }
                class Sensor { String id; String site; }
                """)
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(
                message.contains("shard key 'value' is not the time series collection's metaField 'sensor' or "
                        + "timeField 'at'"),
                message);
    }

    @Test
    void negative_timeSeries_metaSubfieldAndTime() {
        ProcessorTester.forRules("ShardKey").source("p.Reading", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @TimeSeries(timeField = "at", metaField = "sensor")
                @ShardKey(keys = {"sensor.id", "at"})
                class Reading { org.bson.types.ObjectId id; java.time.Instant at; Sensor sensor; double value; }
                class Sensor { String id; String site; }
                """).expectClean();
    }

    @Test
    void positive_onEmbeddedClass_isInvalidAnnotation() {
        ProcessorTester.forRules("ShardKey", "InvalidAnnotation")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order { org.bson.types.ObjectId id; Address address; }
                @ShardKey(keys = "city") // expect: ERROR InvalidAnnotation
                class Address { String city; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_notSuppressible() {
        String message = check(order("""
                @SuppressWarnings("schemaguard")
                @ShardKey(keys = "lines.sku") // expect: ERROR ShardKey""")).message("ShardKey");
        assertTrue(message.contains("@SuppressWarnings does not apply: ShardKey is a fixed rule"), message);
    }
}
