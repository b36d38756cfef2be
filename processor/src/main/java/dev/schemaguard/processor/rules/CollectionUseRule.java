package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.CollectionUse;

/**
 * A check of a collection the code gets for a document class, against that class's document: run after the last
 * round, with the queries of the code.
 */
public non-sealed interface CollectionUseRule extends Rule {

    void check(CollectionUse use, DocumentModel document, SchemaGuardOptions options, ValidationReport report);
}
