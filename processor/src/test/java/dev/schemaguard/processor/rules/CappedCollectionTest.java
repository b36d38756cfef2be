package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * CappedCollection (fixed, ERROR): what create refuses of a capped collection (create.idl: size 1..1 PB,
 * max below 2^31; timeseries_create.js: capped with timeseries) and, on targets 5.2 to 7.0, a TTL index
 * on it (ttl_index_capped_collection.js). Reported on the member at fault, on @Capped, or on the TTL's
 * expireAfterSeconds. A shard key on it is refused too (shardCollection: "can't shard a capped
 * collection", InvalidOptions), whoever declares it.
 */
class CappedCollectionTest {

    private static final String DOCS = "(see docs/rules/CappedCollection.md)";

    private static ProcessorTester.Result at(String version, String source) {
        ProcessorTester tester = ProcessorTester.forRules("CappedCollection");
        if (version != null) {
            tester.option("schemaguard.mongodbVersion=" + version);
        }
        return tester.source("p.Log", source).expectMarkedDiagnostics();
    }

    @Test
    void positive_sizeZero() {
        ProcessorTester.Result result = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 0) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; String line; }
                """);
        String message = result.message("CappedCollection");
        assertTrue(
                message.startsWith("[CappedCollection] @Capped(sizeBytes = 0) is outside 1..1125899906842624"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_sizeNegative_reportedOnTheMember() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(
                        maxDocuments = 100,
                        sizeBytes = -1) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; String line; }
                """);
    }

    @Test
    void positive_sizeAboveOnePetabyte() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1125899906842625L) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; String line; }
                """);
    }

    @Test
    void negative_sizeBounds() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                @Capped(sizeBytes = 1)
                class Log { org.bson.types.ObjectId id; String line; }
                @Document(collection = "b")
                @Capped(sizeBytes = 1125899906842624L)
                class Big { org.bson.types.ObjectId id; String line; }
                """);
    }

    @Test
    void positive_maxDocumentsTwoToThe31() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576, maxDocuments = 2147483648L) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; String line; }
                """).message("CappedCollection");
        assertTrue(message.contains("max in a capped collection has to be < 2^31"), message);
    }

    @Test
    void negative_maxDocumentsZeroNegativeOrLargest() {
        // zero or negative: no limit but the size (collection_options.cpp turns them into 2^31-1)
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                @Capped(sizeBytes = 1048576, maxDocuments = 0)
                class Log { org.bson.types.ObjectId id; String line; }
                @Document(collection = "b")
                @Capped(sizeBytes = 1048576, maxDocuments = -5)
                class Neg { org.bson.types.ObjectId id; }
                @Document(collection = "c")
                @Capped(sizeBytes = 1048576, maxDocuments = 2147483647L)
                class Largest { org.bson.types.ObjectId id; }
                """);
    }

    @Test
    void positive_withTimeSeries() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                @TimeSeries(timeField = "at")
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("CappedCollection");
        assertTrue(message.contains("'Log' is both @Capped and @TimeSeries"), message);
    }

    @Test
    void positive_ttlIndexAt60() {
        String message = at("6.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                class Log {
                    org.bson.types.ObjectId id;
                    @IndexHint(expireAfterSeconds = 3600) java.time.Instant at; // expect: ERROR CappedCollection
                }
                """).message("CappedCollection");
        assertTrue(message.contains("TTL index 'at_1' {at: 1} is on a capped collection"), message);
        assertTrue(message.contains("the target is 6.0"), message);
    }

    @Test
    void positive_ttlIndexAtDefaultTarget_classLevelHint() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                @IndexHint(keys = "at", expireAfterSeconds = 60) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_ttlIndexAt52() {
        at("5.2", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                @IndexHint(keys = "at", expireAfterSeconds = 60) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_ttlIndexBefore52() {
        at("5.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                @IndexHint(keys = "at", expireAfterSeconds = 60)
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_ttlIndexFrom71() {
        at("7.1", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576)
                @IndexHint(keys = "at", expireAfterSeconds = 60)
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void negative_plainIndexOnCapped_andTtlWithoutCapped() {
        at("6.0", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "a")
                @Capped(sizeBytes = 1048576)
                @IndexHint(keys = "at")
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                @Document(collection = "b")
                @IndexHint(keys = "at", expireAfterSeconds = 60)
                class Session { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }

    @Test
    void positive_notSuppressible() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @SuppressWarnings("schemaguard:CappedCollection")
                @Capped(sizeBytes = 0) // expect: ERROR CappedCollection
                class Log { org.bson.types.ObjectId id; }
                """).message("CappedCollection");
        assertTrue(message.contains("@SuppressWarnings does not apply: CappedCollection is a fixed rule"), message);
    }

    @Test
    void positive_withShardKey() {
        String message = at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                @ShardKey(keys = "at")
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """).message("CappedCollection");
        assertTrue(message.contains("'Log' is @Capped and has the shard key {at: 1} (@ShardKey on 'Log')"), message);
        assertTrue(message.contains("can't shard a capped collection"), message);
    }

    @Test
    void positive_withInheritedShardKey() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @ShardKey(keys = "at")
                abstract class Entry { org.bson.types.ObjectId id; java.time.Instant at; }
                @Document
                @Capped(sizeBytes = 1048576) // expect: ERROR CappedCollection
                class Log extends Entry { }
                """);
    }

    @Test
    void negative_shardKeyWithoutCapped() {
        at(null, """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @ShardKey(keys = "at:hashed")
                class Log { org.bson.types.ObjectId id; java.time.Instant at; }
                """);
    }
}
