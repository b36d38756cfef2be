/*
 * Rule:     TtlNeverExpires
 * Severity: ERROR
 * Lesson:   MongoDB builds a TTL index on a number, but only dates expire: these sessions live forever.
 * Docs:     docs/rules/TtlNeverExpires.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class TtlNeverExpires {

    @Document(collection = "gallery_ttl_sessions")
    static class Session {
        ObjectId id;
        @IndexHint(expireAfterSeconds = 3600) long createdAtMillis; // TtlNeverExpires: epoch millis are no date
    }
}
