/*
 * Rule:     TextIndexLimit
 * Severity: ERROR (fixed)
 * Lesson:   a collection has at most one text index; put every text field in it.
 * Docs:     docs/rules/TextIndexLimit.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class TextIndexLimit {

    @Document(collection = "gallery_text_books")
    @IndexHint(keys = "title:text")
    @IndexHint(keys = "summary:text") // TextIndexLimit: a second text index
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 2000) String summary;
    }
}
