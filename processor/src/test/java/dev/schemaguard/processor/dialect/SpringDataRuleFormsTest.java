package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Every rule (docs/rules/) that Spring Data MongoDB's vocabulary can express, once positive and once
 * negative, written only with SDM's annotations (plus Bean Validation's {@code @Size}, and
 * schemaguard's {@code @CaseInsensitive} or an {@code -A} option where a rule needs one).
 * SpringDataRulesTest holds the cases about SDM's mapping itself; this class is the rule-by-rule grid.
 *
 * <p>Not expressible in SDM's vocabulary, so not here:
 * <ul>
 *   <li>DatabaseNameCase: SDM's {@code @Document} names no database, and {@code -Aschemaguard.database}
 *       is one spelling for every class, so two spellings cannot meet (the negative case shows it);</li>
 *   <li>ExtendedReferenceDrift: about schemaguard's {@code @Embedded} summaries of a {@code @Reference}
 *       target, which SDM has no word for;</li>
 *   <li>ReferenceTarget, UnboundedReferenceArray: a reference in SDM is {@code @DBRef} or
 *       {@code @DocumentReference}, read and tested with the reader's reference support, not here;</li>
 *   <li>TtlIndex on a compound index: SDM's {@code @CompoundIndex} has no expireAfterSeconds, so only
 *       the TTL on {@code _id} can be written;</li>
 *   <li>TextIndexLimit through {@code @TextIndexed} alone: SDM builds one text index from all of them,
 *       so two {@code @TextIndexed} fields make one index and no finding (the negative case); a second
 *       text index can only come from a {@code @CompoundIndex} def (the positive case).</li>
 * </ul>
 * Covered in SpringDataRulesTest and not repeated: DuplicateIndex, IndexFieldUnknown, InvalidAnnotation,
 * LargeIndexKey, RedundantIndexPrefix, UnboundedArray.
 */
class SpringDataRuleFormsTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.annotation.Transient;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static String sdm(String body) {
        return IMPORTS + body;
    }

    // BloatedDocument

    @Test
    void positive_BloatedDocument_sizeBoundedBinaryOverTwoMebibytes() {
        ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge").source("p.Scan", sdm("""
                @Document("scans") // expect: WARNING BloatedDocument
                class Scan {
                    @Id String id;
                    @Size(max = 3_000_000) byte[] image;
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_BloatedDocument_smallBoundedBinary() {
        ProcessorTester.forRules("BloatedDocument", "DocumentTooLarge").source("p.Scan", sdm("""
                @Document("scans")
                class Scan {
                    @Id String id;
                    @Size(max = 100_000) byte[] thumbnail;
                    @Transient @Size(max = 30_000_000) byte[] decoded;
                }
                """)).expectClean();
    }

    // DocumentTooLarge

    @Test
    void positive_DocumentTooLarge_boundedListOfEmbeddedPages() {
        ProcessorTester.forRules("DocumentTooLarge", "BloatedDocument").source("p.Book", sdm("""
                @Document("books") // expect: ERROR DocumentTooLarge
                class Book {
                    @Id String id;
                    @Size(max = 10_000) List<Page> pages;
                    static class Page { @Size(max = 2_000) String text; }
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_DocumentTooLarge_fewerPages() {
        ProcessorTester.forRules("DocumentTooLarge").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Size(max = 1_000) List<Page> pages;
                    static class Page { @Size(max = 2_000) String text; }
                }
                """)).expectClean();
    }

    // CaseInsensitiveWithoutCollation

    /** The fix is the SDM index SDM's own annotation can carry, and it is the one the negative case below writes. */
    @Test
    void positive_CaseInsensitiveWithoutCollation_plainIndexed() {
        String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation").source("p.Author", sdm("""
                @Document("authors")
                class Author {
                    @Id String id;
                    @dev.schemaguard.annotations.CaseInsensitive @Indexed String name; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)).expectMarkedDiagnostics().message("CaseInsensitiveWithoutCollation");
        assertTrue(message.contains("add @Indexed(collation = \"{'locale': 'en', 'strength': 2}\") on the field"), message);
    }

    @Test
    void positive_CaseInsensitiveWithoutCollation_nestedFieldGetsACompoundIndex() {
        String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation").source("p.Customer", sdm("""
                @Document(collection = "customers", collation = "fr")
                class Customer {
                    @Id String id;
                    Contact contact;
                    static class Contact {
                        @dev.schemaguard.annotations.CaseInsensitive String email; // expect: ERROR CaseInsensitiveWithoutCollation
                    }
                }
                """)).expectMarkedDiagnostics().message("CaseInsensitiveWithoutCollation");
        assertTrue(message.contains("add @CompoundIndex(def = \"{'contact.email': 1}\", "
                + "collation = \"{'locale': 'fr', 'strength': 2}\") on 'Customer'"), message);
    }

    @Test
    void negative_CaseInsensitiveWithoutCollation_theSuggestedCompoundIndex() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation").source("p.Customer", sdm("""
                @Document(collection = "customers", collation = "fr")
                @CompoundIndex(def = "{'contact.email': 1}", collation = "{'locale': 'fr', 'strength': 2}")
                class Customer {
                    @Id String id;
                    Contact contact;
                    static class Contact { @dev.schemaguard.annotations.CaseInsensitive String email; }
                }
                """)).expectClean();
    }

    @Test
    void negative_CaseInsensitiveWithoutCollation_indexedWithStrengthTwo() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation").source("p.Author", sdm("""
                @Document("authors")
                class Author {
                    @Id String id;
                    @dev.schemaguard.annotations.CaseInsensitive
                    @Indexed(collation = "{'locale': 'en', 'strength': 2}") String name;
                }
                """)).expectClean();
    }

    @Test
    void negative_CaseInsensitiveWithoutCollation_documentDefaultCollation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation").source("p.Author", sdm("""
                @Document(collection = "authors", collation = "{'locale': 'fr', 'strength': 1}")
                class Author {
                    @Id String id;
                    @dev.schemaguard.annotations.CaseInsensitive @Indexed String name;
                }
                """)).expectClean();
    }

    // CollationLocale

    @Test
    void positive_CollationLocale_hyphenatedDocumentCollation() {
        ProcessorTester.forRules("CollationLocale").source("p.Book", sdm("""
                @Document(collection = "books", collation = "en-US") // expect: ERROR CollationLocale
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_CollationLocale_indexedCollationDocument() {
        ProcessorTester.forRules("CollationLocale").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Indexed(collation = "{'locale': 'en_GB', 'strength': 2}") String title; // expect: ERROR CollationLocale
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_CollationLocale_supportedLocales() {
        ProcessorTester.forRules("CollationLocale").source("p.Book", sdm("""
                @Document(collection = "books", collation = "en_US")
                @CompoundIndex(def = "{'title': 1, 'author': 1}", collation = "{'locale': 'fr_CA'}")
                class Book {
                    @Id String id;
                    @Indexed(collation = "de@collation=phonebook") String title;
                    String author;
                }
                """)).expectClean();
    }

    // CollectionName

    @Test
    void positive_CollectionName_systemPrefix() {
        ProcessorTester.forRules("CollectionName").source("p.Book", sdm("""
                @Document("system.books") // expect: ERROR CollectionName
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_CollectionName_dollarInCollectionMember() {
        ProcessorTester.forRules("CollectionName").source("p.Book", sdm("""
                @Document(collection = "books$archive") // expect: ERROR CollectionName
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_CollectionName_plainAndDefaultNames() {
        ProcessorTester.forRules("CollectionName").source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).source("p.BookReview", sdm("""
                @Document
                class BookReview { @Id String id; }
                """)).expectClean();
    }

    // CollectionNameStyle

    @Test
    void positive_CollectionNameStyle_explicitMixedCase() {
        String message = ProcessorTester.forRules("CollectionNameStyle").source("p.Book", sdm("""
                @Document("Book-Reviews") // expect: WARNING CollectionNameStyle
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics().message("CollectionNameStyle");
        assertTrue(message.contains("@Document(collection = \"book_reviews\")"), message);
    }

    /** SDM's default name is camelCase: under the default snake_case convention, the option is the way out. */
    @Test
    void positive_CollectionNameStyle_sdmDefaultNameUnderSnakeCase() {
        ProcessorTester.forRules("CollectionNameStyle").source("p.BookReview", sdm("""
                @Document // expect: WARNING CollectionNameStyle
                class BookReview { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_CollectionNameStyle_sdmDefaultNameUnderCamelCase() {
        ProcessorTester.forRules("CollectionNameStyle").option("schemaguard.collectionNaming=camelCase")
                .source("p.BookReview", sdm("""
                @Document
                class BookReview { @Id String id; }
                """)).source("p.Author", sdm("""
                @Document("authors")
                class Author { @Id String id; }
                """)).expectClean();
    }

    // CollectionPerEntity

    @Test
    void positive_CollectionPerEntity_numberedCollections() {
        ProcessorTester.forRules("CollectionPerEntity").source("p.Book1View", sdm("""
                @Document("book1_views") // expect: WARNING CollectionPerEntity
                class Book1View { @Id String id; }
                """)).source("p.Book2View", sdm("""
                @Document(collection = "book2_views") // expect: WARNING CollectionPerEntity
                class Book2View { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_CollectionPerEntity_sdmDefaultNames() {
        // SDM names them tenant1Log and tenant2Log
        ProcessorTester.forRules("CollectionPerEntity").source("p.Tenant1Log", sdm("""
                @Document // expect: WARNING CollectionPerEntity
                class Tenant1Log { @Id String id; }
                """)).source("p.Tenant2Log", sdm("""
                @Document // expect: WARNING CollectionPerEntity
                class Tenant2Log { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_CollectionPerEntity_oneCollectionWithAField() {
        ProcessorTester.forRules("CollectionPerEntity").source("p.BookView", sdm("""
                @Document("book_views")
                class BookView { @Id String id; @Indexed String bookId; }
                """)).source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).expectClean();
    }

    // DatabaseName, DatabaseNameStyle, DatabaseNameCase: SDM's @Document names no database; the option does

    @Test
    void positive_DatabaseName_optionWithDot() {
        String message = ProcessorTester.forRules("DatabaseName").option("schemaguard.database=book.store")
                .source("p.Book", sdm("""
                @Document("books") // expect: ERROR DatabaseName
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics().message("DatabaseName");
        assertTrue(message.contains("(from -Aschemaguard.database)"), message);
    }

    @Test
    void negative_DatabaseName_optionAccepted() {
        ProcessorTester.forRules("DatabaseName").option("schemaguard.database=bookstore").source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).expectClean();
    }

    @Test
    void positive_DatabaseNameStyle_optionInPascalCase() {
        ProcessorTester.forRules("DatabaseNameStyle").option("schemaguard.database=BookStore").source("p.Book", sdm("""
                @Document("books") // expect: WARNING DatabaseNameStyle
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_DatabaseNameStyle_optionInSnakeCase() {
        ProcessorTester.forRules("DatabaseNameStyle").option("schemaguard.database=book_store").source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).expectClean();
    }

    @Test
    void negative_DatabaseNameCase_oneSpellingFromTheOption() {
        ProcessorTester.forRules("DatabaseNameCase").option("schemaguard.database=BookStore").source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).source("p.Author", sdm("""
                @Document("authors")
                class Author { @Id String id; }
                """)).expectClean();
    }

    // DuplicateCollection

    @Test
    void positive_DuplicateCollection_twoUnrelatedClasses() {
        ProcessorTester.forRules("DuplicateCollection").source("p.Book", sdm("""
                @Document("books") // expect: ERROR DuplicateCollection
                class Book { @Id String id; }
                """)).source("p.Novel", sdm("""
                @Document(collection = "books") // expect: ERROR DuplicateCollection
                class Novel { @Id long id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_DuplicateCollection_defaultNameMeetsExplicitOne() {
        ProcessorTester.forRules("DuplicateCollection").source("p.Book", sdm("""
                @Document // expect: ERROR DuplicateCollection
                class Book { @Id String id; }
                """)).source("p.BookArchive", sdm("""
                @Document("book") // expect: ERROR DuplicateCollection
                class BookArchive { @Id long id; }
                """)).expectMarkedDiagnostics();
    }

    /** A subclass inherits SDM's @Document with its collection: one hierarchy in one collection. */
    @Test
    void negative_DuplicateCollection_subclassSharesTheNamedCollection() {
        ProcessorTester.forRules("DuplicateCollection").source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).source("p.Novel", sdm("""
                class Novel extends Book { String genre; }
                """)).source("p.Comic", sdm("""
                @Document("books")
                class Comic extends Book { String artist; }
                """)).expectClean();
    }

    // FieldName

    @Test
    void positive_FieldName_twoFieldsOneStoredName() {
        ProcessorTester.forRules("FieldName").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("t") String title;
                    @Field(name = "t") String subtitle; // expect: ERROR FieldName
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_FieldName_dollarTopLevelBefore50() {
        ProcessorTester.forRules("FieldName").option("schemaguard.mongodbVersion=4.4").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("$price") long price; // expect: ERROR FieldName
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_FieldName_distinctNames() {
        ProcessorTester.forRules("FieldName").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("t") String title;
                    @Field("st") String subtitle;
                    @Transient @Field("t") String shownTitle;
                }
                """)).expectClean();
    }

    // FieldNameStyle (positive in SpringDataRulesTest)

    @Test
    void positive_FieldNameStyle_spaceInStoredName() {
        ProcessorTester.forRules("FieldNameStyle").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field(name = "page count") int pages; // expect: WARNING FieldNameStyle
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_FieldNameStyle_camelAndSnakeStoredNames() {
        ProcessorTester.forRules("FieldNameStyle").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("first_name") String firstName;
                    @Field("lastName") String lastName;
                    int pageCount;
                }
                """)).expectClean();
    }

    // GeoIndex

    @Test
    void positive_GeoIndex_twoDKeyNotFirst() {
        ProcessorTester.forRules("GeoIndex").source("p.Shop", sdm("""
                @Document("shops")
                @CompoundIndex(def = "{'category': 1, 'location': '2d'}") // expect: ERROR GeoIndex
                class Shop {
                    @Id String id;
                    String category;
                    double[] location;
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_GeoIndex_twoDKeyFirstAndGeoSpatialIndexed() {
        ProcessorTester.forRules("GeoIndex").source("p.Shop", sdm("""
                @Document("shops")
                @CompoundIndex(def = "{'location': '2d', 'category': 1}")
                class Shop {
                    @Id String id;
                    String category;
                    double[] location;
                    @GeoSpatialIndexed double[] entrance;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] exit;
                }
                """)).expectClean();
    }

    // HashedIndex

    @Test
    void positive_HashedIndex_hashIndexedList() {
        ProcessorTester.forRules("HashedIndex").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @HashIndexed @Size(max = 5) List<String> tags; // expect: ERROR HashedIndex
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_HashedIndex_uniqueHashedCompound() {
        ProcessorTester.Result result = ProcessorTester.forRules("HashedIndex").source("p.User", sdm("""
                @Document("users")
                @CompoundIndex(def = "{'email': 'hashed'}", unique = true) // expect: ERROR HashedIndex
                class User { @Id String id; String email; }
                """)).expectMarkedDiagnostics();
        String message = result.message("HashedIndex");
        assertTrue(message.contains("@Indexed(unique = true)"), "the fix in SDM's words: " + message);
    }

    @Test
    void negative_HashedIndex_hashIndexedBesideIndexed() {
        ProcessorTester.forRules("HashedIndex").source("p.User", sdm("""
                @Document("users")
                class User {
                    @Id String id;
                    @HashIndexed @Indexed(unique = true) String email;
                }
                """)).expectClean();
    }

    // IdType

    @Test
    void positive_IdType_listId() {
        ProcessorTester.forRules("IdType").source("p.Pair", sdm("""
                @Document("pairs")
                class Pair {
                    @Id List<String> id; // expect: ERROR IdType
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IdType_objectIdAndEmbeddedKey() {
        ProcessorTester.forRules("IdType").source("p.Pair", sdm("""
                @Document("pairs")
                class Pair { @Id ObjectId id; }
                """)).source("p.Visit", sdm("""
                @Document("visits")
                class Visit {
                    @Id Key id;
                    static class Key { String page; Date day; }
                }
                """)).expectClean();
    }

    // ImplicitEmbeddedDocument (positive in SpringDataRulesTest)

    @Test
    void positive_ImplicitEmbeddedDocument_listOfDocuments() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Size(max = 5) List<Author> authors; // expect: WARNING ImplicitEmbeddedDocument
                }
                """)).source("p.Author", sdm("""
                @Document("authors")
                class Author { @Id String id; String name; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_ImplicitEmbeddedDocument_valueClassAndTransientDocument() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    AuthorName author;
                    @Transient Author loadedAuthor;
                    static class AuthorName { String first; String last; }
                }
                """)).source("p.Author", sdm("""
                @Document("authors")
                class Author { @Id String id; String name; }
                """)).expectClean();
    }

    // IndexLimitExceeded, TooManyIndexes

    /** A document with {@code indexed} @Indexed fields f0, f1, …; {@code marker} ends the @Document line. */
    private static String indexedFields(int indexed, String marker) {
        StringBuilder sb = new StringBuilder(IMPORTS).append("@Document(\"wide\")")
                .append(marker.isEmpty() ? "" : " // expect: " + marker).append("\nclass Wide {\n    @Id String id;\n");
        for (int i = 0; i < indexed; i++) {
            sb.append("    @Indexed String f").append(i).append(";\n");
        }
        return sb.append("}\n").toString();
    }

    /** A document with one @CompoundIndex of {@code keys} keys on one line, which {@code marker} ends. */
    private static String compoundOf(int keys, String marker) {
        StringBuilder def = new StringBuilder();
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < keys; i++) {
            def.append(i == 0 ? "" : ", ").append("'f").append(i).append("': 1");
            fields.append("    String f").append(i).append(";\n");
        }
        return IMPORTS + "@Document(\"wide\")\n@CompoundIndex(def = \"{" + def + "}\")"
                + (marker.isEmpty() ? "" : " // expect: " + marker) + "\nclass Wide {\n    @Id String id;\n" + fields + "}\n";
    }

    @Test
    void positive_IndexLimitExceeded_64IndexedFields() {
        ProcessorTester.forRules("IndexLimitExceeded").source("p.Wide", indexedFields(64, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_IndexLimitExceeded_compoundOf33Keys() {
        ProcessorTester.forRules("IndexLimitExceeded").source("p.Wide", compoundOf(33, "ERROR IndexLimitExceeded"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexLimitExceeded_63IndexedAnd32Keys() {
        ProcessorTester.forRules("IndexLimitExceeded").source("p.Wide", indexedFields(63, "")).expectClean();
        ProcessorTester.forRules("IndexLimitExceeded").source("p.Wide", compoundOf(32, "")).expectClean();
    }

    @Test
    void positive_TooManyIndexes_overTheOption() {
        ProcessorTester.forRules("TooManyIndexes").option("schemaguard.maxIndexesPerCollection=3")
                .source("p.Wide", indexedFields(4, "WARNING TooManyIndexes")).expectMarkedDiagnostics();
    }

    @Test
    void negative_TooManyIndexes_atTheOption() {
        ProcessorTester.forRules("TooManyIndexes").option("schemaguard.maxIndexesPerCollection=3")
                .source("p.Wide", indexedFields(3, "")).expectClean();
    }

    // IndexName

    @Test
    void positive_IndexName_star() {
        ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                @Document("users")
                class User {
                    @Id String id;
                    @Indexed(name = "*") String email; // expect: ERROR IndexName
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_IndexName_compoundNamedLikeTheIdIndex() {
        ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                @Document("users")
                @CompoundIndex(name = "_id_", def = "{'email': 1, 'name': 1}") // expect: ERROR IndexName
                class User { @Id String id; String email; String name; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexName_ordinaryNames() {
        ProcessorTester.forRules("IndexName").source("p.User", sdm("""
                @Document("users")
                @CompoundIndex(name = "email_name", def = "{'email': 1, 'name': 1}")
                class User {
                    @Id String id;
                    @Indexed(name = "by_email") String email;
                    @Indexed(useGeneratedName = true) String name;
                }
                """)).expectClean();
    }

    // IndexNameLength (positive in SpringDataRulesTest)

    @Test
    void positive_IndexNameLength_compoundName() {
        ProcessorTester.forRules("IndexNameLength").source("p.User", sdm("""
                @Document("users")
                @CompoundIndex(name = "NAME", def = "{'email': 1, 'name': 1}") // expect: WARNING IndexNameLength
                class User { @Id String id; String email; String name; }
                """.replace("NAME", "n".repeat(128)))).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexNameLength_127Characters() {
        ProcessorTester.forRules("IndexNameLength").source("p.User", sdm("""
                @Document("users")
                class User {
                    @Id String id;
                    @Indexed(name = "NAME") String email;
                }
                """.replace("NAME", "n".repeat(127)))).expectClean();
    }

    // IndexOnUnboundedArray

    @Test
    void positive_IndexOnUnboundedArray_indexedList() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Indexed List<String> tags; // expect: WARNING IndexOnUnboundedArray
                }
                """)).expectMarkedDiagnostics().message("IndexOnUnboundedArray");
        assertTrue(message.contains("@Size(max = ...)"), message);
    }

    @Test
    void positive_IndexOnUnboundedArray_compoundThroughEmbeddedList() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'reviews.rating': 1}") // expect: WARNING IndexOnUnboundedArray
                class Book {
                    @Id String id;
                    List<Review> reviews;
                    static class Review { int rating; }
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_IndexOnUnboundedArray_innerListsOfAMap() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'tagsByLanguage.en': 1}") // expect: WARNING IndexOnUnboundedArray
                class Book {
                    @Id String id;
                    @Size(max = 5) Map<String, List<String>> tagsByLanguage;
                }
                """)).expectMarkedDiagnostics().message("IndexOnUnboundedArray");
        assertTrue(message.contains("arrays without @Size(max) or @Bounded") && message.contains(
                "bound them on the type argument with @Size(max = ...),"), message);
    }

    @Test
    void negative_IndexOnUnboundedArray_sizeBoundsTheList() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndexes({
                    @CompoundIndex(def = "{'reviews.rating': 1}"),
                    @CompoundIndex(def = "{'tagsByLanguage.en': 1}")
                })
                class Book {
                    @Id String id;
                    @Size(max = 5) Map<String, @Size(max = 20) List<String>> tagsByLanguage;
                    @Indexed @Size(max = 10) List<String> tags;
                    @Size(max = 50) List<Review> reviews;
                    static class Review { int rating; }
                }
                """)).expectClean();
    }

    // IndexOptionConflict

    @Test
    void positive_IndexOptionConflict_sparseAndPartial() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Indexed(sparse = true, partialFilter = "{'price': {'$gt': 0}}") long price; // expect: ERROR IndexOptionConflict
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_IndexOptionConflict_refusedOperatorInPartialFilter() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'author': 1, 'price': 1}", partialFilter = "{'price': {'$ne': 0}}") // expect: ERROR IndexOptionConflict
                class Book { @Id String id; String author; long price; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexOptionConflict_partialFilterAlone() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'author': 1, 'price': 1}", partialFilter = "{'price': {'$gt': 0}}")
                class Book {
                    @Id String id;
                    String author;
                    @Indexed(sparse = true) long price;
                }
                """)).expectClean();
    }

    /** SDM adds the collection's collation to an index without one (DefaultIndexOperations), text indexes of a def too. */
    @Test
    void positive_IndexOptionConflict_textDefUnderDocumentCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                @CompoundIndex(def = "{'summary': 'text'}") // expect: ERROR IndexOptionConflict
                class Book { @Id String id; String summary; }
                """)).expectMarkedDiagnostics();
    }

    /** The fix in SDM's words: its collation is a string, "simple" a locale alone (Collation.parse). */
    @Test
    void positive_IndexOptionConflict_textDefUnderDocumentCollation_proposesSdmsSimpleCollation() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                @CompoundIndex(def = "{'summary': 'text'}") // expect: ERROR IndexOptionConflict
                class Book { @Id String id; String summary; }
                """)).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("would take the collection's default collation \"{'locale': 'en', 'strength': 2}\""),
                message);
        assertTrue(message.contains("give it collation = \"simple\""), message);
        assertFalse(message.contains("@Collation"), message);
    }

    @Test
    void positive_IndexOptionConflict_ownCollationOnATextDef_shownAsWritten() {
        String message = ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'summary': 'text'}", collation = "fr") // expect: ERROR IndexOptionConflict
                class Book { @Id String id; String summary; }
                """)).expectMarkedDiagnostics().message("IndexOptionConflict");
        assertTrue(message.contains("has the collation \"{'locale': 'fr'}\"") && message.contains(
                "remove the collation"), message);
    }

    /** SDM's Collation sends the members of its collation document as given: the message names them so. */
    @Test
    void positive_CollationLocale_simpleWithStrengthBefore50_inSdmsWords() {
        String message = ProcessorTester.forRules("CollationLocale").option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'simple', 'strength': 2, 'numericOrdering': true}") // expect: ERROR CollationLocale
                class Book { @Id String id; }
                """)).expectMarkedDiagnostics().message("CollationLocale");
        assertTrue(message.contains("but 'strength': 2, 'numericOrdering': true is given")
                && message.contains("remove 'strength': 2, 'numericOrdering': true, or choose a locale such as \"en\""),
                message);
    }

    @Test
    void negative_CollationLocale_simpleAloneBefore50() {
        ProcessorTester.forRules("CollationLocale").option("schemaguard.mongodbVersion=4.4").source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'simple'}")
                @CompoundIndex(def = "{'title': 1}", collation = "simple")
                class Book { @Id String id; String title; }
                """)).expectClean();
    }

    @Test
    void negative_IndexOptionConflict_textDefWithSimpleCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                @CompoundIndex(def = "{'summary': 'text'}", collation = "simple")
                class Book { @Id String id; String summary; }
                """)).expectClean();
    }

    /**
     * SDM's @GeoSpatialIndexed has no collation of its own and SDM adds none: the 2d index takes the
     * collection default, which MongoDB refuses for 2d indexes. In SDM only a @CompoundIndex def can say 'simple'.
     */
    @Test
    void positive_IndexOptionConflict_geoSpatialIndexedUnderDocumentCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Shop", sdm("""
                @Document(collection = "shops", collation = "en")
                class Shop {
                    @Id String id;
                    @GeoSpatialIndexed double[] location; // expect: ERROR IndexOptionConflict
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexOptionConflict_twoDDefWithSimpleCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Shop", sdm("""
                @Document(collection = "shops", collation = "en")
                @CompoundIndex(def = "{'location': '2d'}", collation = "simple")
                class Shop {
                    @Id String id;
                    double[] location;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] entrance;
                }
                """)).expectClean();
    }

    /** What the disabled case below relies on, read from SDM itself: its text index asks for 'simple'. */
    @Test
    void sdmTextIndexUnderDocumentCollationIsSimple() throws Exception {
        String source = IMPORTS.replace("package p;", "package t;") + """
                @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                public class Book { @Id String id; @TextIndexed String summary; }
                """;
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "t.Book", source);
        Class<?> type = CompiledOutput.loader(captured.compilation()).loadClass("t.Book");
        List<String> options = new ArrayList<>();
        new MongoPersistentEntityIndexResolver(new MongoMappingContext()).resolveIndexFor(type)
                .forEach(index -> options.add(index.getIndexOptions().toJson()));
        assertEquals(1, options.size(), options.toString());
        assertTrue(options.get(0).contains("\"collation\": {\"locale\": \"simple\"}"), options.get(0));
    }

    /**
     * SDM's own text index asks for the simple collation when the document has one
     * (MongoPersistentEntityIndexResolver.potentiallyCreateTextIndexDefinition: withSimpleCollation()), so
     * MongoDB accepts it, and schemaguard reads the index with that collation.
     */
    @Test
    void negative_IndexOptionConflict_textIndexedUnderDocumentCollation() {
        ProcessorTester.forRules("IndexOptionConflict").source("p.Book", sdm("""
                @Document(collection = "books", collation = "{'locale': 'en', 'strength': 2}")
                class Book { @Id String id; @TextIndexed String summary; }
                """)).expectClean();
    }

    // IndexThroughMap (SDM skips @Indexed on a map: SpringDataRulesTest)

    @Test
    void positive_IndexThroughMap_compoundKeyIntoMap() {
        ProcessorTester.forRules("IndexThroughMap").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'attributes.color': 1}") // expect: WARNING IndexThroughMap
                class Book {
                    @Id String id;
                    Map<String, String> attributes;
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexThroughMap_keyIntoEmbeddedDocument() {
        ProcessorTester.forRules("IndexThroughMap").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'dimensions.width': 1}")
                class Book {
                    @Id String id;
                    Dimensions dimensions;
                    @Indexed Map<String, String> attributes;
                    static class Dimensions { int width; int height; }
                }
                """)).expectClean();
    }

    // IndexTypeMix

    @Test
    void positive_IndexTypeMix_geoAndTextInOneDef() {
        ProcessorTester.forRules("IndexTypeMix").source("p.Shop", sdm("""
                @Document("shops")
                @CompoundIndex(def = "{'location': '2dsphere', 'description': 'text'}") // expect: ERROR IndexTypeMix
                class Shop { @Id String id; double[] location; String description; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_IndexTypeMix_separateSdmGeoAndTextIndexes() {
        ProcessorTester.forRules("IndexTypeMix").source("p.Shop", sdm("""
                @Document("shops")
                @CompoundIndex(def = "{'location': '2dsphere', 'category': 1}")
                class Shop {
                    @Id String id;
                    double[] location;
                    String category;
                    @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] entrance;
                    @TextIndexed String description;
                    @HashIndexed String owner;
                }
                """)).expectClean();
    }

    // LowCardinalityIndexPrefix

    @Test
    void positive_LowCardinalityIndexPrefix_booleanFirst() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'inStock': 1, 'author': 1}") // expect: WARNING LowCardinalityIndexPrefix
                class Book { @Id String id; boolean inStock; String author; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_LowCardinalityIndexPrefix_enumFirstUnderStoredName() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.Order", sdm("""
                @Document("orders")
                @CompoundIndex(def = "{'st': 1, 'placedAt': -1}") // expect: WARNING LowCardinalityIndexPrefix
                class Order {
                    @Id String id;
                    @Field("st") Status status;
                    Date placedAt;
                    enum Status { OPEN, PAID, SHIPPED }
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_LowCardinalityIndexPrefix_selectiveFirstOrPartial() {
        ProcessorTester.forRules("LowCardinalityIndexPrefix").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndexes({
                    @CompoundIndex(def = "{'author': 1, 'inStock': 1}"),
                    @CompoundIndex(def = "{'inStock': 1, 'title': 1}", partialFilter = "{'inStock': true}")
                })
                class Book { @Id String id; boolean inStock; String author; String title; @Indexed boolean featured; }
                """)).expectClean();
    }

    // NestingTooDeep

    /** A document whose {@code grid} is {@code depth} lists deep: the root is level 1, each list one more. */
    private static String nestedLists(int depth, String marker) {
        return IMPORTS + "@Document(\"grids\")" + (marker.isEmpty() ? "" : " // expect: " + marker)
                + "\nclass Grid {\n    @Id String id;\n    " + "List<".repeat(depth) + "String" + ">".repeat(depth)
                + " grid;\n}\n";
    }

    @Test
    void positive_NestingTooDeep_101Levels() {
        ProcessorTester.forRules("NestingTooDeep").source("p.Grid", nestedLists(100, "ERROR NestingTooDeep"))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_NestingTooDeep_100Levels() {
        ProcessorTester.forRules("NestingTooDeep").source("p.Grid", nestedLists(99, "")).expectClean();
    }

    // ParallelArrays

    @Test
    void positive_ParallelArrays_twoListsInOneDef() {
        ProcessorTester.forRules("ParallelArrays").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'tags': 1, 'authors': 1}") // expect: ERROR ParallelArrays
                class Book {
                    @Id String id;
                    @Size(max = 10) List<String> tags;
                    @Size(max = 5) List<String> authors;
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_ParallelArrays_oneListAndTwoKeysInTheSameArray() {
        ProcessorTester.forRules("ParallelArrays").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndexes({
                    @CompoundIndex(def = "{'tags': 1, 'title': 1}"),
                    @CompoundIndex(def = "{'reviews.rating': 1, 'reviews.author': 1}")
                })
                class Book {
                    @Id String id;
                    String title;
                    @Size(max = 10) List<String> tags;
                    @Size(max = 10) List<Review> reviews;
                    static class Review { int rating; String author; }
                }
                """)).expectClean();
    }

    // RandomId (@MongoId(STRING) and @Id String in SpringDataRulesTest)

    @Test
    void positive_RandomId_uuidId() {
        ProcessorTester.forRules("RandomId").source("p.Session", sdm("""
                @Document("sessions")
                class Session {
                    @Id UUID id; // expect: WARNING RandomId
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_RandomId_objectIdAndLongIds() {
        ProcessorTester.forRules("RandomId").source("p.Session", sdm("""
                @Document("sessions")
                class Session { @MongoId ObjectId id; }
                """)).source("p.Counter", sdm("""
                @Document("counters")
                class Counter { @Id long id; }
                """)).expectClean();
    }

    // RecursiveEmbedding

    @Test
    void positive_RecursiveEmbedding_repliesOfComments() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Post", sdm("""
                @Document("posts")
                class Post {
                    @Id String id;
                    @Size(max = 100) List<Comment> comments;
                    static class Comment {
                        String text;
                        @Size(max = 100) List<Comment> replies; // expect: WARNING RecursiveEmbedding
                    }
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_RecursiveEmbedding_replyIdsAndTransientParent() {
        ProcessorTester.forRules("RecursiveEmbedding").source("p.Post", sdm("""
                @Document("posts")
                class Post {
                    @Id String id;
                    @Size(max = 100) List<Comment> comments;
                    static class Comment {
                        String text;
                        @Size(max = 100) List<ObjectId> replyIds;
                        @Transient Comment parent;
                    }
                }
                """)).expectClean();
    }

    // RedundantIndex

    @Test
    void positive_RedundantIndex_sameFieldBothDirections() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'publishedAt': 1}")
                class Book {
                    @Id String id;
                    @Indexed(direction = IndexDirection.DESCENDING) Date publishedAt; // expect: WARNING RedundantIndex
                }
                """)).expectMarkedDiagnostics();
    }

    /** SDM names it '_id' and the server folds it into the _id index it has: a declaration that builds nothing. */
    @Test
    void positive_RedundantIndex_indexedOnTheId() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id @Indexed String id; // expect: WARNING RedundantIndex
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_RedundantIndex_bothDirectionsOfACompound() {
        ProcessorTester.forRules("RedundantIndex").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndexes({
                    @CompoundIndex(def = "{'author': 1, 'publishedAt': 1}"),
                    @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                })
                class Book { @Id String id; String author; @Indexed Date publishedAt; }
                """)).expectClean();
    }

    // TextIndexArray

    @Test
    void positive_TextIndexArray_listBesideTextKey() {
        ProcessorTester.forRules("TextIndexArray").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'tags': 1, 'summary': 'text'}") // expect: ERROR TextIndexArray
                class Book {
                    @Id String id;
                    @Size(max = 10) List<String> tags;
                    String summary;
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_TextIndexArray_textIndexedListAndScalarPrefix() {
        ProcessorTester.forRules("TextIndexArray").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @TextIndexed @Size(max = 10) List<String> tags;
                    @TextIndexed(weight = 2) String summary;
                }
                """)).source("p.Article", sdm("""
                @Document("articles")
                @CompoundIndex(def = "{'language': 1, 'body': 'text'}")
                class Article { @Id String id; String language; String body; }
                """)).expectClean();
    }

    // TextIndexLimit

    @Test
    void positive_TextIndexLimit_compoundTextBesideTextIndexed() {
        String message = ProcessorTester.forRules("TextIndexLimit").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'summary': 'text'}")
                class Book {
                    @Id String id;
                    @TextIndexed String title; // expect: ERROR TextIndexLimit
                    String summary;
                }
                """)).expectMarkedDiagnostics().message("TextIndexLimit");
        assertTrue(message.contains("put every text field in one index, e.g. @TextIndexed on each of them"), message);
    }

    /** SDM builds one text index from every @TextIndexed, nested ones included: that is the point. */
    @Test
    void negative_TextIndexLimit_manyTextIndexedMakeOneIndex() {
        ProcessorTester.forRules("TextIndexLimit").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @TextIndexed String title;
                    @TextIndexed(weight = 3) String summary;
                    Blurb blurb;
                    static class Blurb { @TextIndexed String text; }
                }
                """)).expectClean();
    }

    // TooManyCollections

    @Test
    void positive_TooManyCollections_overTheOption() {
        ProcessorTester.forRules("TooManyCollections").option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Author", sdm("""
                @Document("authors") // expect: WARNING TooManyCollections
                class Author { @Id String id; }
                """)).source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).source("p.Shop", sdm("""
                @Document
                class Shop { @Id String id; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_TooManyCollections_hierarchyIsOneCollection() {
        ProcessorTester.forRules("TooManyCollections").option("schemaguard.maxCollectionsPerDatabase=2")
                .source("p.Author", sdm("""
                @Document("authors")
                class Author { @Id String id; }
                """)).source("p.Book", sdm("""
                @Document("books")
                class Book { @Id String id; }
                """)).source("p.Novel", sdm("""
                @Document("books")
                class Novel extends Book { String genre; }
                """)).expectClean();
    }

    // TtlIndex

    @Test
    void positive_TtlIndex_expireAfterOnTheId() {
        ProcessorTester.forRules("TtlIndex").source("p.Event", sdm("""
                @Document("events")
                class Event {
                    @Id @Indexed(expireAfter = "1d") Date id; // expect: ERROR TtlIndex
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_TtlIndex_expireAfterOnADate() {
        ProcessorTester.forRules("TtlIndex").source("p.Event", sdm("""
                @Document("events")
                class Event {
                    @Id ObjectId id;
                    @Indexed(expireAfter = "1d") Date createdAt;
                    @Indexed(expireAfterSeconds = 3600) java.time.Instant seenAt;
                }
                """)).expectClean();
    }

    // TtlNeverExpires (positive in SpringDataRulesTest)

    @Test
    void positive_TtlNeverExpires_expireAfterSecondsOnALong() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", sdm("""
                @Document("sessions")
                class Session {
                    @Id String id;
                    @Indexed(expireAfterSeconds = 600) long lastSeenMillis; // expect: ERROR TtlNeverExpires
                }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_TtlNeverExpires_datesAndListOfDates() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", sdm("""
                @Document("sessions")
                class Session {
                    @Id String id;
                    @Indexed(expireAfter = "30m") java.time.Instant lastSeen;
                    @Indexed(expireAfter = "P7D") @Size(max = 3) List<Date> logins;
                    @Indexed(expireAfterSeconds = 60) @Field("c") java.time.LocalDateTime created;
                }
                """)).expectClean();
    }

    // UnboundedArray (in SpringDataRulesTest; here the inner bound in SDM's words)

    @Test
    void positive_UnboundedArray_innerListsBoundedWithSize() {
        String message = ProcessorTester.forRules("UnboundedArray").source("p.Grid", sdm("""
                @Document("grids")
                class Grid {
                    @Id String id;
                    @Size(max = 3) List<List<String>> rows; // expect: WARNING UnboundedArray
                }
                """)).expectMarkedDiagnostics().message("UnboundedArray");
        assertTrue(message.contains("without @Size(max) or @Bounded: a @Size(max) or @Bounded on the field counts only")
                && message.contains("as in java.util.List<@Size(max = ...) java.util.List<java.lang.String>>"), message);
    }

    // UnaddressableFieldName

    @Test
    void positive_UnaddressableFieldName_dollarPrefix() {
        ProcessorTester.forRules("UnaddressableFieldName").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("$price") long price; // expect: WARNING UnaddressableFieldName
                }
                """)).expectMarkedDiagnostics();
    }

    /** With nameType KEY, SDM stores the dotted name as one key (MappingMongoConverter writes {"c.d": ...}). */
    @Test
    void positive_UnaddressableFieldName_dottedKeyNameType() {
        ProcessorTester.forRules("UnaddressableFieldName").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field(value = "size.cm", nameType = FieldName.Type.KEY) int sizeCm; // expect: WARNING UnaddressableFieldName
                }
                """)).expectMarkedDiagnostics();
    }

    /**
     * With the default nameType PATH, SDM reads a dotted @Field name as a path: MappingMongoConverter
     * writes {@code @Field("size.cm") int sizeCm} as {@code {size: {cm: 12}}}, addressable as 'size.cm'.
     */
    @org.junit.jupiter.api.Disabled("processor fault: a dotted SDM @Field name (nameType PATH, the default) is read as "
            + "one stored key: false UnaddressableFieldName, and a def key 'size.cm' is a false IndexFieldUnknown error")
    @Test
    void negative_UnaddressableFieldName_dottedPathIsNested() {
        ProcessorTester.forRules("UnaddressableFieldName", "IndexFieldUnknown").source("p.Book", sdm("""
                @Document("books")
                @CompoundIndex(def = "{'size.cm': 1, 'title': 1}")
                class Book {
                    @Id String id;
                    String title;
                    @Field("size.cm") int sizeCm;
                }
                """)).expectClean();
    }

    @Test
    void negative_UnaddressableFieldName_plainStoredNames() {
        ProcessorTester.forRules("UnaddressableFieldName").source("p.Book", sdm("""
                @Document("books")
                class Book {
                    @Id String id;
                    @Field("price_cents") long price;
                    @Transient @Field("$shown") String shown;
                }
                """)).expectClean();
    }
}
