package dev.schemaguard.benchmarks;

import com.sun.source.util.JavacTask;
import dev.schemaguard.benchmarks.MemoryFileManager.InMemorySource;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URISyntaxException;
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
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.springframework.data.mongodb.repository.support.MongoAnnotationProcessor;

/**
 * What the schemaguard processors cost javac, measured in-process on generated corpora of N
 * documents (see {@link Corpus}). Every compilation is a fresh {@link JavacTask} in the same,
 * warmed-up JVM, with everything it writes kept in memory ({@link MemoryFileManager}):
 *
 * <ul>
 *   <li>V0: the entity sources, {@code -proc:none};
 *   <li>V1: the entity sources plus the sources the processors generate for them, {@code -proc:none}
 *       (V1 - V0 is what javac spends on the generated code);
 *   <li>V3: the entity sources with both processors ({@link SchemaGuardProcessor},
 *       {@link SchemaBootstrapProcessor}), set with {@link JavacTask#setProcessors}.
 * </ul>
 *
 * <p>With {@code -Dbench.diagnostic=true}, three more variants (diagnostics, not the issue's) split
 * V3 - V1: VN, a processor that does nothing (what javac's processing rounds cost by themselves);
 * VG, a processor that only writes the sources V3 generates, already rendered (what javac charges
 * any processor that generates them); and VC, both processors with the driver off the class path
 * (they read and check, and generate nothing). With {@code -Dbench.querydsl=true} (springData corpus
 * only), VQ, the peer: the same corpus with Querydsl's processor for Spring Data MongoDB (SDM's
 * {@code MongoAnnotationProcessor}), which writes the Q-classes SDM users compile today; the run
 * then reports R_own = (V3 - VG)/V0 next to Querydsl's (VQ - V0)/V0. With {@code -Dbench.repositories=true}
 * (springData corpus only), R0, R1 and R3: V0, V1 and V3 on the same corpus with a Spring Data repository of
 * {@value Corpus#QUERY_METHODS} query methods per document; the run then reports what a query method costs the
 * processors, ((R3 - R1) - (V3 - V1)) / methods, and of it their own work, ((R3 - RG) - (V3 - VG)) / methods (RG: VG on
 * the corpus with repositories). With {@code -Dbench.queryCode=true} (either vocabulary), C0, C1, C3 and CG: the same
 * on the corpus with a class of {@value Corpus.Queries#PER_DOCUMENT} driver {@code MongoCollection} calls per document
 * (C0 with the generated schema classes compiled ahead onto its class path: the calls name their constants), and the
 * same figures per call, and per line of those classes.
 *
 * <p>Per N: a reference V3 run that must be clean but for one {@code RedundantIndexPrefix} warning
 * per document, and that yields the generated sources V1 compiles; warm-up rounds; then measured
 * rounds that each run every variant once, in an order that rotates from round to round (A/B/A/B).
 * Medians (min, max) of the measured rounds. R_total = V3/V0; R_self = (V3 - V1)/V0, the
 * processors' own share (reading, checking, generating, and javac's extra processing rounds);
 * ms/doc = (V3 - V1)/N; scaling = ms/doc at the largest N / ms/doc at the smallest.
 *
 * <p>System properties: {@code bench.sizes} (50,200,1000), {@code bench.rounds} (10 at least;
 * more while {@code bench.measureSeconds}, 20, have not passed, so that small N, whose runs are
 * short, get enough rounds for a stable median),
 * {@code bench.warmup} (5 rounds at least), {@code bench.warmupSeconds} (30: warm-up goes on
 * until then, so that small N are measured as warm as large ones), {@code bench.seed} (42),
 * {@code bench.vocabulary} (schemaguard: the corpus in schemaguard's annotations; springData: the
 * same model in Spring Data MongoDB's, see {@link Corpus}),
 * {@code bench.diagnostic} (false: add VN, VC and VG), {@code bench.querydsl} (false: add VG and VQ),
 * {@code bench.repositories} (false: add R0, R1, R3 and RG, and VG), {@code bench.queryCode} (false: add C0, C1, C3
 * and CG, and VG),
 * {@code bench.mode} (startup: run {@link StartupBenchmark} instead), {@code bench.only} (one variant: run only that
 * variant after the checks, for a profiler; no ratios), {@code bench.jfrSummary} (a JFR recording
 * to summarize with {@link JfrSummary} instead of running), {@code bench.dump} (a directory to write
 * the corpus and the generated sources of each N into).
 */
public final class ProcessorBenchmark {

    private static final Pattern RULE = Pattern.compile("^\\[(\\w+)\\]");
    private static final String REDUNDANT = "RedundantIndexPrefix";
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** The processors' options for the corpus (the vocabulary test passes the same). */
    static final List<String> PROCESSOR_OPTIONS = List.of(
            "-Aschemaguard.database=bench",
            // up to 1000 collections in one database, on purpose: the default threshold (80)
            // would add one TooManyCollections warning for N > 80
            "-Aschemaguard.maxCollectionsPerDatabase=100000");

    /** Targets of the issue. */
    private static final double R_SELF_TARGET = 0.05;

    private static final int R_SELF_TARGET_N = 200;
    private static final double FLATNESS = 0.20;
    /** benchmarks/README.md: the processors' own work, at N = 200. */
    private static final double R_OWN_TARGET = 0.3;
    /**
     * Issues 30 and 31: what a repository query method, or a query call in code, may add to the processors' time, in
     * ms, at N = 200.
     */
    private static final double MS_PER_QUERY_TARGET = 0.05;

    enum Variant {
        V0("entity sources, -proc:none"),
        V1("entity + generated sources, -proc:none"),
        V3("entity sources, both processors"),
        VN("entity sources, a processor that does nothing (javac's own cost of processing rounds)"),
        VC("entity sources, both processors, no driver on the class path (checks only, nothing generated)"),
        VG("entity sources, a processor that only writes the sources V3 generates, already rendered"),
        VQ("entity sources (springData), Querydsl's processor for Spring Data MongoDB (MongoAnnotationProcessor): "
                + "its Q-classes, the peer"),
        R0(
                "entity sources and a repository of " + Corpus.QUERY_METHODS
                        + " query methods per document (springData), " + "-proc:none",
                V0,
                Corpus.Queries.REPOSITORIES),
        R1(
                "entity and repository sources plus the sources the processors generate for them, -proc:none",
                V1,
                Corpus.Queries.REPOSITORIES),
        R3("entity and repository sources, both processors", V3, Corpus.Queries.REPOSITORIES),
        RG(
                "entity and repository sources, a processor that only writes the sources V3 generates, already rendered",
                VG,
                Corpus.Queries.REPOSITORIES),
        C0(
                "entity sources and a class of " + Corpus.Queries.PER_DOCUMENT + " driver calls per document, "
                        + "-proc:none, the schema classes V3 generates compiled ahead onto the class path (the calls "
                        + "name their constants)",
                V0,
                Corpus.Queries.CODE),
        C1(
                "entity and query-code sources plus the sources the processors generate for them, -proc:none",
                V1,
                Corpus.Queries.CODE),
        C3("entity and query-code sources, both processors", V3, Corpus.Queries.CODE),
        CG(
                "entity and query-code sources, a processor that only writes the sources V3 generates, already rendered",
                VG,
                Corpus.Queries.CODE);

        final String description;
        /** For the variants of a corpus with queries: the variant they compile as, on that corpus. */
        private final Variant as;
        /** The queries of the corpus it compiles. */
        private final Corpus.Queries queries;

        Variant(String description) {
            this(description, null, Corpus.Queries.NONE);
        }

        Variant(String description, Variant as, Corpus.Queries queries) {
            this.description = description;
            this.as = as;
            this.queries = queries;
        }

        /** How it compiles: a variant of a corpus with queries as its counterpart without them. */
        Variant kind() {
            return as == null ? this : as;
        }

