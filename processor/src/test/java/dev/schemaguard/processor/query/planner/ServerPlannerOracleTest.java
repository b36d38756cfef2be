package dev.schemaguard.processor.query.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The planner against MongoDB's own tests: each row is one plan a server jstest asserts (in the mongodb/mongo
 * repository), built from that test's indexes and query, with the facts the test checks in its explain output
 * ({@link PlannerFixture#assertPlan}). Only what the jstest asserts is asserted.
 */
class ServerPlannerOracleTest {

    private static final String PARTIAL = "jstests/core/index/index_partial_read_ops.js";
    private static final String HASHED_LOGICAL =
            "jstests/core/index/hashed/hashed_index_queries_with_logical_operators.js";
    private static final String HASHED_COLLATION = "jstests/core/index/hashed/hashed_index_collation.js";
    private static final String HASHED_SORT = "jstests/core/index/hashed/hashed_index_sort.js";
    private static final String HASHED_PARTIAL_SPARSE = "jstests/core/hashed_partial_and_sparse_index.js";
    private static final String REGEX_COLLATIONS = "jstests/core/query/regex/regex_collations.js";
    private static final String REGEX6 = "jstests/core/query/regex/regex6.js";
    private static final String DISTINCT_HINT = "jstests/core/query/distinct/distinct_hint.js";
    private static final String TEXT_REQUIRES_INDEX = "jstests/aggregation/sources/match/text_search_requires_index.js";
    private static final String FTS_PARTITION = "jstests/core/index/fts/fts_partition1.js";
    private static final String GEO6 = "jstests/core/index/geo/geo6.js";
    private static final String ELEM_MATCH = "jstests/core/index/elemmatch_index.js";
    private static final String SORT_MERGE = "jstests/core/query/sort/sort_merge.js";
    private static final String SORT_MERGE_COLLATION = "jstests/core/query/sort/sort_merge_collation.js";

    private static final String EN_US_1 = "{locale: 'en_US', strength: 1}";
    private static final String FR = "{locale: 'fr'}";

    /** One assertion of one jstest. */
    private record Case(String jstest, String asserts, UnaryOperator<PlannerFixture> setup, String expected) {
        @Override
        public String toString() {
            return jstest + ": " + asserts;
        }
    }

    private static final List<Case> CASES = new ArrayList<>();

    private static void add(String jstest, String asserts, String expected, UnaryOperator<PlannerFixture> setup) {
        CASES.add(new Case(jstest, asserts, setup, expected));
    }

    static {
        // ---- partial indexes: the query must imply the filter (isSubsetOf)
        UnaryOperator<PlannerFixture> lte15 = f -> f.index("{x: 1}", "{partialFilterExpression: {a: {$lte: 1.5}}}");
        add(
                PARTIAL,
                "{x: 6, a: 1} uses the partial index",
                "IXSCAN=x_1",
                f -> lte15.apply(f).find("{x: 6, a: 1}"));
        add(
                PARTIAL,
                "{x: {$gt: 1}, a: 1} uses it",
                "IXSCAN=x_1",
                f -> lte15.apply(f).find("{x: {$gt: 1}, a: 1}"));
        add(
                PARTIAL,
                "{x: 6, a: {$lte: 1}} uses it",
                "IXSCAN=x_1",
                f -> lte15.apply(f).find("{x: 6, a: {$lte: 1}}"));
        add(
                PARTIAL,
                "{x: 6, a: {$lt: 1.6}} does not",
                "COLLSCAN",
                f -> lte15.apply(f).find("{x: 6, a: {$lt: 1.6}}"));
        add(PARTIAL, "{x: 6} does not", "COLLSCAN", f -> lte15.apply(f).find("{x: 6}"));
        add(
                PARTIAL,
                "count {x: {$gt: 1}, a: 2} does not",
                "COLLSCAN",
                f -> lte15.apply(f).find("{x: {$gt: 1}, a: 2}"));
        UnaryOperator<PlannerFixture> overlapping =
                f -> f.index("{a: 1}", "{name: 'index1', partialFilterExpression: {a: {$gte: 0}}}")
                        .index("{a: 1}", "{name: 'index2', partialFilterExpression: {a: {$gte: 10}}}")
                        .index("{a: 1}", "{name: 'index3', partialFilterExpression: {a: {$gte: 100}}}");
        add(
                PARTIAL,
                "{a: {$gt: 0, $lt: 10}} is indexed",
                "IXSCAN=index1",
                f -> overlapping.apply(f).find("{a: {$gt: 0, $lt: 10}}"));
        add(
                PARTIAL,
                "{a: {$gt: 10, $lt: 100}} is indexed",
                "IXSCAN",
                f -> overlapping.apply(f).find("{a: {$gt: 10, $lt: 100}}"));
        add(
                PARTIAL,
                "{a: {$gt: 100, $lt: 1000}} is indexed",
                "IXSCAN",
                f -> overlapping.apply(f).find("{a: {$gt: 100, $lt: 1000}}"));
        add(
                PARTIAL,
                "{a: {$gt: 0}} is indexed",
                "IXSCAN=index1",
                f -> overlapping.apply(f).find("{a: {$gt: 0}}"));
        add(
                PARTIAL,
                "{a: {$lt: 0}} falls outside every partial index",
                "COLLSCAN",
                f -> overlapping.apply(f).find("{a: {$lt: 0}}"));
        UnaryOperator<PlannerFixture> in35 = f -> f.index("{x: 1}", "{partialFilterExpression: {a: {$in: [3, 5]}}}");
        add(
                PARTIAL,
                "$in filter: {x: 2, a: 3} uses it",
                "IXSCAN=x_1",
                f -> in35.apply(f).find("{x: 2, a: 3}"));
        add(
                PARTIAL,
                "$in filter: {x: {$gt: 1}, a: 5} uses it",
                "IXSCAN=x_1",
                f -> in35.apply(f).find("{x: {$gt: 1}, a: 5}"));
        add(
                PARTIAL,
                "$in filter: {x: 3, a: {$lt: 6}} does not",
                "COLLSCAN",
                f -> in35.apply(f).find("{x: 3, a: {$lt: 6}}"));
        add(
                PARTIAL,
                "$in filter: {x: 2} does not",
                "COLLSCAN",
                f -> in35.apply(f).find("{x: 2}"));
        UnaryOperator<PlannerFixture> orFilter =
                f -> f.index("{x: 1}", "{partialFilterExpression: {$or: [{a: 3}, {$and: [{a: 5}, {b: 5}]}]}}");
        add(
                PARTIAL,
                "$or filter: {x: 1, a: 1} does not",
                "COLLSCAN",
                f -> orFilter.apply(f).find("{x: 1, a: 1}"));
        add(
                PARTIAL,
                "$or filter: {x: 2, a: 5} does not",
                "COLLSCAN",
                f -> orFilter.apply(f).find("{x: 2, a: 5}"));
        add(
                PARTIAL,
                "$or filter: {x: 3, a: 5, b: 1} does not",
                "COLLSCAN",
                f -> orFilter.apply(f).find("{x: 3, a: 5, b: 1}"));

        // ---- compound hashed indexes with logical operators
        UnaryOperator<PlannerFixture> hashedPrefix = f -> f.index("{a: 'hashed', b: 1}");
        add(
                HASHED_LOGICAL,
                "hashed prefix: each $or clause uses the index",
                "OR",
                f -> hashedPrefix.apply(f).find("{$or: [{a: null}, {a: 12, b: 12}]}"));
        add(
                HASHED_LOGICAL,
                "hashed prefix answers $exists: true",
                "IXSCAN",
                f -> hashedPrefix.apply(f).find("{a: {$exists: true}, b: 12}"));
        add(
                HASHED_LOGICAL,
                "hashed prefix answers $exists: false",
                "IXSCAN",
                f -> hashedPrefix.apply(f).find("{a: {$exists: false}, b: 12}"));
        add(
                HASHED_LOGICAL,
                "hashed prefix answers null",
                "IXSCAN",
                f -> hashedPrefix.apply(f).find("{a: null, b: 12}"));
        add(
                HASHED_LOGICAL,
                "hashed prefix cannot answer $not",
                "COLLSCAN",
                f -> hashedPrefix.apply(f).find("{a: {$not: {$eq: 12}}, b: 12}"));
        UnaryOperator<PlannerFixture> hashedSecond = f -> f.index("{a: 1, b: 'hashed', c: -1}");
        add(
                HASHED_LOGICAL,
                "hashed non-prefix: each $or clause uses the index",
                "OR",
                f -> hashedSecond.apply(f).find("{$or: [{a: 1}, {a: 12, b: 12}]}"));
        add(
                HASHED_LOGICAL,
                "non-hashed prefix answers $exists: true",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: {$exists: true}, b: 12}"));
        add(
                HASHED_LOGICAL,
                "null on the prefix, $exists: true on the hashed key",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: null, b: {$exists: true}}"));
        add(
                HASHED_LOGICAL,
                "non-hashed prefix answers $exists: false",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: {$exists: false}, b: 12}"));
        add(
                HASHED_LOGICAL,
                "null on the prefix, $exists: false on the hashed key",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: null, b: {$exists: false}}"));
        add(
                HASHED_LOGICAL,
                "null on the non-hashed prefix",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: null, b: 12}"));
        add(
                HASHED_LOGICAL,
                "null on the hashed key",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: 12, b: null}"));
        add(
                HASHED_LOGICAL,
                "$not on the non-hashed prefix uses the index",
                "IXSCAN",
                f -> hashedSecond.apply(f).find("{a: {$not: {$gt: 12}}, b: 12}"));

        // ---- hashed indexes under a collation
        UnaryOperator<PlannerFixture> collatedHashed =
                f -> f.index("{'a.b': 'hashed', 'a.c': 1, 'a.e': -1}", "{collation: " + EN_US_1 + "}")
                        .collation(EN_US_1);
        add(
                HASHED_COLLATION,
                "strings under the index's collation use the hashed index",
                "IXSCAN",
                f -> collatedHashed.apply(f).find("{'a.b': 'string', 'a.c': 'string'}"));
        add(
                HASHED_COLLATION,
                "field names are not collated: 'A.B' scans the collection",
                "COLLSCAN",
                f -> collatedHashed.apply(f).find("{'A.B': 'string'}"));
        add(
                HASHED_COLLATION,
                "$or under the collation: both clauses use the index",
                "OR",
                f -> collatedHashed.apply(f).find("{$or: [{'a.b': 'string_1'}, {'a.b': 'string', 'a.c': 'string'}]}"));

        // ---- sorts with compound hashed indexes
        UnaryOperator<PlannerFixture> sortHashedPrefix = f -> f.index("{a: 'hashed', b: -1, c: 1}");
        add(
                HASHED_SORT,
                "equality on the hashed prefix, sort on the next key: no SORT",
                "IXSCAN NO_SORT",
                f -> sortHashedPrefix.apply(f).find("{a: 1}").sort("{b: 1}"));
        add(
                HASHED_SORT,
                "$in on the hashed prefix, sort on the next key: SORT_MERGE",
                "IXSCAN SORT_MERGE",
                f -> sortHashedPrefix.apply(f).find("{a: {$in: [1, 2]}}").sort("{b: 1}"));
        add(
                HASHED_SORT,
                "sort on a key not right after the hashed one: SORT",
                "IXSCAN SORT",
                f -> sortHashedPrefix.apply(f).find("{a: 1}").sort("{c: 1}"));
        UnaryOperator<PlannerFixture> sortHashedThird = f -> f.index("{a: 1, b: -1, c: 'hashed', d: 1}");
        add(
                HASHED_SORT,
                "equality on the prefix, sort on the next key: no SORT",
                "IXSCAN NO_SORT",
                f -> sortHashedThird.apply(f).find("{a: 1}").sort("{b: 1}"));
        add(
                HASHED_SORT,
                "equality on the prefix and the hashed key, sort {b: 1, d: -1}: no SORT",
                "IXSCAN NO_SORT",
                f -> sortHashedThird.apply(f).find("{a: 1, c: 2}").sort("{b: 1, d: -1}"));
        add(
                HASHED_SORT,
                "no filter, sort on the non-hashed prefix: the index gives it",
                "IXSCAN NO_SORT",
                f -> sortHashedThird.apply(f).find("{}").sort("{a: 1, b: -1}"));
        add(
                HASHED_SORT,
                "no filter, sort through the hashed key: COLLSCAN and SORT",
                "COLLSCAN SORT",
                f -> sortHashedThird.apply(f).find("{}").sort("{a: 1, b: -1, c: 1}"));
        add(
                HASHED_SORT,
                "$in on the prefix, sort on the next key: SORT_MERGE",
                "SORT_MERGE",
                f -> sortHashedThird.apply(f).find("{a: {$in: [1, 2]}}").sort("{b: 1}"));
        add(
                HASHED_SORT,
                "sort on a key after the hashed one: SORT",
                "IXSCAN SORT",
                f -> sortHashedThird.apply(f).find("{a: 1}").sort("{d: 1}"));
        add(
                HASHED_SORT,
                "sort on the hashed key: SORT",
                "IXSCAN SORT",
                f -> sortHashedThird.apply(f).find("{a: 1, b: 1}").sort("{c: 1}"));

        // ---- sparse and partial hashed indexes
        for (String keys : List.of("{a: 1, b: 'hashed', c: -1}", "{a: 'hashed', b: 1}")) {
            UnaryOperator<PlannerFixture> sparse = f -> f.index(keys, "{sparse: true}");
            add(
                    HASHED_PARTIAL_SPARSE,
                    "sparse " + keys + ": not for null",
                    "COLLSCAN",
                    f -> sparse.apply(f).find("{a: null}"));
            add(
                    HASHED_PARTIAL_SPARSE,
                    "sparse " + keys + ": not for $exists: false",
                    "COLLSCAN",
                    f -> sparse.apply(f).find("{a: {$exists: false}}"));
            add(
                    HASHED_PARTIAL_SPARSE,
                    "sparse " + keys + ": used for $exists: true",
                    "IXSCAN",
                    f -> sparse.apply(f).find("{a: {$exists: true}}"));
            add(
                    HASHED_PARTIAL_SPARSE,
                    "sparse " + keys + ": used for {a: 1, b: 6}",
                    "IXSCAN",
                    f -> sparse.apply(f).find("{a: 1, b: 6}"));
        }
        for (String keys : List.of("{b: 'hashed', c: 1}", "{b: 1, c: 'hashed', d: 1}")) {
            UnaryOperator<PlannerFixture> partial = f -> f.index(keys, "{partialFilterExpression: {b: {$gt: 5}}}");
            add(
                    HASHED_PARTIAL_SPARSE,
                    "partial " + keys + " where b > 5: not for {b: 4}",
                    "COLLSCAN",
                    f -> partial.apply(f).find("{b: 4}"));
            add(
                    HASHED_PARTIAL_SPARSE,
                    "partial " + keys + " where b > 5: used for {b: 6}",
                    "IXSCAN",
                    f -> partial.apply(f).find("{b: 6}"));
        }

        // ---- regexes and collations
        UnaryOperator<PlannerFixture> simpleIndex =
                f -> f.field("value", PlannerFixture.STRING).index("{value: 1}");
        UnaryOperator<PlannerFixture> frIndex =
                f -> f.field("value", PlannerFixture.STRING).index("{value: 1}", "{collation: " + FR + "}");
        add(
                REGEX_COLLATIONS,
                "simple index, simple query: a prefix regex is a bounded index scan",
                "IXSCAN BOUNDED",
                f -> simpleIndex.apply(f).find("{value: {$regex: '^c'}}"));
        add(
                REGEX_COLLATIONS,
                "simple index, simple query: a non-prefix regex scans the collection",
                "COLLSCAN",
                f -> simpleIndex.apply(f).find("{value: {$regex: 'c'}}"));
        add(
                REGEX_COLLATIONS,
                "simple index, French query: a prefix regex is a bounded index scan",
                "IXSCAN BOUNDED",
                f -> simpleIndex.apply(f).find("{value: {$regex: '^c'}}").collation(FR));
        add(
                REGEX_COLLATIONS,
                "simple index, French query: a non-prefix regex scans the collection",
                "COLLSCAN",
                f -> simpleIndex.apply(f).find("{value: {$regex: 'c'}}").collation(FR));
        add(
                REGEX_COLLATIONS,
                "French index, simple query: a prefix regex scans the collection",
                "COLLSCAN",
                f -> frIndex.apply(f).find("{value: {$regex: '^c'}}"));
        add(
                REGEX_COLLATIONS,
                "French index, simple query: a non-prefix regex scans the collection",
                "COLLSCAN",
                f -> frIndex.apply(f).find("{value: {$regex: 'c'}}"));
        add(
                REGEX_COLLATIONS,
                "French index, French query: a prefix regex scans the collection",
                "COLLSCAN",
                f -> frIndex.apply(f).find("{value: {$regex: '^c'}}").collation(FR));
        add(
                REGEX_COLLATIONS,
                "French index, French query: a non-prefix regex scans the collection",
                "COLLSCAN",
                f -> frIndex.apply(f).find("{value: {$regex: 'c'}}").collation(FR));
        UnaryOperator<PlannerFixture> name =
                f -> f.field("name", PlannerFixture.STRING).index("{name: 1}");
        add(
                REGEX6,
                "/^./ examines every key of the index",
                "IXSCAN=name_1 WHOLE",
                f -> name.apply(f).find("{name: {$regex: '^.'}}"));
        add(
                REGEX6,
                "/^bob/ examines only the keys with its prefix",
                "IXSCAN=name_1 BOUNDED",
                f -> name.apply(f).find("{name: {$regex: '^bob'}}"));

        // ---- hints
        UnaryOperator<PlannerFixture> hintIndexes = f -> f.index("{a: 1}")
                .index("{b: 1}")
                .index("{x: 1}", "{sparse: true}")
                .find("{a: 1, b: 2}");
        add(DISTINCT_HINT, "without a hint {a: 1, b: 2} scans a_1", "IXSCAN=a_1", hintIndexes);
        add(
                DISTINCT_HINT,
                "hint {b: 1} scans b_1",
                "IXSCAN=b_1",
                f -> hintIndexes.apply(f).hint("{b: 1}"));
        add(
                DISTINCT_HINT,
                "hint 'b_1' scans b_1",
                "IXSCAN=b_1",
                f -> hintIndexes.apply(f).hint("b_1"));
        add(
                DISTINCT_HINT,
                "hint of the sparse x_1 scans it whole",
                "IXSCAN=x_1 WHOLE",
                f -> hintIndexes.apply(f).hint("{x: 1}"));
        add(
                DISTINCT_HINT,
                "hint {bad: 1, hint: 1} fails with BadValue",
                "ERROR=2",
                f -> hintIndexes.apply(f).hint("{bad: 1, hint: 1}"));
        add(
                DISTINCT_HINT,
                "hint 'BAD HINT' fails",
                "ERROR=2",
                f -> hintIndexes.apply(f).hint("BAD HINT"));
        add(
                DISTINCT_HINT,
                "hint {$natural: 1} scans the collection",
                "COLLSCAN",
                f -> hintIndexes.apply(f).find("{}").hint("{$natural: 1}"));

        // ---- $text and $near need their index
        add(
                TEXT_REQUIRES_INDEX,
                "$text without a text index fails with IndexNotFound",
                "ERROR=27",
                f -> f.find("{$text: {$search: 'foo'}}"));
        add(
                TEXT_REQUIRES_INDEX,
                "$text runs once {a: 'text'} exists",
                "IXSCAN=a_text",
                f -> f.index("{a: 'text'}").find("{$text: {$search: 'foo'}}"));
        add(
                FTS_PARTITION,
                "compound text index without an equality on its prefix fails",
                "ERROR=291",
                f -> f.index("{x: 1, y: 'text'}").find("{$text: {$search: 'foo'}}"));
        add(
                FTS_PARTITION,
                "compound text index with {x: 1} runs",
                "IXSCAN=x_1_y_text",
                f -> f.index("{x: 1, y: 'text'}").find("{$text: {$search: 'foo'}, x: 1}"));
        add(
                GEO6,
                "$near runs on the 2d index",
                "IXSCAN=loc_2d",
                f -> f.index("{loc: '2d'}").find("{loc: {$near: [50, 50]}}"));
    }

    static {
        // ---- $or clauses each giving the order: SORT_MERGE
        List<String> sorts = List.of(
                "{sortFieldA: 1}",
                "{sortFieldA: -1}",
                "{sortFieldA: 1, sortFieldB: 1}",
                "{sortFieldA: -1, sortFieldB: -1}");
        List<String> fetched = List.of(
                "{$or: [{filterFieldA: 4, filterFieldB: 4}, {filterFieldA: 3, filterFieldB: 3}]}",
                "{$or: [{filterFieldA: 4, filterFieldB: 4}, {filterFieldA: 3, filterFieldB: 3},"
                        + " {filterFieldA: 1, filterFieldB: 1}]}",
                "{$or: [{filterFieldA: 4, filterFieldB: 4}, {filterFieldA: 3, filterFieldB: 3},"
                        + " {filterFieldA: 2, filterFieldB: 2}, {filterFieldA: 1, filterFieldB: 1}]}");
        UnaryOperator<PlannerFixture> sortMergeIndexes = f -> f.index("{filterFieldA: 1, sortFieldA: 1, sortFieldB: 1}")
                .index("{filterFieldA: 1, sortFieldA: -1, sortFieldB: -1}")
                .index("{sortFieldA: 1, sortFieldB: 1}");
        String numeric = "{locale: 'en_US', numericOrdering: true}";
        UnaryOperator<PlannerFixture> collatedIndexes = f -> f.collectionCollation(numeric)
                .field("filterFieldA", PlannerFixture.STRING)
                .field("filterFieldB", PlannerFixture.STRING)
                .field("sortFieldA", PlannerFixture.STRING)
                .field("sortFieldB", PlannerFixture.STRING)
                .index("{filterFieldA: 1, sortFieldA: 1, sortFieldB: 1}", "{collation: " + numeric + "}")
                .index("{filterFieldA: 1, sortFieldA: -1, sortFieldB: -1}", "{collation: " + numeric + "}")
                .index("{sortFieldA: 1, sortFieldB: 1}", "{collation: " + numeric + "}");
        for (String filter : fetched) {
            for (String sort : sorts) {
                add(
                        SORT_MERGE,
                        "fetched $or children " + filter + " sorted " + sort + ": SORT_MERGE",
                        "OR SORT_MERGE",
                        f -> sortMergeIndexes.apply(f).find(filter).sort(sort));
                String strings = filter.replaceAll(": (\\d)", ": '$1'");
                add(
                        SORT_MERGE_COLLATION,
                        "numericOrdering collation, " + strings + " sorted " + sort + ": SORT_MERGE",
                        "OR SORT_MERGE",
                        f -> collatedIndexes.apply(f).find(strings).sort(sort));
            }
        }
        for (String sort : List.of(
                "{sortFieldB: 1}",
                "{sortFieldA: -1}",
                "{sortFieldA: 1, sortFieldB: 1}",
                "{sortFieldB: 1, sortFieldA: 1}",
                "{sortFieldA: 1, sortFieldB: -1}")) {
            add(
                    SORT_MERGE,
                    "unfetched $or children sorted " + sort + ": SORT_MERGE",
                    "OR SORT_MERGE",
                    f -> sortMergeIndexes
                            .apply(f)
                            .find("{$or: [{sortFieldA: 1, sortFieldB: 3}, {filterFieldA: 2, sortFieldB: 2}]}")
                            .sort(sort));
        }
        add(
                SORT_MERGE,
                "dotted sort paths: $or sorted {'sortField.a': 1, 'sortField.b': 1}: SORT_MERGE",
                "OR SORT_MERGE",
                f -> f.index("{filterFieldA: 1, 'sortField.a': 1, 'sortField.b': 1}")
                        .find("{$or: [{filterFieldA: 1, filterFieldB: 2}, {filterFieldA: 2, filterFieldB: 1}]}")
                        .sort("{'sortField.a': 1, 'sortField.b': 1}"));
    }

    static {
        // ---- $elemMatch: an index on values answers it only when it answers every condition in it
        UnaryOperator<PlannerFixture> sparseA =
                f -> f.field("a", PlannerFixture.INTS).index("{a: 1}", "{sparse: true}");
        add(
                ELEM_MATCH,
                "sparse: $elemMatch {$exists: false} is not indexed",
                "COLLSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$exists: false}}}"));
        add(
                ELEM_MATCH,
                "sparse: $elemMatch {$exists: true} is indexed",
                "IXSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$exists: true}}}"));
        add(
                ELEM_MATCH,
                "sparse: $not {$exists: false} inside $elemMatch is not indexed",
                "COLLSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$not: {$exists: false}}}}"));
        add(
                ELEM_MATCH,
                "sparse: $gt beside $not {$exists: false} in one $elemMatch is not indexed",
                "COLLSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$gt: 0, $not: {$exists: false}}}}"));
        add(
                ELEM_MATCH,
                "$geoWithin inside $elemMatch does not use a non-geo index",
                "COLLSCAN",
                f -> sparseA.apply(f)
                        .find("{a: {$elemMatch: {$geoWithin: {$geometry: {type: 'Polygon',"
                                + " coordinates: [[[0, 0], [0, 1], [1, 0], [0, 0]]]}}}}}"));
        add(
                ELEM_MATCH,
                "sparse: $in [null] inside $elemMatch is indexed",
                "IXSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$in: [null]}}}"));
        add(
                ELEM_MATCH,
                "sparse: $eq null inside $elemMatch is indexed",
                "IXSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$eq: null}}}"));
        add(
                ELEM_MATCH,
                "sparse: a negated regex $in inside $elemMatch is not indexed",
                "COLLSCAN",
                f -> sparseA.apply(f).find("{a: {$elemMatch: {$not: {$in: [/^a/]}}}}"));
        add(
                ELEM_MATCH,
                "a negated regex $in inside $elemMatch is not indexed, sparse or not",
                "COLLSCAN",
                f -> f.field("a", PlannerFixture.INTS)
                        .index("{a: 1}")
                        .find("{a: {$elemMatch: {$not: {$in: [/^a/]}}}}"));
        UnaryOperator<PlannerFixture> abc = f -> f.index("{'a.b.c': 1}");
        add(
                ELEM_MATCH,
                "$elemMatch on an empty path component uses no index",
                "COLLSCAN",
                f -> abc.apply(f).find("{'': {$elemMatch: {'a.b.c': 'x'}}}"));
        add(
                ELEM_MATCH,
                "a nested $elemMatch on an empty path component uses no index",
                "COLLSCAN",
                f -> abc.apply(f).find("{a: {$elemMatch: {'': {$elemMatch: {'b.c': 'x'}}}}}"));
        add(
                ELEM_MATCH,
                "$elemMatch {'b.c': 'x'} on 'a' uses the index on 'a.b.c'",
                "IXSCAN=a.b.c_1",
                f -> abc.apply(f).find("{a: {$elemMatch: {'b.c': 'x'}}}"));
        add(
                ELEM_MATCH,
                "an indexed sibling beside an empty-path $elemMatch uses the index",
                "IXSCAN=a.b.c_1",
                f -> abc.apply(f).find("{$and: [{'a.b.c': 'x'}, {'': {$elemMatch: {'a.b.c': 'x'}}}]}"));
        add(
                ELEM_MATCH,
                "an indexed sibling beside $elemMatch {'': 'x'} uses the index",
                "IXSCAN=a.b.c_1",
                f -> abc.apply(f).find("{$and: [{'a.b.c': 'x'}, {'a.b.c': {$elemMatch: {'': 'x'}}}]}"));
        add(
                ELEM_MATCH,
                "an indexed sibling beside an $or holding an empty-path $elemMatch uses the index",
                "IXSCAN=a.b.c_1",
                f -> abc.apply(f)
                        .find("{$and: [{'a.b.c': 'x'}, {$or: [{'a.b.c': 'y'}, {'': {$elemMatch: {'a.b.c': 'x'}}}]}]}"));
        add(
                ELEM_MATCH,
                "an indexed sibling beside an $or holding $elemMatch {'': 'x'} uses the index",
                "IXSCAN=a.b.c_1",
                f -> abc.apply(f)
                        .find("{$and: [{'a.b.c': 'x'}, {$or: [{'a.b.c': 'y'}, {'a.b.c': {$elemMatch: {'': 'x'}}}]}]}"));
    }

    static Stream<Arguments> cases() {
        return CASES.stream().map(c -> Arguments.of(c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void planAsTheServerTestAsserts(Case c) {
        PlannerFixture.assertPlan(
                c.expected(), c.setup().apply(new PlannerFixture()).plan(), c.toString());
    }
}
