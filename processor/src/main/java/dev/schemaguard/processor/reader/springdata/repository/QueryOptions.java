package dev.schemaguard.processor.reader.springdata.repository;

import java.util.Objects;

/**
 * What a query method's annotations add to its query besides the filter, as the merged annotations give them
 * ({@code MongoQueryMethod.doFindAnnotation}: {@code AnnotatedElementUtils.findMergedAnnotation}); an empty string is
 * none.
 *
 * @param collation {@code @Collation(value)}, or its aliases {@code @Query(collation)} and
 *                  {@code @Aggregation(collation)}
 * @param hint      {@code @Hint(value)}, or its aliases {@code @Hint(indexName)} and {@code @Query(hint)}
 */
public record QueryOptions(String collation, String hint) {

    public static final QueryOptions NONE = new QueryOptions("", "");

    public QueryOptions {
        Objects.requireNonNull(collation, "collation");
        Objects.requireNonNull(hint, "hint");
    }
}
