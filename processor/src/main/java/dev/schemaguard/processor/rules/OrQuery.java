package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryShape;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.query.planner.Plan;
import dev.schemaguard.processor.query.planner.QueryPlanner;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An {@code $or} the server cannot serve with indexes, or one that should be an {@code $in}. The planner indexes an
 * {@code $or} only when it can index every clause ({@code QueryPlannerAccess::processIndexScansSubnode}, {@code
 * jstests/core/query/or/or_inexact.js}); one clause without an index makes the whole query a collection scan. An
 * {@code $or} of equalities on one field is an {@code $in}, which one index scan answers (the seeds' conventions
 * article: use {@code $in}, not {@code $or}).
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "An $or with a clause no index serves (a collection scan), or an $or of equalities on one field")
public final class OrQuery implements QueryRule {

    private final QueryPlanner planner = new QueryPlanner();

    @Override
    public void check(QuerySite site, Plan plan, SchemaGuardOptions options, ValidationReport report) {
        if (!(site.derivation() instanceof Derivation.Derived derived)
                || !(derived.query().filter() instanceof Filter.Or or)) {
            return;
        }
        Query query = derived.query();
        String samePath = equalitiesOnOnePath(or.clauses());
        if (samePath != null) {
            report.report(
                    Message.OR_OF_EQUALITIES,
                    site.origin(),
                    site.name(),
                    ProposedIndex.javaPath(site.document(), samePath));
            return;
        }
        if (!(plan instanceof Plan.CollectionScan)) {
            return;
        }
        List<Filter> unindexed = unindexedClauses(planner, query, or);
        // no clause served at all is a query without index (QueryWithoutIndex proposes one per clause)
        if (!unindexed.isEmpty() && unindexed.size() < or.clauses().size()) {
            report.report(
                    Message.OR_CLAUSE_NOT_INDEXED,
                    site.origin(),
                    site.name(),
                    QueryShape.of(query),
                    unindexed.stream().map(QueryShape::filter).collect(Collectors.joining(", ")));
        }
    }

    /** The clauses of an {@code $or} that no index serves when planned alone, as the planner plans each clause. */
    static List<Filter> unindexedClauses(QueryPlanner planner, Query query, Filter.Or or) {
        List<Filter> out = new ArrayList<>();
        for (Filter clause : or.clauses()) {
            Query alone = query.toBuilder().filter(clause).sort(Sort.none()).build();
            if (planner.plan(alone) instanceof Plan.CollectionScan) {
                out.add(clause);
            }
        }
        return out;
    }

    /** The one path every clause compares by equality, or {@code null}. */
    private static String equalitiesOnOnePath(List<Filter> clauses) {
        String path = null;
        for (Filter written : clauses) {
            // an And group of one part is its predicate
            Filter clause = written instanceof Filter.And and && and.clauses().size() == 1
                    ? and.clauses().get(0)
                    : written;
            if (!(clause instanceof Filter.Predicate predicate)
                    || !(predicate.condition() instanceof Condition.Equality)
                    || path != null && !path.equals(predicate.path())) {
                return null;
            }
            path = predicate.path();
        }
        return clauses.size() > 1 ? path : null;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        OR_CLAUSE_NOT_INDEXED("%s %s is an $or with a clause no index serves (%s): the server indexes an $or only when "
                + "it can index every clause, so it reads every document; index each clause's fields, or split the "
                + "query"),
        OR_OF_EQUALITIES("%s compares '%s' by equality in every clause of an $or: one $in does the same with one "
                + "index scan and one plan to cache; use In (findBy...In(Collection)) or {$in: [...]}");

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
