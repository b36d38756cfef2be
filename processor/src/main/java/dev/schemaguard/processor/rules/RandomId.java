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
        summary = "The _id is a String or UUID: random keys make every insert rewrite the _id index out of order")
public final class RandomId implements DocumentRule {

    private static final Map<String, String> RANDOM = Map.of("java.lang.String", "String", "java.util.UUID", "UUID");

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        FieldModel id = document.root().idField().orElse(null);
        // a String the mapping stores as an ObjectId (SDM's usual @Id String id) is no random key
        if (id == null || !RANDOM.containsKey(id.type().javaType()) || id.type().bson() == BsonType.OBJECT_ID) {
            return;
        }
        String kind = RANDOM.get(id.type().javaType());
        report.report(Message.RANDOM_ID, id.originOf("Id"), id.javaName(), document.simpleName(), kind, kind);
    }
}
