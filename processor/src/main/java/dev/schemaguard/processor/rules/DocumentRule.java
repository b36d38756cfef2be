package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;

/** A check of one document on its own (run by {@code SchemaGuardProcessor}). */
public non-sealed interface DocumentRule extends Rule {

    void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report);
}
