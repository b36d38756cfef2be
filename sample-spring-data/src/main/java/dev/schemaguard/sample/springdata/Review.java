package dev.schemaguard.sample.springdata;

import jakarta.validation.constraints.Size;
import java.time.Instant;

/** A reader's review, embedded in its {@link Book}; no collection of its own. */
public class Review {

    @Size(max = 100)
    private String reader;

    private int rating;

    @Size(max = 2000)
    private String text;

    private Instant writtenAt;

    protected Review() {}

    public Review(String reader, int rating, String text, Instant writtenAt) {
        this.reader = reader;
        this.rating = rating;
        this.text = text;
        this.writtenAt = writtenAt;
    }

    public String getReader() {
        return reader;
    }

    public int getRating() {
        return rating;
    }

    public String getText() {
        return text;
    }

    public Instant getWrittenAt() {
        return writtenAt;
    }
}
