package dev.schemaguard.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.model.IndexModel;
import com.sun.source.util.JavacTask;
import dev.schemaguard.benchmarks.Corpus.Vocabulary;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark corpus written once in Spring Data MongoDB's annotations is read as the same
 * schema as the corpus in schemaguard's own (issue 12): both vocabularies, generated from the same
 * seed and compiled with both processors, give the same diagnostics (kind, rule, document, count)
 * and the same generated code: the same sources, and, loaded, schema classes with the same
 * collections, stored paths and index keys and options. Index names differ in one place, on
 * purpose: SDM names an {@code @Indexed} without a name after its path ({@code externalKey}),
 * where MongoDB's default, which schemaguard's {@code @IndexHint} keeps, is
 * {@code externalKey_1}.
 *
 * <p>The Spring Data corpus with a repository per document ({@code -Dbench.repositories=true}) changes neither: its
 * query methods are read and each is served by an index, so no query rule fires, and the schema report lists every
 * one with its index. The same holds for the corpus, in either vocabulary, with a class of driver calls per document
 * ({@code -Dbench.queryCode=true}): every call is read, each on an index, and the report lists each by its class,
 * method and line.
 */
class CorpusVocabularyTest {

    private static final int N = 20;
    private static final long SEED = 42;
    private static final Pattern RULE = Pattern.compile("^\\[(\\w+)\\]");
    private static final String CODE_CREATED_AT = "{\"code\": 1, \"createdAt\": -1}";
    private static final String CODE = "{\"code\": 1}";
    private static final String EXTERNAL_KEY = "{\"externalKey\": 1}";

    @TempDir
    static Path temp;

    private static Compiled schemaguard;
    private static Compiled springData;
    private static Compiled springDataWithRepositories;
    private static Corpus repositories;
    /** The corpus with a class of driver calls per document, in each vocabulary, and what it compiled to. */
    private static final Map<Vocabulary, Corpus> queryCode = new TreeMap<>();

    private static final Map<Vocabulary, Compiled> withQueryCode = new TreeMap<>();

    /** What one compilation of the corpus yields. */
    private record Compiled(
            boolean success, Map<String, Integer> diagnostics, Map<String, String> generated, URLClassLoader classes) {

        Class<?> schemaClass(int document) throws ClassNotFoundException {
            return classes.loadClass(Corpus.qualifiedName(document) + "Schema");
        }
    }

    /** An index model as the bootstrap creates it, its name apart. */
    private record Index(String keys, String optionsButName) {}

    @BeforeAll
    static void compileBothVocabularies() throws Exception {
        schemaguard = compile(Corpus.generate(N, SEED, Vocabulary.SCHEMAGUARD), "schemaguard", List.of());
        springData = compile(Corpus.generate(N, SEED, Vocabulary.SPRING_DATA), "springData", List.of());
        repositories = Corpus.generate(N, SEED, Vocabulary.SPRING_DATA, Corpus.Queries.REPOSITORIES);
        springDataWithRepositories = compile(
                repositories,
                "springDataWithRepositories",
                List.of(QueriesInReport.REPORT_OPTION + temp.resolve("report")));
        for (Vocabulary vocabulary : List.of(Vocabulary.SCHEMAGUARD, Vocabulary.SPRING_DATA)) {
            Corpus corpus = Corpus.generate(N, SEED, vocabulary, Corpus.Queries.CODE);
            queryCode.put(vocabulary, corpus);
            withQueryCode.put(
                    vocabulary,
                    compile(
                            corpus,
                            vocabulary + "WithQueryCode",
                            List.of(QueriesInReport.REPORT_OPTION + temp.resolve(vocabulary + "QueryCodeReport"))));
        }
    }

    @AfterAll
    static void closeClassLoaders() throws Exception {
        schemaguard.classes().close();
        springData.classes().close();
        springDataWithRepositories.classes().close();
        for (Compiled compiled : withQueryCode.values()) {
            compiled.classes().close();
        }
    }

