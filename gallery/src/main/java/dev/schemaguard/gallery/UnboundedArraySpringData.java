/*
 * Rule:     UnboundedArray (Spring Data MongoDB's vocabulary)
 * Severity: WARNING
 * Lesson:   an SDM entity's List of embedded documents grows like any other; bound it with @Size(max) or @Bounded.
 * Docs:     docs/rules/UnboundedArray.md
 */
package dev.schemaguard.gallery;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

final class UnboundedArraySpringData {

    @Document("gallery_sdm_unbounded_books")
    static class Book {
        ObjectId id;
        List<ReviewExcerpt> reviews; // UnboundedArray: every review ever written, in the book
    }

    static class ReviewExcerpt {
        String reviewer;
        int rating;
    }
}
