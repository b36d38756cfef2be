package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * TtlIndex (fixed, ERROR): a TTL index has more than one key, is on _id, or its field is not a
 * date type (or a collection of dates). Reported on expireAfterSeconds.
 */
class TtlIndexTest {

    private static final String DOCS = "(see docs/rules/TtlIndex.md)";

    @Test
    void positive_twoKeys() {
        ProcessorTester.Result result = ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"createdAt", "userId"}, expireAfterSeconds = 3600) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                    java.time.Instant createdAt;
                    String userId;
                }
                """).expectMarkedDiagnostics();
        String message = result.message("TtlIndex");
        assertTrue(message.startsWith("[TtlIndex] "), message);
        assertTrue(message.contains("TTL index 'createdAt_1_userId_1' {createdAt: 1, userId: 1} has 2 keys"), message);
        assertTrue(message.contains("index the date field alone"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_reportedOnExpireAfterSeconds() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = {"createdAt", "userId"},
                        expireAfterSeconds = 3600) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                    java.time.Instant createdAt;
                    String userId;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_onId() {
        String message = ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id", expireAfterSeconds = 3600) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                }
                """).expectMarkedDiagnostics().message("TtlIndex");
        assertTrue(message.contains("is on _id, where MongoDB does not support a TTL"), message);
    }

    @Test
    void positive_fieldLevelOnIdField() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    @IndexHint(expireAfterSeconds = 60) java.util.Date id; // expect: ERROR TtlIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_onString() {
        String message = ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "expiresAt", expireAfterSeconds = 0) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                    String expiresAt;
                }
                """).expectMarkedDiagnostics().message("TtlIndex");
        assertTrue(message.contains("TTL index 'expiresAt_1' {expiresAt: 1} is on 'expiresAt' of type"), message);
        assertTrue(message.contains("String"), message);
        assertTrue(message.contains("would never expire"), message);
    }

    @Test
    void positive_onLongEpochMillis() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Session {
                    org.bson.types.ObjectId id;
                    @IndexHint(expireAfterSeconds = 60) long createdAtMillis; // expect: ERROR TtlIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_onListOfStrings() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "stamps", expireAfterSeconds = 60) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 4) List<String> stamps;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_dateTypes() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
    void positive_onExplicitIdDateField() {
        // @Id makes the field _id, whatever its type
        ProcessorTester.forRules("TtlIndex").source("p.Event", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Event {
                    @Id @IndexHint(expireAfterSeconds = 60) java.util.Date createdAt; // expect: ERROR TtlIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_onEmbeddedDocument() {
        String message = ProcessorTester.forRules("TtlIndex").source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "audit", expireAfterSeconds = 60) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                    Audit audit;
                    static class Audit { java.time.Instant at; }
                }
                """).expectMarkedDiagnostics().message("TtlIndex");
        assertTrue(message.contains("is on 'audit' of type"), message);
    }

    @Test
    void negative_datesInArrayOfDocuments() {
        ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
}