        /**
         * Which corpus it compiles: the plain one, or the one with a repository ({@code bench.repositories}) or a
         * class of driver calls ({@code bench.queryCode}) per document.
         */
        Corpus.Queries queries() {
            return queries;
        }

        /** The variant that compiles as {@code kind} (V0, V1, V3 or VG) on the corpus with {@code queries}. */
        static Variant of(Corpus.Queries queries, Variant kind) {
            for (Variant v : values()) {
                if (v.queries == queries && v.kind() == kind) {
                    return v;
                }
            }
            throw new IllegalArgumentException("no variant " + kind + " with " + queries);
        }
    }

    /**
     * The queries one corpus adds, at one N.
     *
     * @param queries the repository query methods or driver calls of the corpus
     * @param lines the lines of the sources that hold them (the repositories, the classes of calls)
     * @param pairedMsPerQuery the median of the per-round ms per query ({@link Result#msPerQuery})
     */
    record QueryCorpus(int queries, long lines, double pairedMsPerQuery) {}

    /**
     * One compilation.
     *
     * @param cpuNanos the CPU time of the thread that ran it (javac and the processors run on the caller's thread): on a
     *     machine shared with other work it moves less than the wall time, which counts the time the thread waited
     */
    record Run(
            long nanos,
            long cpuNanos,
            boolean success,
            int errors,
            int warnings,
            Map<String, Integer> warningsByRule,
            List<String> firstProblems,
            List<InMemorySource> generated,
            int classFiles) {

        double millis() {
            return nanos / 1e6;
        }

        int redundantPrefixWarnings() {
            return warningsByRule.getOrDefault(REDUNDANT, 0);
        }
    }

    /** Median, min and max of one variant at one N, in milliseconds. */
    record Stats(double median, double min, double max) {

        static Stats of(List<Double> values) {
            double[] v =
                    values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            int n = v.length;
            return new Stats(n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, v[0], v[n - 1]);
        }
    }

    /**
     * The results at one N.
     *
     * @param pairedROwn the median of the per-round (V3 - VG)/V0, NaN without VG: a difference of two medians of
     *     about 700 ms moves with whatever drifts between rounds, a difference within one round less so
     * @param queries what each corpus with queries measured adds (repositories, query code)
     * @param cpu the medians of the compiling thread's CPU time, in ms
     */
    record Result(
            int n,
            Map<Variant, Stats> stats,
            double pairedRTotal,
            double pairedRSelf,
            double pairedROwn,
            Map<Corpus.Queries, QueryCorpus> queries,
            Map<Variant, Double> cpu) {

        double v(Variant variant) {
            return stats.get(variant).median();
        }

        double rTotal() {
            return v(Variant.V3) / v(Variant.V0);
        }

        double rSelf() {
            return (v(Variant.V3) - v(Variant.V1)) / v(Variant.V0);
        }

        double selfMsPerDocument() {
            return (v(Variant.V3) - v(Variant.V1)) / n;
        }

        double v3MsPerDocument() {
            return v(Variant.V3) / n;
        }

        /** The processors' own work over the entity compilation (benchmarks/README.md), without javac's price for any generator. */
        double rOwn() {
            return (v(Variant.V3) - v(Variant.VG)) / v(Variant.V0);
        }

        /** What Querydsl's processor adds to the entity compilation, all of it: its own work and javac's for its output. */
        double rQuerydsl() {
            return (v(Variant.VQ) - v(Variant.V0)) / v(Variant.V0);
        }

        /** The processors' time on the corpus with queries: R3 - R1 (or C3 - C1), as V3 - V1 without them. */
        double querySelf(Corpus.Queries q) {
            return v(Variant.of(q, Variant.V3)) - v(Variant.of(q, Variant.V1));
        }

        double querySelfMsPerDocument(Corpus.Queries q) {
            return querySelf(q) / n;
        }

        /**
         * What the queries add, in medians of wall or CPU time: ((R3 - R1) - (V3 - V1)) with {@code base} V1, of it the
         * processors' own work ((R3 - RG) - (V3 - VG)) with VG.
         */
        private double added(Corpus.Queries q, Variant base, ToDoubleFunction<Variant> time) {
            return (time.applyAsDouble(Variant.of(q, Variant.V3)) - time.applyAsDouble(Variant.of(q, base)))
                    - (time.applyAsDouble(Variant.V3) - time.applyAsDouble(base));
        }

        private double perQuery(Corpus.Queries q, Variant base, ToDoubleFunction<Variant> time) {
            return added(q, base, time) / queries.get(q).queries();
        }

        /** What the queries add to the processors' time, per query (repository method or driver call). */
        double msPerQuery(Corpus.Queries q) {
            return perQuery(q, Variant.V1, this::v);
        }

        /** Of {@link #msPerQuery}, the processors' own work: ((R3 - RG) - (V3 - VG)) / queries. */
        double ownMsPerQuery(Corpus.Queries q) {
            return perQuery(q, Variant.VG, this::v);
        }

        /** {@link #msPerQuery} in the compiling thread's CPU time. */
        double cpuMsPerQuery(Corpus.Queries q) {
            return perQuery(q, Variant.V1, cpu::get);
        }

        /** {@link #ownMsPerQuery} in the compiling thread's CPU time. */
        double cpuOwnMsPerQuery(Corpus.Queries q) {
            return perQuery(q, Variant.VG, cpu::get);
        }

        /** What the queries add per line of the sources that hold them: the cost of reading a line of them. */
        double msPerLine(Corpus.Queries q) {
            return added(q, Variant.V1, this::v) / queries.get(q).lines();
        }

        /** {@link #msPerLine} in the compiling thread's CPU time. */
        double cpuMsPerLine(Corpus.Queries q) {
            return added(q, Variant.V1, cpu::get) / queries.get(q).lines();
        }
    }

    private final JavaCompiler javac;
    private final StandardJavaFileManager sharedFileManager;
    private final String classPath;
    private final String checksOnlyClassPath;
    /** VQ's: the corpus's, and querydsl-mongodb and querydsl-core, which the Q-classes compile against. */
    private final String querydslClassPath;

    private final List<Variant> variants;
    private final int rounds;
    private final int warmup;
    private final long warmupNanos;
    private final long measureNanos;
    private final long seed;
    private final Corpus.Vocabulary vocabulary;
    private final Path dump;
    /** The sources the reference V3 run of the current N generated, for VG to write again. */
    private List<InMemorySource> replayed = List.of();
    /** The entity sources of the current N with a repository or a class of calls per document (R and C variants). */
    private final Map<Corpus.Queries, List<JavaFileObject>> withQueries = new EnumMap<>(Corpus.Queries.class);
    /** C0's class path: the corpus's, and the schema classes of the current N compiled ahead (the calls name them). */
    private String schemaClassesClassPath;
    /** Where the schema classes of the current N were compiled to, deleted with the next N. */
    private Path schemaClasses;

    private ProcessorBenchmark(
            JavaCompiler javac,
            StandardJavaFileManager sharedFileManager,
            List<Path> classPath,
            List<Variant> variants,
            int rounds,
            int warmup,
            long warmupSeconds,
            long measureSeconds,
            long seed,
            Corpus.Vocabulary vocabulary,
            Path dump)
            throws URISyntaxException {
        this.javac = javac;
        this.sharedFileManager = sharedFileManager;
        this.classPath = join(classPath);
        List<Path> withoutDriver = new ArrayList<>(classPath);
        withoutDriver.removeIf(p -> p.getFileName().toString().startsWith("mongodb-driver-")
                || p.getFileName().toString().startsWith("bson-record-codec"));
        this.checksOnlyClassPath = join(withoutDriver);
        this.querydslClassPath = vocabulary == Corpus.Vocabulary.SPRING_DATA ? join(withQuerydsl(classPath)) : null;
        this.variants = variants;
        this.rounds = rounds;
        this.warmup = warmup;
        this.warmupNanos = warmupSeconds * 1_000_000_000L;
        this.measureNanos = measureSeconds * 1_000_000_000L;
        this.seed = seed;
        this.vocabulary = vocabulary;
        this.dump = dump;
    }

