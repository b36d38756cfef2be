package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.GoldenFiles;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code SHARD_KEY} on the schema class (docs/guide/sharding.md): the key document {@code shardCollection} takes, in
 * stored names, ranged or hashed, from {@code @ShardKey} or SDM's {@code @Sharded}; no field for a
 * document without a shard key. Golden files for the schema classes; the values through the driver.
 */
class ShardKeyCodeTest {

    private static final String[] SOURCES = {
        "shard.Order", """
            package shard;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import org.bson.types.ObjectId;
            @Document(collection = "orders", database = "shop")
            @ShardKey(keys = {"customerId", "placedAt"}, unique = true)
            @IndexHint(keys = {"customerId", "placedAt"}, unique = true)
            public class Order {
                ObjectId id;
                @Field("cid") ObjectId customerId;
                Instant placedAt;
                /** A field whose constant would be SHARD_KEY. */
                @Field("sk") String shardKey;
            }
            """,
        "shard.Session", """
            package shard;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            @Document(collection = "sessions", database = "shop")
            @ShardKey(keys = {"userId:hashed", "region"})
            public class Session { ObjectId id; ObjectId userId; @Field("r") String region; }
            """,
        "shard.Event", """
            package shard;
            import dev.schemaguard.annotations.*;
            @Document(collection = "events", database = "shop")
            @ShardKey(keys = "_id:hashed")
            public class Event { String name; }
            """,
        "shard.Plain", """
            package shard;
            import dev.schemaguard.annotations.*;
            @Document(collection = "plain", database = "shop")
            public class Plain { org.bson.types.ObjectId id; String shardKey; }
            """,
        "shard.sdm.Invoice", """
            package shard.sdm;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            @Document("invoices")
            @Sharded(shardKey = {"tenant", "number"})
            public class Invoice { @Id String id; @Field("t") String tenant; long number; }
            """,
    };

    private static GeneratedSources compiled;

    @BeforeAll
    static void compile() {
        compiled = GeneratedSources.compile(List.of("-Aschemaguard.bootstrapPackage=shard"), SOURCES);
    }

    @Test
    void schemaClassesMatchTheGoldenFiles() throws IOException {
        Map<String, String> generated = compiled.sources();
        for (String file : List.of("shard/OrderSchema.java", "shard/SessionSchema.java")) {
            GoldenFiles.assertSourceMatches(file, generated.get(file));
        }
    }

    @Test
    void rangedCompoundKeyInStoredNames() throws Exception {
        assertEquals(BsonDocument.parse("{cid: 1, placedAt: 1}"), shardKey("shard.OrderSchema"));
    }

    @Test
    void compoundHashedKey() throws Exception {
        assertEquals(BsonDocument.parse("{userId: 'hashed', r: 1}"), shardKey("shard.SessionSchema"));
    }

    @Test
    void hashedGeneratedId() throws Exception {
        assertEquals(BsonDocument.parse("{_id: 'hashed'}"), shardKey("shard.EventSchema"));
    }

    @Test
    void springDataShardedInStoredNames() throws Exception {
        assertEquals(BsonDocument.parse("{t: 1, number: 1}"), shardKey("shard.sdm.InvoiceSchema"));
    }

    @Test
    void noShardKeyNoField_andAFieldNamedShardKeyKeepsItsConstantThere() throws Exception {
        Class<?> plain = compiled.classLoader().loadClass("shard.PlainSchema");
        assertEquals("shardKey", plain.getField("SHARD_KEY").get(null), "without a shard key the name is the path's");
        Class<?> order = compiled.classLoader().loadClass("shard.OrderSchema");
        assertTrue(order.getField("SHARD_KEY").get(null) instanceof Bson);
        assertTrue(compiled.sources().get("shard/OrderSchema.java").contains("= \"sk\";"), "the path keeps a constant");
    }

    @Test
    void bootstrapTargetsCarryTheShardKey() {
        String targets = compiled.sources().get("shard/SchemaBootstrapTargets.java");
        assertTrue(targets.contains(".withShardKey(OrderSchema.SHARD_KEY, true)"), targets);
        assertTrue(targets.contains(".withShardKey(SessionSchema.SHARD_KEY, false)"), targets);
        assertTrue(targets.contains(".withShardKey(InvoiceSchema.SHARD_KEY, false)"), targets);
        assertTrue(
                targets.contains("() -> new Target(PlainSchema.DATABASE, PlainSchema.COLLECTION, "
                        + "PlainSchema.createCollectionOptions(), PlainSchema.indexModels())));"),
                "no shard key, no call: " + targets);
    }

    private static BsonDocument shardKey(String schemaClass) throws Exception {
        Bson key = (Bson) compiled.classLoader()
                .loadClass(schemaClass)
                .getField("SHARD_KEY")
                .get(null);
        return key.toBsonDocument();
    }
}
