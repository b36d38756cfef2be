/*
 * Rule:     UnanchoredRegex
 * Severity: WARNING
 * Lesson:   Containing/EndingWith is a regex without a literal prefix: the index on the field cannot bound it.
 * Docs:     docs/rules/UnanchoredRegex.md
 */
package dev.schemaguard.gallery;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class UnanchoredRegex {

    @Document("gallery_query_unanchored_books")
    static class Book {
        ObjectId id;
        @Indexed String title;
    }

    interface BookRepository extends Repository<Book, ObjectId> {
        List<Book> findByTitleStartingWith(String prefix); // /^prefix/: bounded by the title index
        List<Book> findByTitleContaining(String part); // UnanchoredRegex: /part/ reads every key of the title index
    }
}
