package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.model.ClosestName;
import dev.schemaguard.processor.sarif.SarifResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * The one place findings meet javac: applies each rule's severity (options, warningsAsErrors),
 * the user's {@code @SuppressWarnings} (javac does not filter a processor's messages), then the
 * baseline through the {@link FindingLedger}, and prints at the most precise position. A finding
 * on a class that several documents reach (an embedded type, a superclass) is printed once, and
 * names the documents it concerns. schemaguard's messages about itself, its {@link ProcessorMessage}s,
 * are printed here too, as they are.
 */
public final class DiagnosticPrinter {

    public static final String SUPPRESS_ALL = "schemaguard";
    public static final String SUPPRESS_PREFIX = "schemaguard:";

    private final Messager messager;
    private final AnnotationTreeLocator locator;
    private final Function<String, Optional<RuleInfo>> rules;
    private final SchemaGuardOptions options;
    private final FindingLedger ledger;
    private final Set<List<Object>> printed = new HashSet<>();
    private final Set<List<Object>> hiddenOnce = new HashSet<>();
    private final Set<List<Object>> suppressedOnce = new HashSet<>();
    /** For this round, by finding: the reports (documents) whose findings would be printed. */
    private final Map<List<Object>, Map<String, ValidationReport>> reach = new HashMap<>();

    /** @param ledger what the compilation found, shared with the other processor: the baseline and the summary */
    public DiagnosticPrinter(
            ProcessingEnvironment env,
            Function<String, Optional<RuleInfo>> rules,
            SchemaGuardOptions options,
            FindingLedger ledger) {
        this.messager = env.getMessager();
        this.locator = AnnotationTreeLocator.of(env);
        this.rules = rules;
        this.options = options;
        this.ledger = ledger;
    }

    /**
     * Takes note of every report of a round before any is printed: a finding on a class that
     * several documents share is printed once, with the documents it concerns.
     */
    public void prepare(Collection<ValidationReport> reports) {
        reach.clear();
        for (ValidationReport report : reports) {
            if (report.isAcrossDocuments()) {
                continue;
            }
            for (Finding finding : report.findings()) {
                RuleInfo rule = ruleOf(finding);
                if (effectiveSeverity(rule, finding) != Severity.OFF
                        && (rule.fixed() || !isSuppressed(finding, rule))
                        && !ledger.hides(report.keyOf(finding), rule)) {
                    reach.computeIfAbsent(onceKey(finding), k -> new LinkedHashMap<>())
                            .putIfAbsent(report.subject(), report);
                }
            }
        }
    }

    /**
     * Prints a report.
     *
     * @return whether it is clean: no finding ends up as an error, so output may be generated
     */
    public boolean print(ValidationReport report) {
        boolean clean = true;
        for (Finding finding : report.findings()) {
            RuleInfo rule = ruleOf(finding);
            Severity severity = effectiveSeverity(rule, finding);
            if (severity == Severity.OFF) {
                continue;
            }
            Finding shown = finding;
            List<Object> once = onceKey(finding);
            if (isSuppressed(finding, rule)) {
                if (!rule.fixed()) {
                    if (suppressedOnce.add(once)) {
                        recordResult(finding, severity, SarifResult.Suppression.IN_SOURCE);
                    }
                    continue;
                }
                shown = new Finding(
                        finding.rule(),
                        finding.origin(),
                        finding.text()
                                + "; @SuppressWarnings does not apply: " + rule.name()
                                + " is a fixed rule, what it reports would make MongoDB or the generated code fail");
            }
            FindingKey key = report.keyOf(finding);
            boolean hidden = ledger.hides(key, rule);
            if (severity == Severity.ERROR && !hidden) {
                clean = false;
            }
            if (hidden) {
                // every document that reaches an embedded class's finding has its own key, whichever prints it
                boolean first = hiddenOnce.add(once);
                ledger.hidden(key, first);
                if (first) {
                    recordResult(shown, severity, SarifResult.Suppression.EXTERNAL);
                }
            } else if (printed.add(once)) {
                ledger.shown(key, severity);
                emit(
                        severity == Severity.ERROR ? Diagnostic.Kind.ERROR : Diagnostic.Kind.WARNING,
                        withDocuments(shown, report, once));
            } else {
                ledger.shownAlso(key);
            }
        }
        return clean;
    }

    /**
     * What makes two findings one: the same rule says the same of the same place. The text names
     * the class that declares a field, not the document that stores it (docs/guide/options-and-suppression.md).
     */
    private static List<Object> onceKey(Finding finding) {
        // SourcePosition compares javac elements and mirrors, which are equal only to themselves
        return List.of(finding.rule(), finding.text(), finding.origin() == null ? "" : finding.origin());
    }

