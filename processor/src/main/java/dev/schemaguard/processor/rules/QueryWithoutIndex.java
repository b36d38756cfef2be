package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.query.planner.Plan;
import dev.schemaguard.processor.query.planner.QueryPlanner;
import java.util.Optional;

/**
 * No index serves a query's filter nor gives its order: the server reads every document of the collection (COLLSCAN),
 * and the cost grows with the collection. The seeds' data-modeling article lists missing indexes as an anti-pattern
 * of its own. Not reported on an empty filter without an order (a scan is what was asked), nor when the planner
 * cannot tell (a filter or hint known only at run time), nor where another rule says why: an unanchored regex on an
 * indexed key (UnanchoredRegex), an {@code $or} with an unindexed clause (OrQuery).
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "No index serves the query's filter or order: every document of the collection is read")
public final class QueryWithoutIndex implements QueryRule {

    private final QueryPlanner planner = new QueryPlanner();

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived)) {
            return;
        }
        Query query = derived.query();
        if (plan instanceof Plan.IndexScan sortOnly
                && sortOnly.use() == Plan.Use.SORT_ONLY
                && !query.filter().isEmpty()) {
            // the planner reads a whole index for its order when none serves the filter: every key, every document
            ProposedIndex.of(query)
                    .ifPresent(proposal -> report.report(
                            Message.WHOLE_INDEX_FOR_ORDER,
                            site.origin(),
                            site.name(),
                            QueryShape.of(query),
                            sortOnly.index().describe(),
                            proposal));
            return;
        }
        if (!(plan instanceof Plan.CollectionScan scan)) {
            return;
        }
        boolean reported = switch (scan.reason()) {
            case NO_RELEVANT_INDEX -> true;
            // an empty filter with an order: an index on the order would serve it
            case NO_FILTER ->
                query.sort() instanceof Sort.Static fixed && !fixed.keys().isEmpty();
            case UNANCHORED_REGEX, OR_CLAUSE_NOT_INDEXED, NATURAL_HINT -> false;
        };
        // an $or with some clauses indexed is OrQuery's
        if (query.filter() instanceof Filter.Or or
                && OrQuery.unindexedClauses(planner, query, or).size()
                        < or.clauses().size()) {
            return;
        }
        // a filter of negations alone is NegationQuery's: an index on them would still read nearly every key
        reported &= !query.filter().predicates().stream().allMatch(p -> NegationQuery.isNegation(p.condition()))
                || query.filter().isEmpty();
        Optional<String> proposal = ProposedIndex.of(query);
        if (reported && proposal.isPresent()) {
            report.report(
                    scan.sortsInMemory() ? Message.SCAN_AND_SORT : Message.SCAN,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    proposal.get());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        SCAN("%s %s reads every document of the collection: no index serves it (COLLSCAN); add %s"),
        SCAN_AND_SORT("%s %s reads every document of the collection and sorts the matches in memory: no index "
                + "serves its filter or its order (COLLSCAN, then SORT); add %s"),
        WHOLE_INDEX_FOR_ORDER("%s %s reads every key of index %s for its order and fetches every document: no index "
                + "serves its filter; add %s");

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
