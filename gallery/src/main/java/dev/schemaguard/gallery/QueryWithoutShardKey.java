/*
 * Rule:     QueryWithoutShardKey
 * Severity: WARNING
 * Lesson:   on a sharded collection, a query without the shard key's first field goes to every shard.
 * Docs:     docs/rules/QueryWithoutShardKey.md
 */
package dev.schemaguard.gallery;

import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Sharded;
import org.springframework.data.repository.Repository;

final class QueryWithoutShardKey {

    @Document("gallery_query_sharded_orders")
    @Sharded(shardKey = {"customerId", "placedAt"})
    @CompoundIndex(def = "{'customerId': 1, 'placedAt': 1}")
    static class Order {
        ObjectId id;
        ObjectId customerId;
        Instant placedAt;
        @Indexed String status;
    }

    interface OrderRepository extends Repository<Order, ObjectId> {
        List<Order> findByStatus(String status); // QueryWithoutShardKey: broadcast to every shard
    }
}
