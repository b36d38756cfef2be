/*
 * Rule:     CappedCollection
 * Severity: ERROR (fixed)
 * Lesson:   a capped collection already bounds itself; MongoDB 5.2 to 7.0 refuses a TTL index on it.
 * Docs:     docs/rules/CappedCollection.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Capped;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.time.Instant;
import org.bson.types.ObjectId;

final class CappedCollection {

    @Document(collection = "gallery_capped_activity_log")
    @Capped(sizeBytes = 104_857_600)
    static class ActivityLog {
        ObjectId id;
        @IndexHint(expireAfterSeconds = 86_400) Instant at; // CappedCollection: a TTL index on a capped collection
        @Bounded(max = 500) String message;
    }
}
