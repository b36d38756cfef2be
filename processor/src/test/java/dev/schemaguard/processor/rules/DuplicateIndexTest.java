package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DuplicateIndex (fixed, ERROR): two indexes have the same keys and directions (a single-field
 * index in either direction counts as the same) and the same collation and partial filter; or two
 * indexes share one explicit name. Reported on the later of the two (class-level hints in source
 * order, then field-level hints in field order, then inherited ones).
 */
class DuplicateIndexTest {

    private static final String DOCS = "(see docs/rules/DuplicateIndex.md)";

    @Test
    void positive_sameKeysTwice_reportedOnTheLater() {
        ProcessorTester.Result result = ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = {"author", "publishedAt:-1"}) // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """).expectMarkedDiagnostics();
        String message = result.message("DuplicateIndex");
        assertTrue(message.startsWith("[DuplicateIndex] "), message);
        assertTrue(message.contains("index 'author_1_publishedAt_-1' {author: 1, publishedAt: -1} is the same as index "
                + "'author_1_publishedAt_-1' {author: 1, publishedAt: -1} declared before it"), message);
        assertTrue(message.contains("remove one"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_sameKeysDifferentNameAndOptions() {
        // MongoDB keeps one index per key pattern: a second name or unique flag does not make another index
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "isbn", name = "by_isbn")
                @IndexHint(keys = "isbn", name = "isbn_unique", unique = true) // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String isbn;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_singleFieldInBothDirections() {
        String message = ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "publishedAt")
                @IndexHint(keys = "publishedAt:-1") // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    java.time.Instant publishedAt;
                }
                """).expectMarkedDiagnostics().message("DuplicateIndex");
        assertTrue(message.contains("'publishedAt_-1' {publishedAt: -1}"), message);
        assertTrue(message.contains("'publishedAt_1' {publishedAt: 1}"), message);
        assertTrue(message.contains("direction"), message);
    }

    @Test
    void positive_sameNameForDifferentKeys() {
        String message = ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
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
                """).expectMarkedDiagnostics().message("DuplicateIndex");
        assertTrue(message.contains("index name 'lookup' is used by {author: 1} and by {title: 1, author: 1}"), message);
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
    void positive_classLevelHintDuplicatingFieldLevelOne() {
        // class-level hints come first: the field-level one is the later of the two
        String message = ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "author")
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint String author; // expect: ERROR DuplicateIndex
                }
                """).expectMarkedDiagnostics().message("DuplicateIndex");
        assertTrue(message.contains("'author_1' {author: 1} is the same as index 'author_1' {author: 1}"), message);
    }

    @Test
    void positive_twoHintsOnOneField() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint
                    @IndexHint(unique = true) // expect: ERROR DuplicateIndex
                    String isbn;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_threeIdenticalIndexes_eachLaterOneReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("DuplicateIndex").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "title"})
                @IndexHint(keys = {"author", "title"}) // expect: ERROR DuplicateIndex
                @IndexHint(keys = {"author", "title"}) // expect: ERROR DuplicateIndex
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                }
                """).expectMarkedDiagnostics();
        List<String> messages = result.messages("DuplicateIndex");
        assertEquals(2, messages.size(), result.all());
    }

    @Test
    void positive_nestedFieldLevelHintDuplicatingClassLevelPath() {
        ProcessorTester.forRules("DuplicateIndex").source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "address.city")
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @IndexHint String city; // expect: ERROR DuplicateIndex
                    }
                }
                """).expectMarkedDiagnostics();
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
        String message = ProcessorTester.forRules("DuplicateIndex").source("p.Order", """
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
                """).expectMarkedDiagnostics().message("DuplicateIndex");
        assertTrue(message.contains("index name 'customerId_1' is used by {customerId: 1} and by {customerId: 1}"), message);
    }

    @Test
    void positive_inheritedHintIsTheLater() {
        // order: class-level, field-level, then inherited: the superclass's hint is the later one
        ProcessorTester.forRules("DuplicateIndex")
                .source("p.Base", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @IndexHint(keys = "createdAt") // expect: ERROR DuplicateIndex
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
                        """).expectMarkedDiagnostics();
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
