package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.query.QuerySite;

/** A check of one query against its document's collection (run by {@code SchemaGuardProcessor} on each query). */
public non-sealed interface QueryRule extends Rule {

    void check(QuerySite query, SchemaGuardOptions options, ValidationReport report);
}
