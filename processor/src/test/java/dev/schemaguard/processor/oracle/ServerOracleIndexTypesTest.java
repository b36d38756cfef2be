package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for the rules about special index types: IndexTypeMix, HashedIndex,
 * TextIndexArray, ParallelArrays, GeoIndex and TextIndexLimit. Each case is a createIndex (and,
 * where the server refuses documents rather than the index, an insert) of a jstest in
 * mongodb/mongo, translated to annotations; the comment names the file and what the server
 * does there. The default target (7.0) applies unless a case says otherwise.
 */
class ServerOracleIndexTypesTest {

    // ---------------------------------------------------------------- IndexTypeMix

    @Test
    void refused_2dsphereWithHashed_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "2dsphere", b: "hashed"}) fails with
        // CannotCreateIndex (67): no two different special types in one index.
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:2dsphere", "b:hashed"}) // expect: ERROR IndexTypeMix
                class C { org.bson.types.ObjectId id; double[] a; String b; }
                """, "IndexTypeMix");
    }

    @Test
    void refused_textWithHashedAndTrailingAscending_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "text", b: "hashed", c: 1}) fails with
        // CannotCreateIndex (67).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:text", "b:hashed", "c"}) // expect: ERROR IndexTypeMix
                class C { org.bson.types.ObjectId id; String a; String b; int c; }
                """, "IndexTypeMix");
    }

    @Test
    void refused_2dWith2dsphereAfterLeadingDescending_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({c: -1, a: "2dsphere", b: "2d"}) fails with
        // CannotCreateIndex (67).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"c:-1", "a:2dsphere", "b:2d"}) // expect: ERROR IndexTypeMix
                class C { org.bson.types.ObjectId id; double[] a; double[] b; int c; }
                """, "IndexTypeMix");
    }

    @Test
    void refused_hashedWithTextSeparatedByAscending_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "hashed", c: 1, b: "text"}) fails with
        // CannotCreateIndex (67).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:hashed", "c", "b:text"}) // expect: ERROR IndexTypeMix
                class C { org.bson.types.ObjectId id; String a; String b; int c; }
                """, "IndexTypeMix");
    }

    @Test
    void refused_2dsphereWith2d_geoS2validindex() {
        // jstests/core/index/geo/geo_s2validindex.js: createIndex({geo: "2dsphere", other: "2d"}) fails
        // (CannotCreateIndex 67, the same check as index_plugins.js).
        check("""
                @Document(collection = "twodspherevalid")
                @IndexHint(keys = {"geo:2dsphere", "other:2d"}) // expect: ERROR IndexTypeMix
                class C { org.bson.types.ObjectId id; double[] geo; double[] other; }
                """, "IndexTypeMix");
    }

    @Test
    void accepted_two2dsphereKeysAroundAscending_geoS2validindex() {
        // jstests/core/index/geo/geo_s2validindex.js: createIndex({geo: "2dsphere", other: 1,
        // geo2: "2dsphere"}) works: the same special type twice is not a mix.
        check("""
                @Document(collection = "twodspherevalid")
                @IndexHint(keys = {"geo:2dsphere", "other", "geo2:2dsphere"})
                class C { org.bson.types.ObjectId id; double[] geo; int other; double[] geo2; }
                """, "IndexTypeMix", "GeoIndex", "ParallelArrays");
    }

    @Test
    void accepted_twoTextKeys_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "text", b: "text"}) works (one text
        // index over two fields).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:text", "b:text"})
                class C { org.bson.types.ObjectId id; String a; String b; }
                """, "IndexTypeMix", "TextIndexLimit", "TextIndexArray");
    }

    @Test
    void accepted_specialTypesCompoundedWithAscending_indexPlugins() {
        // jstests/core/index/index_plugins.js: {a: "2dsphere", b: 1}, {a: 1, b: "2dsphere"},
        // {a: "text", b: 1}, {a: 1, b: "text"}, {a: "2d", b: 1}, {a: "hashed", b: 1} and
        // {a: 1, b: "hashed"} are each built. (Declared here on two collections, since one collection
        // takes one text index only.)
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"g:2dsphere", "b"})
                @IndexHint(keys = {"b", "g:2dsphere"})
                @IndexHint(keys = {"p:2d", "b"})
                @IndexHint(keys = {"h:hashed", "b"})
                @IndexHint(keys = {"b", "h:hashed"})
                @IndexHint(keys = {"t:text", "b"})
                class C { org.bson.types.ObjectId id; double[] g; double[] p; String h; String t; int b; }
                """, "IndexTypeMix", "HashedIndex", "GeoIndex", "ParallelArrays", "TextIndexArray");
        check("""
                @Document(collection = "index_plugins2")
                @IndexHint(keys = {"b", "t:text"})
                class C { org.bson.types.ObjectId id; String t; int b; }
                """, "IndexTypeMix", "TextIndexArray");
    }

    // ---------------------------------------------------------------- HashedIndex

    @Test
    void refused_twoHashedKeys_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "hashed", b: "hashed"}) fails with
        // 31303 (a compound hashed index takes one hashed key).
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:hashed", "b:hashed"}) // expect: ERROR HashedIndex
                class C { org.bson.types.ObjectId id; String a; String b; }
                """, "HashedIndex");
    }

    @Test
    void refused_twoHashedKeysAfterAscending_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({c: 1, a: "hashed", b: "hashed"}) fails
        // with 31303.
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"c", "a:hashed", "b:hashed"}) // expect: ERROR HashedIndex
                class C { org.bson.types.ObjectId id; String a; String b; int c; }
                """, "HashedIndex");
    }

    @Test
    void refused_uniqueHashed_singleFieldHashedIndex() {
        // single_field_hashed_index.js of jstests/core (formerly jstests/hashindex1.js; its folder
        // moved across versions): createIndex({a: "hashed"}, {unique: true}) fails with 16764.
        check("""
                @Document(collection = "single_field_hashed_index")
                @IndexHint(keys = "a:hashed", unique = true) // expect: ERROR HashedIndex
                class C { org.bson.types.ObjectId id; String a; }
                """, "HashedIndex");
    }

    @Test
    void refused_arrayOnHashedKey_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: the index {a: "hashed", c: -1} is
        // built, but insert({a: []}) fails with 16766: every document of a List field is refused.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"a:hashed", "c:-1"}) // expect: ERROR HashedIndex
                class C { org.bson.types.ObjectId id; @Bounded(max = 5) List<Integer> a; int c; }
                """, "HashedIndex");
    }

    @Test
    void refused_arrayOnAscendingKeyOfCompoundHashed_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: with {a: 1, b: "hashed", c: 1},
        // insert({c: []}) fails with 16766: no key of a compound hashed index may hold an array, not
        // only the hashed one.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"a", "b:hashed", "c"}) // expect: ERROR HashedIndex
                class C {
                    org.bson.types.ObjectId id;
                    int a;
                    Sub b;
                    @Bounded(max = 5) List<Integer> c;
                    static class Sub { String subObj; }
                }
                """, "HashedIndex");
    }

    @Test
    void refused_arrayAlongHashedPath_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: "Hashed field path cannot have
        // arrays": insert({field1: [...]}) fails with 16766 for an index on "field1.field2...".
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"field1.field2:hashed", "other"}) // expect: ERROR HashedIndex
                class C {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<F1> field1;
                    int other;
                    static class F1 { String field2; }
                }
                """, "HashedIndex");
    }

    @Test
    void refused_arrayAlongRangePathOfSparseCompoundHashed_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: {"a.b": 1, c: "hashed", d: -1} with
        // sparse: true is built; "Any arrays not allowed for sparse index": insert({a: []}) fails
        // with 16766.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"a.b", "c:hashed", "d:-1"}, sparse = true) // expect: ERROR HashedIndex
                class C {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<A> a;
                    String c;
                    int d;
                    static class A { int b; }
                }
                """, "HashedIndex");
    }

    @Test
    void accepted_compoundHashedWithoutArrays_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: {a: 1, b: "hashed", c: 1},
        // {a: "hashed", c: -1} and {b: "hashed", a: -1, c: 1} are built and documents
        // {a: i, b: {subObj: ...}, c: NumberInt(...)} are inserted.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"a", "b:hashed", "c"})
                @IndexHint(keys = {"a:hashed", "c:-1"})
                @IndexHint(keys = {"b:hashed", "a:-1", "c"})
                class C {
                    org.bson.types.ObjectId id;
                    int a;
                    Sub b;
                    int c;
                    static class Sub { String subObj; }
                }
                """, "HashedIndex", "IndexTypeMix");
    }

    @Test
    void accepted_arrayBesideHashedPath_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: with an index on
        // "field1.field2...field4" hashed, insert({field1: {field2: {0: {otherField: []}}}}) works:
        // an array beside the indexed path is fine.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"field1.field2.field4:hashed", "field2.field4"})
                class C {
                    org.bson.types.ObjectId id;
                    F1 field1;
                    F2 field2;
                    static class F1 { F2 field2; }
                    static class F2 { int field4; @Bounded(max = 5) List<Integer> otherField; }
                }
                """, "HashedIndex");
    }

    @Test
    void accepted_partialCompoundHashed_hashedIndexWithArrays() {
        // jstests/core/index/hashed/hashed_index_with_arrays.js: createIndex({a: "hashed", b: 1},
        // {partialFilterExpression: {b: {$gt: 5}}}) works.
        check("""
                @Document(collection = "hashed_index_with_arrays")
                @IndexHint(keys = {"a:hashed", "b"}, partialFilter = "{b: {$gt: 5}}")
                class C { org.bson.types.ObjectId id; int a; int b; }
                """, "HashedIndex", "IndexOptionConflict");
    }

    // ---------------------------------------------------------------- TextIndexArray

    @Test
    void refused_arrayPrefixBeforeText_ftsPartitionNoMultikey() {
        // jstests/core/index/fts/fts_partition_no_multikey.js: with {x: 1, y: "text"},
        // insert({x: [1], y: "this is fun"}) is a write error: a non-text key of a text index may
        // not hold an array.
        check("""
                @Document(collection = "fts_partition_no_multikey")
                @IndexHint(keys = {"x", "y:text"}) // expect: ERROR TextIndexArray
                class C { org.bson.types.ObjectId id; @Bounded(max = 5) List<Integer> x; String y; }
                """, "TextIndexArray");
    }

    @Test
    void refused_arrayAlongLeadingPath_ftsArray() {
        // jstests/core/index/fts/fts_array.js: with {"a.b": 1, words: "text"},
        // insert({a: [{b: 1}], words: "omnibus"}) fails with CannotBuildIndexKeys.
        check("""
                @Document(collection = "jstests_fts_array")
                @IndexHint(keys = {"a.b", "words:text"}) // expect: ERROR TextIndexArray
                class C {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<A> a;
                    String words;
                    static class A { int b; }
                }
                """, "TextIndexArray");
    }

    @Test
    void refused_arrayOnTrailingKey_ftsArray() {
        // jstests/core/index/fts/fts_array.js: with {words: "text", "y.z": 1},
        // insert({words: "macerate", y: {z: [1]}}) fails with CannotBuildIndexKeys: the trailing
        // key may not hold an array either.
        check("""
                @Document(collection = "jstests_fts_array")
                @IndexHint(keys = {"words:text", "y.z"}) // expect: ERROR TextIndexArray
                class C {
                    org.bson.types.ObjectId id;
                    String words;
                    Y y;
                    static class Y { @Bounded(max = 5) List<Integer> z; }
                }
                """, "TextIndexArray");
    }

    @Test
    void accepted_scalarPrefixBeforeText_ftsPartitionNoMultikey() {
        // jstests/core/index/fts/fts_partition_no_multikey.js: insert({x: 5, y: "this is fun"})
        // works with {x: 1, y: "text"}.
        check("""
                @Document(collection = "fts_partition_no_multikey")
                @IndexHint(keys = {"x", "y:text"})
                class C { org.bson.types.ObjectId id; int x; String y; }
                """, "TextIndexArray", "IndexTypeMix", "TextIndexLimit");
    }

    @Test
    void accepted_textKeyOverArrayOfStrings_ftsArray() {
        // jstests/core/index/fts/fts_array.js and the manual's text index page: the text key itself
        // may be an array of strings (each element is indexed); only the non-text keys are limited.
        // fts_array.js builds {"a.b": 1, words: "text"} and indexes scalar a.b.
        check("""
                @Document(collection = "jstests_fts_array")
                @IndexHint(keys = {"a.b", "words:text"})
                class C {
                    org.bson.types.ObjectId id;
                    A a;
                    @Bounded(max = 20) List<String> words;
                    static class A { int b; }
                }
                """, "TextIndexArray");
    }

    // ---------------------------------------------------------------- ParallelArrays

    @Test
    void accepted_2dPointBesideArrayOfDocuments_geo2dTrailingFields() {
        // jstests/core/index/geo/geo_2d_trailing_fields.js: createIndex({a: "2d", "b.c": 1}) then
        // insert({a: [0, 0], b: [{c: 2}, {c: 3}]}) works: the legacy pair is a point, not a multikey
        // value.
        check("""
                @Document(collection = "geo_2d_trailing_fields")
                @IndexHint(keys = {"a:2d", "b.c"})
                class C {
                    org.bson.types.ObjectId id;
                    double[] a;
                    @Bounded(max = 10) List<B> b;
                    static class B { int c; }
                }
                """, "ParallelArrays", "GeoIndex");
    }

    @Test
    void accepted_2dspherePointBesideArray_geoS2indexoldformat() {
        // jstests/core/index/geo/geo_s2indexoldformat.js: documents {geo: [40, 5], nonGeo: ["pointA"]}
        // are indexed by {geo: "2dsphere", nonGeo: 1} and found by $geoIntersects.
        check("""
                @Document(collection = "geo_s2indexoldformat")
                @IndexHint(keys = {"geo:2dsphere", "nonGeo"})
                class C { org.bson.types.ObjectId id; double[] geo; @Bounded(max = 10) List<String> nonGeo; }
                """, "ParallelArrays", "IndexTypeMix");
    }

    @Test
    void accepted_2dsphereWithTwoNonGeoArrays_geoS2nongeoarray() {
        // jstests/core/index/geo/geo_s2nongeoarray.js: {geo: [40, 5], nonGeo: [123, 456],
        // otherNonGeo: [{b: [1, 2]}, {b: [3, 4]}]} is indexed by {geo: "2dsphere", nonGeo: 1,
        // otherNonGeo: 1} and found through it ("Explode arrays when indexing non-geo fields in
        // 2dsphere"): the 2dsphere key generator takes the cartesian product of the non-geo keys, so
        // two arrays in one 2dsphere index are not parallel arrays. So ParallelArrays exempts the whole
        // 2dsphere index, as the server does, not only its coordinate pair.
        check("""
                @Document(collection = "geo_s2nongeoarray")
                @IndexHint(keys = {"geo:2dsphere", "nonGeo", "otherNonGeo"})
                class C {
                    org.bson.types.ObjectId id;
                    double[] geo;
                    @Bounded(max = 10) List<Integer> nonGeo;
                    @Bounded(max = 10) List<O> otherNonGeo;
                    static class O { @Bounded(max = 10) List<Integer> b; }
                }
                """, "ParallelArrays");
    }

    @Test
    void accepted_2dWithTwoNonGeoArrays_geoS2nongeoarray() {
        // jstests/core/index/geo/geo_s2nongeoarray.js: the same document is found through
        // {geo: "2d", nonGeo: 1, otherNonGeo: 1} with $nearSphere (which needs the geo index): a 2d
        // index stores trailing fields whole, so arrays there are not parallel arrays.
        check("""
                @Document(collection = "geo_s2nongeoarray")
                @IndexHint(keys = {"geo:2d", "nonGeo", "otherNonGeo"})
                class C {
                    org.bson.types.ObjectId id;
                    double[] geo;
                    @Bounded(max = 10) List<Integer> nonGeo;
                    @Bounded(max = 10) List<O> otherNonGeo;
                    static class O { @Bounded(max = 10) List<Integer> b; }
                }
                """, "ParallelArrays");
    }

    @Test
    void refused_twoArraysInAscendingIndex_insertIllegalDoc() {
        // jstests/core/insert_illegal_doc.js (jstests/core/write/insert/ in newer trees): with
        // {a: 1, b: 1}, insert({a: [1, 2, 3], b: [4, 5, 6]}) fails with CannotIndexParallelArrays
        // (171): two array fields in one btree index.
        check("""
                @Document(collection = "insert_illegal_doc")
                @IndexHint(keys = {"a", "b"}) // expect: ERROR ParallelArrays
                class C {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<Integer> a;
                    @Bounded(max = 5) List<Integer> b;
                }
                """, "ParallelArrays");
    }

    @Test
    void accepted_twoSubfieldsOfOneArray_geo2dTrailingFields() {
        // jstests/core/index/geo/geo_2d_trailing_fields.js inserts b: [{c: 1}, {c: 2}]; keys through
        // one array ("b.c" with "b.d") never make parallel arrays.
        check("""
                @Document(collection = "geo_2d_trailing_fields")
                @IndexHint(keys = {"b.c", "b.d"})
                class C {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 10) List<B> b;
                    static class B { int c; int d; }
                }
                """, "ParallelArrays");
    }

    // ---------------------------------------------------------------- GeoIndex

    @Test
    void refused_2dNotFirst_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: 1, b: "2d"}) fails ("unsupported";
        // 16801 "2d has to be first in index").
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a", "b:2d"}) // expect: ERROR GeoIndex
                class C { org.bson.types.ObjectId id; int a; double[] b; }
                """, "GeoIndex");
    }

    @Test
    void refused_two2dKeys_indexPlugins() {
        // jstests/core/index/index_plugins.js: createIndex({a: "2d", b: "2d"}) fails ("Unsupported";
        // 16800 "can't have 2 geo fields").
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:2d", "b:2d"}) // expect: ERROR GeoIndex
                class C { org.bson.types.ObjectId id; double[] a; double[] b; }
                """, "GeoIndex");
    }

    @Test
    void accepted_2dWithTrailingAscending_geo2dTrailingFields() {
        // jstests/core/index/geo/geo_2d_trailing_fields.js: createIndex({a: "2d", b: 1}) works.
        check("""
                @Document(collection = "geo_2d_trailing_fields")
                @IndexHint(keys = {"a:2d", "b"})
                class C { org.bson.types.ObjectId id; double[] a; int b; }
                """, "GeoIndex");
    }

    @Test
    void accepted_2dWithTwoTrailingKeys_geoS2nongeoarray() {
        // jstests/core/index/geo/geo_s2nongeoarray.js: createIndex({geo: "2d", nonGeo: 1,
        // otherNonGeo: 1}) is built (the $nearSphere query that follows needs it). So "a 2d index has
        // more than 2 keys" is no GeoIndex error: the server builds three.
        check("""
                @Document(collection = "geo_s2nongeoarray")
                @IndexHint(keys = {"geo:2d", "nonGeo", "otherNonGeo"})
                class C { org.bson.types.ObjectId id; double[] geo; int nonGeo; String otherNonGeo; }
                """, "GeoIndex");
    }

    // ---------------------------------------------------------------- TextIndexLimit

    @Test
    void refused_twoTextIndexes_indexLimitsNotBypassed() {
        // jstests/core/index_limits_not_bypassed.js: createIndexes([{x: "text"}, {y: "text"}]) fails
        // with CannotCreateIndex (67): one text index per collection. Reported on the later one.
        check("""
                @Document(collection = "index_limits_not_bypassed")
                @IndexHint(keys = "x:text")
                @IndexHint(keys = "y:text") // expect: ERROR TextIndexLimit
                class C { org.bson.types.ObjectId id; String x; String y; }
                """, "TextIndexLimit");
    }

    @Test
    void accepted_oneTextIndexOverTwoFields_indexPlugins() {
        // jstests/core/index/index_plugins.js: {a: "text", b: "text"} is one text index.
        check("""
                @Document(collection = "index_plugins")
                @IndexHint(keys = {"a:text", "b:text"})
                @IndexHint(keys = "a")
                class C { org.bson.types.ObjectId id; String a; String b; }
                """, "TextIndexLimit");
    }
}
