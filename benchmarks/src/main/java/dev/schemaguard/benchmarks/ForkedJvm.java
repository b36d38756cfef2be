package dev.schemaguard.benchmarks;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the benchmark in a JVM of its own, as JMH forks one, with a heap of fixed size. In Maven's
 * JVM the heap is sized by G1 as it goes: after the {@code System.gc()} that precedes every
 * measured compilation it shrinks, and the next compilation pays young collections that copy
 * javac's live trees again and again while it grows back. That cost is G1 resizing, not javac or
 * the processors, and it weighs on small corpora most: N = 50 came out 50% dearer per document
 * than N = 200 with the default heap, and as dear with a fixed one.
 */
final class ForkedJvm {

    /** Set in the fork, so that it measures instead of forking again. */
    static final String FORKED = "bench.forked";

    static final String DEFAULT_HEAP = "-Xms6g -Xmx6g -Xmn2g";

    private ForkedJvm() {}

    static boolean isFork() {
        return Boolean.getBoolean(FORKED);
    }

    /**
     * Starts {@code mainClass} in a new JVM with the same class path, the {@code bench.*} properties,
     * the heap of {@code bench.heap} and the flags of {@code bench.jvmArgs} (a profiler, say), and
     * waits for it; its output is this process's.
     *
     * @return the fork's exit code
     */
    static int run(Class<?> mainClass) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(words(System.getProperty("bench.heap", DEFAULT_HEAP)));
        command.addAll(words(System.getProperty("bench.jvmArgs", "")));
        System.getProperties().stringPropertyNames().stream()
                .filter(name ->
                        name.startsWith("bench.") && !name.equals("bench.heap") && !name.equals("bench.jvmArgs"))
                .sorted()
                .forEach(name -> command.add("-D" + name + "=" + System.getProperty(name)));
        command.add("-D" + FORKED + "=true");
        command.add("-classpath");
        command.add(classPath());
        command.add(mainClass.getName());
        System.out.println("forked JVM: " + String.join(" ", command.subList(0, command.size() - 3)) + " …");
        return new ProcessBuilder(command).inheritIO().start().waitFor();
    }

    private static List<String> words(String flags) {
        String trimmed = flags.trim();
        return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    }

    /** The class path this JVM runs on: the class loader exec:java builds, or java.class.path. */
    private static String classPath() throws URISyntaxException {
        if (ForkedJvm.class.getClassLoader() instanceof URLClassLoader loader) {
            List<String> entries = new ArrayList<>();
            for (URL url : loader.getURLs()) {
                entries.add(Path.of(url.toURI()).toString());
            }
            return String.join(File.pathSeparator, entries);
        }
        return System.getProperty("java.class.path");
    }
}
