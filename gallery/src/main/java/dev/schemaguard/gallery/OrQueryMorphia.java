/*
 * Rule:     OrQuery
 * Severity: WARNING
 * Lesson:   the same query in Morphia: an $or is indexed only when every clause is.
 * Docs:     docs/rules/OrQuery.md
 */
package dev.schemaguard.gallery;

import dev.morphia.Datastore;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.IndexOptions;
import dev.morphia.annotations.Indexed;
import dev.morphia.query.filters.Filters;
import java.util.List;
import org.bson.types.ObjectId;

final class OrQueryMorphia {

    /** The books of OrQuery.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_or_books")
    static class Book {
        @Id ObjectId id;
        @Indexed(options = @IndexOptions(name = "isbn")) String isbn;
        String title;
    }

    static final class BookQueries {
        Datastore datastore;

        List<Book> byIsbnOrTitle(String isbn, String title) {
            return datastore.find(Book.class)
                    .filter(Filters.or(Filters.eq("isbn", isbn), Filters.eq("title", title)))
                    .stream().toList(); // OrQuery: no index on title, so the $or scans
        }
    }
}
