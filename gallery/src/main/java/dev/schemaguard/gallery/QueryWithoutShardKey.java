/*
 * Rule:     QueryWithoutShardKey
 * Severity: WARNING
 * Lesson:   on a sharded collection, a query without the shard key's first field goes to every shard.
 * Docs:     docs/rules/QueryWithoutShardKey.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;
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

    /** The same query in driver code, read from the method body. */
    static final class OrderQueries {
        MongoCollection<Order> orders;

        Object withStatus(String status) {
            return orders.find(Filters.eq("status", status)); // QueryWithoutShardKey: broadcast to every shard
        }
    }

    /** The same query through Spring's MongoTemplate. */
    static final class OrderService {
        MongoTemplate template;

        List<Order> withStatus(String status) {
            return template.find(query(where("status").is(status)), Order.class); // QueryWithoutShardKey: broadcast to every shard
        }
    }
}
