package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A MongoDB collation: language-aware string comparison, used as a collection default
 * ({@link Document#collation()}) or by one index ({@link IndexHint#collation()}).
 *
 * <p>{@code locale = ""} means "no collation". Strength 1 compares base letters only and
 * strength 2 adds accents: both ignore case, which is how a case-insensitive lookup can use
 * an index instead of a {@code $regex} with option {@code i}. A query uses a collated index
 * only when it names the same collation.
 *
 * <pre>{@code
 * @IndexHint(keys = "author", collation = @Collation(locale = "en", strength = 2))
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface Collation {

    /** The ICU locale, such as {@code "en"} or {@code "fr_CA"}; empty means no collation. */
    String locale() default "";

    /** The ICU comparison level, 1 to 5; 1 and 2 ignore case. */
    int strength() default 3;

    /** At strength 1 or 2, still tells upper from lower case. */
    boolean caseLevel() default false;

    /** Compares digit sequences as numbers ({@code "10" > "9"}). */
    boolean numericOrdering() default false;
}
