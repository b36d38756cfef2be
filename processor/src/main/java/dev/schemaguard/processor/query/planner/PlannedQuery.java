package dev.schemaguard.processor.query.planner;

import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QuerySite;
import java.util.Objects;

/**
 * A query site with the plan the server would choose for it, planned once for every rule and the report.
 *
 * @param site the query, where it is written
 * @param plan its plan; unknown for a query that is not read or that the framework refuses
 */
public record PlannedQuery(QuerySite site, Plan plan) {

    public PlannedQuery {
        Objects.requireNonNull(site, "site");
        Objects.requireNonNull(plan, "plan");
    }

    /** Plans the query of a site; a site without a query read has no plan to tell. */
    public static PlannedQuery of(QuerySite site, QueryPlanner planner) {
        Derivation derivation = site.derivation();
        Plan plan;
        if (derivation instanceof Derivation.Derived derived) {
            plan = planner.plan(derived.query());
        } else if (derivation instanceof Derivation.Refused) {
            plan = new Plan.Unknown("the framework refuses the query");
        } else {
            plan = new Plan.Unknown("the query is not read");
        }
        return new PlannedQuery(site, plan);
    }
}
