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

/** hashed_index_with_arrays.js: no key of an index with a hashed key may be an array, hashed or not (16766). */
@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A hashed index is unique, has several hashed keys, has a key on an array, or is compound before 4.4")
public final class HashedIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            long hashed = index.keys().stream().filter(k -> k.type() == IndexKeyType.HASHED).count();
            if (hashed == 0) {
                continue;
            }
            if (index.unique()) {
                report.report(Message.HASHED_UNIQUE, index.originOf("unique"), index.describe(),
                        document.spelling().uniqueIndex());
            }
            if (hashed > 1) {
                report.report(Message.HASHED_KEYS, index.originOf("keys"), index.describe(), hashed);
            } else if (index.keys().size() > 1 && options.mongodbVersion().isBefore(4, 4)) {
                report.report(Message.HASHED_COMPOUND_BEFORE_44, index.originOf("keys"), index.describe(),
                        index.keys().size(), options.mongodbVersion());
            }
            for (IndexKey key : index.keys()) {
                // another special key beside the hashed one is IndexTypeMix's finding
                if (!key.type().isDirection() && key.type() != IndexKeyType.HASHED) {
                    continue;
                }
                PathResolution resolution = document.paths().resolve(key.javaPath());
                if (!resolution.arrayPaths().isEmpty()) {
                    report.report(Message.HASHED_ARRAY, key.origin(), index.describe(), key.javaPath(),
                            resolution.arrayPaths().get(0));
                    break;
                }
            }
        }
    }
}
