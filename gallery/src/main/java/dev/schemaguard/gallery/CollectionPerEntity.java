/*
 * Rule:     CollectionPerEntity
 * Severity: WARNING
 * Lesson:   one collection per book (book1_views, book2_views) multiplies namespaces and indexes; use one collection with a bookId field.
 * Docs:     docs/rules/CollectionPerEntity.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import java.time.LocalDate;
import org.bson.types.ObjectId;

final class CollectionPerEntity {

    @Document(collection = "gallery_book1_views") // CollectionPerEntity: differs from gallery_book2_views only in digits
    static class Book1Views {
        ObjectId id;
        LocalDate day;
        long views;
    }

    @Document(collection = "gallery_book2_views") // CollectionPerEntity: differs from gallery_book1_views only in digits
    static class Book2Views {
        ObjectId id;
        LocalDate day;
        long views;
    }
}