    public static void main(String[] args) throws Exception {
        if ("startup".equals(System.getProperty("bench.mode"))) {
            StartupBenchmark.main(args);
            return;
        }
        String recording = System.getProperty("bench.jfrSummary");
        if (recording != null) {
            JfrSummary.main(new String[] {recording});
            return;
        }
        if (!ForkedJvm.isFork() && Boolean.parseBoolean(System.getProperty("bench.fork", "true"))) {
            int exit = ForkedJvm.run(ProcessorBenchmark.class);
            if (exit != 0) {
                throw new IllegalStateException("the benchmark JVM exited with " + exit);
            }
            return;
        }
        int[] sizes = Arrays.stream(
                        System.getProperty("bench.sizes", "50,200,1000").split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .mapToInt(Integer::parseInt)
                .toArray();
        int rounds = Integer.getInteger("bench.rounds", 10);
        int warmup = Integer.getInteger("bench.warmup", 5);
        long warmupSeconds = Long.getLong("bench.warmupSeconds", 30L);
        long measureSeconds = Long.getLong("bench.measureSeconds", 20L);
        long seed = Long.getLong("bench.seed", 42L);
        Corpus.Vocabulary vocabulary = Corpus.Vocabulary.of(System.getProperty("bench.vocabulary", "schemaguard"));
        String dump = System.getProperty("bench.dump");
        String only = System.getProperty("bench.only");
        if (sizes.length == 0 || Arrays.stream(sizes).anyMatch(n -> n < 1) || rounds < 1 || warmup < 0) {
            throw new IllegalArgumentException("bench.sizes >= 1, bench.rounds >= 1, bench.warmup >= 0");
        }
        List<Variant> variants = new ArrayList<>(List.of(Variant.V0, Variant.V1, Variant.V3));
        if (Boolean.getBoolean("bench.diagnostic")) {
            variants.add(Variant.VN);
            variants.add(Variant.VC);
            variants.add(Variant.VG);
        }
        if (Boolean.getBoolean("bench.querydsl")) {
            if (vocabulary != Corpus.Vocabulary.SPRING_DATA) {
                throw new IllegalArgumentException("bench.querydsl needs -Dbench.vocabulary=springData: Querydsl's "
                        + "processor for Spring Data MongoDB reads SDM's annotations");
            }
            // VG for R_own = (V3 - VG)/V0, the figure to set next to Querydsl's (VQ - V0)/V0
            if (!variants.contains(Variant.VG)) {
                variants.add(Variant.VG);
            }
            variants.add(Variant.VQ);
        }
        if (Boolean.getBoolean("bench.repositories")) {
            if (vocabulary != Corpus.Vocabulary.SPRING_DATA) {
                throw new IllegalArgumentException(
                        "bench.repositories needs -Dbench.vocabulary=springData: the repositories are Spring Data's");
            }
            // VG and RG split the cost of a query method into javac's, for the repository sources in the rounds that
            // any processor generating these sources brings, and the processors' own, as R_own splits V3 - V1
            if (!variants.contains(Variant.VG)) {
                variants.add(Variant.VG);
            }
            variants.addAll(List.of(Variant.R0, Variant.R1, Variant.R3, Variant.RG));
        }
        if (Boolean.getBoolean("bench.queryCode")) {
            if (vocabulary == Corpus.Vocabulary.MORPHIA) {
                throw new IllegalArgumentException("bench.queryCode: the schemaguard or springData vocabulary");
            }
            // as for repositories: CG splits the cost of a call into javac's and the processors' own
            if (!variants.contains(Variant.VG)) {
                variants.add(Variant.VG);
            }
            variants.addAll(List.of(Variant.C0, Variant.C1, Variant.C3, Variant.CG));
        }
        if (only != null) {
            variants = List.of(Variant.valueOf(only));
        }

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler: run on a JDK, not a JRE");
        }
        List<Path> classPath = compileClassPath(vocabulary);

        Runtime rt = Runtime.getRuntime();
        System.out.println("schemaguard processor benchmark");
        System.out.printf(
                Locale.ROOT,
                "JDK %s (%s, %s) on %s %s, %d cores, max heap %.1f GiB%n",
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.vendor"),
                System.getProperty("java.vm.name"),
                System.getProperty("os.name"),
                System.getProperty("os.arch"),
                rt.availableProcessors(),
                rt.maxMemory() / (1024.0 * 1024 * 1024));
        System.out.println("JVM flags: "
                + java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                        .filter(flag -> flag.startsWith("-X"))
                        .toList());
        System.out.printf(
                Locale.ROOT,
                "sizes %s; per size at least %d warm-up rounds and %d s of warm-up, then at "
                        + "least %d measured rounds and %d s of them, each round running %s once in rotating order; "
                        + "seed %d; corpus in the %s vocabulary%n",
                Arrays.toString(sizes),
                warmup,
                warmupSeconds,
                rounds,
                measureSeconds,
                variants,
                seed,
                vocabulary);
        System.out.println("compile class path of the corpus:");
        classPath.forEach(p -> System.out.println("  " + p));
        for (Variant v : variants) {
            System.out.println(v + " = " + v.description);
        }
        System.out.println();

        List<Result> results = new ArrayList<>();
        try (StandardJavaFileManager shared = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            ProcessorBenchmark bench = new ProcessorBenchmark(
                    javac,
                    shared,
                    classPath,
                    variants,
                    rounds,
                    warmup,
                    warmupSeconds,
                    measureSeconds,
                    seed,
                    vocabulary,
                    dump == null ? null : Path.of(dump));
            for (int n : sizes) {
                results.add(bench.measure(n));
            }
        }
        if (only == null) {
            printTable(results);
        }
    }

