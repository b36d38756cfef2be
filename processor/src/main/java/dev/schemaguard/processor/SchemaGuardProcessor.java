package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.SchemaReader;
import dev.schemaguard.processor.reader.UnresolvedTypeException;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Checks each {@code @Document} on its own (Gradle: isolating). Thin on purpose: it finds the
 * documents of the round, defers those whose types are not generated yet, and hands each to
 * the pipeline read → validate → print, so that a failure on one document never stops the others.
 */
@AutoService(Processor.class)
public final class SchemaGuardProcessor extends AbstractProcessor {

    private final RuleRegistry registry = RuleRegistry.standard();
    private final DocumentRounds rounds = new DocumentRounds();
    private final List<String> ruleNames = registry.infos().stream().map(RuleInfo::name).toList();
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private CodegenSetup codegen;
    private SchemaClassGenerator generator;
    private boolean toldNoDriver;
    /** Schema class → the document it was written for, across rounds: two documents must not share one. */
    private final Map<String, String> written = new HashMap<>();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        printer = new DiagnosticPrinter(env, registry::info, options);
        printer.optionProblems(options.problems());
        codegen = CodegenSetup.of(env.getElementUtils());
        generator = new SchemaClassGenerator(codegen.generated());
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.schemaguard.annotations.*");
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
            printer.internalError(null, "in a round of", t);
        }
        // never claim: other processors may read the same annotations
        return false;
    }

    private void processRound(RoundEnvironment roundEnv) {
        SchemaReader reader = new SchemaReader(processingEnv, options);
        RuleRunner runner = new RuleRunner(registry, options);
        Set<String> deferred = new TreeSet<>();
        for (TypeElement document : rounds.documentsOf(roundEnv, processingEnv.getElementUtils())) {
            DocumentModel model;
            try {
                model = reader.read(document, rounds.subtypesOf(document, processingEnv.getElementUtils()));
            } catch (UnresolvedTypeException e) {
                if (roundEnv.processingOver()) {
                    printer.note(document, "'" + document.getSimpleName() + "' was not checked: type '"
                            + e.typeName() + "' does not resolve; javac reports why");
                } else {
                    deferred.add(document.getQualifiedName().toString());
                }
                continue;
            } catch (Throwable t) {
                printer.internalError(document, "while reading", t);
                continue;
            }
            boolean clean;
            try {
                clean = printer.print(runner.validate(model));
                printer.checkSuppressionKeys(document, ruleNames);
            } catch (Throwable t) {
                printer.internalError(document, "while checking", t);
                continue;
            }
            // no output for a document with errors: its schema class would be wrong
            if (clean) {
                generate(model, document);
            }
        }
        rounds.defer(deferred);
    }

    private void generate(DocumentModel model, TypeElement document) {
        if (!codegen.schemaClasses()) {
            if (!toldNoDriver) {
                toldNoDriver = true;
                printer.note(document, "no schema classes were generated: add org.mongodb:mongodb-driver-core to the "
                        + "compile class path to get them (the checks ran all the same)");
            }
            return;
        }
        String schemaClass = SchemaClassGenerator.schemaClass(model).canonicalName();
        String earlier = written.putIfAbsent(schemaClass, model.qualifiedName());
        if (earlier != null) {
            printer.error(document, "'" + model.qualifiedName() + "' and '" + earlier + "' would both get the schema class '"
                    + schemaClass + "'; rename one of them");
            return;
        }
        try {
            generator.generate(model, document).writeTo(processingEnv.getFiler());
        } catch (IOException e) {
            printer.error(document, "could not write " + schemaClass + ": " + e.getMessage());
        } catch (RuntimeException e) {
            printer.internalError(document, "while generating the schema class of", e);
        }
    }
}
