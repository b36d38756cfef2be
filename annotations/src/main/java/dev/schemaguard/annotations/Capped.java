package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes the document's collection a capped collection: a fixed-size ring that keeps documents in
 * insertion order and, once full, overwrites the oldest ones (MongoDB's {@code create} with
 * {@code capped: true}, {@code size} and {@code max}). Use it for rolling data that nobody needs
 * once it is old, such as an activity log or recent events; a collection that must keep what it
 * holds, or be sharded, is not one.
 *
 * <p>MongoDB fixes these options when it creates the collection: the bootstrap reports a later
 * difference as drift and never changes them.
 *
 * <pre>{@code
 * @Document(collection = "activity_log")
 * @Capped(sizeBytes = 64L * 1024 * 1024, maxDocuments = 100_000)
 * public class ActivityEntry { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Capped {

    /** The largest size of the collection in bytes (MongoDB's {@code size}); from 1 byte to 1 PB. */
    long sizeBytes();

    /** The largest number of documents (MongoDB's {@code max}); zero or less means no limit but the size. */
    long maxDocuments() default 0;
}
