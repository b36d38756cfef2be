/*
 * Rule:     UnusedIndex
 * Severity: WARNING (with -Aschemaguard.workload=complete)
 * Lesson:   the same in Morphia: an index that none of the entity's queries uses still costs every write.
 * Docs:     docs/rules/UnusedIndex.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import dev.morphia.query.filters.Filters;
import java.util.List;
import org.bson.types.ObjectId;

final class UnusedIndexMorphia {

    @Entity("gallery_unused_index_entity_orders")
    static class Order {
        @Id ObjectId id;
        @Indexed String status;
        @Indexed String couponCode; // UnusedIndex: no query of the compilation filters or sorts on it
    }

    static final class OrderQueries {
        Datastore datastore;

        List<Order> withStatus(String status) {
            return datastore.find(Order.class).filter(Filters.eq("status", status)).stream().toList();
        }
    }
}
