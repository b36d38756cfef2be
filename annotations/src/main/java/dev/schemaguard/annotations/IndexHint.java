package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares an index of the document's collection.
 *
 * <p>On a type, {@link #keys()} is required. Each key is a Java field path ({@code author},
 * {@code address.city}, {@code reviews.rating}) optionally followed by a direction or type:
 * {@code :1} (the default), {@code :-1}, {@code :text}, {@code :hashed}, {@code :2dsphere} or
 * {@code :2d}. Paths name Java fields; the processor maps them to stored names
 * ({@link Field}). On a field, {@code keys} must be empty: the hint declares a single-field
 * ascending index on that field.
 *
 * <pre>{@code
 * @Document(collection = "books")
 * @IndexHint(keys = {"author", "publishedAt:-1"})           // author_1_publishedAt_-1
 * @IndexHint(keys = "isbn", unique = true)
 * class Book {
 *     @IndexHint(expireAfterSeconds = 86400) Instant lockedAt;   // TTL index
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.FIELD})
@Repeatable(IndexHints.class)
public @interface IndexHint {

    /** The index keys, as {@code path} or {@code path:suffix}; empty on a field, required on a type. */
    String[] keys() default {};

    /** The index name; empty means MongoDB's generated name, such as {@code author_1_publishedAt_-1}. */
    String name() default "";

    /** Rejects a second document with the same key values. */
    boolean unique() default false;

    /** Leaves documents without the indexed field out of the index. */
    boolean sparse() default false;

    /**
     * Makes a TTL index when {@code >= 0}: MongoDB deletes a document this many seconds after
     * the date in its indexed field. {@code -1} (the default) means no TTL.
     */
    long expireAfterSeconds() default -1;

    /**
     * A partial index filter as a JSON document, such as {@code {"status": "active"}}; only
     * documents that match it are indexed. Empty means the whole collection.
     */
    String partialFilter() default "";

    /** The index collation; {@code locale = ""} (the default) means the collection's default. */
    Collation collation() default @Collation;

    /** Creates the index hidden from the query planner, the safe step before dropping one. */
    boolean hidden() default false;
}
