package dev.schemaguard.processor.oracle;

import static dev.schemaguard.processor.oracle.OracleCase.check;
import static dev.schemaguard.processor.oracle.OracleCase.checkAll;
import static dev.schemaguard.processor.oracle.OracleCase.checkAt;

import org.junit.jupiter.api.Test;

/**
 * Server oracle for names: FieldName and UnaddressableFieldName (across the 5.0 boundary),
 * DatabaseName, DatabaseNameCase and CollectionName. Each case is translated from a jstest of
 * mongodb/mongo named in its comment, with what the server does there.
 */
class ServerOracleNamesTest {

    private static final String[] FIELD_RULES = {"FieldName", "UnaddressableFieldName"};

    // ---------------------------------------------------------------- FieldName / UnaddressableFieldName, 5.0+

    @Test
    void accepted_dottedTopLevelName_fieldNameValidation() {
        // jstests/core/field_name_validation.js: insert({"a.b": 1}) works ("dotted field names are
        // allowed"); queries read "a.b" as a path, so the field is stored but not addressable.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("a.b") int ab; // expect: WARNING UnaddressableFieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dollarTopLevelName_fieldNameValidation() {
        // jstests/core/field_name_validation.js (5.0+): "$-prefixed field names are allowed
        // generally": insert({$a: 1}) and insert({valid: 1, $a: 1}) work.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    int valid;
                    @Field("$a") int a; // expect: WARNING UnaddressableFieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dollarTopLevelName_at50_fieldNameValidation() {
        // jstests/core/field_name_validation.js: the 5.0 boundary itself accepts $a.
        checkAt("5.0", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("$a") int a; // expect: WARNING UnaddressableFieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_reservedDollarNames_fieldNameValidation() {
        // jstests/core/field_name_validation.js (5.0+): "reserved $-prefixed field names are
        // allowed": insert({$ref: 1}), insert({$id: 1}), insert({$db: 1}) work.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("$ref") int ref; // expect: WARNING UnaddressableFieldName
                    @Field("$db") int db; // expect: WARNING UnaddressableFieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dollarNameInEmbeddedDocument_fieldNameValidation() {
        // jstests/core/field_name_validation.js: insert({a: {$b: 1}}) works ("$-prefixed field names
        // are allowed in embedded objects"); find({"a.$b": 1}) even finds it.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    A a;
                    static class A {
                        @Field("$b") int b; // expect: WARNING UnaddressableFieldName
                    }
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dottedNameInsideId_fieldNameValidation() {
        // jstests/core/field_name_validation.js: insert({_id: {"a.b": 1}}) works.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    @Id Key id;
                    static class Key {
                        @Field("a.b") int ab; // expect: WARNING UnaddressableFieldName
                    }
                }
                """, FIELD_RULES);
    }

    @Test
    void refused_dollarNameInsideId_fieldNameValidation() {
        // jstests/core/field_name_validation.js: "_id cannot be an object with an element that has a
        // $-prefixed field name": insert({_id: {$b: 1}}) fails with DollarPrefixedFieldName (52), at
        // every version (also in the pre-5.0 file). From 5.0 on a leading '$' is stored at the top level
        // (UnaddressableFieldName warns); inside _id the server still refuses it.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    @Id Key id;
                    static class Key {
                        int a;
                        @Field("$b") int b; // expect: ERROR FieldName
                    }
                }
                """, "FieldName");
    }

