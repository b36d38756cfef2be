package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.PartialFilter;
import dev.schemaguard.processor.model.Spelling;
import java.util.ArrayList;
import java.util.List;

/** Options createIndexes refuses, alone or together (index_partial_create_drop.js, index_id_options.js, collation.js). */
@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary =
                "Index options MongoDB refuses: sparse with a partial filter, a bad filter, a collation on a text or 2d index, options on the _id index")
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
            report.report(
                    Message.SPARSE_AND_PARTIAL,
                    index.originOf("partialFilter"),
                    index.describe(),
                    index.keys().get(0).effectivePath());
        }
        PartialFilter filter = PartialFilter.parse(index.partialFilter());
        if (filter.parseError().isPresent()) {
            report.report(
                    Message.PARTIAL_FILTER_JSON,
                    index.originOf("partialFilter"),
                    index.describe(),
                    filter.parseError().get());
            return;
        }
        for (PartialFilter.Shape shape : filter.badShapes()) {
            report.report(
                    Message.PARTIAL_FILTER_SHAPE,
                    index.originOf("partialFilter"),
                    index.describe(),
                    shape.operator(),
                    shape.value(),
                    shape.takes());
        }
        List<String> unknownTopLevel = filter.unknownTopLevelOperators();
        if (!unknownTopLevel.isEmpty()) {
            report.report(
                    Message.PARTIAL_FILTER_TOP_LEVEL_OPERATOR,
                    index.originOf("partialFilter"),
                    index.describe(),
                    String.join(", ", unknownTopLevel),
                    unknownTopLevel.get(0));
        }
        List<String> refused = filter.refusedOperators();
        if (!refused.isEmpty()) {
            report.report(
                    Message.PARTIAL_FILTER_OPERATOR,
                    index.originOf("partialFilter"),
                    index.describe(),
                    String.join(", ", refused));
        }
        List<String> from60 = filter.operatorsFrom60();
        if (!from60.isEmpty() && options.mongodbVersion().isBefore(6, 0)) {
            report.report(
                    Message.PARTIAL_FILTER_BEFORE_60,
                    index.originOf("partialFilter"),
                    index.describe(),
                    String.join(", ", from60),
                    options.mongodbVersion());
        } else if (filter.depth() > PartialFilter.MAX_DEPTH) {
            report.report(
                    Message.PARTIAL_FILTER_TOO_DEEP,
                    index.originOf("partialFilter"),
                    index.describe(),
                    filter.depth(),
                    PartialFilter.MAX_DEPTH);
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
        String kind =
                index.hasKeyOfType(IndexKeyType.TEXT) ? "text" : index.hasKeyOfType(IndexKeyType.GEO_2D) ? "2d" : null;
        if (kind == null) {
            return;
        }
        CollationSpec own = index.collation();
        Spelling spelling = document.spelling();
        if (own != null && !own.isSimple()) {
            report.report(
                    Message.COLLATION_ON_SIMPLE_ONLY_INDEX,
                    index.originOf("collation"),
                    kind,
                    index.describe(),
                    spelling.collationAsWritten(own),
                    kind);
        } else if (own == null
                && document.collation() != null
                && !document.collation().isSimple()) {
            report.report(
                    Message.SIMPLE_ONLY_INDEX_DEFAULT_COLLATION,
                    index.origin(),
                    kind,
                    index.describe(),
                    spelling.collationAsWritten(document.collation()),
                    kind,
                    spelling.simpleCollation());
        }
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        SPARSE_AND_PARTIAL(
                "index %s is both sparse and partial, which MongoDB refuses; say what sparse means in the filter "
                        + "instead, e.g. {\"%s\": {\"$exists\": true}}"),
        PARTIAL_FILTER_JSON(
                "partialFilter of index %s is not a JSON document: %s; write one filter document, such as {\"status\": "
                        + "\"A\", \"qty\": {\"$gt\": 5}}"),
        PARTIAL_FILTER_SHAPE(
                "partialFilter of index %s gives %s the value %s, but %s: MongoDB refuses the filter (BadValue, 2); "
                        + "write it as {\"$and\": [{\"a\": 1}, {\"b\": {\"$gt\": 5}}]} or {\"a\": {\"$in\": [1, 2]}}"),
        PARTIAL_FILTER_BEFORE_60(
                "partialFilter of index %s uses %s, which MongoDB accepts in a partial filter from 6.0 on only, and "
                        + "-Aschemaguard.mongodbVersion=%s says the application must run on older servers, which "
                        + "refuse it (CannotCreateIndex, 67); use equality, $exists: true, comparisons, $type and a "
                        + "top-level $and, or raise the version"),
        PARTIAL_FILTER_TOO_DEEP(
                "partialFilter of index %s nests $and and $or %d levels deep (the filter itself being 1), more than "
                        + "the %d MongoDB accepts in a partial filter (CannotCreateIndex, 67); flatten it: nested $and "
                        + "clauses can be merged into one"),
        ID_INDEX_OPTION(
                "index %s is on _id alone, and the _id index takes no %s: MongoDB creates it with every collection, "
                        + "with the collection's default collation, and refuses other options on it "
                        + "(InvalidIndexSpecificationOption, 197, or BadValue, 2, for a collation); remove the "
                        + "declaration, which adds nothing, or index another field"),
        PARTIAL_FILTER_TOP_LEVEL_OPERATOR(
                "partialFilter of index %s has %s where a filter names fields (or $and, $or): the operator of a "
                        + "field's condition applies to no field there, and MongoDB refuses the filter (BadValue, 2: "
                        + "\"unknown top level operator\"); put it under the field it tests, such as {status: {%s: "
                        + "...}}"),
        PARTIAL_FILTER_OPERATOR(
                "partialFilter of index %s uses %s, which MongoDB refuses in a partial index (CannotCreateIndex, 67); "
                        + "use equality, $eq, $exists: true, $gt, $gte, $lt, $lte, $type, $and, $or or $in"),
        COLLATION_ON_SIMPLE_ONLY_INDEX(
                "%s index %s has the collation %s, but %s indexes compare by simple binary comparison only and MongoDB "
                        + "refuses it; remove the collation"),
        SIMPLE_ONLY_INDEX_DEFAULT_COLLATION(
                "%s index %s would take the collection's default collation %s, and MongoDB refuses a %s index with a "
                        + "collation other than simple; give it %s");

        private final String template;

        Message(String template) {
            this.template = template;
        }

        @Override
        public String template() {
            return template;
        }
    }
}
