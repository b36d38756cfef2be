package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import java.time.Instant;
import org.bson.types.ObjectId;

/**
 * One collection of page views for every book, instead of one collection per book
 * ({@code book1_views}, {@code book2_views}, …): the book is a field, indexed. Views expire
 * after 30 days through a TTL index, so the collection does not grow without end either.
 */
@Document(collection = "book_views")
@IndexHint(keys = {"bookId", "viewedAt:-1"})
public class BookView {

    static final long THIRTY_DAYS = 30L * 24 * 60 * 60;

    ObjectId id;

    @Reference(Book.class)
    ObjectId bookId;

    @IndexHint(name = "views_ttl", expireAfterSeconds = THIRTY_DAYS)
    Instant viewedAt;

    /** Being retired: hidden from the query planner first, dropped once nothing slows down. */
    @IndexHint(hidden = true)
    @Bounded(max = 64)
    String sessionId;
}
