/*
 * Rule:     BloatedDocument
 * Severity: WARNING
 * Lesson:   a document that can weigh megabytes is read and cached whole even when a page shows its title; move rarely read parts out.
 * Docs:     docs/rules/BloatedDocument.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class BloatedDocument {

    @Document(collection = "gallery_bloated_books") // BloatedDocument: up to about 3 MB per book, above the 2 MiB default
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 20_000) String description;
        @Bounded(max = 3_000_000) byte[] coverImage; // the full-size scan, read with every book
    }
}
