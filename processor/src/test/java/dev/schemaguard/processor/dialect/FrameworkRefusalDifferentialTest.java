package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.FilledInstances;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;

/**
 * InvalidAnnotation is fixed only where the framework refuses the model: each kind below is recorded by the
 * reader, reported as an error on the marked line, and the real framework throws on the same compiled class
 * (SDM when it maps the entity, resolves its indexes or writes an instance; Morphia when it maps the entity,
 * creates its indexes or enables its validator). The kinds other tests prove the same way are listed in
 * docs/rules/InvalidAnnotation.md with their tests.
 */
class FrameworkRefusalDifferentialTest {

    private static final String SDM = """
            package r;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static final String MORPHIA = """
            package r;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            """;

    static List<Object[]> springData() {
        return List.of(
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_GEO_OR_TEXT_ON_REFERENCE, """
                        @Document
                        public class Bad {
                            @Id String id;
                            @DBRef @GeoSpatialIndexed Place place; // expect: ERROR InvalidAnnotation
                            @Document public static class Place { @Id String id; double[] at; }
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_ON_PROPERTY, """
                        @Document
                        public class Bad {
                            @Id String id;
                            @WildcardIndexed(wildcardProjection = "{'a': 1}") Map<String, Object> attrs; // expect: ERROR InvalidAnnotation
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_WILDCARD_PROJECTION_JSON, """
                        @Document
                        @WildcardIndexed(wildcardProjection = "{not json") // expect: ERROR InvalidAnnotation
                        public class Bad { @Id String id; }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_COMPOUND_INDEX_DEF_JSON, """
                        @Document
                        @CompoundIndex(def = "{'title': ") // expect: ERROR InvalidAnnotation
                        public class Bad { @Id String id; String title; }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_COLLATION_UNPARSEABLE, """
                        @Document(collation = "{'strength': 2}") // expect: ERROR InvalidAnnotation
                        public class Bad { @Id String id; }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_UNWRAPPED_NOT_ENTITY, """
                        @Document
                        public class Bad {
                            @Id String id;
                            @Unwrapped.Nullable List<Address> addresses; // expect: ERROR InvalidAnnotation
                            public static class Address { String city; }
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.SPRING_DATA_INDEX_ON_UNWRAPPED, """
                        @Document
                        public class Bad {
                            @Id String id;
                            @Indexed @Unwrapped.Nullable Address address; // expect: ERROR InvalidAnnotation
                            public static class Address { String city; }
                        }
                        """});
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("springData")
    void positive_springDataRefuses(Template kind, String declaration) throws Exception {
        String source = SDM + declaration;
        Class<?> type = compiled(kind, source);
        assertThrows(
                RuntimeException.class,
                () -> {
                    MongoMappingContext context = new MongoMappingContext();
                    context.setAutoIndexCreation(false);
                    MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(type);
                    entity.getCollation();
                    new MongoPersistentEntityIndexResolver(context)
                            .resolveIndexFor(type)
                            .forEach(d -> {
                                d.getIndexKeys();
                                d.getIndexOptions();
                            });
                    MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
                    converter.afterPropertiesSet();
                    converter.write(FilledInstances.of(type), new org.bson.Document());
                },
                kind.name());
        ProcessorTester.forRules("InvalidAnnotation").source("r.Bad", source).expectMarkedDiagnostics();
    }

    static List<Object[]> morphia() {
        return List.of(
                new Object[] {InvalidAnnotation.Message.MORPHIA_VERSION_NOT_LONG, """
                        @Entity("books")
                        public class Bad { @Id ObjectId id;
                            @Version int version; // expect: ERROR InvalidAnnotation
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.MORPHIA_REFERENCE_AND_PROPERTY, """
                        @Entity("books")
                        public class Bad { @Id ObjectId id;
                            @Reference @Property("a") Author author; // expect: ERROR InvalidAnnotation
                            @Entity("authors") public static class Author { @Id ObjectId id; }
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.MORPHIA_ID_MIXED, """
                        @Entity("books")
                        public class Bad {
                            @Id @Property("key") ObjectId id; // expect: ERROR InvalidAnnotation
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.ID_NOT_STORED, """
                        @Entity("books")
                        public class Bad {
                            @Id @Transient ObjectId id; // expect: ERROR InvalidAnnotation
                            String title;
                        }
                        """},
                new Object[] {InvalidAnnotation.Message.VALIDATOR_JSON, """
                        @Entity("books")
                        @Validation("{not json") // expect: ERROR InvalidAnnotation
                        public class Bad { @Id ObjectId id; }
                        """});
    }

    private static MongoServer server;
    private static MongoClient client;

    @BeforeAll
    static void start() {
        server = new MongoServer(new MemoryBackend());
        client = MongoClients.create(server.bindAndGetConnectionString());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.shutdownNow();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("morphia")
    void positive_morphiaRefuses(Template kind, String declaration) throws Exception {
        String source = MORPHIA + declaration;
        Class<?> type = compiled(kind, source);
        assertThrows(
                RuntimeException.class,
                () -> {
                    Datastore datastore = Morphia.createDatastore(client, "refused" + kind.name());
                    datastore.getMapper().map(type);
                    datastore.ensureIndexes();
                    datastore.enableDocumentValidation();
                    datastore.save(FilledInstances.of(type));
                },
                kind.name());
        ProcessorTester.forRules("InvalidAnnotation").source("r.Bad", source).expectMarkedDiagnostics();
    }

    /**
     * An {@code @Index} without fields: Morphia's IndexHelper sends it with an empty key pattern, which MongoDB's
     * createIndexes refuses (the in-process server here accepts it, so what is observed is what Morphia sends).
     */
    @org.junit.jupiter.api.Test
    void positive_morphiaSendsAnIndexWithoutKeys() throws Exception {
        String source = MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = {}, options = @IndexOptions(name = "nothing"))) // expect: ERROR InvalidAnnotation
                public class Bad { @Id ObjectId id; }
                """;
        Class<?> type = compiled(InvalidAnnotation.Message.MORPHIA_INDEX_WITHOUT_FIELDS, source);
        Datastore datastore = Morphia.createDatastore(client, "nokeys");
        datastore.getMapper().map(type);
        datastore.ensureIndexes();
        java.util.Map<String, Object> keys = new java.util.TreeMap<>();
        for (org.bson.Document index :
                client.getDatabase("nokeys").getCollection("books").listIndexes()) {
            keys.put(index.getString("name"), index.get("key"));
        }
        org.junit.jupiter.api.Assertions.assertEquals(new org.bson.Document(), keys.get("nothing"), keys::toString);
        ProcessorTester.forRules("InvalidAnnotation").source("r.Bad", source).expectMarkedDiagnostics();
    }

    /** The class, compiled with the reader, whose model records the kind. */
    private static Class<?> compiled(Template kind, String source) throws Exception {
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), "r.Bad", source);
        DocumentModel model = captured.models().get("r.Bad");
        assertTrue(
                model != null && model.problems().stream().anyMatch(p -> p.template() == kind),
                () -> kind + " not recorded: " + (model == null ? "no model" : model.problems()));
        return CompiledOutput.loader(captured.compilation()).loadClass("r.Bad");
    }
}
