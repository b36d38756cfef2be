package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.RoundChecks.CheckedDocument;
import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.FindingLedger;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
    /** Whether each document read so far is clean, as printed in the round that read it. */
    private final Map<String, Boolean> verdicts = new HashMap<>();
    /** The documents the last check across documents covered. */
    private Set<String> crossChecked = Set.of();
    /** What the checks across documents printed, by text and position. */
    private final Set<String> crossPrinted = new HashSet<>();
    private boolean done;
    private boolean written;
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private FindingLedger ledger;
    private boolean tookPart;
    private CodegenSetup codegen;
    private RoundChecks checks;
    private final DocumentRounds rounds = new DocumentRounds();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        ledger = FindingLedger.of(env, options, registry::info);
        printer = new DiagnosticPrinter(env, registry::info, options, ledger);
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
        if (!tookPart) {
            tookPart = true;
            ledger.takePart();
        }
        try {
            processRound(roundEnv);
        } catch (Throwable t) {
            printer.internalError(null, "checking across the documents of", t);
        }
        if (roundEnv.processingOver()) {
            try {
                ledger.finish();
            } catch (Throwable t) {
                printer.internalError(null, "summing up the findings of", t);
            }
        }
        return false;
    }

    private void processRound(RoundEnvironment roundEnv) throws IOException {
        List<CheckedDocument> round = checks.of(roundEnv, rounds);
        List<CheckedDocument> arrived = new ArrayList<>();
        for (CheckedDocument document : round) {
            if (documents.add(document.qualifiedName())) {
                arrived.add(document);
            }
            if (document.unresolvedType() == null) {
                // the round in which SchemaGuardProcessor prints it, and writes its schema class only when clean
                verdicts.put(document.qualifiedName(), document.checked() && printer.wouldBeClean(document.report()));
            }
        }
        if (written) {
            arrived.forEach(document -> printer.error(document.element(), "'" + document.qualifiedName()
                    + "' arrived in a later processing round than the bootstrap, which was written without it; "
                    + "if another annotation processor generates it, add -A"
                    + SchemaGuardOptions.WAIT_FOR_GENERATED_DOCUMENTS + "=true so that the bootstrap waits for it"));
        }
        boolean last = roundEnv.processingOver();
        // a document waits for a type another processor generates: so do the checks across documents
        boolean settled = last || round.stream().allMatch(document -> document.unresolvedType() == null);
        if (!done) {
            if (documents.isEmpty() || !settled || options.waitForGeneratedDocuments() && !arrived.isEmpty() && !last) {
                return;
            }
            done = true;
            // in the round that brought every document their elements are this round's; otherwise read them again
            List<CheckedDocument> all = arrived.size() == documents.size()
                    ? round
                    : checks.byName(roundEnv, documents, rounds);
            boolean clean = checkAcross(all);
            List<CheckedDocument> read = all.stream().filter(document -> document.model() != null).toList();
            if (clean && !last && !roundEnv.errorRaised() && codegen.bootstrap() && read.size() == documents.size()
                    && documents.stream().allMatch(name -> verdicts.getOrDefault(name, false))
                    && distinctSchemaClasses(read)) {
                writeBootstrap(read);
                written = true;
            }
        } else if (!crossChecked.equals(documents) && settled && (arrived.isEmpty() || last)) {
            // documents that came after the bootstrap's round, once no more come, are checked with the others
            checkAcross(checks.byName(roundEnv, documents, rounds));
        }
    }

    /**
     * Runs the rules across documents and prints what was not printed before (the same finding
     * found again in a later round has other javac elements behind it, so it is told by its text).
     *
     * @return whether the documents are clean across
     */
    private boolean checkAcross(List<CheckedDocument> all) {
        crossChecked = new TreeSet<>(documents);
        List<DocumentModel> models = all.stream().map(CheckedDocument::model).filter(Objects::nonNull).toList();
        ValidationReport report = new RuleRunner(registry, options).validateAcross(models);
        printer.print(report.filter(finding -> crossPrinted.add(finding.message() + " at " + finding.origin())));
        return printer.wouldBeClean(report);
    }

    /** Two documents that would share a schema class get neither (SchemaGuardProcessor reports it). */
    private static boolean distinctSchemaClasses(List<CheckedDocument> documents) {
        Set<String> names = new HashSet<>();
        return documents.stream().allMatch(d -> names.add(SchemaClassGenerator.schemaClass(d.model()).canonicalName()));
    }

    private void writeBootstrap(List<CheckedDocument> documents) throws IOException {
        List<DocumentModel> models = documents.stream().map(CheckedDocument::model).toList();
        List<Element> elements = documents.stream().<Element>map(CheckedDocument::element).toList();
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
