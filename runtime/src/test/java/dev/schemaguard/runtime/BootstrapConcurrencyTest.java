package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerError;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The bootstrap's bounded concurrency (SPEC §10): the collections of a database are read and
 * written on {@code Options.concurrency} threads at once. These tests run against the embedded
 * server behind a {@link DelayingProxy}, which holds each request as a distant server would;
 * the wall-time bound has a wide margin and only tells a parallel run from a sequential one (the
 * figures are in the startup benchmark, not here). The server that refuses one collection's
 * indexes is a test double of that failure, defined below.
 */
class BootstrapConcurrencyTest {

    private static final String DATABASE = "boot_parallel";
    private static final String REFUSED = "c07";

    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, Integer> sent = new ConcurrentHashMap<>();

    @AfterEach
    void closeAll() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    /** N collections of two indexes each, as a generated SchemaBootstrapTargets would hand them over. */
    private static List<Target> targets(int collections) {
        List<Target> targets = new ArrayList<>();
        for (int i = 0; i < collections; i++) {
            targets.add(new Target(DATABASE, String.format("c%02d", i), new CreateCollectionOptions(), List.of(
                    new IndexModel(new org.bson.Document("owner", 1), new IndexOptions().name("owner_1")),
                    new IndexModel(new org.bson.Document("placedAt", -1).append("status", 1),
                            new IndexOptions().name("placedAt_-1_status_1")))));
        }
        return targets;
    }

    private MongoServer server(MemoryBackend backend) {
        MongoServer server = new MongoServer(backend);
        server.bind();
        open.add(server::shutdownNow);
        return server;
    }

    private DelayingProxy proxy(MongoServer server, long delayMillis, boolean jitter) throws Exception {
        DelayingProxy proxy = new DelayingProxy((InetSocketAddress) server.getLocalAddress(), delayMillis, jitter);
        open.add(proxy);
        return proxy;
    }

