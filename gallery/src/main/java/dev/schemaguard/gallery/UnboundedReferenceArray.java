/*
 * Rule:     UnboundedReferenceArray
 * Severity: WARNING
 * Lesson:   the one side of a one-to-many keeping every id grows without limit (one-to-zillions); reference from the many side.
 * Docs:     docs/rules/UnboundedReferenceArray.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Reference;
import java.util.List;
import org.bson.types.ObjectId;

final class UnboundedReferenceArray {

    @Document(collection = "gallery_reference_array_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Reference(Review.class) List<ObjectId> reviewIds; // UnboundedReferenceArray: the id of every review, in the book
    }

    @Document(collection = "gallery_reference_array_reviews")
    static class Review {
        ObjectId id;
        @Bounded(max = 2000) String text;
        int rating;
    }
}
