/*
 * Rule:     CollectionNameStyle
 * Severity: WARNING
 * Lesson:   name collections in lower snake case ([a-z][a-z0-9_]*): mixed case is easy to mistype in the shell and in $lookup.
 * Docs:     docs/rules/CollectionNameStyle.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class CollectionNameStyle {

    @Document(collection = "GalleryBookReviews") // CollectionNameStyle: camel case, not lower snake case
    static class BookReview {
        ObjectId id;
        @Bounded(max = 2000) String text;
    }
}
