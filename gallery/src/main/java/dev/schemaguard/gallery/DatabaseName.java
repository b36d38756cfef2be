/*
 * Rule:     DatabaseName
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB refuses database names that are empty, over 63 bytes, or contain / \ . " $, a space or NUL.
 * Docs:     docs/rules/DatabaseName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class DatabaseName {

    @Document(collection = "gallery_database_name_books", database = "gallery.store") // DatabaseName: '.' is not allowed
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
    }
}
