/*
 * Rule:     UnanchoredRegex
 * Severity: WARNING
 * Lesson:   the same search in Morphia: a regex without a literal prefix, which the index on the field cannot bound.
 * Docs:     docs/rules/UnanchoredRegex.md
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

final class UnanchoredRegexMorphia {

    /** The books of UnanchoredRegex.java, mapped by Morphia: the same collection, its index under the same name. */
    @Entity("gallery_query_unanchored_books")
    static class Book {
        @Id ObjectId id;
        @Indexed(options = @IndexOptions(name = "title")) String title;
    }

    static final class BookQueries {
        Datastore datastore;

        List<Book> titled() {
            return datastore.find(Book.class).filter(Filters.regex("title", "^Moby")).stream().toList(); // /^Moby/: bounded by the title index
        }

        List<Book> mentioning() {
            return datastore.find(Book.class).filter(Filters.regex("title", "whale")).stream().toList(); // UnanchoredRegex: /whale/ reads every key of the title index
        }
    }
}