    private Result measure(int n) throws Exception {
        Corpus corpus = Corpus.generate(n, seed, vocabulary);
        List<JavaFileObject> entities = units(corpus);

        // the reference V3 run: clean but for one warning per document, and the sources V1 compiles
        Run reference = compile(Variant.V3, entities, List.of());
        System.out.printf(
                Locale.ROOT,
                "N = %d: %d sources, %,d lines; V3 generated %d sources (%,d lines) and %d "
                        + "class files; %d errors, %d warnings %s%n",
                n,
                corpus.sources().size(),
                corpus.lines(),
                reference.generated().size(),
                reference.generated().stream()
                        .mapToLong(
                                g -> g.getCharContent(true).toString().lines().count())
                        .sum(),
                reference.classFiles(),
                reference.errors(),
                reference.warnings(),
                reference.warningsByRule());
        check(reference.success() && reference.errors() == 0, "V3 reported errors: " + reference.firstProblems());
        check(
                reference.redundantPrefixWarnings() == n && reference.warnings() == n,
                "V3 should warn exactly once per document (" + REDUNDANT + "), got " + reference.warningsByRule() + " "
                        + reference.firstProblems());
        check(
                reference.generated().size() == n + 2,
                "V3 should generate one schema class per document and the bootstrap (2 sources), got "
                        + reference.generated().size());
        List<JavaFileObject> generated = new ArrayList<>();
        for (InMemorySource g : reference.generated()) {
            generated.add(
                    new InMemorySource(g.className(), g.getCharContent(true).toString()));
        }
        this.replayed = reference.generated();
        if (dump != null) {
            dump(dump.resolve("n" + n), corpus, reference.generated());
        }
        Run v0 = compile(Variant.V0, entities, generated);
        Run v1 = compile(Variant.V1, entities, generated);
        check(v0.success() && v0.errors() == 0 && v0.warnings() == 0, "V0 is not clean: " + v0.firstProblems());
        check(v1.success() && v1.errors() == 0 && v1.warnings() == 0, "V1 is not clean: " + v1.firstProblems());
        check(
                v1.classFiles() == reference.classFiles(),
                "V1 wrote " + v1.classFiles() + " class files, V3 " + reference.classFiles());
        Map<Corpus.Queries, Corpus> queryCorpora = new EnumMap<>(Corpus.Queries.class);
        for (Variant v : variants) {
            if (v.queries() != Corpus.Queries.NONE && !queryCorpora.containsKey(v.queries())) {
                Corpus withQueries = Corpus.generate(n, seed, vocabulary, v.queries());
                this.withQueries.put(v.queries(), units(withQueries));
                checkQueries(withQueries, reference, generated);
                queryCorpora.put(v.queries(), withQueries);
            }
        }
        if (variants.contains(Variant.VN)) {
            Run vn = compile(Variant.VN, entities, generated);
            check(vn.success() && vn.errors() == 0 && vn.warnings() == 0, "VN is not clean: " + vn.firstProblems());
        }
        if (variants.contains(Variant.VG)) {
            Run vg = compile(Variant.VG, entities, generated);
            check(
                    vg.success() && vg.errors() == 0 && vg.warnings() == 0 && vg.classFiles() == reference.classFiles(),
                    "VG should compile what V3 compiles: " + vg.classFiles() + " class files " + vg.firstProblems());
        }
        if (variants.contains(Variant.VQ)) {
            Run vq = compile(Variant.VQ, entities, generated);
            check(
                    vq.success()
                            && vq.errors() == 0
                            && vq.warnings() == 0
                            && vq.generated().size() >= n,
                    "VQ should compile cleanly and generate a Q-class per document at least: "
                            + vq.generated().size() + " sources, " + vq.firstProblems());
            System.out.printf(
                    Locale.ROOT,
                    "  VQ generated %d sources (%,d lines) and %d class files%n",
                    vq.generated().size(),
                    vq.generated().stream()
                            .mapToLong(g ->
                                    g.getCharContent(true).toString().lines().count())
                            .sum(),
                    vq.classFiles());
        }
        if (variants.contains(Variant.VC)) {
            Run vc = compile(Variant.VC, entities, generated);
            check(
                    vc.success()
                            && vc.errors() == 0
                            && vc.redundantPrefixWarnings() == n
                            && vc.generated().isEmpty(),
                    "VC should check and generate nothing: " + vc.warningsByRule() + " " + vc.firstProblems());
        }

        long warmupStart = System.nanoTime();
        int warmupRounds = 0;
        while (warmupRounds < warmup || System.nanoTime() - warmupStart < warmupNanos) {
            for (Variant v : variants) {
                repeated(v, entitiesOf(v, entities), generated);
            }
            warmupRounds++;
        }
        double warmupSeconds = (System.nanoTime() - warmupStart) / 1e9;

        Map<Variant, List<Double>> times = new EnumMap<>(Variant.class);
        Map<Variant, List<Double>> cpuTimes = new EnumMap<>(Variant.class);
        variants.forEach(v -> times.put(v, new ArrayList<>()));
        variants.forEach(v -> cpuTimes.put(v, new ArrayList<>()));
        List<Double> pairedTotal = new ArrayList<>();
        List<Double> pairedSelf = new ArrayList<>();
        List<Double> pairedOwn = new ArrayList<>();
        Map<Corpus.Queries, List<Double>> pairedPerQuery = new EnumMap<>(Corpus.Queries.class);
        queryCorpora.keySet().forEach(q -> pairedPerQuery.put(q, new ArrayList<>()));
        long measureStart = System.nanoTime();
        int measured = 0;
        for (int r = 0; r < rounds || System.nanoTime() - measureStart < measureNanos; r++) {
            measured++;
            Map<Variant, Double> round = new EnumMap<>(Variant.class);
            for (int k = 0; k < variants.size(); k++) {
                Variant v = variants.get((r + k) % variants.size());
                System.gc();
                Run run = repeated(v, entitiesOf(v, entities), generated);
                check(run.success() && run.errors() == 0, v + " failed: " + run.firstProblems());
                if (v == Variant.V3 || v == Variant.VC) {
                    check(run.redundantPrefixWarnings() == n, v + " warned " + run.warningsByRule());
                }
                if (v.kind() == Variant.V3 && v.queries() != Corpus.Queries.NONE) {
                    // no query rule fires: each query is served by an index
                    check(
                            run.redundantPrefixWarnings() == n && run.warnings() == n,
                            v + " warned " + run.warningsByRule());
                }
                times.get(v).add(run.millis());
                cpuTimes.get(v).add(run.cpuNanos() / 1e6);
                round.put(v, run.millis());
            }
            if (round.keySet().containsAll(List.of(Variant.V0, Variant.V1, Variant.V3))) {
                pairedTotal.add(round.get(Variant.V3) / round.get(Variant.V0));
                pairedSelf.add((round.get(Variant.V3) - round.get(Variant.V1)) / round.get(Variant.V0));
            }
            if (round.keySet().containsAll(List.of(Variant.V0, Variant.V3, Variant.VG))) {
                pairedOwn.add((round.get(Variant.V3) - round.get(Variant.VG)) / round.get(Variant.V0));
            }
            for (Map.Entry<Corpus.Queries, Corpus> q : queryCorpora.entrySet()) {
                Variant x1 = Variant.of(q.getKey(), Variant.V1);
                Variant x3 = Variant.of(q.getKey(), Variant.V3);
                if (round.keySet().containsAll(List.of(Variant.V1, Variant.V3, x1, x3))) {
                    pairedPerQuery
                            .get(q.getKey())
                            .add(((round.get(x3) - round.get(x1)) - (round.get(Variant.V3) - round.get(Variant.V1)))
                                    / q.getValue().queryMethods());
                }
            }
        }
        Map<Variant, Stats> stats = new EnumMap<>(Variant.class);
        times.forEach((v, t) -> stats.put(v, Stats.of(t)));
        Map<Variant, Double> cpu = new EnumMap<>(Variant.class);
        cpuTimes.forEach((v, t) -> cpu.put(v, Stats.of(t).median()));
        System.out.printf(
                Locale.ROOT,
                "  %d warm-up rounds (%.0f s), %d measured rounds (%.0f s)%n",
                warmupRounds,
                warmupSeconds,
                measured,
                (System.nanoTime() - measureStart) / 1e9);
        for (Variant v : variants) {
            Stats s = stats.get(v);
            System.out.printf(
                    Locale.ROOT,
                    "  %s median %9.1f ms  (min %9.1f, max %9.1f; CPU median %9.1f)  %s%n",
                    v,
                    s.median(),
                    s.min(),
                    s.max(),
                    cpu.get(v),
                    v.description);
        }
        if (pairedSelf.isEmpty()) {
            System.out.println();
            return null;
        }
        Result result = new Result(
                n,
                stats,
                Stats.of(pairedTotal).median(),
                Stats.of(pairedSelf).median(),
                pairedOwn.isEmpty() ? Double.NaN : Stats.of(pairedOwn).median(),
                queryCorpora(queryCorpora, pairedPerQuery),
                cpu);
        System.out.printf(
                Locale.ROOT,
                "  R_total %.3f  R_self %.3f  (medians of the per-round ratios: %.3f, %.3f)  "
                        + "ms/doc %.3f  V3 ms/doc %.3f%n",
                result.rTotal(),
                result.rSelf(),
                result.pairedRTotal(),
                result.pairedRSelf(),
                result.selfMsPerDocument(),
                result.v3MsPerDocument());
        if (stats.keySet().containsAll(List.of(Variant.VN, Variant.VC, Variant.VG))) {
            double base = result.v(Variant.V0);
            double withGenerated = result.v(Variant.V1);
            double vn = result.v(Variant.VN);
            double vc = result.v(Variant.VC);
            double vg = result.v(Variant.VG);
            double own = result.v(Variant.V3) - vg;
            System.out.printf(Locale.ROOT, "  V3 - V1 = %.1f ms, of which:%n", result.v(Variant.V3) - withGenerated);
            System.out.printf(
                    Locale.ROOT,
                    "    javac, for any processor that writes these sources (VG - V1) %.1f ms "
                            + "(%.3f of V0, %.3f ms/doc); of it, for any processor at all (VN - V0) %.1f ms (%.3f of V0)%n",
                    vg - withGenerated,
                    (vg - withGenerated) / base,
                    (vg - withGenerated) / n,
                    vn - base,
                    (vn - base) / base);
            System.out.printf(
                    Locale.ROOT,
                    "    the processors' own work (V3 - VG) %.1f ms (%.3f of V0, %.3f ms/doc); "
                            + "of it, reading and checking (VC - VN) %.1f ms (%.3f ms/doc)%n",
                    own,
                    own / base,
                    own / n,
                    vc - vn,
                    (vc - vn) / n);
        }
        if (!pairedOwn.isEmpty()) {
            Stats perRound = Stats.of(pairedOwn);
            System.out.printf(
                    Locale.ROOT,
                    "  R_own = (V3 - VG)/V0 %.3f; the median of the per-round ratios %.3f " + "(min %.3f, max %.3f)%n",
                    result.rOwn(),
                    perRound.median(),
                    perRound.min(),
                    perRound.max());
        }
        if (stats.containsKey(Variant.VQ)) {
            System.out.printf(
                    Locale.ROOT,
                    "  R_own = (V3 - VG)/V0 %.3f; Querydsl (VQ - V0)/V0 %.3f; V3/VQ %.3f%n",
                    result.rOwn(),
                    result.rQuerydsl(),
                    result.v(Variant.V3) / result.v(Variant.VQ));
        }
        for (Map.Entry<Corpus.Queries, List<Double>> q : pairedPerQuery.entrySet()) {
            printQueries(result, q.getKey(), Stats.of(q.getValue()));
        }
        System.out.println();
        return result;
    }

