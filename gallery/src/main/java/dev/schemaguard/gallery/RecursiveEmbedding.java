/*
 * Rule:     RecursiveEmbedding
 * Severity: WARNING
 * Lesson:   a type that embeds itself nests without end; store trees with parent references or an array of ancestors.
 * Docs:     docs/rules/RecursiveEmbedding.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import java.util.List;
import org.bson.types.ObjectId;

final class RecursiveEmbedding {

    @Document(collection = "gallery_recursive_reviews")
    static class Review {
        ObjectId id;
        @Bounded(max = 2000) String text;
        @Bounded(max = 50) List<Comment> comments;
    }

    static class Comment {
        @Bounded(max = 1000) String text;
        @Bounded(max = 50) List<Comment> replies; // RecursiveEmbedding: replies to replies, without end
    }
}
