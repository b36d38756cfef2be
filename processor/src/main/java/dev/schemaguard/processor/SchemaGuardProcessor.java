package dev.schemaguard.processor;

import com.google.auto.service.AutoService;
import dev.schemaguard.processor.CheckedDocument.CheckFailed;
import dev.schemaguard.processor.CheckedDocument.Checked;
import dev.schemaguard.processor.CheckedDocument.ReadFailed;
import dev.schemaguard.processor.CheckedDocument.Unresolved;
import dev.schemaguard.processor.codegen.SchemaClassGenerator;
import dev.schemaguard.processor.codegen.SourceFile;
import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.ProcessorMessage;
import dev.schemaguard.processor.diagnostic.RuleInfo;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.reader.Vocabularies;
import dev.schemaguard.processor.report.ReportedQuery;
import dev.schemaguard.processor.report.SchemaReportRecorder;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Checks each {@code @Document} on its own (Gradle: isolating). Thin on purpose: {@link RoundChecks}
 * reads and validates the documents of the round and defers those whose types are not generated
 * yet; this prints each report and writes the schema class of each clean document, so that a
 * failure on one document never stops the others.
 */
@AutoService(Processor.class)
public final class SchemaGuardProcessor extends AbstractProcessor {

    private final RuleRegistry registry = RuleRegistry.standard();
    private final List<String> ruleNames =
            registry.infos().stream().map(RuleInfo::name).toList();
    private SchemaGuardOptions options;
    private DiagnosticPrinter printer;
    private CompilationSession session;
    private SchemaReportRecorder report;
    private boolean tookPart;
    private CodegenSetup codegen;
    private SchemaClassGenerator generator;
    private RoundChecks checks;
    private RepositoryChecks repositories;
    private WorkloadChecks workload;
    private CodeQueryChecks code;
    private LombokWithoutProcessor lombok;
    private final DocumentRounds rounds = new DocumentRounds();
    private boolean toldNoDriver;
    /** Schema class → the document it was written for, across rounds: two documents must not share one. */
    private final Map<String, String> written = new HashMap<>();

