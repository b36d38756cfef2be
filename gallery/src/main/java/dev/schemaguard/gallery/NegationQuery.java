/*
 * Rule:     NegationQuery
 * Severity: WARNING
 * Lesson:   a query that only says what a field is not ($ne, $nin) reads nearly every key; ask for the values wanted.
 * Docs:     docs/rules/NegationQuery.md
 */
package dev.schemaguard.gallery;

import java.util.List;
import org.bson.types.ObjectId;
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
}
