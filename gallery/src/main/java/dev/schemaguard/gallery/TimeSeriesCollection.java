/*
 * Rule:     TimeSeriesCollection
 * Severity: ERROR (fixed)
 * Lesson:   a time series collection's timeField must hold a date; epoch millis in a long are refused on insert.
 * Docs:     docs/rules/TimeSeriesCollection.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.TimeSeries;
import org.bson.types.ObjectId;

final class TimeSeriesCollection {

    @Document(collection = "gallery_time_series_book_views")
    @TimeSeries(timeField = "viewedAt", metaField = "bookId") // TimeSeriesCollection: the timeField is a long
    static class BookView {
        ObjectId id;
        long viewedAt;
        @Bounded(max = 24) String bookId;
    }
}
