/*
 * Rule:     IndexName
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB rejects the index names '*' and '_id_' (reserved for the _id index); leave the name out or choose another.
 * Docs:     docs/rules/IndexName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class IndexName {

    @Document(collection = "gallery_index_name_books")
    @IndexHint(keys = "isbn", unique = true, name = "_id_") // IndexName: '_id_' is the name of the _id index
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 17) String isbn;
    }
}
