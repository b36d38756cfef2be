package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.Origin;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

/**
 * Every finding about one document (or, across documents, about the whole schema), collected
 * by the rules and printed once by the {@link DiagnosticPrinter}. Rules only add to it.
 */
public final class ValidationReport {

    private final String subject;
    private final boolean acrossDocuments;
    private final List<Finding> findings = new ArrayList<>();

    public ValidationReport(String subject) {
        this(subject, false);
    }

    private ValidationReport(String subject, boolean acrossDocuments) {
        this.subject = subject;
        this.acrossDocuments = acrossDocuments;
    }

    /** The report of the checks across documents, whose findings each belong to the class they are reported on. */
    public static ValidationReport acrossDocuments() {
        return new ValidationReport("schema", true);
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

    public void report(Message message, Origin origin, Object... args) {
        findings.add(new Finding(message.rule(), origin, message.format(args)));
    }

    public List<Finding> findings() {
        return Collections.unmodifiableList(findings);
    }

    /** A report on the same subject with only the findings kept. */
    public ValidationReport filter(Predicate<Finding> keep) {
        ValidationReport out = new ValidationReport(subject, acrossDocuments);
        findings.stream().filter(keep).forEach(out.findings::add);
        return out;
    }

    /** Whether a rule found something here (whatever the severity it will be printed with). */
    public boolean has(String rule) {
        return findings.stream().anyMatch(f -> f.rule().equals(rule));
    }
}
