/*
 * Rule:     IndexOptionConflict
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB refuses sparse together with partialFilter (say it in the filter), bad filters, and collations on text or 2d indexes.
 * Docs:     docs/rules/IndexOptionConflict.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class IndexOptionConflict {

    @Document(collection = "gallery_option_conflict_books")
    @IndexHint(keys = "isbn", unique = true, sparse = true, partialFilter = "{\"isbn\": {\"$exists\": true}}") // IndexOptionConflict: sparse and partial
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 17) String isbn;
    }
}
