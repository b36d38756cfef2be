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
import com.mongodb.event.CommandFailedEvent;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import com.mongodb.event.CommandSucceededEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerError;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The bootstrap's bounded concurrency (docs/guide/bootstrap.md; figures in benchmarks/README.md): the collections of a database are read and
 * written on {@code Options.concurrency} threads at once, the first ones' indexes read while
 * listCollections is in flight (issue 17). These tests run against the embedded
 * server behind a {@link DelayingProxy}, which holds each request as a distant server would;
 * the wall-time bound has a wide margin and only tells a parallel run from a sequential one (the
 * figures are in the startup benchmark, not here). The server that refuses one collection's
 * indexes is a test double of that failure, defined below.
 */
class BootstrapConcurrencyTest {

    private static final String DATABASE = "boot_parallel";
    private static final String REFUSED = "c07";
    /** Of the collections whose indexes are read while listCollections is in flight (the first 7 at concurrency 8). */
    private static final String VIEW = "c02";

    private static final Set<String> DRIVER_OWN = Set.of("hello", "isMaster", "endSessions");

    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, Integer> sent = new ConcurrentHashMap<>();
    /** The bootstrap's commands as the driver started and answered them, in order: "started listIndexes c03". */
    private final List<String> events = Collections.synchronizedList(new ArrayList<>());

    private final Map<Integer, String> eventByRequest = new ConcurrentHashMap<>();
    /** Runs on the thread that records each event, after it is recorded: a test's way to act "meanwhile". */
    private volatile Consumer<String> onEvent = event -> {};

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
            targets.add(new Target(
                    DATABASE,
                    String.format("c%02d", i),
                    new CreateCollectionOptions(),
                    List.of(
                            new IndexModel(new org.bson.Document("owner", 1), new IndexOptions().name("owner_1")),
                            new IndexModel(
                                    new org.bson.Document("placedAt", -1).append("status", 1),
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
        CommandListener recording = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                sent.merge(event.getCommandName(), 1, Integer::sum);
                String collection = event.getCommandName().equals("listIndexes")
                        ? " " + event.getCommand().getString("listIndexes").getValue()
                        : "";
                eventByRequest.put(event.getRequestId(), event.getCommandName() + collection);
                record("started " + event.getCommandName() + collection);
            }

            @Override
            public void commandSucceeded(CommandSucceededEvent event) {
                record("succeeded " + eventByRequest.getOrDefault(event.getRequestId(), event.getCommandName()));
            }

            @Override
            public void commandFailed(CommandFailedEvent event) {
                record("failed " + eventByRequest.getOrDefault(event.getRequestId(), event.getCommandName()));
            }

            private void record(String event) {
                if (!DRIVER_OWN.contains(event.split(" ")[1])) {
                    events.add(event);
                    onEvent.accept(event);
                }
            }
        };
        MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .addCommandListener(recording)
                .build());
        open.add(client);
        return client.getDatabase(DATABASE);
    }

    private void clearSent() {
        sent.clear();
        events.clear();
    }

    private List<String> eventsSoFar() {
        synchronized (events) {
            return List.copyOf(events);
        }
    }

    /** The commands the bootstrap sent, without the driver's handshakes and heartbeats. */
    private Map<String, Integer> sentByName() {
        Map<String, Integer> counts = new TreeMap<>(sent);
        counts.keySet().removeAll(DRIVER_OWN);
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

        clearSent();
        proxy.resetCounts();
        long sequentialStart = System.nanoTime();
        Report sequential = Bootstrap.apply(db, targets, Options.defaults().concurrency(1));
        long sequentialMillis = (System.nanoTime() - sequentialStart) / 1_000_000;
        assertTrue(sequential.changedNothing(), sequential.toString());
        assertEquals(Map.of("listCollections", 1, "listIndexes", collections), sentByName());
        assertEquals(1, proxy.maxInFlight(), "one collection after the other");

        clearSent();
        proxy.resetCounts();
        long parallelStart = System.nanoTime();
        Report parallel = Bootstrap.apply(db, targets, Options.defaults());
        long parallelMillis = (System.nanoTime() - parallelStart) / 1_000_000;
        assertTrue(parallel.changedNothing(), parallel.toString());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", collections), sentByName(), "the same commands, at once");
        assertTrue(proxy.maxInFlight() > 1 && proxy.maxInFlight() <= 8, "in flight at once: " + proxy.maxInFlight());

        // 2 + ⌈40 / 8⌉ = 7 round trips of 50 ms; sequentially at least 41. The bound is three times the
        // first and still well under the second: it tells the two apart on a loaded machine.
        long rounds = 2 + (collections + 7) / 8;
        assertTrue(sequentialMillis >= (collections + 1) * delay, "sequential: " + sequentialMillis + " ms");
        assertTrue(
                parallelMillis < 3 * rounds * delay,
                "parallel: " + parallelMillis + " ms, sequential " + sequentialMillis + " ms");
        assertEquals(sequential.toString(), parallel.toString());
    }

