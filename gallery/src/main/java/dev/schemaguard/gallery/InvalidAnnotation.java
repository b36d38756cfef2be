/*
 * Rule:     InvalidAnnotation
 * Severity: ERROR (fixed)
 * Lesson:   schemaguard annotations used where they mean nothing, or with values MongoDB rejects, are errors, not silent no-ops.
 * Docs:     docs/rules/InvalidAnnotation.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.CaseInsensitive;
import dev.schemaguard.annotations.Collation;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Embedded;
import dev.schemaguard.annotations.Field;
import dev.schemaguard.annotations.Id;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

final class InvalidAnnotation {

    @Document(collection = "gallery_invalid_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
    }

    @Document(collection = "gallery_invalid_reviews",
            collation = @Collation(strength = 2)) // InvalidAnnotation: a strength without a locale means no collation
    @IndexHint(keys = {"bookId", "createdAt:desc"}) // InvalidAnnotation: ':desc' is not a suffix MongoDB knows (':-1')
    @IndexHint(unique = true) // InvalidAnnotation: a class-level hint must name its keys
    static class Review {
        @Id @Field("review_id") ObjectId id; // InvalidAnnotation: the _id is always stored as _id, @Field changes nothing
        @Id ObjectId reviewId; // InvalidAnnotation: a second @Id
        @Embedded @Reference(Book.class) ObjectId bookId; // InvalidAnnotation: both @Embedded and @Reference
        @Bounded(max = 5) int rating; // InvalidAnnotation: @Bounded cannot bound an int
        @Bounded(max = 0) List<String> tags; // InvalidAnnotation: max must be at least 1
        @CaseInsensitive Instant createdAt; // InvalidAnnotation: only strings have case
        @IndexHint(expireAfterSeconds = -5) Instant lockedAt; // InvalidAnnotation: -5 is neither a TTL nor 'no TTL'
        @IndexHint(keys = "text") @Bounded(max = 2000) String text; // InvalidAnnotation: a field hint takes no keys
        @IndexHint(collation = @Collation(locale = "en", strength = 7)) @Bounded(max = 60) String reviewer; // InvalidAnnotation: strength outside 1..5
        @Bounded(max = 2000) static String template; // InvalidAnnotation: static fields are not stored
        @IndexHint(expireAfterSeconds = 4_000_000_000L) Instant archivedAt; // InvalidAnnotation: more than MongoDB's TTL limit of 2147483647 s
    }

    @Document(collection = "gallery_invalid_shelves") // InvalidAnnotation: an interface is not stored as a document
    interface Shelf {
    }
}
