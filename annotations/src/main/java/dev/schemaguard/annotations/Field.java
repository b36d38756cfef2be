package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The name under which the field is stored, when it differs from the Java name. Index keys
 * still name the Java field; the processor maps them to this name.
 *
 * <pre>{@code
 * @Field("pub_date") Instant publishedAt;   // stored as {"pub_date": ISODate(...)}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Field {

    /** The stored field name: not empty, no {@code .}, no NUL, not starting with {@code $}. */
    String value();
}
