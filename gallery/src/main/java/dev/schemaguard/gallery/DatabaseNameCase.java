/*
 * Rule:     DatabaseNameCase
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB refuses a database whose name differs from an existing one only in case; spell it one way everywhere.
 * Docs:     docs/rules/DatabaseNameCase.md
 * Also shown: DatabaseNameStyle on 'Gallery_Case' (a name that differs in case from a lower-case one has capitals).
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Reference;
import org.bson.types.ObjectId;

final class DatabaseNameCase {

    @Document(collection = "gallery_name_case_books", database = "gallery_case") // DatabaseNameCase: 'Gallery_Case' of Review differs only in case
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
    }

    @Document(collection = "gallery_name_case_reviews", database = "Gallery_Case") // DatabaseNameCase: 'gallery_case' of Book differs only in case // DatabaseNameStyle: capitals
    static class Review {
        ObjectId id;
        @Reference(Book.class) ObjectId bookId;
        @Bounded(max = 2000) String text;
    }
}
