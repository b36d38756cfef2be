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
 * indexed key (UnanchoredRegex), an {@code $or} with some clauses indexed and some not (OrQuery). An order given at
 * run time does not silence it: with no index on the filter, every document is read in any order.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "No index serves the query's filter or order: every document of the collection is read")
public final class QueryWithoutIndex implements QueryRule {

    private final QueryPlanner planner = new QueryPlanner();

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived) || site.filtersOnUnknownField()) {
            // a name no stored field has (QueryFieldUnknown says so): an index on it would serve nothing
            return;
        }
        if (plan instanceof Plan.IndexScan scan && scan.use() != Plan.Use.SORT_ONLY) {
            return; // an index the filter (or the hint) bounds: planned without the order, it still serves the filter
        }
        Query query = derived.query();
        Optional<Plan.CollectionScan.Reason> unserved = filterServedByNoIndex(query);
        if (unserved.isEmpty() || !ownCause(query, unserved.get())) {
            return;
        }
        Optional<String> proposal = ProposedIndex.of(query);
        if (proposal.isEmpty()) {
            return;
        }
        // a partial index the filter implies holds only documents the filter may match: read whole, it reads no more
        if (plan instanceof Plan.IndexScan sortOnly
                && sortOnly.use() == Plan.Use.SORT_ONLY
                && !sortOnly.index().spec().isPartial()) {
            // the planner reads a whole index for its order when none serves the filter: every key, every document
            report.report(
                    Message.WHOLE_INDEX_FOR_ORDER,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    sortOnly.index().describe(),
                    proposal.get());
        } else if (plan instanceof Plan.CollectionScan scan) {
            report.report(
                    scan.sortsInMemory() ? Message.SCAN_AND_SORT : Message.SCAN,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    proposal.get());
        } else if (plan instanceof Plan.Unknown && !(query.sort() instanceof Sort.Static)) {
            // only the order is unknown (a Sort or Pageable parameter): whether the server then scans the collection
            // or reads an index whole for that order, it reads every document. With a static order the plan is unknown
            // for another reason (a partial index's filter against a value given at run time), which may let an index
            // serve it: nothing is said
            report.report(
                    Message.SCAN_WHATEVER_THE_ORDER, site.origin(), site.name(), QueryShape.of(query), proposal.get());
        }
    }

    /**
     * Why no index serves the filter, planned without the order (the order alone never bounds a scan), or empty when
     * an index serves it, the plan is unknown, or the filter is empty and no static order asks for an index.
     */
    private Optional<Plan.CollectionScan.Reason> filterServedByNoIndex(Query query) {
        if (!(planner.plan(query.toBuilder().sort(Sort.none()).build()) instanceof Plan.CollectionScan scan)) {
            return Optional.empty();
        }
        if (scan.reason() == Plan.CollectionScan.Reason.NO_FILTER) {
            // an empty filter with an order: an index on the order would serve it
            return query.sort() instanceof Sort.Static fixed
                            && !fixed.keys().isEmpty()
                            && planner.plan(query) instanceof Plan.CollectionScan
                    ? Optional.of(scan.reason())
                    : Optional.empty();
        }
        return Optional.of(scan.reason());
    }

    /**
     * Whether the scan is this rule's to report, not another rule's that names its cause: an unanchored regex on an
     * indexed key (UnanchoredRegex), an {@code $or} with some clauses indexed (OrQuery), a filter of negations alone
     * (NegationQuery: an index on them would still read nearly every key), a {@code $natural} hint (asked for), an
     * {@code $or} each clause of which is an unanchored regex on an indexed key.
     */
    private boolean ownCause(Query query, Plan.CollectionScan.Reason reason) {
        if (reason == Plan.CollectionScan.Reason.UNANCHORED_REGEX
                || reason == Plan.CollectionScan.Reason.NATURAL_HINT) {
            return false;
        }
        if (query.filter() instanceof Filter.Or or
                && OrQuery.unindexedClauses(planner, query, or).size()
                        < or.clauses().size()) {
            return false;
        }
        if (query.filter() instanceof Filter.Or or
                && or.clauses().stream()
                        .allMatch(c -> planner.plan(query.toBuilder()
                                                .filter(c)
                                                .sort(Sort.none())
                                                .build())
                                        instanceof Plan.CollectionScan alone
                                && alone.reason() == Plan.CollectionScan.Reason.UNANCHORED_REGEX)) {
            // hygieia's CmdbRepository ...ContainingOr...ContainingAllIgnoreCase: each clause a regex on an indexed
            // key, which the regex rules name
            return false;
        }
        return query.filter().isEmpty()
                || !query.filter().predicates().stream().allMatch(p -> NegationQuery.isNegation(p.condition()));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        SCAN("%s %s reads every document of the collection: no index serves it (COLLSCAN); add %s"),
        SCAN_AND_SORT("%s %s reads every document of the collection and sorts the matches in memory: no index "
                + "serves its filter or its order (COLLSCAN, then SORT); add %s"),
        WHOLE_INDEX_FOR_ORDER("%s %s reads every key of index %s for its order and fetches every document: no index "
                + "serves its filter; add %s"),
        SCAN_WHATEVER_THE_ORDER("%s %s reads every document of the collection whatever the order given at run time: "
                + "no index serves its filter (COLLSCAN, or an index read whole for that order); add %s");

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
