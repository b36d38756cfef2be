package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

@RuleDefinition(severity = Severity.WARNING,
        summary = "Collections of one database differ only in digits (book1_views, book2_views): one collection per entity")
public final class CollectionPerEntity implements SchemaRule {

    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        for (DocumentModel document : documents) {
            String shape = shape(document.collection());
            if (shape.equals(document.collection())) {
                continue;
            }
            List<DocumentModel> others = documents.stream()
                    .filter(o -> o != document && Objects.equals(o.database(), document.database())
                            && !o.collection().equals(document.collection()) && shape(o.collection()).equals(shape))
                    .toList();
            if (!others.isEmpty()) {
                String names = others.stream().map(o -> "'" + o.collection() + "'").distinct()
                        .collect(Collectors.joining(", "));
                report.report(Message.COLLECTION_PER_ENTITY, document.origin(), document.collection(),
                        document.simpleName(), names);
            }
        }
    }

    /** The name with every run of digits replaced: {@code book12_views} → {@code book#_views}. */
    static String shape(String collection) {
        return collection.replaceAll("[0-9]+", "#");
    }
}
