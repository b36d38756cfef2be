/*
 * Rule:     HashedIndex
 * Severity: ERROR (fixed)
 * Lesson:   a hashed index cannot be unique (hashes collide), has one hashed key, and cannot hash an array.
 * Docs:     docs/rules/HashedIndex.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class HashedIndex {

    @Document(collection = "gallery_hashed_books")
    @IndexHint(keys = "isbn:hashed", unique = true) // HashedIndex: a hashed index cannot be unique
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 17) String isbn;
    }
}
