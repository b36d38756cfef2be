package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

@RuleDefinition(
        severity = Severity.WARNING,
        summary = "A database has more collections than schemaguard.maxCollectionsPerDatabase (80 by default)")
public final class TooManyCollections implements SchemaRule {

    static final String UNKNOWN_DATABASE = "";

    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        // names the application computes when it runs cannot be compared at build time
        documents = documents.stream().filter(d -> !d.collectionAtRunTime()).toList();
        Map<String, Set<String>> collections = new TreeMap<>();
        Map<String, DocumentModel> first = new TreeMap<>();
        for (DocumentModel document : documents) {
            String database = document.database() == null ? UNKNOWN_DATABASE : document.database();
            collections.computeIfAbsent(database, k -> new TreeSet<>()).add(document.collection());
            first.putIfAbsent(database, document);
        }
        collections.forEach((database, names) -> {
            if (names.size() > options.maxCollectionsPerDatabase()) {
                String shown = database.isEmpty() ? "(not named at build time)" : "'" + database + "'";
                report.report(
                        Message.TOO_MANY_COLLECTIONS,
                        first.get(database).origin(),
                        shown,
                        names.size(),
                        options.maxCollectionsPerDatabase());
            }
        });
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        TOO_MANY_COLLECTIONS(
                "database %s has %d collections, more than %d (-Aschemaguard.maxCollectionsPerDatabase): each "
                        + "collection and index is a file, a cache entry and a lock to the server; store documents of "
                        + "one kind in one collection, with a field that tells them apart");

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
