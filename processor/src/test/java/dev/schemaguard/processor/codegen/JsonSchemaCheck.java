package dev.schemaguard.processor.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * The keywords of {@code $jsonSchema} the generated validators use ({@code bsonType}, {@code enum},
 * {@code maxLength}, {@code maxItems}, {@code maxProperties}, {@code items}, {@code properties},
 * {@code additionalProperties}), evaluated as MongoDB's manual describes them, for the tests that
 * have no real server: mongo-java-server does not enforce validators. Anything else in a schema
 * fails the check, so that a keyword added to the generator cannot go unchecked here.
 */
final class JsonSchemaCheck {

    private static final Map<org.bson.BsonType, String> ALIASES = Map.ofEntries(
            Map.entry(org.bson.BsonType.INT32, "int"), Map.entry(org.bson.BsonType.INT64, "long"),
            Map.entry(org.bson.BsonType.DOUBLE, "double"), Map.entry(org.bson.BsonType.DECIMAL128, "decimal"),
            Map.entry(org.bson.BsonType.BOOLEAN, "bool"), Map.entry(org.bson.BsonType.STRING, "string"),
            Map.entry(org.bson.BsonType.DATE_TIME, "date"), Map.entry(org.bson.BsonType.OBJECT_ID, "objectId"),
            Map.entry(org.bson.BsonType.BINARY, "binData"), Map.entry(org.bson.BsonType.ARRAY, "array"),
            Map.entry(org.bson.BsonType.DOCUMENT, "object"), Map.entry(org.bson.BsonType.NULL, "null"));

    private JsonSchemaCheck() {}

    /** What in the document the validator ({@code {$jsonSchema: ...}}) refuses, by path; empty when it passes. */
    static List<String> violations(BsonDocument validator, BsonDocument document) {
        List<String> out = new ArrayList<>();
        check(validator.getDocument("$jsonSchema"), document, "", out);
        return out;
    }

    private static void check(BsonDocument schema, BsonValue value, String path, List<String> out) {
        for (Map.Entry<String, BsonValue> keyword : schema.entrySet()) {
            BsonValue k = keyword.getValue();
            switch (keyword.getKey()) {
                case "bsonType" -> {
                    List<String> accepted = new ArrayList<>();
                    if (k.isArray()) {
                        k.asArray().forEach(t -> accepted.add(t.asString().getValue()));
                    } else {
                        accepted.add(k.asString().getValue());
                    }
                    String actual = ALIASES.getOrDefault(
                            value.getBsonType(), value.getBsonType().name());
                    if (!accepted.contains(actual)) {
                        out.add(path + ": " + actual + " is not one of " + accepted);
                        return;
                    }
                }
                case "enum" -> {
                    if (!k.asArray().contains(value)) {
                        out.add(path + ": " + value + " is not in " + k);
                    }
                }
                case "maxLength" -> {
                    if (value.isString()
                            && value.asString()
                                            .getValue()
                                            .codePointCount(
                                                    0,
                                                    value.asString().getValue().length())
                                    > k.asNumber().longValue()) {
                        out.add(path + ": longer than " + k.asNumber().longValue());
                    }
                }
                case "maxItems" -> {
                    if (value.isArray() && value.asArray().size() > k.asNumber().longValue()) {
                        out.add(path + ": more than " + k.asNumber().longValue() + " items");
                    }
                }
                case "maxProperties" -> {
                    if (value.isDocument()
                            && value.asDocument().size() > k.asNumber().longValue()) {
                        out.add(path + ": more than " + k.asNumber().longValue() + " properties");
                    }
                }
                case "items" -> {
                    if (value.isArray()) {
                        BsonArray array = value.asArray();
                        for (int i = 0; i < array.size(); i++) {
                            check(k.asDocument(), array.get(i), path + "." + i, out);
                        }
                    }
                }
                case "properties" -> {
                    if (value.isDocument()) {
                        for (Map.Entry<String, BsonValue> property :
                                k.asDocument().entrySet()) {
                            BsonValue field = value.asDocument().get(property.getKey());
                            if (field != null) {
                                check(property.getValue().asDocument(), field, path + "." + property.getKey(), out);
                            }
                        }
                    }
                }
                case "additionalProperties" -> {
                    if (value.isDocument()) {
                        BsonDocument properties = schema.getDocument("properties", new BsonDocument());
                        for (Map.Entry<String, BsonValue> field :
                                value.asDocument().entrySet()) {
                            if (properties.containsKey(field.getKey())) {
                                continue;
                            }
                            if (k.isBoolean() && !k.asBoolean().getValue()) {
                                out.add(path + "." + field.getKey() + ": not allowed");
                            } else if (k.isDocument()) {
                                check(k.asDocument(), field.getValue(), path + "." + field.getKey(), out);
                            }
                        }
                    }
                }
                default -> throw new IllegalArgumentException("keyword not checked here: " + keyword.getKey());
            }
        }
    }
}
