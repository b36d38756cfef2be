/*
 * Rule:     UnboundedArray
 * Severity: WARNING
 * Lesson:   an embedded array that nothing bounds creeps towards 16 MiB; embed a bounded subset (subset pattern) and say so with @Bounded.
 * Docs:     docs/rules/UnboundedArray.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import java.util.List;
import org.bson.types.ObjectId;

final class UnboundedArray {

    @Document(collection = "gallery_unbounded_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        List<ReviewExcerpt> reviews; // UnboundedArray: every review ever written, in the book
    }

    static class ReviewExcerpt {
        @Bounded(max = 60) String reviewer;
        int rating;
        @Bounded(max = 500) String excerpt;
    }
}
