package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.MongoCommandException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.model.CreateCollectionOptions;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.exception.MongoServerError;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.RecordingServer;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.data.mongodb.core.MongoTemplate;

/**
 * Differential test of the frameworks' own collection options (docs/guide/collection-options.md and the dialect pages under docs/dialects/): the same classes are
 * compiled with the processors, and the framework creates their collection on the embedded server
 * (SDM's {@code createCollection(Class)}, Morphia's {@code ensureCaps()} and
 * {@code enableDocumentValidation()}), while schemaguard's generated {@code createCollectionOptions()}
 * creates it through the same driver. A CommandListener captures what each one sends, and the options
 * must be the same: collection name, capped, size, max, timeseries, expireAfterSeconds, validator,
 * level and action.
 *
 * <p>mongo-java-server keeps no collection options and refuses capped collections (a capped create is
 * answered here as a server answers it, without creating anything), so only the commands as
 * <em>sent</em> are compared (a started event is published before the server answers).
 * It has no {@code collMod}: it answers NamespaceNotFound here, as a real server does for a
 * collection that does not exist yet, so that Morphia takes the path it takes on a fresh database
 * (create with the validator).
 */
class CollectionOptionsDifferentialTest {

    private static final String SDM = """
            package sdm;
            import java.time.Instant;
            import java.util.Date;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.timeseries.Granularity;
            """;

    private static final String MORPHIA = """
            package m;
            import java.util.Date;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import com.mongodb.client.model.ValidationAction;
            import com.mongodb.client.model.ValidationLevel;
            """;

    private static final String[] SOURCES = {
        "sdm.PageView", SDM + """
            @TimeSeries(collection = "page_views", timeField = "viewedAt", metaField = "source",
                    granularity = Granularity.MINUTES, expireAfter = "30d")
            public class PageView { String id; @Field("ts") Instant viewedAt; @Field("src") Source source;
                public static class Source { String page; String country; } }
            """,
        "sdm.Reading", SDM + """
            @TimeSeries(timeField = "at", expireAfter = "PT2H", granularity = Granularity.HOURS)
            public class Reading { String id; Date at; double value; }
            """,
        "sdm.Tick", SDM + """
            @TimeSeries(timeField = "at", granularity = Granularity.SECONDS, expireAfter = "90s")
            public class Tick { String id; Instant at; }
            """,
        // DEFAULT sends no granularity, and a bare number is milliseconds (90 ms: no expiry at all)
        "sdm.Sample", SDM + """
            @TimeSeries(timeField = "at", metaField = "sensor", expireAfter = "90")
            public class Sample { String id; Instant at; String sensor; }
            """,
        "sdm.Retained", SDM + """
            @TimeSeries(timeField = "at", expireAfter = "90000")
            public class Retained { String id; Instant at; }
            """,
        // @Document beside @TimeSeries: the collection's name is @Document's, and createCollection still reads
        // @TimeSeries
        "sdm.Weather", SDM + """
            @Document("weather")
            @TimeSeries(timeField = "at", metaField = "station", granularity = Granularity.MINUTES)
            public class Weather { String id; Instant at; String station; double celsius; }
            """,
        // a composed annotation meta-annotated with @TimeSeries, its collection aliased: SDM reads it merged
        "sdm.Metric", SDM + """
            import java.lang.annotation.*;
            @Metrics(collection = "metrics")
            public class Metric { String id; Instant at; String sensor; double value; }
            @TimeSeries(timeField = "at", metaField = "sensor", granularity = Granularity.HOURS)
            @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
            @interface Metrics {
                @org.springframework.core.annotation.AliasFor(annotation = TimeSeries.class, attribute = "collection")
                String collection() default "";
            }
            """,
        "m.Log", MORPHIA + """
            @Entity(value = "log", cap = @CappedAt(value = 4096, count = 100))
            public class Log { @Id ObjectId id; String line; }
            """,
        // a count alone: CappedAt's default value, 1 MiB
        "m.Tail", MORPHIA + """
            @Entity(cap = @CappedAt(count = 10))
            public class Tail { @Id ObjectId id; String line; }
            """,
        "m.SizeOnly", MORPHIA + """
            @Entity(cap = @CappedAt(65536))
            public class SizeOnly { @Id ObjectId id; String line; }
            """,
        "m.Account", MORPHIA + """
            @Entity("accounts")
            @Validation(value = "{ balance: { $gte: 0 }, $jsonSchema: { required: ['owner'] } }",
                    level = ValidationLevel.MODERATE, action = ValidationAction.WARN)
            public class Account { @Id ObjectId id; long balance; String owner; }
            """,
        // Morphia's defaults: strict, error
        "m.Order", MORPHIA + """
            @Entity("orders")
            @Validation("{ total: { $gt: { $numberLong: '0' } } }")
            public class Order { @Id ObjectId id; long total; }
            """,
        // EntityModel.getAnnotation: the @Validation of an @Entity interface, for an unannotated class
        "m.Ledger", MORPHIA + """
            public class Ledger implements Booked { @Id ObjectId id; long amount; }
            @Entity("ledgers")
            @Validation("{ amount: { $type: 'long' } }")
            interface Booked { }
            """,
        // an unnamed abstract @Entity's cap and @Validation: the subclass's collection gets both
        "m.Clip", MORPHIA + """
            public class Clip extends Media { String line; }
            @Entity(cap = @CappedAt(value = 4096, count = 10))
            @Validation("{ line: { $type: 'string' } }")
            abstract class Media { @Id ObjectId id; }
            """,
        "m.Gizmo", MORPHIA + """
            public class Gizmo implements Gadgety { @Id ObjectId id; String name; }
            @Entity
            @Validation(value = "{ name: { $type: 'string' } }", action = ValidationAction.WARN)
            interface Gadgety { }
            """,
        "m.Audit", MORPHIA + """
            @Entity(value = "audit", cap = @CappedAt(value = 8192, count = 50))
            @Validation("{ line: { $type: 'string' } }")
            public class Audit { @Id ObjectId id; String line; }
            """,
    };

