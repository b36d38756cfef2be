package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.BsonComparison.flag;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.TimeSeriesOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * A shard key against what a mongos has: its {@code config.collections} entry, and the indexes
 * that can support it, by the rules {@code shardCollection} checks (mongo's
 * src/mongo/db/s/shard_key_util.cpp, validShardKeyIndexExists, and shard_key_index_util.cpp).
 */
final class ShardKeys {

    /** The time series buckets collection's prefix: a sharded time series collection is listed under it. */
    private static final String BUCKETS = "system.buckets.";

    private ShardKeys() {}

    /** {@code {"customerId": 1} unique=true}, as the report writes a shard key. */
    static String describe(BsonDocument key, boolean unique) {
        return key.toJson() + (unique ? " unique=true" : "");
    }

    /**
     * The namespaces under which {@code config.collections} can list the target: its own, and for a
     * time series collection the buckets collection's (mongo's jstests on sharded time series collections:
     * {@code validateBucketsCollectionSharded}, "the 'time' field should be translated to 'control.min.time'").
     */
    static List<String> namespaces(String database, Target target) {
        List<String> out = new ArrayList<String>();
        out.add(database + "." + target.collection());
        if (OptionsDrift.timeSeriesOf(target.options()) != null) {
            out.add(database + "." + BUCKETS + target.collection());
        }
        return out;
    }

    /**
     * The target's entry in {@code config.collections} (by namespace), or {@code null} when it is not sharded.
     * Entries already left out: those of dropped collections (before 5.0 they stayed, {@code dropped: true})
     * and those of tracked, unsharded ones (8.0, {@code unsplittable: true}).
     */
    static BsonDocument entry(Map<String, BsonDocument> sharded, String database, Target target) {
        for (String namespace : namespaces(database, target)) {
            BsonDocument entry = sharded.get(namespace);
            if (entry != null) {
                return entry;
            }
        }
        return null;
    }

    /** Whether a {@code config.collections} entry counts as a sharded collection. */
    static boolean isSharded(BsonDocument entry) {
        return entry.isDocument("key") && !flag(entry, "dropped") && !flag(entry, "unsplittable");
    }

    /** Whether the collection is sharded with the declared key and unique option. */
    static boolean sameKey(BsonDocument entry, Target target) {
        return BsonComparison.sameValue(asListed(entry, target), entry.getDocument("key"))
                && flag(entry, "unique") == target.shardKeyUnique();
    }

