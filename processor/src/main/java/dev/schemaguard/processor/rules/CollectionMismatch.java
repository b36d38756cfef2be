package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.CollectionUse;

/**
 * The code gets a document class's collection under another name than the one its annotation declares
 * ({@code database.getCollection("archive", Book.class)} for a {@code @Document(collection = "books")}). The driver
 * accepts any name and creates the collection on the first write; but the indexes, collection options and shard key
 * declared on the class are made in the declared collection only (by the generated bootstrap, Spring Data's
 * {@code MongoPersistentEntityIndexCreator}, Morphia's {@code ensureIndexes}), so the other collection has the
 * {@code _id} index alone and its queries are checked against nothing declared.
 */
@RuleDefinition(
        severity = Severity.WARNING,
        summary = "The code gets a document class's collection under another name than its annotation declares")
public final class CollectionMismatch implements CollectionUseRule {

    @Override
    public void check(CollectionUse use, DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        if (document.collectionAtRunTime() || document.collection().equals(use.collection())) {
            return;
        }
        report.report(
                Message.OTHER_COLLECTION,
                use.origin(),
                use.name(),
                use.collection(),
                document.simpleName(),
                document.collection(),
                document.simpleName(),
                use.collection(),
                document.collection(),
                use.collection());
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        OTHER_COLLECTION("%s gets collection '%s' for %s, which is declared to be stored in '%s': the indexes, "
                + "options and shard key declared on %s are made in that collection only, so '%s' has the _id index "
                + "alone and its queries are not checked against them; get '%s' here, or map '%s' with a document "
                + "class of its own");

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