    private static RecordingServer server;
    private static MongoClient client;
    private static ClassLoader loader;
    /** Each create and collMod as sent, by database: the event's document is only valid during the callback. */
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @BeforeAll
    static void start() {
        List<javax.tools.JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < SOURCES.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(SOURCES[i], SOURCES[i + 1]));
        }
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor())
                .compile(files);
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = CompiledOutput.loader(compilation);
        server = new RecordingServer(
                new MemoryBackend() {
                    /** Namespaces created so far: Morphia sends collMod once per mapped model, an @Entity interface's too. */
                    private final Set<String> created = java.util.concurrent.ConcurrentHashMap.newKeySet();

                    @Override
                    public de.bwaldvogel.mongo.bson.Document handleCommand(
                            Channel channel, String database, String command, de.bwaldvogel.mongo.bson.Document query) {
                        if (command.equals("collMod")) {
                            if (created.contains(database + "." + query.get("collMod"))) {
                                return new de.bwaldvogel.mongo.bson.Document("ok", 1.0);
                            }
                            throw new MongoServerError(26, "NamespaceNotFound", "ns does not exist");
                        }
                        if (command.equals("create") && Boolean.TRUE.equals(query.get("capped"))) {
                            // mongo-java-server refuses capped collections: answered as a server does, so that
                            // ensureCaps goes
                            // on to the next model
                            created.add(database + "." + query.get("create"));
                            return new de.bwaldvogel.mongo.bson.Document("ok", 1.0);
                        }
                        de.bwaldvogel.mongo.bson.Document answer =
                                super.handleCommand(channel, database, command, query);
                        if (command.equals("create")) {
                            created.add(database + "." + query.get("create"));
                        }
                        return answer;
                    }
                },
                Set.of("create", "collMod"));
        client = server.client();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "sdm.PageView",
                "sdm.Reading",
                "sdm.Tick",
                "sdm.Sample",
                "sdm.Retained",
                "sdm.Weather",
                "sdm.Metric"
            })
    void springDataCreatesTheCollectionAsSchemaguardWould(String type) throws Exception {
        String database = "sdm" + DATABASES.incrementAndGet();
        new MongoTemplate(client, database).createCollection(loader.loadClass(type));
        BsonDocument sdm = only(database, "create");

        BsonDocument ours = ours(type);
        // SDM sends no granularity for Granularity.DEFAULT, schemaguard sends the server's default, seconds
        if (sdm.containsKey("timeseries") && !sdm.getDocument("timeseries").containsKey("granularity")) {
            assertEquals(
                    new BsonString("seconds"), ours.getDocument("timeseries").remove("granularity"), type);
        }
        assertEquals(options(sdm), options(ours), type);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"m.Log", "m.Tail", "m.SizeOnly", "m.Account", "m.Order", "m.Audit", "m.Ledger"})
    void morphiaCreatesTheCollectionAsSchemaguardWould(String type) throws Exception {
        String database = "morphia" + DATABASES.incrementAndGet();
        Datastore datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(loader.loadClass(type));
        try {
            datastore.ensureCaps();
        } catch (MongoCommandException e) {
            assertTrue(e.getMessage().contains("capped"), "mongo-java-server refuses capped collections: " + e);
        }
        datastore.enableDocumentValidation();
        BsonDocument morphia = morphiaOptions(commands(database));

        assertEquals(options(morphia), options(ours(type)), type);
        if (morphia.containsKey("validator")) {
            Object validator =
                    loader.loadClass(type + "Schema").getMethod("validator").invoke(null);
            assertEquals(morphia.getDocument("validator"), validator, "validator() is the validator Morphia sends");
        }
    }

    /**
     * ensureCaps() and enableDocumentValidation() go through every mapped model, the abstract class's or interface's
     * whose {@code @Entity} and {@code @Validation} the entity inherits too: Morphia sends its options to the camelCase
     * of that type's name as well, an empty collection nothing is ever stored in, for which schemaguard generates no
     * schema class. The entity's own collection gets what schemaguard sends.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"m.Clip, clip, media", "m.Gizmo, gizmo, gadgety"})
    void morphiaAlsoSendsAnAbstractModelsOptionsToItsOwnEmptyCollection(
            String type, String collection, String abstractCollection) throws Exception {
        String database = "morphia" + DATABASES.incrementAndGet();
        Datastore datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(loader.loadClass(type));
        datastore.ensureCaps();
        datastore.enableDocumentValidation();
        java.util.Map<String, List<BsonDocument>> byCollection = new java.util.TreeMap<>();
        for (BsonDocument command : commands(database)) {
            String name = command.containsKey("collMod")
                    ? command.getString("collMod").getValue()
                    : command.getString("create").getValue();
            byCollection.computeIfAbsent(name, k -> new ArrayList<>()).add(command);
        }
        assertEquals(Set.of(collection, abstractCollection), byCollection.keySet());
        assertEquals(options(morphiaOptions(byCollection.get(collection))), options(ours(type)), type);
        String abstractType = type.substring(0, type.lastIndexOf('.') + 1)
                + Character.toUpperCase(abstractCollection.charAt(0))
                + abstractCollection.substring(1);
        loader.loadClass(abstractType);
        assertThrows(ClassNotFoundException.class, () -> loader.loadClass(abstractType + "Schema"));
    }

    /**
     * On a real server, ensureCaps() creates the capped collection and enableDocumentValidation()'s
     * collMod then sets the validator on it; without a cap, collMod fails with NamespaceNotFound and
     * Morphia creates the collection with the validator. Either way the collection ends up with the
     * union, which is what schemaguard sends in one create.
     */
    private static BsonDocument morphiaOptions(List<BsonDocument> commands) {
        BsonDocument capped = null;
        BsonDocument collMod = null;
        BsonDocument created = null;
        for (BsonDocument command : commands) {
            if (command.containsKey("collMod")) {
                collMod = command;
            } else if (command.getBoolean("capped").getValue()) {
                capped = command;
            } else {
                created = command;
            }
        }
        if (capped == null) {
            assertNotNull(created, () -> "Morphia created the collection: " + commands);
            return created;
        }
        BsonDocument union = capped.clone();
        if (collMod != null) {
            for (String field : List.of("validator", "validationLevel", "validationAction")) {
                union.put(field, collMod.get(field));
            }
        }
        return union;
    }

    /** What schemaguard's generated createCollectionOptions() makes the driver send. */
    private static BsonDocument ours(String type) throws Exception {
        Class<?> schema = loader.loadClass(type + "Schema");
        String collection = (String) schema.getField("COLLECTION").get(null);
        String database = "ours" + DATABASES.incrementAndGet();
        try {
            client.getDatabase(database).createCollection(collection, (CreateCollectionOptions)
                    schema.getMethod("createCollectionOptions").invoke(null));
        } catch (MongoCommandException e) {
            assertTrue(e.getMessage().contains("capped"), "mongo-java-server refuses capped collections: " + e);
        }
        return only(database, "create");
    }

    private static BsonDocument only(String database, String name) {
        List<BsonDocument> sent = commands(database);
        assertEquals(1, sent.size(), () -> "one command to " + database + ": " + sent);
        assertTrue(sent.get(0).containsKey(name), sent.get(0)::toJson);
        return sent.get(0);
    }

    private static List<BsonDocument> commands(String database) {
        List<BsonDocument> out = server.sentTo(database);
        assertFalse(out.isEmpty(), "nothing sent to " + database);
        return out;
    }

    /** The collection options of a create command: the name, and every option, without the driver's session fields. */
    private static BsonDocument options(BsonDocument command) {
        BsonDocument out = new BsonDocument();
        for (String field : command.keySet()) {
            if (!field.startsWith("$") && !field.equals("lsid") && !field.equals("txnNumber")) {
                out.put(field, command.get(field));
            }
        }
        return out;
    }
}
