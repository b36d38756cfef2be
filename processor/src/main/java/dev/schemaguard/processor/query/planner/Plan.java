package dev.schemaguard.processor.query.planner;

import java.util.List;
import java.util.Objects;

/**
 * How the server would run one query, decided offline from the declared indexes: the winning plan's shape as
 * {@code explain} shows it (IXSCAN on which index, COLLSCAN, a SORT stage, an OR of index scans), or the server's
 * refusal, or unknown when the source does not tell enough to decide.
 */
public sealed interface Plan {

    /** Whether the query reads every document: a collection scan. */
    default boolean isCollectionScan() {
        return this instanceof CollectionScan;
    }

    /** Whether the plan sorts the matches in memory (a blocking SORT stage). */
    default boolean sortsInMemory() {
        return sortOrder() == SortOrder.BLOCKING;
    }

    /** How the requested order is produced; {@link SortOrder#UNDECIDED} for a refusal or an unknown plan. */
    default SortOrder sortOrder() {
        if (this instanceof IndexScan scan) {
            return scan.sort();
        }
        if (this instanceof CollectionScan scan) {
            return scan.sort();
        }
        if (this instanceof OrScan or) {
            return or.sort();
        }
        return SortOrder.UNDECIDED;
    }

    /**
     * An index scan: IXSCAN (then FETCH) on one index.
     *
     * @param index         the index scanned
     * @param use           why this index: its first key is constrained by the filter, it gives the order only, or
     *                      it is hinted
     * @param equalityKeys  how many leading keys the filter binds to points (equality, or {@code $in})
     * @param bounds        whether the scan is bounded or reads every key
     * @param sort          how the requested order is produced
     * @param backward      whether the index is read backwards to give the order
     * @param note          why part of the plan is undecided, or empty
     */
    record IndexScan(
            ServingIndex index, Use use, int equalityKeys, Bounds bounds, SortOrder sort, boolean backward, String note)
            implements Plan {
        public IndexScan {
            Objects.requireNonNull(index, "index");
            Objects.requireNonNull(use, "use");
            Objects.requireNonNull(bounds, "bounds");
            Objects.requireNonNull(sort, "sort");
            Objects.requireNonNull(note, "note");
        }
    }

    /**
     * A collection scan: COLLSCAN, then a SORT stage when an order is asked for.
     *
     * @param sort   how the requested order is produced: {@link SortOrder#NOT_REQUESTED}, {@link SortOrder#BLOCKING} or
     *               {@link SortOrder#UNDECIDED}
     * @param reason why no index serves the query
     */
    record CollectionScan(SortOrder sort, Reason reason) implements Plan {
        public CollectionScan {
            Objects.requireNonNull(sort, "sort");
            Objects.requireNonNull(reason, "reason");
        }

        /** Why a collection is scanned. */
        public enum Reason {
            /** The filter is empty and no order is asked for, or no index provides the order asked for. */
            NO_FILTER,
            /** No index can answer any predicate of the filter, and none gives the order. */
            NO_RELEVANT_INDEX,
            /**
             * The only predicate on an index's first key is a regex not anchored at the start: the server scans the
             * collection rather than the index ({@code jstests/core/query/regex/regex_collations.js}).
             */
            UNANCHORED_REGEX,
            /** An {@code $or} has a clause no index serves, so the whole {@code $or} is a scan. */
            OR_CLAUSE_NOT_INDEXED,
            /** The query hints {@code {$natural: 1}}. */
            NATURAL_HINT
        }
    }

    /**
     * An indexed {@code $or}: an OR (or a SORT_MERGE) of one plan per clause, each an index scan or an indexed
     * {@code $or}.
     *
     * @param clauses the plan of each clause, in order
     * @param sort    how the requested order is produced
     */
    record OrScan(List<Plan> clauses, SortOrder sort) implements Plan {
        public OrScan {
            clauses = List.copyOf(clauses);
            Objects.requireNonNull(sort, "sort");
        }
    }

    /**
     * The server refuses to run the query.
     *
     * @param error   the error it answers with
     * @param message its message
     */
    record Refused(ServerError error, String message) implements Plan {
        public Refused {
            Objects.requireNonNull(error, "error");
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * What the source lets one know does not decide the plan: a filter or hint given at run time, an operator the
     * reader does not classify on an indexed key, a collation chosen when the query runs. No rule fires on it.
     *
     * @param reason why, for the report
     */
    record Unknown(String reason) implements Plan {
        public Unknown {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** Why an index is scanned. */
    enum Use {
        /** Its first key is constrained by a predicate it can answer. */
        FILTER,
        /** No index serves the filter; this one is read whole because it gives the order asked for. */
        SORT_ONLY,
        /** The query hints it; read whole when the filter does not constrain its first key. */
        HINT,
        /** The text index a {@code $text} query needs. */
        TEXT,
        /** The geo index a {@code $near}/{@code $nearSphere} query needs. */
        GEO_NEAR
    }

    /** How much of an index a scan reads. */
    enum Bounds {
        /** The first key is bounded: points, a range or a regex's literal prefix. */
        BOUNDED,
        /**
         * Every key is read: a regex without a literal prefix, a negation, {@code $exists: true}, a sort-only or
         * hinted scan of an index the filter does not constrain.
         */
        WHOLE_INDEX,
        /** Depends on what is known only at run time (a regex's options or pattern). */
        UNKNOWN
    }

    /** How the order a query asks for is produced. */
    enum SortOrder {
        /** No order is asked for. */
        NOT_REQUESTED,
        /** The index gives it (read forwards or backwards). */
        INDEX_ORDER,
        /** One scan per {@code $in} point (or per {@code $or} clause), merged in order: SORT_MERGE. */
        MERGE_SORT,
        /** A blocking SORT stage sorts every match in memory. */
        BLOCKING,
        /** The order, or what decides whether an index gives it, is known only at run time. */
        UNDECIDED
    }

    /** The server errors a planner refusal answers with ({@code src/mongo/base/error_codes.yml}). */
    enum ServerError {
        BAD_VALUE(2, "BadValue"),
        INDEX_NOT_FOUND(27, "IndexNotFound"),
        NO_QUERY_EXECUTION_PLANS(291, "NoQueryExecutionPlans");

        private final int code;
        private final String codeName;

        ServerError(int code, String codeName) {
            this.code = code;
            this.codeName = codeName;
        }

        public int code() {
            return code;
        }

        public String codeName() {
            return codeName;
        }
    }
}
