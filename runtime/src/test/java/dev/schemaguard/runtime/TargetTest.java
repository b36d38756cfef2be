package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;

class TargetTest {

    private static final IndexModel SKU = new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1"));

    @Test
    void aTargetKeepsWhatItWasGivenAndACopyOfItsIndexes() {
        CreateCollectionOptions options = new CreateCollectionOptions();
        List<IndexModel> indexes = new ArrayList<>(List.of(SKU));
        Target target = new Target("shop", "books", options, indexes);
        indexes.clear();
        assertEquals("shop", target.database());
        assertEquals("books", target.collection());
        assertSame(options, target.options());
        assertEquals(List.of(SKU), target.indexes(), "a copy: clearing the given list changes nothing");
        assertThrows(UnsupportedOperationException.class, () -> target.indexes().add(SKU));
        assertEquals("shop.books (1 indexes)", target.toString());
    }

    @Test
    void theDatabaseIsOptional() {
        Target target = new Target(null, "books", new CreateCollectionOptions(), List.of());
        assertNull(target.database());
        assertEquals("books (0 indexes)", target.toString());
    }

    @Test
    void aCollectionOptionsAndIndexesAreRequired() {
        String message = "a target needs a collection, options and indexes (may be empty)";
        assertEquals(
                message,
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Target("shop", null, new CreateCollectionOptions(), List.of()))
                        .getMessage());
        assertEquals(
                message,
                assertThrows(IllegalArgumentException.class, () -> new Target("shop", "books", null, List.of()))
                        .getMessage());
        assertEquals(
                message,
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Target("shop", "books", new CreateCollectionOptions(), null))
                        .getMessage());
    }

    /** The bootstrap finds an existing index by its name; without one the run used to fail halfway with "Value can not be null". */
    @Test
    void everyIndexNeedsAName() {
        IndexModel unnamed = new IndexModel(new Document("title", 1).append("year", -1));
        assertEquals(
                "collection 'books': the index on {\"title\": 1, \"year\": -1} has no name; the bootstrap finds existing "
                        + "indexes by name",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Target("shop", "books", new CreateCollectionOptions(), List.of(SKU, unnamed)))
                        .getMessage());
        assertEquals(
                "collection 'books': an index is null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> new Target(
                                        "shop", "books", new CreateCollectionOptions(), Arrays.asList(SKU, null)))
                        .getMessage());
    }

    @Test
    void withShardKeyReturnsAnotherTargetWithACopyOfTheKey() {
        Target plain = new Target("shop", "orders", new CreateCollectionOptions(), List.of(SKU));
        Document key = new Document("customerId", 1).append("placedAt", 1);
        Target sharded = plain.withShardKey(key, true);
        key.put("other", 1);

        assertNull(plain.shardKey(), "the target it came from has none");
        assertFalse(plain.shardKeyUnique());
        assertEquals(
                BsonDocument.parse("{customerId: 1, placedAt: 1}"),
                sharded.shardKey(),
                "a copy: changing the given key changes nothing");
        assertTrue(sharded.shardKeyUnique());
        assertEquals(List.of(SKU), sharded.indexes());
        assertSame(plain.options(), sharded.options());
        ((BsonDocument) sharded.shardKey()).put("more", new org.bson.BsonInt32(1));
        assertEquals(
                BsonDocument.parse("{customerId: 1, placedAt: 1}"),
                sharded.shardKey(),
                "and each getter call another copy");
        assertEquals(
                "shop.orders (1 indexes, shard key {\"customerId\": 1, \"placedAt\": 1} unique)", sharded.toString());
        assertEquals(
                BsonDocument.parse("{customerId: 'hashed'}"),
                plain.withShardKey(new Document("customerId", "hashed"), false).shardKey());
    }

    @Test
    void aShardKeyIsRefusedAsMongoDbWouldRefuseIt() {
        Target plain = new Target("shop", "orders", new CreateCollectionOptions(), List.of());
        assertEquals(
                "collection 'orders': a shard key needs at least one field",
                assertThrows(IllegalArgumentException.class, () -> plain.withShardKey(new Document(), false))
                        .getMessage());
        assertEquals(
                "collection 'orders': a shard key needs at least one field",
                assertThrows(IllegalArgumentException.class, () -> plain.withShardKey(null, false))
                        .getMessage());
        assertEquals(
                "collection 'orders': shard key field 'placedAt' is -1; MongoDB takes 1 (ranged) or \"hashed\"",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> plain.withShardKey(new Document("customerId", 1).append("placedAt", -1), false))
                        .getMessage());
        assertEquals(
                "collection 'orders': shard key field 'location' is \"2dsphere\"; MongoDB takes 1 (ranged) or \"hashed\"",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> plain.withShardKey(new Document("location", "2dsphere"), false))
                        .getMessage());
        assertEquals(
                "collection 'orders': a hashed shard key cannot be unique",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> plain.withShardKey(new Document("customerId", "hashed"), true))
                        .getMessage());
    }
}
