package dev.schemaguard.processor.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code corpus/KNOWN-FAILURES.md}: the corpus failures that are known and not fixed yet, one row each
 * ({@code | project | failure | issue-27 item | what |}), with the failure's key exactly as the test prints it.
 * The test expects exactly these: a new failure fails it, and so does a listed one that no longer occurs.
 */
final class KnownFailures {

    private final Map<String, SortedSet<String>> byProject = new TreeMap<>();

    static KnownFailures read(Path file) throws IOException {
        KnownFailures out = new KnownFailures();
        if (!Files.exists(file)) {
            return out;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.startsWith("|") || line.startsWith("|---") || line.startsWith("| project ")) {
                continue;
            }
            String[] cells = line.split("(?<!\\\\)\\|", -1);
            if (cells.length < 4) {
                throw new IllegalArgumentException(
                        "KNOWN-FAILURES.md: a row is | project | failure | item | what |: " + line);
            }
            String failure = cells[2].trim().replace("\\|", "|");
            if (failure.startsWith("`") && failure.endsWith("`")) {
                failure = failure.substring(1, failure.length() - 1);
            }
            out.byProject.computeIfAbsent(cells[1].trim(), p -> new TreeSet<>()).add(failure);
        }
        return out;
    }

    SortedSet<String> of(String project) {
        return byProject.getOrDefault(project, new TreeSet<>());
    }

    SortedSet<String> projects() {
        return new TreeSet<>(byProject.keySet());
    }
}