    private final Map<String, Boolean> packagesHidingJavaLang = new HashMap<>();
    /** Qualified names of the classes of the sources named like a schema class; {@code null} before the first round. */
    private Set<String> sourceClassesNamedLikeSchemaClasses;

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        options = SchemaGuardOptions.parse(env.getOptions(), registry.infos());
        session = CompilationSession.of(env, options, registry);
        printer = new DiagnosticPrinter(env, registry::info, options, session.findings());
        printer.optionProblems(options.problems());
        report = session.report();
        codegen = CodegenSetup.of(env.getElementUtils());
        generator = new SchemaClassGenerator(codegen.generated());
        checks = session.checks();
        repositories = new RepositoryChecks(env, options, registry);
        workload = new WorkloadChecks(options, new RuleRunner(registry, options));
        code = new CodeQueryChecks(env, options, registry);
        lombok = new LombokWithoutProcessor(env, SchemaGuardProcessor.class.getClassLoader());
    }

    /**
     * Every annotation: Spring finds its annotations as meta-annotations of the user's composed ones too
     * ({@code @Aggregate} meta-annotated with {@code @Document}), whose names no list holds. A round takes
     * part only once it has one the reader reads ({@link Vocabularies#isRead}), as with a list of names: a
     * compilation without any stays untouched.
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("*");
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
            // first, and in a compilation without documents too: the processor path that lost Lombok is schemaguard's
            lombok.check(annotations, roundEnv, printer);
        } catch (RuntimeException e) {
            printer.internalError(null, "looking for Lombok's processor in", e);
        }
        noteDocumentAnnotations(annotations);
        code.noteRound(roundEnv);
        if (!tookPart && annotations.stream().noneMatch(Vocabularies::isRead) && !repositories.anyIn(roundEnv)) {
            // a project on the driver alone may have no annotation schemaguard reads: its code is read at the end
            if (roundEnv.processingOver() && code.mayFindDocuments()) {
                finishCodeOnly(roundEnv);
            }
            return false;
        }
        if (!tookPart) {
            tookPart = true;
            session.takePart();
        }
        try {
            processRound(roundEnv);
        } catch (Throwable t) {
            printer.internalError(null, "in a round of", t);
        }
        finishIfLast(roundEnv);
        // never claim: other processors may read the same annotations
        return false;
    }

    /** Whether a round brought a document annotation by its name, which is what runs {@link SchemaBootstrapProcessor}. */
    private boolean documentAnnotationByName;
    /** The composed annotations that make documents, by simple name, while none came by name. */
    private final Set<String> composedDocumentAnnotations = new TreeSet<>();

    private void noteDocumentAnnotations(Set<? extends TypeElement> annotations) {
        for (TypeElement annotation : annotations) {
            if (Vocabularies.DOCUMENT_ANNOTATIONS.contains(
                    annotation.getQualifiedName().toString())) {
                documentAnnotationByName = true;
            } else if (Vocabularies.makesDocuments(annotation)) {
                composedDocumentAnnotations.add("@" + annotation.getSimpleName());
            }
        }
    }

    /**
     * After the last round: the queries in the code, the workload, the summary, and the baseline's stale entries or the
     * baseline written. Under javac this waits until processing is over (see {@link AfterProcessing}): reading the code
     * attributes it, which must happen on the trees javac compiles, not on the last round's.
     */
    private void finishIfLast(RoundEnvironment roundEnv) {
        if (roundEnv.processingOver()) {
            printer.optionProblems(options.lateProblems());
            Runnable finish = () -> {
                try {
                    finish(roundEnv);
                } catch (Throwable t) {
                    // a listener's exception would stop javac: the crash guard of the rounds holds here too
                    printer.internalError(null, "after the last round of", t);
                }
            };
            if (!AfterProcessing.schedule(processingEnv, finish)) {
                finish.run();
            }
        }
    }

    /**
     * A compilation without any annotation schemaguard reads is schemaguard's only if its code stores classes of its
     * own with the driver's codec: then it takes part, and prints and writes what a compilation with documents does.
     * Otherwise nothing at all: a module's test sources, say, that call the main sources' documents must not replace
     * the main compilation's report, SARIF file or baseline with an empty one.
     */
    private void finishCodeOnly(RoundEnvironment lastRound) {
        Runnable finish = () -> {
            try {
                List<CheckedCode> read = code.check(lastRound, checks, rounds);
                if (read.stream().noneMatch(CheckedCode.StoredByCodec.class::isInstance)) {
                    return;
                }
                tookPart = true;
                session.takePart();
                printer.optionProblems(options.lateProblems());
                finish(lastRound, read);
            } catch (Throwable t) {
                printer.internalError(null, "after the last round of", t);
            }
        };
        if (!AfterProcessing.schedule(processingEnv, finish)) {
            finish.run();
        }
    }

    private void finish(RoundEnvironment lastRound) {
        List<CheckedCode> read;
        try {
            read = code.check(lastRound, checks, rounds);
        } catch (Throwable t) {
            printer.internalError(null, "while reading the queries in the code of", t);
            read = List.of();
        }
        finish(lastRound, read);
    }

    private void finish(RoundEnvironment lastRound, List<CheckedCode> read) {
        try {
            read.forEach(this::printCode);
        } catch (Throwable t) {
            printer.internalError(null, "while reading the queries in the code of", t);
        }
        try {
            workload.check(lastRound, checks, rounds).forEach(printer::print);
        } catch (Throwable t) {
            printer.internalError(null, "while checking the indexes against the queries of", t);
        }
        if (!documentAnnotationByName && !composedDocumentAnnotations.isEmpty()) {
            DiagnosticPrinter.print(
                    processingEnv.getMessager(),
                    ProcessorMessage.BOOTSTRAP_NOT_RUN_FOR_COMPOSED_DOCUMENTS,
                    String.join(", ", composedDocumentAnnotations),
                    composedDocumentAnnotations.iterator().next());
        }
        session.finish(printer);
    }

    private void processRound(RoundEnvironment roundEnv) {
        // a round may bring a class that hides java.lang's: asked again in each round, once per package
        packagesHidingJavaLang.clear();
        if (sourceClassesNamedLikeSchemaClasses == null) {
            sourceClassesNamedLikeSchemaClasses = CodegenSetup.sourceClassesNamedLikeSchemaClasses(roundEnv);
        }
        List<CheckedDocument> documents = checks.of(roundEnv, rounds);
        printer.prepare(documents.stream()
                .filter(Checked.class::isInstance)
                .map(Checked.class::cast)
                .map(Checked::report)
                .toList());
        for (CheckedDocument document : documents) {
            if (document instanceof Checked checked) {
                printAndGenerate(checked);
            } else if (document instanceof Unresolved unresolved) {
                // deferred to the next round; after the last one, javac has reported why
                if (roundEnv.processingOver()) {
                    printNotChecked(unresolved);
                }
            } else if (document instanceof ReadFailed failed) {
                printer.internalError(failed.element(), "while reading", failed.failure());
            } else if (document instanceof CheckFailed failed) {
                printer.internalError(failed.element(), "while checking", failed.failure());
            }
        }
        noteIndexesAtRunTime(documents);
        for (CheckedRepository repository : repositories.of(roundEnv, checks, rounds)) {
            printRepository(repository);
        }
    }

    private void printRepository(CheckedRepository repository) {
        TypeElement element = repository.element();
        if (repository instanceof CheckedRepository.Checked checked) {
            try {
                printer.print(checked.report());
                printer.checkSuppressionKeys(element, ruleNames);
                recordQueries(checked.planned());
            } catch (Throwable t) {
                printer.internalError(element, "while checking the queries of", t);
            }
        } else if (repository instanceof CheckedRepository.OfNoDocument other) {
            printer.print(
                    ProcessorMessage.REPOSITORY_OF_NO_DOCUMENT, element, element.getSimpleName(), other.domainType());
        } else if (repository instanceof CheckedRepository.DomainUnknown unknown) {
            printer.print(
                    ProcessorMessage.REPOSITORY_DOMAIN_UNKNOWN, element, element.getSimpleName(), unknown.reason());
        } else if (repository instanceof CheckedRepository.Failed failed) {
            printer.internalError(element, "while checking the queries of", failed.failure());
        }
        // OtherStore: another store's; DocumentNotRead: the document's diagnostics say why; Waiting: not returned
    }

    /** The query calls of a class's method bodies: their findings, and their lines in the schema report. */
    private void printCode(CheckedCode checked) {
        if (checked instanceof CheckedCode.Checked read) {
            try {
                printer.print(read.report());
                recordQueries(read.planned());
            } catch (Throwable t) {
                printer.internalError(read.element(), "while checking the queries in the code of", t);
            }
        } else if (checked instanceof CheckedCode.StoredByCodec stored) {
            printStoredByCodec(stored);
        } else if (checked instanceof CheckedCode.Failed failed) {
            printer.internalError(failed.element(), "while reading the queries in the code of", failed.failure());
        }
    }

    /** A class the code stores with the driver's codec: a note that says so, and its findings as a document's. */
    private void printStoredByCodec(CheckedCode.StoredByCodec stored) {
        TypeElement element = stored.element();
        if (stored.collections().size() == 1) {
            printer.print(
                    ProcessorMessage.STORED_BY_CODEC,
                    element,
                    element.getSimpleName(),
                    stored.storedBy(),
                    stored.collections().get(0),
                    stored.collections().get(0));
        } else {
            printer.print(
                    ProcessorMessage.STORED_BY_CODEC_IN_MANY,
                    element,
                    element.getSimpleName(),
                    stored.storedBy(),
                    "'" + String.join("', '", stored.collections()) + "'");
        }
        CheckedDocument document = stored.document();
        if (document instanceof Checked read) {
            try {
                printer.print(read.report());
                printer.checkSuppressionKeys(element, ruleNames);
                report.document(read.model(), read.report(), printer);
            } catch (Throwable t) {
                printer.internalError(element, "while checking", t);
            }
        } else if (document instanceof Unresolved unresolved) {
            printNotChecked(unresolved);
        } else if (document instanceof ReadFailed failed) {
            printer.internalError(element, "while reading", failed.failure());
        } else if (document instanceof CheckFailed failed) {
            printer.internalError(element, "while checking", failed.failure());
        }
    }

    /** Queries for the schema report (its lines only when there is a report to write) and for the workload rules. */
    private void recordQueries(List<PlannedQuery> planned) {
        if (report.isRecording()) {
            Map<String, List<ReportedQuery>> byDocument = new TreeMap<>();
            for (PlannedQuery query : planned) {
                byDocument
                        .computeIfAbsent(query.site().document().qualifiedName(), d -> new ArrayList<>())
                        .add(ReportedQuery.of(query.site().name(), query.site().derivation(), query.plan()));
            }
            byDocument.forEach(report::queries);
        }
        workload.add(planned);
    }

    private void printNotChecked(Unresolved document) {
        TypeElement element = document.element();
        if (document.value().isPresent()) {
            printer.print(
                    ProcessorMessage.NOT_CHECKED_VALUE_UNRESOLVED,
                    document.value().get(),
                    element.getSimpleName(),
                    document.typeName());
        } else {
            printer.print(
                    ProcessorMessage.NOT_CHECKED_TYPE_UNRESOLVED,
                    element,
                    element.getSimpleName(),
                    document.typeName());
        }
    }

    private void printAndGenerate(Checked document) {
        TypeElement element = document.element();
        boolean clean;
        try {
            clean = printer.print(document.report());
            printer.checkSuppressionKeys(element, ruleNames);
            report.document(document.model(), document.report(), printer);
        } catch (Throwable t) {
            printer.internalError(element, "while checking", t);
            return;
        }
        // no output for a document with errors: its schema class would be wrong
        if (clean) {
            generate(document.model(), element);
        }
    }

    private static final int NAMED_IN_NOTE = 5;

    /** One note for every index the application decides when it runs: a model with many must not print many per build. */
    private void noteIndexesAtRunTime(List<CheckedDocument> documents) {
        List<String> named = new ArrayList<>();
        TypeElement first = null;
        for (CheckedDocument document : documents) {
            if (!(document instanceof Checked checked)) {
                continue;
            }
            for (ReadProblem p : checked.model().problems()) {
                if (p.template() == ProcessorMessage.INDEX_AT_RUN_TIME) {
                    first = first == null ? document.element() : first;
                    named.add(p.args().get(0) + " (" + p.args().get(1) + ") of '" + document.qualifiedName() + "'");
                }
            }
        }
        if (named.isEmpty()) {
            return;
        }
        if (named.size() == 1) {
            printer.print(ProcessorMessage.INDEX_AT_RUN_TIME, first, named.get(0));
            return;
        }
        printer.print(
                ProcessorMessage.INDEXES_AT_RUN_TIME,
                first,
                named.size(),
                String.join(", ", named.subList(0, Math.min(named.size(), NAMED_IN_NOTE)))
                        + (named.size() > NAMED_IN_NOTE ? " and " + (named.size() - NAMED_IN_NOTE) + " more" : ""));
    }

    private void generate(DocumentModel model, TypeElement document) {
        if (!codegen.schemaClasses()) {
            if (!toldNoDriver) {
                toldNoDriver = true;
                printer.print(ProcessorMessage.NO_SCHEMA_CLASSES_WITHOUT_DRIVER, document);
            }
            return;
        }
        String schemaClass = SchemaClassGenerator.schemaClass(model).canonicalName();
        if (sourceClassesNamedLikeSchemaClasses.contains(schemaClass)) {
            printer.print(
                    ProcessorMessage.SOURCE_CLASS_NAMED_LIKE_SCHEMA_CLASS,
                    document,
                    schemaClass,
                    model.qualifiedName());
            return;
        }
        String earlier = written.putIfAbsent(schemaClass, model.qualifiedName());
        if (earlier != null) {
            printer.print(ProcessorMessage.SCHEMA_CLASS_TWICE, document, model.qualifiedName(), earlier, schemaClass);
            return;
        }
        try {
            // a name javac looks up across the whole class path: once per package, not per document
            boolean importJavaLang = packagesHidingJavaLang.computeIfAbsent(
                    model.packageName(), p -> CodegenSetup.hidesJavaLang(processingEnv.getElementUtils(), p));
            for (SourceFile file : generator.generate(model, document, importJavaLang)) {
                try (Writer writer = processingEnv
                        .getFiler()
                        .createSourceFile(file.qualifiedName(), document)
                        .openWriter()) {
                    writer.write(file.text());
                }
            }
        } catch (IOException e) {
            printer.print(ProcessorMessage.SCHEMA_CLASS_NOT_WRITTEN, document, schemaClass, e.getMessage());
        } catch (RuntimeException e) {
            printer.internalError(document, "while generating the schema class of", e);
        }
    }
}
