package corpus.gatoscode;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.bson.UuidRepresentation;
import org.bson.codecs.UuidCodec;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;

import corpus.gatoscode.data.DataBoxCodec;
import corpus.gatoscode.graph.GraphCodec;

// mondaylunch/gatos-backend: core/src/main/java/club/mondaylunch/gatos/core/Database.java, what the collections
// use: Environment.getMongoUri() is its default, "mongodb://localhost", and the database "gatos" (not "gatos-testdb"
// under JUnit); checkConnection() is left out; the registry's own codecs are the stand-ins of src/graph and src/data,
// in place of its seven providers (nodes, connectors, connections, graphs, data boxes, JSON elements, registry objects)
/**
 * Singleton instance of the MongoDB client.
 */
public enum Database {

    INSTANCE;

    private final MongoClient client = createClient();
    private final CodecRegistry codecRegistry = createRegistry();

    /**
     * Configure the MongoDB driver.
     */
    private static MongoClient createClient() {
        // Configure the connection settings
        ConnectionString connectionString = new ConnectionString("mongodb://localhost");
        MongoClientSettings mongoClientSettings = MongoClientSettings.builder()
            .uuidRepresentation(UuidRepresentation.STANDARD)
            .applyConnectionString(connectionString).build();

        // Build the client
        return MongoClients.create(mongoClientSettings);
    }

    /**
     * Configure the MongoDB driver.
     */
    public static CodecRegistry createRegistry() {
        // Create the registry
        return CodecRegistries.fromRegistries(
            CodecRegistries.fromCodecs(
                new GraphCodec(),
                new DataBoxCodec()
            ),
            CodecRegistries.fromCodecs(
                new UuidCodec(UuidRepresentation.STANDARD)
            ),
            MongoClientSettings.getDefaultCodecRegistry(),
            CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).build())
        );
    }

    /**
     * Get the Mongo Database.
     *
     * @return {@link MongoDatabase}
     */
    public static MongoDatabase getDatabase() {
        return INSTANCE.client.getDatabase("gatos")
            .withCodecRegistry(INSTANCE.codecRegistry);
    }

    /**
     * Get a Mongo Collection by name.
     *
     * @return {@link MongoCollection}
     */
    public static MongoCollection<Document> getCollection(String name) {
        return getDatabase().getCollection(name);
    }

    /**
     * Get a Mongo Collection with POJO support by name and class.
     *
     * @return {@link MongoCollection}
     */
    public static <TDocument> MongoCollection<TDocument> getCollection(String name, Class<TDocument> cls) {
        return getDatabase().getCollection(name, cls);
    }

    /**
     * Get the CodecRegistry.
     *
     * @return {@link CodecRegistry}
     */
    public static CodecRegistry getCodecRegistry() {
        return INSTANCE.codecRegistry;
    }
}
