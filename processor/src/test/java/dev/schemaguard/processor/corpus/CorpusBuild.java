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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * A corpus project compiled once, as its build would compile it with schemaguard on the processor path (Lombok's
 * processors ahead of schemaguard's when the project uses Lombok): schemaguard's diagnostics, the models its reader
 * built, and the project's classes, loadable beside the generated schema classes and bootstrap.
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

    final CorpusProject project;
    final Compilation compilation;
    final Map<String, DocumentModel> models;
    final List<Finding> findings = new ArrayList<>();
    /** Whether schemaguard's compilation succeeded, so that its generated code exists. */
    final boolean generated;

    final ClassLoader loader;
    /** The project's own classes (not the generated ones), in binary-name order. */
    final List<Class<?>> classes = new ArrayList<>();

    CorpusBuild(CorpusProject project) throws ClassNotFoundException {
        this.project = project;
        ModelCapture.Capturing capture = ModelCapture.processor(project.options());
        List<Processor> processors = new ArrayList<>(project.lombok() ? Lombok.processors() : List.of());
        processors.add(new SchemaGuardProcessor());
        processors.add(new SchemaBootstrapProcessor());
        processors.add(capture);
        List<String> options = new ArrayList<>();
        options.add("-Aschemaguard.bootstrapPackage=corpus." + project.slug());
        project.options().forEach((k, v) -> options.add("-A" + k + "=" + v));
        this.compilation = compile(processors, options);
        this.models = capture.models();
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
