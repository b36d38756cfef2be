package dev.schemaguard.benchmarks;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.DatastoreImpl;
import dev.morphia.Morphia;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.runtime.Report;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.bson.Document;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * What creating the indexes of N collections costs an application at startup, with the database
 * a fixed latency away: schemaguard's bootstrap next to Spring Data MongoDB's index creator and
 * Morphia's {@code applyIndexes}, on the same model (the {@link Corpus}: 3 indexes per collection
 * besides {@code _id}), through a {@link DelayingProxy} in front of
 * the embedded mongo-java-server.
 *
 * <p>Per N, delay and contender: first runs, each on a fresh database (creating every collection
 * and index), then no-op runs on the database of the last first run (everything exists). Each run
 * gets a new client whose pool holds one connection (a {@code ping} before the clock starts, so
 * that the handshake is not counted), and the clock covers only the call that creates the
 * indexes; what each framework does before it without the database (compiling and loading the
 * entities, building the mapping) is outside. The round trips are the commands the driver sends
 * during that call ({@link CommandListener}).
 *
 * <ul>
 *   <li>schemaguard: the corpus in Spring Data MongoDB's annotations (benchmarks/README.md: the entities written
 *       once, read through the Spring Data dialect (docs/dialects/spring-data.md); {@code bench.vocabulary=schemaguard}: in schemaguard's
 *       own, which generate the same code), compiled with both processors; the generated
 *       {@code SchemaBootstrap.apply(MongoDatabase)}, which builds the targets of the generated
 *       {@code SchemaBootstrapTargets} and calls {@code dev.schemaguard.runtime.Bootstrap.apply};
 *   <li>Spring Data MongoDB: the corpus in its annotations, a {@link MongoMappingContext} with
 *       auto index creation and the documents as its initial entity set (as Spring Boot builds it),
 *       and the clock on {@code new MongoTemplate(factory, converter)}, whose constructor runs the
 *       {@code MongoPersistentEntityIndexCreator} over every entity: {@code ensureIndex} for each
 *       index it resolves;
 *   <li>Morphia: the corpus in its annotations, mapped by a new datastore, and the clock on
 *       {@code datastore.applyIndexes()}.
 * </ul>
 *
 * <p>System properties: {@code bench.sizes} (10,100,500), {@code bench.delays} (0,2,10: ms per
 * message, each direction), {@code bench.reps} (5: runs of each kind, median reported),
 * {@code bench.warmup} (1: unmeasured first and no-op runs per contender and N, with no delay),
 * {@code bench.contenders} (schemaguard,springData,morphia), {@code bench.seed} (42),
 * {@code bench.vocabulary} (springData: the annotations of the corpus schemaguard compiles).
 */
public final class StartupBenchmark {

    enum Contender {
        // benchmarks/README.md: the entities written once, in SDM's annotations, which schemaguard reads as its own
        SCHEMAGUARD("schemaguard", Corpus.Vocabulary.SPRING_DATA),
        SPRING_DATA("springData", Corpus.Vocabulary.SPRING_DATA),
        MORPHIA("morphia", Corpus.Vocabulary.MORPHIA);

        final String property;
        final Corpus.Vocabulary vocabulary;

        Contender(String property, Corpus.Vocabulary vocabulary) {
            this.property = property;
            this.vocabulary = vocabulary;
        }

        static Contender of(String property) {
            for (Contender c : values()) {
                if (c.property.equalsIgnoreCase(property.trim())) {
                    return c;
                }
            }
            throw new IllegalArgumentException("bench.contenders: schemaguard, springData, morphia; not " + property);
        }
    }

    enum Kind {
        FIRST("first run"),
        NO_OP("no-op run");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /**
     * One measured call: wall time, the commands sent during it by name, and the wire messages the
     * proxy passed on meanwhile, both ways: twice the commands, give or take a monitor's heartbeat,
     * unless a connection was opened (its handshake is no command).
     */
    record Run(double millis, int roundTrips, long messages, Map<String, Integer> commands) {}

