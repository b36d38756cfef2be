/*
 * Rule:     InMemorySort
 * Severity: WARNING
 * Lesson:   an index that serves the filter but not the order sorts every match in memory; put the sort keys after the equality keys.
 * Docs:     docs/rules/InMemorySort.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class InMemorySort {

    @Document("gallery_query_sort_orders")
    static class Order {
        ObjectId id;
        @Indexed String status;
        Instant placedAt;
    }

    interface OrderRepository extends Repository<Order, ObjectId> {
        List<Order> findByStatusOrderByPlacedAtDesc(String status); // InMemorySort: the status index gives no order
    }

    /** The same query in driver code, read from the method body. */
    static final class OrderQueries {
        MongoCollection<Order> orders;

        Object latestWithStatus(String status) {
            return orders.find(Filters.eq("status", status)) // InMemorySort: the status index gives no order
                    .sort(Sorts.descending("placedAt"));
        }
    }

    /** The same query through Spring's MongoTemplate. */
    static final class OrderService {
        MongoTemplate template;

        List<Order> latestWithStatus(String status) {
            return template.find( // InMemorySort: the status index gives no order
                    query(where("status").is(status)).with(Sort.by(Sort.Direction.DESC, "placedAt")), Order.class);
        }
    }
}
