package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for collations: CollationLocale, the collation parts of InvalidAnnotation and
 * IndexOptionConflict, and CaseInsensitiveWithoutCollation. Cases come from
 * jstests/core/collation.js, jstests/core/invalid_collation_locale.js and
 * jstests/core/ddl/create_collection.js of mongodb/mongo.
 */
class ServerOracleCollationTest {

    // ---------------------------------------------------------------- CollationLocale

    @Test
    void refused_unknownLocaleAsCollectionDefault_collation() {
        // jstests/core/collation.js: createCollection("collation", {collation: {locale: "xx"}})
        // fails (BadValue 2).
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "xx")) // expect: ERROR CollationLocale
                class C { org.bson.types.ObjectId id; String a; }
                """, "CollationLocale");
    }

    @Test
    void refused_unknownLocaleOnIndex_collation() {
        // jstests/core/collation.js: createIndex({a: 1}, {collation: {locale: "xx"}}) fails.
        check("""
                @Document(collection = "collation")
                @IndexHint(keys = "a", collation = @Collation(locale = "xx")) // expect: ERROR CollationLocale
                class C { org.bson.types.ObjectId id; String a; }
                """, "CollationLocale");
    }

    @Test
    void refused_idPrefixedLocales_invalidCollationLocale() {
        // jstests/core/invalid_collation_locale.js (SERVER-38840): createCollection with locale
        // "x_invalid", "X_invalid", "i-invalid", "I-invalid" or "xx_invalid" fails with BadValue (2).
        check("""
                @Document(collection = "invalid_collation_locale", collation = @Collation(locale = "x_invalid")) // expect: ERROR CollationLocale
                @IndexHint(keys = "a", collation = @Collation(locale = "X_invalid")) // expect: ERROR CollationLocale
                @IndexHint(keys = "b", collation = @Collation(locale = "i-invalid")) // expect: ERROR CollationLocale
                @IndexHint(keys = "c", collation = @Collation(locale = "I-invalid")) // expect: ERROR CollationLocale
                @IndexHint(keys = "d", collation = @Collation(locale = "xx_invalid")) // expect: ERROR CollationLocale
                class C { org.bson.types.ObjectId id; String a; String b; String c; String d; }
                """, "CollationLocale");
    }

    @Test
    void accepted_knownLocales_collation() {
        // jstests/core/collation.js: createCollection with {locale: "fr_CA"} works; createIndex with
        // {locale: "en_US"} and with {locale: "simple"} work; aggregation runs with {locale: "fr"}.
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "fr_CA"))
                @IndexHint(keys = "a", collation = @Collation(locale = "en_US"))
                @IndexHint(keys = "b", collation = @Collation(locale = "simple"))
                @IndexHint(keys = "c", collation = @Collation(locale = "fr"))
                @IndexHint(keys = "d", collation = @Collation(locale = "en"))
                class C { org.bson.types.ObjectId id; String a; String b; String c; String d; }
                """, "CollationLocale", "InvalidAnnotation");
    }

    @Test
    void accepted_ukrainianLocale_createCollection() {
        // jstests/core/ddl/create_collection.js: createCollection("create_collection",
        // {collation: {locale: "uk"}}) on an existing collection fails only with NamespaceExists: the
        // locale "uk" itself is accepted.
        check("""
                @Document(collection = "create_collection", collation = @Collation(locale = "uk"))
                class C { org.bson.types.ObjectId id; String a; }
                """, "CollationLocale");
    }

    @Test
    void accepted_simpleAsCollectionDefault_collation() {
        // jstests/core/collation.js: "Ensure we can create a collection with the simple collation as
        // the collection default": createCollection("collation", {collation: {locale: "simple"}}).
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "simple"))
                class C { org.bson.types.ObjectId id; String a; }
                """, "CollationLocale", "InvalidAnnotation");
    }

    // ---------------------------------------------------------------- InvalidAnnotation (strength)

    @Test
    void refused_strength99_collation() {
        // jstests/core/collation.js: createCollection with {locale: "en", strength: 99} fails, and so
        // does createIndex({a: 1}, {collation: {locale: "en", strength: 99}}).
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "en", strength = 99)) // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "a", collation = @Collation(locale = "en", strength = 99)) // expect: ERROR InvalidAnnotation
                class C { org.bson.types.ObjectId id; String a; }
                """, "InvalidAnnotation");
    }

    @Test
    void accepted_strengths1And2_collation() {
        // jstests/core/collation.js: createCollection with {locale: "en_US", strength: 2}, and
        // jstests/core/index/index_signature.js: an index with {locale: "en_US", strength: 1}.
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "en_US", strength = 2))
                @IndexHint(keys = "a", collation = @Collation(locale = "en_US", strength = 1))
                class C { org.bson.types.ObjectId id; String a; }
                """, "InvalidAnnotation", "CollationLocale");
    }

    // ---------------------------------------------------------------- IndexOptionConflict (text + collation)

    @Test
    void refused_textIndexWithCollation_collation() {
        // jstests/core/collation.js: "Should not be possible to create a text index with an explicit
        // non-simple collation": createIndex({a: "text"}, {collation: {locale: "en"}}) fails.
        check("""
                @Document(collection = "collation")
                @IndexHint(keys = "a:text", collation = @Collation(locale = "en")) // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; String a; }
                """, "IndexOptionConflict");
    }

    @Test
    void refused_textIndexInheritingCollectionCollation_collation() {
        // jstests/core/collation.js: "Text index builds which inherit a non-simple default collation
        // should fail": collection {locale: "en"}, createIndex({a: "text"}) fails.
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "en"))
                @IndexHint(keys = "a:text") // expect: ERROR IndexOptionConflict
                class C { org.bson.types.ObjectId id; String a; }
                """, "IndexOptionConflict");
    }

    @Test
    void accepted_textIndexOverridingDefaultWithSimple_collation() {
        // jstests/core/collation.js: "Text index build should succeed on a collection with a non-simple
        // default collation if it explicitly overrides the default with {locale: "simple"}".
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "en"))
                @IndexHint(keys = "a:text", collation = @Collation(locale = "simple"))
                class C { org.bson.types.ObjectId id; String a; }
                """, "IndexOptionConflict", "CollationLocale");
    }

    @Test
    void accepted_ascendingIndexWithCollation_collation() {
        // jstests/core/collation.js: createIndex({a: 1}, {collation: {locale: "en_US"}}) and
        // createIndexes([{c: 1}, {d: 1}], {collation: {locale: "fr_CA"}}) work: collation is only
        // refused on text (and 2d) indexes.
        check("""
                @Document(collection = "collation")
                @IndexHint(keys = "a", collation = @Collation(locale = "en_US"))
                @IndexHint(keys = {"c", "d"}, collation = @Collation(locale = "fr_CA"))
                class C { org.bson.types.ObjectId id; String a; String c; String d; }
                """, "IndexOptionConflict");
    }

    // ---------------------------------------------------------------- CaseInsensitiveWithoutCollation

    @Test
    void refused_caseInsensitiveLookupWithCaseSensitiveIndex_collation() {
        // jstests/core/collation.js: with {a: 1} under {locale: "fr_CA"}, a query under another
        // collation ({locale: "en_US"}) is a COLLSCAN; only a matching collation uses the index
        // (IXSCAN). A case-insensitive lookup (strength 2) finds no strength-1/2 index here. The
        // server refuses nothing: the query scans the collection.
        check("""
                @Document(collection = "collation")
                @IndexHint(keys = "str", collation = @Collation(locale = "en_US"))
                class C {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String str; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """, "CaseInsensitiveWithoutCollation");
    }

    @Test
    void accepted_caseInsensitiveLookupWithStrength2Index_collation() {
        // jstests/core/collation.js: count({str: "FOO"}, {collation: {locale: "en_US", strength: 2}})
        // matches "foo"; an index {str: 1} with that collation serves it.
        check("""
                @Document(collection = "collation")
                @IndexHint(keys = "str", collation = @Collation(locale = "en_US", strength = 2))
                class C {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String str;
                }
                """, "CaseInsensitiveWithoutCollation");
    }

    @Test
    void accepted_caseInsensitiveLookupWithInheritedCollation_collation() {
        // jstests/core/collation.js: "an index with no collation inherits the collection-default
        // collation", and on a collection with {locale: "en_US", strength: 2} find({str: "FOO"})
        // matches "foo".
        check("""
                @Document(collection = "collation", collation = @Collation(locale = "en_US", strength = 2))
                @IndexHint(keys = "str")
                class C {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String str;
                }
                """, "CaseInsensitiveWithoutCollation");
    }
}
