package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.SchemaReader;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
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

/**
 * Checks across every {@code @Document} of the compilation (Gradle: aggregating): it collects
 * the documents of all rounds and checks them together in the last round, when no more can
 * appear. Documents that cannot be read are left to {@link SchemaGuardProcessor}, which
 * reports them.
 */
@AutoService(Processor.class)
public final class SchemaBootstrapProcessor extends AbstractProcessor {

    private static final String DOCUMENT = "dev.schemaguard.annotations.Document";

    private final RuleRegistry registry = RuleRegistry.standard();
    private final Set<String> documents = new TreeSet<>();
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        printer = new DiagnosticPrinter(env, registry::info, options);
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
            TypeElement document = processingEnv.getElementUtils().getTypeElement(DOCUMENT);
            if (document != null) {
                for (Element e : roundEnv.getElementsAnnotatedWith(document)) {
                    if (e instanceof TypeElement type) {
                        documents.add(type.getQualifiedName().toString());
                    }
                }
            }
            if (roundEnv.processingOver()) {
                checkAcross();
            }
        } catch (Throwable t) {
            printer.internalError(null, "checking across the documents of", t);
        }
        return false;
    }

    private void checkAcross() {
        SchemaReader reader = new SchemaReader(processingEnv, options);
        List<DocumentModel> models = new ArrayList<>();
        for (String name : documents) {
            TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
            if (element == null) {
                continue;
            }
            try {
                models.add(reader.read(element, List.of()));
            } catch (UnresolvedTypeException | RuntimeException e) {
                // SchemaGuardProcessor reports this document; checking the others still holds
            }
        }
        printer.print(new RuleRunner(registry, options).validateAcross(models));
    }
}
