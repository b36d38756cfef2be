/*
 * Rule:     ReferenceTarget
 * Severity: ERROR (fixed)
 * Lesson:   a reference must point at a @Document and store the type of its _id; a String never matches an ObjectId.
 * Docs:     docs/rules/ReferenceTarget.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Reference;
import org.bson.types.ObjectId;

final class ReferenceTarget {

    @Document(collection = "gallery_reference_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
    }

    @Document(collection = "gallery_reference_reviews")
    static class Review {
        ObjectId id;
        @Reference(Book.class) @Bounded(max = 24) String bookId; // ReferenceTarget: a String never equals Book's ObjectId _id
        @Bounded(max = 2000) String text;
    }
}
