package dev.schemaguard.processor.reader.springdata.repository;

import java.util.Objects;

/**
 * The members of SDM's {@code @Query} (or of {@code @CountQuery}, {@code @ExistsQuery}, {@code @DeleteQuery}, which
 * are meta-annotated with it) that shape the query, as written; an empty string is a member left at its default.
 * {@code collation} and {@code hint} are aliases of {@code @Collation} and {@code @Hint}: see {@link QueryOptions}.
 */
public record QueryAnnotation(String value, String fields, String sort, boolean count, boolean exists, boolean delete) {

    public QueryAnnotation {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(fields, "fields");
        Objects.requireNonNull(sort, "sort");
    }

    /** {@code @Query(value)} alone. */
    public static QueryAnnotation of(String value) {
        return new QueryAnnotation(value, "", "", false, false, false);
    }
}
