package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lookups on this string field ignore case.
 *
 * <p>In MongoDB the fast way to do that is an index with a case-insensitive collation
 * (strength 1 or 2) and queries that name the same collation; a {@code $regex} with option
 * {@code i} cannot use an index efficiently. The processor requires such an index (rule
 * CaseInsensitiveWithoutCollation), and the generated schema class exposes the collation the
 * queries must pass.
 *
 * <pre>{@code
 * @CaseInsensitive
 * @IndexHint(collation = @Collation(locale = "en", strength = 2))
 * String author;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface CaseInsensitive {}
