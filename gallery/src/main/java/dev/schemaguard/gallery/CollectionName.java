/*
 * Rule:     CollectionName
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB refuses collection names that are empty, contain '$' or NUL, or start with 'system.' (its own collections).
 * Docs:     docs/rules/CollectionName.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import org.bson.types.ObjectId;

final class CollectionName {

    @Document(collection = "system.gallery_reviews") // CollectionName: 'system.' is the prefix of MongoDB's own collections
    static class Review {
        ObjectId id;
        @Bounded(max = 2000) String text;
    }
}
