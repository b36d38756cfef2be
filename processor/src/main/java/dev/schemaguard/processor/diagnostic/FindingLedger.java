package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.sarif.SarifReport;
import dev.schemaguard.processor.sarif.SarifResult;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * What the whole compilation found, across both processors and every round: which findings the
 * baseline hides, which are printed, and at the end the one summary, the stale baseline
 * entries, or the baseline file written. One per compilation, in the session both processors
 * share ({@code CompilationSession}), which closes it when the last of them finishes its final round.
 *
 * <p>Only the baseline decides here: severities and {@code @SuppressWarnings} are applied before
 * by the {@link DiagnosticPrinter}, and a finding of a fixed rule is never hidden nor written,
 * since what it reports would make MongoDB or the generated code fail.
 */
public final class FindingLedger {

    private final Messager messager;
    private final Function<String, Optional<RuleInfo>> rules;
    /** The file to read or write, as resolved; {@code null} without {@code -Aschemaguard.baseline}. */
    private final Path file;

    private final boolean writing;
    private final Baseline baseline;
    private final Set<FindingKey> matched = new TreeSet<>();
    /** When writing: every finding of a rule that is not fixed. */
    private final Set<FindingKey> found = new TreeSet<>();

    private final Map<String, Integer> shownByRule = new TreeMap<>();
    private final Set<String> shownDocuments = new TreeSet<>();
    /** The SARIF log, and where to write it; {@code null} without {@code -Aschemaguard.sarif}. */
    private final SarifReport sarif;

    private final Path sarifFile;
    private int hidden;
    /** The findings printed as warnings and as errors, which javac's -Xmaxwarns and -Xmaxerrs count apart. */
    private int shownWarnings;

    private int shownErrors;
    /** When writing: how many findings, counted as the summary counts them, had a key already written. */
    private int sharingAKey;
    /** javac's -Xmaxwarns and -Xmaxerrs when a build passes neither (Log's getDefaultMaxWarnings, getDefaultMaxErrors). */
    private static final int JAVAC_DEFAULT_LIMIT = 100;

    /** Reads the baseline, and tells when it cannot. */
    public FindingLedger(
            ProcessingEnvironment env,
            SchemaGuardOptions options,
            Function<String, Optional<RuleInfo>> rules,
            Collection<RuleInfo> catalog) {
        this.messager = env.getMessager();
        this.rules = rules;
        Path path = null;
        Baseline read = Baseline.empty();
        boolean write = false;
        if (options.baseline().isPresent()) {
            path = path(SchemaGuardOptions.BASELINE, options.baseline().get());
        }
        if (path != null && options.writeBaseline()) {
            write = true;
        } else if (path != null) {
            try {
                read = Baseline.read(path);
                warnAboutFixedRules(read);
            } catch (Baseline.Unreadable e) {
                print(e.problem(), e.args());
            }
        }
        this.file = path;
        this.writing = write;
        this.baseline = read;
        Path sarifPath = options.sarif()
                .map(given -> path(SchemaGuardOptions.SARIF, given))
                .orElse(null);
        Path sarifRoot = options.sarifRoot()
                .map(given -> path(SchemaGuardOptions.SARIF_ROOT, given))
                .orElse(null);
        this.sarifFile = sarifPath;
        this.sarif = sarifPath == null ? null : new SarifReport(catalog, sarifRoot);
    }

    /** The option's value as an absolute path, or {@code null} after an error that says why it is none. */
    private Path path(String option, String given) {
        try {
            return Path.of(given).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            print(ProcessorMessage.OPTION_NOT_FILE_PATH, option, given, e.getReason());
            return null;
        }
    }

    /** Whether findings are wanted for a SARIF log ({@code -Aschemaguard.sarif}). */
    boolean recordsResults() {
        return sarif != null;
    }

    /** A finding for the SARIF log: printed, suppressed in the source or hidden by the baseline. */
    void result(SarifResult result) {
        if (sarif != null) {
            sarif.add(result);
        }
    }

    /** Whether a finding is left out of the output: listed in the baseline, or going into the one being written. */
    boolean hides(FindingKey key, RuleInfo rule) {
        if (rule.fixed()) {
            return false;
        }
        return writing || baseline.entries().contains(key);
    }

    /**
     * A finding the baseline hides (or that goes into the one being written).
     *
     * @param first whether it is the first time it is found, which the summary counts
     */
    void hidden(FindingKey key, boolean first) {
        if (first) {
            hidden++;
        }
        if (writing) {
            if (!found.add(key) && first) {
                sharingAKey++;
            }
        } else {
            matched.add(key);
        }
    }

    /** A finding printed as a warning or an error. */
    void shown(FindingKey key, Severity severity) {
        if (severity == Severity.ERROR) {
            shownErrors++;
        } else {
            shownWarnings++;
        }
        shownByRule.merge(key.rule(), 1, Integer::sum);
        shownDocuments.add(key.document());
    }

