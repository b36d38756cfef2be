package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Collation;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import java.math.BigDecimal;
import org.bson.types.ObjectId;

/**
 * The fix for the bloated document of the seeds: the catalogue pages read this small summary
 * (a few hundred bytes) instead of the whole book with its reviews. Its id is the book's id.
 * Titles are searched ignoring case and accents, so the collection has a default collation.
 */
@Document(collection = "book_summaries", collation = @Collation(locale = "en", strength = 1))
@IndexHint(keys = {"title", "averageRating:-1"})
public class BookSummary {

    ObjectId id;

    @Bounded(max = 300)
    String title;

    @Bounded(max = 200)
    String author;

    BigDecimal price;

    double averageRating;

    int reviewCount;
}
