/*
 * Rule:     DuplicateCollection
 * Severity: ERROR (fixed)
 * Lesson:   two unrelated classes in one collection read each other's documents; give each its own collection, or use one class hierarchy.
 * Docs:     docs/rules/DuplicateCollection.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class DuplicateCollection {

    @Document(collection = "gallery_duplicate_books") // DuplicateCollection: BookSummary is stored here too
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 17) String isbn;
    }

    @Document(collection = "gallery_duplicate_books") // DuplicateCollection: Book is stored here too
    static class BookSummary {
        ObjectId id;
        @Bounded(max = 300) String title;
    }
}
