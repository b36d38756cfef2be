/*
 * Rule:     OrQuery
 * Severity: WARNING
 * Lesson:   an $or is indexed only when every clause is; an $or of equalities on one field is an $in.
 * Docs:     docs/rules/OrQuery.md
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
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class OrQuery {

    @Document("gallery_query_or_books")
    static class Book {
        ObjectId id;
        @Indexed String isbn;
        String title;
    }

    interface BookRepository extends Repository<Book, ObjectId> {
        Book findByIsbn(String isbn); // served by the isbn index
        List<Book> findByIsbnOrTitle(String isbn, String title); // OrQuery: no index on title, so the $or scans
    }

    /** The same query in driver code, read from the method body. */
    static final class BookQueries {
        MongoCollection<Book> books;

        Object byIsbnOrTitle(String isbn, String title) {
            return books.find(Filters.or(Filters.eq("isbn", isbn), Filters.eq("title", title))); // OrQuery: no index on title, so the $or scans
        }
    }

    /** The same query through Spring's MongoTemplate. */
    static final class BookService {
        MongoTemplate template;

        List<Book> byIsbnOrTitle(String isbn, String title) {
            return template.find(query(new Criteria().orOperator(where("isbn").is(isbn), where("title").is(title))), Book.class); // OrQuery: no index on title, so the $or scans
        }
    }
}
