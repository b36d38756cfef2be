package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares an upper bound that the application guarantees: the number of elements of an
 * array, collection or map, the number of characters of a {@code String}, or the number of
 * bytes of a {@code byte[]}.
 *
 * <p>An array that grows without limit is MongoDB's most common schema anti-pattern: the
 * document creeps towards the 16 MB limit and every index on the array grows with it. A
 * bound is what turns "unbounded" into a design decision (keep the N most recent, bucket by
 * hour) and lets the processor compute a worst-case document size.
 *
 * <pre>{@code
 * @Bounded(max = 60)   // one reading per minute, one bucket per hour
 * List<Reading> readings;
 * @Bounded(max = 200)
 * String title;
 * }</pre>
 *
 * <p>On a type use it bounds an inner container or string, which a field annotation cannot reach:
 *
 * <pre>{@code
 * @Bounded(max = 20)
 * Map<String, @Bounded(max = 5) List<Tag>> tagsByLanguage;
 * @Bounded(max = 10)
 * List<@Bounded(max = 40) String> keywords;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.TYPE_USE})
public @interface Bounded {

    /** The largest number of elements, characters or bytes; at least 1. */
    long max();
}
