/*
 * Rule:     QueryRefused
 * Severity: ERROR
 * Lesson:   two conditions on one property in one And group: every call of the method throws; use Between.
 * Docs:     docs/rules/QueryRefused.md
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

final class QueryRefused {

    @Document("gallery_query_refused_books")
    static class Book {
        ObjectId id;
        String title;
        int pages;
    }

    interface BookRepository extends Repository<Book, ObjectId> {
        List<Book> findByPagesGreaterThanAndPagesLessThan(int min, int max); // QueryRefused: a second 'pages' expression
    }

    /** A hint that names no index of the document, in driver code: the server refuses the query. */
    static final class BookQueries {
        MongoCollection<Book> books;

        Object titled(String title) {
            return books.find(Filters.eq("title", title)).hintString("title_1"); // QueryRefused: no index 'title_1'
        }
    }

    /** The same hint through Spring's MongoTemplate. */
    static final class BookService {
        MongoTemplate template;

        List<Book> titled(String title) {
            return template.find(query(where("title").is(title)).withHint("title_1"), Book.class); // QueryRefused: no index 'title_1'
        }
    }
}
