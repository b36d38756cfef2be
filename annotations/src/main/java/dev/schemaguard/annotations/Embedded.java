package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * States that a value is stored inside its parent document rather than in a collection of
 * its own.
 *
 * <p>On a field, the object, array or map is embedded by explicit intent, for example the
 * subset pattern, where a book keeps its three most helpful reviews and the rest live in the
 * {@code reviews} collection. On a type, the class is a value that only ever lives inside
 * documents. A field whose type is an ordinary class is embedded implicitly; this annotation
 * matters where the type is itself a {@link Document}, which would otherwise be read as an
 * accidental copy of another collection's documents.
 *
 * <pre>{@code
 * @Embedded @Bounded(max = 3)
 * List<Review> topReviews;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.TYPE})
public @interface Embedded {}
