/*
 * Rule:     TtlIndex
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB only expires documents through a single-field TTL index on a date field (not _id, not a number of millis).
 * Docs:     docs/rules/TtlIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.util.List;
import org.bson.types.ObjectId;

final class TtlIndex {

    @Document(collection = "gallery_ttl_carts")
    static class Cart {
        ObjectId id;
        ObjectId customerId;
        @Bounded(max = 50) List<ObjectId> bookIds;
        @IndexHint(expireAfterSeconds = 0) long expiresAtMillis; // TtlIndex: a long is not a date, nothing would expire
    }
}
