/*
 * Rule:     QueryWithoutShardKey
 * Severity: WARNING
 * Lesson:   the same query in Morphia: on a sharded collection, a query without the shard key's first field goes to every shard.
 * Docs:     docs/rules/QueryWithoutShardKey.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Field;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Index;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.annotations.Indexes;
import dev.morphia.annotations.ShardKey;
import dev.morphia.annotations.ShardKeys;
import dev.morphia.query.filters.Filters;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

final class QueryWithoutShardKeyMorphia {

    /** The orders of QueryWithoutShardKey.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_sharded_orders")
    @ShardKeys({@ShardKey("customerId"), @ShardKey("placedAt")})
    @Indexes(@Index(fields = {@Field("customerId"), @Field("placedAt")}))
    static class Order {
        @Id ObjectId id;
        ObjectId customerId;
        Instant placedAt;
        @Indexed(options = @IndexOptions(name = "status")) String status;
    }

    static final class OrderQueries {
        Datastore datastore;

        List<Order> withStatus(String status) {
            return datastore.find(Order.class).filter(Filters.eq("status", status)).stream().toList(); // QueryWithoutShardKey: broadcast to every shard
        }
    }
}
