package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PathResolution;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A hashed index is unique, has several hashed keys, or is on an array")
public final class HashedIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            long hashed = index.keys().stream().filter(k -> k.type() == IndexKeyType.HASHED).count();
            if (hashed == 0) {
                continue;
            }
            if (index.unique()) {
                report.report(Message.HASHED_UNIQUE, index.originOf("unique"), index.describe());
            }
            if (hashed > 1) {
                report.report(Message.HASHED_KEYS, index.originOf("keys"), index.describe(), hashed);
            }
            for (IndexKey key : index.keys()) {
                if (key.type() != IndexKeyType.HASHED) {
                    continue;
                }
                PathResolution resolution = document.paths().resolve(key.javaPath());
                if (!resolution.arrayPaths().isEmpty()) {
                    report.report(Message.HASHED_ARRAY, key.origin(), index.describe(), resolution.arrayPaths().get(0));
                }
            }
        }
    }
}
