package dev.schemaguard.processor.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles real sources with both schemaguard processors and checks every schemaguard
 * diagnostic against the markers in the sources, in the manner of Error Prone's
 * {@code // BUG: Diagnostic contains:}. A line that should get a diagnostic ends with
 * {@code // expect: WARNING UnboundedArray} (several separated by commas); a diagnostic on any
 * other line, of another kind or rule, fails the test, and so does a missing one.
 */
public final class ProcessorTester {

    private static final Pattern MARKER = Pattern.compile("//\\s*expect:\\s*(.+)$");
    private static final Pattern EXPECTATION = Pattern.compile("(ERROR|WARNING|NOTE)\\s+([A-Za-z]+)");
    private static final Pattern RULE_TAG = Pattern.compile("^\\[([A-Za-z]+)\\] ");

    private final List<JavaFileObject> sources = new ArrayList<>();
    private final List<String> sourceTexts = new ArrayList<>();
    private final List<String> sourceNames = new ArrayList<>();
    private final List<String> options = new ArrayList<>();
    private final List<java.io.File> classpath = new ArrayList<>();
    private final List<javax.annotation.processing.Processor> before = new ArrayList<>();
    private final List<javax.annotation.processing.Processor> after = new ArrayList<>();
    private final Set<String> rules;

    /** The rules about annotations and names, with the two cross-document naming rules. */
    public static final String[] NAMING_RULES = {
        "InvalidAnnotation",
        "DatabaseName",
        "DatabaseNameStyle",
        "CollectionName",
        "CollectionNameStyle",
        "FieldName",
        "UnaddressableFieldName",
        "FieldNameStyle",
        "IndexName",
        "IndexNameLength",
        "DuplicateCollection",
        "DatabaseNameCase"
    };

    private ProcessorTester(Set<String> rules) {
        this.rules = rules;
    }

    /** A tester that holds every rule's diagnostics against the markers. */
    public static ProcessorTester create() {
        return new ProcessorTester(null);
    }

    /**
     * A tester for some rules, as Error Prone tests one check at a time: only their diagnostics
     * (and schemaguard's own option and suppression warnings) are held against the markers; the
     * other rules still run, and a crash anywhere still fails the test.
     */
    public static ProcessorTester forRules(String... rules) {
        return new ProcessorTester(Set.of(rules));
    }

    /** Adds a source; {@code name} is the qualified name of its top-level class. */
    public ProcessorTester source(String name, String text) {
        sources.add(JavaFileObjects.forSourceString(name, text));
        sourceTexts.add(text);
        sourceNames.add(name.replace('.', '/') + ".java");
        return this;
    }

    /** Adds a processor option, without the {@code -A}: {@code schemaguard.UnboundedArray=OFF}. */
    public ProcessorTester option(String option) {
        options.add("-A" + option);
        return this;
    }

    /** Adds an option of javac's own, as a build passes it: {@code -nowarn}, {@code -Xmaxwarns}. */
    public ProcessorTester javacOption(String... option) {
        options.addAll(List.of(option));
        return this;
    }

    /**
     * Compiles sources without processors into a directory, for {@link #classpath}: a module the
     * compilation depends on, whose classes have no source here.
     */
    public static java.io.File compiledLibrary(java.nio.file.Path dir, String... namesAndSources) {
        List<JavaFileObject> library = new ArrayList<>();
        for (int i = 0; i < namesAndSources.length; i += 2) {
            library.add(JavaFileObjects.forSourceString(namesAndSources[i], namesAndSources[i + 1]));
        }
        Compilation compilation =
                SharedFileManagerJavac.compiler().withOptions("-proc:none").compile(library);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath().replaceFirst("^.*?/CLASS_OUTPUT/", "");
            java.nio.file.Path target = dir.resolve(path);
            try (java.io.InputStream in = file.openInputStream()) {
                java.nio.file.Files.createDirectories(target.getParent());
                java.nio.file.Files.copy(in, target);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return dir.toFile();
    }

    /** Adds a directory or jar to the class path, after the test's own: classes of another module. */
    public ProcessorTester classpath(java.io.File entry) {
        classpath.add(entry);
        return this;
    }

    /**
     * Runs another processor beside schemaguard's, as a project's processor path does (Lombok):
     * ahead of them in javac's order, or after them. javac calls the processors of a round in that
     * order, so what one rewrites in round 1 the other sees or not.
     */
    public ProcessorTester otherProcessor(javax.annotation.processing.Processor processor, boolean first) {
        (first ? before : after).add(processor);
        return this;
    }

    public Result compile() {
        Compiler compiler = SharedFileManagerJavac.compiler();
        if (!classpath.isEmpty()) {
            List<java.io.File> all = new ArrayList<>();
            for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                all.add(new java.io.File(entry));
            }
            all.addAll(classpath);
            compiler = compiler.withClasspath(all);
        }
        List<javax.annotation.processing.Processor> processors = new ArrayList<>(before);
        processors.add(new SchemaGuardProcessor());
        processors.add(new SchemaBootstrapProcessor());
        processors.addAll(after);
        Compilation compilation =
                compiler.withProcessors(processors).withOptions(options).compile(sources);
        return new Result(compilation);
    }

    /** Compiles and asserts that the schemaguard diagnostics are exactly the markers. */
    public Result expectMarkedDiagnostics() {
        Result result = compile();
        result.assertMatchesMarkers();
        return result;
    }

    /** Compiles and asserts there is no schemaguard diagnostic at all, and that the sources compile. */
    public Result expectClean() {
        Result result = compile();
        result.assertNoCrash();
        List<String> found = result.schemaguardLines();
        if (!found.isEmpty()) {
            fail("expected no schemaguard diagnostic, got:\n" + String.join("\n", found) + "\n" + result.all());
        }
        if (rules == null) {
            assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
        } else {
            result.assertNoJavacErrors();
        }
        return result;
    }

    public final class Result {
        private final Compilation compilation;

        Result(Compilation compilation) {
            this.compilation = compilation;
        }

        public Compilation compilation() {
            return compilation;
        }

        /**
         * Every schemaguard diagnostic (one whose message starts with a rule tag), but for the
         * notes about the whole compilation: those are {@link #notes()}.
         */
        public List<Diagnostic<? extends JavaFileObject>> schemaguard() {
            List<Diagnostic<? extends JavaFileObject>> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                String message = d.getMessage(Locale.ROOT);
                if (isCompilationNote(d)) {
                    continue;
                }
                if (RULE_TAG.matcher(message).find() || message.startsWith("[schemaguard]")) {
                    out.add(d);
                }
            }
            return out;
        }

        /**
         * schemaguard's notes about the whole compilation (the summary, the baseline written or its
         * stale entries), which no marker can expect since they belong to no line.
         */
        public List<String> notes() {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                String message = d.getMessage(Locale.ROOT);
                if (isCompilationNote(d)) {
                    out.add(message);
                }
            }
            return out;
        }

        /** The summary note, or {@code null} when there is none. */
        public String summary() {
            List<String> summaries = notes().stream()
                    .filter(n -> n.matches("(?s)\\[schemaguard\\] \\d+ findings? in .*"))
                    .toList();
            assertTrue(summaries.size() <= 1, () -> "more than one summary: " + summaries);
            return summaries.isEmpty() ? null : summaries.get(0);
        }

        /** The messages of the schemaguard diagnostics of one rule. */
        public List<String> messages(String rule) {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : schemaguard()) {
                if (d.getMessage(Locale.ROOT).startsWith("[" + rule + "] ")) {
                    out.add(d.getMessage(Locale.ROOT));
                }
            }
            return out;
        }

        /** The only message of a rule; fails if there is not exactly one. */
        public String message(String rule) {
            List<String> messages = messages(rule);
            assertEquals(1, messages.size(), () -> "messages of " + rule + ": " + messages + "\n" + all());
            return messages.get(0);
        }

        public void assertMatchesMarkers() {
            assertNoCrash();
            TreeSet<String> expected = new TreeSet<>();
            for (int i = 0; i < sourceTexts.size(); i++) {
                String[] lines = sourceTexts.get(i).split("\n", -1);
                for (int line = 0; line < lines.length; line++) {
                    Matcher m = MARKER.matcher(lines[line]);
                    if (m.find()) {
                        Matcher e = EXPECTATION.matcher(m.group(1));
                        boolean any = false;
                        while (e.find()) {
                            expected.add(key(sourceNames.get(i), line + 1, e.group(1), e.group(2)));
                            any = true;
                        }
                        if (!any) {
                            fail("malformed marker in " + sourceNames.get(i) + ":" + (line + 1) + ": " + m.group(0));
                        }
                    }
                }
            }
            TreeSet<String> actual = new TreeSet<>(schemaguardLines());
            if (!expected.equals(actual)) {
                TreeSet<String> missing = new TreeSet<>(expected);
                missing.removeAll(actual);
                TreeSet<String> unexpected = new TreeSet<>(actual);
                unexpected.removeAll(expected);
                fail("schemaguard diagnostics differ from the markers\nmissing:    " + missing + "\nunexpected: "
                        + unexpected + "\nall diagnostics:\n" + all());
            }
        }

        /** No processor crash, no stack trace, no internal error, whatever else happened. */
        public void assertNoCrash() {
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                String message = d.getMessage(Locale.ROOT);
                if (message.contains("[InternalError]")
                        || message.contains("threw an uncaught exception")
                        || message.contains("\tat ")) {
                    fail("processor crash:\n" + message);
                }
            }
        }

        /** The sources compile but for schemaguard's own errors. */
        public void assertNoJavacErrors() {
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                String message = d.getMessage(Locale.ROOT);
                if (d.getKind() == Diagnostic.Kind.ERROR
                        && !RULE_TAG.matcher(message).find()) {
                    fail("javac error: " + message);
                }
            }
        }

        /** Each schemaguard diagnostic as {@code file:line KIND Rule}, to compare two compilations. */
        public List<String> schemaguardLines() {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : schemaguard()) {
                Matcher tag = RULE_TAG.matcher(d.getMessage(Locale.ROOT));
                String rule = tag.find() ? tag.group(1) : "schemaguard";
                if (rules != null && !rule.equals("schemaguard") && !rules.contains(rule)) {
                    continue;
                }
                String file = d.getSource() == null ? "<none>" : fileName(d.getSource());
                out.add(key(file, (int) d.getLineNumber(), kindOf(d.getKind()), rule));
            }
            return out;
        }

        /** Every diagnostic of the compilation, for failure messages. */
        public String all() {
            StringBuilder sb = new StringBuilder();
            for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
                sb.append("  ")
                        .append(d.getKind())
                        .append(' ')
                        .append(d.getSource() == null ? "<none>" : fileName(d.getSource()))
                        .append(':')
                        .append(d.getLineNumber())
                        .append(' ')
                        .append(d.getMessage(Locale.ROOT))
                        .append('\n');
            }
            return sb.toString();
        }
    }

    /**
     * The summary (a mandatory warning, which -nowarn keeps) and the baseline's notes: about the
     * whole compilation, on no line.
     */
    public static boolean isCompilationNote(Diagnostic<? extends JavaFileObject> d) {
        return (d.getKind() == Diagnostic.Kind.NOTE || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
                && d.getSource() == null
                && d.getLineNumber() == Diagnostic.NOPOS
                && d.getMessage(Locale.ROOT).startsWith("[schemaguard] ");
    }

    private static String fileName(JavaFileObject source) {
        String path = source.toUri().getPath();
        return path.startsWith("/") ? path.substring(1) : path;
    }

    private static String kindOf(Diagnostic.Kind kind) {
        return switch (kind) {
            case ERROR -> "ERROR";
            case WARNING, MANDATORY_WARNING -> "WARNING";
            default -> "NOTE";
        };
    }

    private static String key(String file, int line, String kind, String rule) {
        return file + ":" + line + " " + kind + " " + rule;
    }
}
