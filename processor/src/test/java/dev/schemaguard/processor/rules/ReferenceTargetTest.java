package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * ReferenceTarget (ERROR, not fixed: MongoDB stores any id in any field): the target of {@code @Reference} is not a {@code @Document} class
 * or cannot be inferred; the id type stored does not match the target's {@code _id} type. Reported
 * on the {@code @Reference} annotation (its value when written).
 *
 * <p>A reference in Spring Data MongoDB is {@code @DBRef} or {@code @DocumentReference}, read and tested
 * with the reader's reference support, not here; the Morphia forms are in MorphiaRulesTest.
 */
class ReferenceTargetTest {

    private static final String DOCS = "(see docs/rules/ReferenceTarget.md)";

    private static final String BOOK = """
            package p;
            import dev.schemaguard.annotations.*;
            @Document
            class Book {
                org.bson.types.ObjectId id;
                String title;
                String author;
            }
            """;

    @Test
    void positive_targetIsNotADocument_jdkClass() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference(String.class) String authorId; // expect: ERROR ReferenceTarget
                }
                """)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.startsWith(
                        "[ReferenceTarget] @Reference on 'authorId' points at 'String', which is not a " + "@Document"),
                message);
        assertTrue(message.contains("point it at the @Document class"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_targetIsNotADocument_plainClass() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document
                class Review {
                    ObjectId id;
                    @Reference(Author.class) ObjectId authorId; // expect: ERROR ReferenceTarget
                }
                class Author {
                    ObjectId id;
                    String name;
                }
                """)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(message.contains("@Reference on 'authorId' points at 'Author', which is not a @Document"), message);
    }

    @Test
    void positive_reportedOnTheAnnotationValue() {
        ProcessorTester.forRules("ReferenceTarget").source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference(
                            String.class) // expect: ERROR ReferenceTarget
                    String authorId;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_targetCannotBeInferred() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document
                class Review {
                    ObjectId id;
                    @Reference ObjectId authorId; // expect: ERROR ReferenceTarget
                }
                """)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.startsWith("[ReferenceTarget] @Reference on 'authorId' does not say which collection it "
                        + "points at: its type org.bson.types.ObjectId is not a @Document"),
                message);
        assertTrue(message.contains("e.g. @Reference(Book.class)"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_targetCannotBeInferred_reportedOnTheAnnotation() {
        ProcessorTester.forRules("ReferenceTarget").source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference // expect: ERROR ReferenceTarget
                    java.util.@Bounded(max = 5) List<String> authorIds;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_targetCannotBeInferredFromAPlainClass() {
        ProcessorTester.forRules("ReferenceTarget").source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference Author author; // expect: ERROR ReferenceTarget
                    static class Author { org.bson.types.ObjectId id; }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_idTypeMismatch() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) String bookId; // expect: ERROR ReferenceTarget
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.startsWith("[ReferenceTarget] 'bookId' stores java.lang.String to reference 'Book', whose "
                        + "_id is org.bson.types.ObjectId"),
                message);
        assertTrue(message.contains("lookups by this reference find nothing"), message);
        assertTrue(message.contains("store the type of the target's _id"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_targetWithoutIdFieldHasAnObjectIdId() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Tag.class) String tagId; // expect: ERROR ReferenceTarget
                            @Reference(Tag.class) org.bson.types.ObjectId otherTagId;
                        }
                        """)
                .source("p.Tag", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Tag { String label; }
                        """)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(message.contains("whose _id is org.bson.types.ObjectId"), message);
    }

    @Test
    void positive_listOfIdsOfTheWrongType() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Shelf", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Shelf {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) java.util.@Bounded(max = 5) List<Long> bookIds; // expect: ERROR ReferenceTarget
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_uuidAndByteArrayAreDifferentBinaries() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Reading", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Reading {
                            org.bson.types.ObjectId id;
                            @Reference(Device.class) byte[] deviceKey; // expect: ERROR ReferenceTarget
                            @Reference(Device.class) java.util.UUID deviceId;
                        }
                        """)
                .source("p.Device", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Device { @Id java.util.UUID serial; }
                        """)
                .expectMarkedDiagnostics();
    }

    @ParameterizedTest(name = "[{index}] {0} -> _id {1}")
    @CsvSource({
        "int,                  long",
        "Integer,              Long",
        "long,                 int",
        "double,               long",
        "java.math.BigDecimal, int",
        "Long,                 Long",
        "String,               String",
        "java.time.Instant,    java.util.Date",
    })
    void negative_compatibleIdTypes(String stored, String targetId) {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Order {
                            org.bson.types.ObjectId id;
                            @Reference(Customer.class) STORED customerId;
                        }
                        """.replace("STORED", stored.strip()))
                .source("p.Customer", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Customer { TARGET id; }
                        """.replace("TARGET", targetId.strip()))
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] {0} -> _id {1}")
    @CsvSource({
        "String,                  long",
        "int,                     String",
        "org.bson.types.ObjectId, String",
        "String,                  java.util.UUID",
        "boolean,                 int",
        "java.time.Instant,       long",
    })
    void positive_incompatibleIdTypes(String stored, String targetId) {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Order {
                            org.bson.types.ObjectId id;
                            @Reference(Customer.class) STORED customerId; // expect: ERROR ReferenceTarget
                        }
                        """.replace("STORED", stored.strip()))
                .source("p.Customer", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Customer { TARGET id; }
                        """.replace("TARGET", targetId.strip()))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_inferredDocumentTargets() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import java.util.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            @Reference Book book;
                            @Reference @Bounded(max = 5) List<Book> books;
                            @Reference @Bounded(max = 5) Set<Book> favourites;
                            @Reference @Bounded(max = 5) Book[] drafts;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_explicitTargetWithMatchingIds() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Review {
                            ObjectId id;
                            @Reference(Book.class) ObjectId bookId;
                            @Reference(Book.class) java.util.@Bounded(max = 3) List<ObjectId> relatedIds;
                            @Reference(Isbn.class) String isbn;
                        }
                        """)
                .source("p.Book", BOOK)
                .source("p.Isbn", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Isbn { @Id String code; }
                        """)
                .expectClean();
    }

    @Test
    void positive_extendedReferenceSummaryWithoutIdField() {
        String message = ProcessorTester.forRules("ReferenceTarget", "ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) BookSummary book; // expect: ERROR ReferenceTarget
                            @Embedded static class BookSummary {
                                String title;
                            }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.startsWith(
                        "[ReferenceTarget] 'book' references 'Book' through 'BookSummary', which has no id " + "field"),
                message);
        assertTrue(message.contains("add the id field (of type org.bson.types.ObjectId)"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    /**
     * Morphia takes no field for the id by its name (a field {@code id} without {@code @Id} is stored as
     * {@code id}): its summary gets the id with Morphia's {@code @Id}, which it stores as {@code _id}, and which
     * removes the finding; the field named {@code id} that the other dialects add does not.
     */
    @Test
    void positive_extendedReferenceSummaryWithoutIdField_morphiaProposesItsId() {
        String review = """
                package p;
                import dev.morphia.annotations.*;
                import org.bson.types.ObjectId;
                @Entity("reviews")
                class Review {
                    @Id ObjectId id;
                    @dev.schemaguard.annotations.Reference(Book.class) BookSummary book; // expect: ERROR ReferenceTarget
                    @Entity static class BookSummary { String title; }
                }
                @Entity("books")
                class Book { @Id ObjectId id; String title; }
                """;
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", review)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.endsWith("; add the id field with Morphia's @Id (@Id org.bson.types.ObjectId id), which "
                        + "Morphia stores as _id: it takes no field for the id by its name " + DOCS),
                message);
        String unmarked = review.replace(" // expect: ERROR ReferenceTarget", "");
        ProcessorTester.Result byName = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", unmarked.replace("{ String title; }", "{ ObjectId id; String title; }"))
                .compile();
        byName.assertNoJavacErrors();
        assertEquals(
                1, byName.messages("ReferenceTarget").size(), "a field named id is no id to Morphia: " + byName.all());
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", unmarked.replace("{ String title; }", "{ @Id ObjectId id; String title; }"))
                .expectMarkedDiagnostics();
    }

    /**
     * schemaguard's own {@code @Reference} names its target as its value in a Spring Data document too; the field
     * typed with the target class, which Spring Data's own references take it from, would be embedded by SDM, which
     * does not read schemaguard's {@code @Reference}.
     */
    @Test
    void positive_targetCannotBeInferred_schemaguardReferenceInASpringDataDocument_namesItsValue() {
        String message = ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import org.bson.types.ObjectId;
                        import org.springframework.data.annotation.Id;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        @Document("reviews")
                        class Review {
                            @Id ObjectId id;
                            @dev.schemaguard.annotations.Reference ObjectId authorId; // expect: ERROR ReferenceTarget
                        }
                        """)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertEquals(
                "[ReferenceTarget] @Reference on 'authorId' does not say which collection it points at: its type "
                        + "org.bson.types.ObjectId is not a @Document; name the target, e.g. @Reference(Book.class) "
                        + DOCS,
                message);
    }

    @Test
    void positive_extendedReferenceSummaryIdTypeMismatch() {
        String message = ProcessorTester.forRules("ReferenceTarget", "ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) BookSummary book; // expect: ERROR ReferenceTarget
                            @Embedded static class BookSummary {
                                String id;
                                String title;
                            }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics()
                .message("ReferenceTarget");
        assertTrue(
                message.contains("'book' stores java.lang.String to reference 'Book', whose _id is "
                        + "org.bson.types.ObjectId"),
                message);
    }

    @Test
    void negative_extendedReferenceSummaryWithMatchingId() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) BookSummary book;
                            @Reference(Book.class) java.util.@Bounded(max = 3) List<BookSummary> related;
                            @Embedded static class BookSummary {
                                org.bson.types.ObjectId id;
                                String title;
                            }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void positive_inEmbeddedClass() {
        ProcessorTester.forRules("ReferenceTarget").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 10) List<Line> lines;
                    static class Line {
                        @Reference org.bson.types.ObjectId productId; // expect: ERROR ReferenceTarget
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_inPolymorphicSubclassInAnotherFile() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Book", BOOK)
                .source("p.Ebook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Ebook extends Book {
                            @Reference(Book.class) String printEditionId; // expect: ERROR ReferenceTarget
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_notFixed_optionOffSilencesIt() {
        // the server stores any id in any field: a reference that can never match is the application's bug, not a
        // refusal
        ProcessorTester.forRules("ReferenceTarget")
                .option("schemaguard.ReferenceTarget=OFF")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference(String.class) String authorId;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_optionWarningLowersIt() {
        ProcessorTester.forRules("ReferenceTarget")
                .option("schemaguard.ReferenceTarget=WARNING")
                .source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference(String.class) String authorId; // expect: WARNING ReferenceTarget
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressWarningsSilencesIt() {
        ProcessorTester.forRules("ReferenceTarget").source("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @SuppressWarnings("schemaguard:ReferenceTarget")
                    @Reference(String.class) String authorId;
                }
                """).expectClean();
    }

    @Test
    void negative_referenceToPolymorphicSubclassOfADocument() {
        // an Ebook is stored in Book's collection (polymorphic pattern), under an _id of Book's type
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Ebook.class) org.bson.types.ObjectId ebookId;
                            @Reference Ebook ebook;
                        }
                        """)
                .source("p.Book", BOOK)
                .source("p.Ebook", """
                        package p;
                        class Ebook extends Book { String format; }
                        """)
                .expectClean();
    }
}
