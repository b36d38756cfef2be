package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;
import static dev.schemaguard.processor.oracle.OracleCase.checkAt;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for the shard keys (docs/guide/sharding.md): ShardKey, UniqueIndexShardKey and the shard key case of
 * CappedCollection (with InvalidAnnotation for a key suffix the server does not know). Each case is
 * translated from a jstest of mongodb/mongo, or from shardCollection's own checks where the test only
 * asserts a failure, named in its comment with what the server does there. A case the server accepts
 * carries no marker, so any error of these fixed rules fails it.
 */
class ServerOracleShardingTest {

    private static final String[] RULES = {"ShardKey", "UniqueIndexShardKey", "CappedCollection", "InvalidAnnotation"};

    // ---------------------------------------------------------------- ShardKey

    @Test
    void accepted_plainHashedAndCompoundKeys_shardCollectionBasic() {
        // jstests/sharding/shard_collection_basic.js: testAndClenaupWithKeyNoIndexOK({_id: 1}),
        // ({_id: 'hashed'}), ({a: 1}), ({a: 'hashed'}), ({x: 1, y: 1}) all shard.
        check("""
                @Document(collection = "a") @ShardKey(keys = "_id") class C { org.bson.types.ObjectId id; }
                @Document(collection = "b") @ShardKey(keys = "_id:hashed") class D { org.bson.types.ObjectId id; }
                @Document(collection = "c") @ShardKey(keys = "a") class E { org.bson.types.ObjectId id; int a; }
                @Document(collection = "d") @ShardKey(keys = "a:hashed") class F { org.bson.types.ObjectId id; int a; }
                @Document(collection = "e") @ShardKey(keys = {"x", "y"}) class G { org.bson.types.ObjectId id; int x; int y; }
                """, RULES);
    }

    @Test
    void accepted_dottedPath_shardCollectionBasic() {
        // shard_collection_basic.js: "Shard key can contain dotted path to embedded element" ({'_id.a': 1}),
        // and testAndClenaupWithKeyOK({'z.x': 1}) and ({'z.x': 'hashed'}).
        check("""
                @Document(collection = "shard_key_dotted_path")
                @ShardKey(keys = "id.a")
                class C { Key id; }
                class Key { int a; int b; }
                @Document(collection = "foo")
                @ShardKey(keys = "z.x:hashed")
                class D { org.bson.types.ObjectId id; Z z; }
                class Z { int x; }
                """, RULES);
    }

