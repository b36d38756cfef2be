package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "Collections of one database differ only in digits (book1_views, book2_views), or one is another "
                + "plus digits (orders, orders_2024): one collection per entity")
public final class CollectionPerEntity implements SchemaRule {

    private static final int NAMES_SHOWN = 5;

    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        // names the application computes when it runs cannot be compared at build time
        documents = documents.stream().filter(d -> !d.collectionAtRunTime()).toList();
        // grouped by database and shape once: comparing every pair would be quadratic in the documents
        Map<List<String>, List<DocumentModel>> byShape = new LinkedHashMap<>();
        for (DocumentModel document : documents) {
            // every name takes part: 'users' has no digits, and is still the entity of 'users2'
            byShape.computeIfAbsent(
                            Arrays.asList(document.database(), shape(document.collection())), k -> new ArrayList<>())
                    .add(document);
        }
        for (List<DocumentModel> group : byShape.values()) {
            List<String> collections =
                    group.stream().map(DocumentModel::collection).distinct().toList();
            for (DocumentModel document : group) {
                List<String> others = collections.stream()
                        .filter(c -> !c.equals(document.collection()))
                        .toList();
                if (!others.isEmpty()) {
                    report.report(
                            Message.COLLECTION_PER_ENTITY,
                            document.origin(),
                            document.collection(),
                            document.simpleName(),
                            names(others));
                }
            }
        }
    }

    /** The first few names, quoted: a thousand collections of one shape must not make a thousand-name message. */
    private static String names(List<String> collections) {
        String shown =
                collections.stream().limit(NAMES_SHOWN).map(c -> "'" + c + "'").collect(Collectors.joining(", "));
        return collections.size() <= NAMES_SHOWN
                ? shown
                : shown + " and " + (collections.size() - NAMES_SHOWN) + " more";
    }

    /**
     * The name with every run of digits replaced, and digits at the end (with the underscore
     * before them) dropped: {@code book12_views} → {@code book#_views}, and {@code orders},
     * {@code orders2} and {@code orders_2024} all → {@code orders}.
     */
    static String shape(String collection) {
        String shape = collection.replaceAll("[0-9]+", "#");
        String base = shape.replaceFirst("_?#$", "");
        return base.isEmpty() ? shape : base;
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        COLLECTION_PER_ENTITY(
                "collection '%s' of '%s' differs from %s only in digits: one collection per entity multiplies "
                        + "namespaces and indexes without end; store them in one collection with a field for the "
                        + "entity (e.g. bookId), and index it");

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
