package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.Origin;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Every finding about one document (or, across documents, about the whole schema), collected
 * by the rules and printed once by the {@link DiagnosticPrinter}. Rules only add to it.
 */
public final class ValidationReport {

    private final String subject;
    private final boolean acrossDocuments;
    private final String documentName;
    private final String collection;
    private final List<Finding> findings = new ArrayList<>();

    public ValidationReport(String subject) {
        this(subject, subject.substring(subject.lastIndexOf('.') + 1), null);
    }

    /**
     * @param documentName the document's simple name and {@code collection} its collection (or {@code null}), which a
     *                     finding on a class it shares with other documents names
     */
    public ValidationReport(String subject, String documentName, String collection) {
        this(subject, false, documentName, collection);
    }

    private ValidationReport(String subject, boolean acrossDocuments, String documentName, String collection) {
        this.subject = subject;
        this.acrossDocuments = acrossDocuments;
        this.documentName = documentName;
        this.collection = collection;
    }

    /** The report of the checks across documents, whose findings each belong to the class they are reported on. */
    public static ValidationReport acrossDocuments() {
        return new ValidationReport("schema", true, "schema", null);
    }

    public boolean isAcrossDocuments() {
        return acrossDocuments;
    }

    /** What the baseline knows a finding of this report by. */
    public FindingKey keyOf(Finding finding) {
        return FindingKey.of(finding, subject, acrossDocuments);
    }

    /** The qualified name of the document this report is about, or a label for cross-document checks. */
    public String subject() {
        return subject;
    }

    /** The document's simple name, as messages name it. */
    public String documentName() {
        return documentName;
    }

    /** The document's collection, or {@code null} when unknown. */
    public String collection() {
        return collection;
    }

    public void report(Template message, Origin origin, Object... args) {
        findings.add(new Finding(
                message.rule(),
                origin,
                message.format(args),
                message.problem(args).length(),
                message.severity()));
    }

    public List<Finding> findings() {
        return Collections.unmodifiableList(findings);
    }

    /** A report on the same subject with only the findings kept. */
    public ValidationReport filter(Predicate<Finding> keep) {
        ValidationReport out = new ValidationReport(subject, acrossDocuments, documentName, collection);
        findings.stream().filter(keep).forEach(out.findings::add);
        return out;
    }

    /** A report on the same subject with each finding replaced by the ones {@code spread} gives for it, in order. */
    public ValidationReport flatMap(Function<Finding, List<Finding>> spread) {
        ValidationReport out = new ValidationReport(subject, acrossDocuments, documentName, collection);
        findings.stream().map(spread).forEach(out.findings::addAll);
        return out;
    }

    /** Whether a rule found something here (whatever the severity it will be printed with). */
    public boolean has(String rule) {
        return findings.stream().anyMatch(f -> f.rule().equals(rule));
    }
}
