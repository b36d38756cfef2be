package dev.schemaguard.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Checks, in the schema report ({@code -Aschemaguard.report}) of a compilation of a corpus with queries (a repository
 * or a class of driver calls per document), that the processor read every query and planned it on an index: each
 * document lists exactly the queries the corpus gives it, by the names the processor gives them (a repository's
 * {@code Repository.method}, a call's {@code Class.method (find, line N)}), none refused, none left unread, none a
 * collection scan. Without this, a query the reader skipped would cost less and still look clean, since a query that
 * is not read draws no warning.
 */
final class QueriesInReport {

    /** The option that makes the processor write the report into a directory. */
    static final String REPORT_OPTION = "-Aschemaguard.report=";

    private QueriesInReport() {}

    /**
     * The problems of the report in {@code directory} (the first five): empty when each of the corpus's documents
     * lists exactly its {@value Corpus.Queries#PER_DOCUMENT} queries ({@link Corpus#queryNames}) and each is an index
     * scan.
     */
    static List<String> problems(Path directory, Corpus corpus) throws IOException {
        BsonDocument report =
                BsonDocument.parse(Files.readString(directory.resolve("schema.json"), StandardCharsets.UTF_8));
        List<String> problems = new ArrayList<>();
        int queries = 0;
        int collections = 0;
        for (BsonValue value : report.getArray("collections")) {
            BsonDocument collection = value.asDocument();
            collections++;
            String document = collection.getString("class").getValue();
            List<String> expected = new ArrayList<>(corpus.queryNames(document));
            List<String> unexpected = new ArrayList<>();
            for (BsonValue q : collection.getArray("queries")) {
                BsonDocument query = q.asDocument();
                queries++;
                String name = query.getString("name").getValue();
                if (!expected.remove(name)) {
                    unexpected.add(name);
                }
                String plan = query.getString("plan").getValue();
                if (!plan.startsWith("IXSCAN ")) {
                    problems.add(name + ": " + plan);
                }
            }
            if (!expected.isEmpty()) {
                // a repository method or a call the processor did not read
                problems.add(document + ": not in the report: " + expected);
            }
            if (!unexpected.isEmpty()) {
                problems.add(document + ": not queries of the corpus: " + unexpected);
            }
        }
        if (collections != corpus.documents() || queries != corpus.queryMethods()) {
            problems.add(
                    0,
                    "the report lists " + collections + " collections and " + queries + " queries, the corpus has "
                            + corpus.documents() + " documents and " + corpus.queryMethods() + " queries");
        }
        return problems.size() > 5 ? problems.subList(0, 5) : problems;
    }
}
