package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import dev.schemaguard.annotations.TimeSeries;
import java.time.Instant;
import org.bson.types.ObjectId;

/**
 * One collection of page views for every book, instead of one collection per book
 * ({@code book1_views}, {@code book2_views}, …): the book is a field, indexed.
 *
 * <p>Page views are the seeds' example of the bucket pattern, and a time series collection is
 * that pattern built into MongoDB (5.0 and later): the server groups the views of one book
 * ({@code metaField}) over a span of time into one bucket document and compresses it, so a view
 * costs a few bytes instead of a document and an index entry each. Views come minutes apart
 * for most books, hence {@code MINUTES}. They expire after 30 days through the collection's
 * {@code expireAfterSeconds}: a TTL index on {@code viewedAt} would be refused on a time series
 * collection before 6.3 (TimeSeriesCollection says so).
 */
@Document(collection = "book_views")
@TimeSeries(
        timeField = "viewedAt",
        metaField = "bookId",
        granularity = TimeSeries.Granularity.MINUTES,
        expireAfterSeconds = BookView.THIRTY_DAYS)
@IndexHint(keys = {"bookId", "viewedAt:-1"})
public class BookView {

    static final long THIRTY_DAYS = 30L * 24 * 60 * 60;

    ObjectId id;

    @Reference(Book.class)
    ObjectId bookId;

    Instant viewedAt;

    /** Being retired: hidden from the query planner first, dropped once nothing slows down. */
    @IndexHint(hidden = true)
    @Bounded(max = 64)
    String sessionId;
}
