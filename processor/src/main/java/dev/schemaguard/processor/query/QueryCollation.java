package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.CollationSpec;
import java.util.Objects;

/**
 * The collation a query runs with. A query without one runs with its collection's default
 * ({@code DocumentModel#collation}, possibly none); SDM adds the entity's {@code @Document(collation)} itself
 * ({@code EntityOperations.TypedEntityOperations.getCollation}).
 */
public sealed interface QueryCollation {

    static QueryCollation collectionDefault() {
        return new CollectionDefault();
    }

    /** None given: the collection's default. */
    record CollectionDefault() implements QueryCollation {}

    /** Given in the source. */
    record Explicit(CollationSpec collation) implements QueryCollation {
        public Explicit {
            Objects.requireNonNull(collation, "collation");
        }
    }

    /** Given when the query runs (a {@code Collation} argument, a placeholder or SpEL). */
    record AtRunTime() implements QueryCollation {}
}
