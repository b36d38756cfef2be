/*
 * Rule:     NegationQuery
 * Severity: WARNING
 * Lesson:   the same query in Morphia: a filter that only says what a field is not reads nearly every key.
 * Docs:     docs/rules/NegationQuery.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.query.filters.Filters;
import java.util.List;
import org.bson.types.ObjectId;

final class NegationQueryMorphia {

    /** The orders of NegationQuery.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_negation_orders")
    static class Order {
        @Id ObjectId id;
        @Indexed(options = @IndexOptions(name = "status")) String status;
    }

    static final class OrderQueries {
        Datastore datastore;

        List<Order> notWithStatus(String status) {
            return datastore.find(Order.class).filter(Filters.ne("status", status)).stream().toList(); // NegationQuery: {status: {$ne: s}} bounds nearly every key
        }
    }
}
