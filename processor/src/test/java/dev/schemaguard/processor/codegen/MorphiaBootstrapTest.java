package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import java.lang.reflect.InvocationTargetException;
import java.net.InetSocketAddress;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bootstrap agrees with Morphia's own index creation (docs/dialects/morphia.md): Morphia maps the models and
 * creates their indexes ({@code ensureIndexes}, what {@code applyIndexes} runs); the generated
 * bootstrap, run next, finds every declared index already there, with no conflict. On the embedded
 * server, which keeps index specs faithfully.
 */
class MorphiaBootstrapTest {

    private static final String IMPORTS = """
            package morphiaboot;
            import java.util.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            import dev.morphia.utils.IndexDirection;
            import com.mongodb.client.model.CollationStrength;
            """;

    private static final String[] SOURCES = {
        "morphiaboot.Book", IMPORTS + """
            @Entity("books")
            @Indexes({@Index(fields = {@Field("author"), @Field(value = "publishedAt", type = IndexType.DESC)},
                    options = @IndexOptions(name = "author_published")),
                @Index(fields = @Field(value = "owner", type = IndexType.HASHED)),
                @Index(fields = @Field("reviews.stars"), options = @IndexOptions(partialFilter = "{ stars: { $gt: 3 } }"))})
            public class Book {
                @Id ObjectId id;
                @Indexed(options = @IndexOptions(unique = true)) String isbn;
                @Property("au") String author;
                Date publishedAt;
                @Indexed(options = @IndexOptions(expireAfterSeconds = 2592000)) Date expiresAt;
                @Indexed(value = IndexDirection.DESC, options = @IndexOptions(name = "rank_desc", sparse = true)) Integer rank;
                @Text(value = 3) String blurb;
                String owner;
                @Indexed(options = @IndexOptions(collation = @Collation(locale = "fr", strength = CollationStrength.PRIMARY)))
                String title;
                @jakarta.validation.constraints.Size(max = 20) List<Review> reviews;
                @Entity public static class Review { @Indexed int stars; String text; }
            }
            """,
        "morphiaboot.Place", IMPORTS + """
            @Entity
            public class Place {
                @Id ObjectId id;
                @Indexed(IndexDirection.GEO2DSPHERE) double[] location;
                @Reference(idOnly = true) @Indexed Book book;
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
    void bootstrapFindsEveryIndexMorphiaCreated() throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(List.of(), SOURCES);
        ClassLoader loader = compiled.classLoader();
        MongoDatabase database = indexedByMorphia(
                loader, "morphia_boot", "morphiaboot.Book", "morphiaboot.Book$Review", "morphiaboot.Place");
        int created = 0;
        for (String collection : List.of("books", "place")) {
            for (Document index : database.getCollection(collection).listIndexes()) {
                created += index.getString("name").equals("_id_") ? 0 : 1;
            }
        }
        assertEquals(
                10,
                created,
                "Morphia's indexes: author_published, owner, reviews.stars, isbn, expiresAt, rank, "
                        + "blurb, title, location, book");

        assertFindsEveryIndexThere(loader, "morphiaboot.SchemaBootstrap", database, created);
    }

    /**
     * An unnamed abstract @Entity: Morphia indexes each concrete subclass in a collection of its own and nothing in the
     * abstract class's; the bootstrap creates no collection and no index beyond what Morphia created, and there is no
     * schema class for the abstract class.
     */
    @Test
    void bootstrapCreatesNothingForAnAbstractEntity() throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(List.of(), "morphiaboot.works.Work", """
                package morphiaboot.works;
                import org.bson.types.ObjectId;
                import dev.morphia.annotations.*;
                @Entity
                @Indexes(@Index(fields = @Field("title"), options = @IndexOptions(name = "by_title")))
                public abstract class Work { @Id ObjectId id; @Indexed(options = @IndexOptions(unique = true)) String code; String title; }
                class Novel extends Work { @Indexed String isbn; }
                class Film extends Work { }
                """);
        assertEquals(
                false,
                compiled.sources().containsKey("morphiaboot/works/WorkSchema.java"),
                compiled.sources().keySet()::toString);
        ClassLoader loader = compiled.classLoader();
        MongoDatabase database =
                indexedByMorphia(loader, "morphia_works", "morphiaboot.works.Novel", "morphiaboot.works.Film");
        List<String> collections = database.listCollectionNames().into(new java.util.ArrayList<>());
        collections.sort(null);
        assertEquals(List.of("film", "novel"), collections);

        assertFindsEveryIndexThere(loader, "morphiaboot.works.SchemaBootstrap", database, 5);
        Object novelIndexes = loader.loadClass("morphiaboot.works.NovelSchema")
                .getMethod("indexModels")
                .invoke(null);
        assertEquals(3, ((List<?>) novelIndexes).size(), "by_title, code_1, isbn_1");
    }

    /**
     * An @Entity with an @Id that another entity of its package stores by value, and a third references: Morphia
     * indexes it in its own collection (a TTL and a unique index), so the bootstrap declares those indexes too
     * (and the index of each other entity, so that Morphia has created every collection the bootstrap knows).
     */
    @Test
    void bootstrapCreatesTheIndexesOfAnEntityAnotherEmbeds() throws Exception {
        String imports = IMPORTS.replace("package morphiaboot;", "package morphiaboot.sessions;");
        GeneratedSources compiled = GeneratedSources.compile(List.of(), "morphiaboot.sessions.Session", imports + """
                @Entity("sessions")
                public class Session {
                    @Id ObjectId id;
                    @Indexed(options = @IndexOptions(expireAfterSeconds = 3600)) Date lastSeen;
                    @Indexed(options = @IndexOptions(unique = true)) String token;
                }
                @Entity("users")
                class User { @Id ObjectId id; @Indexed String name; Session current; }
                @Entity("audit")
                class Audit { @Id ObjectId id; @Indexed Date at; @Reference Session session; }
                """);
        assertEquals(
                true,
                compiled.sources().containsKey("morphiaboot/sessions/SessionSchema.java"),
                compiled.sources().keySet()::toString);
        ClassLoader loader = compiled.classLoader();
        MongoDatabase database = indexedByMorphia(
                loader,
                "morphia_sessions",
                "morphiaboot.sessions.Session",
                "morphiaboot.sessions.User",
                "morphiaboot.sessions.Audit");
        List<String> indexes = new java.util.ArrayList<>();
        for (Document index : database.getCollection("sessions").listIndexes()) {
            indexes.add(index.getString("name") + " unique=" + index.get("unique") + " ttl="
                    + index.get("expireAfterSeconds"));
        }
        indexes.sort(null);
        assertEquals(
                List.of("_id_ unique=null ttl=null", "lastSeen_1 unique=null ttl=3600", "token_1 unique=true ttl=null"),
                indexes);

        assertFindsEveryIndexThere(loader, "morphiaboot.sessions.SchemaBootstrap", database, 4);
    }

    /** The database after Morphia mapped the classes and created their indexes ({@code ensureIndexes}). */
    private static MongoDatabase indexedByMorphia(ClassLoader loader, String database, String... classes)
            throws Exception {
        Datastore datastore = Morphia.createDatastore(client, database);
        for (String name : classes) {
            datastore.getMapper().map(loader.loadClass(name));
        }
        datastore.ensureIndexes();
        return client.getDatabase(database);
    }

    /** The bootstrap, run after Morphia, finds every index it declares already there and creates nothing. */
    private static void assertFindsEveryIndexThere(
            ClassLoader loader, String bootstrap, MongoDatabase database, int existing) throws Exception {
        Object report;
        try {
            report = loader.loadClass(bootstrap)
                    .getMethod("apply", MongoDatabase.class)
                    .invoke(null, database);
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
        assertEquals(List.of(), call(report, "conflicts"), report.toString());
        assertEquals(List.of(), call(report, "createdIndexes"), report.toString());
        assertEquals(List.of(), call(report, "createdCollections"), report.toString());
        assertEquals(existing, ((List<?>) call(report, "existingIndexes")).size(), report.toString());
    }

    private static Object call(Object target, String method) throws Exception {
        java.lang.reflect.Method m = target.getClass().getMethod(method);
        m.setAccessible(true);
        return m.invoke(target);
    }
}
