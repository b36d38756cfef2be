/*
 * Rule:     UnusedIndex
 * Severity: WARNING (with -Aschemaguard.workload=complete)
 * Lesson:   an index no query uses still costs every write and takes cache from the data.
 * Docs:     docs/rules/UnusedIndex.md
 */
package dev.schemaguard.gallery;

import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class UnusedIndex {

    @Document("gallery_unused_index_orders")
    static class Order {
        ObjectId id;
        @Indexed String status;
        @Indexed String couponCode; // UnusedIndex: no query of the compilation filters or sorts on it
        Instant placedAt;
    }

    interface OrderRepository extends Repository<Order, ObjectId> {
        List<Order> findByStatus(String status);
    }
}
