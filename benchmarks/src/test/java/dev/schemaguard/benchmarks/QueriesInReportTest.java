package dev.schemaguard.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.benchmarks.Corpus.Vocabulary;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark's check of the schema report finds a query that is not served by an index and a repository whose
 * methods the report does not all list: without it, a query method the processor skipped would cost less and still
 * look clean. The report here is written by hand in the layout of {@code schema.json} (its {@code collections}, each
 * with {@code class} and {@code queries}); {@link CorpusVocabularyTest} checks a report the processor wrote.
 */
class QueriesInReportTest {

    @TempDir
    Path report;

    private final Corpus corpus = Corpus.generate(2, 42, Vocabulary.SPRING_DATA, true);

    @Test
    void negative_everyQueryAnIndexScan() throws Exception {
        write(List.of(plans("IXSCAN code_1_createdAt_-1", 5), plans("IXSCAN externalKey", 5)));
        assertEquals(List.of(), QueriesInReport.problems(report, corpus));
    }

    @Test
    void positive_aCollectionScanARefusalAndAQueryNotRead() throws Exception {
        List<String> first = plans("IXSCAN code_1", 2);
        first.add("COLLSCAN");
        first.add("refused: unknown property (no property 'cod' of 'Account0000')");
        first.add("not read: declared in the base interface Base");
        write(List.of(first, plans("IXSCAN code_1", 5)));
        assertEquals(
                List.of(
                        "Repo0.q2: COLLSCAN",
                        "Repo0.q3: refused: unknown property (no property 'cod' of 'Account0000')",
                        "Repo0.q4: not read: declared in the base interface Base"),
                QueriesInReport.problems(report, corpus));
    }

    @Test
    void positive_aRepositoryWithAMethodLessAndADocumentMissing() throws Exception {
        write(List.of(plans("IXSCAN code_1", 4)));
        assertEquals(
                List.of(
                        "the report lists 1 collections and 4 queries, the corpus has 2 documents and 10 query methods",
                        "bench.corpus.p00.Doc0: 4 queries, not 5"),
                QueriesInReport.problems(report, corpus));
    }

    private static List<String> plans(String plan, int count) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(plan);
        }
        return out;
    }

    /** A schema.json with a collection per list of plans, document {@code DocI}, query {@code RepoI.qJ}. */
    private void write(List<List<String>> collections) throws Exception {
        StringBuilder json = new StringBuilder("{\"formatVersion\": 1, \"collections\": [");
        for (int c = 0; c < collections.size(); c++) {
            json.append(c == 0 ? "" : ", ")
                    .append("{\"class\": \"bench.corpus.p00.Doc")
                    .append(c)
                    .append("\", \"queries\": [");
            List<String> plans = collections.get(c);
            for (int q = 0; q < plans.size(); q++) {
                json.append(q == 0 ? "" : ", ")
                        .append("{\"name\": \"Repo")
                        .append(c)
                        .append(".q")
                        .append(q)
                        .append("\", \"plan\": \"")
                        .append(plans.get(q).replace("\"", "\\\""))
                        .append("\"}");
            }
            json.append("]}");
        }
        json.append("]}");
        Files.writeString(report.resolve("schema.json"), json, StandardCharsets.UTF_8);
    }
}
