/*
 * Rule:     DuplicateIndex
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB keeps one index per key pattern (a single-field index serves both directions); declare each index once.
 * Docs:     docs/rules/DuplicateIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class DuplicateIndex {

    @Document(collection = "gallery_duplicate_index_books")
    @IndexHint(keys = "isbn:-1")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @IndexHint @Bounded(max = 17) String isbn; // DuplicateIndex: same index as isbn:-1 on the class
    }
}
