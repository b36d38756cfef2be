package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the field stored as the document's {@code _id}, the primary key that MongoDB indexes
 * uniquely in every collection.
 *
 * <p>Without it, a field named {@code id} or {@code _id} is the {@code _id}. Only a root
 * {@link Document} has an {@code _id}: in an embedded class, a field named {@code id} is
 * stored as {@code id}. Prefer {@code ObjectId} or a monotonic number: random strings and
 * UUIDs make every insert rewrite the {@code _id} index out of order.
 *
 * <pre>{@code
 * @Id ObjectId bookId;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Id {}
