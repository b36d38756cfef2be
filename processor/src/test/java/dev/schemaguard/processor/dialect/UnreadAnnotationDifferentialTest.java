package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.morphia.mapping.codec.pojo.EntityModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.DriverCodec;
import dev.schemaguard.processor.testing.FilledInstances;
import dev.schemaguard.processor.testing.MorphiaMapping;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * UnreadAnnotation against the frameworks themselves: a mapping annotation on a method (or parameter) of
 * every shape the framework does not read (no accessor, with parameters, static, default and abstract
 * interface methods, non-public getters) is a warning when it meant to name or store something and
 * nothing when it only keeps out what is not stored; the real driver codec, SDM mapping context and
 * Morphia mapper, run on the same compiled classes, store exactly what the schema class says and none
 * of the names those annotations give.
 */
class UnreadAnnotationDifferentialTest {

    private static final String POJO_IMPORTS = """
            package pojo;
            import dev.schemaguard.annotations.Document;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    @Test
    void positive_driverCodec_neverReadsAnnotationsOffAccessors() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("pojo.Ledger", POJO_IMPORTS + """
                        public interface Ledger {
                            @BsonProperty("d") default String describe() { return "d"; } // expect: WARNING UnreadAnnotation
                            @BsonIgnore default String summary() { return "s"; }
                            @BsonProperty("st") static String make() { return "m"; } // expect: WARNING UnreadAnnotation
                            @BsonId void reset(int to); // expect: WARNING UnreadAnnotation
                        }
                        """)
                .source("pojo.Account", POJO_IMPORTS + """
                        @Document
                        public class Account implements Ledger {
                            private ObjectId id;
                            private String title;
                            private long money;
                            public ObjectId getId() { return id; }
                            public void setId(ObjectId id) { this.id = id; }
                            public String getTitle() { return title; }
                            public void setTitle(String title) { this.title = title; }
                            public long getMoney() { return money; }
                            public void setMoney(long money) { this.money = money; }
                            @BsonProperty("x") public long addMoney() { return money; } // expect: WARNING UnreadAnnotation
                            @BsonProperty("y") public void addMoney(long more) { money += more; } // expect: WARNING UnreadAnnotation
                            @BsonIgnore public void insertOrReplace() { }
                            @BsonIgnore public String code() { return ""; }
                            @BsonIgnore public void add(int more, int times) { }
                            @BsonProperty("z") public static String code(int i) { return ""; } // expect: WARNING UnreadAnnotation
                            @BsonIgnore public static String getDefault() { return ""; }
                            @BsonId public static ObjectId getOther() { return null; } // expect: WARNING UnreadAnnotation
                            @BsonProperty("t2") public String title() { return title; } // expect: WARNING UnreadAnnotation
                            @BsonRepresentation(org.bson.BsonType.STRING) String getShown() { return ""; } // expect: WARNING UnreadAnnotation
                            public void reset(int to) { }
                            public void rename(@BsonProperty("n") String name) { } // expect: WARNING UnreadAnnotation
                        }
                        """)
                .expectMarkedDiagnostics();
        List<String> messages = result.messages("UnreadAnnotation");
        String addMoney = messages.stream()
                .filter(m -> m.contains("@BsonProperty on addMoney() "))
                .findFirst()
                .orElseThrow();
        assertEquals(
                "[UnreadAnnotation] @BsonProperty on addMoney() is never read: the driver's POJO codec reads its "
                        + "annotations on fields, on getters and setters (public instance methods named get or is and a capital "
                        + "letter without parameters, or set and a capital letter with one) and on @BsonCreator parameters, and "
                        + "addMoney() is none of them, so it stores nothing; write it on the field of the property it meant, or "
                        + "delete @BsonProperty (see docs/rules/UnreadAnnotation.md)",
                addMoney);
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("@BsonProperty on title() is never read")
                                && m.contains(
                                        "so 'title' is stored as 'title' all the same; write @BsonProperty on the field 'title' "
                                                + "instead, or delete @BsonProperty")),
                messages::toString);
        assertTrue(
                messages.stream()
                        .anyMatch(m -> m.contains("@BsonRepresentation on getShown() is never read")
                                && m.contains("make getShown() public and not static")),
                messages::toString);
        assertTrue(
                messages.stream().anyMatch(m -> m.contains("@BsonProperty on the parameter 'name' of rename()")),
                messages::toString);

        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> type = loader.loadClass("pojo.Account");
        BsonDocument written = DriverCodec.encode(type, FilledInstances.of(type));
        TreeSet<String> expected = new TreeSet<>(List.of("_id", "money", "title"));
        assertEquals(expected, new TreeSet<>(written.keySet()), written::toJson);
        assertEquals(expected, DriverPojoDifferentialTest.storedPathConstants(loader.loadClass("pojo.AccountSchema")));
    }

    /** The same annotations where the codec reads them: no finding. */
    @Test
    void negative_driverCodec_annotationsOnAccessorsAndSuppressed() {
        ProcessorTester.forRules("UnreadAnnotation")
                .source("pojo.Account", POJO_IMPORTS + """
                @Document
                public class Account {
                    private ObjectId id;
                    private String title;
                    public ObjectId getId() { return id; }
                    @BsonProperty("t") public String getTitle() { return title; }
                    @BsonProperty("t") public void setTitle(String title) { this.title = title; }
                    @SuppressWarnings("schemaguard:UnreadAnnotation")
                    @BsonProperty("x") public long addMoney() { return 0; }
                }
                """)
                .expectClean();
    }

    private static final String SDM_IMPORTS = """
            package sdm;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.annotation.Transient;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            """;

    @Test
    void positive_springData_neverReadsAnnotationsOffPairedAccessors() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("sdm.Ledger", SDM_IMPORTS + """
                        public interface Ledger {
                            @Field("d") default String describe() { return "d"; } // expect: WARNING UnreadAnnotation
                        }
                        """)
                .source("sdm.Account", SDM_IMPORTS + """
                        @Document
                        public class Account implements Ledger {
                            @Id private String id;
                            private String title;
                            private long money;
                            private String code;
                            private String note;
                            public String getId() { return id; }
                            public String getTitle() { return title; }
                            public long getMoney() { return money; }
                            @Field("x") public long addMoney() { return money; } // expect: WARNING UnreadAnnotation
                            @Field("y") public void addMoney(long more) { money += more; } // expect: WARNING UnreadAnnotation
                            @Transient public void insertOrReplace() { }
                            @Field("fn") public String getFullName() { return title; } // expect: WARNING UnreadAnnotation
                            @Field("st") public static String make() { return ""; } // expect: WARNING UnreadAnnotation
                            @Field("c") public String code() { return code; }
                            @Field("nt") String getNote() { return note; } // expect: WARNING UnreadAnnotation
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("UnreadAnnotation").stream()
                        .anyMatch(
                                m -> m.contains("@Field on getNote() is never read")
                                        && m.contains(
                                                "so 'note' is stored as 'note' all the same; make getNote() public, or delete @Field")),
                () -> result.messages("UnreadAnnotation").toString());

