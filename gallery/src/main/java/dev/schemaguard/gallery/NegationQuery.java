/*
 * Rule:     NegationQuery
 * Severity: WARNING
 * Lesson:   a query that only says what a field is not ($ne, $nin) reads nearly every key; ask for the values wanted.
 * Docs:     docs/rules/NegationQuery.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class NegationQuery {

    @Document("gallery_query_negation_orders")
    static class Order {
        ObjectId id;
        @Indexed String status;
    }

    interface OrderRepository extends Repository<Order, ObjectId> {
        List<Order> findByStatusNot(String status); // NegationQuery: {status: {$ne: s}} bounds nearly every key
    }

    /** The same query in driver code, read from the method body. */
    static final class OrderQueries {
        MongoCollection<Order> orders;

        Object notWithStatus(String status) {
            return orders.find(Filters.ne("status", status)); // NegationQuery: {status: {$ne: s}} bounds nearly every key
        }
    }

    /** The same query through Spring's MongoTemplate. */
    static final class OrderService {
        MongoTemplate template;

        List<Order> notWithStatus(String status) {
            return template.find(query(where("status").ne(status)), Order.class); // NegationQuery: {status: {$ne: s}} bounds nearly every key
        }
    }
}
