package dev.schemaguard.processor.corpus;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.Lombok;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.IOException;
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
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.bson.Document;

/**
 * A corpus project compiled once, as its build would compile it with schemaguard on the processor path (Lombok's
 * processors ahead of schemaguard's when the project uses Lombok): schemaguard's diagnostics, the models its reader
 * built, the documents it found in a driver project's code (from its schema report), and the project's classes,
 * loadable beside the generated schema classes and bootstrap.
 *
 * <p>When schemaguard's errors fail the compilation, javac writes no class: the sources are compiled once more without
 * schemaguard, so that the framework still runs on them, and there is no generated code to run.
 */
final class CorpusBuild {

    private static final Pattern RULE_TAG = Pattern.compile("^\\[([A-Za-z]+)\\] ");

    /** One schemaguard diagnostic: its rule ({@code schemaguard} for the processor's own), kind, file and line. */
    record Finding(String rule, Diagnostic.Kind kind, String file, long line, String message) {
        String where() {
            return file + ":" + line;
        }
    }

    /**
     * A class schemaguard read as a document from the code alone: no document annotation, but the code stores it with
     * the driver's codec ({@code getCollection("books", Book.class)}). No schema class is generated for it, so it is
     * seen as the schema report ({@code schema.json}) writes it.
     *
     * @param typeKey     the discriminator key it stores, or {@code null}
     * @param storedPaths every stored path, in stored names ({@code pet.petName})
     */
    record CodeDocument(String collection, String typeKey, List<String> storedPaths) {}

    final CorpusProject project;
    final Compilation compilation;
    final Map<String, DocumentModel> models;
    /** The classes read as documents from the code, by qualified name; only a driver project's report is read. */
    final Map<String, CodeDocument> codeDocuments = new TreeMap<>();

    final List<Finding> findings = new ArrayList<>();
    /** Whether schemaguard's compilation succeeded, so that its generated code exists. */
    final boolean generated;

    final ClassLoader loader;
    /** The project's own classes (not the generated ones), in binary-name order. */
    final List<Class<?>> classes = new ArrayList<>();

    CorpusBuild(CorpusProject project) throws ClassNotFoundException, IOException {
        this.project = project;
        ModelCapture.Capturing capture = ModelCapture.processor(project.options());
        List<Processor> processors = new ArrayList<>(project.lombok() ? Lombok.processors() : List.of());
        processors.add(new SchemaGuardProcessor());
        processors.add(new SchemaBootstrapProcessor());
        processors.add(capture);
        List<String> options = new ArrayList<>();
        options.add("-Aschemaguard.bootstrapPackage=corpus." + project.slug());
        project.options().forEach((k, v) -> options.add("-A" + k + "=" + v));
        // the driver's codec makes a class a document without any annotation: the report names what the code gave
        Path report = project.dialect() == CorpusProject.Dialect.DRIVER
                ? Files.createTempDirectory("corpus-" + project.slug())
                : null;
        if (report != null) {
            options.add("-Aschemaguard.report=" + report);
        }
        this.compilation = compile(processors, options);
        this.models = capture.models();
        if (report != null) {
            readCodeDocuments(report);
        }
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            String message = d.getMessage(Locale.ROOT);
            boolean schemaguard = RULE_TAG.matcher(message).find();
            if (!schemaguard || ProcessorTester.isCompilationNote(d)) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    throw new AssertionError(project.slug() + ": the corpus sources do not compile: " + d);
                }
                continue;
            }
            String file = d.getSource() == null
                    ? "<none>"
                    : d.getSource().toUri().getPath().replaceFirst("^/", "");
            findings.add(new Finding(tagOf(message), d.getKind(), file, d.getLineNumber(), message));
        }
        this.generated = compilation.status() == Compilation.Status.SUCCESS;
        Compilation classesFrom = generated
                ? compilation
                : compile(new ArrayList<>(project.lombok() ? Lombok.processors() : List.of()), List.of());
        if (classesFrom.status() != Compilation.Status.SUCCESS) {
            throw new AssertionError(
                    project.slug() + ": the corpus sources do not compile: " + classesFrom.diagnostics());
        }
        this.loader = CompiledOutput.loader(classesFrom);
        for (String name : CompiledOutput.binaryNames(classesFrom)) {
            if (project.declares(name)) {
                classes.add(loader.loadClass(name));
            }
        }
    }

    /** Each document of the report that the reader of annotated documents did not read: found in the code. */
    private void readCodeDocuments(Path report) throws IOException {
        Path json = report.resolve("schema.json");
        if (Files.exists(json)) {
            Document written = Document.parse(Files.readString(json, StandardCharsets.UTF_8));
            for (Document collection : written.getList("collections", Document.class)) {
                String type = collection.getString("class");
                if (!models.containsKey(type)) {
                    codeDocuments.put(
                            type,
                            new CodeDocument(
                                    collection.getString("collection"),
                                    collection.getString("typeKey"),
                                    collection.getList("fields", Document.class).stream()
                                            .map(f -> f.getString("path"))
                                            .toList()));
                }
            }
        }
        try (Stream<Path> files = Files.walk(report)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    /** Every document schemaguard read, annotated or found in the code, by qualified name, with its collection. */
    Map<String, String> collections() {
        Map<String, String> out = new TreeMap<>();
        models.forEach((name, model) -> out.put(name, model.collection()));
        codeDocuments.forEach((name, document) -> out.put(name, document.collection()));
        return out;
    }

    private static String tagOf(String message) {
        Matcher tag = RULE_TAG.matcher(message);
        return tag.find() ? tag.group(1) : "schemaguard";
    }

    private Compilation compile(List<Processor> processors, List<String> options) {
        List<JavaFileObject> files = new ArrayList<>();
        for (CorpusProject.Source s : project.sources()) {
            files.add(JavaFileObjects.forSourceString(s.qualifiedName(), s.text()));
        }
        // javac reports the first 100 warnings and errors only: a large project has more findings than that
        List<String> all = new ArrayList<>(List.of("-Xmaxwarns", "100000", "-Xmaxerrs", "100000"));
        all.addAll(options);
        return SharedFileManagerJavac.compiler()
                .withProcessors(processors)
                .withOptions(all)
                .compile(files);
    }
}