    /** Medians at one N, delay, contender and kind, and the commands of the last run. */
    record Cell(
            double medianMillis,
            double minMillis,
            double maxMillis,
            int medianRoundTrips,
            long medianMessages,
            Map<String, Integer> commands) {

        static Cell of(List<Run> runs) {
            double[] t = runs.stream().mapToDouble(Run::millis).sorted().toArray();
            int[] rt = runs.stream().mapToInt(Run::roundTrips).sorted().toArray();
            long[] messages = runs.stream().mapToLong(Run::messages).sorted().toArray();
            int n = t.length;
            double median = n % 2 == 1 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
            return new Cell(
                    median,
                    t[0],
                    t[n - 1],
                    rt[n / 2],
                    messages[n / 2],
                    runs.get(runs.size() - 1).commands());
        }
    }

    /** The median ping through the proxy, by "N/delay": what one round trip costs at that delay. */
    private static final Map<String, Double> PING_MILLIS = new java.util.TreeMap<>();

    record Key(int n, double delay, Kind kind) {}

    /** Counts the commands the driver sends, by name. */
    private static final class CommandCounter implements CommandListener {

        final AtomicInteger total = new AtomicInteger();
        final Map<String, Integer> byName = new ConcurrentHashMap<>();

        @Override
        public void commandStarted(CommandStartedEvent event) {
            total.incrementAndGet();
            byName.merge(event.getCommandName(), 1, Integer::sum);
        }

        void reset() {
            total.set(0);
            byName.clear();
        }
    }

    /** A contender's entities at one N, loaded, with what it builds from them before connecting. */
    private static final class Loaded implements AutoCloseable {

        final Contender contender;
        final URLClassLoader loader;
        final List<Class<?>> documents;
        final List<Class<?>> mappable;
        Method bootstrap;
        MappingMongoConverter converter;

        Loaded(Contender contender, URLClassLoader loader, List<Class<?>> documents, List<Class<?>> mappable) {
            this.contender = contender;
            this.loader = loader;
            this.documents = documents;
            this.mappable = mappable;
        }

        @Override
        public void close() throws IOException {
            loader.close();
        }
    }

    private static final int PINGS = 21;

    private final InetSocketAddress server;
    private final MongoClient direct;
    private final int reps;
    private final int warmup;
    private final long seed;
    private final Corpus.Vocabulary schemaguardVocabulary;
    private final Path work;
    private int databases;

