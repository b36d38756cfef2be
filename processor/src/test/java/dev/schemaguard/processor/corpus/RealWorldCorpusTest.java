package dev.schemaguard.processor.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.IndexListing;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * schemaguard on the document models of public projects nobody here wrote (issue 27), each compiled in its own
 * dialect and held against what the real framework does with the same compiled classes, on one in-process
 * mongo-java-server:
 * <ol>
 * <li>no error of a fixed rule on a model the framework accepts (maps, creates the indexes of);</li>
 * <li>every class the framework stores in a collection is one of schemaguard's documents, or a subclass stored in its
 * document's collection, and the other way round (a lost document is a failure); for the driver's codec, a class
 * without a document annotation is a document when the code stores it ({@code getCollection("books", Book.class)}),
 * seen in schemaguard's schema report since it gets no schema class; the generated schema classes name exactly the
 * framework's collections of annotated documents; stored names, ids and discriminators agree;</li>
 * <li>the indexes the generated bootstrap creates are the ones the framework creates (the model's, when schemaguard's
 * errors left no generated code);</li>
 * <li>the findings per rule and project are those pinned in {@code corpus/WARNINGS.md};</li>
 * <li>the query rules that fire on each repository method are those its row of {@code corpus/QUERIES.md} expects.</li>
 * </ol>
 * Failures that are known and listed in {@code corpus/KNOWN-FAILURES.md} are expected, and must still occur.
 */
class RealWorldCorpusTest {

    private static final Path ROOT = Path.of("src/test/resources/corpus");
    private static final Path WARNINGS = ROOT.resolve("WARNINGS.md");
    private static final Path QUERIES = ROOT.resolve("QUERIES.md");

    private static MongoServer server;
    private static MongoClient client;

    @BeforeAll
    static void start() {
        server = new MongoServer(new MemoryBackend());
        client = MongoClients.create(server.bindAndGetConnectionString());
    }

    @AfterAll
    static void stop() {
        client.close();
        server.shutdownNow();
    }

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException {
        List<CorpusProject> projects = CorpusProject.all(ROOT);
        KnownFailures known = KnownFailures.read(ROOT.resolve("KNOWN-FAILURES.md"));
        WarningTable table = new WarningTable();
        QueryVerdicts verdicts = QueryVerdicts.read(QUERIES);
        long started = System.nanoTime();
        Stream<DynamicTest> each = projects.stream()
                .map(p -> dynamicTest(p.slug() + " (" + p.repository() + ")", () -> check(p, known, table, verdicts)));
        Stream<DynamicTest> after = Stream.of(
                dynamicTest("KNOWN-FAILURES.md names corpus projects", () -> {
                    Set<String> slugs = new TreeSet<>(
                            projects.stream().map(CorpusProject::slug).toList());
                    assertTrue(slugs.containsAll(known.projects()), () -> "unknown projects: " + known.projects());
                }),
                dynamicTest("WARNINGS.md", () -> {
                    String computed = table.render();
                    System.out.printf(
                            "corpus: %d projects in %.1f s%n", projects.size(), (System.nanoTime() - started) / 1e9);
                    if (Boolean.getBoolean("corpus.update")) {
                        Files.writeString(WARNINGS, computed, StandardCharsets.UTF_8);
                        return;
                    }
                    String pinned = Files.exists(WARNINGS) ? Files.readString(WARNINGS, StandardCharsets.UTF_8) : "";
                    assertEquals(
                            pinned,
                            computed,
                            "the findings per rule and project differ from corpus/WARNINGS.md;"
                                    + " if the change is meant, run with -Dcorpus.update=true and review the diff");
                }),
                dynamicTest("QUERIES.md verdicts", () -> {
                    String rendered = verdicts.render();
                    System.out.printf("corpus: query findings read onto their methods in %d ms%n", verdicts.millis());
                    if (Boolean.getBoolean("corpus.update")) {
                        Files.writeString(QUERIES, rendered, StandardCharsets.UTF_8);
                    }
                    List<String> disagreements = verdicts.disagreements();
                    assertTrue(
                            disagreements.isEmpty(),
                            () -> disagreements.size() + " repository methods whose query rules differ from the"
                                    + " rules their row of corpus/QUERIES.md expects:\n  "
                                    + String.join("\n  ", disagreements));
                    assertEquals(
                            Files.readString(QUERIES, StandardCharsets.UTF_8),
                            rendered,
                            "the verdicts or totals of corpus/QUERIES.md are not those of the findings;"
                                    + " run with -Dcorpus.update=true and review the diff");
                }));
        return Stream.concat(each, after);
    }