    /** What each corpus with queries adds at this N: its queries, their sources' lines, the per-round figure. */
    private static Map<Corpus.Queries, QueryCorpus> queryCorpora(
            Map<Corpus.Queries, Corpus> corpora, Map<Corpus.Queries, List<Double>> pairedPerQuery) {
        Map<Corpus.Queries, QueryCorpus> out = new EnumMap<>(Corpus.Queries.class);
        corpora.forEach((q, corpus) -> out.put(
                q,
                new QueryCorpus(
                        corpus.queryMethods(),
                        corpus.queryLines(),
                        pairedPerQuery.get(q).isEmpty()
                                ? Double.NaN
                                : Stats.of(pairedPerQuery.get(q)).median())));
        return out;
    }

    /** How the figures name a corpus with queries: its variants' letter, what it holds, what one query is. */
    private record QueryLabels(String letter, String corpus, String holders, String query) {

        static QueryLabels of(Corpus.Queries q) {
            return switch (q) {
                case REPOSITORIES -> new QueryLabels("R", "with repositories", "repository", "method");
                case CODE -> new QueryLabels("C", "with query code", "query-code", "query");
                case NONE -> throw new IllegalArgumentException("no queries");
            };
        }
    }

    /** The per-N lines of one corpus with queries. */
    private static void printQueries(Result result, Corpus.Queries q, Stats perRound) {
        QueryLabels l = QueryLabels.of(q);
        QueryCorpus corpus = result.queries().get(q);
        System.out.printf(
                Locale.ROOT,
                "  %s: %s3 - %s1 %.1f ms (%.3f ms/doc), without: V3 - V1 %.1f ms (%.3f ms/doc); "
                        + "the %d queries (%,d lines) cost %.1f ms, %.4f ms per %s (the median of the per-round "
                        + "figures %.4f, min %.4f, max %.4f), %.5f ms per line; in the compiling thread's CPU time "
                        + "%.4f ms per %s, %.5f ms per line (CPU medians V1 %.1f, V3 %.1f, %s1 %.1f, %s3 %.1f ms)%n",
                l.corpus(),
                l.letter(),
                l.letter(),
                result.querySelf(q),
                result.querySelfMsPerDocument(q),
                result.v(Variant.V3) - result.v(Variant.V1),
                result.selfMsPerDocument(),
                corpus.queries(),
                corpus.lines(),
                result.msPerQuery(q) * corpus.queries(),
                result.msPerQuery(q),
                l.query(),
                perRound.median(),
                perRound.min(),
                perRound.max(),
                result.msPerLine(q),
                result.cpuMsPerQuery(q),
                l.query(),
                result.cpuMsPerLine(q),
                result.cpu().get(Variant.V1),
                result.cpu().get(Variant.V3),
                l.letter(),
                result.cpu().get(Variant.of(q, Variant.V1)),
                l.letter(),
                result.cpu().get(Variant.of(q, Variant.V3)));
        System.out.printf(
                Locale.ROOT,
                "    of it, the processors' own work ((%s3 - %sG) - (V3 - VG)) / queries %.4f ms (CPU %.4f); javac's, "
                        + "for the %s sources in the rounds that any processor writing these sources brings "
                        + "((%sG - %s1) - (VG - V1)) / queries, %.4f ms (CPU %.4f)%n",
                l.letter(),
                l.letter(),
                result.ownMsPerQuery(q),
                result.cpuOwnMsPerQuery(q),
                l.holders(),
                l.letter(),
                l.letter(),
                result.msPerQuery(q) - result.ownMsPerQuery(q),
                result.cpuMsPerQuery(q) - result.cpuOwnMsPerQuery(q));
    }

    private static List<JavaFileObject> units(Corpus corpus) {
        List<JavaFileObject> out = new ArrayList<>();
        for (Corpus.Source s : corpus.sources()) {
            out.add(new InMemorySource(s.qualifiedName(), s.content()));
        }
        return out;
    }

    /** The entity sources a variant compiles: the corpus's, or the same with a repository or calls per document. */
    private List<JavaFileObject> entitiesOf(Variant variant, List<JavaFileObject> entities) {
        return variant.queries() == Corpus.Queries.NONE ? entities : withQueries.get(variant.queries());
    }

    /**
     * The checks of a corpus with queries (repositories or calls), as V3's reference run checks the corpus: a reference
     * R3 (C3) run that writes the schema report, reports no more than the corpus without queries (so no query rule
     * fires), generates the same sources, and whose report lists every query read and served by an index; R0 and R1
     * (C0, C1) clean, RG (CG) compiling what R3 (C3) compiles.
     */
    private void checkQueries(Corpus corpus, Run reference, List<JavaFileObject> generated) throws Exception {
        int n = corpus.documents();
        Corpus.Queries q = corpus.queries();
        List<JavaFileObject> units = withQueries.get(q);
        Variant x0 = Variant.of(q, Variant.V0);
        Variant x1 = Variant.of(q, Variant.V1);
        Variant x3 = Variant.of(q, Variant.V3);
        Variant xg = Variant.of(q, Variant.VG);
        Path report = Files.createTempDirectory("schemaguard-bench-report");
        Run r3;
        List<String> problems;
        try {
            r3 = compile(x3, units, List.of(), List.of(QueriesInReport.REPORT_OPTION + report));
            problems = r3.success() ? QueriesInReport.problems(report, corpus) : List.of();
        } finally {
            deleteTree(report);
        }
        System.out.printf(
                Locale.ROOT,
                "  %s: %d sources, %,d lines (%,d in the sources of the queries), %d queries; %s generated %d "
                        + "sources; %d errors, %d warnings %s%n",
                QueryLabels.of(q).corpus(),
                corpus.sources().size(),
                corpus.lines(),
                corpus.queryLines(),
                corpus.queryMethods(),
                x3,
                r3.generated().size(),
                r3.errors(),
                r3.warnings(),
                r3.warningsByRule());
        check(r3.success() && r3.errors() == 0, x3 + " reported errors: " + r3.firstProblems());
        check(
                r3.redundantPrefixWarnings() == n && r3.warnings() == n,
                x3 + " should warn exactly once per document (" + REDUNDANT + "), as V3: no query rule fires, got "
                        + r3.warningsByRule() + " " + r3.firstProblems());
        check(
                text(r3.generated()).equals(text(reference.generated())),
                x3 + " should generate what V3 generates: the queries change no generated source");
        check(problems.isEmpty(), "every query should be read and served by an index: " + problems);
        if (q == Corpus.Queries.CODE) {
            compileSchemaClasses(units, generated);
        }
        Run r0 = compile(x0, units, generated);
        Run r1 = compile(x1, units, generated);
        check(r0.success() && r0.errors() == 0 && r0.warnings() == 0, x0 + " is not clean: " + r0.firstProblems());
        check(r1.success() && r1.errors() == 0 && r1.warnings() == 0, x1 + " is not clean: " + r1.firstProblems());
        check(
                r1.classFiles() == r3.classFiles(),
                x1 + " wrote " + r1.classFiles() + " class files, " + x3 + " " + r3.classFiles());
        Run rg = compile(xg, units, generated);
        check(
                rg.success() && rg.errors() == 0 && rg.warnings() == 0 && rg.classFiles() == r3.classFiles(),
                xg + " should compile what " + x3 + " compiles: " + rg.classFiles() + " class files "
                        + rg.firstProblems());
    }

