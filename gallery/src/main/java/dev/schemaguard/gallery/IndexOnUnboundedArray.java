/*
 * Rule:     IndexOnUnboundedArray
 * Severity: WARNING
 * Lesson:   a multikey index holds one entry per array element, so an index on an unbounded array grows without limit too.
 * Docs:     docs/rules/IndexOnUnboundedArray.md
 * Also shown: UnboundedArray on the same field (the array itself has no @Bounded).
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.util.List;
import org.bson.types.ObjectId;

final class IndexOnUnboundedArray {

    @Document(collection = "gallery_indexed_array_books")
    @IndexHint(keys = "readerTags") // IndexOnUnboundedArray: one index entry per tag any reader ever added
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        List<String> readerTags; // UnboundedArray: the array the index goes through has no bound
    }
}
