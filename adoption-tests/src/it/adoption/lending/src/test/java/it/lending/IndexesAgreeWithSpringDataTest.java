package it.lending;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Report;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.bson.Document;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.boot.DefaultApplicationArguments;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.IndexResolver;
import org.springframework.data.mongodb.core.index.MongoPersistentEntityIndexCreator;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * The application's startup (SchemaStartup, the ApplicationRunner of docs/guide/adopting.md) against one embedded
 * server, Spring Data's own index creation on the same classes and the same mapping context against
 * another: both end with the same indexes, as listIndexes returns them.
 */
class IndexesAgreeWithSpringDataTest {
    /**
     * Numbers by value, as the server compares index specs: Spring Data sends expireAfterSeconds as
     * an int64, the bootstrap as an int32.
     */
    private static final JsonWriterSettings RELAXED = JsonWriterSettings.builder().outputMode(JsonMode.RELAXED).build();

    /**
     * Spring Data's index creation as auto-index-creation (off by default since Spring Data MongoDB
     * 3.0) runs it at startup: the resolver's definitions of each document, created through the
     * index operations of that document, which map the keys to stored names.
     */
    @Test
    void theBootstrapBuildsTheIndexesSpringDataResolvesForEachDocument() {
        Map<String, List<String>> springData = onEmbeddedServer(LendingMongo.DOCUMENTS, template -> {
            IndexResolver resolver = IndexResolver.create(template.getConverter().getMappingContext());
            for (Class<?> document : LendingMongo.DOCUMENTS) {
                resolver.resolveIndexFor(document).forEach(template.indexOps(document)::createIndex);
            }
            // and the bootstrap's plan finds each of them in place, none in conflict
            Report plan = SchemaBootstrap.plan(template.getDb());
            assertEquals(List.of(), plan.missingIndexes(), plan.toString());
            assertEquals(List.of(), plan.conflicts(), plan.toString());
            assertEquals(List.of(), plan.undeclaredIndexes(), plan.toString());
            return indexes(template);
        });

        assertEquals(List.of("books", "loans", "member"), List.copyOf(springData.keySet()), springData.toString());
        assertEquals(springData, bootstrapIndexes());
    }

    /**
     * Spring Data's index creator itself, on the documents that write. With the read model in the
     * mapping context too, it maps the keys of books' indexes through whichever entity of that
     * collection it meets first (it asks for the index operations of the collection, and
     * DefaultIndexOperations.lookupPersistentEntity takes the first entity with that collection
     * name): through BookCard, authorId stays authorId, a field no document has.
     */
    @Test
    void theBootstrapBuildsTheIndexesOfSpringDatasIndexCreator() {
        Set<Class<?>> writers = Set.of(Book.class, Loan.class, Member.class);
        Map<String, List<String>> springData = onEmbeddedServer(writers, template -> {
            new MongoPersistentEntityIndexCreator((MongoMappingContext) template.getConverter().getMappingContext(),
                    template);
            return indexes(template);
        });

        assertEquals(springData, bootstrapIndexes());
    }

    private static Map<String, List<String>> bootstrapIndexes() {
        return onEmbeddedServer(LendingMongo.DOCUMENTS, template -> {
            new SchemaStartup(template).run(new DefaultApplicationArguments());
            return indexes(template);
        });
    }

    /** The names the schema classes give are those the snake_case strategy stores. */
    @Test
    void theStoredFieldsAreTheSchemaClassesNames() {
        onEmbeddedServer(LendingMongo.DOCUMENTS, template -> {
            new SchemaStartup(template).run(new DefaultApplicationArguments());
            ObjectId author = new ObjectId();
            Book first = new Book();
            first.setTitle("A Wizard of Earthsea");
            first.setAuthorId(author);
            first.setPublishedAt(Instant.parse("1968-11-01T00:00:00Z"));
            Book second = new Book();
            second.setTitle("The Dispossessed");
            second.setAuthorId(author);
            second.setPublishedAt(Instant.parse("1974-05-01T00:00:00Z"));
            template.insert(first);
            template.insert(second);

            Document stored = template.getCollection(BookSchema.COLLECTION).find().first();
            assertEquals("published_at", BookSchema.PUBLISHED_AT);
            assertTrue(stored.containsKey(BookSchema.PUBLISHED_AT) && stored.containsKey(BookSchema.AUTHOR_ID),
                    stored.toJson());
            assertEquals(List.of("The Dispossessed", "A Wizard of Earthsea"), new Library(template).titlesBy(author));
            return null;
        });
    }

    private static <T> T onEmbeddedServer(Set<Class<?>> documents, Function<MongoTemplate, T> work) {
        MongoServer server = new MongoServer(new MemoryBackend());
        try {
            InetSocketAddress address = server.bind();
            try (MongoClient client = MongoClients.create("mongodb://localhost:" + address.getPort())) {
                return work.apply(LendingMongo.template(client, documents));
            }
        } finally {
            server.shutdownNow();
        }
    }

    /** Each collection's indexes by name, without the version fields a server adds. */
    private static Map<String, List<String>> indexes(MongoTemplate template) {
        Map<String, List<String>> indexes = new TreeMap<>();
        for (String collection : template.getCollectionNames()) {
            List<Document> specs = template.getCollection(collection).listIndexes().into(new ArrayList<>());
            specs.forEach(spec -> {
                spec.remove("v");
                spec.remove("ns");
            });
            specs.sort(Comparator.comparing(spec -> spec.getString("name")));
            indexes.put(collection, specs.stream().map(spec -> spec.toJson(RELAXED)).toList());
        }
        return indexes;
    }
}
