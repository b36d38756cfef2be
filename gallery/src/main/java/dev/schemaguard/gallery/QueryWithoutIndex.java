/*
 * Rule:     QueryWithoutIndex
 * Severity: WARNING
 * Lesson:   a repository query that no index serves reads every document; declare the index it needs, in ESR order.
 * Docs:     docs/rules/QueryWithoutIndex.md
 */
package dev.schemaguard.gallery;

import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class QueryWithoutIndex {

    @Document("gallery_query_scan_orders")
    static class Order {
        ObjectId id;
        ObjectId customerId;
        Instant placedAt;
    }

    interface OrderRepository extends Repository<Order, ObjectId> {
        List<Order> findByCustomerIdOrderByPlacedAtDesc(ObjectId customerId); // QueryWithoutIndex: COLLSCAN, then SORT
    }
}