    private static void check(CorpusProject project, KnownFailures known, WarningTable table, QueryVerdicts verdicts)
            throws Exception {
        long started = System.nanoTime();
        CorpusBuild build = new CorpusBuild(project);
        table.add(project, build);
        verdicts.add(project, build);
        long compiled = System.nanoTime();
        FrameworkOutcome outcome = run(project.dialect()).run(build, client, "fw_" + project.slug());
        SortedMap<String, String> failures = new TreeMap<>();
        fixedErrors(build, outcome, failures);
        documents(build, outcome, failures);
        failures.putAll(outcome.disagreements);
        if (outcome.refusal == null) {
            indexes(build, failures);
        }

        Set<String> collections = new TreeSet<>(outcome.documents.values());
        Set<String> ours = new TreeSet<>(build.collections().values());
        System.out.printf(
                "corpus %s (%s, %s): schemaguard %d documents in %d collections; the framework stores %d classes"
                        + " in %d collections; %d findings; compiled in %d ms, checked in %d ms%n",
                project.slug(),
                project.repository(),
                project.dialect().key,
                build.collections().size(),
                ours.size(),
                outcome.documents.size(),
                collections.size(),
                build.findings.size(),
                (compiled - started) / 1_000_000,
                (System.nanoTime() - compiled) / 1_000_000);
        outcome.notes.forEach(n -> System.out.println("  note: " + n));
        if (outcome.refusal != null) {
            System.out.println("  the framework refused the model: " + outcome.refusal);
        }
        failures.forEach((k, v) -> System.out.println(
                "  " + (known.of(project.slug()).contains(k) ? "known " : "") + "failure: " + k + "\n    " + v));

        TreeSet<String> unexpected = new TreeSet<>(failures.keySet());
        unexpected.removeAll(known.of(project.slug()));
        TreeSet<String> gone = new TreeSet<>(known.of(project.slug()));
        gone.removeAll(failures.keySet());
        assertTrue(
                unexpected.isEmpty() && gone.isEmpty(),
                () -> project.slug() + ": failures differ from KNOWN-FAILURES.md" + "\n  new:   " + unexpected
                        + "\n  no longer occurring (remove the row): " + gone);
    }

    private static FrameworkOutcome.Run run(CorpusProject.Dialect dialect) {
        return switch (dialect) {
            case MORPHIA -> new MorphiaRun();
            case DRIVER -> new DriverRun();
            case SPRING_DATA -> new SpringDataRun();
        };
    }

    /**
     * A fixed rule claims that the framework or the server refuses the model: on a model the framework accepted,
     * each such error is false. A model it refused must get one.
     */
    private static void fixedErrors(CorpusBuild build, FrameworkOutcome outcome, Map<String, String> failures) {
        List<CorpusBuild.Finding> fixed = new ArrayList<>();
        for (CorpusBuild.Finding f : build.findings) {
            if (f.kind() == javax.tools.Diagnostic.Kind.ERROR
                    && RuleRegistry.standard()
                            .info(f.rule())
                            .map(RuleInfo::fixed)
                            .orElse(true)) {
                fixed.add(f);
            }
        }
        if (outcome.refusal == null) {
            fixed.forEach(f -> failures.put("fixed-error: " + f.rule() + " at " + f.where(), f.message()));
        } else if (fixed.isEmpty()) {
            failures.put("refused-unreported", outcome.refusal);
        }
    }

