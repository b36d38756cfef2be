/*
 * Rule:     ExtendedReferenceDrift
 * Severity: ERROR (fixed)
 * Lesson:   each copied field of an extended reference must have a same-named, same-typed field in the target, or it has no source.
 * Docs:     docs/rules/ExtendedReferenceDrift.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Embedded;
import dev.schemaguard.annotations.Reference;
import java.math.BigDecimal;
import org.bson.types.ObjectId;

final class ExtendedReferenceDrift {

    @Document(collection = "gallery_drift_books")
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 200) String author;
        BigDecimal price;
    }

    @Document(collection = "gallery_drift_reviews")
    static class Review {
        ObjectId id;
        @Reference(Book.class) BookRef book; // extended reference: the book's id plus a few of its fields
        @Bounded(max = 2000) String text;
    }

    @Embedded
    static class BookRef {
        ObjectId id;
        @Bounded(max = 300) String title;
        @Bounded(max = 200) String writer; // ExtendedReferenceDrift: Book has no field 'writer' (it is 'author')
        double price; // ExtendedReferenceDrift: Book's price is a BigDecimal
    }
}
