package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * DbRef (WARNING): a field stored as a DBRef {$ref, $id} (Spring Data's {@code @DBRef}), single,
 * collection, array or map; never on {@code @DocumentReference} or schemaguard's {@code @Reference},
 * which store the id. Reported on the annotation.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class DbRefTest {

    private static final String SDM = """
            package p;
            import java.util.*;
            import org.bson.types.ObjectId;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            """;

    private static final String BOOK = SDM + """
            @Document("books")
            public class Book { String id; String title; }
            """;

    @Test
    void positive_singleDbRef() {
        ProcessorTester.Result result = ProcessorTester.forRules("DbRef")
                .source("p.Review", SDM + """
                        @Document("reviews")
                        public class Review {
                            String id;
                            @DBRef // expect: WARNING DbRef
                            Book book;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
        String message = result.message("DbRef");
        assertTrue(
                message.startsWith("[DbRef] 'book' in 'Review' is a @DBRef: each value stores {$ref, $id}"), message);
        assertTrue(message.contains("one more query per reference"), message);
        assertTrue(message.contains("lazy loading defers the query, it does not remove it"), message);
        assertTrue(message.contains("use @DocumentReference instead of @DBRef"), message);
        assertTrue(message.endsWith("(see docs/rules/DbRef.md)"), message);
    }

    @Test
    void positive_listOfDbRefs() {
        ProcessorTester.forRules("DbRef")
                .source("p.Shelf", SDM + """
                        @Document
                        public class Shelf {
                            String id;
                            @DBRef(lazy = true) List<Book> books; // expect: WARNING DbRef
                            @DBRef Book[] pinned; // expect: WARNING DbRef
                            @DBRef Map<String, Book> byGenre; // expect: WARNING DbRef
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_dbRefToAClassWithoutDocumentAndToAnotherDatabase() {
        ProcessorTester.forRules("DbRef", "ReferenceTarget")
                .source("p.Review", SDM + """
                        @Document
                        public class Review {
                            String id;
                            @DBRef Reader reader; // expect: WARNING DbRef
                            @DBRef(db = "archive") Book archived; // expect: WARNING DbRef
                        }
                        class Reader { ObjectId id; String name; }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_inEmbeddedTypeAndInSchemaguardDocument() {
        // a schemaguard @Document that mixes in Spring Data's @DBRef: the field is stored as a DBRef all the same
        ProcessorTester.forRules("DbRef")
                .source("p.Order", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        import org.springframework.data.mongodb.core.mapping.DBRef;
                        @Document(collection = "orders")
                        class Order {
                            org.bson.types.ObjectId id;
                            @DBRef Book book; // expect: WARNING DbRef
                            Line line;
                            static class Line {
                                @DBRef Book item; // expect: WARNING DbRef
                            }
                        }
                        """)
                .source("p.Book", BOOK)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_documentReference() {
        ProcessorTester.forRules("DbRef")
                .source("p.Review", SDM + """
                        @Document
                        public class Review {
                            String id;
                            @DocumentReference Book book;
                            @DocumentReference(lazy = true) List<Book> related;
                            @DocumentReference(lookup = "{ 'title' : ?#{title} }") Book byTitle;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_schemaguardReference() {
        ProcessorTester.forRules("DbRef")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference Author author;
                            @Reference(Author.class) org.bson.types.ObjectId editorId;
                        }
                        """)
                .source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author { org.bson.types.ObjectId id; }
                        """)
                .expectClean();
    }

    @Test
    void negative_plainIdAndEmbeddedCopy() {
        ProcessorTester.forRules("DbRef")
                .source("p.Review", SDM + """
                        @Document
                        public class Review {
                            String id;
                            ObjectId bookId;
                            Book copy;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_suppressedOnTheField() {
        ProcessorTester.forRules("DbRef")
                .source("p.Comment", SDM + """
                        @Document
                        public class Comment {
                            String id;
                            // points into books or reviews, decided per value: a DBRef on purpose
                            @SuppressWarnings("schemaguard:DbRef")
                            @DBRef Book subject;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules("DbRef")
                .source("p.Comment", SDM + """
                        @SuppressWarnings("schemaguard")
                        @Document
                        public class Comment {
                            String id;
                            @DBRef Book subject;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }

    @Test
    void negative_optionOff() {
        ProcessorTester.forRules("DbRef")
                .option("schemaguard.DbRef=OFF")
                .source("p.Comment", SDM + """
                        @Document
                        public class Comment {
                            String id;
                            @DBRef Book subject;
                        }
                        """)
                .source("p.Book", BOOK)
                .expectClean();
    }
}
