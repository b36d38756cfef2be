package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.TimeSeriesOptions;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;

/**
 * Which index supports a shard key, and what counts as sharded, by the checks of mongo's
 * src/mongo/db/s/shard_key_util.cpp (validShardKeyIndexExists) and shard_key_index_util.cpp
 * (isCompatibleWithShardKey): the key a prefix of the index's keys compared with their values,
 * not sparse, not partial, not hidden, the simple collation; a unique key needs a unique index on
 * exactly the key, or the {@code _id} index.
 */
class ShardKeysTest {

    private static final BsonDocument ORDERS = BsonDocument.parse("{customerId: 1, placedAt: 1}");
    private static final BsonDocument FR = BsonDocument.parse("{locale: 'fr', strength: 2}");

    @Test
    void anIndexWhoseKeysStartWithTheKeyWithTheSameValuesSupportsIt() {
        assertEquals(
                "c_p_s", supporting(ORDERS, false, "{key: {customerId: 1, placedAt: 1, status: 1}, name: 'c_p_s'}"));
        assertEquals(
                "c_p",
                supporting(ORDERS, false, "{key: {customerId: 1, placedAt: 1.0}, name: 'c_p'}"),
                "a number by its value, whatever the client sent");
        assertNull(supporting(ORDERS, false, "{key: {customerId: 1}, name: 'c'}"), "shorter than the key");
        assertNull(supporting(ORDERS, false, "{key: {placedAt: 1, customerId: 1}, name: 'p_c'}"), "another order");
        assertNull(
                supporting(ORDERS, false, "{key: {customerId: 1, placedAt: -1}, name: 'c_p-'}"),
                "isPrefixOf compares values: a descending field is another key");
    }

    @Test
    void aHashedKeyNeedsAHashedIndexAndARangedOneARangedIndex() {
        BsonDocument hashed = BsonDocument.parse("{customerId: 'hashed'}");
        assertNull(supporting(hashed, false, "{key: {customerId: 1}, name: 'c'}"));
        assertEquals("ch", supporting(hashed, false, "{key: {customerId: 'hashed'}, name: 'ch'}"));
        assertEquals("ch_p", supporting(hashed, false, "{key: {customerId: 'hashed', placedAt: 1}, name: 'ch_p'}"));
        assertNull(
                supporting(BsonDocument.parse("{customerId: 1}"), false, "{key: {customerId: 'hashed'}, name: 'ch'}"));
    }

    @Test
    void sparsePartialHiddenOrCollatedIndexesDoNotSupportIt() {
        BsonDocument key = BsonDocument.parse("{customerId: 1}");
        assertNull(supporting(key, false, "{key: {customerId: 1}, name: 'c', sparse: true}"));
        assertNull(supporting(key, false, "{key: {customerId: 1}, name: 'c', partialFilterExpression: {a: 1}}"));
        assertNull(supporting(key, false, "{key: {customerId: 1}, name: 'c', hidden: true}"));
        assertNull(supporting(key, false, "{key: {customerId: 1}, name: 'c', collation: {locale: 'fr', strength: 2}}"));
        assertEquals("c", supporting(key, false, "{key: {customerId: 1}, name: 'c', collation: {locale: 'simple'}}"));
    }

    @Test
    void aDeclaredIndexTakesTheCollectionsCollationAndAnExistingOneIsListedWithItsOwn() {
        BsonDocument key = BsonDocument.parse("{customerId: 1}");
        BsonDocument index = BsonDocument.parse("{key: {customerId: 1}, name: 'c'}");
        assertNull(
                ShardKeys.supportingIndex(key, false, List.of(index), List.of(), FR),
                "declared: it will have the collection's");
        assertEquals(
                "c",
                ShardKeys.supportingIndex(key, false, List.of(), List.of(index), FR),
                "listed without a collation: the server has it with the simple one");
    }

    @Test
    void theIdIndexSupportsAnIdKeyUnlessTheCollectionHasAnotherCollation() {
        BsonDocument id = BsonDocument.parse("{_id: 1}");
        assertEquals("_id_", ShardKeys.supportingIndex(id, false, List.of(), List.of(), null));
        assertEquals(
                "_id_", ShardKeys.supportingIndex(id, true, List.of(), List.of(), null), "unique: the _id index is");
        assertNull(ShardKeys.supportingIndex(id, false, List.of(), List.of(), FR));
        assertNull(ShardKeys.supportingIndex(BsonDocument.parse("{_id: 'hashed'}"), false, List.of(), List.of(), null));
    }

    @Test
    void aUniqueKeyNeedsAUniqueIndexOnExactlyTheKey() {
        BsonDocument key = BsonDocument.parse("{email: 1}");
        assertEquals("e", supporting(key, true, "{key: {email: 1}, name: 'e', unique: true}"));
        assertNull(supporting(key, true, "{key: {email: 1}, name: 'e'}"), "not unique");
        assertNull(
                supporting(key, true, "{key: {email: 1, tenant: 1}, name: 'e_t', unique: true}"),
                "a prefix is not enough");
    }

