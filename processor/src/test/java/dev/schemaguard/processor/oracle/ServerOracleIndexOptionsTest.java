package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;
import static dev.schemaguard.processor.oracle.OracleCase.checkAt;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for index identity and index options: DuplicateIndex, RedundantIndex,
 * IndexOptionConflict, TtlIndex, TtlNeverExpires, IndexLimitExceeded, IndexName,
 * IndexFieldUnknown and the index parts of InvalidAnnotation. Each case is translated from a
 * jstest of mongodb/mongo named in its comment, with what the server does there; cases with a
 * version in their name run with {@code -Aschemaguard.mongodbVersion}.
 */
class ServerOracleIndexOptionsTest {

    // ---------------------------------------------------------------- DuplicateIndex / RedundantIndex

    @Test
    void refused_sameKeysUnderAnotherName_createIndexSameSpecDifferentName() {
        // jstests/core/ddl/create_index_same_spec_different_name.js: {x: 1} named "x_1", then {x: 1}
        // named "x_2" fails with IndexOptionsConflict (85).
        check("""
                @Document(collection = "create_index_same_spec_different_name")
                @IndexHint(keys = "x", name = "x_1")
                @IndexHint(keys = "x", name = "x_2") // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int x; }
                """, "DuplicateIndex");
    }

