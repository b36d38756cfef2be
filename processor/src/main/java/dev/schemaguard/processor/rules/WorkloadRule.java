package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import java.util.List;

/**
 * A check of a document's indexes against every query the compilation runs on its collection: run once, after the
 * last round, when every repository has been read.
 */
public non-sealed interface WorkloadRule extends Rule {

    /**
     * @param document a document some query of the compilation runs on
     * @param queries  every query of the compilation on the document's collection, in name order
     */
    void check(DocumentModel document, List<PlannedQuery> queries, SchemaGuardOptions options, ValidationReport report);

    /** Whether the rule may report anything under these options: when none may, no document is read for them. */
    default boolean runs(SchemaGuardOptions options) {
        return true;
    }
}
