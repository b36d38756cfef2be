package dev.schemaguard.processor;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.rules.RuleRunner;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.RoundEnvironment;

/**
 * The queries of every repository the compilation reads, gathered across rounds by collection, and checked together
 * against the indexes of the documents they run on once the last round has brought every repository. Only with
 * {@code -Aschemaguard.workload=complete}: otherwise a query outside the compilation may be what an index is for.
 */
final class WorkloadChecks {

    /** A collection of a database: two documents stored together share their indexes and their queries. */
    private record Collection(String database, String name) implements Comparable<Collection> {

        private static final Comparator<Collection> ORDER = Comparator.comparing(
                        Collection::database, Comparator.nullsFirst(Comparator.naturalOrder()))
                .thenComparing(Collection::name);

        @Override
        public int compareTo(Collection other) {
            return ORDER.compare(this, other);
        }
    }

    private final SchemaGuardOptions options;
    private final RuleRunner runner;
    private final Map<Collection, List<PlannedQuery>> queries = new TreeMap<>();
    /** The qualified names of the documents queried, by collection. */
    private final Map<Collection, Set<String>> documents = new TreeMap<>();

    WorkloadChecks(SchemaGuardOptions options, RuleRunner runner) {
        this.options = options;
        this.runner = runner;
    }

    /** The queries of one repository. */
    void add(List<PlannedQuery> planned) {
        if (options.workload() != SchemaGuardOptions.Workload.COMPLETE) {
            return;
        }
        for (PlannedQuery query : planned) {
            DocumentModel document = query.site().document();
            Collection collection = new Collection(document.database(), document.collection());
            queries.computeIfAbsent(collection, c -> new ArrayList<>()).add(query);
            documents.computeIfAbsent(collection, c -> new TreeSet<>()).add(document.qualifiedName());
        }
    }

    /**
     * The workload rules' reports, one per document queried, in collection and then qualified-name order. The
     * documents are read again in the last round: the elements of the round that brought them must not be reused,
     * and a diagnostic on them would have no position. The queries stay as planned: the rules plan them again with
     * the indexes of the document read now.
     */
    List<ValidationReport> check(RoundEnvironment lastRound, RoundChecks checks, DocumentRounds rounds) {
        List<ValidationReport> out = new ArrayList<>();
        if (!runner.runsWorkloadRules()) {
            return out;
        }
        documents.forEach((collection, names) -> {
            // in name order, whatever the order the repositories came in
            List<PlannedQuery> all = queries.get(collection).stream()
                    .sorted(Comparator.comparing(q -> q.site().name()))
                    .toList();
            for (CheckedDocument document : checks.byName(lastRound, names, rounds)) {
                if (document instanceof CheckedDocument.Read read) {
                    out.add(runner.validateWorkload(read.model(), all));
                }
            }
        });
        return out;
    }
}
