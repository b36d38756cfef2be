package dev.schemaguard.processor.corpus;

import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The findings per rule and project of the corpus, as the Markdown table {@code corpus/WARNINGS.md} pins them, so
 * that a change in noise shows in review: one row per project (in slug order), one column per rule that reports
 * anything (in name order), and the totals.
 */
final class WarningTable {

    private record Row(String dialect, int documents, Map<String, Integer> counts) {}

    private final Map<String, Row> rows = new TreeMap<>();

    void add(CorpusProject project, CorpusBuild build) {
        Map<String, Integer> counts = new TreeMap<>();
        build.findings.forEach(f -> counts.merge(f.rule(), 1, Integer::sum));
        rows.put(
                project.slug(),
                new Row(project.dialect().key, build.collections().size(), counts));
    }

    String render() {
        SortedSet<String> rules = new TreeSet<>();
        rows.values().forEach(r -> rules.addAll(r.counts().keySet()));
        StringBuilder out = new StringBuilder();
        out.append("# Findings of the real-world corpus, per rule and project\n\n")
                .append(
                        "Written by `RealWorldCorpusTest`, which fails when its run differs from this table; after a change\n")
                .append(
                        "that changes the noise on purpose, rewrite it with `-Dcorpus.update=true` and review the diff.\n\n");
        out.append("| project | dialect | documents |");
        rules.forEach(r -> out.append(' ').append(r).append(" |"));
        out.append("\n|---|---|---:|");
        rules.forEach(r -> out.append("---:|"));
        out.append('\n');
        Map<String, Integer> totals = new TreeMap<>();
        int documents = 0;
        for (Map.Entry<String, Row> e : rows.entrySet()) {
            Row row = e.getValue();
            documents += row.documents();
            out.append("| ")
                    .append(e.getKey())
                    .append(" | ")
                    .append(row.dialect())
                    .append(" | ")
                    .append(row.documents())
                    .append(" |");
            for (String rule : rules) {
                int n = row.counts().getOrDefault(rule, 0);
                totals.merge(rule, n, Integer::sum);
                out.append(' ').append(n).append(" |");
            }
            out.append('\n');
        }
        out.append("| **total** (")
                .append(rows.size())
                .append(" projects) | | ")
                .append(documents)
                .append(" |");
        rules.forEach(r -> out.append(' ').append(totals.get(r)).append(" |"));
        out.append('\n');
        return out.toString();
    }
}
