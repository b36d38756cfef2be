package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.MongoNames;
import java.util.List;
import java.util.Optional;

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary =
                "The collection name is one MongoDB refuses: empty, with $ or NUL, system.-prefixed, or a namespace over 255 bytes")
public final class CollectionName implements SchemaRule {

    /** One finding per collection, on its first declaration ({@link CollectionDeclarations}). */
    @Override
    public void check(List<DocumentModel> documents, SchemaGuardOptions options, ValidationReport report) {
        for (CollectionDeclarations collection : CollectionDeclarations.of(documents)) {
            check(collection, options, report);
        }
    }

    private static void check(CollectionDeclarations collection, SchemaGuardOptions options, ValidationReport report) {
        DocumentModel document = collection.first();
        Optional<String> refusal = MongoNames.collectionNameRefusal(document.collection());
        if (refusal.isPresent()) {
            report.report(
                    Message.COLLECTION_NAME,
                    document.originOf("collection"),
                    MongoNames.printable(document.collection()),
                    collection.alsoDeclaredBy(),
                    refusal.get());
            return;
        }
        // with the database unknown, the collection name alone must leave room for one
        String namespace = document.database() == null ? "." + document.collection() : document.namespace();
        int bytes = MongoNames.utf8Length(namespace);
        int limit = maxNamespaceBytes(options);
        if (bytes > limit) {
            String shown = document.database() == null ? "<database>." + document.collection() : namespace;
            report.report(
                    Message.COLLECTION_NAMESPACE_TOO_LONG,
                    document.originOf("collection"),
                    shown,
                    collection.alsoDeclaredBy(),
                    bytes,
                    limit,
                    limit == MongoNames.MAX_NAMESPACE_BYTES ? "" : " before 4.4");
        }
    }

    private static int maxNamespaceBytes(SchemaGuardOptions options) {
        return options.mongodbVersion().isBefore(4, 4)
                ? MongoNames.MAX_NAMESPACE_BYTES_BEFORE_44
                : MongoNames.MAX_NAMESPACE_BYTES;
    }

    /** Whether this rule rejects the document's collection name, so that the style rule can stay silent. */
    static boolean rejects(DocumentModel document, SchemaGuardOptions options) {
        String namespace = document.database() == null ? "." + document.collection() : document.namespace();
        return MongoNames.collectionNameRefusal(document.collection()).isPresent()
                || MongoNames.utf8Length(namespace) > maxNamespaceBytes(options);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        COLLECTION_NAME(
                "collection name '%s'%s %s, so MongoDB refuses it (InvalidNamespace, 73); choose a name without '$' or "
                        + "NUL that does not start with 'system.' or '.'"),
        COLLECTION_NAMESPACE_TOO_LONG(
                "namespace '%s'%s is %d UTF-8 bytes, more than the %d MongoDB allows%s for database.collection "
                        + "(InvalidNamespace, 73); use a shorter collection or database name");

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
