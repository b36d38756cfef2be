package dev.schemaguard.processor.testing;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;

/**
 * The embedded server and a client that records the commands it sends, for differential tests
 * that compare what a framework sends with what schemaguard's generated code sends. Commands are
 * recorded when started, before the server answers: mongo-java-server keeps no collection options
 * and is no mongos, so what was <em>sent</em> is what can be compared here.
 */
public final class RecordingServer implements AutoCloseable {

    private final MongoServer server;
    private final MongoClient client;
    private final List<Map.Entry<String, BsonDocument>> sent = new ArrayList<>();

    /**
     * @param backend  the server, possibly answering commands it lacks as a real server would
     * @param recorded the names of the commands to record
     */
    public RecordingServer(MemoryBackend backend, Set<String> recorded) {
        server = new MongoServer(backend);
        InetSocketAddress address = server.bind();
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                if (recorded.contains(event.getCommandName())) {
                    // the event's document is the driver's buffer, released after the command: copied
                    BsonDocument copy = new BsonDocumentCodec()
                            .decode(
                                    new BsonDocumentReader(event.getCommand()),
                                    DecoderContext.builder().build());
                    synchronized (sent) {
                        sent.add(Map.entry(event.getDatabaseName(), copy));
                    }
                }
            }
        };
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(
                        new ConnectionString("mongodb://" + address.getHostString() + ":" + address.getPort()))
                .addCommandListener(listener)
                .build());
    }

    public MongoClient client() {
        return client;
    }

    /** The recorded commands sent to a database, in the order they were started. */
    public List<BsonDocument> sentTo(String database) {
        List<BsonDocument> out = new ArrayList<>();
        synchronized (sent) {
            for (Map.Entry<String, BsonDocument> command : sent) {
                if (command.getKey().equals(database)) {
                    out.add(command.getValue());
                }
            }
        }
        return out;
    }

    /** Every recorded command, in the order they were started. */
    public List<BsonDocument> sent() {
        synchronized (sent) {
            return sent.stream().map(Map.Entry::getValue).toList();
        }
    }

    @Override
    public void close() {
        client.close();
        server.shutdownNow();
    }
}
