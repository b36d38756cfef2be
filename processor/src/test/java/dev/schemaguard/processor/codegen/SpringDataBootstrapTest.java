package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.lang.reflect.InvocationTargetException;
import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.IndexDefinition;
import org.springframework.data.mongodb.core.index.IndexOperations;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * The bootstrap agrees with Spring Data MongoDB's own index creation (docs/guide/adopting.md, "Bootstrap and query"): SDM creates the
 * indexes of its models through its index operations, as its index creator does at startup; the
 * generated bootstrap, run next, finds every declared index already there, with no conflict.
 * On the embedded server, which keeps index specs faithfully; it keeps no collection
 * collation, so the models here carry none, and no wildcard index.
 */
class SpringDataBootstrapTest {

    private static final String IMPORTS = """
            package sdmboot;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static final String[] SOURCES = {
        "sdmboot.Book", IMPORTS + """
            @Document("books")
            @CompoundIndex(name = "author_published", def = "{'author': 1, 'publishedAt': -1}")
            public class Book {
                @Id String id;
                @Indexed(unique = true) String isbn;
                @Field("au") String author;
                Date publishedAt;
                @Indexed(expireAfter = "30d") Date expiresAt;
                @Indexed(name = "rank_desc", direction = IndexDirection.DESCENDING, sparse = true) Integer rank;
                @TextIndexed String title;
                @TextIndexed(weight = 3) String blurb;
                @jakarta.validation.constraints.Size(max = 20) List<Review> reviews;
                public static class Review { @Indexed int stars; String text; }
            }
            """,
        "sdmboot.Place", IMPORTS + """
            @Document
            public class Place {
                String id;
                @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE) double[] location;
                @HashIndexed String owner;
                @Indexed(partialFilter = "{ 'open': true }") String name;
                boolean open;
            }
            """,
        "sdmboot.Article", IMPORTS + """
            @Document(language = "german")
            public class Article {
                String id;
                @TextIndexed String headline;
                @Language String lang;
                String body;
                @Unwrapped.Nullable(prefix = "by_") Author author;
                public static class Author { @Indexed(unique = true, sparse = true) String email; String name; }
            }
            """,
    };

    private static MongoServer server;
    private static MongoClient client;

    @BeforeAll
    static void start() {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        client = MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.shutdown();
    }

    @Test
    void bootstrapFindsEveryIndexSpringDataCreated() throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(List.of(), SOURCES);
        ClassLoader loader = compiled.classLoader();
        MongoMappingContext context = new MongoMappingContext();
        MongoTemplate template = new MongoTemplate(client, "sdm_boot");
        int created = 0;
        for (String name : List.of("sdmboot.Book", "sdmboot.Place", "sdmboot.Article")) {
            Class<?> type = loader.loadClass(name);
            template.createCollection(type);
            IndexOperations operations = template.indexOps(type);
            for (IndexDefinition definition : new MongoPersistentEntityIndexResolver(context).resolveIndexFor(type)) {
                operations.createIndex(definition);
                created++;
            }
        }
        assertEquals(
                11,
                created,
                "SDM's indexes: compound, isbn, expiresAt, rank, text, reviews.stars, location, owner, name, "
                        + "and the article's text and by_email");

        assertBootstrapFindsThemAll(loader, client.getDatabase("sdm_boot"), created);
    }

    /**
     * A read model on the collection of the class it reads (a list view): no DuplicateCollection, and the bootstrap
     * creates the collection once, with the indexes of both classes, the one they declare alike once.
     */
    @Test
    void bootstrapMergesTheIndexesOfAReadModelIntoItsCollection() throws Exception {
        GeneratedSources compiled =
                GeneratedSources.compile(List.of(), "sdmboot.Job", IMPORTS + """
                @Document("jobs")
                public class Job { String id; @Indexed String owner; String title; String status; }
                """, "sdmboot.JobItem", IMPORTS + """
                @Document("jobs")
                public class JobItem { String id; @Indexed String owner; @Indexed String status; }
                """);
        Object report;
        try {
            report = compiled.classLoader()
                    .loadClass("sdmboot.SchemaBootstrap")
                    .getMethod("apply", MongoDatabase.class)
                    .invoke(null, client.getDatabase("sdm_read_model"));
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
        assertEquals(List.of(), call(report, "conflicts"), report.toString());
        assertEquals(1, ((List<?>) call(report, "createdCollections")).size(), report.toString());
        List<String> indexes = new java.util.ArrayList<>();
        client.getDatabase("sdm_read_model")
                .getCollection("jobs")
                .listIndexes()
                .forEach(index -> indexes.add(index.getString("name")));
        assertEquals(
                List.of("_id_", "owner", "status"), indexes.stream().sorted().toList(), report.toString());
    }

    /** The generated bootstrap, run on a database SDM set up: every index already there, nothing created, no conflict. */
    private static void assertBootstrapFindsThemAll(ClassLoader loader, MongoDatabase database, int created)
            throws Exception {
        Object report;
        try {
            report = loader.loadClass("sdmboot.SchemaBootstrap")
                    .getMethod("apply", MongoDatabase.class)
                    .invoke(null, database);
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
        assertEquals(List.of(), call(report, "conflicts"), report.toString());
        assertEquals(List.of(), call(report, "createdIndexes"), report.toString());
        assertEquals(List.of(), call(report, "createdCollections"), report.toString());
        assertEquals(created, ((List<?>) call(report, "existingIndexes")).size(), report.toString());
    }

    /**
     * An application configured with spring.data.mongodb.field-naming-strategy=SnakeCaseFieldNamingStrategy, told to
     * schemaguard by its option: the schema class names the stored fields as SDM writes them, the bootstrap finds every
     * index SDM created under those names, and documents SDM writes next to each other pass the unique index (which,
     * on the property name no document has, would refuse the second one: E11000 on null).
     */
    @Test
    void bootstrapFindsEveryIndexSpringDataCreatedUnderItsFieldNamingStrategy() throws Exception {
        String source = IMPORTS + """
                @Document("flows")
                @CompoundIndex(name = "flow_step", def = "{'flowId': 1, 'lastStep.stepNumber': -1}")
                public class Flow {
                    String id;
                    @Indexed(unique = true) String flowId;
                    @Field("given") @Indexed String givenName;
                    Step lastStep;
                    public static class Step { @Indexed int stepNumber; String htmlBody; }
                }
                """;
        GeneratedSources compiled = GeneratedSources.compile(
                List.of("-Aschemaguard.springData.fieldNamingStrategy=SnakeCaseFieldNamingStrategy"),
                "sdmboot.Flow",
                source);
        String schema = compiled.sources().get("sdmboot/FlowSchema.java");
        assertTrue(
                schema.contains("\"flow_id\"")
                        && schema.contains("\"last_step.step_number\"")
                        && schema.contains("\"given\"")
                        && !schema.contains("\"flowId\""),
                schema);
        ClassLoader loader = compiled.classLoader();
        MongoMappingContext context = new MongoMappingContext();
        context.setFieldNamingStrategy(new org.springframework.data.mapping.model.SnakeCaseFieldNamingStrategy());
        org.springframework.data.mongodb.core.convert.MappingMongoConverter converter =
                new org.springframework.data.mongodb.core.convert.MappingMongoConverter(
                        org.springframework.data.mongodb.core.convert.NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        MongoTemplate template = new MongoTemplate(
                new org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory(client, "sdm_naming"),
                converter);
        Class<?> type = loader.loadClass("sdmboot.Flow");
        template.createCollection(type);
        IndexOperations operations = template.indexOps(type);
        int created = 0;
        for (IndexDefinition definition : new MongoPersistentEntityIndexResolver(context).resolveIndexFor(type)) {
            operations.createIndex(definition);
            created++;
        }
        assertEquals(4, created, "SDM's indexes: flow_step, flow_id, given, last_step.step_number");

        assertBootstrapFindsThemAll(loader, client.getDatabase("sdm_naming"), created);
        for (String flowId : List.of("a", "b")) {
            Object flow = dev.schemaguard.processor.testing.FilledInstances.of(type);
            java.lang.reflect.Field field = type.getDeclaredField("flowId");
            field.setAccessible(true);
            field.set(flow, flowId);
            template.insert(flow);
        }
        assertEquals(
                2,
                client.getDatabase("sdm_naming")
                        .getCollection("flows")
                        .countDocuments(
                                new org.bson.Document("flow_id", new org.bson.Document("$in", List.of("a", "b")))));
    }

    private static Object call(Object target, String method) throws Exception {
        java.lang.reflect.Method m = target.getClass().getMethod(method);
        m.setAccessible(true);
        return m.invoke(target);
    }
}
