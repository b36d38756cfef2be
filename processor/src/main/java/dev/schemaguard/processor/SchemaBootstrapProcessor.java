package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.SchemaReader;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
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
 * (Gradle: aggregating). It waits for the first round that brings no new document, so that it
 * sees them all and the schema classes of the first round exist; reading and checking happen
 * once, then. Documents that cannot be read are left to {@link SchemaGuardProcessor}, which
 * reports them; with any error in the compilation, no bootstrap is written.
 */
@AutoService(Processor.class)
public final class SchemaBootstrapProcessor extends AbstractProcessor {

    private static final String DOCUMENT = "dev.schemaguard.annotations.Document";

    private final RuleRegistry registry = RuleRegistry.standard();
    private final Set<String> documents = new TreeSet<>();
    private boolean done;
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private CodegenSetup codegen;

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        printer = new DiagnosticPrinter(env, registry::info, options);
        codegen = CodegenSetup.of(env.getElementUtils());
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
            boolean newDocuments = collect(roundEnv);
            if (done || documents.isEmpty() || newDocuments && !roundEnv.processingOver()) {
                return false;
            }
            List<DocumentModel> models = new ArrayList<>();
            List<Element> elements = new ArrayList<>();
            if (!readAll(models, elements) && !roundEnv.processingOver()) {
                // a document waits for a type another processor generates: so does the bootstrap
                return false;
            }
            done = true;
            boolean clean = printer.print(new RuleRunner(registry, options).validateAcross(models));
            if (clean && !roundEnv.errorRaised() && !roundEnv.processingOver() && codegen.bootstrap()
                    && models.size() == documents.size()) {
                writeBootstrap(models, elements);
            }
        } catch (Throwable t) {
            printer.internalError(null, "checking across the documents of", t);
        }
        return false;
    }

    private boolean collect(RoundEnvironment roundEnv) {
        TypeElement document = processingEnv.getElementUtils().getTypeElement(DOCUMENT);
        boolean any = false;
        if (document != null) {
            for (Element e : roundEnv.getElementsAnnotatedWith(document)) {
                if (e instanceof TypeElement type) {
                    any |= documents.add(type.getQualifiedName().toString());
                }
            }
        }
        return any;
    }

    /** Reads every document; false when one depends on a type that does not resolve (yet). */
    private boolean readAll(List<DocumentModel> models, List<Element> elements) {
        SchemaReader reader = new SchemaReader(processingEnv, options);
        boolean complete = true;
        for (String name : documents) {
            TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
            if (element == null) {
                continue;
            }
            try {
                models.add(reader.read(element, List.of()));
                elements.add(element);
            } catch (UnresolvedTypeException e) {
                complete = false;
            } catch (RuntimeException e) {
                // SchemaGuardProcessor reports this document; checking the others still holds
            }
        }
        return complete;
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