    /**
     * Issue 17: the listIndexes of the first collections go out with listCollections, on concurrency
     * − 1 connections of the pool, so that listCollections and they are one round trip, not two.
     */
    @Test
    void theFirstCollectionsIndexesAreReadWhileListCollectionsIsInFlight() throws Exception {
        int collections = 20;
        // a round trip of 100 ms: the reads ahead start on connections the first run left in the pool, long before
        // listCollections is answered
        DelayingProxy proxy = proxy(server(new MemoryBackend()), 100, false);
        MongoDatabase db = database(proxy.uri());
        List<Target> targets = targets(collections);

        Report first = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(List.of(), first.failures(), first.toString());
        assertEquals(collections, first.createdCollections().size(), first.toString());
        assertEquals(2 * collections, first.createdIndexes().size(), first.toString());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", 7, "create", collections, "createIndexes", collections),
                sentByName(),
                "the 7 reads ahead found no collection, and went unused");
        for (Target target : targets) {
            assertEquals(List.of("_id_", "owner_1", "placedAt_-1_status_1"), indexNames(db, target.collection()));
        }

        clearSent();
        Report sequential = Bootstrap.apply(db, targets, Options.defaults().concurrency(1));
        List<String> oneAtATime = eventsSoFar();
        assertEquals(2 * (1 + collections), oneAtATime.size(), oneAtATime.toString());
        assertEquals("started listCollections", oneAtATime.get(0));
        for (int i = 0; i < oneAtATime.size(); i += 2) {
            assertEquals(
                    oneAtATime.get(i).replace("started ", "succeeded "),
                    oneAtATime.get(i + 1),
                    "one command at a time, none ahead: " + oneAtATime);
        }

