package it.lending;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Report;
import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generated bootstrap with the driver this build was given ({@code -Dmongodb.version}), without
 * Spring Data (whose newest version needs the newest driver): it builds every index, then finds them
 * all.
 */
class BootstrapOnTheDriverTest {

    @Test
    void appliesThenFindsEverythingInPlace() {
        MongoServer server = new MongoServer(new MemoryBackend());
        try {
            InetSocketAddress address = server.bind();
            try (MongoClient client = MongoClients.create("mongodb://localhost:" + address.getPort())) {
                Report first = SchemaBootstrap.apply(client.getDatabase(LendingMongo.DATABASE));
                assertEquals(List.of("lending.books", "lending.loans", "lending.member"), first.createdCollections(),
                        first.toString());
                assertEquals(List.of(), first.failures(), first.toString());
                Report second = SchemaBootstrap.apply(client.getDatabase(LendingMongo.DATABASE));
                assertTrue(second.changedNothing(), second.toString());
                assertEquals(first.createdIndexes().size(), second.existingIndexes().size(), second.toString());
            }
        } finally {
            server.shutdownNow();
        }
    }
}
