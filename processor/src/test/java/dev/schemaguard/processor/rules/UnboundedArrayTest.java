package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * UnboundedArray (WARNING): an embedded array, collection or map field has no {@code @Bounded}.
 * Never fires when the field is {@code @Bounded}, {@code @Reference}, static or transient.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class UnboundedArrayTest {

    private static final String DOCS = "(see docs/rules/UnboundedArray.md)";

    @Test
    void positive_bookWithUnboundedReviews() {
        // the unbounded-arrays seed: every review of a book embedded in the book
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                class Book {
                    ObjectId id;
                    @Bounded(max = 200) String title;
                    List<Review> reviews; // expect: WARNING UnboundedArray
                    static class Review {
                        @Bounded(max = 40) String reviewer;
                        int rating;
                        @Bounded(max = 2000) String text;
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(
                message.startsWith("[UnboundedArray] 'reviews' in 'Book' is an embedded collection without @Bounded"),
                message);
        assertTrue(message.contains("16 MiB limit"), message);
        assertTrue(message.contains("subset pattern"), message);
        assertTrue(message.contains("bucket it"), message);
        assertTrue(message.contains("@Bounded(max = ...)"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_fieldOfASuperclassOfTwoDocuments_reportedOnceNamingBoth() {
        // issue 18, item 2: one finding on the field, not one per document that inherits it
        // (docs/rules/UnboundedArray.md)
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Publication", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                abstract class Publication {
                    org.bson.types.ObjectId id;
                    List<String> tags; // expect: WARNING UnboundedArray
                }
                @Document(collection = "books") class Book extends Publication { }
                @Document(collection = "magazines") class Magazine extends Publication { }
                @Document(collection = "comics") class Comic extends Publication { }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.startsWith("[UnboundedArray] 'tags' in 'Publication' is an embedded collection"), message);
        assertTrue(
                message.contains(
                        "; in documents 'Book', 'Comic', 'Magazine' (collections 'books', 'comics', " + "'magazines')"),
                message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_fieldOfAnAbstractEmbeddedType_reportedOnceNotPerSubclass() {
        // issue 18, item 2: the base class's field is stored by each of its three subclasses
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Proxy", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document(collection = "proxies")
                class Proxy {
                    org.bson.types.ObjectId id;
                    Entity entity;
                }
                @Embedded
                abstract class Entity {
                    List<String> sameAs; // expect: WARNING UnboundedArray
                }
                class Agent extends Entity { @Bounded(max = 40) String type; }
                class Place extends Entity { @Bounded(max = 40) String type; }
                class Concept extends Entity { @Bounded(max = 40) String type; }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.startsWith("[UnboundedArray] 'sameAs' in 'Entity' is"), message);
        assertTrue(message.contains("; in document 'Proxy' (collection 'proxies')"), message);
    }

    @Test
    void positive_embeddedTypeOfTwoDocuments_reportedOnceNamingBoth() {
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Address", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Address {
                    List<String> lines; // expect: WARNING UnboundedArray
                }
                @Document(collection = "customers") class Customer { org.bson.types.ObjectId id; Address address; }
                @Document(collection = "shops") class Shop { org.bson.types.ObjectId id; Address address; }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(message.contains("'lines' in 'Address'"), message);
        assertTrue(message.contains("; in documents 'Customer', 'Shop' (collections 'customers', 'shops')"), message);
    }

    @Test
    void positive_fieldOfTheDocumentItself_namesNoDocument() {
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    List<String> tags; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertFalse(message.contains("in document"), message);
    }

    @Test
    void negative_superclassFieldSuppressed_forEveryDocument() {
        ProcessorTester.forRules("UnboundedArray").source("p.Publication", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                abstract class Publication {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:UnboundedArray") List<String> tags;
                }
                @Document class Book extends Publication { }
                @Document class Magazine extends Publication { }
                """).expectClean();
    }

    @Test
    void negative_privateListWithoutGetter_isNotWrittenByTheDriverCodec() {
        // issue 27, item 7: the driver's POJO codec writes what a getter reads or a public field holds, no other
        // field (PropertyMetadata.isSerializable); the public list without a getter is written and unbounded
        ProcessorTester.forRules("UnboundedArray").source("p.Cart", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                public class Cart {
                    private ObjectId id;
                    private List<String> recentlyViewed;
                    List<String> undo;
                    public List<String> lines; // expect: WARNING UnboundedArray
                    public ObjectId getId() { return id; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_bookWithBoundedReviewSubset() {
        // the subset pattern: the three most recent reviews embedded, the rest in a collection of their own
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                class Book {
                    ObjectId id;
                    @Bounded(max = 200) String title;
                    @Bounded(max = 3) List<Review> reviews;
                    static class Review {
                        @Bounded(max = 40) String reviewer;
                        int rating;
                        @Bounded(max = 2000) String text;
                    }
                }
                """).expectClean();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "java.util.List<String>                 | collection",
                "java.util.Set<Long>                    | collection",
                "java.util.Collection<String>           | collection",
                "java.util.ArrayList<String>            | collection",
                "java.util.Deque<Integer>               | collection",
                "int[]                                  | array",
                "String[]                               | array",
                "long[][]                               | array",
                "java.util.Map<String, Integer>         | map",
                "java.util.TreeMap<String, String>      | map",
                "java.util.List<java.util.List<String>> | collection",
            })
    void positive_everyKindOfContainer(String type, String kind) {
        // nested containers also get the warning about their inner ones, on the same line
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    TYPE values; // expect: WARNING UnboundedArray
                }
                """.replace("TYPE", type.strip()))
                .expectMarkedDiagnostics()
                .messages("UnboundedArray")
                .get(0);
        assertTrue(
                message.contains("'values' in 'Book' is an embedded " + kind.strip() + " without @Bounded"), message);
    }

    @Test
    void positive_severalFieldsEachReportedOnItsLine() {
        ProcessorTester.forRules("UnboundedArray").source("p.Sensor", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Sensor {
                    org.bson.types.ObjectId id;
                    List<String> tags; // expect: WARNING UnboundedArray
                    @Bounded(max = 5) List<String> labels;
                    int[] calibration; // expect: WARNING UnboundedArray
                    String[] aliases; // expect: WARNING UnboundedArray
                    Map<String, String> attributes; // expect: WARNING UnboundedArray
                    Set<Integer> ports; // expect: WARNING UnboundedArray
                    String name;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_reportedOnTheFieldNotItsAnnotations() {
        // a field without @Bounded has no annotation at fault: the field's name is where it is reported
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("tags")
                    java.util.List<String>
                        keywords; // expect: WARNING UnboundedArray
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_byteArrayIsBinaryNotAnArray() {
        ProcessorTester.forRules("UnboundedArray").source("p.Attachment", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Attachment {
                    org.bson.types.ObjectId id;
                    byte[] content;
                    @Bounded(max = 4096) byte[] thumbnail;
                }
                """).expectClean();
    }

    @Test
    void negative_boundedContainers() {
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 10) List<String> tags;
                    @Bounded(max = 10) Set<Long> ids;
                    @Bounded(max = 10) int[] scores;
                    @Bounded(max = 10) String[] aliases;
                    @Bounded(max = 20) Map<String, String> attributes;
                }
                """).expectClean();
    }

    @Test
    void negative_referenceCollections() {
        // a list of references is UnboundedReferenceArray's business, not this rule's
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        import org.bson.types.ObjectId;
                        @Document
                        class Author {
                            ObjectId id;
                            @Reference List<Book> books;
                            @Reference(Book.class) List<ObjectId> bookIds;
                            @Reference(Book.class) ObjectId[] favouriteIds;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book { org.bson.types.ObjectId id; }
                        """)
                .expectClean();
    }

    @Test
    void negative_staticAndTransientFields() {
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Book {
                    static final List<String> GENRES = List.of("fiction", "poetry");
                    static Map<String, Book> cache = new HashMap<>();
                    transient List<String> recentlyViewed;
                    transient int[] scratch;
                    org.bson.types.ObjectId id;
                }
                """).expectClean();
    }

    @Test
    void negative_noContainers() {
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                    Author author;
                    java.util.UUID key;
                    static class Author { String name; }
                }
                """).expectClean();
    }

    @Test
    void positive_fieldOfEmbeddedClass() {
        ProcessorTester.forRules("UnboundedArray").source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Customer {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 3) List<Address> addresses;
                }
                class Address {
                    String street;
                    List<String> notes; // expect: WARNING UnboundedArray
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_embeddedClassUsedByTwoDocumentsReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedArray")
                .source("p.Address", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class Address {
                            String street;
                            java.util.List<String> deliveryNotes; // expect: WARNING UnboundedArray
                        }
                        """)
                .source("p.Customer", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Customer {
                            org.bson.types.ObjectId id;
                            Address address;
                        }
                        """)
                .source("p.Supplier", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Supplier {
                            org.bson.types.ObjectId id;
                            java.util.@Bounded(max = 4) List<Address> warehouses;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("UnboundedArray").size(), result.all());
        assertTrue(result.message("UnboundedArray").contains("'deliveryNotes' in 'Address'"), result.all());
    }

    @Test
    void positive_genericEmbeddedClassUsedWithTwoArgumentsReportedOnce() {
        ProcessorTester.Result result =
                ProcessorTester.forRules("UnboundedArray").source("p.Feed", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Feed {
                    org.bson.types.ObjectId id;
                    Page<String> titles;
                    Page<Long> counts;
                    static class Page<T> {
                        int number;
                        java.util.List<T> items; // expect: WARNING UnboundedArray
                    }
                }
                """).expectMarkedDiagnostics();
        assertEquals(1, result.messages("UnboundedArray").size(), result.all());
    }

    @Test
    void positive_fieldOfExtendedReferenceSummary() {
        // a summary is stored inside the document: its arrays are embedded arrays
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) BookSummary book;
                            static class BookSummary {
                                org.bson.types.ObjectId id;
                                java.util.List<String> tags; // expect: WARNING UnboundedArray
                            }
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            java.util.List<String> tags; // expect: WARNING UnboundedArray
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_fieldOfPolymorphicSubclassInAnotherFile() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """)
                .source("p.Ebook", """
                        package p;
                        class Ebook extends Book {
                            java.util.List<String> formats; // expect: WARNING UnboundedArray
                            @dev.schemaguard.annotations.Bounded(max = 3) java.util.List<String> drm;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_fieldInheritedFromSuperclass() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Audited", """
                        package p;
                        abstract class Audited {
                            java.util.List<String> history; // expect: WARNING UnboundedArray
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book extends Audited {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_recordComponent() {
        ProcessorTester.forRules("UnboundedArray").source("p.Playlist", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                record Playlist(
                        org.bson.types.ObjectId id,
                        java.util.List<String> tracks, // expect: WARNING UnboundedArray
                        java.util.@Bounded(max = 5) List<String> tags) {
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_warningsAsErrors() {
        ProcessorTester.forRules("UnboundedArray")
                .option("schemaguard.warningsAsErrors=true")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    java.util.List<String> tags; // expect: ERROR UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_turnedOffByOption() {
        ProcessorTester.forRules("UnboundedArray")
                .option("schemaguard.UnboundedArray=OFF")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    java.util.List<String> tags;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressedOnFieldAndOnClass() {
        ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:UnboundedArray") java.util.List<String> tags;
                    Audit audit;
                    @SuppressWarnings("schemaguard")
                    static class Audit {
                        java.util.List<String> entries;
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_classFromTheClassPath_reportedOnTheNearestElementOfTheCompilation(@TempDir Path dir) {
        // issue 11, item 14: javac has no source for lib.Tagged, and the finding had no position at all
        java.io.File lib = ProcessorTester.compiledLibrary(
                dir,
                "lib.Tagged",
                "package lib; public class Tagged { public java.util.List<String> tags; }",
                "lib.Base",
                "package lib; public class Base { public java.util.List<String> notes; }");
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedArray")
                .classpath(lib)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document // expect: WARNING UnboundedArray
                public class Book extends lib.Base {
                    public org.bson.types.ObjectId id;
                    public lib.Tagged tagged; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("UnboundedArray").stream()
                        .anyMatch(m -> m.contains("'tags'")
                                && m.contains(
                                        "; 'lib.Tagged' comes from the class path and cannot be changed here: at 'tagged', which "
                                                + "leads to it (tagged.tags),")),
                result.all());
        // the field of an outside superclass: the document inherits it, and cannot bound it
        assertTrue(
                result.messages("UnboundedArray").stream()
                        .anyMatch(m -> m.contains("'notes'")
                                && m.contains(
                                        "; 'lib.Base' comes from the class path and cannot be changed here, and 'Book' inherits "
                                                + "it: extend a class of your own instead, or suppress the finding on 'Book'")
                                && !m.contains("@Bounded(max")),
                result.all());
    }

    /** Issue 27, item 5: a library class reached from several fields carries a finding at each of them. */
    @Test
    void positive_classFromTheClassPath_reportedAtEachLeadingField_suppressibleThere(@TempDir Path dir) {
        java.io.File lib = ProcessorTester.compiledLibrary(
                dir,
                "lib.Node",
                "package lib; public class Node { public java.util.List<String> children; public String text; }");
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedArray")
                .classpath(lib)
                .source("p.Docs", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                class A {
                    org.bson.types.ObjectId id;
                    lib.Node data; // expect: WARNING UnboundedArray
                    lib.Node more; // expect: WARNING UnboundedArray
                }
                @Document(collection = "b")
                class B { org.bson.types.ObjectId id; lib.Node data; // expect: WARNING UnboundedArray
                }
                @Document(collection = "c")
                class C { org.bson.types.ObjectId id; @SuppressWarnings("schemaguard:UnboundedArray") lib.Node data; }
                @Document(collection = "d")
                class D { org.bson.types.ObjectId id; Holder holder; }
                class Holder { lib.Node node; // expect: WARNING UnboundedArray
                }
                """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("UnboundedArray");
        // each names its own field and its document, and what can be done there, never an edit of lib.Node
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("at 'more', which leads to it (more.children)")
                                && m.contains("; in document 'A' (collection 'a')")),
                result.all());
        assertTrue(
                messages.stream().anyMatch(m -> m.contains("at 'node', which leads to it (node.children)")),
                result.all());
        assertTrue(
                messages.stream()
                        .allMatch(m -> m.contains(
                                        "; 'lib.Node' comes from the class path and cannot be " + "changed here: at '")
                                && m.contains("the Java modifier transient or the driver's @BsonIgnore")
                                && m.contains("a Codec<lib.Node> of your own")
                                && m.contains("(a projection)")
                                && !m.contains("@Bounded(max")),
                result.all());
    }

    @Test
    void positive_innerContainersWithoutBound() {
        // issue 11, item 17: a @Bounded on the field counts its own elements only
        ProcessorTester.Result result =
                ProcessorTester.forRules("UnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, List<String>> tagsByLanguage; // expect: WARNING UnboundedArray
                    @Bounded(max = 10) List<List<String>> matrix; // expect: WARNING UnboundedArray
                }
                """).expectMarkedDiagnostics();
        assertTrue(
                result.messages("UnboundedArray")
                        .contains("[UnboundedArray] 'tagsByLanguage' in 'Book' holds collection "
                                + "values (java.util.List<java.lang.String>) without @Bounded: a @Bounded on the field counts only its own "
                                + "elements, so nothing stops the inner ones growing, and the document creeps towards MongoDB's 16 MiB "
                                + "limit; declare their bound on the type argument, as in java.util.Map<java.lang.String,@Bounded(max = ...) "
                                + "java.util.List<java.lang.String>> (see docs/rules/UnboundedArray.md)"),
                result.all());
    }

    @Test
    void negative_innerContainersBoundedOnTheTypeUse() {
        ProcessorTester.forRules("UnboundedArray", "InvalidAnnotation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, @Bounded(max = 5) List<String>> tagsByLanguage;
                    @Bounded(max = 10) List<@Bounded(max = 10) List<String>> matrix;
                    @Bounded(max = 10) List<@Bounded(max = 40) String> keywords;
                    @Bounded(max = 3) String[] names;
                    java.util.@Bounded(max = 3) List<String> qualified;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_arrayOfArrays_fieldBoundIsNotTheElements() {
        // javac puts the field's @Bounded on the innermost element type too (int): it must not count as its bound
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedArray", "InvalidAnnotation")
                .source("p.Board", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Board {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 3) int[][] grid; // expect: WARNING UnboundedArray
                    @Bounded(max = 3) int[] row;
                    @Bounded(max = 3) String[] names;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.message("UnboundedArray")
                        .contains("'grid' in 'Board' holds array values (int[]) without @Bounded"),
                result.all());
    }

    /**
     * UnboundedArray in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>The other cases are in SpringDataRulesTest; here, the inner bound in SDM's words.
     */
    @Nested
    class SpringData {

        @Test
        void positive_UnboundedArray_innerListsBoundedWithSize() {
            String message = ProcessorTester.forRules("UnboundedArray")
                    .source("p.Grid", sdm("""
                    @Document("grids")
                    class Grid {
                        @Id String id;
                        @Size(max = 3) List<List<String>> rows; // expect: WARNING UnboundedArray
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("UnboundedArray");
            assertTrue(
                    message.contains(
                                    "without @Size(max) or @Bounded: a @Size(max) or @Bounded on the field counts only")
                            && message.contains(
                                    "as in java.util.List<@Size(max = ...) java.util.List<java.lang.String>>"),
                    message);
        }
    }
}