        clearSent();
        proxy.resetCounts();
        Report parallel = Bootstrap.apply(db, targets, Options.defaults());
        assertTrue(parallel.changedNothing(), parallel.toString());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", collections),
                sentByName(),
                "each collection's indexes read once: the answers read ahead are used");
        assertTrue(proxy.maxInFlight() <= 8, "listCollections and 7 reads ahead at most: " + proxy.maxInFlight());
        List<String> events = eventsSoFar();
        List<String> startedBeforeTheAnswer = events.subList(0, events.indexOf("succeeded listCollections")).stream()
                .filter(event -> event.startsWith("started listIndexes "))
                .sorted()
                .toList();
        List<String> firstSeven = targets.subList(0, 7).stream()
                .map(target -> "started listIndexes " + target.collection())
                .toList();
        assertEquals(firstSeven, startedBeforeTheAnswer, events.toString());
        assertEquals(sequential.toString(), parallel.toString());
    }

    /**
     * An empty answer to a read ahead is not trusted: the driver answers a collection that does not
     * exist with no index, and another instance of the application may create it before
     * listCollections reaches the server.
     */
    @Test
    void aCollectionCreatedBetweenItsReadAheadAndListCollectionsHasItsIndexesReadAgain() throws Exception {
        MongoServer server = server(new MemoryBackend());
        DelayingProxy proxy = proxy(server, 20, false);
        MongoDatabase db = database(proxy.uri());
        InetSocketAddress address = (InetSocketAddress) server.getLocalAddress();
        MongoClient otherInstance =
                MongoClients.create("mongodb://" + address.getHostString() + ":" + address.getPort());
        open.add(otherInstance);
        List<Target> targets = targets(3);
        CountDownLatch readAheadAnswered = new CountDownLatch(1);
        boolean[] createdMeanwhile = new boolean[1];
        onEvent = event -> {
            if (event.equals("succeeded listIndexes c00") || event.equals("failed listIndexes c00")) {
                readAheadAnswered.countDown();
            }
            if (event.equals("started listCollections")) {
                try {
                    if (readAheadAnswered.await(10, TimeUnit.SECONDS)) {
                        MongoDatabase other = otherInstance.getDatabase(DATABASE);
                        for (IndexModel index : targets.get(0).indexes()) {
                            other.getCollection("c00").createIndex(index.getKeys(), index.getOptions());
                        }
                        createdMeanwhile[0] = true;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        Report report = Bootstrap.apply(db, targets, Options.defaults());
        onEvent = event -> {};

        assertTrue(
                createdMeanwhile[0], "c00 created after its read ahead was answered, before listCollections was sent");
        assertEquals(List.of(), report.failures(), report.toString());
        assertEquals(List.of(DATABASE + ".c00"), report.existingCollections(), report.toString());
        assertEquals(List.of(DATABASE + ".c01", DATABASE + ".c02"), report.createdCollections(), report.toString());
        assertEquals(2, report.existingIndexes().size(), report.toString());
        assertEquals(4, report.createdIndexes().size(), report.toString());
        assertEquals(
                Map.of("listCollections", 1, "listIndexes", 4, "create", 2, "createIndexes", 2),
                sentByName(),
                "c00's indexes read again; no createIndexes for it");
        assertEquals(
                2,
                eventsSoFar().stream()
                        .filter(event -> event.equals("started listIndexes c00"))
                        .count());
    }

    /** A read ahead that fails (as on a view) is sent again: the report is the one at concurrency 1, failure and all. */
    @Test
    void aReadAheadThatFailsIsSentAgainAndTheReportIsTheSameAtConcurrencyOneAndEight() throws Exception {
        MongoDatabase db = database(proxy(server(new ViewDouble()), 5, true).uri());
        List<Target> targets = targets(12);
        Report first = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(List.of(), first.failures(), VIEW + "'s read ahead failed, but it did not exist yet: " + first);
        assertEquals(12, first.createdCollections().size(), first.toString());

        List<String> reports = new ArrayList<>();
        for (int concurrency : new int[] {1, 8}) {
            clearSent();
            Report noOp = Bootstrap.apply(db, targets, Options.defaults().concurrency(concurrency));
            assertEquals(1, noOp.failures().size(), noOp.toString());
            assertTrue(
                    noOp.failures().get(0).startsWith(DATABASE + "." + VIEW + ": "),
                    noOp.failures().toString());
            assertTrue(
                    noOp.failures().get(0).contains("CommandNotSupportedOnView"),
                    noOp.failures().toString());
            assertEquals(11 * 2, noOp.existingIndexes().size(), "the other collections' results: " + noOp);
            assertEquals(
                    concurrency == 1 ? 1 : 2,
                    eventsSoFar().stream()
                            .filter(event -> event.equals("started listIndexes " + VIEW))
                            .count(),
                    "ahead and again at concurrency " + concurrency);
            reports.add(noOp.toString());
        }
        assertEquals(reports.get(0), reports.get(1));
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
            reports.add(Bootstrap.plan(db, targets, Options.defaults().concurrency(concurrency))
                    .toString());
            reports.add(Bootstrap.apply(db, targets, Options.defaults().concurrency(concurrency))
                    .toString());
            reports.add(Bootstrap.apply(db, targets, Options.defaults().concurrency(concurrency))
                    .toString());
            // the same reports from one collection at a time and from several at once, not from two sequential runs
            assertEquals(concurrency > 1, proxy.maxInFlight() > 1, "in flight at once with concurrency " + concurrency);
        }
        assertEquals(reports.subList(0, 3), reports.subList(3, 6));
        assertTrue(reports.get(1).contains("1 conflicts"), reports.get(1));
    }

    @Test
    void aCollectionWhoseIndexesAreRefusedFailsAloneAndTheOthersAreDone() throws Exception {
        MongoDatabase db =
                database(proxy(server(new RefusingOneCollection()), 5, false).uri());
        List<Target> targets = targets(16);
        Report report = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(16, report.createdCollections().size(), report.toString());
        assertEquals(15 * 2, report.createdIndexes().size(), report.toString());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures().get(0).startsWith(DATABASE + "." + REFUSED + ": "),
                report.failures().toString());
        assertTrue(
                report.failures().get(0).contains("refused by the test double"),
                report.failures().toString());
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
        MongoDatabase db =
                database(proxy(server(new RefusingOneCollection()), 2, true).uri());
        List<Target> targets = targets(20);
        Bootstrap.plan(db, targets, Options.defaults());
        assertEquals(List.of(), bootstrapThreads(), "after plan");
        Bootstrap.apply(db, targets, Options.defaults().concurrency(5));
        assertEquals(List.of(), bootstrapThreads(), "after an apply with a failure");
        Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(List.of(), bootstrapThreads(), "after a no-op apply");
    }

    @Test
    void aFailedListCollectionsStillWaitsForTheReadsAheadAndLeavesNoThread() throws Exception {
        MongoDatabase db =
                database(proxy(server(new RefusingListCollections()), 20, false).uri());
        Report report = Bootstrap.apply(db, targets(10), Options.defaults());
        assertEquals(1, report.failures().size(), report.toString());
        assertTrue(
                report.failures().get(0).startsWith(DATABASE + ": listCollections failed: "),
                report.failures().toString());
        assertEquals(List.of(), report.createdCollections(), report.toString());
        assertEquals(List.of(), bootstrapThreads());
        List<String> events = eventsSoFar();
        assertEquals(
                7,
                events.stream()
                        .filter(event -> event.startsWith("started listIndexes "))
                        .count(),
                events.toString());
        assertEquals(
                7,
                events.stream()
                        .filter(event -> event.matches("(succeeded|failed) listIndexes .*"))
                        .count(),
                "every read ahead answered before the call returned: " + events);
    }

    @Test
    void anInterruptWhileTheCollectionsAreWorkedOnStillGetsTheWholeReport() throws Exception {
        MongoDatabase db =
                database(proxy(server(new MemoryBackend()), 50, false).uri());
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

    /** listCollections runs on a thread of the call, with the reads ahead: the caller's interrupt does not fail it. */
    @Test
    void anInterruptWhileListCollectionsAndTheReadsAheadAreInFlightStillGetsTheWholeReport() throws Exception {
        MongoDatabase db =
                database(proxy(server(new MemoryBackend()), 50, false).uri());
        List<Target> targets = targets(12);
        Report first = Bootstrap.apply(db, targets, Options.defaults());
        assertEquals(List.of(), first.failures(), first.toString());
        Report[] report = new Report[1];
        boolean[] interruptKept = new boolean[1];
        Thread caller = new Thread(() -> {
            report[0] = Bootstrap.apply(db, targets, Options.defaults());
            interruptKept[0] = Thread.currentThread().isInterrupted();
        });
        onEvent = event -> {
            if (event.equals("started listCollections")) {
                caller.interrupt();
            }
        };
        caller.start();
        caller.join(30_000);
        onEvent = event -> {};
        assertEquals(List.of(), report[0].failures(), report[0].toString());
        assertTrue(report[0].changedNothing(), report[0].toString());
        assertEquals(12, report[0].existingCollections().size(), report[0].toString());
        assertEquals(24, report[0].existingIndexes().size(), report[0].toString());
        assertTrue(interruptKept[0], "the caller's interrupt is kept for it");
        assertEquals(List.of(), bootstrapThreads());
    }

    @Test
    void concurrencyBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Options.defaults().concurrency(0));
    }

    private static List<String> bootstrapThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .map(Thread::getName)
                .filter(name -> name.startsWith("schemaguard-bootstrap-"))
                .sorted()
                .toList();
    }

    private static List<String> indexNames(MongoDatabase db, String collection) {
        List<String> names = new ArrayList<>();
        for (org.bson.Document index : db.getCollection(collection).listIndexes()) {
            names.add(index.getString("name"));
        }
        return names.stream().sorted().toList();
    }

    /** A test double of a server where one collection answers listIndexes as a view does (jstests/core/views/views_all_commands.js). */
    private static final class ViewDouble extends MemoryBackend {
        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            if (command.equalsIgnoreCase("listIndexes") && VIEW.equals(query.get(command))) {
                throw new MongoServerError(
                        166,
                        "CommandNotSupportedOnView",
                        "Namespace " + database + "." + VIEW + " is a view, not a collection");
            }
            return super.handleCommand(channel, database, command, query);
        }
    }

    /** A test double of a server that refuses listCollections (as a user without the privilege would be refused). */
    private static final class RefusingListCollections extends MemoryBackend {
        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            if (command.equalsIgnoreCase("listCollections")) {
                throw new MongoServerError(13, "Unauthorized", "listCollections refused by the test double");
            }
            return super.handleCommand(channel, database, command, query);
        }
    }

    /** A test double of a server that refuses the indexes of one collection (as a full disk or a quota would). */
    private static final class RefusingOneCollection extends MemoryBackend {
        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            if (command.equalsIgnoreCase("createIndexes") && REFUSED.equals(query.get(command))) {
                throw new MongoServerError(
                        2, "BadValue", "createIndexes on " + REFUSED + " refused by the test double");
            }
            return super.handleCommand(channel, database, command, query);
        }
    }
}
