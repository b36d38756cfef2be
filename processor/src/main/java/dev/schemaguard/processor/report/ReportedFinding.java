package dev.schemaguard.processor.report;

import dev.schemaguard.processor.diagnostic.Severity;
import java.util.Comparator;

/**
 * A finding as javac printed it, for the report.
 *
 * @param rule     the rule's name
 * @param severity ERROR or WARNING, after the options
 * @param message  the message text, without the rule tag and the docs link
 * @param where    the place inside the document, as the baseline keys it (empty: the document's class)
 * @param document the qualified name of the class the finding is about
 */
public record ReportedFinding(String rule, Severity severity, String message, String where, String document)
        implements Comparable<ReportedFinding> {

    @Override
    public int compareTo(ReportedFinding other) {
        return Comparator.comparing(ReportedFinding::document)
                .thenComparing(ReportedFinding::rule)
                .thenComparing(ReportedFinding::where)
                .thenComparing(ReportedFinding::message)
                .thenComparing(ReportedFinding::severity)
                .compare(this, other);
    }
}
