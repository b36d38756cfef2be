package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PartialFilter;
import java.util.List;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "Index options MongoDB refuses together: sparse with a partial filter, a bad filter, a collation on a text or 2d index")
public final class IndexOptionConflict implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (index.isPartial()) {
                if (index.sparse()) {
                    report.report(Message.SPARSE_AND_PARTIAL, index.originOf("partialFilter"), index.describe(),
                            index.keys().get(0).effectivePath());
                }
                PartialFilter filter = PartialFilter.parse(index.partialFilter());
                if (filter.parseError().isPresent()) {
                    report.report(Message.PARTIAL_FILTER_JSON, index.originOf("partialFilter"), index.describe(),
                            filter.parseError().get());
                } else {
                    List<String> refused = filter.refusedOperators();
                    if (!refused.isEmpty()) {
                        report.report(Message.PARTIAL_FILTER_OPERATOR, index.originOf("partialFilter"),
                                index.describe(), String.join(", ", refused));
                    }
                }
            }
            simpleCollationOnly(document, index, report);
        }
    }

    /** Text and 2d indexes compare by binary comparison only: an own or inherited collation makes MongoDB refuse them. */
    private static void simpleCollationOnly(DocumentModel document, IndexSpec index, ValidationReport report) {
        String kind = index.hasKeyOfType(IndexKeyType.TEXT) ? "text" : index.hasKeyOfType(IndexKeyType.GEO_2D) ? "2d" : null;
        if (kind == null) {
            return;
        }
        CollationSpec own = index.collation();
        if (own != null && !isSimple(own)) {
            report.report(Message.COLLATION_ON_SIMPLE_ONLY_INDEX, index.originOf("collation"), kind, index.describe(),
                    own.toAnnotationSource(), kind);
        } else if (own == null && document.collation() != null && !isSimple(document.collation())) {
            report.report(Message.SIMPLE_ONLY_INDEX_DEFAULT_COLLATION, index.origin(), kind, index.describe(),
                    document.collation().toAnnotationSource(), kind);
        }
    }

    private static boolean isSimple(CollationSpec collation) {
        return "simple".equals(collation.locale());
    }
}
