/*
 * Rule:     QueryFieldUnknown
 * Severity: ERROR
 * Lesson:   the same name in Morphia: a filter on a field the entity does not have.
 * Docs:     docs/rules/QueryFieldUnknown.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.query.filters.Filters;
import org.bson.types.ObjectId;

final class QueryFieldUnknownMorphia {

    /** The books of QueryFieldUnknown.java, mapped by Morphia: the same collection. */
    @Entity("gallery_query_unknown_books")
    static class Book {
        @Id ObjectId id;
        String title;
        String author;
    }

    static final class BookQueries {
        Datastore datastore;

        long byAuthor(String author) {
            return datastore.find(Book.class).filter(Filters.eq("authr", author)).count(); // QueryFieldUnknown: no stored field 'authr'
        }
    }
}
