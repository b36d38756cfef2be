package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.CheckedDocument.Checked;
import dev.schemaguard.processor.CheckedDocument.Read;
import dev.schemaguard.processor.CheckedDocument.Unresolved;
import dev.schemaguard.processor.codegen.BootstrapGenerator;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.reader.Vocabularies;
import dev.schemaguard.processor.report.SchemaReportRecorder;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

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

    private static final List<String> BOOTSTRAP_NAMES =
            List.of(BootstrapGenerator.BOOTSTRAP, BootstrapGenerator.TARGETS);
    /** The value of the {@code @Generated} on what schemaguard writes. */
    private static final String GENERATOR = "dev.schemaguard.processor";

    private final RuleRegistry registry = RuleRegistry.standard();
    /** Every document seen so far, by qualified name. */
    private final Set<String> documents = new TreeSet<>();
    /** Whether each document read so far is clean, as printed in the round that read it. */
    private final Map<String, Boolean> verdicts = new HashMap<>();
    /** The documents the last check across documents covered. */
    private Set<String> crossChecked = Set.of();
    /** What the checks across documents printed, by text and position. */
    private final Set<String> crossPrinted = new HashSet<>();
    /**
     * The compilation's own top-level classes named like a bootstrap class, by qualified name: whether schemaguard
     * generated it, in an earlier build whose output javac is given again.
     */
    private final Map<String, Boolean> classesNamedLikeTheBootstrap = new HashMap<>();
    /** Qualified names of the classes of the sources named like a schema class; {@code null} before the first round. */
    private Set<String> sourceClassesNamedLikeSchemaClasses;

    private Stage stage = Stage.WAITING;
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private CompilationSession session;
    private SchemaReportRecorder schemaReport;
    private boolean tookPart;
    private CodegenSetup codegen;
    private RoundChecks checks;
    private final DocumentRounds rounds = new DocumentRounds();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        session = CompilationSession.of(env, options, registry);
        printer = new DiagnosticPrinter(env, registry::info, options, session.findings());
        schemaReport = session.report();
        codegen = CodegenSetup.of(env.getElementUtils());
        checks = session.checks();
    }

    /**
     * The document annotations by name, not {@code "*"} as {@link SchemaGuardProcessor}: Gradle's incremental
     * build refuses an aggregating processor every annotation type of a round whose retention is SOURCE
     * ({@code @Override}, Lombok's), and would recompile everything on every build. A compilation whose
     * documents are marked by composed annotations only is told so by {@link SchemaGuardProcessor}.
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Vocabularies.DOCUMENT_ANNOTATIONS;
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
            session.takePart();
        }
        try {
            processRound(roundEnv);
        } catch (Throwable t) {
            printer.internalError(null, "checking across the documents of", t);
        }
        if (roundEnv.processingOver()) {
            session.finish(printer);
        }
        return false;
    }

    /**
     * Where the processor is in the compilation. javac runs a round on the sources, one more on
     * what each round generated, and a last one ({@code processingOver}) in which nothing may be
     * generated any more. A document that names a type no processor has generated yet waits for
     * the next round ({@link DocumentRounds}, as AutoValue's {@code BasicAnnotationProcessor}
     * defers an element that is not well-formed, by name), and the checks across documents and
     * the bootstrap wait with it: they need every model. {@link #processRound} writes out the
     * transitions.
     */
    private enum Stage {
        /** No round yet in which every document resolved: nothing checked across, no bootstrap. */
        WAITING,
        /**
         * The bootstrap round is over without a bootstrap: a document with errors, no runtime on
         * the class path, a package it cannot be written to, only the last round left, or a failure
         * while writing it. Documents that arrive later are checked across with the others.
         */
        CHECKED_ACROSS,
        /**
         * The bootstrap round wrote the bootstrap (or had none to write: every collection is
         * decided at run time). A document that arrives later would be missing from it, an error.
         */
        BOOTSTRAP_WRITTEN
    }

    private void processRound(RoundEnvironment roundEnv) throws IOException {
        if (sourceClassesNamedLikeSchemaClasses == null) {
            sourceClassesNamedLikeSchemaClasses = CodegenSetup.sourceClassesNamedLikeSchemaClasses(roundEnv);
        }
        if (stage == Stage.WAITING) {
            rememberClassesNamedLikeTheBootstrap(roundEnv);
        }
        List<CheckedDocument> round = checks.of(roundEnv, rounds);
        List<CheckedDocument> arrived = recordArrivals(round);
        boolean last = roundEnv.processingOver();
        // a document waits for a type another processor generates: so do the checks across documents; in the
        // last round nothing more is generated, and what is still unresolved stays so (SchemaGuardProcessor says why)
        boolean settled = last || round.stream().noneMatch(Unresolved.class::isInstance);
        switch (stage) {
            case WAITING -> {
                if (documents.isEmpty() || !settled) {
                    // no document yet, or one waits for a type another processor generates in this round
                    return;
                }
                if (options.waitForGeneratedDocuments() && !arrived.isEmpty() && !last) {
                    // asked to wait: a round that brought documents may be followed by one that brings more
                    return;
                }
                // the bootstrap round, which comes once: WAITING is left before it writes anything, so that a failure
                // in it (an internal error, a file the Filer refuses) does not make a later round try again
                stage = Stage.CHECKED_ACROSS;
                if (checkAcrossAndWriteBootstrap(roundEnv, round, arrived, last)) {
                    stage = Stage.BOOTSTRAP_WRITTEN;
                }
            }
            case CHECKED_ACROSS -> checkLateArrivalsAcross(roundEnv, arrived, settled, last);
            case BOOTSTRAP_WRITTEN -> {
                arrived.forEach(document -> printer.print(
                        ProcessorMessage.DOCUMENT_AFTER_BOOTSTRAP, document.element(), document.qualifiedName()));
                checkLateArrivalsAcross(roundEnv, arrived, settled, last);
            }
        }
    }

    /** The documents a round brings for the first time; and each one's verdict, unless it waits for a later round. */
    private List<CheckedDocument> recordArrivals(List<CheckedDocument> round) {
        List<CheckedDocument> arrived = new ArrayList<>();
        for (CheckedDocument document : round) {
            if (documents.add(document.qualifiedName())) {
                arrived.add(document);
            }
            if (!(document instanceof Unresolved)) {
                // the round in which SchemaGuardProcessor prints it, and writes its schema class only when clean
                verdicts.put(
                        document.qualifiedName(),
                        document instanceof Checked checked && printer.wouldBeClean(checked.report()));
            }
        }
        return arrived;
    }

    /**
     * The bootstrap round: the checks across every document, then the bootstrap, written beside the
     * schema classes so that javac compiles them together and runs no round for it, when every
     * document is clean, the round is not the last (javac compiles nothing generated in it) and
     * javac raised no error.
     *
     * @return whether the bootstrap round is over with a bootstrap (or every collection decided at run time)
     */
    private boolean checkAcrossAndWriteBootstrap(
            RoundEnvironment roundEnv, List<CheckedDocument> round, List<CheckedDocument> arrived, boolean last)
            throws IOException {
        // in the round that brought every document their elements are this round's; otherwise read them again
        List<CheckedDocument> all =
                arrived.size() == documents.size() ? round : checks.byName(roundEnv, documents, rounds);
        boolean clean = checkAcross(all);
        List<Read> read = all.stream()
                .filter(Read.class::isInstance)
                .map(Read.class::cast)
                .sorted(Comparator.comparing(CheckedDocument::qualifiedName))
                .toList();
        boolean complete = clean
                && !last
                && !roundEnv.errorRaised()
                && read.size() == documents.size()
                && documents.stream().allMatch(name -> verdicts.getOrDefault(name, false));
        if (complete && codegen.schemaClasses() && !codegen.bootstrap()) {
            printer.print(
                    ProcessorMessage.NO_RUNTIME,
                    read.get(0).element(),
                    BootstrapGenerator.BOOTSTRAP,
                    BootstrapGenerator.RUNTIME_ARTIFACT);
        }
        if (complete && codegen.bootstrap() && schemaClassesWritten(read)) {
            // told only when the bootstrap would be written: a document with errors has none anyway
            Optional<String> bootstrapPackage = bootstrapPackage(read);
            if (bootstrapPackage.isPresent()) {
                writeBootstrap(read, bootstrapPackage.get());
                return true;
            }
        }
        return false;
    }

    /** Documents that came after the bootstrap round, once no more come and none waits, are checked with the others. */
    private void checkLateArrivalsAcross(
            RoundEnvironment roundEnv, List<CheckedDocument> arrived, boolean settled, boolean last) {
        if (!crossChecked.equals(documents) && settled && (arrived.isEmpty() || last)) {
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
        List<DocumentModel> models = all.stream()
                .filter(Read.class::isInstance)
                .map(Read.class::cast)
                .map(Read::model)
                .toList();
        ValidationReport report = new RuleRunner(registry, options).validateAcross(models);
        printer.print(report.filter(finding -> crossPrinted.add(finding.message() + " at " + finding.origin())));
        schemaReport.across(report, printer);
        return printer.wouldBeClean(report);
    }

    /**
     * Remembers the top-level classes of the compilation that have the name of a bootstrap class,
     * in any package: which package the bootstrap goes to is known only once every document is read.
     * Sources schemaguard generated in an earlier build, given to javac again, are not the user's.
     */
    private void rememberClassesNamedLikeTheBootstrap(RoundEnvironment roundEnv) {
        for (Element root : roundEnv.getRootElements()) {
            if (root instanceof TypeElement type
                    && BOOTSTRAP_NAMES.contains(type.getSimpleName().toString())) {
                classesNamedLikeTheBootstrap.put(type.getQualifiedName().toString(), generatedBySchemaguard(type));
            }
        }
    }

    /** {@code @Generated("dev.schemaguard.processor")}: its value is an array, written with or without braces. */
    private static boolean generatedBySchemaguard(TypeElement type) {
        for (AnnotationMirror a : type.getAnnotationMirrors()) {
            if (!a.getAnnotationType().toString().endsWith(".Generated")) {
                continue;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> member :
                    a.getElementValues().entrySet()) {
                if (member.getKey().getSimpleName().contentEquals("value")
                        && member.getValue().getValue() instanceof List<?> values
                        && values.stream()
                                .anyMatch(v ->
                                        v instanceof AnnotationValue value && GENERATOR.equals(value.getValue()))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The package of the bootstrap, or empty after an error that says why the bootstrap cannot be
     * written (docs/guide/generated-code.md): a class in a named package cannot import the schema class of a document in
     * the unnamed package, and a class of the compilation may already have the bootstrap's name.
     *
     * @param documents sorted by name, so that what is reported does not depend on javac's order
     */
    private Optional<String> bootstrapPackage(List<Read> documents) {
        Optional<String> option = options.bootstrapPackage();
        String packageName = option.orElseGet(() -> BootstrapGenerator.commonPackage(
                documents.stream().map(Read::model).toList()));
        List<Read> unnamed = documents.stream()
                .filter(d -> d.model().packageName().isEmpty())
                .toList();
        List<String> named = documents.stream()
                .filter(d -> !d.model().packageName().isEmpty())
                .map(CheckedDocument::qualifiedName)
                .toList();
        if (!unnamed.isEmpty() && !named.isEmpty()) {
            unnamed.forEach(d -> printer.print(
                    ProcessorMessage.UNNAMED_PACKAGE_BESIDE_NAMED, d.element(), d.qualifiedName(), quoted(named)));
            return Optional.empty();
        }
        if (!unnamed.isEmpty() && !packageName.isEmpty()) {
            unnamed.forEach(d -> printer.print(
                    ProcessorMessage.UNNAMED_PACKAGE_OUT_OF_REACH, d.element(), d.qualifiedName(), packageName));
            return Optional.empty();
        }
        if (packageName.isEmpty() && !named.isEmpty()) {
            printer.print(
                    ProcessorMessage.BOOTSTRAP_IN_UNNAMED_PACKAGE,
                    documents.get(0).element(),
                    quoted(named),
                    BootstrapGenerator.BOOTSTRAP,
                    documents.get(0).model().packageName());
            return Optional.empty();
        }
        boolean clash = false;
        for (String simpleName : BOOTSTRAP_NAMES) {
            String name = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
            Boolean earlierOutput = classesNamedLikeTheBootstrap.get(name);
            if (earlierOutput != null) {
                clash = true;
                TypeElement user = processingEnv.getElementUtils().getTypeElement(name);
                Element at = user != null ? user : documents.get(0).element();
                if (earlierOutput) {
                    printer.print(ProcessorMessage.BOOTSTRAP_GIVEN_AGAIN, at, name);
                } else if (option.isPresent()) {
                    printer.print(ProcessorMessage.CLASS_NAMED_LIKE_BOOTSTRAP_IN_OPTION_PACKAGE, at, name, packageName);
                } else if (packageName.isEmpty()) {
                    printer.print(ProcessorMessage.CLASS_NAMED_LIKE_BOOTSTRAP_IN_UNNAMED_PACKAGE, at, name);
                } else {
                    printer.print(ProcessorMessage.CLASS_NAMED_LIKE_BOOTSTRAP_IN_COMMON_PACKAGE, at, name, packageName);
                }
            }
        }
        return clash ? Optional.empty() : Optional.of(packageName);
    }

    private static String quoted(List<String> names) {
        int shown = Math.min(names.size(), 3);
        String list = "'" + String.join("', '", names.subList(0, shown)) + "'";
        return names.size() > shown ? list + " and " + (names.size() - shown) + " more" : list;
    }

    /**
     * Whether every document gets its schema class, which the bootstrap names: two documents that would
     * share one get neither, nor does a document whose schema class would have the name of a class of
     * the sources (SchemaGuardProcessor reports both).
     */
    private boolean schemaClassesWritten(List<Read> documents) {
        Set<String> names = new HashSet<>();
        return documents.stream()
                .map(d -> SchemaClassGenerator.schemaClass(d.model()).canonicalName())
                .allMatch(name -> names.add(name) && !sourceClassesNamedLikeSchemaClasses.contains(name));
    }

    private static final int NAMED_IN_NOTE = 5;

    private void printRunTimeCollectionsNote(List<Read> atRunTime) {
        Element at = atRunTime.get(0).element();
        if (atRunTime.size() == 1) {
            Read only = atRunTime.get(0);
            printer.print(
                    ProcessorMessage.COLLECTION_AT_RUN_TIME,
                    at,
                    only.qualifiedName(),
                    only.model().collection());
            return;
        }
        List<String> named = atRunTime.subList(0, Math.min(atRunTime.size(), NAMED_IN_NOTE)).stream()
                .map(d -> "'" + d.qualifiedName() + "' ('" + d.model().collection() + "')")
                .toList();
        int unnamed = atRunTime.size() - named.size();
        printer.print(
                ProcessorMessage.COLLECTIONS_AT_RUN_TIME,
                at,
                atRunTime.size(),
                String.join(", ", named) + (unnamed > 0 ? " and " + unnamed + " more" : ""));
    }

    private void writeBootstrap(List<Read> all, String packageName) throws IOException {
        List<Read> documents = new ArrayList<>();
        List<Read> atRunTime = new ArrayList<>();
        for (Read document : all) {
            (document.model().collectionAtRunTime() ? atRunTime : documents).add(document);
        }
        if (!atRunTime.isEmpty()) {
            // one note for all of them: a model with a hundred such documents must not print a hundred notes per build
            printRunTimeCollectionsNote(atRunTime);
        }
        if (documents.isEmpty()) {
            return;
        }
        List<DocumentModel> models = documents.stream().map(Read::model).toList();
        List<Element> elements =
                documents.stream().<Element>map(CheckedDocument::element).toList();
        BootstrapGenerator generator = new BootstrapGenerator(codegen.generated());
        boolean importJavaLang = CodegenSetup.hidesJavaLang(processingEnv.getElementUtils(), packageName);
        generator.targets(packageName, models, elements, importJavaLang).writeTo(processingEnv.getFiler());
        generator.facade(packageName, elements, importJavaLang).writeTo(processingEnv.getFiler());
    }
}
