package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.Query;
import java.util.List;
import java.util.Objects;

/** The query SDM sends for a {@code @Query} or {@code @Aggregation} method, or why it refuses the method. */
public sealed interface AnnotatedQuery {

    /**
     * @param query        the query
     * @param unknownPaths the keys written that name no stored field, in the order written
     */
    record Read(Query query, List<UnknownQueryPath> unknownPaths) implements AnnotatedQuery {
        public Read {
            Objects.requireNonNull(query, "query");
            unknownPaths = List.copyOf(unknownPaths);
        }
    }

    record Refused(AnnotationRefusal refusal) implements AnnotatedQuery {
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }
    }
}
