/*
 * Rule:     ImplicitEmbeddedDocument
 * Severity: WARNING
 * Lesson:   a field typed with another @Document silently stores a copy that drifts; use @Reference, or @Embedded if the copy is meant.
 * Docs:     docs/rules/ImplicitEmbeddedDocument.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class ImplicitEmbeddedDocument {

    @Document(collection = "gallery_implicit_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 200) String author;
    }

    @Document(collection = "gallery_implicit_reviews")
    static class Review {
        ObjectId id;
        Book book; // ImplicitEmbeddedDocument: a whole copy of a book in every review
        @Bounded(max = 2000) String text;
    }
}
