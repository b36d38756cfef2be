package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes the document's collection a time series collection (MongoDB 5.0 and later): the server
 * stores measurements in buckets per {@code metaField} value and time span, which is the bucket
 * pattern done by the database, with far less storage and index space than one document per
 * measurement.
 *
 * <p>Fields are named like index keys, by their Java path; both must be top-level fields, and
 * {@code timeField} a date. Time series collections accept no unique or text index and no
 * validator; their options cannot change after creation but for granularity and expiry.
 *
 * <pre>{@code
 * @Document(collection = "book_views")
 * @TimeSeries(timeField = "viewedAt", metaField = "bookId", granularity = TimeSeries.Granularity.MINUTES,
 *             expireAfterSeconds = 90L * 24 * 3600)
 * public class BookView { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface TimeSeries {

    /** The field that holds each measurement's date (MongoDB's {@code timeField}). */
    String timeField();

    /** The field that identifies the series (MongoDB's {@code metaField}); empty means none. */
    String metaField() default "";

    /** How far apart measurements of one series usually are; ignored when bucket settings are given. */
    Granularity granularity() default Granularity.SECONDS;

    /** The largest time span of one bucket, in seconds (MongoDB 6.3); 0 means from the granularity. */
    long bucketMaxSpanSeconds() default 0;

    /** The rounding of a bucket's start time, in seconds (MongoDB 6.3); must equal {@code bucketMaxSpanSeconds}. */
    long bucketRoundingSeconds() default 0;

    /** Seconds after which a measurement is deleted; negative means never. */
    long expireAfterSeconds() default -1;

    /** MongoDB's {@code granularity}. */
    enum Granularity {
        SECONDS,
        MINUTES,
        HOURS
    }
}