    @Test
    void theSupportingIndexIsNamedAsTheDriverNamesIndexesUnlessTheNameIsTaken() {
        assertEquals(
                BsonDocument.parse("{key: {customerId: 1, placedAt: 1}, name: 'customerId_1_placedAt_1'}"),
                IndexSpecs.of(ShardKeys.supportingModel(ORDERS, false, null, List.of(), List.of())));
        assertEquals(
                BsonDocument.parse("{key: {customerId: 'hashed'}, name: 'customerId_hashed'}"),
                IndexSpecs.of(ShardKeys.supportingModel(
                        BsonDocument.parse("{customerId: 'hashed'}"), false, null, List.of(), List.of())));
        assertEquals(
                BsonDocument.parse(
                        "{key: {email: 1}, name: 'email_1_shardkey', unique: true, collation: {locale: 'simple'}}"),
                IndexSpecs.of(ShardKeys.supportingModel(
                        BsonDocument.parse("{email: 1}"),
                        true,
                        FR,
                        List.of(BsonDocument.parse("{key: {email: 1}, name: 'email_1'}")),
                        List.of())));
    }

    @Test
    void droppedAndTrackedUnshardedEntriesAreNotSharded() {
        assertTrue(
                ShardKeys.isSharded(BsonDocument.parse("{_id: 'shop.orders', key: {customerId: 1}, unique: false}")));
        // before 5.0 a dropped collection's entry stayed, marked
        assertFalse(
                ShardKeys.isSharded(BsonDocument.parse("{_id: 'shop.orders', key: {customerId: 1}, dropped: true}")));
        // from 8.0 an unsharded collection can be tracked (moveCollection, unshardCollection): unsplittable
        assertFalse(ShardKeys.isSharded(BsonDocument.parse("{_id: 'shop.orders', key: {_id: 1}, unsplittable: true}")));
    }

    @Test
    void aShardedTimeSeriesCollectionIsListedUnderItsBucketsWithTheKeyInTheBucketsFields() {
        Target events = new Target(
                        "shop",
                        "events",
                        new CreateCollectionOptions()
                                .timeSeriesOptions(new TimeSeriesOptions("at").metaField("source")),
                        List.of())
                .withShardKey(new Document("source.host", 1).append("at", 1), false);
        assertEquals(List.of("shop.events", "shop.system.buckets.events"), ShardKeys.namespaces("shop", events));
        assertTrue(ShardKeys.sameKey(
                BsonDocument.parse(
                        "{_id: 'shop.system.buckets.events', key: {'meta.host': 1, 'control.min.at': 1}, unique: false}"),
                events));
        assertTrue(ShardKeys.sameKey(
                BsonDocument.parse("{_id: 'shop.events', key: {'meta.host': 1, 'control.min.at': 1}, "
                        + "timeseriesFields: {timeField: 'at', metaField: 'source'}}"),
                events));
        assertFalse(
                ShardKeys.sameKey(BsonDocument.parse("{_id: 'shop.system.buckets.events', key: {meta: 1}}"), events));
    }

    @Test
    void anotherKeyOrUniqueOptionIsAConflictNamingReshardCollectionAsFarAsItGoes() {
        Target orders =
                new Target("shop", "orders", new CreateCollectionOptions(), List.of()).withShardKey(ORDERS, false);
        BsonDocument other = BsonDocument.parse("{_id: 'shop.orders', key: {customerId: 'hashed'}, unique: false}");
        assertFalse(ShardKeys.sameKey(other, orders));
        Conflict conflict = ShardKeys.conflict("shop.orders", orders, other);
        assertEquals("{\"customerId\": \"hashed\"}", conflict.existing());
        assertEquals(
                "the collection is sharded with another shard key; this bootstrap never changes it: reshardCollection "
                        + "(MongoDB 5.0 and later) reshards it to the declared key, or declare the key it has",
                conflict.reason());

        Target unique =
                new Target("shop", "orders", new CreateCollectionOptions(), List.of()).withShardKey(ORDERS, true);
        BsonDocument notUnique = BsonDocument.parse("{_id: 'shop.orders', key: {customerId: 1, placedAt: 1}}");
        assertFalse(ShardKeys.sameKey(notUnique, unique));
        assertEquals(
                "the collection is sharded with this key, but unique is false; this bootstrap never changes it: "
                        + "reshardCollection (MongoDB 5.0 and later) takes only keys that are not unique, so a unique shard key needs a "
                        + "new collection; or declare the key it has",
                ShardKeys.conflict("shop.orders", unique, notUnique).reason());
    }

    private static String supporting(BsonDocument key, boolean unique, String existingIndex) {
        return ShardKeys.supportingIndex(key, unique, List.of(), List.of(BsonDocument.parse(existingIndex)), null);
    }
}