    /** A finding already printed for another document, which this one reaches too: the summary counts the document. */
    void shownAlso(FindingKey key) {
        shownDocuments.add(key.document());
    }

    /**
     * After the last round of both processors, once: writes the baseline or lists its stale
     * entries, prints the summary and writes the SARIF log.
     */
    public void close() {
        if (writing) {
            try {
                Baseline.write(file, found);
                if (found.size() == hidden) {
                    print(ProcessorMessage.BASELINE_WRITTEN, count(found.size(), "finding"), file);
                } else {
                    print(
                            ProcessorMessage.BASELINE_WRITTEN_ENTRIES,
                            count(found.size(), "entry"),
                            file,
                            count(hidden, "finding"),
                            whyEntriesDiffer());
                }
            } catch (Baseline.Unreadable e) {
                print(e.problem(), e.args());
            }
        } else if (file != null) {
            List<FindingKey> stale = new ArrayList<>();
            for (FindingKey entry : baseline.entries()) {
                if (!matched.contains(entry) && !isFixed(entry.rule())) {
                    stale.add(entry);
                }
            }
            String lines = stale.stream()
                    .map(k -> "\n  " + k.line().replace('\t', ' '))
                    .collect(Collectors.joining());
            if (stale.size() == 1) {
                print(ProcessorMessage.BASELINE_STALE_ENTRY, file, lines);
            } else if (stale.size() > 1) {
                print(ProcessorMessage.BASELINE_STALE_ENTRIES, stale.size(), file, lines);
            }
        }
        printSummary();
        writeSarif();
    }

    /**
     * Why the baseline has another number of entries than the summary has findings: a finding on a
     * class that several documents share is printed once but keyed per document, so that each
     * document's entry hides it there alone; findings of one rule on one place share one key.
     */
    private String whyEntriesDiffer() {
        List<String> reasons = new ArrayList<>();
        if (found.size() + sharingAKey > hidden) {
            reasons.add("a finding on a class that several documents share (an embedded type, a superclass) is printed "
                    + "once and has an entry for each document that reaches it, so that each entry hides it in its "
                    + "document alone");
        }
        if (sharingAKey > 0) {
            reasons.add(count(sharingAKey, "finding") + " of a rule on a place that already has an entry of that rule "
                    + "share it");
        }
        return String.join("; ", reasons);
    }

    /**
     * The summary, when something was printed: like javac's "N warnings", it closes the output it
     * sums up, and a build that printed nothing stays silent. Before it, a note when javac's default
     * limits may have cut the list and the summary with it.
     */
    private void printSummary() {
        int shown = shownByRule.values().stream().mapToInt(Integer::intValue).sum();
        if (shown == 0) {
            return;
        }
        String byRule = shownByRule.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        String findings = count(shown, "finding");
        String documents = count(shownDocuments.size(), "document");
        // javac's Log prints a warning while fewer than -Xmaxwarns were printed: the summary is warning
        // shownWarnings + 1, cut from 100 findings on; the findings' errors are cut past 100
        if (shownWarnings >= JAVAC_DEFAULT_LIMIT || shownErrors > JAVAC_DEFAULT_LIMIT) {
            print(ProcessorMessage.FINDINGS_PAST_JAVAC_LIMITS, findings, documents, byRule, shownWarnings, shownErrors);
        }
        if (hidden == 0) {
            print(ProcessorMessage.SUMMARY, findings, documents, byRule);
        } else {
            print(
                    writing
                            ? ProcessorMessage.SUMMARY_WRITTEN_TO_BASELINE
                            : ProcessorMessage.SUMMARY_HIDDEN_BY_BASELINE,
                    findings,
                    documents,
                    byRule,
                    hidden);
        }
    }

    /**
     * Writes the SARIF log once, when the last processor is done, whether the compilation failed or
     * not: a failing build is when CI needs the findings most.
     */
    private void writeSarif() {
        if (sarif == null) {
            return;
        }
        try {
            sarif.write(sarifFile);
        } catch (IOException | SecurityException e) {
            print(
                    ProcessorMessage.SARIF_NOT_WRITTEN,
                    sarifFile,
                    e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    private void warnAboutFixedRules(Baseline read) {
        List<String> fixed = new ArrayList<>();
        for (FindingKey key : read.entries()) {
            if (isFixed(key.rule())) {
                fixed.add(key.rule());
            }
        }
        if (!fixed.isEmpty()) {
            print(ProcessorMessage.BASELINE_FIXED_RULES, String.join(", ", new TreeSet<>(fixed)));
        }
    }

    private boolean isFixed(String rule) {
        return rules.apply(rule).map(RuleInfo::fixed).orElse(false);
    }

    private void print(ProcessorMessage message, Object... args) {
        DiagnosticPrinter.print(messager, message, args);
    }

    /** A number of things, as the messages say it: "1 finding", "2 findings", "2 entries". */
    private static String count(int n, String noun) {
        String plural = noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
        return n + " " + (n == 1 ? noun : plural);
    }
}
