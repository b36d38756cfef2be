package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.Message;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.MongoNames;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@RuleDefinition(severity = Severity.ERROR, fixed = true,
        summary = "A stored field name has NUL, is used twice in one document, starts with '$' inside _id, or (before 5.0) at the top level")
public final class FieldName implements DocumentRule {

    @Override
    public void check(DocumentModel document, SchemaGuardOptions options, ValidationReport report) {
        boolean before50 = options.mongodbVersion().isBefore(5, 0);
        String idType = idDocumentType(document);
        List<TypeModel> topLevel = new ArrayList<>(document.subtypes());
        topLevel.add(document.root());
        for (TypeModel type : document.storedTypes()) {
            Map<String, FieldModel> byStoredName = new HashMap<>();
            for (FieldModel field : type.fields()) {
                String name = field.storedName();
                Optional<String> refusal = MongoNames.fieldNameRefusal(name);
                if (refusal.isPresent()) {
                    report.report(Message.FIELD_NAME, field.originOf("Field"), MongoNames.printable(name),
                            field.javaName(), refusal.get(), document.spelling().renameOf(field));
                } else if (name.startsWith("$") && type.key().equals(idType)) {
                    report.report(Message.FIELD_NAME_DOLLAR_IN_ID, field.originOf("Field"), name, field.javaName(),
                            field.ownerName(type), document.spelling().renameOf(field));
                } else if (before50 && name.startsWith("$") && topLevel.contains(type)) {
                    report.report(Message.FIELD_NAME_BEFORE_50, field.originOf("Field"), name, field.javaName(),
                            options.mongodbVersion(), document.spelling().renameOf(field));
                }
                FieldModel earlier = byStoredName.putIfAbsent(name, field);
                if (earlier != null) {
                    report.report(Message.FIELD_NAME_TAKEN, field.originOf("Field"), field.javaName(),
                            name, earlier.javaName(), TypeModel.simpleNameOf(earlier.declaringType()),
                            document.spelling().renameOf(field));
                }
            }
        }
    }

    /** The type key of a compound {@code _id}: the server refuses '$'-prefixed names inside it at any version. */
    static String idDocumentType(DocumentModel document) {
        return document.root().idField()
                .map(FieldModel::type)
                .filter(t -> t.bson() == BsonType.DOCUMENT)
                .map(ValueType::typeKey)
                .orElse(null);
    }
}
