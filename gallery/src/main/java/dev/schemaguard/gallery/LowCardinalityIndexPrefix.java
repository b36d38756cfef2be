/*
 * Rule:     LowCardinalityIndexPrefix
 * Severity: WARNING
 * Lesson:   a compound index that starts with a boolean or enum narrows the search little; put the selective equality fields first (ESR).
 * Docs:     docs/rules/LowCardinalityIndexPrefix.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class LowCardinalityIndexPrefix {

    @Document(collection = "gallery_low_cardinality_books")
    @IndexHint(keys = {"inStock", "author"}) // LowCardinalityIndexPrefix: starts with a boolean
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 200) String author;
        boolean inStock;
    }
}