    @Test
    void eachVocabularyPassesTheBenchmarksChecks() {
        for (Compiled compiled : List.of(schemaguard, springData)) {
            assertTrue(compiled.success(), compiled.diagnostics().toString());
            int redundant = compiled.diagnostics().entrySet().stream()
                    .filter(e -> e.getKey().startsWith("WARNING RedundantIndexPrefix "))
                    .mapToInt(Map.Entry::getValue)
                    .sum();
            int warningsAndErrors = compiled.diagnostics().entrySet().stream()
                    .filter(e -> e.getKey().startsWith("WARNING ") || e.getKey().startsWith("ERROR "))
                    .mapToInt(Map.Entry::getValue)
                    .sum();
            assertEquals(N, redundant, compiled.diagnostics().toString());
            assertEquals(N, warningsAndErrors, compiled.diagnostics().toString());
            assertEquals(
                    N + 2,
                    compiled.generated().size(),
                    compiled.generated().keySet().toString());
        }
    }

    @Test
    void repositoriesChangeNeitherDiagnosticsNorGeneratedSources() {
        assertEquals(N * Corpus.QUERY_METHODS, repositories.queryMethods());
        assertEquals(
                N,
                repositories.sources().stream()
                        .filter(s -> s.qualifiedName().endsWith("Repository"))
                        .count());
        assertTrue(
                springDataWithRepositories.success(),
                springDataWithRepositories.diagnostics().toString());
        assertEquals(springData.diagnostics(), springDataWithRepositories.diagnostics());
        assertEquals(springData.generated(), springDataWithRepositories.generated());
    }

    @Test
    void everyRepositoryQueryMethodIsReadAndServedByAnIndex() throws Exception {
        assertEquals(List.of(), QueriesInReport.problems(temp.resolve("report"), repositories));
    }

    @Test
    void queryCodeChangesNeitherDiagnosticsNorGeneratedSources() {
        for (Vocabulary vocabulary : List.of(Vocabulary.SCHEMAGUARD, Vocabulary.SPRING_DATA)) {
            Compiled plain = vocabulary == Vocabulary.SCHEMAGUARD ? schemaguard : springData;
            Compiled compiled = withQueryCode.get(vocabulary);
            assertEquals(
                    N * Corpus.Queries.PER_DOCUMENT, queryCode.get(vocabulary).queryMethods());
            assertTrue(compiled.success(), compiled.diagnostics().toString());
            assertEquals(plain.diagnostics(), compiled.diagnostics(), vocabulary.toString());
            assertEquals(plain.generated(), compiled.generated(), vocabulary.toString());
        }
    }

    @Test
    void everyQueryCallIsReadAndServedByAnIndex() throws Exception {
        for (Vocabulary vocabulary : List.of(Vocabulary.SCHEMAGUARD, Vocabulary.SPRING_DATA)) {
            assertEquals(
                    List.of(),
                    QueriesInReport.problems(temp.resolve(vocabulary + "QueryCodeReport"), queryCode.get(vocabulary)),
                    vocabulary.toString());
        }
    }

    @Test
    void sameDiagnosticsByKindRuleDocumentAndCount() {
        assertEquals(schemaguard.diagnostics(), springData.diagnostics());
    }

    @Test
    void sameGeneratedSourcesButForTheNameOfTheIndexedField() {
        assertEquals(schemaguard.generated().keySet(), springData.generated().keySet());
        schemaguard
                .generated()
                .forEach((name, source) -> assertEquals(
                        source,
                        springData.generated().get(name).replace(".name(\"externalKey\")", ".name(\"externalKey_1\")"),
                        name));
    }

    @Test
    void sameCollectionsStoredPathsAndCollectionOptions() throws Exception {
        for (int i = 0; i < N; i++) {
            Class<?> a = schemaguard.schemaClass(i);
            Class<?> b = springData.schemaClass(i);
            assertEquals(constants(a), constants(b), a.getName());
            assertEquals(
                    a.getMethod("createCollectionOptions").invoke(null).toString(),
                    b.getMethod("createCollectionOptions").invoke(null).toString(),
                    a.getName());
        }
    }

