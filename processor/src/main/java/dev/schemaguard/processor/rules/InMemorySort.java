package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.Plan;
import java.util.Optional;

/**
 * An index serves a query's filter, but none gives its order: the server sorts every match in memory (a blocking SORT
 * stage) before it returns the first one. The sort may use 100 MB (32 MB before 4.4; from 6.0 it spills to disk by
 * default, slower), and a query past the limit fails. An index whose keys are the equality keys, then the sort keys,
 * then the range keys (the ESR guideline) serves both. Not reported when the order is given at run time, nor for a
 * {@code $text} or {@code $near} query: its matches come from a text or geo index, which gives no other order
 * ({@code QueryPlannerAnalysis::analyzeSort}: a TEXT or GEO_NEAR stage provides no sort), so no index removes the SORT.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An index serves the query's filter but not its order: every match is sorted in memory")
public final class InMemorySort implements QueryRule {

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived) || site.sortsOnUnknownField()) {
            // a name no stored field has (QueryFieldUnknown says so): an index on it would serve nothing
            return;
        }
        Query query = derived.query();
        if (!plan.sortsInMemory()
                || plan instanceof Plan.CollectionScan
                || plan instanceof Plan.IndexScan special
                        && (special.use() == Plan.Use.TEXT || special.use() == Plan.Use.GEO_NEAR)) {
            return;
        }
        Optional<String> proposal = ProposedIndex.of(query);
        if (proposal.isPresent()) {
            report.report(
                    Message.IN_MEMORY_SORT,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    plan instanceof Plan.IndexScan scan
                            ? "index " + scan.index().describe()
                            : "its indexes",
                    proposal.get());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        IN_MEMORY_SORT("%s %s is served by %s, which does not give its order: every match is sorted in memory "
                + "before the first is returned (SORT stage, 100 MB at most); add %s, equality keys first, then the "
                + "sort keys, then the range keys");

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