    private MongoDatabase database(String uri) {
        CommandListener counting = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                sent.merge(event.getCommandName(), 1, Integer::sum);
            }
        };
        MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri)).addCommandListener(counting).build());
        open.add(client);
        return client.getDatabase(DATABASE);
    }

    /** The commands the bootstrap sent, without the driver's handshakes and heartbeats. */
    private Map<String, Integer> sentByName() {
        Map<String, Integer> counts = new TreeMap<>(sent);
        counts.remove("hello");
        counts.remove("isMaster");
        counts.remove("endSessions");
        return counts;
    }

    @Test
    void aNoOpStartupWaitsForAboutOneRoundTripPerConcurrencyCollections() throws Exception {
        int collections = 40;
        long delay = 50;
        DelayingProxy proxy = proxy(server(new MemoryBackend()), delay, false);
        MongoDatabase db = database(proxy.uri());
        List<Target> targets = targets(collections);
        Report first = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(collections, first.createdCollections().size(), first.toString());

        sent.clear();
        proxy.resetCounts();
        long sequentialStart = System.nanoTime();
        Report sequential = Bootstrap.apply(db, targets, Options.defaults().concurrency(1));
        long sequentialMillis = (System.nanoTime() - sequentialStart) / 1_000_000;
        assertTrue(sequential.changedNothing(), sequential.toString());
        assertEquals(Map.of("listCollections", 1, "listIndexes", collections), sentByName());
        assertEquals(1, proxy.maxInFlight(), "one collection after the other");

        sent.clear();
        proxy.resetCounts();
        long parallelStart = System.nanoTime();
        Report parallel = Bootstrap.apply(db, targets, Options.defaults());
        long parallelMillis = (System.nanoTime() - parallelStart) / 1_000_000;
        assertTrue(parallel.changedNothing(), parallel.toString());
        assertEquals(Map.of("listCollections", 1, "listIndexes", collections), sentByName(), "the same commands, at once");
        assertTrue(proxy.maxInFlight() > 1 && proxy.maxInFlight() <= 8, "in flight at once: " + proxy.maxInFlight());

        // 2 + ⌈40 / 8⌉ = 7 round trips of 50 ms; sequentially at least 41. The bound is three times the
        // first and still well under the second: it tells the two apart on a loaded machine.
        long rounds = 2 + (collections + 7) / 8;
        assertTrue(sequentialMillis >= (collections + 1) * delay, "sequential: " + sequentialMillis + " ms");
        assertTrue(parallelMillis < 3 * rounds * delay, "parallel: " + parallelMillis + " ms, sequential "
                + sequentialMillis + " ms");
        assertEquals(sequential.toString(), parallel.toString());
    }

    @Test
    void theReportIsTheSameWithConcurrencyOneAndEightWhateverOrderTheAnswersArriveIn() throws Exception {
        // jitter: each request waits 0 to 20 ms, so answers arrive in another order than asked
        DelayingProxy proxy = proxy(server(new MemoryBackend()), 20, true);
        MongoDatabase db = database(proxy.uri());
        List<Target> targets = targets(24);
        List<String> reports = new ArrayList<>();
        for (int concurrency : new int[] {1, 8}) {
            db.drop();
            // one collection exists with an index of another spec: a conflict, and an undeclared index
            db.getCollection("c03").createIndex(new org.bson.Document("owner", -1), new IndexOptions().name("owner_1"));
            proxy.resetCounts();
            reports.add(Bootstrap.plan(db, targets, Options.defaults().concurrency(concurrency)).toString());
            reports.add(Bootstrap.apply(db, targets, Options.defaults().concurrency(concurrency)).toString());
            reports.add(Bootstrap.apply(db, targets, Options.defaults().concurrency(concurrency)).toString());
            // the same reports from one collection at a time and from several at once, not from two sequential runs
            assertEquals(concurrency > 1, proxy.maxInFlight() > 1, "in flight at once with concurrency " + concurrency);
        }
        assertEquals(reports.subList(0, 3), reports.subList(3, 6));
        assertTrue(reports.get(1).contains("1 conflicts"), reports.get(1));
    }

    @Test
    void aCollectionWhoseIndexesAreRefusedFailsAloneAndTheOthersAreDone() throws Exception {
        MongoDatabase db = database(proxy(server(new RefusingOneCollection()), 5, false).uri());
        List<Target> targets = targets(16);
        Report report = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(16, report.createdCollections().size(), report.toString());
        assertEquals(15 * 2, report.createdIndexes().size(), report.toString());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(report.failures().get(0).startsWith(DATABASE + "." + REFUSED + ": "), report.failures().toString());
        assertTrue(report.failures().get(0).contains("refused by the test double"), report.failures().toString());
        for (Target target : targets) {
            int indexes = 0;
            for (org.bson.Document index : db.getCollection(target.collection()).listIndexes()) {
                indexes++;
            }
            assertEquals(target.collection().equals(REFUSED) ? 1 : 3, indexes, target.collection());
        }
    }

    @Test
    void noThreadOfTheBootstrapOutlivesApplyOrPlan() throws Exception {
        MongoDatabase db = database(proxy(server(new RefusingOneCollection()), 2, true).uri());
        List<Target> targets = targets(20);
        Bootstrap.plan(db, targets, Options.defaults());
        assertEquals(List.of(), bootstrapThreads(), "after plan");
        Bootstrap.apply(db, targets, Options.defaults().concurrency(5));
        assertEquals(List.of(), bootstrapThreads(), "after an apply with a failure");
        Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(List.of(), bootstrapThreads(), "after a no-op apply");
    }

    @Test
    void anInterruptWhileTheCollectionsAreWorkedOnStillGetsTheWholeReport() throws Exception {
        MongoDatabase db = database(proxy(server(new MemoryBackend()), 50, false).uri());
        List<Target> targets = targets(24);
        Report[] report = new Report[1];
        boolean[] interruptKept = new boolean[1];
        Thread caller = new Thread(() -> {
            report[0] = Bootstrap.apply(db, targets, Options.defaults());
            interruptKept[0] = Thread.currentThread().isInterrupted();
        });
        caller.start();
        // one listCollections (100 ms a round trip), then 3 waves of create and createIndexes: interrupted in the waves
        Thread.sleep(250);
        caller.interrupt();
        caller.join(30_000);
        assertEquals(List.of(), report[0].failures(), report[0].toString());
        assertEquals(24, report[0].createdCollections().size(), report[0].toString());
        assertEquals(48, report[0].createdIndexes().size(), report[0].toString());
        assertTrue(interruptKept[0], "the caller's interrupt is kept for it");
        assertEquals(List.of(), bootstrapThreads());
    }

    @Test
    void concurrencyBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Options.defaults().concurrency(0));
    }

    private static List<String> bootstrapThreads() {
        return Thread.getAllStackTraces().keySet().stream().map(Thread::getName)
                .filter(name -> name.startsWith("schemaguard-bootstrap-")).sorted().toList();
    }

    /** A test double of a server that refuses the indexes of one collection (as a full disk or a quota would). */
    private static final class RefusingOneCollection extends MemoryBackend {
        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            if (command.equalsIgnoreCase("createIndexes") && REFUSED.equals(query.get(command))) {
                throw new MongoServerError(2, "BadValue", "createIndexes on " + REFUSED + " refused by the test double");
            }
            return super.handleCommand(channel, database, command, query);
        }
    }
}
