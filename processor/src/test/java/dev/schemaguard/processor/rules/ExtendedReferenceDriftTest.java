package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * ExtendedReferenceDrift (fixed, ERROR): a field of an extended-reference summary has no
 * same-named field of the same type in the target document. Reported on the summary's field; the
 * summary's id field is not compared.
 *
 * <p>Not expressible in Spring Data's or Morphia's vocabulary, so no cases of theirs here: the rule is about
 * schemaguard's {@code @Embedded} summaries of a {@code @Reference} target, which SDM has no word for, and
 * Morphia's own {@code @Embedded} only marks a class as embeddable, it summarises nothing.
 */
class ExtendedReferenceDriftTest {

    private static final String DOCS = "(see docs/rules/ExtendedReferenceDrift.md)";

    private static final String BOOK = """
            package p;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            @Document
            class Book {
                ObjectId id;
                @Bounded(max = 200) String title;
                String author;
                int pages;
                Format format;
                java.util.@Bounded(max = 5) List<String> tags;
                transient String cachedTitle;
                enum Format { PAPER, EBOOK }
            }
            """;

    private static ProcessorTester review(String summaryFields) {
        return ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Review {
                            ObjectId id;
                            @Reference(Book.class) BookSummary book;
                            @Embedded
                            static class BookSummary {
                        FIELDS
                            }
                        }
                        """.replace("FIELDS", summaryFields.stripTrailing()))
                .source("p.Book", BOOK);
    }

    @Test
    void negative_summaryCopiesFieldsOfTheSameTypes() {
        review("""
                        ObjectId id;
                        String title;
                        String author;
                """).expectClean();
    }

    @Test
    void negative_summaryCopiesEveryKindOfField() {
        // enum, int, list: the same Java types as in Book; bounds need not be the same
        review("""
                        ObjectId id;
                        @Bounded(max = 50) String title;
                        int pages;
                        Book.Format format;
                        java.util.@Bounded(max = 2) List<String> tags;
                """).expectClean();
    }

    @Test
    void positive_summaryFieldMissingInTarget() {
        String message = review("""
                        ObjectId id;
                        String title;
                        String subtitle; // expect: ERROR ExtendedReferenceDrift
                """).expectMarkedDiagnostics().message("ExtendedReferenceDrift");
        assertTrue(
                message.startsWith("[ExtendedReferenceDrift] 'subtitle' of the extended-reference summary "
                        + "'BookSummary' has no field of that name in 'Book'"),
                message);
        assertTrue(message.contains("never kept up to date"), message);
        assertTrue(message.contains("name it after a field of 'Book', or remove it"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_summaryFieldOfAnotherType() {
        String message = review("""
                        ObjectId id;
                        String title;
                        int author; // expect: ERROR ExtendedReferenceDrift
                        String pages; // expect: ERROR ExtendedReferenceDrift
                """)
                .expectMarkedDiagnostics()
                .messages("ExtendedReferenceDrift")
                .get(0);
        assertTrue(
                message.startsWith("[ExtendedReferenceDrift] 'author' of the extended-reference summary 'BookSummary' "
                        + "is int (stored as int32) but 'author' of 'Book' is java.lang.String (stored as string)"),
                message);
        assertTrue(message.contains("give the copy the original's type"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_unstoredTargetFieldIsNoSource() {
        // a transient field of Book is not stored, so there is nothing to copy
        review("""
                        ObjectId id;
                        String cachedTitle; // expect: ERROR ExtendedReferenceDrift
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_summaryIdFieldIsNotComparedByName() {
        review("""
                        @Id ObjectId bookId;
                        String title;
                """).expectClean();
    }

    @Test
    void negative_summaryUnderscoreIdIsNotComparedByName() {
        review("""
                        ObjectId _id;
                        String author;
                """).expectClean();
    }

    @Test
    void negative_targetFieldInheritedFromSuperclass() {
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Ebook.class) EbookSummary ebook;
                            static class EbookSummary { org.bson.types.ObjectId id; String title; String format; }
                        }
                        """)
                .source("p.Ebook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Ebook extends Publication { org.bson.types.ObjectId id; String format; }
                        """)
                .source("p.Publication", """
                        package p;
                        abstract class Publication { String title; }
                        """)
                .expectClean();
    }

    @Test
    void positive_listOfSummaries() {
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Shelf", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Shelf {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) java.util.@Bounded(max = 20) List<BookSummary> books;
                        }
                        """)
                .source("p.BookSummary", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class BookSummary {
                            org.bson.types.ObjectId id;
                            String title;
                            double pages; // expect: ERROR ExtendedReferenceDrift
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_summaryInsideEmbeddedClass() {
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Order {
                            org.bson.types.ObjectId id;
                            java.util.@Bounded(max = 50) List<Line> lines;
                            static class Line {
                                int quantity;
                                @Reference(Book.class) Item item;
                            }
                            static class Item {
                                org.bson.types.ObjectId id;
                                String title;
                                double price; // expect: ERROR ExtendedReferenceDrift
                            }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_summaryUsedByTwoDocumentsReportedOnce() {
        ProcessorTester.Result result = ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.BookSummary", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class BookSummary {
                            org.bson.types.ObjectId id;
                            String title;
                            String isbn; // expect: ERROR ExtendedReferenceDrift
                        }
                        """)
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review { org.bson.types.ObjectId id; @Reference(Book.class) BookSummary book; }
                        """)
                .source("p.Loan", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Loan { org.bson.types.ObjectId id; @Reference(Book.class) BookSummary book; }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("ExtendedReferenceDrift").size(), result.all());
    }

    @Test
    void positive_documentsReferencingEachOtherWithSummaries() {
        ProcessorTester.Result result = assertTimeoutPreemptively(
                Duration.ofSeconds(60),
                () -> ProcessorTester.forRules("ExtendedReferenceDrift", "ReferenceTarget")
                        .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Book {
                            ObjectId id;
                            String title;
                            @Reference(Author.class) AuthorSummary author;
                            static class AuthorSummary {
                                ObjectId id;
                                String name;
                                String nationality; // expect: ERROR ExtendedReferenceDrift
                            }
                        }
                        """)
                        .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.bson.types.ObjectId;
                        @Document
                        class Author {
                            ObjectId id;
                            String name;
                            @Reference(Book.class) BookSummary latestBook;
                            static class BookSummary {
                                ObjectId id;
                                int title; // expect: ERROR ExtendedReferenceDrift
                                Book.AuthorSummary author;
                            }
                        }
                        """)
                        .expectMarkedDiagnostics());
        assertEquals(2, result.messages("ExtendedReferenceDrift").size(), result.all());
    }

    @Test
    void positive_documentReferencingItselfWithSummary() {
        ProcessorTester.forRules("ExtendedReferenceDrift", "ReferenceTarget")
                .source("p.Category", """
                package p;
                import dev.schemaguard.annotations.*;
                import org.bson.types.ObjectId;
                @Document
                class Category {
                    ObjectId id;
                    String name;
                    @Reference(Category.class) Parent parent;
                    static class Parent {
                        ObjectId id;
                        String name;
                        String slug; // expect: ERROR ExtendedReferenceDrift
                    }
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_plainReferencesHaveNoSummary() {
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference Book book;
                            @Reference(Book.class) org.bson.types.ObjectId bookId;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_embeddedValueThatIsNotAReference() {
        // an embedded class with an id field is a summary only when it sits behind @Reference
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            Snapshot snapshot;
                            static class Snapshot { org.bson.types.ObjectId id; String whatever; }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void positive_wideningIntegerCopyIsNotADrift_narrowingIs() {
        // an int64 copy holds every int32 value; an int32 copy of an int64 loses the large ones
        review("""
                        ObjectId id;
                        long pages;
                """).expectClean();
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Order.class) OrderSummary order;
                            static class OrderSummary {
                                org.bson.types.ObjectId id;
                                int total; // expect: ERROR ExtendedReferenceDrift
                            }
                        }
                        """)
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Order {
                            org.bson.types.ObjectId id;
                            long total;
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_optionOffSilencesIt_theServerRefusesNothingHere() {
        ProcessorTester.forRules("ExtendedReferenceDrift")
                .option("schemaguard.ExtendedReferenceDrift=OFF")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Book.class) BookSummary book;
                            static class BookSummary { org.bson.types.ObjectId id; String subtitle; }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_suppressWarningsSilencesIt() {
        review("""
                        ObjectId id;
                        @SuppressWarnings("schemaguard:ExtendedReferenceDrift") String subtitle;
                """).expectClean();
    }
}
