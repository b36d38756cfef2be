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
import dev.schemaguard.processor.model.Spelling;
import java.util.ArrayList;
import java.util.List;

/** Options createIndexes refuses, alone or together (index_partial_create_drop.js, index_id_options.js, collation.js). */
@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "Index options MongoDB refuses: sparse with a partial filter, a bad filter, a collation on a text or 2d index, options on the _id index")
public final class IndexOptionConflict implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        for (IndexSpec index : document.indexes()) {
            if (index.isDefaultIdIndex()) {
                idIndexOptions(document, index, report);
            }
            if (index.isPartial()) {
                partialFilter(index, options, report);
            }
            simpleCollationOnly(document, index, report);
        }
    }

    private static void partialFilter(IndexSpec index, SchemaGuardOptions options, ValidationReport report) {
        if (index.sparse()) {
            report.report(Message.SPARSE_AND_PARTIAL, index.originOf("partialFilter"), index.describe(),
                    index.keys().get(0).effectivePath());
        }
        PartialFilter filter = PartialFilter.parse(index.partialFilter());
        if (filter.parseError().isPresent()) {
            report.report(Message.PARTIAL_FILTER_JSON, index.originOf("partialFilter"), index.describe(),
                    filter.parseError().get());
            return;
        }
        for (PartialFilter.Shape shape : filter.badShapes()) {
            report.report(Message.PARTIAL_FILTER_SHAPE, index.originOf("partialFilter"), index.describe(),
                    shape.operator(), shape.value(), shape.takes());
        }
        List<String> unknownTopLevel = filter.unknownTopLevelOperators();
        if (!unknownTopLevel.isEmpty()) {
            report.report(Message.PARTIAL_FILTER_TOP_LEVEL_OPERATOR, index.originOf("partialFilter"), index.describe(),
                    String.join(", ", unknownTopLevel), unknownTopLevel.get(0));
        }
        List<String> refused = filter.refusedOperators();
        if (!refused.isEmpty()) {
            report.report(Message.PARTIAL_FILTER_OPERATOR, index.originOf("partialFilter"), index.describe(),
                    String.join(", ", refused));
        }
        List<String> from60 = filter.operatorsFrom60();
        if (!from60.isEmpty() && options.mongodbVersion().isBefore(6, 0)) {
            report.report(Message.PARTIAL_FILTER_BEFORE_60, index.originOf("partialFilter"), index.describe(),
                    String.join(", ", from60), options.mongodbVersion());
        } else if (filter.depth() > PartialFilter.MAX_DEPTH) {
            report.report(Message.PARTIAL_FILTER_TOO_DEEP, index.originOf("partialFilter"), index.describe(),
                    filter.depth(), PartialFilter.MAX_DEPTH);
        }
    }

    /** The _id index takes key, name and the collection's collation only; TtlIndex reports a TTL on it. */
    private static void idIndexOptions(DocumentModel document, IndexSpec index, ValidationReport report) {
        List<String> given = new ArrayList<>();
        String first = null;
        for (String option : List.of("unique", "sparse", "hidden", "partialFilter")) {
            boolean set = switch (option) {
                case "unique" -> index.unique();
                case "sparse" -> index.sparse();
                case "hidden" -> index.hidden();
                default -> index.isPartial();
            };
            if (set) {
                given.add(option);
                first = first == null ? option : first;
            }
        }
        CollationSpec collation = index.collation();
        if (collation != null && !sameCollation(collation, document.collation())) {
            given.add("collation other than the collection's default");
            first = first == null ? "collation" : first;
        }
        if (!given.isEmpty()) {
            report.report(Message.ID_INDEX_OPTION, index.originOf(first), index.describe(), String.join(", ", given));
        }
    }

    /** "simple" is the default of a collection without one. */
    private static boolean sameCollation(CollationSpec own, CollationSpec collectionDefault) {
        return collectionDefault == null ? own.isSimple() : own.equals(collectionDefault);
    }

    /** Text and 2d indexes compare by binary comparison only: an own or inherited collation makes MongoDB refuse them. */
    private static void simpleCollationOnly(DocumentModel document, IndexSpec index, ValidationReport report) {
        String kind = index.hasKeyOfType(IndexKeyType.TEXT) ? "text" : index.hasKeyOfType(IndexKeyType.GEO_2D) ? "2d" : null;
        if (kind == null) {
            return;
        }
        CollationSpec own = index.collation();
        Spelling spelling = document.spelling();
        if (own != null && !own.isSimple()) {
            report.report(Message.COLLATION_ON_SIMPLE_ONLY_INDEX, index.originOf("collation"), kind, index.describe(),
                    spelling.collationAsWritten(own), kind);
        } else if (own == null && document.collation() != null && !document.collation().isSimple()) {
            report.report(Message.SIMPLE_ONLY_INDEX_DEFAULT_COLLATION, index.origin(), kind, index.describe(),
                    spelling.collationAsWritten(document.collation()), kind, spelling.simpleCollation());
        }
    }
}
