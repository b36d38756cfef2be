package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import java.time.Instant;
import org.bson.types.ObjectId;

/**
 * Every review, in its own collection: the book keeps a reference-free subset, the review keeps
 * the reference, on the many side (one-to-zillions).
 */
@Document(collection = "reviews")
@IndexHint(keys = {"bookId", "createdAt:-1"})
public class Review {

    ObjectId id;

    @Reference(Book.class)
    ObjectId bookId;

    @Bounded(max = 60)
    String reviewer;

    int rating;

    @Bounded(max = 5000)
    String text;

    Instant createdAt;
}
