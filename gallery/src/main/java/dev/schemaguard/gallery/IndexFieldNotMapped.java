/*
 * Rule:     IndexFieldNotMapped
 * Severity: WARNING
 * Lesson:   a partial filter is sent as written, in stored names; a field no document stores makes an index that covers no document.
 * Docs:     docs/rules/IndexFieldNotMapped.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.time.Instant;
import org.bson.types.ObjectId;

final class IndexFieldNotMapped {

    @Document(collection = "gallery_unmapped_filter_orders")
    @IndexHint(keys = {"customer", "placedAt:-1"},
            partialFilter = "{isShiped: false}") // IndexFieldNotMapped: the stored field is 'isShipped'
    static class Order {
        ObjectId id;
        @Bounded(max = 100) String customer;
        Instant placedAt;
        boolean isShipped;
    }
}
