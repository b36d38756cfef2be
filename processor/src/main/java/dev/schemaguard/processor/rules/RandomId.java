package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import java.util.Map;

@RuleDefinition(severity = Severity.WARNING,
        summary = "The _id is a String or UUID: non-monotonic keys make every insert rewrite the _id index out of order")
public final class RandomId implements DocumentRule {

    /** A UUID is random unless it is time-ordered (version 7); a String is a natural key or a hash: neither grows in order. */
    private static final Map<String, Message> NON_MONOTONIC = Map.of("java.lang.String", Message.NON_MONOTONIC_ID,
            "java.util.UUID", Message.RANDOM_ID);

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldModel id = document.root().idField().orElse(null);
        // a String the mapping stores as an ObjectId (SDM's usual @Id String id) is no random key
        if (id == null || !NON_MONOTONIC.containsKey(id.type().javaType()) || id.type().bson() == BsonType.OBJECT_ID) {
            return;
        }
        report.report(NON_MONOTONIC.get(id.type().javaType()), id.originOf("Id"), id.javaName(),
                id.ownerName(document.root()));
    }
}
