package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.Plan;

/**
 * A check of one query against its document's collection (run by {@code SchemaGuardProcessor} on each query), with
 * the plan the server would choose for it: planned once, for every rule.
 */
public non-sealed interface QueryRule extends Rule {

    void check(QuerySite query, Plan plan, SchemaGuardOptions options, ValidationReport report);
}
