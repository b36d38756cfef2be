package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * The bootstrap agrees with Spring Data MongoDB's own index creation (SPEC §6): SDM creates the
 * indexes of its models through its index operations, as its index creator does at startup; the
 * generated bootstrap, run next, finds every declared index already there, with no conflict.
 * On the embedded server, which keeps index specs faithfully (SPEC §5); it keeps no collection
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
        assertEquals(11, created, "SDM's indexes: compound, isbn, expiresAt, rank, text, reviews.stars, location, owner, name, "
                + "and the article's text and by_email");

        MongoDatabase database = client.getDatabase("sdm_boot");
        Object report;
        try {
            report = loader.loadClass("sdmboot.SchemaBootstrap").getMethod("apply", MongoDatabase.class)
                    .invoke(null, database);
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
        assertEquals(List.of(), call(report, "conflicts"), report.toString());
        assertEquals(List.of(), call(report, "createdIndexes"), report.toString());
        assertEquals(List.of(), call(report, "createdCollections"), report.toString());
        assertEquals(created, ((List<?>) call(report, "existingIndexes")).size(), report.toString());
    }

    private static Object call(Object target, String method) throws Exception {
        java.lang.reflect.Method m = target.getClass().getMethod(method);
        m.setAccessible(true);
        return m.invoke(target);
    }
}
