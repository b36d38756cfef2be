/*
 * Rule:     DbRef
 * Severity: WARNING
 * Lesson:   a DBRef repeats the collection name in every value and costs one more query per reference; store the id (@DocumentReference).
 * Docs:     docs/rules/DbRef.md
 */
package dev.schemaguard.gallery;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.DBRef;
import org.springframework.data.mongodb.core.mapping.Document;

final class DbRef {

    @Document("gallery_dbref_reviews")
    static class Review {
        ObjectId id;
        @DBRef Book book; // DbRef: stored as {$ref: "gallery_dbref_books", $id: ...}, one query per review to resolve
    }

    @Document("gallery_dbref_books")
    static class Book {
        ObjectId id;
    }
}