    @Test
    void accepted_plainNames_fieldNameValidation() {
        // jstests/core/field_name_validation.js: insert({_id: 0, $valid: 1, "a": 1}) round-trips;
        // plain names draw neither rule.
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    int a;
                    @Field("valid_1") int valid;
                    A nested;
                    static class A { int b; String _c; }
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_emptyFieldName_emptyFieldNames() {
        // jstests/aggregation/bugs/empty_field_names.js (SERVER-86619): insert({"": 123, "b": 456,
        // sortField: i}) works (assert.commandWorked) and the documents are read back; the older
        // jstests/update_blank1.js stores {_id: 1, "": 1, ...} too. So an empty stored name is no
        // FieldName error (UnaddressableFieldName warns): the server stores it. Only FieldName is held here.
        check("""
                @Document(collection = "emptyFields")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("") int empty;
                    int b;
                    int sortField;
                }
                """, "FieldName");
    }

    // ---------------------------------------------------------------- FieldName, before 5.0

    @Test
    void refused_dollarTopLevelName_at44_fieldNameValidation() {
        // jstests/core/field_name_validation.js as of 4.4: "$-prefixed field names are not allowed at
        // the top level": insert({$a: 1}) fails with BadValue (2).
        checkAt("4.4", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("$a") int a; // expect: ERROR FieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void refused_reservedDollarName_at44_fieldNameValidation() {
        // jstests/core/field_name_validation.js as of 4.4: insert({$ref: 1}) fails with BadValue (2).
        checkAt("4.4", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("$ref") int ref; // expect: ERROR FieldName
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dollarNameInEmbeddedDocument_at44_fieldNameValidation() {
        // jstests/core/field_name_validation.js as of 4.4: insert({a: {$b: 1}}) works, but
        // update({...}, {$set: {c: {$d: 1}}}) fails with DollarPrefixedFieldName (52): the document is
        // stored, so no fixed rule may refuse it; UnaddressableFieldName warns (updates cannot write it).
        checkAt("4.4", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    A a;
                    static class A {
                        @Field("$b") int b; // expect: WARNING UnaddressableFieldName
                    }
                }
                """, FIELD_RULES);
    }

    @Test
    void accepted_dottedTopLevelName_at44_fieldNameValidation() {
        // jstests/core/field_name_validation.js as of 4.4: "dotted field names are allowed":
        // insert({"a.b": 1}) is writeOK (since 3.6, SERVER-24174 / DOCS-10896). So a '.' is no
        // FieldName error before 5.0 either: the 4.4 server stores it. Only FieldName is held here; the
        // warning is UnaddressableFieldName's (docs/rules/UnaddressableFieldName.md).
        checkAt("4.4", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    @Field("a.b") int ab;
                }
                """, "FieldName");
    }

    @Test
    void accepted_dottedNameInEmbeddedDocument_at44_fieldNameValidation() {
        // jstests/core/field_name_validation.js as of 4.4: insert({a: {"a.b": 1}}) and
        // insert({_id: {"a.b": 1}}) are writeOK. Same disagreement as above.
        checkAt("4.4", """
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    A a;
                    static class A {
                        @Field("a.b") int ab;
                    }
                }
                """, "FieldName");
    }

    // ---------------------------------------------------------------- DatabaseName

    @Test
    void refused_spaceInDatabaseName_invalidDbName() {
        // jstests/core/invalid_db_name.js: insert / createCollection in database "Invalid DB Name"
        // fail with InvalidNamespace (73).
        check("""
                @Document(collection = "test", database = "Invalid DB Name") // expect: ERROR DatabaseName
                class C { org.bson.types.ObjectId id; }
                """, "DatabaseName");
    }

    @Test
    void refused_dollarInDatabaseName_invalidDbName() {
        // jstests/core/invalid_db_name.js: database "$invalidDBName" fails with InvalidNamespace (73).
        check("""
                @Document(collection = "test", database = "$invalidDBName") // expect: ERROR DatabaseName
                class C { org.bson.types.ObjectId id; }
                """, "DatabaseName");
    }

    @Test
    void refused_slashInDatabaseName_invalidDbNameShell() {
        // The shell's invalid-database-name jstest (testInvalidDBNameThrowsExceptionWithSibling):
        // getSiblingDB("/\\") throws. That check is the shell's; the server refuses the same
        // characters with InvalidNamespace (73), as jstests/core/invalid_db_name.js shows for ' '
        // and '$'. The exact jstest path could not be recovered from the index.
        check("""
                @Document(collection = "test", database = "a/b") // expect: ERROR DatabaseName
                class C { org.bson.types.ObjectId id; }
                """, "DatabaseName");
    }

    @Test
    void accepted_plainDatabaseNames_dbcase() {
        // jstests/core/dbcase.js: database "dbcasetest_dbnamea" is created by a save.
        check("""
                @Document(collection = "foo", database = "dbcasetest_dbnamea")
                class C { org.bson.types.ObjectId id; int x; }
                """, "DatabaseName");
    }

    // ---------------------------------------------------------------- DatabaseNameCase

    @Test
    void refused_databaseNamesDifferingInCase_dbcase() {
        // jstests/core/dbcase.js (SERVER-2111): after a save into "dbcasetest_dbnamea", a save into
        // "dbcasetest_dbnameA" is a write error (DatabaseDifferCase, 13297).
        checkAll(new String[] {"A", "B"}, new String[] {"""
                @Document(collection = "foo", database = "dbcasetest_dbnamea") // expect: ERROR DatabaseNameCase
                class A { org.bson.types.ObjectId id; int x; }
                """, """
                @Document(collection = "foo", database = "dbcasetest_dbnameA") // expect: ERROR DatabaseNameCase
                class B { org.bson.types.ObjectId id; int x; }
                """}, "DatabaseNameCase");
    }

    @Test
    void refused_databaseNamesDifferingInCase_dbcase2() {
        // jstests/core/repro/dbcase2.js: an insert into "dbcase2test_dbnameA" fails once
        // "dbcase2test_dbnamea" exists.
        checkAll(new String[] {"A", "B"}, new String[] {"""
                @Document(collection = "c", database = "dbcase2test_dbnamea") // expect: ERROR DatabaseNameCase
                class A { org.bson.types.ObjectId id; }
                """, """
                @Document(collection = "d", database = "dbcase2test_dbnameA") // expect: ERROR DatabaseNameCase
                class B { org.bson.types.ObjectId id; }
                """}, "DatabaseNameCase");
    }

    @Test
    void accepted_sameDatabaseSameCase_dbcase() {
        // jstests/core/dbcase.js: the second save into the same database (same case) is fine; two
        // collections of one database are no case clash.
        checkAll(new String[] {"A", "B"}, new String[] {"""
                @Document(collection = "foo", database = "dbcasetest_dbnamea")
                class A { org.bson.types.ObjectId id; }
                """, """
                @Document(collection = "bar", database = "dbcasetest_dbnamea")
                class B { org.bson.types.ObjectId id; }
                """}, "DatabaseNameCase");
    }

    // ---------------------------------------------------------------- CollectionName

    @Test
    void refused_nulInCollectionName_createCollection() {
        // jstests/core/ddl/create_collection.js: createCollection("\\0ab"), ("a\\0b") and ("ab\\0")
        // fail with InvalidNamespace (73).
        checkAll(new String[] {"A", "B", "D"}, new String[] {"""
                @Document(collection = "\\0ab") // expect: ERROR CollectionName
                class A { org.bson.types.ObjectId id; }
                """, """
                @Document(collection = "a\\0b") // expect: ERROR CollectionName
                class B { org.bson.types.ObjectId id; }
                """, """
                @Document(collection = "ab\\0") // expect: ERROR CollectionName
                class D { org.bson.types.ObjectId id; }
                """}, "CollectionName");
    }

    @Test
    void accepted_250CharacterCollectionName_createCollection() {
        // jstests/core/ddl/create_collection.js: "The collection name length limit was upped in 4.4":
        // createCollection("a".repeat(250)) works in database "test" (255 bytes with "test.").
        check("""
                @Document(database = "test", collection = "%s")
                class C { org.bson.types.ObjectId id; }
                """.formatted("a".repeat(250)), "CollectionName");
    }

    @Test
    void refused_255CharacterCollectionName_createCollection() {
        // jstests/core/ddl/create_collection.js: "Cannot create a collection with a nss above the
        // limit (255 including the db name)": createCollection("a".repeat(255)) in "test" fails with
        // InvalidNamespace (73).
        check("""
                @Document(database = "test", collection = "%s") // expect: ERROR CollectionName
                class C { org.bson.types.ObjectId id; }
                """.formatted("a".repeat(255)), "CollectionName");
    }

    // ---------------------------------------------------------------- IdType

    @Test
    void refused_arrayId_fieldNameValidation() {
        // jstests/core/field_name_validation.js: assert.writeError(coll.insert({_id: [9]})) and
        // assert.writeError(coll.insert({_id: /a/})): an array or a regex _id is refused (BadValue, 2)
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    @Id @Bounded(max = 3) java.util.List<Integer> id; // expect: ERROR IdType
                }
                """, "IdType");
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    @Id java.util.regex.Pattern id; // expect: ERROR IdType
                }
                """, "IdType");
    }

    @Test
    void accepted_arrayAndRegexUnderAnEmbeddedId_fieldNameValidation() {
        // jstests/core/field_name_validation.js: insert({a: {_id: [9]}}) and insert({a: {_id: /a/}}) work
        check("""
                @Document(collection = "field_name_validation")
                class C {
                    org.bson.types.ObjectId id;
                    A a;
                    static class A { @Bounded(max = 3) java.util.List<Integer> id; }
                }
                """, "IdType");
    }
}
