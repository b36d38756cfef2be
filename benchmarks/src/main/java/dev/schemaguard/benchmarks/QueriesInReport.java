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
 * Checks, in the schema report ({@code -Aschemaguard.report}) of a compilation of the corpus with repositories, that
 * the processor read every repository query method and planned it on an index: none refused, none left unread, none
 * a collection scan. Without this, a method the reader skipped would cost less and still look clean, since a query
 * that is not read draws no warning.
 */
final class QueriesInReport {

    /** The option that makes the processor write the report into a directory. */
    static final String REPORT_OPTION = "-Aschemaguard.report=";

    private QueriesInReport() {}

    /**
     * The problems of the report in {@code directory}: empty when each of the corpus's documents has exactly its
     * repository's {@value Corpus#QUERY_METHODS} queries and each is an index scan.
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
            List<BsonValue> read = collection.getArray("queries");
            if (read.size() != Corpus.QUERY_METHODS) {
                problems.add(document + ": " + read.size() + " queries, not " + Corpus.QUERY_METHODS);
            }
            for (BsonValue q : read) {
                BsonDocument query = q.asDocument();
                queries++;
                String plan = query.getString("plan").getValue();
                if (!plan.startsWith("IXSCAN ")) {
                    problems.add(query.getString("name").getValue() + ": " + plan);
                }
            }
        }
        if (collections != corpus.documents() || queries != corpus.queryMethods()) {
            problems.add(
                    0,
                    "the report lists " + collections + " collections and " + queries + " queries, the corpus has "
                            + corpus.documents() + " documents and " + corpus.queryMethods() + " query methods");
        }
        return problems.size() > 5 ? problems.subList(0, 5) : problems;
    }
}
