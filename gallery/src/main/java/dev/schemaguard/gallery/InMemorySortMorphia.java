/*
 * Rule:     InMemorySort
 * Severity: WARNING
 * Lesson:   the same query in Morphia: an index that serves the filter but not the order sorts every match in memory.
 * Docs:     docs/rules/InMemorySort.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.query.FindOptions;
import dev.morphia.query.Sort;
import dev.morphia.query.filters.Filters;
import java.time.Instant;
import java.util.stream.Stream;
import org.bson.types.ObjectId;

final class InMemorySortMorphia {

    /** The orders of InMemorySort.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_sort_orders")
    static class Order {
        @Id ObjectId id;
        @Indexed(options = @IndexOptions(name = "status")) String status;
        Instant placedAt;
    }

    static final class OrderQueries {
        Datastore datastore;

        // Query.stream(FindOptions), deprecated since Morphia 2.5 for Datastore.find(Class, FindOptions), which
        // schemaguard does not read yet
        @SuppressWarnings("removal")
        Stream<Order> latestWithStatus(String status) {
            return datastore.find(Order.class)
                    .filter(Filters.eq("status", status))
                    .stream(new FindOptions().sort(Sort.descending("placedAt"))); // InMemorySort: the status index gives no order
        }
    }
}
