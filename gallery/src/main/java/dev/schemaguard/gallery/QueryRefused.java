/*
 * Rule:     QueryRefused
 * Severity: ERROR
 * Lesson:   two conditions on one property in one And group: every call of the method throws; use Between.
 * Docs:     docs/rules/QueryRefused.md
 */
package dev.schemaguard.gallery;

import java.util.List;
import org.bson.types.ObjectId;
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
}