    private StartupBenchmark(
            InetSocketAddress server,
            int reps,
            int warmup,
            long seed,
            Corpus.Vocabulary schemaguardVocabulary,
            Path work) {
        this.server = server;
        this.direct = MongoClients.create("mongodb://" + server.getHostString() + ":" + server.getPort());
        this.reps = reps;
        this.warmup = warmup;
        this.seed = seed;
        this.schemaguardVocabulary = schemaguardVocabulary;
        this.work = work;
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = ints(System.getProperty("bench.sizes", "10,100,500"));
        double[] delays = Arrays.stream(
                        System.getProperty("bench.delays", "0,2,10").split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .mapToDouble(Double::parseDouble)
                .toArray();
        int reps = Integer.getInteger("bench.reps", 5);
        int warmup = Integer.getInteger("bench.warmup", 1);
        long seed = Long.getLong("bench.seed", 42L);
        Corpus.Vocabulary schemaguardVocabulary =
                Corpus.Vocabulary.of(System.getProperty("bench.vocabulary", "springData"));
        if (schemaguardVocabulary == Corpus.Vocabulary.MORPHIA) {
            throw new IllegalArgumentException(
                    "bench.vocabulary: springData or schemaguard, the annotations of the corpus "
                            + "schemaguard compiles");
        }
        List<Contender> contenders = Arrays.stream(
                        System.getProperty("bench.contenders", "schemaguard,springData,morphia")
                                .split(","))
                .filter(s -> !s.isBlank())
                .map(Contender::of)
                .distinct()
                .toList();
        if (sizes.length == 0 || delays.length == 0 || reps < 1 || warmup < 0 || contenders.isEmpty()) {
            throw new IllegalArgumentException(
                    "bench.sizes, bench.delays, bench.contenders not empty; bench.reps >= 1");
        }
        System.out.println("schemaguard startup benchmark");
        System.out.printf(
                Locale.ROOT,
                "JDK %s on %s %s, %d cores; sizes %s, delays %s ms per message and direction "
                        + "(a round trip costs twice the delay), %d runs of each kind (median), %d warm-up; contenders %s; "
                        + "schemaguard compiles the corpus in the %s vocabulary%n",
                System.getProperty("java.runtime.version"),
                System.getProperty("os.name"),
                System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                Arrays.toString(sizes),
                Arrays.toString(delays),
                reps,
                warmup,
                contenders.stream().map(c -> c.property).toList(),
                schemaguardVocabulary);
        System.out.println();

        MongoServer mongo = new MongoServer(new MemoryBackend());
        Path work = Files.createTempDirectory("schemaguard-startup");
        Map<Key, Map<Contender, Cell>> results = new TreeMap<>(
                Comparator.comparingInt(Key::n).thenComparingDouble(Key::delay).thenComparing(Key::kind));
        StartupBenchmark bench = new StartupBenchmark(mongo.bind(), reps, warmup, seed, schemaguardVocabulary, work);
        try {
            for (int n : sizes) {
                bench.measure(n, delays, contenders, results);
            }
        } finally {
            bench.direct.close();
            mongo.shutdownNow();
            deleteTree(work);
        }
        printTable(results, contenders);
    }

    private void measure(int n, double[] delays, List<Contender> contenders, Map<Key, Map<Contender, Cell>> results)
            throws Exception {
        Map<Contender, Loaded> loaded = new EnumMap<>(Contender.class);
        try {
            for (Contender c : contenders) {
                long start = System.nanoTime();
                loaded.put(c, load(c, n));
                System.out.printf(
                        Locale.ROOT,
                        "N = %d, %s: compiled and loaded in %.1f s%n",
                        n,
                        c.property,
                        (System.nanoTime() - start) / 1e9);
            }
            try (DelayingProxy proxy = new DelayingProxy(server, 0)) {
                for (int w = 0; w < warmup; w++) {
                    for (Contender c : contenders) {
                        String db = freshDatabase(c);
                        run(loaded.get(c), proxy, db);
                        run(loaded.get(c), proxy, db);
                        direct.getDatabase(db).drop();
                    }
                }
            }
            for (double delay : delays) {
                try (DelayingProxy proxy = new DelayingProxy(server, delay)) {
                    double ping = pingMillis(proxy);
                    PING_MILLIS.put(n + "/" + format(delay), ping);
                    System.out.printf(
                            Locale.ROOT,
                            "  N = %d, delay %s ms: one ping through the proxy takes %.2f ms "
                                    + "(median of %d; twice the delay plus the proxy's and server's own time)%n",
                            n,
                            format(delay),
                            ping,
                            PINGS);
                    Map<Contender, List<Run>> first = new EnumMap<>(Contender.class);
                    Map<Contender, List<Run>> noOp = new EnumMap<>(Contender.class);
                    Map<Contender, List<String>> created = new EnumMap<>(Contender.class);
                    for (Contender c : contenders) {
                        first.put(c, new ArrayList<>());
                        noOp.put(c, new ArrayList<>());
                        created.put(c, new ArrayList<>());
                    }
                    // contenders take turns, in an order that rotates, so that a slow phase of a shared machine
                    // does not fall on one of them only
                    for (int r = 0; r < reps; r++) {
                        for (int k = 0; k < contenders.size(); k++) {
                            Contender c = contenders.get((r + k) % contenders.size());
                            String db = freshDatabase(c);
                            created.get(c).add(db);
                            first.get(c).add(run(loaded.get(c), proxy, db));
                            if (r == 0) {
                                checkCreated(c, db, n);
                            }
                        }
                    }
                    for (int r = 0; r < reps; r++) {
                        for (int k = 0; k < contenders.size(); k++) {
                            Contender c = contenders.get((r + k) % contenders.size());
                            List<String> dbs = created.get(c);
                            noOp.get(c).add(run(loaded.get(c), proxy, dbs.get(dbs.size() - 1)));
                        }
                    }
                    for (Contender c : contenders) {
                        checkCreated(c, created.get(c).get(created.get(c).size() - 1), n);
                        created.get(c).forEach(db -> direct.getDatabase(db).drop());
                        put(results, new Key(n, delay, Kind.FIRST), c, Cell.of(first.get(c)));
                        put(results, new Key(n, delay, Kind.NO_OP), c, Cell.of(noOp.get(c)));
                    }
                    for (Kind kind : Kind.values()) {
                        Map<Contender, Cell> cells = results.get(new Key(n, delay, kind));
                        for (Contender c : contenders) {
                            Cell cell = cells.get(c);
                            System.out.printf(
                                    Locale.ROOT,
                                    "  N = %d, delay %s ms, %-9s %-11s median %9.1f ms (min %.1f, "
                                            + "max %.1f), %d round trips %s, %d wire messages%n",
                                    n,
                                    format(delay),
                                    kind.label,
                                    c.property,
                                    cell.medianMillis(),
                                    cell.minMillis(),
                                    cell.maxMillis(),
                                    cell.medianRoundTrips(),
                                    cell.commands(),
                                    cell.medianMessages());
                        }
                    }
                }
            }
            System.out.println();
        } finally {
            for (Loaded l : loaded.values()) {
                l.close();
            }
        }
    }

    /** The round trip the proxy gives, measured: what each command of a run costs at least. */
    private static double pingMillis(DelayingProxy proxy) {
        try (MongoClient client = MongoClients.create(proxy.uri())) {
            MongoDatabase admin = client.getDatabase("admin");
            admin.runCommand(new Document("ping", 1));
            double[] millis = new double[PINGS];
            for (int i = 0; i < PINGS; i++) {
                long start = System.nanoTime();
                admin.runCommand(new Document("ping", 1));
                millis[i] = (System.nanoTime() - start) / 1e6;
            }
            Arrays.sort(millis);
            return millis[PINGS / 2];
        }
    }

    private static void put(Map<Key, Map<Contender, Cell>> results, Key key, Contender c, Cell cell) {
        results.computeIfAbsent(key, k -> new EnumMap<>(Contender.class)).put(c, cell);
    }

    private String freshDatabase(Contender c) {
        return "startup_" + c.property.toLowerCase(Locale.ROOT) + "_" + (++databases);
    }

    /** One measured call on a new client through the proxy. */
    private Run run(Loaded entities, DelayingProxy proxy, String database) throws Exception {
        CommandCounter counter = new CommandCounter();
        MongoClientSettings settings = MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(proxy.uri()))
                .addCommandListener(counter)
                .build();
        try (MongoClient client = MongoClients.create(settings)) {
            MongoDatabase db = client.getDatabase(database);
            Datastore datastore = null;
            if (entities.contender == Contender.MORPHIA) {
                datastore = morphiaDatastore(client, database, entities);
            }
            // the handshake and the pool's first connection, before the clock starts
            db.runCommand(new Document("ping", 1));
            counter.reset();
            long messagesBefore = proxy.messages();
            long start = System.nanoTime();
            switch (entities.contender) {
                case SCHEMAGUARD -> {
                    Report report = (Report) invoke(entities.bootstrap, db);
                    check(report.failures().isEmpty() && report.conflicts().isEmpty(), "schemaguard: " + report);
                }
                case SPRING_DATA ->
                    new MongoTemplate(new SimpleMongoClientDatabaseFactory(client, database), entities.converter);
                // Morphia 2.5 declares applyIndexes on the implementation; the interface's ensureIndexes calls it
                case MORPHIA -> ((DatastoreImpl) datastore).applyIndexes();
                default -> throw new IllegalStateException();
            }
            long nanos = System.nanoTime() - start;
            return new Run(
                    nanos / 1e6, counter.total.get(), proxy.messages() - messagesBefore, new TreeMap<>(counter.byName));
        }
    }

