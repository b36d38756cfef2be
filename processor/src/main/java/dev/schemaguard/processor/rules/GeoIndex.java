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

/** index_plugins.js refuses {a: 1, b: "2d"} and {a: "2d", b: "2d"}; geo_s2nongeoarray.js builds a 2d index with two trailing keys. */
@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A 2d key is not the first key of its index")
public final class GeoIndex implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (!index.hasKeyOfType(IndexKeyType.GEO_2D)) {
                continue;
            }
            for (int i = 1; i < index.keys().size(); i++) {
                IndexKey key = index.keys().get(i);
                if (key.type() == IndexKeyType.GEO_2D) {
                    report.report(Message.GEO_2D_NOT_FIRST, key.origin(), index.describe(), key.javaPath(), i + 1);
                }
            }
        }
    }
}
