/*
 * Rule:     QueryWithoutIndex
 * Severity: WARNING
 * Lesson:   the same query in Morphia: a find that no index serves reads every document; declare the index it needs in @Indexes.
 * Docs:     docs/rules/QueryWithoutIndex.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.query.FindOptions;
import dev.morphia.query.Sort;
import dev.morphia.query.filters.Filters;
import java.time.Instant;
import java.util.stream.Stream;
import org.bson.types.ObjectId;

final class QueryWithoutIndexMorphia {

    /** The orders of QueryWithoutIndex.java, mapped by Morphia: the same collection. */
    @Entity("gallery_query_scan_orders")
    static class Order {
        @Id ObjectId id;
        ObjectId customerId;
        Instant placedAt;
    }

    static final class OrderQueries {
        Datastore datastore;

        // Query.stream(FindOptions), deprecated since Morphia 2.5 for Datastore.find(Class, FindOptions), which
        // schemaguard does not read yet
        @SuppressWarnings("removal")
        Stream<Order> latest(ObjectId customerId) {
            return datastore.find(Order.class)
                    .filter(Filters.eq("customerId", customerId))
                    .stream(new FindOptions().sort(Sort.descending("placedAt"))); // QueryWithoutIndex: COLLSCAN, then SORT
        }
    }
}
