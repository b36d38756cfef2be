package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * IndexFieldUnknown (ERROR, not fixed: MongoDB indexes any path): a key path does not resolve to a stored
 * field, or passes through a @Reference; the message suggests the closest field name. Reported on the key.
 * A key with an empty field name, which MongoDB refuses, is InvalidAnnotation's (fixed).
 *
 * <p>Its Spring Data MongoDB forms are in SpringDataRulesTest, with the cases about SDM's mapping.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class IndexFieldUnknownTest {

    private static final String DOCS = "(see docs/rules/IndexFieldUnknown.md)";

    @Test
    void positive_typo_suggestsClosestName() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"auther", "publishedAt:-1"}) // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexFieldUnknown");
        assertTrue(message.startsWith("[IndexFieldUnknown] "), message);
        assertTrue(message.contains("index key 'auther' does not resolve"), message);
        assertTrue(message.contains("'auther' is not a stored field of 'Book'"), message);
        assertTrue(message.contains("did you mean 'author'?"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_nestedTypo_suggestsFullPath() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "address.cty") // expect: ERROR IndexFieldUnknown
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address { String street; String city; String zip; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("index key 'address.cty' does not resolve"), message);
        assertTrue(message.contains("'cty' is not a stored field in 'address'"), message);
        assertTrue(message.contains("did you mean 'address.city'?"), message);
    }

    @Test
    void positive_typoInArrayElementPath() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "reviews.ratng") // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 10) List<Review> reviews;
                    static class Review { String reviewer; int rating; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("did you mean 'reviews.rating'?"), message);
    }

    @Test
    void positive_onlyTheUnknownKeyOfSeveralLines() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {
                        "author",
                        "titel", // expect: ERROR IndexFieldUnknown
                        "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    String title;
                    java.time.Instant publishedAt;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_throughReference() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            String name;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "author.name") // expect: ERROR IndexFieldUnknown
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference Author author;
                        }
                        """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexFieldUnknown");
        assertTrue(message.contains("index key 'author.name' goes through the @Reference 'author'"), message);
        assertTrue(message.contains("another collection"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_throughReferenceWithExplicitTarget() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            String name;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "authorId.name") // expect: ERROR IndexFieldUnknown
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference(Author.class) org.bson.types.ObjectId authorId;
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("@Reference 'authorId'"), message);
    }

    @Test
    void positive_throughReferenceToTheTargetsId_namesTheKeyThatIndexesIt() {
        // issue 18, item 3: the reference stores the id itself, so 'email.id' is the key 'email'
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email.id") // expect: ERROR IndexFieldUnknown
                class User {
                    org.bson.types.ObjectId id;
                    @Reference Email email;
                }
                @Document class Email { org.bson.types.ObjectId id; String address; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(
                message.contains("index key 'email.id' goes through the @Reference 'email', which stores only the "
                        + "referenced document's _id"),
                message);
        assertTrue(message.contains("the referenced _id is indexed with the key 'email'"), message);
        assertFalse(message.contains("did you mean"), message);
    }

    @Test
    void positive_storedNameOfAReference_suggestsTheKeyThatResolves() {
        // issue 18, item 3, as the real model had it: 'email' is how 'emailAddress' is stored, and
        // 'emailAddress.id' would go through the reference in its turn
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email.id") // expect: ERROR IndexFieldUnknown
                class User {
                    org.bson.types.ObjectId id;
                    @Field("email") @Reference Email emailAddress;
                }
                @Document class Email { org.bson.types.ObjectId id; String address; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertFalse(message.contains("'emailAddress.id'"), message);
        assertTrue(
                message.contains(
                        "did you mean 'emailAddress' ('emailAddress' stores only the referenced " + "document's _id)?"),
                message);
    }

    @Test
    void positive_typoNextToAReference_suggestsOnlyAPathThatResolves() {
        // 'address' is closest to 'adress', but its city is in another collection: 'addresses.city' resolves
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "adress.city") // expect: ERROR IndexFieldUnknown
                class User {
                    org.bson.types.ObjectId id;
                    @Reference Address address;
                    @Bounded(max = 3) List<Address> addresses;
                }
                @Document class Address { org.bson.types.ObjectId id; String city; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("did you mean 'addresses.city'?"), message);
        assertFalse(message.contains("'address.city'"), message);
    }

    @Test
    void positive_typoThroughAReferenceToAnotherField_noSuggestion() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "emial.address") // expect: ERROR IndexFieldUnknown
                class User {
                    org.bson.types.ObjectId id;
                    @Reference Email email;
                }
                @Document class Email { org.bson.types.ObjectId id; String address; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertFalse(message.contains("did you mean"), message);
    }

    @Test
    void positive_typoInTwoSegments_suggestsThePathThatResolves() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "adress.citty") // expect: ERROR IndexFieldUnknown
                class User {
                    org.bson.types.ObjectId id;
                    Address address;
                }
                class Address { String city; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("did you mean 'address.city'?"), message);
    }

    @Test
    void negative_referenceFieldItself() {
        // the stored _id of the target is a value of this document and can be indexed
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            String name;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "author")
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference Author author;
                        }
                        """)
                .expectClean();
    }

    @Test
    void positive_emptyKey_isInvalidAnnotation() {
        // jstests/core/index/indexp.js: createIndex({'': 1}) fails
        String message = ProcessorTester.forRules("IndexFieldUnknown", "InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "") // expect: ERROR InvalidAnnotation
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.startsWith("[InvalidAnnotation] index key '' is malformed: it is empty, and MongoDB refuses "
                        + "a key path with an empty field name"),
                message);
    }

    @Test
    void positive_emptySegments_malformedAndNoGuessedField() {
        // a did-you-mean on the empty name guessed 'a.a' for '.a' and 's.q.q' for 's..q' (issue 11, item 19);
        // jstests/core/index/indexp.js: createIndex fails on 'a..b', '.a', 'a.' and '.', so these are
        // InvalidAnnotation (fixed), and IndexFieldUnknown says nothing more of them
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown", "InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = ".a") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "s..q") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "a.") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "s..zz") // expect: ERROR InvalidAnnotation
                class Book {
                    org.bson.types.ObjectId id;
                    String a;
                    S s;
                    static class S { String q; }
                }
                """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("InvalidAnnotation");
        assertEquals(4, messages.size(), result.all());
        assertTrue(
                messages.contains(
                        "[InvalidAnnotation] index key '.a' is malformed: it has an empty segment at the "
                                + "start (a leading '.'), and MongoDB refuses a key path with an empty field name (CannotCreateIndex, 67); "
                                + "write the Java field "
                                + "path with one '.' between field names; did you mean 'a'? (see docs/rules/InvalidAnnotation.md)"),
                messages.toString());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("index key 's..q' is malformed: it has an empty segment "
                                        + "after 's' (a double '.')")
                                && m.contains("did you mean 's.q'?")),
                messages.toString());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("index key 'a.' is malformed: it has an empty segment at "
                                        + "the end (a trailing '.')")
                                && m.contains("did you mean 'a'?")),
                messages.toString());
        // 's.zz' does not resolve either: no suggestion
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("index key 's..zz' is malformed") && !m.contains("did you mean")),
                messages.toString());
        assertFalse(
                String.join("\n", messages).contains("'a.a'")
                        || String.join("\n", messages).contains("s.q.q"),
                messages.toString());
    }

    @Test
    void positive_pathContinuesPastAScalar() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "title.length") // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(
                message.contains(
                        "index key 'title.length' does not resolve: 'length' is not a stored field in 'title'"),
                message);
    }

    @Test
    void positive_storedNameIsNotAJavaPath() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "pub") // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("pub") java.time.Instant publishedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("index key 'pub' does not resolve"), message);
        assertTrue(message.contains("Java field paths"), message);
    }

    @Test
    void negative_javaNameOfRenamedField() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    @Field("pub") java.time.Instant publishedAt;
                }
                """).expectClean();
    }

    @Test
    void negative_idAndUnderscoreIdResolve() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"title", "_id"})
                @IndexHint(keys = {"author", "id:-1"})
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                    String author;
                }
                """).expectClean();
    }

    @Test
    void negative_underscoreIdResolvesToExplicitIdField() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"title", "_id"})
                @IndexHint(keys = {"author", "isbn"})
                class Book {
                    @Id String isbn;
                    String title;
                    String author;
                }
                """).expectClean();
    }

    @Test
    void negative_nestedArrayAndMapPaths() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Product", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                @IndexHint(keys = "address.city")
                @IndexHint(keys = "reviews.rating:-1")
                @IndexHint(keys = "attributes.color")
                class Product {
                    org.bson.types.ObjectId id;
                    Address address;
                    @Bounded(max = 10) List<Review> reviews;
                    @Bounded(max = 20) Map<String, String> attributes;
                    static class Address { String city; }
                    static class Review { int rating; }
                }
                """).expectClean();
    }

    @Test
    void negative_fieldOfPolymorphicSubclass() {
        // the subclass's documents live in the same collection, so its fields can be indexed
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @IndexHint(keys = "isbn")
                        class Media {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        class Book extends Media {
                            String isbn;
                        }
                        """)
                .expectClean();
    }

    /**
     * MongoDB refuses a key with an empty field name (jstests/core/index/indexp.js): that stays an error
     * whatever the suppression, as InvalidAnnotation is fixed.
     */
    @Test
    void positive_emptySegmentIsNotSuppressed() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown", "InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings({"schemaguard:IndexFieldUnknown", "schemaguard:InvalidAnnotation"})
                @IndexHint(keys = "author..name") // expect: ERROR InvalidAnnotation
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("InvalidAnnotation");
        assertTrue(message.contains("index key 'author..name' is malformed"), message);
        assertTrue(message.contains("@SuppressWarnings does not apply: InvalidAnnotation is a fixed rule"), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    /**
     * A suppressed key is sent as written, so a '$'-prefixed field name in it, which createIndexes refuses
     * (jstests/core/index/indexp.js: '$a' and 'a.$b'), stays an error; a DBRef's $id and a wildcard do not.
     */
    @Test
    void positive_dollarSegmentIsNotSuppressed_butDbRefAndWildcardAre() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown", "InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:IndexFieldUnknown")
                @IndexHint(keys = "$type") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "meta.$kind") // expect: ERROR InvalidAnnotation
                @IndexHint(keys = "owner.$id")
                @IndexHint(keys = "attributes.$**")
                class Book {
                    org.bson.types.ObjectId id;
                    java.util.Map<String, String> attributes;
                }
                """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("InvalidAnnotation");
        assertTrue(
                messages.get(0)
                        .startsWith("[InvalidAnnotation] index key '$type' has the field name '$type', which "
                                + "starts with '$': MongoDB refuses such a key path (CannotCreateIndex, 67)"),
                messages.toString());
        assertTrue(messages.get(1).contains("index key 'meta.$kind' has the field name '$kind'"), messages.toString());
    }

    /**
     * MongoDB indexes any path, null where no document stores it: a key that names no field of the model
     * is an error by default (a typo must fail the build) that a model whose field another writer stores
     * suppresses (issue 18: flame-core's index key 'type').
     */
    @Test
    void negative_unresolvedKeyIsSuppressed() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:IndexFieldUnknown")
                @IndexHint(keys = {"type", "createdAt:-1"})
                class Event {
                    org.bson.types.ObjectId id;
                    java.time.Instant createdAt;
                }
                """)
                .expectClean();
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void negative_keyThroughAReferenceIsSuppressed() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author { org.bson.types.ObjectId id; String name; }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        @SuppressWarnings("schemaguard:IndexFieldUnknown")
                        @IndexHint(keys = "author.name")
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference Author author;
                        }
                        """)
                .expectClean();
    }

    @Test
    void positive_unresolvedKey_messageSaysSuppressionSendsItAsWritten() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "type") // expect: ERROR IndexFieldUnknown
                class Event { org.bson.types.ObjectId id; String name; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("index key 'type' does not resolve"), message);
        assertTrue(
                message.contains(
                        "if a writer outside this model stores 'type', "
                                + "@SuppressWarnings(\"schemaguard:IndexFieldUnknown\") creates the index on the key as written"),
                message);
        assertFalse(message.contains("does not apply"), message);
    }

    @Test
    void negative_notFixed_optionLowersIt() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .option("schemaguard.IndexFieldUnknown=WARNING")
                .source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "type") // expect: WARNING IndexFieldUnknown
                class Event { org.bson.types.ObjectId id; String name; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_throughListOfReferences() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            String name;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        @Document
                        @IndexHint(keys = "authors.name") // expect: ERROR IndexFieldUnknown
                        class Book {
                            org.bson.types.ObjectId id;
                            @Bounded(max = 5) @Reference List<Author> authors;
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("goes through the @Reference 'authors'"), message);
    }

    @Test
    void positive_transientAndStaticFieldsAreNotStored() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "cachedScore") // expect: ERROR IndexFieldUnknown
                @IndexHint(keys = "COUNTER") // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    transient double cachedScore;
                    static int COUNTER;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_nothingClose_noSuggestion() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "zzzzzzzz") // expect: ERROR IndexFieldUnknown
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertFalse(message.contains("did you mean"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    private static final String POLYMORPHIC_ORDER = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            @IndexHint(keys = "KEY")MARK
            @IndexHint(keys = "contact.email")
            class Order {
                org.bson.types.ObjectId id;
                Payment payment;
                Contact contact;
            }
            abstract class Payment { long amount; }
            class Card extends Payment { String last4; }
            class Transfer extends Payment { String iban; }
            interface Contact { }
            class EmailContact implements Contact { String email; }
            """;

    /**
     * Issue 18's real-model check (a schemaguard rewrite of an SDM project): the driver's POJO codec
     * writes an embedded class's id as _id, so the key the project wrote was right and was a fixed
     * error, and the suggested 'branchRef.id' names a path no document has.
     */
    @Test
    void negative_keyOnTheUnderscoreIdOfAnEmbeddedClass() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Snapshot", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "snapshots")
                @IndexHint(keys = {"name", "branchRef._id"}, unique = true)
                public class Snapshot {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100) String name;
                    Ref branchRef;
                    public static class Ref { public Long id; }
                }
                """).expectClean();
    }

    @Test
    void negative_fieldOfASubclassOfAnAbstractEmbeddedType() {
        // issue 11, item 16: an embedded abstract class or interface stands for its subclasses
        // (docs/guide/annotations.md)
        ProcessorTester.forRules("IndexFieldUnknown")
                .source(
                        "p.Order",
                        POLYMORPHIC_ORDER.replace("KEY", "payment.last4").replace("MARK", ""))
                .expectClean();
    }

    @Test
    void negative_keysThroughAnAbstractEmbeddedEntity_realModelShape() {
        // issue 18, item 1: a cultural-heritage model indexes the fields its abstract embedded
        // type's subclasses declare; each key is a path MongoDB indexes (docs/guide/annotations.md)
        ProcessorTester.forRules("IndexFieldUnknown", "UnboundedArray")
                .source("p.Proxy", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "entity.type")
                @IndexHint(keys = "entity.sameAs")
                @IndexHint(keys = "entity.prefLabel")
                @IndexHint(keys = {"entity.type", "entity.begin"})
                class Proxy {
                    org.bson.types.ObjectId id;
                    Entity entity;
                }
                @Embedded
                abstract class Entity {
                    @Bounded(max = 200) String about;
                }
                class Agent extends Entity {
                    @Bounded(max = 40) String type;
                    @Bounded(max = 20) List<@Bounded(max = 300) String> sameAs;
                    @Bounded(max = 300) String prefLabel;
                    @Bounded(max = 40) String begin;
                }
                class Place extends Entity {
                    @Bounded(max = 40) String type;
                    List<String> sameAs; // expect: WARNING UnboundedArray
                    double latitude;
                }
                class Concept extends Entity {
                    @Bounded(max = 40) String type;
                    @Bounded(max = 20) List<@Bounded(max = 300) String> sameAs;
                    List<String> broader; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_typoInAFieldOfASubclass_suggestsIt() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source(
                        "p.Order",
                        POLYMORPHIC_ORDER
                                .replace("KEY", "payment.last5")
                                .replace("MARK", " // expect: ERROR IndexFieldUnknown"))
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("did you mean 'payment.last4'?"), message);
    }

    @Test
    void negative_positionInAnArray() {
        // fts_array.js: {"a.0": 1} indexes the first element; "items.0.sku" the sku of the first item
        ProcessorTester.forRules("IndexFieldUnknown", "ParallelArrays")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"scores.0", "items.0.sku"})
                class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) List<Integer> scores;
                    @Bounded(max = 5) List<Item> items;
                    static class Item { String sku; }
                }
                """)
                .expectClean();
    }

    @Test
    void positive_positionAfterAScalarIsNoField() {
        ProcessorTester.forRules("IndexFieldUnknown").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "total.0") // expect: ERROR IndexFieldUnknown
                class Order {
                    org.bson.types.ObjectId id;
                    long total;
                }
                """).expectMarkedDiagnostics();
    }
}
