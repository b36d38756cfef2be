package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Embedded;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import java.time.Instant;
import org.bson.types.ObjectId;

/**
 * Every review, in its own collection, referencing its book from the many side. The reference
 * is extended: it copies the book's title, so a list of reviews needs no second query.
 */
@Document(collection = "reviews")
@IndexHint(keys = {"book.id", "createdAt:-1"})
public class Review {

    ObjectId id;

    @Reference(Book.class)
    BookRef book;

    @Bounded(max = 60)
    String reviewer;

    int rating;

    @Bounded(max = 5000)
    String text;

    Instant createdAt;

    /** The extended reference: the book's id and the fields a review list shows. */
    @Embedded
    public static class BookRef {
        ObjectId id;

        @Bounded(max = 300)
        String title;
    }
}
