package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The connection drops while one collection's {@code createIndexes} is on its way (a
 * {@link DelayingProxy} in front of mongo-java-server closes it): {@code apply} returns a report
 * that names that collection as failed, with every other collection done, and throws nothing. On
 * that network error the driver pauses its connection pool until its monitor reaches the server
 * again, and fails the commands waiting for a connection meanwhile (MongoConnectionPoolClearedException):
 * those collections are done again, not reported as failed. The driver's timeouts are short, so that a
 * wait for the server would show as a slow test, not a hang.
 */
class DroppedConnectionTest {

    private static final String DATABASE = "boot_dropped";
    private static final String DROPPED = "c03";

    private MongoServer server;
    private DelayingProxy proxy;
    private MongoClient client;
    private MongoClient direct;

    @BeforeEach
    void start() throws Exception {
        server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        proxy = new DelayingProxy(address, 20, false);
        // two connections for eight threads: when the connection drops, other collections wait for one, as they do
        // in an application whose pool is busy at startup, and the driver fails them when it pauses the pool
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(proxy.uri()))
                .applyToConnectionPoolSettings(pool -> pool.maxSize(2))
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(3, TimeUnit.SECONDS))
                .applyToSocketSettings(
                        socket -> socket.connectTimeout(2, TimeUnit.SECONDS).readTimeout(5, TimeUnit.SECONDS))
                .build());
        direct = MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort());
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        direct.close();
        proxy.close();
        server.shutdownNow();
    }

    private static List<Target> targets() {
        List<Target> targets = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            targets.add(new Target(
                    null,
                    String.format("c%02d", i),
                    new CreateCollectionOptions(),
                    List.of(
                            new IndexModel(new Document("owner", 1), new IndexOptions().name("owner_1")),
                            new IndexModel(new Document("placedAt", -1), new IndexOptions().name("placedAt_-1")))));
        }
        return targets;
    }

    @Test
    void positive_aConnectionDroppedInTheMiddleOfCreateIndexesFailsThatCollectionOnly_concurrent() {
        droppedConnectionFailsOneCollection(Options.defaults());
    }

    @Test
    void positive_aConnectionDroppedInTheMiddleOfCreateIndexesFailsThatCollectionOnly_sequential() {
        droppedConnectionFailsOneCollection(Options.defaults().concurrency(1));
    }

    private void droppedConnectionFailsOneCollection(Options options) {
        byte[] createIndexesOfDropped = command("createIndexes", DROPPED);
        proxy.dropConnectionOn(request -> contains(request, createIndexesOfDropped));
        MongoDatabase database = client.getDatabase(DATABASE);

        Report report = Bootstrap.apply(database, targets(), options);

        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures().get(0).startsWith(DATABASE + "." + DROPPED + ": "),
                report.failures().get(0));
        List<String> created = new ArrayList<>();
        for (Target target : targets()) {
            if (!target.collection().equals(DROPPED)) {
                created.add(DATABASE + "." + target.collection() + " owner_1 {\"owner\": 1}");
                created.add(DATABASE + "." + target.collection() + " placedAt_-1 {\"placedAt\": -1}");
                assertEquals(
                        List.of("owner_1", "placedAt_-1"),
                        Servers.indexNames(direct.getDatabase(DATABASE), target.collection()),
                        target.collection());
            }
        }
        assertEquals(created, report.createdIndexes(), report.toString());
        assertEquals(6, report.createdCollections().size(), report.toString());
        assertEquals(List.of(), Servers.indexNames(direct.getDatabase(DATABASE), DROPPED), "never reached the server");

        proxy.dropConnectionOn(request -> false);
        Report again = Bootstrap.apply(database, targets(), options);
        assertEquals(
                List.of(
                        DATABASE + "." + DROPPED + " owner_1 {\"owner\": 1}",
                        DATABASE + "." + DROPPED + " placedAt_-1 {\"placedAt\": -1}"),
                again.createdIndexes(),
                "the next start finishes it: " + again);
        assertTrue(again.isComplete(), again.toString());
    }

    /** The start of a command's BSON body: its first element, a string, as OP_MSG carries it. */
    private static byte[] command(String name, String collection) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0x02);
        out.writeBytes(name.getBytes(StandardCharsets.UTF_8));
        out.write(0);
        byte[] value = collection.getBytes(StandardCharsets.UTF_8);
        int length = value.length + 1;
        out.writeBytes(new byte[] {(byte) length, (byte) (length >> 8), (byte) (length >> 16), (byte) (length >> 24)});
        out.writeBytes(value);
        out.write(0);
        return out.toByteArray();
    }

    private static boolean contains(byte[] message, byte[] part) {
        for (int i = 0; i + part.length <= message.length; i++) {
            int j = 0;
            while (j < part.length && message[i + j] == part[j]) {
                j++;
            }
            if (j == part.length) {
                return true;
            }
        }
        return false;
    }
}
