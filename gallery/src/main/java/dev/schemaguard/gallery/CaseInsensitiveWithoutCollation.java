/*
 * Rule:     CaseInsensitiveWithoutCollation
 * Severity: ERROR (fixed)
 * Lesson:   a case-insensitive lookup needs an index that starts with the field under a strength 1 or 2 collation, not a $regex with option i.
 * Docs:     docs/rules/CaseInsensitiveWithoutCollation.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.CaseInsensitive;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class CaseInsensitiveWithoutCollation {

    @Document(collection = "gallery_case_insensitive_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @CaseInsensitive @IndexHint @Bounded(max = 200) String author; // CaseInsensitiveWithoutCollation: its index has no case-insensitive collation
    }
}