    /**
     * Each class the framework stores is matched by the document of its own class, or of a superclass stored in the
     * same collection (a subclass in its parent's collection); each document by a class the framework stores there.
     */
    private static void documents(CorpusBuild build, FrameworkOutcome outcome, Map<String, String> failures)
            throws ClassNotFoundException {
        if (outcome.refusal != null) {
            return;
        }
        Map<String, String> ours = build.collections();
        for (Map.Entry<String, String> stored : outcome.documents.entrySet()) {
            Class<?> type = CompiledOutput.load(build.loader, stored.getKey());
            String own = ours.get(stored.getKey());
            if (own != null) {
                if (!own.equals(stored.getValue())) {
                    failures.put(
                            "collection: " + stored.getKey(),
                            "framework " + stored.getValue() + ", schemaguard " + own);
                }
                continue;
            }
            boolean matched = false;
            for (Map.Entry<String, String> document : ours.entrySet()) {
                matched |= document.getValue().equals(stored.getValue())
                        && CompiledOutput.load(build.loader, document.getKey()).isAssignableFrom(type);
            }
            if (!matched) {
                failures.put(
                        "lost-document: " + stored.getKey(),
                        "the framework stores it in " + stored.getValue()
                                + "; schemaguard has no document for it there");
            }
        }
        for (Map.Entry<String, String> document : ours.entrySet()) {
            Class<?> type = CompiledOutput.load(build.loader, document.getKey());
            boolean matched = false;
            for (Map.Entry<String, String> stored : outcome.documents.entrySet()) {
                matched |= stored.getValue().equals(document.getValue())
                        && type.isAssignableFrom(CompiledOutput.load(build.loader, stored.getKey()));
            }
            if (!matched) {
                failures.put(
                        "extra-document: " + document.getKey(),
                        "schemaguard's document of " + document.getValue()
                                + "; the framework stores no such class there");
            }
        }
        if (build.generated) {
            Set<String> named = new TreeSet<>();
            for (String name : CompiledOutput.binaryNames(build.compilation)) {
                if (!build.project.declares(name) && name.endsWith("Schema")) {
                    try {
                        Class<?> schema = build.loader.loadClass(name);
                        // a collection the application names when it runs (SDM SpEL) has its expression instead
                        named.add((String) (java.util.Arrays.stream(schema.getFields())
                                                .anyMatch(f -> f.getName().equals("COLLECTION"))
                                        ? schema.getField("COLLECTION")
                                        : schema.getField("COLLECTION_EXPRESSION"))
                                .get(null));
                    } catch (ReflectiveOperationException e) {
                        failures.put("schema-class: " + name, "no COLLECTION constant: " + e);
                    }
                }
            }
            // a document found in the code gets no schema class: its collection is named by the code alone
            Set<String> collections = new TreeSet<>();
            outcome.documents.forEach((type, collection) -> {
                if (!build.codeDocuments.containsKey(type)) {
                    collections.add(collection);
                }
            });
            if (!named.equals(collections)) {
                failures.put("schema-collections", "framework " + collections + "\n    schema classes " + named);
            }
        }
    }

    /**
     * The indexes of every collection, as listIndexes returns them: those the framework created, against those the
     * generated bootstrap creates in a database of its own (or, without generated code, those the models declare).
     */
    private static void indexes(CorpusBuild build, Map<String, String> failures) throws Exception {
        Map<String, List<String>> framework = IndexListing.of(client.getDatabase("fw_" + build.project.slug()));
        Map<String, List<String>> ours = new TreeMap<>();
        if (build.generated) {
            MongoDatabase database = client.getDatabase("sg_" + build.project.slug());
            String bootstrap = "corpus." + build.project.slug() + ".SchemaBootstrap";
            if (CompiledOutput.binaryNames(build.compilation).contains(bootstrap)) {
                try {
                    build.loader
                            .loadClass(bootstrap)
                            .getMethod("apply", MongoDatabase.class)
                            .invoke(null, database);
                } catch (InvocationTargetException e) {
                    failures.put("bootstrap", String.valueOf(e.getCause()));
                    return;
                }
            }
            ours.putAll(IndexListing.of(database));
        } else {
            for (DocumentModel model : build.models.values()) {
                List<String> declared = IndexListing.of(model);
                if (!declared.isEmpty()) {
                    ours.computeIfAbsent(model.collection(), c -> new ArrayList<>())
                            .addAll(declared);
                }
            }
            ours.replaceAll((c, list) -> new ArrayList<>(new TreeSet<>(list)));
        }
        Set<String> collections = new TreeSet<>(framework.keySet());
        collections.addAll(ours.keySet());
        for (String collection : collections) {
            List<String> theirs = framework.getOrDefault(collection, List.of());
            List<String> mine = ours.getOrDefault(collection, List.of());
            if (!theirs.equals(mine)) {
                failures.put("indexes: " + collection, "framework " + theirs + "\n    schemaguard " + mine);
            }
        }
    }
}
