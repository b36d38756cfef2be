package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;

/** A check across every document of the compilation (run by {@code SchemaBootstrapProcessor}). */
public non-sealed interface SchemaRule extends Rule {

    /** @param documents every document, in qualified-name order */
    void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report);
}
