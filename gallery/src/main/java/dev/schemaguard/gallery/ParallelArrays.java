/*
 * Rule:     ParallelArrays
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB cannot index two different arrays in one compound index; index them separately or keep one array of documents.
 * Docs:     docs/rules/ParallelArrays.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.util.List;
import org.bson.types.ObjectId;

final class ParallelArrays {

    @Document(collection = "gallery_parallel_books")
    @IndexHint(keys = {"tags", "authors"}) // ParallelArrays: keys in two different arrays
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 20) List<String> tags;
        @Bounded(max = 10) List<String> authors;
    }
}
