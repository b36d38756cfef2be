package dev.schemaguard.processor.report;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.FieldPaths;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;

/** The references a document stores, by stored path, with how many targets each value can name. */
final class References {

    private References() {}

    /**
     * @param target           the referenced class, or {@code null} when it cannot be inferred
     * @param targetDatabase   the target's database when it is a document of this report and its database is known
     * @param targetCollection the target's collection when it is a document of this report, else {@code null}
     * @param extended         whether each value is a summary document holding the id, not the id alone
     * @param many             whether the field holds several references (an array or map of them)
     * @param maxTargets       how many targets one document can name at most; {@code null} when unbounded
     */
    record Edge(
            String storedPath,
            String target,
            String targetDatabase,
            String targetCollection,
            ReferenceSpec.Storage storage,
            boolean extended,
            boolean many,
            Long maxTargets) {}

    static List<Edge> of(DocumentModel model, List<ReportedDocument> all) {
        List<Edge> out = new ArrayList<>();
        for (FieldPaths.FieldPath path : FieldPaths.of(model)) {
            FieldModel field = path.field();
            if (field.isReference()) {
                String target = field.reference().target();
                DocumentModel targetModel = documentOf(target, all);
                out.add(new Edge(
                        path.storedPath(),
                        target,
                        targetModel == null ? null : targetModel.database(),
                        targetModel == null ? null : targetModel.collection(),
                        field.reference().storage(),
                        !field.isPlainReference(),
                        field.type().isContainer() && !field.type().isByteArray(),
                        maxCount(field)));
            }
        }
        return out;
    }

    /** {@code database.collection} of the document of the report that is (or stores) the class, or {@code null}. */
    static String namespaceOf(String target, List<ReportedDocument> all) {
        DocumentModel model = documentOf(target, all);
        return model == null ? null : model.namespace();
    }

    private static DocumentModel documentOf(String target, List<ReportedDocument> all) {
        if (target == null) {
            return null;
        }
        for (ReportedDocument document : all) {
            DocumentModel model = document.model();
            if (model.qualifiedName().equals(target)
                    || model.subtypes().stream().anyMatch(s -> s.qualifiedName().equals(target))) {
                return model;
            }
        }
        return null;
    }

    /**
     * How many values of the innermost type a field holds at most: 1 for a single value, the product
     * of the bounds of the containers around it, {@code null} when one of them is unbounded.
     */
    static Long maxCount(FieldModel field) {
        ValueType type = field.type();
        long count = 1;
        Long limit = field.limit();
        while (type.isContainer() && !type.isByteArray()) {
            if (limit == null || limit < 0) {
                return null;
            }
            count = limit != 0 && count > Long.MAX_VALUE / limit ? Long.MAX_VALUE : count * limit;
            type = type.element();
            limit = type.limit();
        }
        return count;
    }
}