    /** Morphia 2.5's way to map given classes; 3.0 maps the packages its configuration names instead. */
    @SuppressWarnings({"deprecation", "removal"})
    private static Datastore morphiaDatastore(MongoClient client, String database, Loaded entities) {
        Datastore datastore = Morphia.createDatastore(client, database);
        datastore.getMapper().map(entities.mappable.toArray(new Class<?>[0]));
        return datastore;
    }

    private static Object invoke(Method method, Object argument) throws Exception {
        try {
            return method.invoke(null, argument);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** Every contender must leave N collections of 4 indexes each ({@code _id} and the corpus's 3). */
    private void checkCreated(Contender c, String database, int n) {
        MongoDatabase db = direct.getDatabase(database);
        List<String> collections = db.listCollectionNames().into(new ArrayList<>());
        check(collections.size() == n, c.property + " left " + collections.size() + " collections, not " + n);
        for (String collection : collections) {
            int indexes = db.getCollection(collection)
                    .listIndexes()
                    .into(new ArrayList<>())
                    .size();
            check(indexes == 4, c.property + " left " + indexes + " indexes on " + collection + ", not 4");
        }
    }

    /** Compiles the corpus in the contender's vocabulary into a directory of its own and loads it. */
    private Loaded load(Contender c, int n) throws Exception {
        Corpus.Vocabulary vocabulary = c == Contender.SCHEMAGUARD ? schemaguardVocabulary : c.vocabulary;
        Corpus corpus = Corpus.generate(n, seed, vocabulary);
        Path dir = work.resolve(c.property + "-" + n);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path generated = Files.createDirectories(dir.resolve("generated"));
        List<JavaFileObject> units = new ArrayList<>();
        for (Corpus.Source s : corpus.sources()) {
            units.add(new MemoryFileManager.InMemorySource(s.qualifiedName(), s.content()));
        }
        List<String> args = new ArrayList<>(List.of(
                "-classpath",
                String.join(
                        File.pathSeparator,
                        ProcessorBenchmark.compileClassPath(vocabulary).stream()
                                .map(Path::toString)
                                .toList()),
                "-d",
                classes.toString(),
                "-s",
                generated.toString(),
                "-encoding",
                "UTF-8",
                "-Xmaxwarns",
                "100000"));
        if (c == Contender.SCHEMAGUARD) {
            // no -Aschemaguard.database: the targets then go to whichever database apply is given, a fresh one per run
            args.add("-Aschemaguard.maxCollectionsPerDatabase=100000");
        } else {
            args.add("-proc:none");
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean success;
        try (StandardJavaFileManager files =
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            var task = (com.sun.source.util.JavacTask) javac.getTask(null, files, diagnostics, args, null, units);
            if (c == Contender.SCHEMAGUARD) {
                task.setProcessors(List.of(new SchemaGuardProcessor(), new SchemaBootstrapProcessor()));
            }
            success = task.call();
        }
        List<String> errors = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .limit(5)
                .map(d -> d.getMessage(Locale.ROOT))
                .toList();
        check(success && errors.isEmpty(), c.property + " corpus did not compile: " + errors);

        URLClassLoader loader =
                new URLClassLoader(new URL[] {classes.toUri().toURL()}, StartupBenchmark.class.getClassLoader());
        List<Class<?>> documents = new ArrayList<>();
        List<Class<?>> mappable = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = Corpus.qualifiedName(i);
            documents.add(loader.loadClass(name));
            mappable.add(loader.loadClass(name));
            mappable.add(loader.loadClass(name + "Line"));
            mappable.add(loader.loadClass(name + "Detail"));
        }
        Loaded out = new Loaded(c, loader, documents, mappable);
        switch (c) {
            case SCHEMAGUARD -> {
                String bootstrap;
                try (Stream<Path> walk = Files.walk(classes)) {
                    bootstrap = walk.filter(p -> p.getFileName().toString().equals("SchemaBootstrap.class"))
                            .map(p -> classes.relativize(p)
                                    .toString()
                                    .replace(File.separatorChar, '.')
                                    .replaceFirst("\\.class$", ""))
                            .findFirst()
                            .orElseThrow(() -> new IllegalStateException("no SchemaBootstrap generated"));
                }
                out.bootstrap = loader.loadClass(bootstrap).getMethod("apply", MongoDatabase.class);
            }
            case SPRING_DATA -> {
                // as Spring Boot's data configuration builds them: the conversions' simple types (Instant, ...)
                // are values, not entities
                MongoCustomConversions conversions = new MongoCustomConversions(List.of());
                MongoMappingContext context = new MongoMappingContext();
                context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
                context.setAutoIndexCreation(true);
                context.setInitialEntitySet(new LinkedHashSet<>(documents));
                context.afterPropertiesSet();
                MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
                converter.setCustomConversions(conversions);
                converter.afterPropertiesSet();
                out.converter = converter;
            }
            default -> {
                // Morphia maps per datastore, in each run before the clock starts
            }
        }
        return out;
    }

    private static void printTable(Map<Key, Map<Contender, Cell>> results, List<Contender> contenders) {
        System.out.println("Results: medians in ms (round trips: commands sent during the call); ratios are the "
                + "other contender's median over schemaguard's");
        System.out.println();
        StringBuilder header = new StringBuilder("|     N | delay ms | run       |");
        StringBuilder rule = new StringBuilder("|------:|---------:|-----------|");
        for (Contender c : contenders) {
            header.append(String.format(Locale.ROOT, " %11s ms | %s RT |", c.property, c.property));
            rule.append("--------------:|")
                    .append("-".repeat(c.property.length() + 4))
                    .append(":|");
        }
        boolean ratios = contenders.contains(Contender.SCHEMAGUARD);
        for (Contender c : contenders) {
            if (ratios && c != Contender.SCHEMAGUARD) {
                header.append(String.format(Locale.ROOT, " %s/sg |", c.property));
                rule.append("-".repeat(c.property.length() + 5)).append(":|");
            }
        }
        System.out.println(header);
        System.out.println(rule);
        for (Map.Entry<Key, Map<Contender, Cell>> e : results.entrySet()) {
            Key key = e.getKey();
            StringBuilder line = new StringBuilder(String.format(
                    Locale.ROOT,
                    "| %5d | %8s | %-9s |",
                    key.n(),
                    format(key.delay()),
                    key.kind() == Kind.FIRST ? "first" : "no-op"));
            for (Contender c : contenders) {
                Cell cell = e.getValue().get(c);
                line.append(String.format(
                        Locale.ROOT,
                        " %14.1f | %" + (c.property.length() + 3) + "d |",
                        cell.medianMillis(),
                        cell.medianRoundTrips()));
            }
            if (ratios) {
                double sg = e.getValue().get(Contender.SCHEMAGUARD).medianMillis();
                for (Contender c : contenders) {
                    if (c != Contender.SCHEMAGUARD) {
                        line.append(String.format(
                                Locale.ROOT,
                                " %" + (c.property.length() + 4) + ".2f |",
                                e.getValue().get(c).medianMillis() / sg));
                    }
                }
            }
            System.out.println(line);
        }
        System.out.println();
        if (!ratios) {
            return;
        }
        for (Map.Entry<Key, Map<Contender, Cell>> e : results.entrySet()) {
            Key key = e.getKey();
            Cell sg = e.getValue().get(Contender.SCHEMAGUARD);
            if (key.kind() == Kind.NO_OP) {
                int bound = 2 + (key.n() + 7) / 8;
                Map<Contender, Cell> atZero = results.get(new Key(key.n(), 0, Kind.NO_OP));
                Double ping = PING_MILLIS.get(key.n() + "/" + format(key.delay()));
                Double pingAtZero = PING_MILLIS.get(key.n() + "/0");
                if (key.delay() > 0 && atZero != null && ping != null && pingAtZero != null) {
                    // the round trips the call waits for one after the other: what the delay added to it, in pings
                    // (the commands sent in parallel count once per wave; the server's own time is left out)
                    double waited = (sg.medianMillis()
                                    - atZero.get(Contender.SCHEMAGUARD).medianMillis())
                            / (ping - pingAtZero);
                    System.out.printf(
                            Locale.ROOT,
                            "target no-op waits for <= 2 + ceil(N/8) = %d round trips at N = %d, "
                                    + "delay %s: %s (%.1f, of %d commands)%n",
                            bound,
                            key.n(),
                            format(key.delay()),
                            waited <= bound ? "met" : "MISSED",
                            waited,
                            sg.medianRoundTrips());
                }
                Cell sdm = e.getValue().get(Contender.SPRING_DATA);
                if (sdm != null && key.n() == 100 && key.delay() == 10) {
                    double ratio = sdm.medianMillis() / sg.medianMillis();
                    System.out.printf(
                            Locale.ROOT,
                            "target no-op at N = 100, 10 ms: >= 10x faster than Spring Data: %s " + "(%.2fx)%n",
                            ratio >= 10 ? "met" : "MISSED",
                            ratio);
                }
            } else {
                Cell sdm = e.getValue().get(Contender.SPRING_DATA);
                if (sdm != null) {
                    System.out.printf(
                            Locale.ROOT,
                            "target first run no slower than Spring Data at N = %d, delay %s: %s "
                                    + "(%.1f against %.1f ms)%n",
                            key.n(),
                            format(key.delay()),
                            sg.medianMillis() <= sdm.medianMillis() ? "met" : "MISSED",
                            sg.medianMillis(),
                            sdm.medianMillis());
                }
            }
        }
    }

    private static String format(double delay) {
        return delay == Math.rint(delay) ? Long.toString((long) delay) : Double.toString(delay);
    }

    private static int[] ints(String list) {
        return Arrays.stream(list.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .mapToInt(Integer::parseInt)
                .toArray();
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new IllegalStateException(message);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
