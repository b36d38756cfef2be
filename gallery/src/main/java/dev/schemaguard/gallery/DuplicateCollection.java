/*
 * Rule:     DuplicateCollection
 * Severity: ERROR
 * Lesson:   two unrelated classes in one collection that store one field as two types read each other's documents wrong; store one type, give each its own collection, or use one class hierarchy.
 * Docs:     docs/rules/DuplicateCollection.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class DuplicateCollection {

    @Document(collection = "gallery_duplicate_books") // DuplicateCollection: BookSummary stores isbn as a long here
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 17) String isbn;
    }

    @Document(collection = "gallery_duplicate_books") // DuplicateCollection: Book stores isbn as a string here
    static class BookSummary {
        ObjectId id;
        @Bounded(max = 300) String title;
        long isbn;
    }
}
