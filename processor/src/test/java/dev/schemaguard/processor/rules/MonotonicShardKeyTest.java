package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * MonotonicShardKey (WARNING): a ranged shard key whose first field is the {@code _id} as an ObjectId
 * or a date, or a date field (manual, "Choose a Shard Key": monotonically changing shard keys); never
 * a hashed key, nor another ObjectId field (a reference does not grow with inserts). Reported on the
 * first key.
 */
class MonotonicShardKeyTest {

    private static final String DOCS = "(see docs/rules/MonotonicShardKey.md)";

    private static ProcessorTester.Result check(String shardKey) {
        return ProcessorTester.forRules("MonotonicShardKey")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                %s
                class Order {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    java.time.Instant placedAt;
                    java.util.Date shippedAt;
                    long number;
                }
                """.formatted(shardKey))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_acceptance_ordersShardedOnObjectIdId() {
        ProcessorTester.Result result = check("@ShardKey(keys = \"_id\") // expect: WARNING MonotonicShardKey");
        String message = result.message("MonotonicShardKey");
        assertTrue(
                message.startsWith(
                        "[MonotonicShardKey] ranged shard key {_id: 1} starts with '_id', the _id, an " + "ObjectId"),
                message);
        assertTrue(message.contains("every insert goes to the chunk of the highest values"), message);
        assertTrue(message.contains("'_id:hashed'"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_idByJavaName_andDates() {
        check("@ShardKey(keys = \"id\") // expect: WARNING MonotonicShardKey");
        check("@ShardKey(keys = {\"placedAt\", \"customerId\"}) // expect: WARNING MonotonicShardKey");
        check("@ShardKey(keys = \"shippedAt\") // expect: WARNING MonotonicShardKey");
    }

    @Test
    void positive_generatedId() {
        ProcessorTester.forRules("MonotonicShardKey").source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @ShardKey(keys = "_id") // expect: WARNING MonotonicShardKey
                class Event { String name; }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_hashedOtherObjectIdAndDateNotFirst() {
        check("@ShardKey(keys = \"_id:hashed\")");
        check("@ShardKey(keys = \"placedAt:hashed\")");
        check("@ShardKey(keys = {\"customerId\", \"placedAt\"})");
        check("@ShardKey(keys = {\"customerId:hashed\", \"placedAt\"})");
        check("@ShardKey(keys = \"number\")");
        check("");
    }

    @Test
    void negative_idThatIsNotMonotonic() {
        ProcessorTester.forRules("MonotonicShardKey").source("p.Sku", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @ShardKey(keys = "_id")
                class Sku { String id; }
                """).expectClean();
    }

    @Test
    void positive_inheritedKey() {
        ProcessorTester.forRules("MonotonicShardKey").source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @ShardKey(keys = "createdAt") // expect: WARNING MonotonicShardKey
                abstract class Base { org.bson.types.ObjectId id; java.time.Instant createdAt; }
                @Document
                class Order extends Base { }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("MonotonicShardKey").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:MonotonicShardKey")
                @ShardKey(keys = "_id")
                class Order { org.bson.types.ObjectId id; }
                """).expectClean();
    }
}
