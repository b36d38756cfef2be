package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;

/**
 * Spring Data MongoDB's {@code @Sharded} (docs/guide/sharding.md), read by name into the same shard key as
 * schemaguard's {@code @ShardKey}, and held against SDM 5.1 itself: its mapping context's
 * {@code ShardKey} (property names, {@code _id} when none is given, HASH on every field) mapped to
 * stored names by its {@code QueryMapper}, as its update operations map them. The shard key rules (docs/guide/sharding.md) then
 * work on SDM models unchanged.
 */
class SpringDataShardingTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import org.bson.types.ObjectId;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static String sdm(String body) {
        return IMPORTS + body;
    }

    /** SDM's imports and schemaguard's {@code @ShardKey}: both vocabularies on one class. */
    private static String sdmAndShardKey(String body) {
        return IMPORTS.replace("package p;", "package p;\nimport dev.schemaguard.annotations.ShardKey;") + body;
    }

    // ---------------------------------------------------------------- the model against SDM's own mapping

    @Test
    void differential_shardKeyFieldsAsSdmMapsThem() throws Exception {
        String source = sdm("""
                @Document("orders")
                @Sharded(shardKey = {"customerId", "placedAt"})
                public class Order {
                    @Id String id;
                    @Field("cid") ObjectId customerId;
                    Date placedAt;
                    Address address;
                }
                class Address { @Field("c") String city; }
                """);
        assertSameAsSdm("p.Order", source, Map.of("cid", "1", "placedAt", "1"));
    }

    @Test
    void differential_defaultIsIdAndStoredNamesPassThrough() throws Exception {
        assertSameAsSdm("p.Order", sdm("""
                @Document("orders")
                @Sharded
                public class Order { @Id String id; ObjectId customerId; }
                """), Map.of("_id", "1"));
        assertSameAsSdm("p.Item", sdm("""
                @Document("items")
                @Sharded({"cid", "address.city"})
                public class Item { @Id String id; @Field("cid") ObjectId customerId; Address address; }
                class Address { @Field("c") String city; }
                """), Map.of("cid", "1", "address.c", "1"));
    }

    @Test
    void differential_hashStrategyHashesEveryField() throws Exception {
        assertSameAsSdm("p.Session", sdm("""
                @Document("sessions")
                @Sharded(shardKey = {"userId", "device"}, shardingStrategy = ShardingStrategy.HASH)
                public class Session { @Id String id; ObjectId userId; String device; }
                """), Map.of("userId", "hashed", "device", "hashed"));
    }

    /** A composed annotation meta-annotated with {@code @Sharded}, its keys aliased: SDM finds it merged. */
    @Test
    void differential_composedShardedWithAliasedKeys() throws Exception {
        assertSameAsSdm("p.Tenanted", sdm("""
                @Document("tenanted")
                @ShardedBy({"tenant", "placedAt"})
                public class Tenanted { @Id String id; @Field("t") String tenant; Date placedAt; }
                @Sharded(shardingStrategy = ShardingStrategy.HASH)
                @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                @interface ShardedBy { @org.springframework.core.annotation.AliasFor(annotation = Sharded.class, attribute = "shardKey")
                    String[] value(); }
                """), Map.of("t", "hashed", "placedAt", "hashed"));
    }

    /** SDM's key fields (QueryMapper over ShardKey.getDocument()) are the model's stored paths, in order. */
    private static void assertSameAsSdm(String className, String source, Map<String, String> expected)
            throws Exception {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), className, source);
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass(className);
        MongoMappingContext context = new MongoMappingContext();
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(type);
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        Document mapped =
                new QueryMapper(converter).getMappedFields(entity.getShardKey().getDocument(), entity);
        boolean sdmHashes = entity.getShardKey().getDocument().values().stream().anyMatch("hash"::equals);

        ShardKeySpec shardKey = captured.models().get(className).shardKey();
        Map<String, String> model = new LinkedHashMap<>();
        for (IndexKey key : shardKey.keys()) {
            model.put(key.storedPath(), key.type().suffix());
        }
        assertEquals(new ArrayList<>(mapped.keySet()), new ArrayList<>(model.keySet()), "SDM maps " + mapped);
        assertEquals(sdmHashes, shardKey.isHashed());
        assertEquals(expected, model);
        assertEquals("@Sharded", shardKey.annotation());
    }

    @Test
    void model_inheritedFromAnAbstractBase() {
        Map<String, DocumentModel> models = ModelCapture.read("p.Base", sdm("""
                @Sharded(shardKey = "tenant")
                abstract class Base { @Id String id; String tenant; }
                @Document("invoices")
                class Invoice extends Base { long number; }
                """));
        ShardKeySpec shardKey = models.get("p.Invoice").shardKey();
        assertEquals(List.of("tenant"), shardKey.fieldNames());
        assertEquals("p.Base", shardKey.declaringType());
        assertTrue(shardKey.redeclarations().isEmpty());
    }

    @Test
    void model_noShardKeyWithoutSharded() {
        Map<String, DocumentModel> models = ModelCapture.read("p.Plain", sdm("""
                @Document("plain")
                class Plain { @Id String id; }
                """));
        assertEquals(null, models.get("p.Plain").shardKey());
    }

    // ---------------------------------------------------------------- the rules on SDM models

    @Test
    void positive_MonotonicShardKey_defaultIdIsAnObjectId() {
        // SDM stores a String id that holds an ObjectId as an ObjectId, and @Sharded shards on _id by default
        String message = ProcessorTester.forRules("MonotonicShardKey")
                .source("p.Order", sdm("""
                @Document("orders")
                @Sharded // expect: WARNING MonotonicShardKey
                class Order { @Id String id; ObjectId customerId; }
                """))
                .expectMarkedDiagnostics()
                .message("MonotonicShardKey");
        assertTrue(message.contains("ranged shard key {_id: 1} starts with '_id'"), message);
        // SDM hashes through shardingStrategy: schemaguard's '_id:hashed' is no value of @Sharded's shardKey
        assertTrue(message.contains("hash it (shardingStrategy = ShardingStrategy.HASH on @Sharded)"), message);
        assertFalse(message.contains(":hashed"), message);
    }

    @Test
    void positive_MonotonicShardKey_compoundKeyIsHashedOnItsFirstFieldAlone() {
        // HASH hashes every field of @Sharded, and MongoDB takes one hashed field: the date is hashed alone
        String message = ProcessorTester.forRules("MonotonicShardKey")
                .source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardKey = {"placedAt", "customerId"}) // expect: WARNING MonotonicShardKey
                class Order { @Id String id; ObjectId customerId; Date placedAt; }
                """))
                .expectMarkedDiagnostics()
                .message("MonotonicShardKey");
        assertTrue(
                message.contains("hash it alone (@Sharded(shardKey = \"placedAt\", shardingStrategy = "
                        + "ShardingStrategy.HASH), since HASH hashes every field of @Sharded)"),
                message);
    }

    @Test
    void negative_MonotonicShardKey_hashStrategy() {
        ProcessorTester.forRules("MonotonicShardKey", "ShardKey")
                .source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardingStrategy = ShardingStrategy.HASH)
                class Order { @Id String id; ObjectId customerId; }
                """))
                .expectClean();
    }

    @Test
    void positive_UniqueIndexShardKey_indexedEmail() {
        ProcessorTester.forRules("UniqueIndexShardKey")
                .source("p.Customer", sdm("""
                @Document("customers")
                @Sharded(shardKey = "customerId")
                class Customer {
                    @Id String id;
                    ObjectId customerId;
                    @Indexed(unique = true) String email; // expect: ERROR UniqueIndexShardKey
                }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_UniqueIndexShardKey_compoundIndexStartingWithTheKey_storedNames() {
        ProcessorTester.forRules("UniqueIndexShardKey", "ShardKey")
                .source("p.Customer", sdm("""
                @Document("customers")
                @Sharded(shardKey = "customerId")
                @CompoundIndex(def = "{'customerId': 1, 'email': 1}", unique = true)
                @CompoundIndex(def = "{'cid': 1, 'mail': 1}", unique = true, name = "by_stored_names")
                class Customer {
                    @Id String id;
                    @Field("cid") ObjectId customerId;
                    @Field("mail") String email;
                }
                """))
                .expectClean();
    }

    @Test
    void positive_ShardKey_hashStrategyWithTwoFields() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("p.Session", sdm("""
                @Document("sessions")
                @Sharded(shardKey = {"userId", "device"},
                        shardingStrategy = ShardingStrategy.HASH) // expect: ERROR ShardKey
                class Session { @Id String id; ObjectId userId; String device; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(
                message.contains("has 2 hashed fields (shardingStrategy = HASH hashes every field of @Sharded)"),
                message);
        // @Sharded cannot keep some fields ranged beside a hashed one
        assertTrue(
                message.endsWith(
                        "; shard on one field hashed, as in @Sharded(shardKey = \"userId\", shardingStrategy "
                                + "= ShardingStrategy.HASH), or drop shardingStrategy for a ranged key (see docs/rules/ShardKey.md)"),
                message);
    }

    @Test
    void positive_ShardKey_unknownProperty() {
        ProcessorTester.forRules("ShardKey").source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardKey = "customer") // expect: ERROR ShardKey
                class Order { @Id String id; ObjectId customerId; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_ShardKey_arrayProperty() {
        ProcessorTester.forRules("ShardKey").source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardKey = "tags") // expect: ERROR ShardKey
                class Order { @Id String id; List<String> tags; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_ShardKey_shardedBesideShardKey() {
        ProcessorTester.forRules("ShardKey")
                .source("p.Order", sdmAndShardKey("""
                @Document("orders")
                @ShardKey(keys = "customerId") // expect: ERROR ShardKey
                @Sharded(shardKey = "placedAt")
                class Order { @Id String id; ObjectId customerId; Date placedAt; }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_ShardKey_shardedAgreeingWithShardKey() {
        // an SDM model annotated for schemaguard as well: both send {customerId: "hashed", placedAt: 1}
        ProcessorTester.forRules("ShardKey")
                .source("p.Order", sdmAndShardKey("""
                @Document("orders")
                @ShardKey(keys = "customerId:hashed")
                @Sharded(shardKey = "customerId", shardingStrategy = ShardingStrategy.HASH)
                class Order { @Id String id; ObjectId customerId; Date placedAt; }
                """))
                .expectClean();
    }

    @Test
    void positive_ShardKey_shardedAgreeingButForUnique() {
        // @Sharded has no unique: SDM shards without it, so the two keys are not the same
        ProcessorTester.forRules("ShardKey")
                .source("p.Order", sdmAndShardKey("""
                @Document("orders")
                @ShardKey(keys = "customerId", unique = true) // expect: ERROR ShardKey
                @Sharded(shardKey = "customerId")
                class Order { @Id String id; ObjectId customerId; Date placedAt; }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_ShardKey_shardedSameFieldsInAnotherOrder() {
        ProcessorTester.forRules("ShardKey")
                .source("p.Order", sdmAndShardKey("""
                @Document("orders")
                @ShardKey(keys = {"customerId", "placedAt"}) // expect: ERROR ShardKey
                @Sharded(shardKey = {"placedAt", "customerId"})
                class Order { @Id String id; ObjectId customerId; Date placedAt; }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_ShardKey_subclassRepeatsTheSameKey() {
        ProcessorTester.forRules("ShardKey")
                .source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardKey = "customerId")
                class Order { @Id String id; ObjectId customerId; }
                """))
                .source("p.GiftOrder", sdm("""
                @Document("orders")
                @Sharded(shardKey = "customerId")
                class GiftOrder extends Order { String message; }
                """))
                .expectClean();
    }

    @Test
    void positive_LowCardinalityShardKey_enumProperty() {
        ProcessorTester.forRules("LowCardinalityShardKey")
                .source("p.Order", sdm("""
                @Document("orders")
                @Sharded(shardKey = "status") // expect: WARNING LowCardinalityShardKey
                class Order { @Id String id; Status status; enum Status { OPEN, PAID } }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_CappedCollection_sharded() {
        ProcessorTester.forRules("CappedCollection")
                .source("p.Log", IMPORTS + """
                @Document("log")
                @dev.schemaguard.annotations.Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                @Sharded(shardKey = "at")
                class Log { @Id String id; Date at; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_shardedCompoundRanged_clean() {
        ProcessorTester.forRules("ShardKey", "UniqueIndexShardKey", "MonotonicShardKey", "LowCardinalityShardKey")
                .source("p.Order", sdm("""
                        @Document("orders")
                        @Sharded(shardKey = {"customerId", "placedAt"}, immutableKey = true)
                        class Order { @Id String id; ObjectId customerId; Date placedAt; }
                        """))
                .expectClean();
    }
}
