package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.RuleDefinition;
import dev.schemaguard.processor.diagnostic.Severity;
import dev.schemaguard.processor.diagnostic.ValidationReport;
import dev.schemaguard.processor.message.Template;
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

@RuleDefinition(
        severity = Severity.ERROR,
        fixed = true,
        summary =
                "A stored field name has NUL, is used twice in one document, starts with '$' inside _id, or (before 5.0) at the top level")
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
                    report.report(
                            Message.FIELD_NAME,
                            field.originOf("Field"),
                            MongoNames.printable(name),
                            field.javaName(),
                            refusal.get(),
                            document.spelling().renameOf(field));
                } else if (name.startsWith("$") && type.key().equals(idType)) {
                    report.report(
                            Message.FIELD_NAME_DOLLAR_IN_ID,
                            field.originOf("Field"),
                            name,
                            field.javaName(),
                            field.ownerName(type),
                            document.spelling().renameOf(field));
                } else if (before50 && name.startsWith("$") && topLevel.contains(type)) {
                    report.report(
                            Message.FIELD_NAME_BEFORE_50,
                            field.originOf("Field"),
                            name,
                            field.javaName(),
                            options.mongodbVersion(),
                            document.spelling().renameOf(field));
                }
                FieldModel earlier = byStoredName.putIfAbsent(name, field);
                if (earlier != null) {
                    report.report(
                            Message.FIELD_NAME_TAKEN,
                            field.originOf("Field"),
                            field.javaName(),
                            name,
                            earlier.javaName(),
                            TypeModel.simpleNameOf(earlier.declaringType()),
                            document.spelling().renameOf(field));
                }
            }
        }
    }

    /** The type key of a compound {@code _id}: the server refuses '$'-prefixed names inside it at any version. */
    static String idDocumentType(DocumentModel document) {
        return document.root()
                .idField()
                .map(FieldModel::type)
                .filter(t -> t.bson() == BsonType.DOCUMENT)
                .map(ValueType::typeKey)
                .orElse(null);
    }

    /** The messages of this rule: what is wrong, why it matters, what to do. */
    public enum Message implements Template {
        FIELD_NAME(
                "stored field name '%s' of '%s' %s: BSON ends every field name with a NUL byte, so the driver refuses "
                        + "to encode the document and nothing is stored; give it a plain name with %s"),
        FIELD_NAME_BEFORE_50(
                "stored field name '%s' of '%s' starts with '$' at the top level of the document, and MongoDB %s "
                        + "refuses to insert such a document (BadValue, 2; 5.0 stores it, but "
                        + "-Aschemaguard.mongodbVersion says the application must run on older servers); give it a "
                        + "plain name with %s"),
        FIELD_NAME_DOLLAR_IN_ID(
                "stored field name '%s' of '%s' starts with '$' inside the _id type '%s': MongoDB refuses such a "
                        + "document at every version (DollarPrefixedFieldName, 52); give it a plain name with %s"),
        FIELD_NAME_TAKEN(
                "'%s' is stored as '%s', a name '%s' of '%s' already uses in the same document: one value would "
                        + "overwrite the other; give one of them another name with %s");

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
