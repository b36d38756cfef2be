package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.testing.GoldenFiles;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Golden files, determinism, and generated code run against the in-process wire server. */
class GeneratedCodeTest {

    private static final String[] SOURCES = {
        "shop.catalog.Book", """
            package shop.catalog;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import java.util.List;
            import org.bson.types.ObjectId;
            @Document(collection = "books", database = "shop")
            @IndexHint(keys = {"author", "publishedAt:-1"})
            @IndexHint(keys = {"title:text", "blurb:text"}, name = "book_text", collation = @Collation(locale = "simple"))
            public class Book {
                ObjectId id;
                @IndexHint(unique = true, sparse = true) @Bounded(max = 17) String isbn;
                @Bounded(max = 300) String title;
                @Bounded(max = 1000) String blurb;
                @CaseInsensitive @IndexHint(name = "author_ci", collation = @Collation(locale = "fr", strength = 1, numericOrdering = true))
                @Bounded(max = 200) String author;
                @Field("pub_date") Instant publishedAt;
                @Bounded(max = 3) List<Excerpt> topReviews;
                public static class Excerpt { @Bounded(max = 60) String reviewer; int rating; }
            }
            """,
        "shop.orders.Order", """
            package shop.orders;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import java.util.List;
            import org.bson.types.ObjectId;
            @Document(collection = "orders", database = "shop", collation = @Collation(locale = "en", strength = 2, caseLevel = true))
            @IndexHint(keys = "placedAt:-1", name = "open_orders", partialFilter = "{status: 'OPEN', total: {$gt: 0}}")
            @IndexHint(keys = "customerId:hashed")
            public class Order {
                ObjectId id;
                ObjectId customerId;
                Instant placedAt;
                @IndexHint(expireAfterSeconds = 86400, hidden = true) Instant lockedAt;
                Status status;
                double total;
                @Bounded(max = 50) List<Line> lines;
                public enum Status { OPEN, SHIPPED }
                public static class Line { @Bounded(max = 20) String sku; int quantity; }
            }
            """,
    };

    private static final List<String> OPTIONS = List.of();

    @Test
    void generatedSourcesMatchTheGoldenFiles() throws IOException {
        Map<String, String> generated =
                GeneratedSources.compile(OPTIONS, SOURCES).sources();
        assertEquals(
                List.of(
                        "shop/SchemaBootstrap.java",
                        "shop/SchemaBootstrapTargets.java",
                        "shop/catalog/BookSchema.java",
                        "shop/orders/OrderSchema.java"),
                new ArrayList<>(generated.keySet()));
        for (Map.Entry<String, String> file : generated.entrySet()) {
            GoldenFiles.assertSourceMatches(file.getKey(), file.getValue());
        }
    }

    @Test
    void outputDoesNotDependOnSourceOrder() {
        List<String> reversed = new ArrayList<>();
        for (int i = SOURCES.length - 2; i >= 0; i -= 2) {
            reversed.add(SOURCES[i]);
            reversed.add(SOURCES[i + 1]);
        }
        Map<String, String> forward = GeneratedSources.compile(OPTIONS, SOURCES).sources();
        Map<String, String> backward = GeneratedSources.compile(OPTIONS, reversed.toArray(new String[0]))
                .sources();
        assertEquals(forward, backward);
        assertEquals(
                forward, GeneratedSources.compile(OPTIONS, SOURCES).sources(), "and from one compilation to the next");
    }