        ClassLoader loader = CompiledOutput.loader(result.compilation());
        MongoMappingContext context = new MongoMappingContext();
        context.setAutoIndexCreation(false);
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(loader.loadClass("sdm.Account"));
        TreeSet<String> stored = new TreeSet<>();
        entity.doWithProperties((org.springframework.data.mapping.PropertyHandler<MongoPersistentProperty>)
                p -> stored.add(p.getFieldName()));
        // code() is the record-style accessor Spring pairs with the field 'code': its @Field counts
        TreeSet<String> expected = new TreeSet<>(List.of("_id", "c", "money", "note", "title"));
        assertEquals(expected, stored);
        assertEquals(expected, DriverPojoDifferentialTest.storedPathConstants(loader.loadClass("sdm.AccountSchema")));
    }

    /** SDM maps a class whose @Id field is @Transient without an id property, and stores a generated _id. */
    @Test
    void positive_springData_idThatIsTransient() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("sdm.Ticket", SDM_IMPORTS + """
                        @Document
                        public class Ticket {
                            @Id @Transient String id; // expect: WARNING UnreadAnnotation
                            String title;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(
                "[UnreadAnnotation] @Id on 'id' is never read: @Transient keeps 'id' out of the mapping, so Spring "
                        + "Data MongoDB maps the class without an id property and stores a generated ObjectId as _id; remove "
                        + "@Transient, or delete @Id (see docs/rules/UnreadAnnotation.md)",
                result.message("UnreadAnnotation"));
        MongoMappingContext context = new MongoMappingContext();
        context.setAutoIndexCreation(false);
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(
                CompiledOutput.loader(result.compilation()).loadClass("sdm.Ticket"));
        assertEquals(null, entity.getIdProperty());
        TreeSet<String> stored = new TreeSet<>();
        entity.doWithProperties((org.springframework.data.mapping.PropertyHandler<MongoPersistentProperty>)
                p -> stored.add(p.getFieldName()));
        assertEquals(new TreeSet<>(List.of("title")), stored);
    }

    private static final String MORPHIA_IMPORTS = """
            package m;
            import dev.morphia.annotations.*;
            import org.bson.types.ObjectId;
            """;

    @Test
    void positive_morphia_neverReadsAnnotationsOffAccessors() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("m.Account", MORPHIA_IMPORTS + """
                        @Entity("accounts")
                        public class Account {
                            @Id private ObjectId id;
                            private String title;
                            private long money;
                            @Property("x") public long addMoney() { return money; } // expect: WARNING UnreadAnnotation
                            @Property("y") public void addMoney(long more) { money += more; } // expect: WARNING UnreadAnnotation
                            @Indexed public String label() { return title; } // expect: WARNING UnreadAnnotation
                            @Transient public void insertOrReplace() { }
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("UnreadAnnotation").get(0).contains("Morphia reads its annotations on fields"),
                () -> result.messages("UnreadAnnotation").toString());

        ClassLoader loader = CompiledOutput.loader(result.compilation());
        Class<?> type = loader.loadClass("m.Account");
        MongoServer server = new MongoServer(new MemoryBackend());
        try (MongoClient client = MongoClients.create(server.bindAndGetConnectionString())) {
            Datastore datastore = Morphia.createDatastore(client, "unread");
            datastore.getMapper().map(type);
            EntityModel entity = datastore.getMapper().getEntityModel(type);
            TreeSet<String> stored =
                    new TreeSet<>(MorphiaMapping.storedNames(entity).values());
            TreeSet<String> expected = new TreeSet<>(List.of("_id", "money", "title"));
            assertEquals(expected, stored);
            assertEquals(expected, DriverPojoDifferentialTest.storedPathConstants(loader.loadClass("m.AccountSchema")));
            datastore.ensureIndexes();
            Map<String, Object> indexes = new TreeMap<>();
            for (Document index :
                    client.getDatabase("unread").getCollection("accounts").listIndexes()) {
                indexes.put(index.getString("name"), index.get("key"));
            }
            indexes.remove("_id_");
            assertEquals(Map.of(), indexes, "the @Indexed on label() creates no index");
        } finally {
            server.shutdownNow();
        }
    }

    /**
     * What Morphia accepts and never applies: a cap of 0 bytes and 0 documents (ensureCaps() caps only with a positive
     * value or count) and an @Indexes hidden behind the entity's own (its model keeps one @Indexes).
     */
    @Test
    void positive_morphia_capAndIndexesItNeverApplies() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("m.Entry", MORPHIA_IMPORTS + """
                        @Indexes(@Index(fields = @Field("title"))) // expect: WARNING UnreadAnnotation
                        interface Titled { }
                        @Entity(value = "entries",
                                cap = @CappedAt(0)) // expect: WARNING UnreadAnnotation
                        @Indexes(@Index(fields = @Field("at")))
                        public class Entry implements Titled {
                            @Id ObjectId id;
                            String title;
                            long at;
                        }
                        """)
                .expectMarkedDiagnostics();
        Class<?> type = CompiledOutput.loader(result.compilation()).loadClass("m.Entry");
        MongoServer server = new MongoServer(new MemoryBackend());
        try (MongoClient client = MongoClients.create(server.bindAndGetConnectionString())) {
            Datastore datastore = Morphia.createDatastore(client, "unread");
            datastore.getMapper().map(type);
            datastore.ensureCaps();
            datastore.ensureIndexes();
            Map<String, Object> indexes = new TreeMap<>();
            for (Document index :
                    client.getDatabase("unread").getCollection("entries").listIndexes()) {
                indexes.put(index.getString("name"), index.get("key"));
            }
            assertEquals(Map.of("_id_", new Document("_id", 1), "at_1", new Document("at", 1)), indexes);
            Document options = client.getDatabase("unread").listCollections().first();
            assertTrue(
                    options != null
                            && !Boolean.TRUE.equals(
                                    options.get("options", Document.class).get("capped")),
                    () -> String.valueOf(options));
        } finally {
            server.shutdownNow();
        }
    }
}