    @Test
    void accepted_sparseBesideNonSparse_indexSignature() {
        // jstests/core/index/index_signature.js: {a: 1} "basic_index", then {a: 1} "sparse_index"
        // with sparse: true builds a second index (numIndexesAfter + 1), from 4.9/5.0 on. The sparse
        // one serves no query the other does not: RedundantIndex, not a refusal.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index")
                @IndexHint(keys = "a", name = "sparse_index", sparse = true) // expect: WARNING RedundantIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void accepted_uniqueBesideNonUnique_indexSignature() {
        // jstests/core/index/index_signature.js: {a: 1} "basic_index", then {a: 1} "unique_index"
        // with unique: true builds a second index, from 4.9/5.0 on. The non-unique one is the
        // redundant one (docs/rules/RedundantIndex.md).
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index") // expect: WARNING RedundantIndex
                @IndexHint(keys = "a", name = "unique_index", unique = true)
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void refused_uniqueBesideNonUnique_at44_indexSignatureFcv() {
        // The multiversion index-signature test of SERVER-47766 (jstests/multiVersion/...,
        // "Indexes which differ only by either unique, sparse, or wildcardProjection cannot be
        // created in FCV 4.4"): on 4.4 the second {a: 1} fails with IndexOptionsConflict (85).
        checkAt("4.4", """
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index")
                @IndexHint(keys = "a", name = "unique_index", unique = true) // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void refused_sparseBesideNonSparse_at44_indexSignatureFcv() {
        // As above (SERVER-47766): on 4.4 {a: 1} sparse beside {a: 1} fails with 85.
        checkAt("4.4", """
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index")
                @IndexHint(keys = "a", name = "sparse_index", sparse = true) // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void accepted_uniqueBesideNonUnique_at50_indexSignature() {
        // jstests/core/index/index_signature.js holds from 5.0 on: the boundary version accepts.
        checkAt("5.0", """
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index") // expect: WARNING RedundantIndex
                @IndexHint(keys = "a", name = "unique_index", unique = true)
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void accepted_differentCollation_indexSignature() {
        // jstests/core/index/index_signature.js: "an index can be built on the same fields if the
        // collation is different": {a: 1} with {locale: "en_US", strength: 1} and {a: 1} with
        // {locale: "simple"} are both built.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "initial_index", collation = @Collation(locale = "en_US", strength = 1))
                @IndexHint(keys = "a", name = "simple_collation_index", collation = @Collation(locale = "simple"))
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "IndexOptionConflict", "CollationLocale");
    }

    @Test
    void accepted_differentPartialFilter_indexSignature() {
        // jstests/core/index/index_signature.js: {a: 1} with partialFilterExpression
        // {a: {$gt: 0, $lt: 10}, b: "blah"} and {a: 1} with {a: {$gt: 5, $lt: 10}, b: "blah"} are
        // both built.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "initial_index", partialFilter = "{a: {$gt: 0, $lt: 10}, b: 'blah'}")
                @IndexHint(keys = "a", name = "partial_filter_index", partialFilter = "{a: {$gt: 5, $lt: 10}, b: 'blah'}")
                class C { org.bson.types.ObjectId id; int a; String b; }
                """, "DuplicateIndex", "IndexOptionConflict");
    }

    @Test
    void refused_partialFilterRewrittenAsReorderedAnd_indexSignature() {
        // jstests/core/index/index_signature.js: {a: 1} "initial_index" (collation en_US strength 1,
        // filter {a: {$gt: 0, $lt: 10}, b: "blah"}), then the same with filter
        // {$and: [{b: "blah"}, {a: {$lt: 10}}, {a: {$gt: 0}}]} named "partial_filter_dupe_index"
        // fails with IndexOptionsConflict (85): the server normalizes filters before comparing.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "initial_index", collation = @Collation(locale = "en_US", strength = 1), partialFilter = "{a: {$gt: 0, $lt: 10}, b: 'blah'}")
                @IndexHint(keys = "a", name = "partial_filter_dupe_index", collation = @Collation(locale = "en_US", strength = 1), partialFilter = "{$and: [{b: 'blah'}, {a: {$lt: 10}}, {a: {$gt: 0}}]}") // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int a; String b; }
                """, "DuplicateIndex");
    }

    @Test
    void accepted_filterValuesDifferingInCaseOnly_indexSignature() {
        // jstests/core/index/index_signature.js: under a case-insensitive collation, the filter
        // {b: "BLAH"} is not taken as equivalent to {b: "blah"} (SERVER-47664): a new index is built.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "initial_index", collation = @Collation(locale = "en_US", strength = 1), partialFilter = "{a: {$gt: 0, $lt: 10}, b: 'blah'}")
                @IndexHint(keys = "a", name = "partial_filter_collator_index", collation = @Collation(locale = "en_US", strength = 1), partialFilter = "{a: {$gt: 0, $lt: 10}, b: 'BLAH'}")
                class C { org.bson.types.ObjectId id; int a; String b; }
                """, "DuplicateIndex");
    }

    @Test
    void refused_sameNameWithReorderedTypeLeaves_indexSignature() {
        // jstests/core/index/index_signature.js: {a: 1} named
        // "partial_filter_single_field_multiple_predicates_same_matchtype" with
        // {$and: [{a: {$type: 1}}, {a: {$type: 2}}]}, then the same name with the $and reversed,
        // fails with IndexKeySpecsConflict (86): one name, two specs.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "pf_same_matchtype", partialFilter = "{$and: [{a: {$type: 1}}, {a: {$type: 2}}]}")
                @IndexHint(keys = "a", name = "pf_same_matchtype", partialFilter = "{$and: [{a: {$type: 2}}, {a: {$type: 1}}]}") // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex");
    }

    @Test
    void accepted_reorderedTypeLeavesUnderAnotherName_indexSignature() {
        // jstests/core/index/index_signature.js (SERVER-47661): "We do not currently sort
        // MatchExpression trees by leaf predicate value ... we cannot identify certain trivial cases
        // where two partialFilterExpressions are equivalent": two $type leaves on one path, reversed,
        // are a different filter to the catalog, so under another name the index is built. So
        // DuplicateIndex takes them for two indexes too, as the server does for leaves that differ only
        // by value.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "pf_types_1", partialFilter = "{$and: [{a: {$type: 1}}, {a: {$type: 2}}]}")
                @IndexHint(keys = "a", name = "pf_types_2", partialFilter = "{$and: [{a: {$type: 2}}, {a: {$type: 1}}]}")
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex");
    }

    @Test
    void refused_ttlDoesNotMakeAnotherIndex_indexSignature() {
        // jstests/core/index/index_signature.js: beside {a: 1} "basic_index_default_opts",
        // {a: 1} "non_sig_index" with expireAfterSeconds: 10 fails with IndexOptionsConflict (85):
        // expireAfterSeconds is not part of the signature.
        check("""
                @Document(collection = "index_signature")
                @IndexHint(keys = "a", name = "basic_index_default_opts")
                @IndexHint(keys = "a", name = "non_sig_index", expireAfterSeconds = 10) // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; Date a; }
                """, "DuplicateIndex");
    }

    @Test
    void refused_hiddenDoesNotMakeAnotherIndex_hiddenIndex() {
        // jstests/core/index/hidden_index.js: with {a: 1} hidden, createIndex({a: 1}, {hidden: false})
        // fails with IndexOptionsConflict (85).
        check("""
                @Document(collection = "hidden_index")
                @IndexHint(keys = "a", hidden = true)
                @IndexHint(keys = "a") // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex");
    }

    @Test
    void accepted_sameKeysDisjointPartialFilters_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: "Can create multiple partial indexes on
        // the same key pattern as long as the filter is different": {x: 1} "partialIndex1"
        // {a: {$lt: 5}} and "partialIndex2" {a: {$gte: 5}} (from 4.7/5.0 on).
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", name = "partialIndex1", partialFilter = "{a: {$lt: 5}}")
                @IndexHint(keys = "x", name = "partialIndex2", partialFilter = "{a: {$gte: 5}}")
                class C { org.bson.types.ObjectId id; int x; int a; }
                """, "DuplicateIndex", "IndexOptionConflict");
    }

    @Test
    void refused_sameKeysDisjointPartialFilters_at44_indexSignatureFcv() {
        // The multiversion index-signature test of SERVER-47766: "Indexes which differ only by
        // partialFilterExpression cannot be created in FCV 4.4" (85), while 5.0 builds both: DuplicateIndex
        // counts the partial filter in an index's identity from 5.0 on only (docs/rules/DuplicateIndex.md).
        checkAt("4.4", """
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", name = "partialIndex1", partialFilter = "{a: {$lt: 5}}")
                @IndexHint(keys = "x", name = "partialIndex2", partialFilter = "{a: {$gte: 5}}") // expect: ERROR DuplicateIndex
                class C { org.bson.types.ObjectId id; int x; int a; }
                """, "DuplicateIndex");
    }

    @Test
    void accepted_singleFieldInOtherDirection_planCacheNotInRegex() {
        // jstests/core/query/plan_cache/plan_cache_not_in_regex.js: createIndex({a: 1}) and
        // createIndex({a: -1}) both work on one collection ("create two indexes that can support
        // queries on this field"). A single-field index reads both ways: the second is redundant,
        // not refused.
        check("""
                @Document(collection = "plan_cache_not_in_regex")
                @IndexHint(keys = "a")
                @IndexHint(keys = "a:-1") // expect: WARNING RedundantIndex
                class C { org.bson.types.ObjectId id; String a; }
                """, "DuplicateIndex", "RedundantIndex");
    }

    @Test
    void accepted_declaredIdIndexIsRedundant_indexIdOptions() {
        // jstests/core/index/index_id_options.js: createIndex({_id: 1}, {name: "_id_"}) works, and
        // createIndex({_id: 1}, {name: "bad"}) works too, the name corrected to "_id_": declaring the
        // built-in index is harmless, and redundant.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", name = "bad") // expect: WARNING RedundantIndex
                class C { org.bson.types.ObjectId id; int a; }
                """, "DuplicateIndex", "RedundantIndex", "IndexName", "IndexOptionConflict");
    }

    // ---------------------------------------------------------------- IndexOptionConflict

    @Test
    void refused_sparseAndPartial_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: "Partial indexes can't also be sparse
        // indexes": createIndex({x: 1}, {partialFilterExpression: {a: 1}, sparse: true}) fails.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{a: 1}", sparse = true) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; int a; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_partialWithSparseFalse_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: {partialFilterExpression: {a: 1},
        // sparse: false} works (sparse = false is the annotation default).
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{a: 1}")
                class C { org.bson.types.ObjectId id; int x; int a; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_andGivenANumber_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: partialFilterExpression {$and: 5} fails.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$and: 5}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_unknownOperator_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: {x: {$asdasd: 3}} fails.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{x: {$asdasd: 3}}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_regex_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: {x: /abc/} fails (a regex is not among the
        // partial filter operators); written in JSON as {$regex: ...}.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{x: {$regex: 'abc'}}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; String x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_expr_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: "Use of $expr is banned in a partial index
        // filter": {$expr: {$eq: ["$x", 5]}} fails.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$expr: {$eq: ['$x', 5]}}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_filterNotADocument_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js: partialFilterExpression: 5 fails.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "5") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_andNestedFiveDeep_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js (6.0+, TimeseriesMetricIndexes): "Tree depth
        // cannot exceed internalPartialFilterExpressionMaxDepth, which defaults to 4":
        // {$and: [{$and: [{$and: [{$and: [{x: 3}]}]}]}]} fails with CannotCreateIndex (67), a limit
        // IndexOptionConflict holds too.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$and: [{$and: [{$and: [{$and: [{x: 3}]}]}]}]}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_andNestedFourDeep_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js (6.0+): "A tree depth of
        // internalPartialFilterExpressionMaxDepth is allowed": {$and: [{$and: [{$and: [{x: 3}]}]}]}.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$and: [{$and: [{$and: [{x: 3}]}]}]}")
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_nestedAnd_at50_indexPartialCreateDrop() {
        // jstests/core/index/index_partial_create_drop.js, branch without TimeseriesMetricIndexes
        // (before 6.0): "Only top-level $and is permitted in a partial filter expression":
        // {$and: [{$and: [{x: {$lt: 2}}, {x: {$gt: 0}}]}, {x: {$exists: true}}]} fails with
        // CannotCreateIndex (67): a nested $and is refused before 6.0, as $or and $in are.
        checkAt("5.0", """
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$and: [{$and: [{x: {$lt: 2}}, {x: {$gt: 0}}]}, {x: {$exists: true}}]}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_nestedAnd_indexPartialCreateDrop() {
        // The same filter at the default target (7.0): depth 2, within the limit of 4.
        check("""
                @Document(collection = "index_partial_create_drop")
                @IndexHint(keys = "x", partialFilter = "{$and: [{$and: [{x: {$lt: 2}}, {x: {$gt: 0}}]}, {x: {$exists: true}}]}")
                class C { org.bson.types.ObjectId id; int x; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_or_at50_partialIndexesDowngrade() {
        // jstests/multiVersion/.../partial_indexes_downgrade.js: "we cannot downgrade FCV when we have
        // partial indexes with $or/$in/$geoWithin": {a: 1, b: 1} with
        // {$or: [{a: {$lt: 20}}, {b: {$lt: 10}}]} needs 6.0; 5.0 refuses the operator.
        checkAt("5.0", """
                @Document(collection = "partial_indexes_downgrade")
                @IndexHint(keys = {"a", "b"}, partialFilter = "{$or: [{a: {$lt: 20}}, {b: {$lt: 10}}]}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int a; int b; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_or_at60_partialIndexesDowngrade() {
        // jstests/multiVersion/.../partial_indexes_downgrade.js: the same index is built on 6.0.
        checkAt("6.0", """
                @Document(collection = "partial_indexes_downgrade")
                @IndexHint(keys = {"a", "b"}, partialFilter = "{$or: [{a: {$lt: 20}}, {b: {$lt: 10}}]}")
                class C { org.bson.types.ObjectId id; int a; int b; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_in_at50_partialIndexesDowngrade() {
        // jstests/multiVersion/.../partial_indexes_downgrade.js: $in in a partial filter is one of
        // the 6.0 operators ("$or/$in/$geoWithin").
        checkAt("5.0", """
                @Document(collection = "partial_indexes_downgrade")
                @IndexHint(keys = "a", partialFilter = "{b: {$in: [1, 2]}}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int a; int b; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_uniqueOnId_indexIdOptions() {
        // jstests/core/index/index_id_options.js: createIndex({_id: 1}, {name: "_id_", unique: true})
        // fails: "_id indexes cannot have any options other than key, name, ns, v, and collation".
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", unique = true) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_partialFilterOnId_indexIdOptions() {
        // jstests/core/index/index_id_options.js: createIndex({_id: 1}, {name: "_id_",
        // partialFilterExpression: {a: 1}}) fails.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", partialFilter = "{a: 1}") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; int a; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_sparseOnId_createCollection() {
        // jstests/core/ddl/create_collection.js: createCollection with idIndex {key: {_id: 1},
        // name: "_id_", sparse: true} fails with InvalidIndexSpecificationOption (197).
        check("""
                @Document(collection = "create_collection")
                @IndexHint(keys = "id", sparse = true) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_hiddenOnId_hiddenIndex() {
        // jstests/core/index/hidden_index.js: "Can't hide the '_id' index" (hideIndex("_id_") fails).
        check("""
                @Document(collection = "hidden_index")
                @IndexHint(keys = "id", hidden = true) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_collationOnIdWithoutCollectionDefault_indexIdOptions() {
        // jstests/core/index/index_id_options.js: on a collection without a default collation,
        // createIndex({_id: 1}, {name: "_id_", collation: {locale: "en_US"}}) fails: "_id indexes
        // must have the collection default collation".
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", collation = @Collation(locale = "en_US")) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_simpleCollationOnIdUnderEnUsDefault_indexIdOptions() {
        // jstests/core/index/index_id_options.js: on a collection with default {locale: "en_US"},
        // createIndex({_id: 1}, {name: "_id_", collation: {locale: "simple"}}) fails, and so does
        // {locale: "fr_CA"}.
        check("""
                @Document(collection = "index_id_options", collation = @Collation(locale = "en_US"))
                @IndexHint(keys = "id", collation = @Collation(locale = "simple")) // expect: ERROR IndexOptionConflict
                @IndexHint(keys = "id", name = "id_fr", collation = @Collation(locale = "fr_CA")) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_idIndexWithTheCollectionCollation_indexIdOptions() {
        // jstests/core/index/index_id_options.js: on a collection with default {locale: "en_US"},
        // createIndex({_id: 1}, {name: "_id_", collation: {locale: "en_US", strength: 3}}) works.
        check("""
                @Document(collection = "index_id_options", collation = @Collation(locale = "en_US"))
                @IndexHint(keys = "id", collation = @Collation(locale = "en_US", strength = 3))
                class C { org.bson.types.ObjectId id; }
                """, "IndexOptionConflict", "CollationLocale");
    }

    // ---------------------------------------------------------------- TtlIndex / TtlNeverExpires

    @Test
    void refused_compoundTtl_ttlIndexOptions() {
        // jstests/core/ddl/ttl_index_options.js: "Compound indexes are not support with TTL indexes":
        // createIndexes([{x: 1, y: 1}], {expireAfterSeconds: 100}) fails with CannotCreateIndex (67).
        check("""
                @Document(collection = "core_ttl_index_options")
                @IndexHint(keys = {"x", "y"}, expireAfterSeconds = 100) // expect: ERROR TtlIndex
                class C { org.bson.types.ObjectId id; Date x; Date y; }
                """, "TtlIndex");
    }

    @Test
    void refused_ttlOnId_indexIdOptions() {
        // jstests/core/index/index_id_options.js: createIndex({_id: 1}, {name: "_id_",
        // expireAfterSeconds: 3600}) fails.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", expireAfterSeconds = 3600) // expect: ERROR TtlIndex
                class C { Date id; }
                """, "TtlIndex");
    }

    @Test
    void refused_ttlBeyondInt32_ttlIndexOptions() {
        // jstests/core/ddl/ttl_index_options.js: expireAfterSeconds: 999999999999999 fails with
        // CannotCreateIndex (67) (the server takes at most 2147483647).
        check("""
                @Document(collection = "core_ttl_index_options")
                @IndexHint(keys = "x", expireAfterSeconds = 999999999999999L) // expect: ERROR InvalidAnnotation
                class C { org.bson.types.ObjectId id; Date x; }
                """, "InvalidAnnotation", "TtlIndex");
    }

    @Test
    void accepted_ttlZero_ttlIndexOptions() {
        // jstests/core/ddl/ttl_index_options.js: createIndexes([{z: 1}], {expireAfterSeconds: 0}).
        check("""
                @Document(collection = "core_ttl_index_options")
                @IndexHint(keys = "z", expireAfterSeconds = 0)
                class C { org.bson.types.ObjectId id; Date z; }
                """, "InvalidAnnotation", "TtlIndex", "TtlNeverExpires");
    }

    @Test
    void accepted_ttlBeyondEpochSeconds_ttlIndexOptions() {
        // jstests/core/ddl/ttl_index_options.js: "we can provide a time that is larger than the
        // current epoch time": expireAfterSeconds = secondsSinceEpoch + 1000 (about 1.8e9, still an
        // int32) on {x_before_epoch: 1}.
        check("""
                @Document(collection = "core_ttl_index_options")
                @IndexHint(keys = "xBeforeEpoch", expireAfterSeconds = 1_800_000_000L)
                class C { org.bson.types.ObjectId id; java.time.Instant xBeforeEpoch; }
                """, "InvalidAnnotation", "TtlIndex", "TtlNeverExpires");
    }

    @Test
    void accepted_fieldNamedExpireAfterSecondsIsJustAKey_ttlIndexOptions() {
        // jstests/core/ddl/ttl_index_options.js: "Using 'expireAfterSeconds' as an index key is valid,
        // but doesn't create a TTL index": createIndexes([{x: 1, expireAfterSeconds: 3600}]).
        check("""
                @Document(collection = "core_ttl_index_options")
                @IndexHint(keys = {"x", "expireAfterSeconds"})
                class C { org.bson.types.ObjectId id; int x; int expireAfterSeconds; }
                """, "TtlIndex", "TtlNeverExpires", "InvalidAnnotation");
    }

    @Test
    void accepted_hiddenTtl_hiddenIndex() {
        // jstests/core/index/hidden_index.js: "We can change ttl index and hide info at the same
        // time": {tm: 1} with expireAfterSeconds and hidden: true.
        check("""
                @Document(collection = "hidden_index")
                @IndexHint(keys = "tm", expireAfterSeconds = 10, hidden = true)
                class C { org.bson.types.ObjectId id; Date tm; }
                """, "TtlIndex", "TtlNeverExpires", "IndexOptionConflict");
    }

    @Test
    void refused_ttlOnNonDate_ttl1() {
        // jstests/noPassthroughWithMongod/ttl1.js: documents whose TTL field holds a non-date value
        // are never deleted; the index itself is built. Not a refusal: TtlNeverExpires (docs/rules/TtlNeverExpires.md),
        // not the fixed TtlIndex.
        check("""
                @Document(collection = "ttl1")
                @IndexHint(keys = "x", expireAfterSeconds = 20000) // expect: ERROR TtlNeverExpires
                class C { org.bson.types.ObjectId id; String x; }
                """, "TtlIndex", "TtlNeverExpires");
    }

    @Test
    void accepted_ttlOnArrayOfDates_ttl1() {
        // jstests/noPassthroughWithMongod/ttl1.js and the manual's TTL page: a field holding an array
        // of dates expires on its earliest date.
        check("""
                @Document(collection = "ttl1")
                @IndexHint(keys = "x", expireAfterSeconds = 20000)
                class C { org.bson.types.ObjectId id; @Bounded(max = 5) List<Date> x; }
                """, "TtlIndex", "TtlNeverExpires");
    }

    // ---------------------------------------------------------------- IndexLimitExceeded

    private static String manyIndexes(int count, String documentMarker) {
        StringBuilder sb = new StringBuilder();
        sb.append("@Document(collection = \"index_create_too_many\")")
                .append(documentMarker.isEmpty() ? "" : " // expect: " + documentMarker)
                .append('\n');
        sb.append("class C {\n    org.bson.types.ObjectId id;\n");
        for (int i = 0; i < count; i++) {
            sb.append("    @IndexHint int i").append(i).append(";\n");
        }
        return sb.append("}\n").toString();
    }

    private static String manyKeys(int count, String marker) {
        StringBuilder keys = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < count; i++) {
            keys.append(i == 0 ? "" : ", ").append("\"f").append(i).append(i % 2 == 0 ? "\"" : ":-1\"");
            fields.append("    int f").append(i).append(";\n");
        }
        return "@Document(collection = \"compound_index_max_fields\")\n"
                + "@IndexHint(keys = {" + keys + "})" + (marker.isEmpty() ? "" : " // expect: " + marker) + "\n"
                + "class C {\n    org.bson.types.ObjectId id;\n" + fields + "}\n";
    }

    @Test
    void refused_65Indexes_indexCreateTooMany() {
        // jstests/core/ddl/index_create_too_many.js: with 63 indexes (62 + _id), adding two more fails
        // with CannotCreateIndex (67): the limit is 64 including _id.
        check(manyIndexes(64, "ERROR IndexLimitExceeded"), "IndexLimitExceeded");
    }

    @Test
    void accepted_64IndexesWithId_indexCreateTooMany() {
        // jstests/core/ddl/index_create_too_many.js and index_limits_not_bypassed.js: 63 declared
        // indexes plus _id is within the limit of 64 (the old jstests/index_many.js reached 64).
        check(manyIndexes(63, ""), "IndexLimitExceeded");
    }

    @Test
    void refused_33Keys_compoundIndexMaxFields() {
        // jstests/core/index/compound_index_max_fields.js: an index of 33 fields fails with 13103.
        check(manyKeys(33, "ERROR IndexLimitExceeded"), "IndexLimitExceeded");
    }

    @Test
    void accepted_32KeysAlternatingDirections_compoundIndexMaxFields() {
        // jstests/core/index/compound_index_max_fields.js: 32 fields, alternating 1 / -1, are built
        // (and so is the unique variant).
        check(manyKeys(32, ""), "IndexLimitExceeded", "InvalidAnnotation");
    }

    // ---------------------------------------------------------------- IndexName

    @Test
    void refused_nulInName_indexCreateWithNulInName() {
        // jstests/core/ddl/index_create_with_nul_in_name.js: name "foo\\0bar" fails with
        // CannotCreateIndex (67).
        check("""
                @Document(collection = "create_index_with_nul_in_name")
                @IndexHint(keys = "a", name = "foo\\0bar") // expect: ERROR IndexName
                class C { org.bson.types.ObjectId id; int a; }
                """, "IndexName");
    }

    @Test
    void refused_idNameOnOtherIndex_indexIdOptions() {
        // jstests/core/index/index_id_options.js: "Non-_id indexes cannot have the name _id_":
        // createIndex({a: 1}, {name: "_id_"}) and createIndex({_id: "hashed"}, {name: "_id_"}) fail.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "a", name = "_id_") // expect: ERROR IndexName
                @IndexHint(keys = "id:hashed", name = "_id_") // expect: ERROR IndexName
                class C { org.bson.types.ObjectId id; int a; }
                """, "IndexName");
    }

    @Test
    void refused_idNameOnDescendingId_indexIdOptions() {
        // jstests/core/index/index_id_options.js: "_id indexes must have key pattern {_id: 1}":
        // createIndex({_id: -1}, {name: "_id_"}) fails.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id:-1", name = "_id_") // expect: ERROR IndexName
                class C { org.bson.types.ObjectId id; }
                """, "IndexName");
    }

    @Test
    void accepted_idIndexNamedIdUnderscore_indexIdOptions() {
        // jstests/core/index/index_id_options.js: createIndex({_id: 1}, {name: "_id_"}) works.
        check("""
                @Document(collection = "index_id_options")
                @IndexHint(keys = "id", name = "_id_")
                class C { org.bson.types.ObjectId id; }
                """, "IndexName", "DuplicateIndex", "IndexOptionConflict");
    }

    // ---------------------------------------------------------------- IndexFieldUnknown

    @Test
    void accepted_pathIntoArrayOfDocuments_geo2dTrailingFields() {
        // jstests/core/index/geo/geo_2d_trailing_fields.js: "b.c" over b: [{c: 2}, {c: 3}] is a
        // path the server indexes; it resolves to the element class's field.
        check("""
                @Document(collection = "geo_2d_trailing_fields")
                @IndexHint(keys = {"a:2d", "b.c"})
                class C {
                    org.bson.types.ObjectId id;
                    double[] a;
                    @Bounded(max = 10) List<B> b;
                    static class B { int c; }
                }
                """, "IndexFieldUnknown");
    }

    @Test
    void accepted_storedNameDiffersFromJavaName_indexPlugins() {
        // jstests/core/index/index_plugins.js builds indexes on a and b; here b is stored under
        // another name with @Field, and the key names the Java field (docs/guide/annotations.md).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a", "beta:-1"})
                class C { org.bson.types.ObjectId id; int a; @Field("b") int beta; }
                """, "IndexFieldUnknown");
    }

    @Test
    void accepted_positionalArrayPath_ftsArray() {
        // jstests/core/index/fts/fts_array.js: "array fields are allowed when positionally indexed":
        // createIndex({"a.0": 1, words: "text"}) works and documents {a: [0, 1, 2]} are indexed. The
        // key "a.0" names the first element of the List a.
        check("""
                @Document(collection = "jstests_fts_array")
                @IndexHint(keys = {"a.0", "words:text"})
                class C { org.bson.types.ObjectId id; @Bounded(max = 5) List<Integer> a; String words; }
                """, "IndexFieldUnknown", "TextIndexArray");
    }

    // ---------------------------------------------------------------- InvalidAnnotation (keys)

    @Test
    void refused_unknownIndexType_badIndexPlugin() {
        // jstests/core/ddl/bad_index_plugin.js: createIndex({bad: "bad"}) fails; and
        // jstests/core/index/geo/geo_s2validindex.js: {geo: "2dsphere", other: "hash"} fails.
        check("""
                @Document(collection = "bad_index_plugin")
                @IndexHint(keys = "bad:bad") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = {"geo:2dsphere", "other:hash"}) // expect: ERROR InvalidAnnotation
                class C { org.bson.types.ObjectId id; String bad; double[] geo; String other; }
                """, "InvalidAnnotation");
    }

    @Test
    void refused_emptyAndDollarFieldNames_indexp() {
        // jstests/core/index/indexp.js: createIndex fails on 'a..b', '.a', 'a.', '.', '' and on '$a',
        // 'a.$b', and works on 'a.b' and 'a.$id'. These stay errors with IndexFieldUnknown suppressed,
        // which sends an unresolved key as written.
        check("""
                @Document(collection = "jstests_indexp")
                @SuppressWarnings("schemaguard:IndexFieldUnknown")
                @IndexHint(keys = "a..b") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = ".a") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "a.") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = ".") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "$a") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "a.$b") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "a.b")
                @IndexHint(keys = "a.$id")
                class C { org.bson.types.ObjectId id; }
                """, "InvalidAnnotation", "IndexFieldUnknown");
    }

    @Test
    void accepted_keyThatNoDocumentStores_indexv() {
        // jstests/indexv.js: ensureIndex({'a.b.c': 1}) on a collection whose documents have no such
        // path is built, with null keys; suppressed, the unresolved key is no error.
        check("""
                @Document(collection = "jstests_indexv")
                @SuppressWarnings("schemaguard:IndexFieldUnknown")
                @IndexHint(keys = "a.b.c")
                class C { org.bson.types.ObjectId id; String name; }
                """, "InvalidAnnotation", "IndexFieldUnknown");
    }
}