    @Test
    void generatedBootstrapRunsAndNeedsADatabaseForEveryDocumentWhenGivenAClient() throws Exception {
        List<String> sources = new ArrayList<>(List.of(SOURCES));
        sources.add("misc.Note");
        sources.add("""
                package misc;
                import dev.schemaguard.annotations.*;
                @Document(collection = "notes")
                public class Note { org.bson.types.ObjectId id; @Bounded(max = 100) String text; }
                """);
        // shop and misc have no common package but the unnamed one, which no named package can call into
        GeneratedSources compiled = GeneratedSources.compile(
                List.of("-Aschemaguard.bootstrapPackage=shop"), sources.toArray(new String[0]));
        Class<?> bootstrap = compiled.classLoader().loadClass("shop.SchemaBootstrap");
        MongoServer server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        try (MongoClient client =
                MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort())) {
            Method applyClient = bootstrap.getMethod("apply", MongoClient.class);
            try {
                applyClient.invoke(null, client);
                fail("a document without a database must make apply(MongoClient) fail");
            } catch (InvocationTargetException e) {
                assertInstanceOf(IllegalStateException.class, e.getCause());
                assertTrue(
                        e.getCause().getMessage().contains("'notes' has no database"),
                        e.getCause().getMessage());
            }
            assertEquals(
                    Collections.emptyList(),
                    client.getDatabase("shop").listCollectionNames().into(new ArrayList<>()),
                    "nothing is written before the call fails");

            MongoDatabase shop = client.getDatabase("shop");
            Object report = bootstrap.getMethod("apply", MongoDatabase.class).invoke(null, shop);
            String text = report.toString();
            assertTrue(text.startsWith("schemaguard apply: 3 collections and 7 indexes created"), text);
            assertTrue(
                    text.contains(
                            "shop.orders open_orders {\"placedAt\": -1} partialFilterExpression={\"status\": \"OPEN\", \"total\": {\"$gt\": 0}}"),
                    text);
            assertTrue(
                    text.contains("shop.orders lockedAt_1 {\"lockedAt\": 1} expireAfterSeconds=86400 hidden=true"),
                    text);
            Object again = bootstrap.getMethod("apply", MongoDatabase.class).invoke(null, shop);
            assertTrue((Boolean) again.getClass().getMethod("changedNothing").invoke(again), again.toString());
            assertFalse(again.toString().contains("conflicts (nothing changed"), again.toString());
        } finally {
            server.shutdownNow();
        }
    }

    /**
     * A suppressed IndexFieldUnknown (issue 18: flame-core's key 'type', kept for a field another writer
     * stores) is generated on the key as written, and beside it a resolved key on its stored name: the
     * index the user asked MongoDB for, which it builds.
     */
    @Test
    void suppressedUnknownKeyIsGeneratedAsWritten() throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(List.of(), "flame.Author", """
                    package flame;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "authors", database = "flame")
                    public class Author { org.bson.types.ObjectId id; @Bounded(max = 100) String name; }
                    """, "flame.Event", """
                    package flame;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "events", database = "flame")
                    @SuppressWarnings("schemaguard:IndexFieldUnknown")
                    @IndexHint(keys = {"type", "createdAt:-1"})
                    @IndexHint(keys = "author.name")
                    public class Event {
                        org.bson.types.ObjectId id;
                        @Field("created") java.time.Instant createdAt;
                        @Reference Author author;
                    }
                    """);
        String schema = compiled.sources().get("flame/EventSchema.java");
        assertTrue(
                schema.contains("new IndexModel(new Document(\"type\", 1).append(\"created\", -1), "
                        + "new IndexOptions().name(\"type_1_created_-1\"))"),
                schema);
        assertTrue(
                schema.contains("new IndexModel(new Document(\"author.name\", 1), "
                        + "new IndexOptions().name(\"author.name_1\"))"),
                schema);

        Class<?> bootstrap = compiled.classLoader().loadClass("flame.SchemaBootstrap");
        MongoServer server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        try (MongoClient client =
                MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort())) {
            MongoDatabase flame = client.getDatabase("flame");
            bootstrap.getMethod("apply", MongoDatabase.class).invoke(null, flame);
            List<String> keys = new ArrayList<>();
            flame.getCollection("events")
                    .listIndexes()
                    .forEach(index -> keys.add(index.get("key").toString()));
            assertTrue(keys.contains("Document{{type=1, created=-1}}"), keys.toString());
            assertTrue(keys.contains("Document{{author.name=1}}"), keys.toString());
        } finally {
            server.shutdownNow();
        }
    }
}
