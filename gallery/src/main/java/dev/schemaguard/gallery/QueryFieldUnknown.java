/*
 * Rule:     QueryFieldUnknown
 * Severity: ERROR (WARNING for a name the driver or MongoTemplate sends as written)
 * Lesson:   a derived query method names a property the document does not have; Spring Data refuses it when the application starts.
 * Docs:     docs/rules/QueryFieldUnknown.md
 */
package dev.schemaguard.gallery;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.repository.Repository;

final class QueryFieldUnknown {

    @Document("gallery_query_unknown_books")
    static class Book {
        ObjectId id;
        String title;
        String author;
    }

    interface BookRepository extends Repository<Book, ObjectId> {
        List<Book> findByAuthr(String author); // QueryFieldUnknown: no property 'authr'; did you mean 'author'?
    }

    /** A name the driver sends as written, in a method body: the query runs and matches nothing there. */
    static final class BookQueries {
        MongoCollection<Book> books;

        long byAuthor(String author) {
            return books.countDocuments(Filters.eq("authr", author)); // QueryFieldUnknown (warning): no field 'authr'
        }
    }

    /** The same name through Spring's MongoTemplate, which maps no property of that name and sends it as written. */
    static final class BookService {
        MongoTemplate template;

        long byAuthor(String author) {
            return template.count(query(where("authr").is(author)), Book.class); // QueryFieldUnknown: no stored field 'authr'
        }
    }
}
