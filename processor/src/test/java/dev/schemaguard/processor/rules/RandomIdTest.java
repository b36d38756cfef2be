package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RandomId (WARNING): the {@code _id} is a {@code String} or {@code UUID}. Never fires for
 * {@code ObjectId}, {@code long}, {@code Long}, {@code Instant}, {@code Date}. Reported on the id
 * field, or on its {@code @Id}.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class RandomIdTest {

    @Test
    void positive_stringId() {
        String message = ProcessorTester.forRules("RandomId")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id; // expect: WARNING RandomId
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(
                message.startsWith("[RandomId] the _id 'id' of 'Book' is a String: a natural key (a user name, "
                        + "a code) or a hash is non-monotonic"),
                message);
        // issue 18, item 4: a user name is not random, and nothing here says it was generated
        assertFalse(message.contains("random"), message);
        assertFalse(message.contains("UUID"), message);
        assertTrue(message.contains("use ObjectId, a long sequence or a time-ordered key"), message);
        assertTrue(message.contains("keep the String as a unique secondary field"), message);
        assertTrue(message.endsWith("(see docs/rules/RandomId.md)"), message);
    }

    @Test
    void positive_uuidId() {
        String message = ProcessorTester.forRules("RandomId")
                .source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    java.util.UUID id; // expect: WARNING RandomId
                }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(
                message.contains("the _id 'id' of 'Session' is a UUID: random UUIDs (UUID.randomUUID()) are "
                        + "non-monotonic keys"),
                message);
        assertTrue(message.contains("keep the UUID as a unique secondary field"), message);
    }

    @Test
    void positive_naturalKeyUserName_nonMonotonicNotRandom() {
        // issue 18, item 4: the user name of a real model's User, an authority name of its Authority
        String message = ProcessorTester.forRules("RandomId")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    @Id // expect: WARNING RandomId
                    String login;
                    String password;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(message.contains("the _id 'login' of 'User' is a String"), message);
        assertTrue(message.contains("non-monotonic"), message);
        assertFalse(message.contains("random"), message);
    }

    @Test
    void positive_idOfASuperclassOfTwoDocuments_reportedOnce() {
        // issue 18, item 2: the id declared once is reported once, naming the documents that store it
        String message = ProcessorTester.forRules("RandomId")
                .source("p.Account", """
                package p;
                import dev.schemaguard.annotations.*;
                abstract class Account {
                    @Id // expect: WARNING RandomId
                    String login;
                }
                @Document(collection = "users") class User extends Account { }
                @Document(collection = "admins") class Admin extends Account { }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(message.contains("the _id 'login' of 'Account' is a String"), message);
        assertTrue(message.contains("; in documents 'Admin', 'User' (collections 'admins', 'users')"), message);
    }

    @Test
    void positive_underscoreIdField() {
        ProcessorTester.forRules("RandomId").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String title;
                    String _id; // expect: WARNING RandomId
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_explicitIdReportedOnTheAnnotation() {
        String message = ProcessorTester.forRules("RandomId")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id // expect: WARNING RandomId
                    String isbn;
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("RandomId");
        assertTrue(message.contains("the _id 'isbn' of 'Book' is a String"), message);
    }

    @Test
    void positive_explicitIdOnOneLine() {
        ProcessorTester.forRules("RandomId").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId legacyKey;
                    String id;
                    @Id String isbn; // expect: WARNING RandomId
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_explicitIdWinsOverFieldNamedId() {
        // 'id' is an ordinary String field when another field carries @Id
        ProcessorTester.forRules("RandomId").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id org.bson.types.ObjectId key;
                    String id;
                }
                """).expectClean();
    }

    @Test
    void positive_inheritedId() {
        ProcessorTester.forRules("RandomId")
                .source("p.Entity", """
                        package p;
                        abstract class Entity {
                            String id; // expect: WARNING RandomId
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book extends Entity { String title; }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_recordComponent() {
        ProcessorTester.forRules("RandomId").source("p.Token", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                record Token(
                        java.util.UUID id, // expect: WARNING RandomId
                        long expiresAt) {
                }
                """).expectMarkedDiagnostics();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(
            strings = {
                "org.bson.types.ObjectId",
                "long",
                "Long",
                "java.time.Instant",
                "java.util.Date",
                "int",
                "Integer"
            })
    void negative_monotonicIdTypes(String type) {
        ProcessorTester.forRules("RandomId")
                .source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Event {
                    TYPE id;
                    String payload;
                }
                """.replace("TYPE", type))
                .expectClean();
    }

    @ParameterizedTest(name = "[{index}] @Id {0}")
    @ValueSource(strings = {"org.bson.types.ObjectId", "long", "Long", "java.time.Instant", "java.util.Date"})
    void negative_monotonicExplicitIdTypes(String type) {
        ProcessorTester.forRules("RandomId")
                .source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Event {
                    @Id TYPE sequence;
                    String key;
                }
                """.replace("TYPE", type))
                .expectClean();
    }

    @Test
    void negative_noIdField() {
        // the driver generates an ObjectId _id
        ProcessorTester.forRules("RandomId").source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Event {
                    String key;
                    String identifier;
                }
                """).expectClean();
    }

    @Test
    void negative_embeddedStringIdIsNotAnUnderscoreId() {
        ProcessorTester.forRules("RandomId").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    java.util.@Bounded(max = 10) List<Line> lines;
                    Customer customer;
                    static class Line { String id; java.util.UUID _id; }
                    @Embedded static class Customer { @Id String email; }
                }
                """).expectClean();
    }

    @Test
    void negative_referencedDocumentsIdIsNotThisDocumentsId() {
        ProcessorTester.forRules("RandomId")
                .source("p.Review", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Review {
                            org.bson.types.ObjectId id;
                            @Reference(Isbn.class) String isbn;
                        }
                        """)
                .source("p.Isbn", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Isbn {
                            @Id String code; // expect: WARNING RandomId
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("RandomId").source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:RandomId")
                class Book {
                    String id;
                }
                """).expectClean();
    }

    @Test
    void negative_turnedOff() {
        ProcessorTester.forRules("RandomId")
                .option("schemaguard.RandomId=OFF")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                }
                """)
                .expectClean();
    }

    /**
     * RandomId in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>{@code @MongoId(STRING)} and {@code @Id String} are in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

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
            ProcessorTester.forRules("RandomId")
                    .source("p.Session", sdm("""
                    @Document("sessions")
                    class Session { @MongoId ObjectId id; }
                    """))
                    .source("p.Counter", sdm("""
                    @Document("counters")
                    class Counter { @Id long id; }
                    """))
                    .expectClean();
        }
    }
}
