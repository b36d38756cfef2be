package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import java.util.Map;

@RuleDefinition(
        severity = Severity.WARNING,
        summary =
                "The _id is a String or UUID: non-monotonic keys make every insert rewrite the _id index out of order")
public final class RandomId implements DocumentRule {

    /** A UUID is random unless it is time-ordered (version 7); a String is a natural key or a hash: neither grows in order. */
    private static final Map<String, Message> NON_MONOTONIC =
            Map.of("java.lang.String", Message.NON_MONOTONIC_ID, "java.util.UUID", Message.RANDOM_ID);

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldModel id = document.root().idField().orElse(null);
        // a String the mapping stores as an ObjectId (SDM's usual @Id String id) is no random key
        if (id == null
                || !NON_MONOTONIC.containsKey(id.type().javaType())
                || id.type().bson() == BsonType.OBJECT_ID) {
            return;
        }
        report.report(
                NON_MONOTONIC.get(id.type().javaType()),
                id.originOf("Id"),
                id.javaName(),
                id.ownerName(document.root()));
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        RANDOM_ID(
                "the _id '%s' of '%s' is a UUID: random UUIDs (UUID.randomUUID()) are non-monotonic keys that land all "
                        + "over the _id index, so every insert rewrites a random page of it and the index stops "
                        + "fitting in memory; use ObjectId, a long sequence or a time-ordered key (a version 7 UUID), "
                        + "and keep the UUID as a unique secondary field if it is needed"),
        NON_MONOTONIC_ID(
                "the _id '%s' of '%s' is a String: a natural key (a user name, a code) or a hash is non-monotonic, so "
                        + "new keys land all over the _id index, every insert rewrites a page of it anywhere and the "
                        + "index stops fitting in memory; use ObjectId, a long sequence or a time-ordered key, and "
                        + "keep the String as a unique secondary field if it is needed");

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
