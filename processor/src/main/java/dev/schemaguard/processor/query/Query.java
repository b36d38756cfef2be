package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import java.util.Objects;

/**
 * One query an application sends, as the offline planner sees it: framework-neutral, with stored paths only.
 * What the source does not tell (a value bound when the query runs, a sort given by the caller) is an explicit
 * unknown state of the part it belongs to, never a guess.
 *
 * @param document   the document whose collection the query runs on
 * @param operation  what the query does with the matching documents
 * @param filter     which documents it matches
 * @param sort       the order it asks for
 * @param limit      how many documents it asks for at most
 * @param projection which fields it returns
 * @param collation  the collation it runs with
 * @param hint       the index it forces
 * @param origin     where it is written: the repository method, the annotation value or the call
 */
public record Query(
        DocumentModel document,
        Operation operation,
        Filter filter,
        Sort sort,
        Limit limit,
        Projection projection,
        QueryCollation collation,
        Hint hint,
        Origin origin) {

    public Query {
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(filter, "filter");
        Objects.requireNonNull(sort, "sort");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(projection, "projection");
        Objects.requireNonNull(collation, "collation");
        Objects.requireNonNull(hint, "hint");
        Objects.requireNonNull(origin, "origin");
    }

    /**
     * A find of every document of the collection in natural order, returning whole documents under the collection's
     * default collation, without a hint: set the rest.
     */
    public static Builder builder(DocumentModel document, Origin origin) {
        return new Builder(document, origin);
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** What a query does with the documents it matches; the planner chooses an index the same way for each. */
    public enum Operation {
        FIND,
        COUNT,
        EXISTS,
        DELETE,
        /**
         * An update of the matching documents ({@code updateOne}, {@code updateMany}, {@code findOneAndUpdate}): the
         * server selects them with a plan as for a find.
         */
        UPDATE
    }

    /** Builds a {@link Query}; each setter is named after the component it sets. */
    public static final class Builder {
        private final DocumentModel document;
        private final Origin origin;
        private Operation operation = Operation.FIND;
        private Filter filter = Filter.matchAll();
        private Sort sort = Sort.none();
        private Limit limit = Limit.none();
        private Projection projection = Projection.wholeDocument();
        private QueryCollation collation = QueryCollation.collectionDefault();
        private Hint hint = Hint.none();

        private Builder(DocumentModel document, Origin origin) {
            this.document = document;
            this.origin = origin;
        }

        private Builder(Query query) {
            this(query.document, query.origin);
            operation = query.operation;
            filter = query.filter;
            sort = query.sort;
            limit = query.limit;
            projection = query.projection;
            collation = query.collation;
            hint = query.hint;
        }

        public Builder operation(Operation operation) {
            this.operation = operation;
            return this;
        }

        public Builder filter(Filter filter) {
            this.filter = filter;
            return this;
        }

        public Builder sort(Sort sort) {
            this.sort = sort;
            return this;
        }

        public Builder limit(Limit limit) {
            this.limit = limit;
            return this;
        }

        public Builder projection(Projection projection) {
            this.projection = projection;
            return this;
        }

        public Builder collation(QueryCollation collation) {
            this.collation = collation;
            return this;
        }

        public Builder hint(Hint hint) {
            this.hint = hint;
            return this;
        }

        public Query build() {
            return new Query(document, operation, filter, sort, limit, projection, collation, hint, origin);
        }
    }
}
