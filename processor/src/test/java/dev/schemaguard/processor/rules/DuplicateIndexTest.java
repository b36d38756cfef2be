package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DuplicateIndex (fixed, ERROR): what createIndexes refuses (index_signature.js): two indexes with
 * the same key pattern, collation and normalized partial filter (and, from 5.0, the same unique and
 * sparse) under two names or with other options (85); or one name for two signatures (86). Reported on the later of the two (class-level hints in source
 * order, then field-level hints in field order, then inherited ones).
 *
 * <p>Its Spring Data MongoDB forms are in SpringDataRulesTest, with the cases about SDM's mapping.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class DuplicateIndexTest {

    private static final String DOCS = "(see docs/rules/DuplicateIndex.md)";

    @Test
    void negative_sameIndexTwice_isOneIndex() {
        // same name, keys and options: one index (RedundantIndex warns about the second declaration)
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = {"author", "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """).expectClean();
    }

    @Test
    void positive_sameKeysDifferentNameAndUnique_before50() {
        // index_signature.js: before 5.0 unique is not part of the signature, so the second is refused (85)
        String message = ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "isbn", name = "by_isbn")
                @IndexHint(keys = "isbn", name = "isbn_unique", unique = true) // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(
                message.contains("index 'isbn_unique' {isbn: 1} has the keys and collation of index 'by_isbn'")
                        && message.contains("IndexOptionsConflict, 85")
                        && message.contains("remove one"),
                message);
    }

    @Test
    void negative_sameKeysDifferentUnique_from50_redundantInstead() {
        // index_signature.js: from 5.0 the server builds both; the non-unique one serves nothing more
        ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "isbn", name = "by_isbn") // expect: WARNING RedundantIndex
                @IndexHint(keys = "isbn", name = "isbn_unique", unique = true)
                class Book {
                    org.bson.types.ObjectId id;
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_singleFieldInBothDirections_redundantNotDuplicate() {
        // the key patterns {publishedAt: 1} and {publishedAt: -1} differ, so the server builds both
        String message = ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "publishedAt")
                @IndexHint(keys = "publishedAt:-1") // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                    java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RedundantIndex");
        assertTrue(message.contains("'publishedAt_-1' {publishedAt: -1}"), message);
        assertTrue(message.contains("'publishedAt_1' {publishedAt: 1}"), message);
        assertTrue(message.contains("other direction"), message);
    }

    @Test
    void positive_samePartialFilterReorderedAndNestedAnd_underAnotherName() {
        // index_signature.js: filters are compared normalized; the same conditions in another order or as a nested
        // $and are one signature, and a second name for it is refused (85)
        ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", name = "open_big", partialFilter = "{status: 'open', total: {$gt: 100}}")
                @IndexHint(keys = "customerId", name = "big_open", partialFilter = "{total: {$gt: 100}, status: 'open'}") // expect: ERROR DuplicateIndex
                @IndexHint(keys = "customerId", name = "and_form", partialFilter = "{$and: [{status: {$eq: 'open'}}, {$and: [{total: {$gt: 100.0}}]}]}") // expect: ERROR DuplicateIndex
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                    long total;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_partialFiltersThatDiffer() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", name = "gt", partialFilter = "{total: {$gt: 100}}")
                @IndexHint(keys = "customerId", name = "gte", partialFilter = "{total: {$gte: 100}}")
                @IndexHint(keys = "customerId", name = "or", partialFilter = "{$or: [{status: 'open'}, {total: {$gt: 100}}]}")
                @IndexHint(keys = "customerId", name = "and", partialFilter = "{status: 'open', total: {$gt: 100}}")
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                    long total;
                }
                """).expectClean();
    }

    @Test
    void negative_ttlAndHiddenAreNotPartOfTheSignature_soTheyStillCollide() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "createdAt", name = "by_date")
                @IndexHint(keys = "createdAt", name = "expiry", expireAfterSeconds = 60) // expect: ERROR DuplicateIndex
                @IndexHint(keys = "createdAt", name = "hidden_one", hidden = true) // expect: ERROR DuplicateIndex
                class Session {
                    org.bson.types.ObjectId id;
                    java.util.Date createdAt;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_sameNameForDifferentKeys() {
        String message = ProcessorTester.forRules("DuplicateIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author", name = "lookup")
                @IndexHint(keys = {"title", "author"}, name = "lookup") // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(
                message.contains("index name 'lookup' is used by {author: 1} and by {title: 1, author: 1}"), message);
        assertTrue(message.contains("give one of them another name"), message);
    }

    @Test
    void positive_sameNameReportedOnTheNameValue() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author", name = "lookup")
                @IndexHint(
                        keys = "title",
                        name = "lookup") // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_explicitNameEqualsAnotherIndexsGeneratedName() {
        // names share one namespace whether written or generated
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author")
                @IndexHint(keys = "title", name = "author_1") // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_samePartialFilterSpelledDifferently() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", partialFilter = "{status: 'open'}")
                @IndexHint(keys = "customerId", partialFilter = "{ \\"status\\" : \\"open\\" }") // expect: ERROR DuplicateIndex
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_ownCollationEqualToCollectionDefault() {
        // an index without its own collation takes the collection's: both compare strings alike
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = "title")
                @IndexHint(keys = "title", collation = @Collation(locale = "en", strength = 2)) // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_sameKeysDifferentCollation() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title", name = "title_exact")
                @IndexHint(keys = "title", name = "title_ci", collation = @Collation(locale = "en", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_sameKeysDifferentPartialFilter() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", name = "open_by_customer", partialFilter = "{status: 'open'}")
                @IndexHint(keys = "customerId", name = "closed_by_customer", partialFilter = "{status: 'closed'}")
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """).expectClean();
    }

    @Test
    void negative_partialAndFullIndexOnSameKeys() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId")
                @IndexHint(keys = "customerId", name = "open_by_customer", partialFilter = "{status: 'open'}")
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """).expectClean();
    }

    @Test
    void negative_compoundKeysInOtherOrderOrDirection() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt"})
                @IndexHint(keys = {"publishedAt", "author"})
                @IndexHint(keys = {"author", "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """).expectClean();
    }

    @Test
    void negative_textAndAscendingOnSameField() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title")
                @IndexHint(keys = "title:text")
                @IndexHint(keys = "title:hashed")
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_classLevelHintRepeatingFieldLevelOne_isOneIndex() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author")
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint String author;
                }
                """).expectClean();
    }

    @Test
    void negative_identicalIndexDeclaredInBothVocabularies_isOneIndex() {
        // Same name, keys and options, as schemaguard's hint and as Spring Data's @Indexed: SDM creates each
        // declared index with its own createIndex, which is a no-op the second time, and schemaguard keeps it
        // once, so its bootstrap never sends it twice in one request (which MultiIndexBlock::init refuses with
        // OperationFailed 96, "Cannot build two identical indexes")
        ProcessorTester.forRules("DuplicateIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.IndexHint;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                @Document
                @IndexHint(keys = "email", name = "email_1", unique = true)
                class User {
                    String id;
                    @Indexed(name = "email_1", unique = true) String email;
                }
                """).expectClean();
    }

    @Test
    void positive_sameNameSameKeysOtherOption_stillRefused() {
        // a TTL is no part of the signature: the same name with another TTL is refused (85)
        ProcessorTester.forRules("DuplicateIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "at", name = "at_1", expireAfterSeconds = 60)
                class Session {
                    org.bson.types.ObjectId id;
                    @IndexHint(name = "at_1", expireAfterSeconds = 120) java.time.Instant at; // expect: ERROR DuplicateIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_twoHintsOnOneField() {
        ProcessorTester.forRules("DuplicateIndex")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint
                    @IndexHint(unique = true) // expect: ERROR DuplicateIndex
                    String isbn;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_threeIdenticalIndexes_oneIndex_eachRepetitionRedundant() {
        ProcessorTester.Result result = ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "title"})
                @IndexHint(keys = {"author", "title"}) // expect: WARNING RedundantIndex
                @IndexHint(keys = {"author", "title"}) // expect: WARNING RedundantIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("RedundantIndex");
        assertEquals(2, messages.size(), result.all());
    }

    @Test
    void negative_nestedFieldLevelHintRepeatingClassLevelPath_isOneIndex() {
        ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "address.city")
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @IndexHint String city; // expect: WARNING RedundantIndex
                    }
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_distinctIndexes() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = "title", name = "by_title")
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                    @IndexHint(unique = true) String isbn;
                    java.time.Instant publishedAt;
                }
                """).expectClean();
    }

    @Test
    void positive_generatedNamesCollide_sameKeysDifferentPartialFilter() {
        // not the same index, but both get the generated name 'customerId_1', and MongoDB refuses a second
        // index of that name (IndexKeySpecsConflict): such indexes need explicit names
        String message = ProcessorTester.forRules("DuplicateIndex")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customerId", partialFilter = "{status: 'open'}")
                @IndexHint(keys = "customerId", partialFilter = "{status: 'closed'}") // expect: ERROR DuplicateIndex
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                """)
                .expectMarkedDiagnostics()
                .message("DuplicateIndex");
        assertTrue(
                message.contains("index name 'customerId_1' is used by {customerId: 1} and by {customerId: 1}"),
                message);
    }

    @Test
    void negative_inheritedHintRepeatingTheDocumentsOwn_isOneIndex() {
        // order: class-level, field-level, then inherited: the superclass's hint is the later one
        ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Base", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @IndexHint(keys = "createdAt") // expect: WARNING RedundantIndex
                        abstract class Base {
                            org.bson.types.ObjectId id;
                            java.time.Instant createdAt;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "createdAt")
                        class Book extends Base {
                            String title;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_sameEmbeddedFieldHintUnderTwoPaths() {
        // billing.city and shipping.city are two indexes
        ProcessorTester.forRules("DuplicateIndex").source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Customer {
                    org.bson.types.ObjectId id;
                    Address billing;
                    Address shipping;
                    static class Address { @IndexHint String city; }
                }
                """).expectClean();
    }

    @Test
    void positive_sameKeysReportedOnTheLaterIndexHint() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "title"})
                @IndexHint( // expect: ERROR DuplicateIndex
                        keys = {"author", "title"},
                        unique = true)
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """).expectMarkedDiagnostics();
    }
}
