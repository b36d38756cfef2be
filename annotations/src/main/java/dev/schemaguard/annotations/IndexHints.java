package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The container of repeated {@link IndexHint}s; write the hints one by one instead.
 *
 * <pre>{@code
 * @IndexHint(keys = "author")
 * @IndexHint(keys = {"status", "createdAt:-1"})
 * class Order { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.FIELD})
public @interface IndexHints {

    /** The hints, in source order. */
    IndexHint[] value();
}
