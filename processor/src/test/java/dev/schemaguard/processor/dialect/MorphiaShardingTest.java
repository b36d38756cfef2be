package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.client.MongoClient;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.morphia.mapping.MappingException;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.RecordingServer;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import dev.schemaguard.runtime.Target;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Morphia 2.5's {@code @ShardKeys} (docs/dialects/morphia.md, docs/guide/sharding.md), read by name into the same shard key as
 * schemaguard's {@code @ShardKey}, and held against Morphia itself: {@code shardCollections()} run on
 * the embedded server, which is no mongos, so a recording double of the two mongos commands Morphia
 * uses ({@code enableSharding}, {@code shardCollection}) answers as a mongos would, and a
 * CommandListener keeps what Morphia sends. Its {@code key} and {@code unique} must be the generated
 * {@code SHARD_KEY} and the bootstrap target's unique flag.
 */
class MorphiaShardingTest {

    private static final String IMPORTS = """
            package m;
            import java.util.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.mapping.ShardKeyType;
            """;

    private static String morphia(String body) {
        return IMPORTS + body;
    }

    // ---------------------------------------------------------------- the model

    @Test
    void model_keysAsWrittenInStoredNames_typesAndUnique() {
        DocumentModel order = ModelCapture.readOne("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(value = {@ShardKey("cid"), @ShardKey(value = "placedAt", type = ShardKeyType.HASHED)},
                        options = @ShardOptions(unique = false, numInitialChunks = 8))
                class Order { @Id ObjectId id; @Property("cid") ObjectId customerId; Date placedAt; }
                """));
        ShardKeySpec shardKey = order.shardKey();
        assertEquals("@ShardKeys", shardKey.annotation());
        assertEquals(List.of("cid", "placedAt"), shardKey.fieldNames());
        assertEquals("customerId", shardKey.keys().get(0).javaPath());
        assertEquals(IndexKeyType.ASCENDING, shardKey.keys().get(0).type());
        assertEquals(IndexKeyType.HASHED, shardKey.keys().get(1).type());
        assertEquals("{cid: 1, placedAt: \"hashed\"}", shardKey.keysDocument());
        assertEquals(false, shardKey.unique());
    }

    @Test
    void model_uniqueFromShardOptions_inheritedFromAMappedSuperclass() {
        Map<String, DocumentModel> models = ModelCapture.read("m.Base", morphia("""
                @ShardKeys(value = @ShardKey("tenant"), options = @ShardOptions(unique = true))
                abstract class Base { @Id ObjectId id; String tenant; }
                @Entity("invoices")
                class Invoice extends Base { long number; }
                """));
        ShardKeySpec shardKey = models.get("m.Invoice").shardKey();
        assertEquals(List.of("tenant"), shardKey.fieldNames());
        assertTrue(shardKey.unique());
        assertEquals("m.Base", shardKey.declaringType());
    }

    /** EntityModel.getAnnotation finds @ShardKeys on an interface, here the one whose @Entity makes the class an entity. */
    @Test
    void model_shardKeysOfAnEntityInterface() {
        Map<String, DocumentModel> models = ModelCapture.read("m.Billed", morphia("""
                @Entity("invoices")
                @ShardKeys(@ShardKey("tenant"))
                interface Billed { }
                class Invoice implements Billed { @Id ObjectId id; String tenant; }
                """));
        ShardKeySpec shardKey = models.get("m.Invoice").shardKey();
        assertEquals(List.of("tenant"), shardKey.fieldNames());
        assertEquals("m.Billed", shardKey.declaringType());
    }

    @Test
    void model_noShardKeyWithoutShardKeys() {
        assertNull(ModelCapture.readOne("m.Plain", morphia("""
                @Entity("plain")
                class Plain { @Id ObjectId id; }
                """)).shardKey());
    }

    // ---------------------------------------------------------------- the rules, on @ShardKeys

    @Test
    void positive_ShardKey_arrayProperty() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("tags")) // expect: ERROR ShardKey
                class Order { @Id ObjectId id; List<String> tags; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(message.contains("shard key 'tags' goes through 'tags', an array"), message);
    }

    @Test
    void positive_ShardKey_unknownProperty() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("customer")) // expect: ERROR ShardKey
                class Order { @Id ObjectId id; ObjectId customerId; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        // Morphia sends the names unmapped: a Java field path is the wrong advice
        assertTrue(
                message.contains("Morphia sends each @ShardKey's value as written, so name fields by their stored "
                        + "names (_id for the @Id, the @Property name)"),
                message);
        assertFalse(message.contains("Java field paths"), message);
    }

    @Test
    void positive_ShardKey_unknownProperty_didYouMeanItsStoredName() {
        // 'customerId' would pass Morphia's check and shard on a field no document has (UnreadAnnotation)
        String message = ProcessorTester.forRules("ShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("customer_Id")) // expect: ERROR ShardKey
                class Order { @Id ObjectId id; @Property("customer_id") ObjectId customerId; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(message.contains("; did you mean 'customer_id'?"), message);
    }

    @Test
    void positive_ShardKey_noKeys_exampleInMorphiasAnnotations() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys({}) // expect: ERROR ShardKey
                class Order { @Id ObjectId id; ObjectId customerId; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(message.contains("e.g. @ShardKeys(@ShardKey(\"customerId\"))"), message);
    }

    @Test
    void positive_ShardKey_uniqueWithAHashedKey_reportedOnUnique() {
        String message = ProcessorTester.forRules("ShardKey")
                .source("m.Session", morphia("""
                @Entity("sessions")
                @ShardKeys(value = @ShardKey(value = "userId", type = ShardKeyType.HASHED),
                        options = @ShardOptions(unique = true)) // expect: ERROR ShardKey
                class Session { @Id ObjectId id; ObjectId userId; }
                """))
                .expectMarkedDiagnostics()
                .message("ShardKey");
        assertTrue(
                message.contains("@ShardOptions(unique = true) with the hashed shard key {userId: \"hashed\"}"),
                message);
    }

    @Test
    void positive_ShardKey_shardKeysBesideSchemaguardsShardKey() {
        ProcessorTester.forRules("ShardKey").source("m.Order", morphia("""
                @Entity("orders")
                @dev.schemaguard.annotations.ShardKey(keys = "customerId") // expect: ERROR ShardKey
                @ShardKeys(@ShardKey("placedAt"))
                class Order { @Id ObjectId id; ObjectId customerId; Date placedAt; }
                """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_ShardKey_shardKeysAgreeingWithSchemaguardsShardKey() {
        // Morphia sends "cid" as written; schemaguard's key maps customerId to its stored name, "cid": the same key
        ProcessorTester.forRules("ShardKey", "InvalidAnnotation")
                .source("m.Order", morphia("""
                @Entity("orders")
                @dev.schemaguard.annotations.ShardKey(keys = "customerId")
                @ShardKeys(@ShardKey("cid"))
                class Order { @Id ObjectId id; @Property("cid") ObjectId customerId; }
                """))
                .expectClean();
    }

    @Test
    void negative_ShardKey_storedNamesAndTheId() {
        ProcessorTester.forRules("ShardKey", "InvalidAnnotation")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys({@ShardKey("cid"), @ShardKey(value = "_id", type = ShardKeyType.HASHED)})
                class Order { @Id ObjectId id; @Property("cid") ObjectId customerId; }
                """))
                .expectClean();
    }

    @Test
    void positive_unreadAnnotation_javaNameOfARenamedProperty() {
        // Morphia's ShardKeyNames accepts the Java name, and shardCollection sends it unmapped: {customerId: 1}
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("customerId")) // expect: WARNING UnreadAnnotation
                class Order { @Id ObjectId id; @Property("cid") ObjectId customerId; }
                """))
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(
                message.contains("names the Java field 'customerId', which is stored as 'cid'")
                        && message.contains("@ShardKey(\"cid\")"),
                message);
    }

    @Test
    void positive_unreadAnnotation_idByItsJavaName() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey(value = "id", type = ShardKeyType.HASHED)) // expect: WARNING UnreadAnnotation
                class Order { @Id ObjectId id; }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_invalidAnnotation_dottedPathMorphiaRefuses() {
        String message = ProcessorTester.forRules("InvalidAnnotation", "ShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("address.city")) // expect: ERROR InvalidAnnotation
                class Order { @Id ObjectId id; Address address; }
                @Entity class Address { String city; }
                """))
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: @ShardKey(\"address.city\") on 'Order' is a dotted path: "
                        + "Morphia's ShardKeyNames check takes only a top-level property of the entity and fails mapping with "
                        + "\"bad shard keys\"; shard on a top-level field; fix the annotation so that Morphia can map the entity "
                        + "and create its indexes (see docs/rules/InvalidAnnotation.md)",
                message);
    }

    @Test
    void positive_UniqueIndexShardKey_indexedEmail() {
        ProcessorTester.forRules("UniqueIndexShardKey")
                .source("m.Customer", morphia("""
                @Entity("customers")
                @ShardKeys(@ShardKey("customerId"))
                class Customer {
                    @Id ObjectId id;
                    ObjectId customerId;
                    @Indexed(options = @IndexOptions(unique = true)) String email; // expect: ERROR UniqueIndexShardKey
                }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_UniqueIndexShardKey_indexStartingWithTheKey() {
        ProcessorTester.forRules("UniqueIndexShardKey", "ShardKey")
                .source("m.Customer", morphia("""
                @Entity("customers")
                @ShardKeys(@ShardKey("cid"))
                @Indexes(@Index(fields = {@Field("cid"), @Field("email")}, options = @IndexOptions(unique = true)))
                class Customer { @Id ObjectId id; @Property("cid") ObjectId customerId; String email; }
                """))
                .expectClean();
    }

    @Test
    void positive_MonotonicShardKey_rangedObjectIdId() {
        String message = ProcessorTester.forRules("MonotonicShardKey")
                .source("m.Event", morphia("""
                @Entity("events")
                @ShardKeys(@ShardKey("_id")) // expect: WARNING MonotonicShardKey
                class Event { @Id ObjectId id; String kind; }
                """))
                .expectMarkedDiagnostics()
                .message("MonotonicShardKey");
        assertTrue(message.contains("ranged shard key {_id: 1}"), message);
        // Morphia hashes through @ShardKey's type: schemaguard's '_id:hashed' would be sent as a field name
        assertTrue(
                message.contains("hash it (@ShardKey(value = \"_id\", type = ShardKeyType.HASHED), ShardKeyType "
                        + "from dev.morphia.mapping)"),
                message);
        assertFalse(message.contains(":hashed"), message);
    }

    @Test
    void negative_MonotonicShardKey_hashedId() {
        ProcessorTester.forRules("MonotonicShardKey", "ShardKey")
                .source("m.Event", morphia("""
                @Entity("events")
                @ShardKeys(@ShardKey(value = "_id", type = ShardKeyType.HASHED))
                class Event { @Id ObjectId id; String kind; }
                """))
                .expectClean();
    }

    @Test
    void positive_LowCardinalityShardKey_enumProperty() {
        ProcessorTester.forRules("LowCardinalityShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(@ShardKey("status")) // expect: WARNING LowCardinalityShardKey
                class Order { @Id ObjectId id; Status status; enum Status { OPEN, PAID } }
                """))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_LowCardinalityShardKey_compoundWithAnotherField() {
        ProcessorTester.forRules("LowCardinalityShardKey", "ShardKey", "MonotonicShardKey")
                .source("m.Order", morphia("""
                @Entity("orders")
                @ShardKeys({@ShardKey("status"), @ShardKey("customerId")})
                class Order { @Id ObjectId id; ObjectId customerId; Status status; enum Status { OPEN, PAID } }
                """))
                .expectClean();
    }

    // ---------------------------------------------------------------- against Morphia's shardCollections()

    private static final String[] SOURCES = {
        "m.Order", morphia("""
                @Entity("orders")
                @ShardKeys(value = {@ShardKey("cid"), @ShardKey("placedAt")}, options = @ShardOptions(unique = true))
                public class Order { @Id ObjectId id; @Property("cid") ObjectId customerId; Date placedAt; }
                """),
        "m.Session", morphia("""
                @Entity("sessions")
                @ShardKeys(value = {@ShardKey(value = "userId", type = ShardKeyType.HASHED), @ShardKey("r")},
                        options = @ShardOptions(numInitialChunks = 4, presplitHashedZones = false))
                public class Session { @Id ObjectId id; ObjectId userId; @Property("r") String region; }
                """),
        "m.Event", morphia("""
                @Entity("events")
                @ShardKeys(@ShardKey(value = "_id", type = ShardKeyType.HASHED))
                public class Event { @Id ObjectId id; String kind; }
                """),
        "m.Invoice", morphia("""
                @ShardKeys(@ShardKey("tenant"))
                abstract class Base { @Id ObjectId id; String tenant; }
                @Entity("invoices")
                public class Invoice extends Base { long number; }
                """),
    };

    private static RecordingServer server;
    private static MongoClient client;
    private static ClassLoader loader;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @BeforeAll
    static void start() {
        List<javax.tools.JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < SOURCES.length; i += 2) {
            files.add(JavaFileObjects.forSourceString(SOURCES[i], SOURCES[i + 1]));
        }
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions("-Aschemaguard.bootstrapPackage=m")
                .compile(files);
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = CompiledOutput.loader(compilation);
        // mongo-java-server is no mongos: answer the two sharding commands as one would, to let Morphia go on
        server = new RecordingServer(
                new MemoryBackend() {
                    @Override
                    public de.bwaldvogel.mongo.bson.Document handleCommand(
                            Channel channel, String database, String command, de.bwaldvogel.mongo.bson.Document query) {
                        if (command.equals("enableSharding")) {
                            return new de.bwaldvogel.mongo.bson.Document("ok", 1.0);
                        }
                        if (command.equals("shardCollection")) {
                            return new de.bwaldvogel.mongo.bson.Document(
                                            "collectionsharded", query.get("shardCollection"))
                                    .append("ok", 1.0);
                        }
                        if (command.equalsIgnoreCase("collstats")) {
                            return new de.bwaldvogel.mongo.bson.Document("sharded", false).append("ok", 1.0);
                        }
                        return super.handleCommand(channel, database, command, query);
                    }
                },
                Set.of("shardCollection"));
        client = server.client();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Order", "Session", "Event", "Invoice"})
    void morphiaShardsAsSchemaguardWould(String name) throws Exception {
        String database = "sharded" + DATABASES.incrementAndGet();
        Datastore datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(loader.loadClass("m." + name));
        datastore.shardCollections();
        BsonDocument morphia = sentFor(database);

        Bson shardKey = (Bson)
                loader.loadClass("m." + name + "Schema").getField("SHARD_KEY").get(null);
        assertEquals(morphia.getDocument("key"), shardKey.toBsonDocument(), name + ": Morphia sends " + morphia);
        Target target = target(morphia.getString("shardCollection").getValue().substring(database.length() + 1));
        assertEquals(morphia.getBoolean("unique"), BsonBoolean.valueOf(target.shardKeyUnique()), name);
    }

    /** What Morphia sends beyond key and unique is its own, and schemaguard's bootstrap does not send it. */
    @Test
    void morphiaSendsPresplitAlways_andNumInitialChunksOnlyWithAHashedKey() throws Exception {
        String database = "sharded" + DATABASES.incrementAndGet();
        Datastore datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(loader.loadClass("m.Session"));
        datastore.shardCollections();
        BsonDocument session = sentFor(database);
        assertEquals(4, session.getInt32("numInitialChunks").getValue());
        assertEquals(BsonBoolean.FALSE, session.getBoolean("presplitHashedZones"));

        database = "sharded" + DATABASES.incrementAndGet();
        datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(loader.loadClass("m.Order"));
        datastore.shardCollections();
        BsonDocument order = sentFor(database);
        assertTrue(order.containsKey("presplitHashedZones") && !order.containsKey("numInitialChunks"), order.toJson());
    }

    /** The two name errors of the reader, confirmed on Morphia: one is refused at mapping, one is sent unmapped. */
    @Test
    void morphiaRefusesADottedPath_andSendsAJavaNameUnmapped() throws Exception {
        Compilation compilation = SharedFileManagerJavac.compiler()
                .compile(
                        JavaFileObjects.forSourceString("m.Dotted", morphia("""
                        @Entity("dotted")
                        @ShardKeys(@ShardKey("address.city"))
                        public class Dotted { @Id ObjectId id; Address address; }
                        @Entity class Address { String city; }
                        """)),
                        JavaFileObjects.forSourceString("m.Renamed", morphia("""
                        @Entity("renamed")
                        @ShardKeys(@ShardKey("customerId"))
                        public class Renamed { @Id ObjectId id; @Property("cid") ObjectId customerId; }
                        """)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status());
        ClassLoader plain = CompiledOutput.loader(compilation);
        Datastore dotted = Morphia.createDatastore(client, "sharded" + DATABASES.incrementAndGet());
        assertThrows(MappingException.class, () -> dotted.getMapper().map(plain.loadClass("m.Dotted")));

        String database = "sharded" + DATABASES.incrementAndGet();
        Datastore renamed = Morphia.createDatastore(client, database);
        renamed.getMapper().map(plain.loadClass("m.Renamed"));
        renamed.shardCollections();
        assertEquals(BsonDocument.parse("{customerId: 1}"), sentFor(database).getDocument("key"));
    }

    private static BsonDocument sentFor(String database) {
        List<BsonDocument> sent = server.sent().stream()
                .filter(c -> c.getString("shardCollection").getValue().startsWith(database + "."))
                .toList();
        assertEquals(1, sent.size(), "one shardCollection for " + database + ": " + sent);
        return sent.get(0);
    }

    @SuppressWarnings("unchecked")
    private static Target target(String collection) throws Exception {
        List<Target> targets = (List<Target>)
                loader.loadClass("m.SchemaBootstrap").getMethod("targets").invoke(null);
        Target found = targets.stream()
                .filter(t -> t.collection().equals(collection))
                .findFirst()
                .orElse(null);
        assertNotNull(found, collection + " among " + targets);
        return found;
    }
}
