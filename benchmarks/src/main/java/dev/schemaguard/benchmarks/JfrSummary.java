package dev.schemaguard.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Summarizes the execution samples of a JFR recording of the benchmark: which share of the
 * compilations' samples falls in which javac phase or processor, and the processor's hottest
 * methods. Record with deep stacks (javac's are deep; the default of 64 frames cuts off the
 * processor frames):
 *
 * <pre>
 * mvn -B -q -Pbenchmarks -pl benchmarks exec:java -Dbench.sizes=200 -Dbench.only=V3 \
 *   "-Dbench.jvmArgs=-XX:FlightRecorderOptions:stackdepth=1024 -XX:StartFlightRecording=filename=/tmp/v3.jfr,settings=profile"
 * mvn -B -q -Pbenchmarks -pl benchmarks exec:java -Dbench.jfrSummary=/tmp/v3.jfr
 * </pre>
 *
 * Only samples taken inside the warm-up and measured compilations count (not the cold reference
 * and check runs); record with {@code -Dbench.only} to see one variant.
 */
public final class JfrSummary {

    /** Phases by the outermost frame that names them, checked in this order. */
    private static final Map<String, String> PHASES = new LinkedHashMap<>();

    static {
        PHASES.put(
                "com.sun.tools.javac.processing.JavacProcessingEnvironment$Round.<init>",
                "javac: a new processing round (cleans and re-enters every tree)");
        PHASES.put(
                "com.sun.tools.javac.processing.JavacProcessingEnvironment$Round.finalCompiler",
                "javac: processing rounds (other)");
        PHASES.put(
                "com.sun.tools.javac.processing.JavacProcessingEnvironment.doProcessing",
                "javac: processing rounds (other: the final re-enter, round set-up)");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.parseFiles", "javac: parse");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.enterTrees", "javac: enter");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.attribute", "javac: attribute");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.flow", "javac: flow");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.desugar", "javac: desugar");
        PHASES.put("com.sun.tools.javac.main.JavaCompiler.generate", "javac: generate");
    }

    private JfrSummary() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: JfrSummary <recording.jfr>");
        }
        List<List<String>> samples = new ArrayList<>();
        for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
            if (!e.getEventType().getName().equals("jdk.ExecutionSample") || e.getStackTrace() == null) {
                continue;
            }
            List<String> frames = new ArrayList<>();
            boolean inMeasuredLoop = false;
            boolean inJavac = false;
            for (RecordedFrame f : e.getStackTrace().getFrames()) {
                String method =
                        f.getMethod().getType().getName() + "." + f.getMethod().getName();
                frames.add(method + ":" + f.getLineNumber());
                inJavac |= method.startsWith("com.sun.tools.javac.api.JavacTaskImpl.");
                inMeasuredLoop |= method.equals(ProcessorBenchmark.class.getName() + ".repeated");
            }
            if (e.getStackTrace().isTruncated()) {
                frames.add("(truncated)");
            }
            if (inJavac && inMeasuredLoop) {
                samples.add(frames);
            }
        }
        int total = samples.size();
        System.out.printf(Locale.ROOT, "%d execution samples inside javac tasks%n%n", total);
        if (total == 0) {
            return;
        }

        Map<String, Integer> phases = new TreeMap<>();
        Map<String, Integer> inclusive = new TreeMap<>();
        Map<String, Integer> innermost = new TreeMap<>();
        Map<String, Integer> code = new TreeMap<>();
        int truncated = 0;
        for (List<String> frames : samples) {
            phases.merge(phase(frames), 1, Integer::sum);
            Set<String> seen = new HashSet<>();
            boolean processor = phase(frames).startsWith("processor");
            for (String frame : frames) {
                String method = frame.substring(0, frame.lastIndexOf(':'));
                if (processor
                        && (method.startsWith("dev.schemaguard.processor.")
                                || method.startsWith("com.palantir.javapoet."))
                        && seen.add(method)) {
                    inclusive.merge(method, 1, Integer::sum);
                }
            }
            if (processor) {
                code.merge(codeOf(frames), 1, Integer::sum);
                frames.stream()
                        .filter(f -> f.startsWith("dev.schemaguard.processor."))
                        .findFirst()
                        .ifPresent(f -> innermost.merge(f, 1, Integer::sum));
            }
            if (frames.get(frames.size() - 1).equals("(truncated)")) {
                truncated++;
            }
        }
        if (truncated > 0) {
            System.out.printf(
                    Locale.ROOT,
                    "warning: %d stacks truncated; record with " + "-XX:FlightRecorderOptions:stackdepth=1024%n%n",
                    truncated);
        }
        print("where the compilations' time goes", phases, total, 30);
        print("processor samples, by the code they run in", code, total, 10);
        print("processor samples, inclusive, by method", inclusive, total, 40);
        print("processor samples, innermost schemaguard frame (method:line)", innermost, total, 20);
    }

    private static String phase(List<String> frames) {
        // frames are innermost first: look from the outermost end
        for (int i = frames.size() - 1; i >= 0; i--) {
            String f = frames.get(i);
            if (f.startsWith("dev.schemaguard.processor.SchemaGuardProcessor.")
                    || f.startsWith("dev.schemaguard.processor.SchemaBootstrapProcessor.")) {
                String method = f.substring(0, f.lastIndexOf(':'));
                return "processor: " + method.substring("dev.schemaguard.processor.".length());
            }
        }
        for (Map.Entry<String, String> p : PHASES.entrySet()) {
            for (int i = frames.size() - 1; i >= 0; i--) {
                if (frames.get(i).startsWith(p.getKey() + ":")) {
                    return p.getValue();
                }
            }
        }
        return "javac: other";
    }

    /**
     * Whose code a processor sample runs in: schemaguard's, JavaPoet's, or javac's when one of those
     * calls into it (the Filer, or the Elements and Types API); JDK library code counts for its caller.
     */
    private static String codeOf(List<String> frames) {
        for (int k = 0; k < frames.size(); k++) {
            String f = frames.get(k);
            boolean poet = f.startsWith("com.palantir.javapoet.");
            if (poet || f.startsWith("dev.schemaguard.processor.")) {
                String owner = poet ? "JavaPoet" : "schemaguard";
                String callee = k > 0 ? frames.get(k - 1) : "";
                if (callee.startsWith("com.sun.tools.javac.processing.JavacFiler")
                        || callee.startsWith("com.sun.tools.javac.api.ClientCodeWrapper")) {
                    return "javac Filer (createSourceFile: name check, file history), called by " + owner;
                }
                if (callee.startsWith("com.sun.tools.javac.")) {
                    return "javac Elements/Types/Messager, called by " + owner;
                }
                return owner + " (with the JDK library code it calls)";
            }
        }
        return "other";
    }

    private static void print(String title, Map<String, Integer> counts, int total, int limit) {
        System.out.println("== " + title);
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue()
                        .reversed()
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(limit)
                .forEach(e -> System.out.printf(
                        Locale.ROOT, "%6d %5.1f%%  %s%n", e.getValue(), 100.0 * e.getValue() / total, e.getKey()));
        System.out.println();
    }
}