    /**
     * C0's class path: the calls name the generated schema classes' constants, so that without the processors they
     * compile only against those classes, compiled here ahead into a directory of their own (only the generated
     * classes' files are kept there: the corpus's own classes come from its sources), as in a build whose generated
     * classes are already there.
     */
    private void compileSchemaClasses(List<JavaFileObject> units, List<JavaFileObject> generated) throws Exception {
        if (schemaClasses != null) {
            deleteTree(schemaClasses);
        }
        schemaClasses = Files.createTempDirectory("schemaguard-bench-schema-classes");
        List<JavaFileObject> all = new ArrayList<>(units);
        all.addAll(generated);
        Counter counter = new Counter();
        boolean success;
        // a file manager of its own: -d would set the shared one's class output for the runs after this one
        try (StandardJavaFileManager own = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> args = List.of(
                    "-classpath", classPath, "-encoding", "UTF-8", "-proc:none", "-d", schemaClasses.toString());
            success = javac.getTask(null, own, counter, args, null, all).call();
        }
        check(success && counter.errors == 0, "the generated sources do not compile: " + counter.first);
        Set<String> kept = new java.util.HashSet<>();
        for (JavaFileObject g : generated) {
            kept.add(((InMemorySource) g).className().replace('.', '/'));
        }
        try (var files = Files.walk(schemaClasses)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                String name = schemaClasses.relativize(p).toString().replace(File.separatorChar, '/');
                String topLevel = name.replaceFirst("(\\$.*)?\\.class$", "");
                if (!kept.contains(topLevel)) {
                    Files.delete(p);
                }
            }
        }
        schemaClassesClassPath = classPath + File.pathSeparator + schemaClasses;
    }

    private static void deleteTree(Path root) throws IOException {
        try (var files = Files.walk(root)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static List<String> text(List<InMemorySource> sources) {
        return sources.stream()
                .map(s -> s.className() + "\n" + s.getCharContent(true))
                .sorted()
                .toList();
    }

    /** A warm-up or measured compilation: the frame {@link JfrSummary} keeps the samples under. */
    private Run repeated(Variant variant, List<JavaFileObject> entities, List<JavaFileObject> generated) {
        return compile(variant, entities, generated);
    }

    private Run compile(Variant variant, List<JavaFileObject> entities, List<JavaFileObject> generated) {
        return compile(variant, entities, generated, List.of());
    }

    private Run compile(
            Variant variant, List<JavaFileObject> entities, List<JavaFileObject> generated, List<String> options) {
        // a variant of a corpus with queries compiles as its counterpart does, on the sources it is given
        Variant kind = variant.kind();
        List<JavaFileObject> units = new ArrayList<>(entities);
        if (kind == Variant.V1) {
            units.addAll(generated);
        }
        List<String> args = new ArrayList<>(List.of(
                "-classpath",
                        variant == Variant.VC
                                ? checksOnlyClassPath
                                : variant == Variant.VQ
                                        ? querydslClassPath
                                        : variant == Variant.C0 ? schemaClassesClassPath : classPath,
                "-encoding", "UTF-8",
                // javac prints at most 100 warnings by default; the corpus has one per document
                "-Xmaxwarns", "100000",
                "-Xmaxerrs", "100000"));
        // Querydsl does not know schemaguard's options: javac would warn that no processor took them
        if (variant != Variant.VQ) {
            args.addAll(PROCESSOR_OPTIONS);
        }
        args.addAll(options);
        if (kind == Variant.V0 || kind == Variant.V1) {
            args.add("-proc:none");
        }
        Counter counter = new Counter();
        MemoryFileManager files = new MemoryFileManager(sharedFileManager);
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        JavacTask task = (JavacTask) javac.getTask(null, files, counter, args, null, units);
        if (kind == Variant.V3 || variant == Variant.VC) {
            task.setProcessors(List.of(new SchemaGuardProcessor(), new SchemaBootstrapProcessor()));
        } else if (variant == Variant.VN) {
            task.setProcessors(List.of(new NoOpProcessor()));
        } else if (kind == Variant.VG) {
            task.setProcessors(List.of(new ReplayProcessor(replayed)));
        } else if (variant == Variant.VQ) {
            task.setProcessors(List.of(new MongoAnnotationProcessor()));
        }
        boolean success = task.call();
        long nanos = System.nanoTime() - start;
        long cpuNanos = THREADS.getCurrentThreadCpuTime() - cpuStart;
        return new Run(
                nanos,
                cpuNanos,
                success,
                counter.errors,
                counter.warnings,
                counter.byRule,
                counter.first,
                files.generatedSources(),
                files.classFiles());
    }

    /** Counts diagnostics: errors, warnings, warnings by schemaguard rule; keeps the first few unexpected ones. */
    private static final class Counter implements DiagnosticListener<JavaFileObject> {

        int errors;
        int warnings;
        final Map<String, Integer> byRule = new TreeMap<>();
        final List<String> first = new ArrayList<>();

        @Override
        public void report(Diagnostic<? extends JavaFileObject> d) {
            String message = d.getMessage(Locale.ROOT);
            if (d.getKind() == Diagnostic.Kind.MANDATORY_WARNING
                    && d.getSource() == null
                    && message.startsWith("[schemaguard] ")) {
                // the summary, a mandatory warning so that -nowarn keeps it: it sums up the findings counted here
                return;
            }
            switch (d.getKind()) {
                case ERROR -> errors++;
                case WARNING, MANDATORY_WARNING -> {
                    warnings++;
                    Matcher m = RULE.matcher(message);
                    byRule.merge(m.find() ? m.group(1) : "(javac)", 1, Integer::sum);
                }
                default -> {
                    // notes
                }
            }
            boolean expected = d.getKind() == Diagnostic.Kind.NOTE || message.startsWith("[" + REDUNDANT + "]");
            if (!expected && first.size() < 5) {
                String where = d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ";
                first.add(d.getKind() + " " + where + message);
            }
        }
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new IllegalStateException(message);
        }
    }

    /**
     * The class path the corpus compiles against: the module's runtime class path (the class loader
     * exec:java builds for it, or java.class.path when run with {@code java -cp}) without what only
     * the benchmark runs on (this module's classes, the processor and its JavaPoet: a user has
     * those on the processor path), and then what the vocabulary's user has. The schemaguard
     * corpus: the jars that hold schemaguard's annotations and the driver (bson, core, sync and
     * bson-record-codec), as before SDM was a dependency of this module, so that its figures stay
     * comparable. The springData corpus: SDM's whole dependency tree (Spring, Micrometer, ...), the
     * driver and Bean Validation, and no schemaguard jar, as an SDM user has; not what this module
     * holds for the startup benchmark (the embedded server, Morphia) or for Querydsl. The morphia
     * corpus (startup benchmark only): everything but schemaguard's annotations.
     */
    static List<Path> compileClassPath(Corpus.Vocabulary vocabulary) throws URISyntaxException {
        Set<Path> entries = new LinkedHashSet<>();
        ClassLoader loader = ProcessorBenchmark.class.getClassLoader();
        if (loader instanceof URLClassLoader urls) {
            for (URL url : urls.getURLs()) {
                entries.add(Path.of(url.toURI()));
            }
        } else {
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                if (!entry.isEmpty()) {
                    entries.add(Path.of(entry).toAbsolutePath());
                }
            }
        }
        entries.remove(location(ProcessorBenchmark.class));
        entries.remove(location(SchemaGuardProcessor.class));
        entries.remove(location(com.palantir.javapoet.JavaFile.class));
        List<String> markers = new ArrayList<>(List.of(
                "org.bson.types.ObjectId",
                "com.mongodb.client.model.IndexModel",
                "com.mongodb.client.MongoDatabase",
                "dev.schemaguard.runtime.Bootstrap"));
        if (vocabulary == Corpus.Vocabulary.SCHEMAGUARD) {
            List<Path> kept = new ArrayList<>();
            for (Path entry : entries) {
                if (holdsPackage(
                                entry,
                                "org/bson/",
                                "com/mongodb/",
                                "dev/schemaguard/annotations/",
                                "dev/schemaguard/runtime/")
                        && !legacyDriver(entry)) {
                    kept.add(entry);
                }
            }
            entries.retainAll(kept);
            markers.add("dev.schemaguard.annotations.Document");
        } else if (vocabulary == Corpus.Vocabulary.SPRING_DATA) {
            // SDM's dependency tree, the driver and Bean Validation: what this module has beyond them
            // is the startup benchmark's (the embedded server, Morphia, Morphia's legacy driver) and
            // Querydsl's (compileClassPathWithQuerydsl)
            entries.removeIf(entry -> !holdsPackage(
                            entry,
                            "org/bson/",
                            "com/mongodb/",
                            "org/springframework/",
                            "io/micrometer/",
                            "org/apache/commons/logging/",
                            "org/jspecify/",
                            "org/slf4j/Logger.class",
                            "jakarta/validation/",
                            "dev/schemaguard/runtime/")
                    || legacyDriver(entry));
            markers.addAll(List.of(
                    "org.springframework.data.mongodb.core.mapping.Document",
                    "org.springframework.data.annotation.Id",
                    "jakarta.validation.constraints.Size"));
        } else {
            // the startup benchmark's Morphia corpus: all but schemaguard's annotations
            entries.removeIf(entry -> holdsPackage(entry, "dev/schemaguard/annotations/"));
            markers.add("dev.morphia.annotations.Entity");
        }
        for (String marker : markers) {
            Path where;
            try {
                where = location(Class.forName(marker, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(marker + " is not on the benchmark's class path", e);
            }
            check(entries.contains(where), marker + " (" + where + ") is not on the compile class path " + entries);
        }
        return new ArrayList<>(entries);
    }

    /**
     * The springData class path and what a Spring Data user who runs Querydsl's processor has besides
     * on the compile class path: querydsl-mongodb and querydsl-core (with its mysema-commons-lang).
     * The processor itself (SDM's MongoAnnotationProcessor on querydsl-apt, querydsl-codegen,
     * codegen-utils and ecj) runs in-process, as the schemaguard processors do: on the processor path.
     */
    static List<Path> withQuerydsl(List<Path> springData) throws URISyntaxException {
        List<Path> out = new ArrayList<>(springData);
        ClassLoader loader = ProcessorBenchmark.class.getClassLoader();
        if (loader instanceof URLClassLoader urls) {
            for (URL url : urls.getURLs()) {
                Path entry = Path.of(url.toURI());
                if (!out.contains(entry)
                        && holdsPackage(
                                entry, "com/querydsl/core/", "com/querydsl/mongodb/", "com/mysema/commons/lang/")) {
                    out.add(entry);
                }
            }
        } else {
            for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path entry = Path.of(e).toAbsolutePath();
                if (!e.isEmpty()
                        && !out.contains(entry)
                        && holdsPackage(
                                entry, "com/querydsl/core/", "com/querydsl/mongodb/", "com/mysema/commons/lang/")) {
                    out.add(entry);
                }
            }
        }
        check(
                out.size() == springData.size() + 3,
                "querydsl-core, querydsl-mongodb and mysema-commons-lang should " + "be on the benchmark's class path: "
                        + out.subList(springData.size(), out.size()));
        return out;
    }

    /** Morphia's dependency, the driver's legacy API (DBCollection): no user of the corpora needs it. */
    private static boolean legacyDriver(Path entry) {
        return holdsPackage(entry, "com/mongodb/DBCollection.class");
    }

    /** Whether a class path entry, a jar or a directory, holds a class file under one of these packages. */
    private static boolean holdsPackage(Path entry, String... packageDirectories) {
        if (Files.isDirectory(entry)) {
            return Arrays.stream(packageDirectories).anyMatch(p -> Files.isDirectory(entry.resolve(p)));
        }
        if (!Files.isRegularFile(entry)) {
            return false;
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return jar.stream()
                    .map(JarEntry::getName)
                    .anyMatch(name -> name.endsWith(".class")
                            && Arrays.stream(packageDirectories).anyMatch(name::startsWith));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + entry, e);
        }
    }

    private static Path location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static String join(List<Path> paths) {
        return String.join(
                File.pathSeparator, paths.stream().map(Path::toString).toList());
    }

    private static void dump(Path dir, Corpus corpus, List<InMemorySource> generated) throws Exception {
        for (Corpus.Source s : corpus.sources()) {
            write(dir.resolve("src").resolve(s.path()), s.content());
        }
        for (InMemorySource g : generated) {
            write(
                    dir.resolve("generated").resolve(g.className().replace('.', '/') + ".java"),
                    g.getCharContent(true).toString());
        }
        System.out.println("  corpus and generated sources written to " + dir);
    }

    private static void write(Path file, String content) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }

    private static void printTable(List<Result> results) {
        System.out.println("Results (medians in ms; R_total = V3/V0; R_self = (V3 - V1)/V0; "
                + "ms/doc = (V3 - V1)/N, the processors' own cost per document)");
        System.out.println();
        System.out.println("|     N |     V0 ms |     V1 ms |     V3 ms | R_total | R_self | ms/doc | V3 ms/doc |");
        System.out.println("|------:|----------:|----------:|----------:|--------:|-------:|-------:|----------:|");
        for (Result r : results) {
            System.out.printf(
                    Locale.ROOT,
                    "| %5d | %9.1f | %9.1f | %9.1f | %7.3f | %6.3f | %6.3f | %9.3f |%n",
                    r.n(),
                    r.v(Variant.V0),
                    r.v(Variant.V1),
                    r.v(Variant.V3),
                    r.rTotal(),
                    r.rSelf(),
                    r.selfMsPerDocument(),
                    r.v3MsPerDocument());
        }
        System.out.println();
        if (results.get(0).stats().containsKey(Variant.VQ)) {
            System.out.println(
                    "The peer: Querydsl's processor for Spring Data MongoDB on the same corpus (medians in ms; "
                            + "R_own = (V3 - VG)/V0, the processors' own work; Querydsl's (VQ - V0)/V0, all it adds)");
            System.out.println();
            System.out.println(
                    "|     N |     V0 ms |     V3 ms |     VG ms |     VQ ms | R_own | (VQ - V0)/V0 | V3/VQ |");
            System.out.println(
                    "|------:|----------:|----------:|----------:|----------:|------:|-------------:|------:|");
            for (Result r : results) {
                System.out.printf(
                        Locale.ROOT,
                        "| %5d | %9.1f | %9.1f | %9.1f | %9.1f | %5.3f | %12.3f | %5.3f |%n",
                        r.n(),
                        r.v(Variant.V0),
                        r.v(Variant.V3),
                        r.v(Variant.VG),
                        r.v(Variant.VQ),
                        r.rOwn(),
                        r.rQuerydsl(),
                        r.v(Variant.V3) / r.v(Variant.VQ));
            }
            System.out.println();
            for (Result r : results) {
                System.out.printf(
                        Locale.ROOT,
                        "target V3 no higher than Querydsl's VQ at N = %d: %s (%.1f against %.1f ms)%n",
                        r.n(),
                        r.v(Variant.V3) <= r.v(Variant.VQ) ? "met" : "MISSED",
                        r.v(Variant.V3),
                        r.v(Variant.VQ));
            }
            results.stream()
                    .filter(r -> r.n() == R_SELF_TARGET_N)
                    .findFirst()
                    .ifPresent(r -> System.out.printf(
                            Locale.ROOT,
                            "target R_own <= %.1f at N = %d: %s (%.3f)%n",
                            R_OWN_TARGET,
                            R_SELF_TARGET_N,
                            r.rOwn() <= R_OWN_TARGET ? "met" : "MISSED",
                            r.rOwn()));
            System.out.println();
        }
        Result smallest =
                results.stream().min(Comparator.comparingInt(Result::n)).orElseThrow();
        Result largest =
                results.stream().max(Comparator.comparingInt(Result::n)).orElseThrow();
        System.out.printf(
                Locale.ROOT,
                "scaling ratio cost(%d)/cost(%d), per document: %.3f (ms/doc, the processors' "
                        + "own cost); whole V3 compilation per document: %.3f%n",
                largest.n(),
                smallest.n(),
                largest.selfMsPerDocument() / smallest.selfMsPerDocument(),
                largest.v3MsPerDocument() / smallest.v3MsPerDocument());

        List<Result> bySize =
                results.stream().sorted(Comparator.comparingInt(Result::n)).toList();
        StringBuilder marginal = new StringBuilder();
        for (int i = 1; i < bySize.size(); i++) {
            Result a = bySize.get(i - 1);
            Result b = bySize.get(i);
            double cost = ((b.v(Variant.V3) - b.v(Variant.V1)) - (a.v(Variant.V3) - a.v(Variant.V1))) / (b.n() - a.n());
            marginal.append(String.format(Locale.ROOT, "%s%d -> %d: %.3f", i > 1 ? ", " : "", a.n(), b.n(), cost));
        }
        if (bySize.size() > 1) {
            System.out.println("marginal ms/doc (slope of V3 - V1 between sizes; a fixed cost per compilation "
                    + "cancels out): " + marginal);
        }
        results.stream()
                .filter(r -> r.n() == R_SELF_TARGET_N)
                .findFirst()
                .ifPresentOrElse(
                        r -> System.out.printf(
                                Locale.ROOT,
                                "target R_self <= %.2f at N = %d: %s (%.3f)%n",
                                R_SELF_TARGET,
                                R_SELF_TARGET_N,
                                r.rSelf() <= R_SELF_TARGET ? "met" : "MISSED",
                                r.rSelf()),
                        () -> System.out.printf(
                                Locale.ROOT,
                                "target R_self <= %.2f at N = %d: not measured%n",
                                R_SELF_TARGET,
                                R_SELF_TARGET_N));
        printFlatness("ms/doc", bySize, Result::selfMsPerDocument);
        for (Corpus.Queries q : smallest.queries().keySet()) {
            printQueryTable(bySize, q);
        }
    }

    private static void printQueryTable(List<Result> bySize, Corpus.Queries q) {
        QueryLabels l = QueryLabels.of(q);
        String x = l.letter();
        String per = l.query();
        System.out.println();
        System.out.println((q == Corpus.Queries.REPOSITORIES ? "Repository queries" : "Query code")
                + " (medians in ms; processors = " + x + "3 - " + x + "1 with " + Corpus.Queries.PER_DOCUMENT + " "
                + (q == Corpus.Queries.REPOSITORIES ? "query methods in a repository" : "driver calls in a class")
                + " per document, V3 - V1 without; ms/" + per + " = ((" + x + "3 - " + x + "1) - (V3 - V1)) / "
                + "queries, the median of the same per round, and the same in the compiling thread's CPU time; own = "
                + "the processors' own work, ((" + x + "3 - " + x + "G) - (V3 - VG)) / queries; ms/line = ((" + x
                + "3 - " + x + "1) - (V3 - V1)) / lines of the " + l.holders() + " sources)");
        System.out.println();
        System.out.printf(
                Locale.ROOT,
                "|     N | queries | lines | V3 - V1 | %s3 - %s1 | ms/doc | ms/doc with | ms/%-6s | per round | "
                        + "CPU ms/%-6s | own ms/%-6s | own CPU | ms/line | CPU ms/line |%n",
                x,
                x,
                per,
                per,
                per);
        System.out.println("|------:|--------:|------:|--------:|--------:|-------:|------------:|----------:|"
                + "----------:|--------------:|--------------:|--------:|--------:|------------:|");
        for (Result r : bySize) {
            System.out.printf(
                    Locale.ROOT,
                    "| %5d | %7d | %5d | %7.1f | %7.1f | %6.3f | %11.3f | %9.4f | %9.4f | %13.4f | %13.4f | %7.4f "
                            + "| %7.5f | %11.5f |%n",
                    r.n(),
                    r.queries().get(q).queries(),
                    r.queries().get(q).lines(),
                    r.v(Variant.V3) - r.v(Variant.V1),
                    r.querySelf(q),
                    r.selfMsPerDocument(),
                    r.querySelfMsPerDocument(q),
                    r.msPerQuery(q),
                    r.queries().get(q).pairedMsPerQuery(),
                    r.cpuMsPerQuery(q),
                    r.ownMsPerQuery(q),
                    r.cpuOwnMsPerQuery(q),
                    r.msPerLine(q),
                    r.cpuMsPerLine(q));
        }
        System.out.println();
        bySize.stream()
                .filter(r -> r.n() == R_SELF_TARGET_N)
                .findFirst()
                .ifPresentOrElse(
                        r -> System.out.printf(
                                Locale.ROOT,
                                "target <= %.2f ms per %s at N = %d: %s (%.4f; per round %.4f; CPU %.4f); "
                                        + "the processors' own work %.4f (CPU %.4f)%n",
                                MS_PER_QUERY_TARGET,
                                per,
                                R_SELF_TARGET_N,
                                r.msPerQuery(q) <= MS_PER_QUERY_TARGET ? "met" : "MISSED",
                                r.msPerQuery(q),
                                r.queries().get(q).pairedMsPerQuery(),
                                r.cpuMsPerQuery(q),
                                r.ownMsPerQuery(q),
                                r.cpuOwnMsPerQuery(q)),
                        () -> System.out.printf(
                                Locale.ROOT,
                                "target <= %.2f ms per %s at N = %d: not measured%n",
                                MS_PER_QUERY_TARGET,
                                per,
                                R_SELF_TARGET_N));
        printFlatness("ms/doc " + l.corpus(), bySize, r -> r.querySelfMsPerDocument(q));
    }

    /** Whether a cost per document stays within {@link #FLATNESS} of the smallest N's, at every N. */
    private static void printFlatness(String cost, List<Result> bySize, ToDoubleFunction<Result> msPerDocument) {
        Result smallest = bySize.get(0);
        double base = msPerDocument.applyAsDouble(smallest);
        double worst = 0;
        for (Result r : bySize) {
            double deviation = msPerDocument.applyAsDouble(r) / base - 1;
            if (Math.abs(deviation) > Math.abs(worst)) {
                worst = deviation;
            }
        }
        System.out.printf(
                Locale.ROOT,
                "target %s flat within +-%.0f%% from N = %d to %d: %s (largest deviation from N = %d: %+.1f%%)%n",
                cost,
                FLATNESS * 100,
                smallest.n(),
                bySize.get(bySize.size() - 1).n(),
                Math.abs(worst) <= FLATNESS ? "met" : "MISSED",
                smallest.n(),
                100 * worst);
    }
}
