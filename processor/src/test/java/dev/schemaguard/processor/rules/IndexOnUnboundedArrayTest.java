package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * IndexOnUnboundedArray (WARNING): a key goes through (or ends on) an array that is not @Bounded;
 * never when the array is @Bounded. Reported on the key.
 */
class IndexOnUnboundedArrayTest {

    private static final String DOCS = "(see docs/rules/IndexOnUnboundedArray.md)";

    @Test
    void positive_keyThroughUnboundedList() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "items.sku") // expect: WARNING IndexOnUnboundedArray
                class Order {
                    org.bson.types.ObjectId id;
                    List<Item> items;
                    static class Item { String sku; int qty; }
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexOnUnboundedArray");
        assertTrue(message.startsWith("[IndexOnUnboundedArray] "), message);
        assertTrue(message.contains("index key 'items.sku' goes through 'items', an array without @Bounded"), message);
        assertTrue(message.contains("@Bounded(max = ...)"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_indexOnAFieldOfAnEmbeddedType_throughAList_namesTheCollection() {
        // issue 18, item 5: the hint on Address.city indexes 'branches.city' in shops and 'address.city' in
        // customers; the warning about the list is the shops' alone, and says so
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Address", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Address {
                    @IndexHint // expect: WARNING IndexOnUnboundedArray
                    String city;
                }
                @Document(collection = "customers") class Customer { org.bson.types.ObjectId id; Address address; }
                @Document(collection = "shops") class Shop { org.bson.types.ObjectId id; List<Address> branches; }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexOnUnboundedArray");
        assertTrue(message.contains("index key 'branches.city' goes through 'branches'"), message);
        assertTrue(message.contains("; in document 'Shop' (collection 'shops')"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_indexOnAFieldOfAnEmbeddedType_throughListsOfTwoDocuments_oneLineEach() {
        // the keys differ ('branches.city', 'depots.city'): each finding names its own collection
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Address", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Address {
                    @IndexHint // expect: WARNING IndexOnUnboundedArray
                    String city;
                }
                @Document(collection = "shops") class Shop { org.bson.types.ObjectId id; List<Address> branches; }
                @Document(collection = "carriers") class Carrier { org.bson.types.ObjectId id; List<Address> depots; }
                """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("IndexOnUnboundedArray");
        assertEquals(2, messages.size(), result.all());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("'depots.city'")
                                && m.contains("in document 'Carrier' " + "(collection 'carriers')")),
                result.all());
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("'branches.city'")
                                && m.contains("in document 'Shop' " + "(collection 'shops')")),
                result.all());
    }

    @Test
    void positive_indexOnAFieldOfAnEmbeddedType_sameListFieldInTwoDocuments_oneFindingNamingBoth() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Address", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Address {
                    @IndexHint // expect: WARNING IndexOnUnboundedArray
                    String city;
                }
                @Document(collection = "shops") class Shop { org.bson.types.ObjectId id; List<Address> branches; }
                @Document(collection = "banks") class Bank { org.bson.types.ObjectId id; List<Address> branches; }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexOnUnboundedArray");
        assertTrue(message.contains("; in documents 'Bank', 'Shop' (collections 'banks', 'shops')"), message);
    }

    private static final String PROXY = """
            package p;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            @Document(collection = "proxies")
            @IndexHint(keys = "entity.sameAs")MARK
            class Proxy {
                org.bson.types.ObjectId id;
                Entity entity;
            }
            @Embedded abstract class Entity { @Bounded(max = 200) String about; }
            class Agent extends Entity { @Bounded(max = 20) List<String> sameAs; }
            class Place extends Entity { PLACE List<String> sameAs; }
            class Concept extends Entity { @Bounded(max = 20) List<String> sameAs; }
            """;

    @Test
    void positive_keyThroughAnAbstractEmbeddedType_unboundedInOneSubclass() {
        // issue 18, item 1: a stored entity may be a Place, whose sameAs has no bound
        String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source(
                        "p.Proxy",
                        PROXY.replace("MARK", " // expect: WARNING IndexOnUnboundedArray")
                                .replace("PLACE", ""))
                .expectMarkedDiagnostics()
                .message("IndexOnUnboundedArray");
        assertTrue(message.contains("index key 'entity.sameAs' goes through 'entity.sameAs'"), message);
    }

    @Test
    void negative_keyThroughAnAbstractEmbeddedType_boundedInEverySubclass() {
        ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Proxy", PROXY.replace("MARK", "").replace("PLACE", "@Bounded(max = 20)"))
                .expectClean();
    }

    @Test
    void negative_boundedList() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "items.sku")
                class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 100) List<Item> items;
                    static class Item { String sku; int qty; }
                }
                """).expectClean();
    }

    @Test
    void positive_keyEndingOnUnboundedListOfStrings() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"author", "tags"}) // expect: WARNING IndexOnUnboundedArray
                class Book {
                    org.bson.types.ObjectId id;
                    String author;
                    List<String> tags;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOnUnboundedArray");
        assertTrue(message.contains("index key 'tags' goes through 'tags'"), message);
    }

    @Test
    void positive_fieldLevelHintOnUnboundedArray() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Set;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @IndexHint Set<String> tags; // expect: WARNING IndexOnUnboundedArray
                    String[] keywords;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_javaArray() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "keywords") // expect: WARNING IndexOnUnboundedArray
                class Book {
                    org.bson.types.ObjectId id;
                    String[] keywords;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_unboundedInnerArrayInBoundedOuter() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "items.options.name") // expect: WARNING IndexOnUnboundedArray
                class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 50) List<Item> items;
                    static class Item { String sku; List<Option> options; }
                    static class Option { String name; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOnUnboundedArray");
        assertTrue(message.contains("goes through 'items.options'"), message);
    }

    @Test
    void positive_onlyTheKeyThroughTheArray() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {
                        "customerId",
                        "items.sku"}) // expect: WARNING IndexOnUnboundedArray
                class Order {
                    org.bson.types.ObjectId id;
                    String customerId;
                    List<Item> items;
                    static class Item { String sku; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_scalarAndEmbeddedPaths() {
        ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"address.city", "name"})
                class Customer {
                    org.bson.types.ObjectId id;
                    String name;
                    @IndexHint(unique = true) String email;
                    @Bounded(max = 32) byte[] avatarHash;
                    Address address;
                    static class Address { String city; }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressedOnTheField() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:IndexOnUnboundedArray")
                    @IndexHint List<String> tags;
                }
                """).expectClean();
    }

    @Test
    void positive_fieldLevelHintInElementClass() {
        // the index is items.sku, declared on the element's field: reported there
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    List<Item> items;
                    static class Item {
                        @IndexHint String sku; // expect: WARNING IndexOnUnboundedArray
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_throughAnUnboundedListInsideAMap() {
        String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                @IndexHint(keys = "tagsByLanguage.en.name") // expect: WARNING IndexOnUnboundedArray
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, List<Tag>> tagsByLanguage;
                    static class Tag { String name; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexOnUnboundedArray");
        assertTrue(
                message.contains(
                        "index key 'tagsByLanguage.en.name' goes through the java.util.List<p.Book.Tag> values "
                                + "of 'tagsByLanguage', arrays without @Bounded"),
                message);
    }

    @Test
    void negative_listInsideAMapBoundedOnTheTypeUse() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import java.util.Map;
                @Document
                @IndexHint(keys = "tagsByLanguage.en.name")
                class Book {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, @Bounded(max = 5) List<Tag>> tagsByLanguage;
                    static class Tag { String name; }
                }
                """).expectClean();
    }

    @Test
    void negative_geoCoordinatePairIsOnePoint() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "loc:2dsphere")
                @IndexHint(keys = "pos:2d")
                class Shop {
                    org.bson.types.ObjectId id;
                    double[] loc;
                    double[] pos;
                }
                """).expectClean();
    }

    @Test
    void positive_arrayOfPointsUnderAGeoKeyStillGrows() {
        ProcessorTester.forRules("IndexOnUnboundedArray").source("p.Shop", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "branches.loc:2dsphere") // expect: WARNING IndexOnUnboundedArray
                class Shop {
                    org.bson.types.ObjectId id;
                    List<Branch> branches;
                    static class Branch { double[] loc; }
                }
                """).expectMarkedDiagnostics();
    }

    /**
     * IndexOnUnboundedArray in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_IndexOnUnboundedArray_indexedList() {
            String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Indexed List<String> tags; // expect: WARNING IndexOnUnboundedArray
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("IndexOnUnboundedArray");
            assertTrue(message.contains("@Size(max = ...)"), message);
        }

        @Test
        void positive_IndexOnUnboundedArray_compoundThroughEmbeddedList() {
            ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'reviews.rating': 1}") // expect: WARNING IndexOnUnboundedArray
                    class Book {
                        @Id String id;
                        List<Review> reviews;
                        static class Review { int rating; }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOnUnboundedArray_innerListsOfAMap() {
            String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", sdm("""
                    @Document("books")
                    @CompoundIndex(def = "{'tagsByLanguage.en': 1}") // expect: WARNING IndexOnUnboundedArray
                    class Book {
                        @Id String id;
                        @Size(max = 5) Map<String, List<String>> tagsByLanguage;
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("IndexOnUnboundedArray");
            assertTrue(
                    message.contains("arrays without @Size(max) or @Bounded")
                            && message.contains("bound them on the type argument with @Size(max = ...),"),
                    message);
        }

        @Test
        void negative_IndexOnUnboundedArray_sizeBoundsTheList() {
            ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", sdm("""
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
                    """))
                    .expectClean();
        }
    }

    /**
     * IndexOnUnboundedArray in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_IndexOnUnboundedArray_indexedList() {
            String message = ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Indexed List<String> tags; // expect: WARNING IndexOnUnboundedArray
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("IndexOnUnboundedArray");
            assertTrue(
                    message.contains("bound the array with @Size(max = ...) or schemaguard's @Bounded(max = ...)"),
                    message);
        }

        @Test
        void positive_IndexOnUnboundedArray_indexThroughEmbeddedList() {
            ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field("reviews.rating"))) // expect: WARNING IndexOnUnboundedArray
                    class Book {
                        @Id ObjectId id;
                        List<Review> reviews;
                        @Entity static class Review { int rating; }
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_IndexOnUnboundedArray_textIndexedList() {
            ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Text List<String> keywords; // expect: WARNING IndexOnUnboundedArray
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_IndexOnUnboundedArray_sizeBoundsTheLists() {
            ProcessorTester.forRules("IndexOnUnboundedArray")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field("reviews.rating")))
                    class Book {
                        @Id ObjectId id;
                        @Indexed @Size(max = 10) List<String> tags;
                        @Size(max = 50) List<Review> reviews;
                        @Entity static class Review { int rating; }
                    }
                    """))
                    .expectClean();
        }
    }
}
