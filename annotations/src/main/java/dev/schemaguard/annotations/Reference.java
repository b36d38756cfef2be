package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The field stores the {@code _id} (or a list of {@code _id}s) of documents in another
 * collection, like a foreign key; reading the target takes a second query or a
 * {@code $lookup}.
 *
 * <p>The target is {@link #value()}, or inferred when the field's type or element type is
 * itself a {@link Document} class. When the field's type is an embedded summary class that
 * has an id field (the target must then be named), the field is an <em>extended reference</em>: the summary's other fields
 * copy the same-named fields of the target, so the common read needs no second query.
 *
 * <pre>{@code
 * @Document(collection = "reviews")
 * class Review {
 *     ObjectId id;
 *     @Reference(Book.class) ObjectId bookId;      // plain reference, from the many side
 *     @Reference(Book.class) BookSummary book;     // extended reference: {id, title}
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Reference {

    /** The referenced {@link Document} class; {@code void.class} means "infer from the field type". */
    Class<?> value() default void.class;
}
