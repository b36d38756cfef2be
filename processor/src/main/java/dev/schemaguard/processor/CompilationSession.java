package dev.schemaguard.processor;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.DiagnosticPrinter;
import dev.schemaguard.processor.diagnostic.FindingLedger;
import dev.schemaguard.processor.report.SchemaReportRecorder;
import dev.schemaguard.processor.rules.RuleRegistry;
import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.util.Elements;

/**
 * What the two processors of one compilation share. javac makes one instance of each processor
 * and gives them no way to reach each other; the one object both are handed is the compilation's
 * {@code Elements}, so this is found through it, in a static map. Not through the
 * {@code ProcessingEnvironment}: Gradle's incremental compilation hands each processor an
 * {@code IncrementalProcessingEnvironment} of its own, to watch its Filer, which passes javac's
 * {@code Elements} through.
 *
 * <p>What lives here, written and read by:
 * <ul>
 *   <li>{@link RoundChecks}, the models and reports of the current round, by element: filled by
 *       whichever processor asks first in a round, read by both ({@link SchemaGuardProcessor}
 *       prints them and writes the schema classes, {@link SchemaBootstrapProcessor} checks across
 *       them and writes the bootstrap), dropped when the next round begins; and the classes of
 *       every round so far by what they extend, for polymorphic embedded values;
 *   <li>{@link FindingLedger}, the baseline and what was printed, across rounds: written by each
 *       processor's {@link DiagnosticPrinter}, read when the session closes (the summary, the
 *       baseline written or its stale entries, the SARIF file);
 *   <li>{@link SchemaReportRecorder}, every document with what was printed on it: written by
 *       {@link SchemaGuardProcessor} per document and by {@link SchemaBootstrapProcessor} across
 *       documents, written out as {@code -Aschemaguard.report}'s files when the session closes.
 * </ul>
 *
 * <p>A processor {@link #takePart takes part} in its first round and {@link #finish finishes} in its
 * last; the last to finish closes the ledger and the report, once, so that they cover both. The map
 * holds the {@code Elements} weakly and the session through a weak reference: the processors hold
 * it strongly while javac runs them, and it goes with the compilation. Another compilation in the
 * same JVM (an in-process compiler, a test) has other {@code Elements} and so a session of its
 * own. Where a build tool wraps the {@code Elements} too, so that the processors do not meet, each
 * has a session of its own and reads for itself: slower, never wrong.
 */
final class CompilationSession {

    private static final Map<Elements, WeakReference<CompilationSession>> BY_COMPILATION = new WeakHashMap<>();

    private final FindingLedger findings;
    private final SchemaReportRecorder report;
    private final RoundChecks checks;
    private int participants;
    private int finished;
    private boolean closed;

    private CompilationSession(ProcessingEnvironment env, SchemaGuardOptions options, RuleRegistry registry) {
        // the ledger first: it reads the baseline, and tells in the first processor's init if it cannot
        this.findings = new FindingLedger(env, options, registry::info, registry.infos());
        this.report = new SchemaReportRecorder(env, options);
        this.checks = new RoundChecks(env, options, registry);
    }

    /** The session of this compilation, created by whichever processor asks first, in its {@code init}. */
    static CompilationSession of(ProcessingEnvironment env, SchemaGuardOptions options, RuleRegistry registry) {
        synchronized (BY_COMPILATION) {
            WeakReference<CompilationSession> shared = BY_COMPILATION.get(env.getElementUtils());
            CompilationSession session = shared == null ? null : shared.get();
            if (session == null) {
                session = new CompilationSession(env, options, registry);
                BY_COMPILATION.put(env.getElementUtils(), new WeakReference<>(session));
            }
            return session;
        }
    }

    FindingLedger findings() {
        return findings;
    }

    SchemaReportRecorder report() {
        return report;
    }

    RoundChecks checks() {
        return checks;
    }

    /**
     * A processor's first round: from now on it must {@link #finish} before the session closes.
     * Counted here rather than in {@code init}, since javac never calls a processor whose
     * annotations the compilation does not have, not even in the last round, and a processor it
     * called once it calls in every later round.
     */
    void takePart() {
        synchronized (BY_COMPILATION) {
            participants++;
        }
    }

    /**
     * A participant is done with its last round; the last one closes the ledger (the summary, the
     * baseline, the SARIF file) and then the report, each on its own, so that a failure in one
     * still lets the other be written.
     */
    void finish(DiagnosticPrinter printer) {
        synchronized (BY_COMPILATION) {
            finished++;
            if (closed || finished < participants) {
                return;
            }
            closed = true;
        }
        try {
            findings.close();
        } catch (Throwable t) {
            printer.internalError(null, "summing up the findings of", t);
        }
        try {
            report.close();
        } catch (Throwable t) {
            printer.internalError(null, "writing the schema report of", t);
        }
    }
}
