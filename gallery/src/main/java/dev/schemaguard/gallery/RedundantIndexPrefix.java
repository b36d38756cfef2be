/*
 * Rule:     RedundantIndexPrefix
 * Severity: WARNING
 * Lesson:   an index that is a prefix of another serves no query the longer one does not; it only slows writes and takes memory.
 * Docs:     docs/rules/RedundantIndexPrefix.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.time.Instant;
import org.bson.types.ObjectId;

final class RedundantIndexPrefix {

    @Document(collection = "gallery_redundant_books")
    @IndexHint(keys = {"author", "publishedAt:-1"})
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title;
        @IndexHint @Bounded(max = 200) String author; // RedundantIndexPrefix: author_1_publishedAt_-1 starts with author
        Instant publishedAt;
    }
}
