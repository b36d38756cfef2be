package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
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
        ProcessorTester.Result result =
                ProcessorTester.forRules("TtlIndex").source("p.Session", """
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
        String message = ProcessorTester.forRules("TtlIndex")
                .source("p.Session", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "_id", expireAfterSeconds = 3600) // expect: ERROR TtlIndex
                class Session {
                    org.bson.types.ObjectId id;
                }
                """)
                .expectMarkedDiagnostics()
                .message("TtlIndex");
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

    /**
     * TtlIndex in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>A TTL on a compound index cannot be written: SDM's {@code @CompoundIndex} has no expireAfterSeconds,
     * so only the TTL on {@code _id} is here.
     */
    @Nested
    class SpringData {

        @Test
        void positive_TtlIndex_expireAfterOnTheId() {
            ProcessorTester.forRules("TtlIndex").source("p.Event", sdm("""
                    @Document("events")
                    class Event {
                        @Id @Indexed(expireAfter = "1d") Date id; // expect: ERROR TtlIndex
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void negative_TtlIndex_expireAfterOnADate() {
            ProcessorTester.forRules("TtlIndex").source("p.Event", sdm("""
                    @Document("events")
                    class Event {
                        @Id ObjectId id;
                        @Indexed(expireAfter = "1d") Date createdAt;
                        @Indexed(expireAfterSeconds = 3600) java.time.Instant seenAt;
                    }
                    """)).expectClean();
        }
    }

    /**
     * TtlIndex in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_TtlIndex_expireAfterSecondsOnTheId() {
            ProcessorTester.forRules("TtlIndex").source("p.Event", morphia("""
                    @Entity("events")
                    class Event {
                        @Id @Indexed(options = @IndexOptions(expireAfterSeconds = 86_400)) Date id; // expect: ERROR TtlIndex
                    }
                    """)).expectMarkedDiagnostics();
        }

        /** Unlike SDM's @CompoundIndex, Morphia's @Index takes @IndexOptions(expireAfterSeconds): a compound TTL can be written. */
        @Test
        void positive_TtlIndex_compoundIndexWithExpiry() {
            ProcessorTester.forRules("TtlIndex")
                    .source("p.Session", morphia("""
                    @Entity("sessions")
                    @Indexes(@Index(fields = {@Field("createdAt"), @Field("userId")},
                            options = @IndexOptions(expireAfterSeconds = 3_600))) // expect: ERROR TtlIndex
                    class Session { @Id ObjectId id; Date createdAt; ObjectId userId; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_TtlIndex_expiryOnDatesAlone() {
            ProcessorTester.forRules("TtlIndex")
                    .source("p.Session", morphia("""
                    @Entity("sessions")
                    @Indexes({
                        @Index(fields = @Field("createdAt"), options = @IndexOptions(expireAfterSeconds = 3_600)),
                        @Index(fields = {@Field("createdAt"), @Field("userId")})
                    })
                    class Session {
                        @Id ObjectId id;
                        Date createdAt;
                        ObjectId userId;
                        @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) java.time.Instant seenAt;
                    }
                    """))
                    .expectClean();
        }
    }
}
