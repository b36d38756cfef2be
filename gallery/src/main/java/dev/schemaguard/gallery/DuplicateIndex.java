/*
 * Rule:     DuplicateIndex
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB keeps one index per signature (keys, collation, filter, unique, sparse): a second name for it is refused.
 * Docs:     docs/rules/DuplicateIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class DuplicateIndex {

    @Document(collection = "gallery_duplicate_index_books")
    @IndexHint(keys = "isbn", name = "by_isbn")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @IndexHint @Bounded(max = 17) String isbn; // DuplicateIndex: the same index as by_isbn, under another name
    }
}
