package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ShardKeySpec;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.planner.Plan;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.query.planner.QueryPlanner;
import dev.schemaguard.processor.query.planner.ServingIndex;
import java.util.List;

/**
 * An index no query of the compilation can use, when the build says the compilation holds every query of its
 * collections ({@code -Aschemaguard.workload=complete}). Each index is a B-tree the server updates on every insert,
 * on every delete and on each update of a key, and whose working set competes for the cache with the data: the
 * data-modeling seed names "unneeded indexes" an anti-pattern of its own. An index is used when the planner can
 * serve some query with it, planned as if it were the collection's only index beside {@code _id_}: whether the
 * server prefers another index today is the plan ranking's business, not proof the index is unneeded. Never
 * reported: an index that enforces something (unique), deletes (TTL), or supports the shard key (sharding requires
 * an index with the shard key as its prefix: {@code shardCollection}); {@code _id_}; a hidden index, which no query
 * uses by design while its removal is weighed; and the indexes of a collection one of whose queries is not read.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "With -Aschemaguard.workload=complete: an index no query of the compilation uses, which every write "
                + "still maintains")
public final class UnusedIndex implements WorkloadRule {

    private static final int NAMED = 3;

    private final QueryPlanner planner = new QueryPlanner();

    @Override
    public boolean runs(SchemaGuardOptions options) {
        return options.workload() == SchemaGuardOptions.Workload.COMPLETE;
    }

    @Override
    public void check(
            DocumentModel document, List<PlannedQuery> queries, SchemaGuardOptions options, ValidationReport report) {
        if (!runs(options)
                || queries.isEmpty()
                || queries.stream().anyMatch(q -> q.site().derivation() instanceof Derivation.NotRead)) {
            return;
        }
        for (IndexSpec index : document.indexes()) {
            if (exempt(document, index) || queries.stream().anyMatch(q -> mayUse(q, index))) {
                continue;
            }
            report.report(
                    Message.UNUSED_INDEX,
                    index.origin(),
                    new ServingIndex(index, false).describe(),
                    document.simpleName(),
                    document.collection(),
                    named(queries));
        }
    }

    private static boolean exempt(DocumentModel document, IndexSpec index) {
        return index.isDefaultIdIndex()
                || index.unique()
                || index.isTtl()
                || index.hidden()
                || supportsShardKey(document.shardKey(), index);
    }

    /** Whether the shard key's fields are the index's first keys, in order: an index {@code shardCollection} needs. */
    private static boolean supportsShardKey(ShardKeySpec shardKey, IndexSpec index) {
        if (shardKey == null
                || shardKey.keys().isEmpty()
                || shardKey.keys().size() > index.keys().size()) {
            return false;
        }
        List<String> fields = shardKey.fieldNames();
        List<String> prefix = index.keys().subList(0, fields.size()).stream()
                .map(IndexKey::effectivePath)
                .toList();
        return prefix.equals(fields);
    }

    /** Whether the index can serve the query; a plan that cannot be told may use it. */
    private boolean mayUse(PlannedQuery query, IndexSpec index) {
        if (!(query.site().derivation() instanceof Derivation.Derived derived)) {
            // a query the framework refuses never runs
            return false;
        }
        return uses(planner.planWithOnly(derived.query(), index), index);
    }

    private static boolean uses(Plan plan, IndexSpec index) {
        if (plan instanceof Plan.IndexScan scan) {
            return scan.index().spec().equals(index);
        }
        if (plan instanceof Plan.OrScan or) {
            return or.clauses().stream().anyMatch(clause -> uses(clause, index));
        }
        return plan instanceof Plan.Unknown;
    }

    private static String named(List<PlannedQuery> queries) {
        List<String> names = queries.stream().map(q -> q.site().name()).toList();
        String shown = String.join(", ", names.subList(0, Math.min(NAMED, names.size())));
        return names.size() > NAMED ? shown + " and " + (names.size() - NAMED) + " more" : shown;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        UNUSED_INDEX("index %s of '%s' serves no query the compilation runs on collection '%s' (%s): "
                + "every insert, delete and update of its keys still maintains it, and it takes cache from the data; "
                + "remove the index, or suppress UnusedIndex on it if a query outside the compilation uses it");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
