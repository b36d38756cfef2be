/*
 * Rule:     QueryWithoutIndex
 * Severity: WARNING
 * Lesson:   a repository query that no index serves reads every document; declare the index it needs, in ESR order.
 * Docs:     docs/rules/QueryWithoutIndex.md
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

    /** The same query in driver code, read from the method body. */
    static final class OrderQueries {
        MongoCollection<Order> orders;

        Object latest(ObjectId customerId) {
            return orders.find(Filters.eq("customerId", customerId)) // QueryWithoutIndex: COLLSCAN, then SORT
                    .sort(Sorts.descending("placedAt"));
        }
    }

    /** The same query through Spring's MongoTemplate. */
    static final class OrderService {
        MongoTemplate template;

        List<Order> latest(ObjectId customerId) {
            return template.find( // QueryWithoutIndex: COLLSCAN, then SORT
                    query(where("customerId").is(customerId)).with(Sort.by(Sort.Direction.DESC, "placedAt")), Order.class);
        }
    }
}