    @Test
    void sameIndexKeysAndOptions_namesDifferOnlyWhereSdmNamesAnIndexedFieldAfterItsPath() throws Exception {
        for (int i = 0; i < N; i++) {
            Map<String, String> namesA = new TreeMap<>();
            Map<String, String> namesB = new TreeMap<>();
            List<Index> a = indexes(schemaguard.schemaClass(i), namesA);
            List<Index> b = indexes(springData.schemaClass(i), namesB);
            assertEquals(a, b, Corpus.qualifiedName(i));
            assertEquals(
                    Map.of(CODE_CREATED_AT, "code_1_createdAt_-1", CODE, "code_1", EXTERNAL_KEY, "externalKey_1"),
                    namesA,
                    Corpus.qualifiedName(i));
            assertEquals(
                    Map.of(CODE_CREATED_AT, "code_1_createdAt_-1", CODE, "code_1", EXTERNAL_KEY, "externalKey"),
                    namesB,
                    Corpus.qualifiedName(i));
        }
    }

    private static Compiled compile(Corpus corpus, String directory, List<String> options) throws Exception {
        Vocabulary vocabulary = corpus.vocabulary();
        Path classes = Files.createDirectories(temp.resolve(directory).resolve("classes"));
        Path generated = Files.createDirectories(temp.resolve(directory).resolve("generated"));
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
                "UTF-8"));
        args.addAll(ProcessorBenchmark.PROCESSOR_OPTIONS);
        args.addAll(options);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
        boolean success;
        try (StandardJavaFileManager files =
                javac.getStandardFileManager(collector, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) javac.getTask(null, files, collector, args, null, units);
            task.setProcessors(List.of(new SchemaGuardProcessor(), new SchemaBootstrapProcessor()));
            success = task.call();
        }

        Map<String, Integer> diagnostics = new TreeMap<>();
        for (Diagnostic<? extends JavaFileObject> d : collector.getDiagnostics()) {
            Matcher rule = RULE.matcher(d.getMessage(Locale.ROOT));
            String document = d.getSource() == null ? "-" : d.getSource().getName();
            diagnostics.merge(
                    d.getKind() + " " + (rule.find() ? rule.group(1) : "(javac)") + " " + document, 1, Integer::sum);
        }
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(generated)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String name = generated
                        .relativize(file)
                        .toString()
                        .replace(File.separatorChar, '.')
                        .replaceFirst("\\.java$", "");
                sources.put(name, Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        URLClassLoader loader =
                new URLClassLoader(new URL[] {classes.toUri().toURL()}, CorpusVocabularyTest.class.getClassLoader());
        return new Compiled(success, diagnostics, sources, loader);
    }

    /** The schema class's public String constants: database, collection and stored paths. */
    private static Map<String, String> constants(Class<?> schema) throws IllegalAccessException {
        Map<String, String> out = new TreeMap<>();
        for (Field f : schema.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                out.put(f.getName(), (String) f.get(null));
            }
        }
        assertTrue(out.containsKey("COLLECTION") && out.containsKey("EXTERNAL_KEY"), out.toString());
        return out;
    }

    /** The schema class's index models by keys and options, sorted by keys; their names into {@code names}. */
    @SuppressWarnings("unchecked")
    private static List<Index> indexes(Class<?> schema, Map<String, String> names) throws Exception {
        List<Index> out = new ArrayList<>();
        for (IndexModel model :
                (List<IndexModel>) schema.getMethod("indexModels").invoke(null)) {
            String keys = model.getKeys().toBsonDocument().toJson();
            assertEquals(null, names.put(keys, model.getOptions().getName()), "two indexes on " + keys);
            // a new model on each call (the schema class says so): clearing the name changes nothing else
            model.getOptions().name(null);
            out.add(new Index(keys, model.getOptions().toString()));
        }
        out.sort(Comparator.comparing(Index::keys));
        return out;
    }
}
