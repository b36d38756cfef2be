package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;

/** What a book page shows of a review: embedded, so the page needs one query. */
public class ReviewExcerpt {

    @Bounded(max = 60)
    String reviewer;

    int rating;

    @Bounded(max = 500)
    String excerpt;
}
