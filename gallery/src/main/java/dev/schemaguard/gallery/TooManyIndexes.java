/*
 * Rule:     TooManyIndexes
 * Severity: WARNING
 * Lesson:   every index slows every insert and update and takes memory; keep those the queries need (more than 10 is a smell).
 * Docs:     docs/rules/TooManyIndexes.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.math.BigDecimal;
import java.time.Instant;
import org.bson.types.ObjectId;

final class TooManyIndexes {

    @Document(collection = "gallery_many_indexes_books") // TooManyIndexes: 11 indexes besides _id, more than 10
    static class Book {
        ObjectId id;
        @IndexHint(unique = true) @Bounded(max = 17) String isbn;
        @IndexHint @Bounded(max = 300) String title;
        @IndexHint @Bounded(max = 200) String author;
        @IndexHint @Bounded(max = 200) String publisher;
        @IndexHint @Bounded(max = 50) String language;
        @IndexHint @Bounded(max = 50) String genre;
        @IndexHint Instant publishedAt;
        @IndexHint BigDecimal price;
        @IndexHint int pages;
        @IndexHint double rating;
        @IndexHint int stock;
    }
}