    /**
     * The finding with the documents it concerns, when it is on a class outside the document (a
     * superclass, an embedded type) or reached from several documents: from the place alone the
     * reader could not tell which collection it is about.
     */
    private Finding withDocuments(Finding finding, ValidationReport report, List<Object> once) {
        if (report.isAcrossDocuments()) {
            return finding;
        }
        Map<String, ValidationReport> reached = reach.getOrDefault(once, Map.of(report.subject(), report));
        if (reached.size() == 1 && isInside(finding, report.subject())) {
            return finding;
        }
        List<String> names = new ArrayList<>();
        Set<String> collections = new LinkedHashSet<>();
        for (ValidationReport r : reached.values()) {
            names.add(r.documentName());
            if (r.collection() != null) {
                collections.add(r.collection());
            }
        }
        return new Finding(finding.rule(), finding.origin(), finding.text() + inDocuments(names, collections));
    }

    /** Whether the finding is on the document's own class, or something it declares or nests. */
    private static boolean isInside(Finding finding, String document) {
        if (finding.origin() instanceof CodePosition) {
            return true; // a query in code names its class, method and line, and the document in its shape
        }
        if (!(finding.origin() instanceof SourcePosition p) || p.element() == null) {
            return true;
        }
        if (p.standIn() != null) {
            return false;
        }
        for (Element e = p.element(); e != null; e = e.getEnclosingElement()) {
            if (e instanceof TypeElement type && type.getQualifiedName().contentEquals(document)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@link #print} would find the report clean, without printing it: the bootstrap
     * needs to know in the round in which the other processor prints it.
     */
    public boolean wouldBeClean(ValidationReport report) {
        for (Finding finding : report.findings()) {
            RuleInfo rule = ruleOf(finding);
            if (effectiveSeverity(rule, finding) == Severity.ERROR
                    && (rule.fixed() || !isSuppressed(finding, rule))
                    && !ledger.hides(report.keyOf(finding), rule)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The severity a finding of the report is printed with, or empty when it is not printed (its rule
     * is off, the user suppressed it, or the baseline hides it): what the schema report lists.
     */
    public Optional<Severity> shownAs(ValidationReport report, Finding finding) {
        RuleInfo rule = ruleOf(finding);
        Severity severity = effectiveSeverity(rule, finding);
        if (severity == Severity.OFF
                || !rule.fixed() && isSuppressed(finding, rule)
                || ledger.hides(report.keyOf(finding), rule)) {
            return Optional.empty();
        }
        return Optional.of(severity);
    }

    private RuleInfo ruleOf(Finding finding) {
        return rules.apply(finding.rule()).orElse(RuleInfo.INTERNAL_ERROR);
    }

    private static boolean isSuppressed(Finding finding, RuleInfo rule) {
        if (finding.origin() instanceof CodePosition code) {
            return isSuppressed(code.enclosing(), rule.name());
        }
        return finding.origin() instanceof SourcePosition p
                && p.element() != null
                && (isSuppressed(p.element(), rule.name())
                        || p.standIn() != null && isSuppressed(p.standIn().element(), rule.name()));
    }

    /**
     * The severity a finding is printed with, after the options: its rule's, or the lesser one its message gives it
     * (an option set for the rule overrides both).
     */
    private Severity effectiveSeverity(RuleInfo rule, Finding finding) {
        Severity severity = rule.fixed()
                ? rule.defaultSeverity()
                : options.severityOf(rule.name()).orElse(finding.severity().orElse(rule.defaultSeverity()));
        if (severity == Severity.WARNING && options.warningsAsErrors()) {
            return Severity.ERROR;
        }
        return severity;
    }

    /** Whether the element or an element that encloses it suppresses the rule. */
    public static boolean isSuppressed(Element element, String rule) {
        for (Element e = element; e != null; e = e.getEnclosingElement()) {
            SuppressWarnings suppress = e.getAnnotation(SuppressWarnings.class);
            if (suppress != null) {
                for (String key : suppress.value()) {
                    if (key.equals(SUPPRESS_ALL) || key.equals(SUPPRESS_PREFIX + rule)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Warns about {@code @SuppressWarnings("schemaguard:<Rule>")} keys that name no rule, on a class
     * and everything it declares: a misspelt key would otherwise suppress nothing, silently.
     */
    public void checkSuppressionKeys(Element root, Collection<String> ruleNames) {
        ArrayDeque<Element> todo = new ArrayDeque<>();
        todo.add(root);
        while (!todo.isEmpty()) {
            Element e = todo.poll();
            todo.addAll(e.getEnclosedElements());
            SuppressWarnings suppress = e.getAnnotation(SuppressWarnings.class);
            if (suppress == null) {
                continue;
            }
            for (String key : suppress.value()) {
                if (!key.startsWith(SUPPRESS_PREFIX)) {
                    continue;
                }
                String rule = key.substring(SUPPRESS_PREFIX.length());
                if (ruleNames.contains(rule) || !printed.add(List.of("suppress", key, SourcePosition.of(e)))) {
                    continue;
                }
                Optional<String> closest = ClosestName.among(rule, ruleNames);
                AnnotationMirror mirror = e.getAnnotationMirrors().stream()
                        .filter(m -> m.getAnnotationType().toString().equals("java.lang.SuppressWarnings"))
                        .findFirst()
                        .orElse(null);
                if (closest.isPresent()) {
                    print(
                            ProcessorMessage.UNKNOWN_SUPPRESSION_KEY_CLOSE_TO,
                            SourcePosition.of(e, mirror),
                            key,
                            closest.get());
                } else {
                    print(ProcessorMessage.UNKNOWN_SUPPRESSION_KEY, SourcePosition.of(e, mirror), key);
                }
            }
        }
    }

    /**
     * Prints a failure of schemaguard itself, on the element being processed when there is one.
     *
     * @param doing what failed, as in "while reading"
     */
    public void internalError(Element element, String doing, Throwable failure) {
        String subject = element == null ? "this compilation" : "'" + element + "'";
        Finding finding = new Finding(
                RuleInfo.INTERNAL_ERROR.name(),
                element == null ? null : SourcePosition.of(element),
                CrashReport.Message.INTERNAL_ERROR.format(doing, subject, stackTrace(failure)));
        emit(Diagnostic.Kind.ERROR, finding);
    }

    /** Prints what is wrong with the options; they have no source position. */
    public void optionProblems(List<SchemaGuardOptions.OptionProblem> problems) {
        for (SchemaGuardOptions.OptionProblem p : problems) {
            print(messager, p.message(), p.args().toArray());
        }
    }

    /**
     * Prints a message of schemaguard's own that has no source position (an option, a file it
     * reads or writes), for the parts that print without a printer.
     */
    public static void print(Messager messager, ProcessorMessage message, Object... args) {
        messager.printMessage(message.kind(), message.text(args));
    }

    /** Prints a message of schemaguard's own, such as output it cannot write, on an element. */
    public void print(ProcessorMessage message, Element at, Object... args) {
        messager.printMessage(message.kind(), message.text(args), at);
    }

    /** Prints a message of schemaguard's own on the annotation, or the annotation value, the user wrote. */
    public void print(ProcessorMessage message, SourcePosition at, Object... args) {
        if (at.annotation() == null) {
            messager.printMessage(message.kind(), message.text(args), at.element());
        } else if (at.value() == null) {
            messager.printMessage(message.kind(), message.text(args), at.element(), at.annotation());
        } else {
            messager.printMessage(message.kind(), message.text(args), at.element(), at.annotation(), at.value());
        }
    }

    private void emit(Diagnostic.Kind kind, Finding finding) {
        if (finding.origin() instanceof SourcePosition outside && outside.standIn() != null) {
            // javac has no source to show for a class from a jar: print where the compilation reaches it, with the
            // text LeadingFields gave it there
            emit(kind, new Finding(finding.rule(), outside.standIn(), finding.text()));
            return;
        }
        recordResult(finding, kind == Diagnostic.Kind.ERROR ? Severity.ERROR : Severity.WARNING, null);
        if (finding.origin() instanceof CodePosition code) {
            locator.print(kind, finding.message(), code);
        } else if (finding.origin() instanceof SourcePosition p) {
            if (locator.print(kind, finding.message(), p)) {
                return;
            }
            if (p.value() != null) {
                messager.printMessage(kind, finding.message(), p.element(), p.annotation(), p.value());
            } else if (p.annotation() != null) {
                messager.printMessage(kind, finding.message(), p.element(), p.annotation());
            } else {
                messager.printMessage(kind, finding.message(), p.element());
            }
        } else {
            messager.printMessage(kind, finding.message());
        }
    }

    /**
     * Gives the finding to the SARIF log, when there is one, at the place javac shows it.
     *
     * @param suppression {@code null} for a finding printed as a warning or an error
     */
    private void recordResult(Finding finding, Severity level, SarifResult.Suppression suppression) {
        if (!ledger.recordsResults()) {
            return;
        }
        SourceRegion region = null;
        if (finding.origin() instanceof SourcePosition p) {
            region = locator.locate(p.standIn() != null ? p.standIn() : p).orElse(null);
        } else if (finding.origin() instanceof CodePosition code) {
            region = locator.locate(code).orElse(null);
        }
        ledger.result(new SarifResult(finding.rule(), level, finding.message(), region, suppression));
    }

    /** The trace of a failure, for an [InternalError] message. */
    public static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }

    /**
     * What a finding on a class that documents share (a superclass, an embedded type) adds to its
     * text: the documents it concerns and their collections, since it is printed once, on that
     * class, for all of them (docs/guide/options-and-suppression.md).
     *
     * @param documents   the documents' simple names, in the order they were checked
     * @param collections their collections, each once; empty when none is known
     */
    private static String inDocuments(List<String> documents, Collection<String> collections) {
        String names = documents.stream().map(d -> "'" + d + "'").collect(Collectors.joining(", "));
        String where = collections.isEmpty()
                ? ""
                : " (" + (collections.size() == 1 ? "collection " : "collections ")
                        + collections.stream().map(c -> "'" + c + "'").collect(Collectors.joining(", ")) + ")";
        return "; in " + (documents.size() == 1 ? "document " : "documents ") + names + where;
    }
}
