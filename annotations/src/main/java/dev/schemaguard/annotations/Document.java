package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a root entity: each instance is one MongoDB document in its own collection.
 *
 * <p>The collection name defaults to the simple class name in lower snake case
 * ({@code BookReview} becomes {@code book_review}); the database defaults to the processor
 * option {@code -Aschemaguard.database}, and is otherwise unknown at build time. Subclasses
 * of a {@code @Document} class that are not annotated themselves are stored in the same
 * collection (the polymorphic pattern).
 *
 * <pre>{@code
 * @Document(collection = "books", database = "bookstore",
 *           collation = @Collation(locale = "en", strength = 2))
 * public class Book {
 *     ObjectId id;
 *     String title;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Document {

    /** The collection name; empty means the simple class name in lower snake case. */
    String collection() default "";

    /** The database name; empty means the option {@code schemaguard.database}, else unknown. */
    String database() default "";

    /**
     * The collection's default collation, used by every query and index that does not name
     * its own. The default, {@code locale = ""}, means no collation (simple binary comparison).
     */
    Collation collation() default @Collation;
}
