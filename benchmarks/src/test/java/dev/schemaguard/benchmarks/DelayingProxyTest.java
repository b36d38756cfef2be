package dev.schemaguard.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.bson.Document;
import org.junit.jupiter.api.Test;

/**
 * The startup benchmark's proxy passes the wire protocol on intact, whole messages in both
 * directions, with its delay on. What the delay costs is the benchmark's to measure, not a test's.
 */
class DelayingProxyTest {

    @Test
    void commandsAndRepliesPassThroughTheDelayedProxyIntact() throws Exception {
        MongoServer server = new MongoServer(new MemoryBackend());
        try (DelayingProxy proxy = new DelayingProxy(server.bind(), 2)) {
            try (MongoClient client = MongoClients.create(proxy.uri())) {
                Document pong = client.getDatabase("admin").runCommand(new Document("ping", 1));
                assertEquals(1.0, pong.get("ok", Number.class).doubleValue(), pong.toJson());

                // a reply larger than one TCP segment and a batch that needs getMore: framing across reads
                MongoCollection<Document> things =
                        client.getDatabase("proxy_test").getCollection("things");
                String text = "x".repeat(100_000);
                things.insertMany(IntStream.range(0, 300)
                        .mapToObj(i -> new Document("_id", i).append("text", i % 50 == 0 ? text : "t" + i))
                        .toList());
                List<Document> read =
                        things.find().sort(new Document("_id", 1)).batchSize(40).into(new ArrayList<>());
                assertEquals(300, read.size());
                assertEquals(text, read.get(100).getString("text"));
                assertEquals("t299", read.get(299).getString("text"));
            }
            // a command and its reply each went through as one message, at least: ping, insert, find, getMores
            assertTrue(proxy.messages() >= 2 * 10, "messages passed on: " + proxy.messages());
        } finally {
            server.shutdownNow();
        }
    }
}
