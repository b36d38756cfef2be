/*
 * Rule:     IndexLimitExceeded
 * Severity: ERROR (fixed)
 * Lesson:   MongoDB allows 32 keys in one index and 64 indexes per collection; an index on every filter field is not possible (nor useful).
 * Docs:     docs/rules/IndexLimitExceeded.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import org.bson.types.ObjectId;

final class IndexLimitExceeded {

    @Document(collection = "gallery_index_limit_books")
    @IndexHint(name = "every_facet", keys = { // IndexLimitExceeded: 33 keys, more than 32
            "title", "subtitle", "author", "publisher", "language", "format", "genre", "series", "edition",
            "translator", "illustrator", "narrator", "binding", "audience", "region", "award", "imprint",
            "year", "month", "pages", "price", "discount", "rating", "reviews", "stock", "shelf",
            "weight", "width", "height", "depth", "volume", "chapters", "copies"})
    static class Book {
        ObjectId id;
        @Bounded(max = 300) String title, subtitle, author, publisher, language, format, genre, series, edition,
                translator, illustrator, narrator, binding, audience, region, award, imprint;
        int year, month, pages, price, discount, rating, reviews, stock, shelf,
                weight, width, height, depth, volume, chapters, copies;
    }
}
