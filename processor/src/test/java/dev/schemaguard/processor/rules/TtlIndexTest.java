package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * TtlIndex (fixed, ERROR): what createIndexes refuses of a TTL index, a compound key pattern
 * (ttl_index_options.js) or the _id index (index_id_options.js). Reported on expireAfterSeconds.
 * A TTL on a field that holds no date is TtlNeverExpires.
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
        assertTrue(message.contains("CannotCreateIndex, 67"), message);
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
        assertTrue(message.contains("is on _id: the _id index takes no expireAfterSeconds"), message);
        assertTrue(message.contains("InvalidIndexSpecificationOption, 197"), message);
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
}
