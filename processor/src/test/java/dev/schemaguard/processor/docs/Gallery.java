package dev.schemaguard.processor.docs;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaBootstrapProcessor;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * The anti-pattern gallery ({@code gallery/src/main/java/dev/schemaguard/gallery}, one file per rule, and a
 * {@code <Rule>SpringData.java} or {@code <Rule>Morphia.java} where a rule is shown again in Spring Data's or
 * Morphia's words), compiled once with the
 * options of its build (gallery/pom.xml), and each rule's example as a docs page shows it: the source
 * without the file's header comment, package, imports and wrapper class, and the diagnostics javac prints
 * for that file.
 */
final class Gallery {

    static final String DIRECTORY = "gallery/src/main/java/dev/schemaguard/gallery";

    /** A run of one-line declarations longer than this is cut to its ends: the pattern shows in a few. */
    private static final int LONGEST_RUN = 6;

    private static final Pattern ONE_LINE_DECLARATION = Pattern.compile("^\\s*(@.*)?static class \\w+ \\{.*}.*$");

    private final Path project;
    /** Each file's printed diagnostics, by file name. */
    private final Map<String, List<Diagnostic<? extends JavaFileObject>>> diagnostics = new TreeMap<>();

    private Gallery(Path project) {
        this.project = project;
    }

    static Gallery compile(Path project) {
        Gallery gallery = new Gallery(project);
        List<JavaFileObject> sources =
                gallery.files().stream().map(Gallery::source).toList();
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), new SchemaBootstrapProcessor())
                .withOptions(
                        "-Aschemaguard.database=gallery",
                        "-Aschemaguard.workload=complete",
                        "-Xmaxerrs",
                        "1000",
                        "-Xmaxwarns",
                        "1000")
                .compile(sources);
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getSource() != null
                    && (d.getKind() == Diagnostic.Kind.ERROR
                            || d.getKind() == Diagnostic.Kind.WARNING
                            || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)) {
                gallery.diagnostics
                        .computeIfAbsent(
                                Path.of(d.getSource().toUri()).getFileName().toString(), f -> new ArrayList<>())
                        .add(d);
            }
        }
        return gallery;
    }

    /** The vocabularies a rule is shown again in, each in a file {@code <Rule><Vocabulary>.java}, in this order. */
    static final List<String> VOCABULARIES = List.of("SpringData", "Morphia");

    /** The gallery files that show a rule: {@code <Rule>.java}, then those of {@link #VOCABULARIES} there are. */
    List<Path> filesOf(String rule) {
        List<String> names = new ArrayList<>(List.of(rule + ".java"));
        VOCABULARIES.forEach(v -> names.add(rule + v + ".java"));
        return files().stream()
                .filter(f -> names.contains(f.getFileName().toString()))
                .sorted(Comparator.comparingInt(
                        f -> names.indexOf(f.getFileName().toString())))
                .toList();
    }

    /**
     * The example of one gallery file for a docs page: a link to the file, its source inside the wrapper class,
     * and what javac prints for it, each diagnostic with its source line and caret as javac shows them.
     */
    String example(Path file, String linkPrefix) {
        String relative = project.relativize(file).toString().replace('\\', '/');
        List<String> lines = read(file);
        List<Diagnostic<? extends JavaFileObject>> printed =
                new ArrayList<>(diagnostics.getOrDefault(file.getFileName().toString(), List.of()));
        printed.sort(Comparator.<Diagnostic<? extends JavaFileObject>>comparingLong(Diagnostic::getLineNumber)
                .thenComparingLong(Diagnostic::getColumnNumber)
                .thenComparing(d -> d.getMessage(Locale.ROOT)));
        StringBuilder out = new StringBuilder();
        out.append("From [")
                .append(file.getFileName())
                .append("](")
                .append(linkPrefix)
                .append(relative)
                .append(") in the gallery:\n\n```java\n");
        excerpt(lines, printed).forEach(l -> out.append(l).append('\n'));
        out.append("```\n\njavac prints:\n\n```\n");
        for (Diagnostic<? extends JavaFileObject> d : printed) {
            String kind = d.getKind() == Diagnostic.Kind.ERROR ? "error" : "warning";
            String[] message = d.getMessage(Locale.ROOT).split("\n", -1);
            String source = lines.get((int) d.getLineNumber() - 1);
            out.append(relative)
                    .append(':')
                    .append(d.getLineNumber())
                    .append(": ")
                    .append(kind)
                    .append(": ")
                    .append(message[0])
                    .append('\n')
                    .append(source)
                    .append('\n')
                    .append(" ".repeat((int) d.getColumnNumber() - 1))
                    .append("^\n");
            for (int i = 1; i < message.length; i++) {
                out.append(message[i]).append('\n');
            }
        }
        return out.append("```\n").toString();
    }

    /** The lines inside the file's one top-level class, one level less indented, long runs of one-liners cut. */
    private static List<String> excerpt(List<String> lines, List<Diagnostic<? extends JavaFileObject>> printed) {
        int open = 0;
        while (!lines.get(open).matches("^(final )?(class|interface|record|enum) .*\\{\\s*$")) {
            open++;
        }
        int close = lines.size() - 1;
        while (!lines.get(close).equals("}")) {
            close--;
        }
        List<Integer> kept = new ArrayList<>();
        for (int i = open + 1; i < close; i++) {
            kept.add(i);
        }
        while (!kept.isEmpty() && lines.get(kept.get(0)).isBlank()) {
            kept.remove(0);
        }
        while (!kept.isEmpty() && lines.get(kept.get(kept.size() - 1)).isBlank()) {
            kept.remove(kept.size() - 1);
        }
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < kept.size()) {
            int run = i;
            while (run < kept.size() && isPlainOneLiner(lines, kept.get(run), printed)) {
                run++;
            }
            if (run - i > LONGEST_RUN) {
                out.add(deindent(lines.get(kept.get(i))));
                out.add(deindent(lines.get(kept.get(i + 1))));
                String indent = lines.get(kept.get(i)).replaceAll("^(\\s*).*$", "$1");
                out.add(deindent(indent + "// … " + (run - i - 4) + " more like these"));
                out.add(deindent(lines.get(kept.get(run - 2))));
                out.add(deindent(lines.get(kept.get(run - 1))));
                i = run;
            } else {
                out.add(deindent(lines.get(kept.get(i))));
                i++;
            }
        }
        return out;
    }

    private static boolean isPlainOneLiner(
            List<String> lines, int index, List<Diagnostic<? extends JavaFileObject>> printed) {
        return ONE_LINE_DECLARATION.matcher(lines.get(index)).matches()
                && printed.stream().noneMatch(d -> d.getLineNumber() == index + 1);
    }

    private static String deindent(String line) {
        return line.startsWith("    ") ? line.substring(4) : line.stripLeading();
    }

    private List<Path> files() {
        try (Stream<Path> listed = Files.list(project.resolve(DIRECTORY))) {
            return listed.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JavaFileObject source(Path file) {
        try {
            return JavaFileObjects.forResource(file.toUri().toURL());
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }
}