    @Test
    void refused_multikey_shardCollectionBasic() {
        // shard_collection_basic.js: "Can't shard by a multikey": after inserting {a: [1, 2, 3, 4, 5]},
        // testAndClenaupWithKeyNoIndexFailed({a: 1}) and ({a: 1, b: 1}).
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = {"a", "b"}) // expect: ERROR ShardKey
                class C { org.bson.types.ObjectId id; List<Integer> a; int b; }
                """, RULES);
    }

    @Test
    void refused_keyFormat_shardCollectionBasic() {
        // shard_collection_basic.js: "Verify key format": {aKey: "hahahashed"} fails.
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = "aKey:hahahashed") // expect: ERROR InvalidAnnotation
                class C { org.bson.types.ObjectId id; int aKey; }
                """, RULES);
    }

    @Test
    void refused_descending_shardKeyPattern() {
        // shardCollection: "Unsupported shard key pattern ... Pattern must either be a single hashed field, or a
        // list of ascending fields" (InvalidOptions); only 1 and "hashed" are shard key values.
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = "a:-1") // expect: ERROR ShardKey
                class C { org.bson.types.ObjectId id; int a; }
                """, RULES);
    }

    @Test
    void refused_twoHashedFields_shardCollectionBasic() {
        // shard_collection_basic.js: testAndClenaupWithKeyNoIndexFailed({x: 'hashed', y: 'hashed'}).
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = {"x:hashed", "y:hashed"}) // expect: ERROR ShardKey
                class C { org.bson.types.ObjectId id; int x; int y; }
                """, RULES);
    }

    @Test
    void refused_uniqueHashed_shardCollectionBasic() {
        // shard_collection_basic.js: "Can't shard on unique hashed key": {aKey: "hashed"}, unique: true fails
        // ("Hashed shard keys cannot be declared unique").
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = "aKey:hashed", unique = true) // expect: ERROR ShardKey
                class C { org.bson.types.ObjectId id; int aKey; }
                """, RULES);
    }

    @Test
    void accepted_compoundHashed_compoundHashedShardKeyPresplitting() {
        // jstests/sharding/compound_hashed_shard_key_presplitting.js (requires_fcv_44): shards on
        // {a: "hashed", rangeField1: 1, rangeField2: 1} and {rangeField1: 1, a: "hashed", rangeField2: 1}.
        checkAt("4.4", """
                @Document(collection = "a")
                @ShardKey(keys = {"a:hashed", "rangeField1", "rangeField2"})
                class C { org.bson.types.ObjectId id; int a; int rangeField1; int rangeField2; }
                @Document(collection = "b")
                @ShardKey(keys = {"rangeField1", "a:hashed", "rangeField2"})
                class D { org.bson.types.ObjectId id; int a; int rangeField1; int rangeField2; }
                """, RULES);
    }

    @Test
    void refused_compoundHashed_at42_compoundHashedShardKeyFcv() {
        // The multiversion test of compound hashed shard keys: "We cannot create compound hashed shard key
        // ... when binary is 4.2" (and shard_collection_basic.js of that era expects {x: 'hashed', y: 1} to fail).
        checkAt("4.2", """
                @Document(collection = "foo")
                @ShardKey(keys = {"x:hashed", "y"}) // expect: ERROR ShardKey
                class C { org.bson.types.ObjectId id; int x; int y; }
                """, RULES);
    }

    @Test
    void accepted_timeSeriesMetaAndTime_timeseriesShardCollection() {
        // jstests/sharding/timeseries_shard_collection.js: a time series collection {timeField: 'time',
        // metaField: 'hostId'} is sharded on {hostId: 1} and on {hostId: 1, time: 1}.
        checkAt("5.0", """
                @Document(collection = "ts")
                @TimeSeries(timeField = "time", metaField = "hostId")
                @ShardKey(keys = {"hostId", "time"})
                class C { org.bson.types.ObjectId id; Date time; int hostId; double data; }
                """, RULES);
    }

    // ---------------------------------------------------------------- UniqueIndexShardKey

    @Test
    void refused_otherUniqueIndex_index1() {
        // jstests/sharding/index1.js, cases 0 and 9: with the unique index {num: 1}, shardcollection on {x: 1}
        // fails ("Should not shard collection when another unique index exists!").
        check("""
                @Document(collection = "foo0")
                @ShardKey(keys = "x")
                @IndexHint(keys = "num", unique = true) // expect: ERROR UniqueIndexShardKey
                @IndexHint(keys = "x")
                class C { org.bson.types.ObjectId id; int num; int x; }
                """, RULES);
    }

    @Test
    void accepted_uniqueIndexWithTheKeyAsPrefix_index1() {
        // index1.js, case 1: {x: 1} and the unique {x: 1, num: 1}, sharded on {x: 1}; case 3: the unique
        // {num: 1} and {num: 1, x: 1}, sharded on {num: 1} with unique: true.
        check("""
                @Document(collection = "foo1")
                @ShardKey(keys = "x")
                @IndexHint(keys = "x")
                @IndexHint(keys = {"x", "num"}, unique = true)
                class C { org.bson.types.ObjectId id; int num; int x; }
                @Document(collection = "foo3")
                @ShardKey(keys = "num", unique = true)
                @IndexHint(keys = "num", unique = true)
                @IndexHint(keys = {"num", "x"}, unique = true)
                class D { org.bson.types.ObjectId id; int num; int x; }
                """, RULES);
    }

    @Test
    void accepted_uniqueIndexStartingWithId_index1() {
        // index1.js, cases 4 and 5: the unique {_id: 1, num: 1}, sharded on {_id: 1} and on {_id: 1, num: 1}.
        check("""
                @Document(collection = "foo4")
                @ShardKey(keys = "_id", unique = true)
                @IndexHint(keys = {"_id", "num"}, unique = true)
                class C { org.bson.types.ObjectId id; int num; }
                """, RULES);
    }

    @Test
    void accepted_uniqueCompoundBesideHashedKey_hashShardUniqueCompound() {
        // jstests/sharding/hash_shard_unique_compound.js: sharded on {a: "hashed"}, the unique {a: 1, b: 1} is
        // created, and in the reverse order the collection with it is sharded.
        check("""
                @Document(collection = "foo")
                @ShardKey(keys = "a:hashed")
                @IndexHint(keys = {"a", "b"}, unique = true)
                class C { org.bson.types.ObjectId id; int a; int b; }
                """, RULES);
    }

    // ---------------------------------------------------------------- CappedCollection

    @Test
    void refused_cappedSharded_shardCollection() {
        // shardCollection on a capped collection: InvalidOptions "can't shard a capped collection" (the create
        // collection coordinator's collation check; the FSM workloads accept InvalidOptions for it).
        check("""
                @Document(collection = "capped")
                @Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                @ShardKey(keys = "_id")
                class C { org.bson.types.ObjectId id; }
                """, RULES);
    }
}
