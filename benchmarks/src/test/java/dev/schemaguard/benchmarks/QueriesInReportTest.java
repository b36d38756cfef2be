package dev.schemaguard.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.benchmarks.Corpus.Queries;
import dev.schemaguard.benchmarks.Corpus.Vocabulary;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchmark's check of the schema report finds a query that is not served by an index, a repository method or a
 * driver call the report does not list, and a document missing: without it, a query the processor skipped would cost
 * less and still look clean. The report here is written by hand in the layout of {@code schema.json} (its
 * {@code collections}, each with {@code class} and {@code queries} of {@code name} and {@code plan}), with the names
 * the corpus expects ({@link Corpus#queryNames}); {@link CorpusVocabularyTest} checks reports the processor wrote.
 */
class QueriesInReportTest {

    private static final String INDEX = "IXSCAN code_1_createdAt_-1";

    @TempDir
    Path report;

    private final Corpus repositories = Corpus.generate(2, 42, Vocabulary.SPRING_DATA, Queries.REPOSITORIES);
    private final Corpus code = Corpus.generate(2, 42, Vocabulary.SCHEMAGUARD, Queries.CODE);

    @Test
    void corpusNamesTheQueriesAsTheProcessorDoes() {
        assertEquals(
                List.of(
                        "Account0000Repository.findByCodeOrderByCreatedAtDesc",
                        "Account0000Repository.countByCodeAndStatus",
                        "Account0000Repository.findTop10ByCodeAndCreatedAtBetween",
                        "Account0000Repository.verifiedByKey",
                        "Account0000Repository.latestWithQuantity"),
                repositories.queryNames("bench.corpus.p00.Account0000"));
        assertEquals(
                List.of(
                        "Account0000Queries.byCodeNewestFirst (find, line 27)",
                        "Account0000Queries.countByCodeAndStatus (countDocuments, line 33)",
                        "Account0000Queries.firstTenBetween (find, line 37)",
                        "Account0000Queries.byEitherCode (find, line 43)",
                        "Account0000Queries.deleteById (deleteOne, line 47)"),
                code.queryNames("bench.corpus.p00.Account0000"));
        assertEquals(List.of(), code.queryNames("bench.corpus.p00.Account0000Queries"));
    }

    @Test
    void negative_everyQueryAnIndexScan() throws Exception {
        for (Corpus corpus : List.of(repositories, code)) {
            write(planned(corpus));
            assertEquals(List.of(), QueriesInReport.problems(report, corpus));
        }
    }

    @Test
    void positive_aCollectionScanARefusalAndAQueryNotRead() throws Exception {
        Map<String, Map<String, String>> plans = planned(repositories);
        Map<String, String> first = plans.get("bench.corpus.p00.Account0000");
        first.put("Account0000Repository.countByCodeAndStatus", "COLLSCAN");
        first.put(
                "Account0000Repository.verifiedByKey",
                "refused: unknown property (no property 'cod' of 'Account0000')");
        first.put("Account0000Repository.latestWithQuantity", "not read: declared in the base interface Base");
        write(plans);
        assertEquals(
                List.of(
                        "Account0000Repository.countByCodeAndStatus: COLLSCAN",
                        "Account0000Repository.verifiedByKey: refused: unknown property (no property 'cod' of "
                                + "'Account0000')",
                        "Account0000Repository.latestWithQuantity: not read: declared in the base interface Base"),
                QueriesInReport.problems(report, repositories));
    }

    @Test
    void positive_aCallTheReaderSkipped() throws Exception {
        Map<String, Map<String, String>> plans = planned(code);
        plans.get("bench.corpus.p00.Invoice0001").remove("Invoice0001Queries.byEitherCode (find, line 43)");
        write(plans);
        assertEquals(
                List.of(
                        "the report lists 2 collections and 9 queries, the corpus has 2 documents and 10 queries",
                        "bench.corpus.p00.Invoice0001: not in the report: [Invoice0001Queries.byEitherCode (find, line 43)]"),
                QueriesInReport.problems(report, code));
    }

    @Test
    void positive_aCallReportedOnAnotherLineOrUnderAnotherDocument() throws Exception {
        Map<String, Map<String, String>> plans = planned(code);
        Map<String, String> first = plans.get("bench.corpus.p00.Account0000");
        first.remove("Account0000Queries.deleteById (deleteOne, line 47)");
        first.put("Account0000Queries.deleteById (deleteOne, line 48)", INDEX);
        plans.get("bench.corpus.p00.Invoice0001").put("Account0000Queries.byEitherCode (find, line 43)", INDEX);
        write(plans);
        assertEquals(
                List.of(
                        "the report lists 2 collections and 11 queries, the corpus has 2 documents and 10 queries",
                        "bench.corpus.p00.Account0000: not in the report: [Account0000Queries.deleteById (deleteOne, "
                                + "line 47)]",
                        "bench.corpus.p00.Account0000: not queries of the corpus: [Account0000Queries.deleteById "
                                + "(deleteOne, line 48)]",
                        "bench.corpus.p00.Invoice0001: not queries of the corpus: [Account0000Queries.byEitherCode (find, "
                                + "line 43)]"),
                QueriesInReport.problems(report, code));
    }

    @Test
    void positive_aDocumentMissing() throws Exception {
        Map<String, Map<String, String>> plans = planned(code);
        plans.remove("bench.corpus.p00.Invoice0001");
        write(plans);
        assertEquals(
                List.of("the report lists 1 collections and 5 queries, the corpus has 2 documents and 10 queries"),
                QueriesInReport.problems(report, code));
    }

    /** Each document of the corpus with its queries, all on an index. */
    private static Map<String, Map<String, String>> planned(Corpus corpus) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (int i = 0; i < corpus.documents(); i++) {
            Map<String, String> plans = new LinkedHashMap<>();
            for (String name : corpus.queryNames(Corpus.qualifiedName(i))) {
                plans.put(name, INDEX);
            }
            out.put(Corpus.qualifiedName(i), plans);
        }
        return out;
    }

    /** A schema.json with a collection per document, its queries with their plans. */
    private void write(Map<String, Map<String, String>> collections) throws Exception {
        List<String> written = new ArrayList<>();
        collections.forEach((document, plans) -> {
            List<String> queries = new ArrayList<>();
            plans.forEach((name, plan) ->
                    queries.add("{\"name\": \"" + name + "\", \"plan\": \"" + plan.replace("\"", "\\\"") + "\"}"));
            written.add("{\"class\": \"" + document + "\", \"queries\": [" + String.join(", ", queries) + "]}");
        });
        Files.writeString(
                report.resolve("schema.json"),
                "{\"formatVersion\": 1, \"collections\": [" + String.join(", ", written) + "]}",
                StandardCharsets.UTF_8);
    }
}
