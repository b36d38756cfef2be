/*
 * Rule:     TtlIndex
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB refuses a TTL on a compound index or on _id: put expireAfterSeconds on the date field alone.
 * Docs:     docs/rules/TtlIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.time.Instant;
import org.bson.types.ObjectId;

final class TtlIndex {

    @Document(collection = "gallery_ttl_carts")
    @IndexHint(keys = {"expiresAt", "userId"}, expireAfterSeconds = 0) // TtlIndex: a TTL on a compound index
    static class Cart {
        ObjectId id;
        Instant expiresAt;
        @Bounded(max = 40) String userId;
    }
}
