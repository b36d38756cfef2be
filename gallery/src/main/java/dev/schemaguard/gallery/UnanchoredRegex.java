/*
 * Rule:     UnanchoredRegex
 * Severity: WARNING
 * Lesson:   Containing/EndingWith is a regex without a literal prefix: the index on the field cannot bound it.
 * Docs:     docs/rules/UnanchoredRegex.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;
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

    /** The same search in driver code, read from the method body. */
    static final class BookQueries {
        MongoCollection<Book> books;

        Object titled(String part) {
            return books.find(Filters.regex("title", "^Moby")); // /^Moby/: bounded by the title index
        }

        Object mentioning() {
            return books.find(Filters.regex("title", "whale")); // UnanchoredRegex: /whale/ reads every key of the title index
        }
    }

    /** The same search through Spring's MongoTemplate. */
    static final class BookService {
        MongoTemplate template;

        List<Book> mentioning() {
            return template.find(query(where("title").regex("whale")), Book.class); // UnanchoredRegex: /whale/ reads every key of the title index
        }
    }
}