    /**
     * The declared key as config.collections has it: for a time series collection (listed under its
     * buckets collection, or from 8.x with {@code timeseriesFields} under its own name), in the buckets'
     * fields, the metaField as {@code meta} and the timeField as {@code control.min.<timeField>}.
     */
    private static BsonDocument asListed(BsonDocument entry, Target target) {
        BsonDocument key = target.shardKeyDocument();
        TimeSeriesOptions timeSeries = OptionsDrift.timeSeriesOf(target.options());
        boolean buckets = entry.containsKey("timeseriesFields")
                || entry.isString("_id") && entry.getString("_id").getValue().contains("." + BUCKETS);
        if (timeSeries == null || !buckets) {
            return key;
        }
        String meta = timeSeries.getMetaField();
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> field : key.entrySet()) {
            String name = field.getKey();
            if (meta != null && name.equals(meta)) {
                name = "meta";
            } else if (meta != null && name.startsWith(meta + ".")) {
                name = "meta" + name.substring(meta.length());
            } else if (name.equals(timeSeries.getTimeField())) {
                name = "control.min." + name;
            }
            out.append(name, field.getValue());
        }
        return out;
    }

    /** A collection sharded with another key (or unique option) than the declared one: never changed here. */
    static Conflict conflict(String namespace, Target target, BsonDocument entry) {
        boolean sameFields = BsonComparison.sameValue(asListed(entry, target), entry.getDocument("key"));
        return new Conflict(
                namespace,
                "(shard key)",
                describe(target.shardKeyDocument(), target.shardKeyUnique()),
                describe(entry.getDocument("key"), flag(entry, "unique")),
                (sameFields
                                ? "the collection is sharded with this key, but unique is " + flag(entry, "unique")
                                : "the collection is sharded with another shard key")
                        + "; this bootstrap never changes it: "
                        // the manual's reshardCollection: unique "Only false is supported"
                        + (target.shardKeyUnique()
                                ? "reshardCollection (MongoDB 5.0 and later) takes only keys that are not "
                                        + "unique, so a unique shard key needs a new collection; or declare the key it has"
                                : "reshardCollection (MongoDB 5.0 and later) reshards it to the declared key, or declare the key it has"));
    }

    /**
     * The name of an index that supports the shard key, among the existing indexes (as listIndexes
     * gives them: no collation is the simple one), the declared ones (without a collation of their
     * own they take the collection's) and the {@code _id} index; or {@code null}. Supporting means:
     * the key is a prefix of the index's keys, field by field with the same value (a hashed key needs
     * a hashed index), neither sparse, partial nor hidden, with the simple collation; for a unique
     * key, an index on exactly the key that is unique (or starts with {@code _id}).
     */
    static String supportingIndex(
            BsonDocument key,
            boolean unique,
            List<BsonDocument> declared,
            List<BsonDocument> existing,
            BsonDocument collectionCollation) {
        boolean idListed = false;
        for (BsonDocument index : existing) {
            idListed |= IndexSpecs.name(index).equals("_id_");
            if (supports(index, index.isDocument("collation") ? index.getDocument("collation") : null, key, unique)) {
                return IndexSpecs.name(index);
            }
        }
        for (BsonDocument index : declared) {
            if (supports(
                    index,
                    index.isDocument("collation") ? index.getDocument("collation") : collectionCollation,
                    key,
                    unique)) {
                return IndexSpecs.name(index);
            }
        }
        BsonDocument id = BsonDocument.parse("{key: {_id: 1}, name: '_id_'}");
        return !idListed && supports(id, collectionCollation, key, unique) ? "_id_" : null;
    }

    private static boolean supports(BsonDocument index, BsonDocument collation, BsonDocument key, boolean unique) {
        if (flag(index, "sparse")
                || index.containsKey("partialFilterExpression")
                || flag(index, "hidden")
                || !CollationMatch.same(collation, null)) {
            return false;
        }
        BsonDocument keys = index.getDocument("key", new BsonDocument());
        if (unique) {
            return BsonComparison.sameValue(keys, key) && (flag(index, "unique") || "_id".equals(first(keys)));
        }
        return isPrefix(key, keys);
    }

    /** Whether {@code key} is a prefix of {@code keys}: the same fields first, in order, with the same values. */
    static boolean isPrefix(BsonDocument key, BsonDocument keys) {
        List<String> names = new ArrayList<String>(keys.keySet());
        int i = 0;
        for (Map.Entry<String, BsonValue> field : key.entrySet()) {
            if (i >= names.size()
                    || !names.get(i).equals(field.getKey())
                    || !BsonComparison.sameValue(keys.get(names.get(i)), field.getValue())) {
                return false;
            }
            i++;
        }
        return true;
    }

    private static String first(BsonDocument keys) {
        return keys.isEmpty() ? null : keys.getFirstKey();
    }

    /**
     * The index the bootstrap creates for a shard key that no index supports: on the key, unique
     * when it is, with the simple collation when the collection has another default (the server
     * creates its own that way, createShardKeyIndex). Named as the driver names an index
     * ({@code customerId_1_placedAt_1}), with {@code _shardkey} added when that name is taken.
     */
    static IndexModel supportingModel(
            BsonDocument key,
            boolean unique,
            BsonDocument collectionCollation,
            List<BsonDocument> declared,
            List<BsonDocument> existing) {
        StringBuilder name = new StringBuilder();
        for (Map.Entry<String, BsonValue> field : key.entrySet()) {
            BsonValue value = field.getValue();
            name.append(name.length() == 0 ? "" : "_")
                    .append(field.getKey())
                    .append('_')
                    .append(
                            value.isString()
                                    ? value.asString().getValue()
                                    : String.valueOf(value.asNumber().intValue()));
        }
        Set<String> taken = new HashSet<String>();
        for (BsonDocument index : declared) {
            taken.add(IndexSpecs.name(index));
        }
        for (BsonDocument index : existing) {
            taken.add(IndexSpecs.name(index));
        }
        if (taken.contains(name.toString())) {
            name.append("_shardkey");
        }
        IndexOptions options = new IndexOptions().name(name.toString());
        if (unique) {
            options.unique(true);
        }
        if (!CollationMatch.same(collectionCollation, null)) {
            options.collation(Collation.builder().locale("simple").build());
        }
        return new IndexModel(key.clone(), options);
    }
}
