package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * LowCardinalityShardKey (WARNING): every field of the shard key is a boolean or an enum (manual,
 * "Choose a Shard Key": shard key cardinality); never when one field has more values. Reported on the
 * keys.
 */
class LowCardinalityShardKeyTest {

    private static final String DOCS = "(see docs/rules/LowCardinalityShardKey.md)";

    private static ProcessorTester.Result check(String shardKey) {
        return ProcessorTester.forRules("LowCardinalityShardKey")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                %s
                class Order {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    Status status;
                    Boolean gift;
                    boolean express;
                    enum Status { OPEN, PAID, SHIPPED }
                }
                """.formatted(shardKey))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_enumAlone() {
        ProcessorTester.Result result = check("@ShardKey(keys = \"status\") // expect: WARNING LowCardinalityShardKey");
        String message = result.message("LowCardinalityShardKey");
        assertTrue(
                message.startsWith("[LowCardinalityShardKey] shard key {status: 1} has only an enum field"), message);
        assertTrue(message.contains("jumbo chunks"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_booleansAndEnumsTogether_hashedToo() {
        check("@ShardKey(keys = {\"status\", \"gift\", \"express\"}) // expect: WARNING LowCardinalityShardKey");
        check("@ShardKey(keys = \"express:hashed\") // expect: WARNING LowCardinalityShardKey");
    }

    @Test
    void negative_oneFieldWithMoreValues() {
        check("@ShardKey(keys = {\"status\", \"customerId\"})");
        check("@ShardKey(keys = {\"customerId\", \"express\"})");
        check("@ShardKey(keys = \"customerId:hashed\")");
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("LowCardinalityShardKey")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:LowCardinalityShardKey")
                @ShardKey(keys = "open")
                class Order { org.bson.types.ObjectId id; boolean open; }
                """)
                .expectClean();
    }
}
