/*
 * Rule:     MonotonicShardKey
 * Severity: WARNING
 * Lesson:   a ranged shard key on a value that grows with every insert (an ObjectId _id, a date) sends every insert to one shard.
 * Docs:     docs/rules/MonotonicShardKey.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.ShardKey;
import java.math.BigDecimal;
import java.time.Instant;
import org.bson.types.ObjectId;

final class MonotonicShardKey {

    @Document(collection = "gallery_monotonic_orders")
    @ShardKey(keys = "_id") // MonotonicShardKey: an ObjectId grows with every insert
    static class Order {
        ObjectId id;
        ObjectId customerId;
        Instant placedAt;
        BigDecimal total;
    }
}
