/*
 * Rule:     QueryRefused
 * Severity: ERROR
 * Lesson:   the same in Morphia: a hint that names no index of the entity, which the server refuses on every call.
 * Docs:     docs/rules/QueryRefused.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.query.FindOptions;
import dev.morphia.query.filters.Filters;
import java.util.List;
import org.bson.types.ObjectId;

final class QueryRefusedMorphia {

    /** The books of QueryRefused.java, mapped by Morphia: the same collection. */
    @Entity("gallery_query_refused_books")
    static class Book {
        @Id ObjectId id;
        String title;
    }

    static final class BookQueries {
        Datastore datastore;

        // Query.stream(FindOptions), deprecated since Morphia 2.5 for Datastore.find(Class, FindOptions), which
        // schemaguard does not read yet
        @SuppressWarnings("removal")
        List<Book> titled(String title) {
            return datastore.find(Book.class)
                    .filter(Filters.eq("title", title))
                    .stream(new FindOptions().hint("title_1")).toList(); // QueryRefused: no index 'title_1'
        }
    }
}
