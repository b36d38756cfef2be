package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * TtlNeverExpires (ERROR, not fixed): MongoDB builds a TTL index on any field, but deletes only
 * documents whose indexed value is a date (or an array of dates). Reported on expireAfterSeconds.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class TtlNeverExpiresTest {

    private static final String DOCS = "(see docs/rules/TtlNeverExpires.md)";

    @Test
    void positive_onString() {
        String message = ProcessorTester.forRules("TtlNeverExpires")
                .source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "expiresAt", expireAfterSeconds = 0) // expect: ERROR TtlNeverExpires
                class Session {
                    org.bson.types.ObjectId id;
                    String expiresAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("TtlNeverExpires");
        assertTrue(message.contains("TTL index 'expiresAt_1' {expiresAt: 1} is on 'expiresAt' of type"), message);
        assertTrue(message.contains("String"), message);
        assertTrue(message.contains("MongoDB builds it"), message);
        assertTrue(message.contains("these documents never expire"), message);
    }

    @Test
    void positive_onLongEpochMillis() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    org.bson.types.ObjectId id;
                    @IndexHint(expireAfterSeconds = 60) long createdAtMillis; // expect: ERROR TtlNeverExpires
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_onListOfStrings() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "stamps", expireAfterSeconds = 60) // expect: ERROR TtlNeverExpires
                class Session {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 4) List<String> stamps;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_dateTypes() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "lastSeen", expireAfterSeconds = 86400)
                class Session {
                    org.bson.types.ObjectId id;
                    @IndexHint(expireAfterSeconds = 3600) java.util.Date createdAt;
                    @IndexHint(expireAfterSeconds = 0) java.time.Instant expiresAt;
                    java.time.LocalDateTime lastSeen;
                    @IndexHint(expireAfterSeconds = 60) java.time.LocalDate day;
                }
                """).expectClean();
    }

    @Test
    void negative_boundedListOfDates() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.Date;
                import java.util.List;
                @Document
                class Session {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) @IndexHint(expireAfterSeconds = 3600) List<Date> accessedAt;
                }
                """).expectClean();
    }

    @Test
    void negative_nestedDateField() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "audit.createdAt", expireAfterSeconds = 3600)
                class Session {
                    org.bson.types.ObjectId id;
                    Audit audit;
                    static class Audit { java.time.Instant createdAt; String by; }
                }
                """).expectClean();
    }

    @Test
    void negative_noTtlOnString() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"userId", "token"})
                class Session {
                    org.bson.types.ObjectId id;
                    @IndexHint String userId;
                    String token;
                }
                """).expectClean();
    }

    @Test
    void positive_onEmbeddedDocument() {
        String message = ProcessorTester.forRules("TtlNeverExpires")
                .source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "audit", expireAfterSeconds = 60) // expect: ERROR TtlNeverExpires
                class Session {
                    org.bson.types.ObjectId id;
                    Audit audit;
                    static class Audit { java.time.Instant at; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("TtlNeverExpires");
        assertTrue(message.contains("is on 'audit' of type"), message);
    }

    @Test
    void negative_datesInArrayOfDocuments() {
        ProcessorTester.forRules("TtlNeverExpires").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "events.at", expireAfterSeconds = 60)
                class Session {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 3) List<Event> events;
                    static class Event { java.time.Instant at; }
                }
                """).expectClean();
    }

    @Test
    void negative_notFixed_optionOffAndSuppressionSilenceIt() {
        String source = """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:TtlNeverExpires")
                @IndexHint(keys = "expiresAt", expireAfterSeconds = 0)
                class Session {
                    org.bson.types.ObjectId id;
                    String expiresAt;
                }
                """;
        ProcessorTester.forRules("TtlNeverExpires", "TtlIndex")
                .source("p.Session", source)
                .expectClean();
        ProcessorTester.forRules("TtlNeverExpires", "TtlIndex")
                .option("schemaguard.TtlNeverExpires=OFF")
                .source("p.Session", source.replace("@SuppressWarnings(\"schemaguard:TtlNeverExpires\")\n", ""))
                .expectClean();
    }

    /**
     * TtlNeverExpires in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>The positive case is in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

        @Test
        void positive_TtlNeverExpires_expireAfterSecondsOnALong() {
            ProcessorTester.forRules("TtlNeverExpires")
                    .source("p.Session", sdm("""
                    @Document("sessions")
                    class Session {
                        @Id String id;
                        @Indexed(expireAfterSeconds = 600) long lastSeenMillis; // expect: ERROR TtlNeverExpires
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TtlNeverExpires_datesAndListOfDates() {
            ProcessorTester.forRules("TtlNeverExpires")
                    .source("p.Session", sdm("""
                    @Document("sessions")
                    class Session {
                        @Id String id;
                        @Indexed(expireAfter = "30m") java.time.Instant lastSeen;
                        @Indexed(expireAfter = "P7D") @Size(max = 3) List<Date> logins;
                        @Indexed(expireAfterSeconds = 60) @Field("c") java.time.LocalDateTime created;
                    }
                    """))
                    .expectClean();
        }
    }
}
