package dev.schemaguard.runtime;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.bson.BsonDocument;

/**
 * mongo-java-server in-process, and the MongoDB at {@code MONGODB_URI} when it is set, each with
 * a client whose sent commands are recorded: what the bootstrap sent is the only evidence of what
 * the embedded server does not keep (a collection's collation, a commitQuorum).
 */
final class Servers implements AutoCloseable {
    private final MongoServer embedded;
    /** The embedded server's address, for a second client that acts "meanwhile", unrecorded. */
    final String embeddedUri;

    final MongoClient embeddedClient;
    /** {@code null} without MONGODB_URI: the tests that need it are skipped with assumeTrue. */
    final String realUri;

    final MongoClient realClient;
    private final List<BsonDocument> commands = Collections.synchronizedList(new ArrayList<>());
    /** Runs before each command is sent, on the sending thread: a test's way to act "meanwhile". */
    private volatile Consumer<BsonDocument> beforeSending = command -> {};

    Servers() {
        this(new MemoryBackend());
    }

    /** With another backend in-process, such as the {@link MongosDouble}. */
    Servers(MemoryBackend backend) {
        embedded = new MongoServer(backend);
        InetSocketAddress address = embedded.bind();
        embeddedUri = "mongodb://" + address.getHostString() + ":" + address.getPort();
        embeddedClient = client(embeddedUri);
        String uri = System.getenv("MONGODB_URI");
        realUri = uri == null || uri.isBlank() ? null : uri;
        realClient = realUri == null ? null : client(realUri);
    }

    private MongoClient client(String uri) {
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                BsonDocument command = event.getCommand().clone();
                commands.add(command);
                beforeSending.accept(command);
            }
        };
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .addCommandListener(listener)
                .build());
    }

    /** Forgets the commands sent so far and any action set with {@link #beforeSending}. */
    void clear() {
        commands.clear();
        beforeSending = command -> {};
    }

    void beforeSending(Consumer<BsonDocument> action) {
        beforeSending = action;
    }

    /** Commands sent since the last clear, by name, without the driver's own. */
    Map<String, Integer> counts() {
        Map<String, Integer> counts = new TreeMap<>();
        synchronized (commands) {
            for (BsonDocument command : commands) {
                String name = command.getFirstKey();
                if (!Set.of("endSessions", "ping").contains(name)) {
                    counts.merge(name, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** The names of the commands sent since the last clear, in order, without the driver's own. */
    List<String> sentNames() {
        synchronized (commands) {
            return commands.stream()
                    .map(BsonDocument::getFirstKey)
                    .filter(name -> !Set.of("endSessions", "ping").contains(name))
                    .toList();
        }
    }

    List<BsonDocument> sent(String name) {
        synchronized (commands) {
            return commands.stream().filter(c -> c.getFirstKey().equals(name)).toList();
        }
    }

    /** The names of a collection's indexes but {@code _id_}, as the server lists them. */
    static List<String> indexNames(MongoDatabase database, String collection) {
        List<String> names = new ArrayList<>();
        for (BsonDocument index : database.getCollection(collection).listIndexes(BsonDocument.class)) {
            if (!index.getString("name").getValue().equals("_id_")) {
                names.add(index.getString("name").getValue());
            }
        }
        return names;
    }

    @Override
    public void close() {
        embeddedClient.close();
        embedded.shutdownNow();
        if (realClient != null) {
            realClient.close();
        }
    }
}
