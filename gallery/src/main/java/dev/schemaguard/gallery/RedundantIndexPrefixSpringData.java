/*
 * Rule:     RedundantIndexPrefix (Spring Data MongoDB's vocabulary)
 * Severity: WARNING
 * Lesson:   an @Indexed field that starts a @CompoundIndex is an index the compound one already serves; drop the @Indexed.
 * Docs:     docs/rules/RedundantIndexPrefix.md
 */
package dev.schemaguard.gallery;

import java.time.Instant;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

final class RedundantIndexPrefixSpringData {

    @Document("gallery_sdm_redundant_books")
    @CompoundIndex(name = "author_published", def = "{'author': 1, 'publishedAt': -1}")
    static class Book {
        ObjectId id;
        @Indexed String author; // RedundantIndexPrefix: author_published starts with author
        Instant publishedAt;
    }
}
