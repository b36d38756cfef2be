package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexSpec;

/** What createIndexes refuses of a TTL (ttl_index_options.js, index_id_options.js); TtlNeverExpires has what it builds in vain. */
@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A TTL index has several keys or is on _id, which MongoDB refuses")
public final class TtlIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (!index.isTtl()) {
                continue;
            }
            if (index.keys().size() > 1) {
                report.report(Message.TTL_KEYS, index.originOf("expireAfterSeconds"), index.describe(), index.keys().size());
            } else if (index.isDefaultIdIndex()) {
                report.report(Message.TTL_ON_ID, index.originOf("expireAfterSeconds"), index.describe());
            }
        }
    }
}
