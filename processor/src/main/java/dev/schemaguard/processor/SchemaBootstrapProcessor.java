package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Checks across every {@code @Document} of the compilation and writes the startup bootstrap
 * (Gradle: aggregating). It writes it in the first round in which every document resolves and
 * is clean, normally the first, beside the schema classes, so that javac compiles them together
 * and runs no extra round for it; with {@code -Aschemaguard.waitForGeneratedDocuments=true} it
 * waits for the first round that brings no new document instead. A document that arrives after
 * the bootstrap was written is an error: it would be missing from it. With any error in the
 * documents, no bootstrap is written.
 */
@AutoService(Processor.class)
public final class SchemaBootstrapProcessor extends AbstractProcessor {

    private static final String DOCUMENT = "dev.schemaguard.annotations.Document";

    private final RuleRegistry registry = RuleRegistry.standard();
    /** Every document seen so far, by qualified name. */
    private final Set<String> documents = new TreeSet<>();
    private boolean done;
    private boolean written;
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private CodegenSetup codegen;
    private RoundChecks checks;
    private final DocumentRounds rounds = new DocumentRounds();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        printer = new DiagnosticPrinter(env, registry::info, options);
        codegen = CodegenSetup.of(env.getElementUtils());
        checks = RoundChecks.of(env, options, registry);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(DOCUMENT);
    }

    @Override
    public Set<String> getSupportedOptions() {
        return SchemaGuardOptions.supportedOptions(registry.infos());
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        try {
            processRound(roundEnv);
        } catch (Throwable t) {
            printer.internalError(null, "checking across the documents of", t);
        }
        return false;
    }

    private void processRound(RoundEnvironment roundEnv) throws IOException {
        List<RoundChecks.CheckedDocument> round = checks.of(roundEnv, rounds);
        List<RoundChecks.CheckedDocument> arrived = new ArrayList<>();
        for (RoundChecks.CheckedDocument document : round) {
            if (documents.add(document.qualifiedName())) {
                arrived.add(document);
            }
        }
        if (done) {
            if (written) {
                arrived.forEach(document -> printer.error(document.element(), "'" + document.qualifiedName()
                        + "' arrived in a later processing round than the bootstrap, which was written without it; "
                        + "if another annotation processor generates it, add -A"
                        + SchemaGuardOptions.WAIT_FOR_GENERATED_DOCUMENTS + "=true so that the bootstrap waits for it"));
            }
            return;
        }
        boolean last = roundEnv.processingOver();
        if (documents.isEmpty() || options.waitForGeneratedDocuments() && !arrived.isEmpty() && !last) {
            return;
        }
        if (!last && round.stream().anyMatch(document -> document.unresolvedType() != null)) {
            // a document waits for a type another processor generates: so does the bootstrap
            return;
        }
        // in the round that brought every document their elements are this round's; otherwise read them again
        List<RoundChecks.CheckedDocument> all = arrived.size() == documents.size()
                ? round
                : checks.byName(roundEnv, documents, rounds);
        List<DocumentModel> models = new ArrayList<>();
        List<Element> elements = new ArrayList<>();
        boolean documentsClean = true;
        for (RoundChecks.CheckedDocument document : all) {
            if (document.model() != null) {
                models.add(document.model());
                elements.add(document.element());
            }
            // SchemaGuardProcessor reports why a document is not clean, and writes no schema class for it
            documentsClean &= document.checked() && printer.wouldBeClean(document.report());
        }
        done = true;
        boolean clean = printer.print(new RuleRunner(registry, options).validateAcross(models));
        if (clean && documentsClean && !roundEnv.errorRaised() && !last && codegen.bootstrap()
                && models.size() == documents.size() && distinctSchemaClasses(models)) {
            writeBootstrap(models, elements);
            written = true;
        }
    }

    /** Two documents that would share a schema class get neither (SchemaGuardProcessor reports it). */
    private static boolean distinctSchemaClasses(List<DocumentModel> models) {
        Set<String> names = new HashSet<>();
        return models.stream().allMatch(model -> names.add(SchemaClassGenerator.schemaClass(model).canonicalName()));
    }

    private void writeBootstrap(List<DocumentModel> models, List<Element> elements) throws IOException {
        BootstrapGenerator generator = new BootstrapGenerator(codegen.generated());
        String packageName = options.bootstrapPackage().orElseGet(() -> BootstrapGenerator.commonPackage(models));
        generator.targets(packageName, models, elements).writeTo(processingEnv.getFiler());
        String name = packageName.isEmpty() ? BootstrapGenerator.BOOTSTRAP : packageName + "." + BootstrapGenerator.BOOTSTRAP;
        JavaFileObject file = processingEnv.getFiler().createSourceFile(name, elements.toArray(new Element[0]));
        try (Writer writer = file.openWriter()) {
            writer.write(generator.runtime(packageName));
        }
    }
}
