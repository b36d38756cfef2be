package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * UnboundedReferenceArray (WARNING): a {@code @Reference} collection field has no {@code @Bounded}
 * (one-to-zillions: reference from the many side). Never fires when {@code @Bounded} is present.
 * UnboundedArray stays silent on reference fields.
 *
 * <p>A reference in Spring Data MongoDB is {@code @DBRef} or {@code @DocumentReference}, read and tested
 * with the reader's reference support, not here; the Morphia forms are in MorphiaRulesTest.
 */
class UnboundedReferenceArrayTest {

    private static final String REVIEW = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            class Review {
                org.bson.types.ObjectId id;
                org.bson.types.ObjectId bookId;
            }
            """;

    @Test
    void positive_listOfIdsWithoutBound() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        import org.bson.types.ObjectId;
                        @Document
                        class Book {
                            ObjectId id;
                            @Reference(Review.class) List<ObjectId> reviewIds; // expect: WARNING UnboundedReferenceArray
                        }
                        """)
                .source("p.Review", REVIEW)
                .expectMarkedDiagnostics();
        String message = result.message("UnboundedReferenceArray");
        assertTrue(
                message.startsWith("[UnboundedReferenceArray] 'reviewIds' in 'Book' keeps a list of ids of 'Review'"
                        + " without @Bounded"),
                message);
        assertTrue(message.contains("one-to-zillions"), message);
        assertTrue(message.contains("each 'Review' holds the id of its 'Book'"), message);
        assertTrue(message.contains("@Bounded(max = ...)"), message);
        assertTrue(message.endsWith("(see docs/rules/UnboundedReferenceArray.md)"), message);
        // UnboundedArray does not fire for a reference field
        assertTrue(result.messages("UnboundedArray").isEmpty(), result.all());
    }

    @Test
    void positive_listOfIdsWithoutTargetStillWarns() {
        // the brief's case verbatim: no target can be inferred (ReferenceTarget's job), the list still grows
        ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                import org.bson.types.ObjectId;
                @Document
                class Book {
                    ObjectId id;
                    @Reference List<ObjectId> reviewIds; // expect: WARNING UnboundedReferenceArray
                }
                """)
                .expectMarkedDiagnostics();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "java.util.List<Review>",
                "java.util.Set<Review>",
                "Review[]",
                "java.util.List<org.bson.types.ObjectId>",
                "java.util.Set<org.bson.types.ObjectId>",
                "org.bson.types.ObjectId[]"
            })
    void positive_everyKindOfReferenceCollection(String type) {
        String message = ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Reference(Review.class) TYPE reviews; // expect: WARNING UnboundedReferenceArray
                        }
                        """.replace("TYPE", type))
                .source("p.Review", REVIEW)
                .expectMarkedDiagnostics()
                .message("UnboundedReferenceArray");
        assertTrue(message.contains("'reviews' in 'Book' keeps a list of ids of 'Review'"), message);
    }

    @Test
    void positive_inferredTarget() {
        String message = ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            @Reference
                            java.util.List<Book> books; // expect: WARNING UnboundedReferenceArray
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book { org.bson.types.ObjectId id; }
                        """)
                .expectMarkedDiagnostics()
                .message("UnboundedReferenceArray");
        assertTrue(message.contains("ids of 'Book'"), message);
        assertTrue(message.contains("each 'Book' holds the id of its 'Author'"), message);
    }

    @Test
    void positive_inEmbeddedClass() {
        ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Shop", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Shop {
                            org.bson.types.ObjectId id;
                            Shelf shelf;
                            static class Shelf {
                                @Reference(Review.class) java.util.List<org.bson.types.ObjectId> ids; // expect: WARNING UnboundedReferenceArray
                            }
                        }
                        """)
                .source("p.Review", REVIEW)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_boundedReferenceCollections() {
        ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Book {
                            ObjectId id;
                            @Reference(Review.class) @Bounded(max = 10) List<ObjectId> topReviewIds;
                            @Bounded(max = 5) @Reference Set<Review> featured;
                            @Reference(Review.class) @Bounded(max = 3) ObjectId[] pinned;
                        }
                        """)
                .source("p.Review", REVIEW)
                .expectClean();
    }

    @Test
    void negative_singleReferences() {
        // the many side keeps one id: the recommended shape
        ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Review {
                            ObjectId id;
                            @Reference Book book;
                            @Reference(Book.class) ObjectId otherBookId;
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
    void negative_plainCollectionIsNotThisRule() {
        // an embedded list is UnboundedArray's finding, not this rule's
        ProcessorTester.forRules("UnboundedReferenceArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    java.util.List<org.bson.types.ObjectId> relatedIds;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("UnboundedReferenceArray")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:UnboundedReferenceArray")
                    @Reference(Review.class) java.util.List<org.bson.types.ObjectId> reviewIds;
                }
                """)
                .source("p.Review", REVIEW)
                .expectClean();
    }
}
