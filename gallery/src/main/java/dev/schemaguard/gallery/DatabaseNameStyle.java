/*
 * Rule:     DatabaseNameStyle
 * Severity: WARNING
 * Lesson:   name databases in lower snake case ([a-z][a-z0-9_]*): they are folders on disk, and mixed case breaks tools and scripts.
 * Docs:     docs/rules/DatabaseNameStyle.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class DatabaseNameStyle {

    @Document(collection = "gallery_name_style_books", database = "GalleryStore") // DatabaseNameStyle: camel case database name
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
    }
}
