/*
 * Rule:     IndexFieldUnknown
 * Severity: ERROR
 * Lesson:   index keys are Java field paths; a typo or a stored name instead of the Java name indexes a field that does not exist.
 * Docs:     docs/rules/IndexFieldUnknown.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.time.Instant;
import org.bson.types.ObjectId;

final class IndexFieldUnknown {

    @Document(collection = "gallery_unknown_field_books")
    @IndexHint(keys = {"autor", "publishedAt:-1"}) // IndexFieldUnknown: 'autor' is a typo for 'author'
    static class Book {
        ObjectId id;
        @Bounded(max = 200) String author;
        Instant publishedAt;
    }
}
