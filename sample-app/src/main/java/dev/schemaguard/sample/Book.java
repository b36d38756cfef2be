package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.CaseInsensitive;
import dev.schemaguard.annotations.Collation;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Field;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Validation;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

/**
 * A book, with the subset pattern of the seeds: the three most helpful reviews are embedded for
 * the product page, every review is in {@code reviews}. The author is looked up ignoring case,
 * through an index with a case-insensitive collation (no {@code $regex} with option {@code i}).
 *
 * <p>With {@code @Validation} the collection is created with a {@code $jsonSchema} validator
 * generated from these fields: the server itself refuses a book with an eleventh genre or a
 * fourth embedded review, whichever program writes it, so the bounds below are not only a
 * promise of this code. {@code MODERATE} leaves books written before the validator alone until
 * they are updated.
 */
@Document(collection = "books")
@Validation(level = Validation.Level.MODERATE, action = Validation.Action.ERROR)
@IndexHint(keys = {"author", "publishedAt:-1"})
public class Book {

    ObjectId id;

    /** Unique where present: sparse, so that books without an ISBN yet do not collide on null. */
    @IndexHint(unique = true, sparse = true)
    @Bounded(max = 17)
    String isbn;

    @Bounded(max = 300)
    String title;

    @CaseInsensitive
    @IndexHint(name = "author_ci", collation = @Collation(locale = "en", strength = 2))
    @Bounded(max = 200)
    String author;

    @Field("pub_date")
    Instant publishedAt;

    BigDecimal price;

    /** The subset pattern: the reviews shown with the book; all of them are in {@code reviews}. */
    @Bounded(max = 3)
    List<ReviewExcerpt> topReviews;

    @Bounded(max = 10)
    List<String> genres;
}
