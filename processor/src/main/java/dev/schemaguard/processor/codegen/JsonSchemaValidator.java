package dev.schemaguard.processor.codegen;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.Spelling;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code $jsonSchema} validator of a document (docs/guide/collection-options.md), as the lines of a JSON text with
 * single-quoted strings (which {@code BsonDocument.parse} reads), so that the generated source
 * shows it without escaped quotes.
 *
 * <p>It describes what the mapping writes, so that it never refuses a document the application's
 * own codec produces: a {@code bsonType} per field (never {@code type}: the server refuses
 * {@code "integer"}), {@code "null"} beside it where the Java value can be null (any reference
 * type; the codecs leave a null out or write BSON null), the bounds as {@code maxItems},
 * {@code maxLength} and {@code maxProperties}, the constants of an enum, and the fields of
 * embedded documents. Nothing is {@code required} and {@code additionalProperties} stays open:
 * type keys ({@code _class}, {@code _t}), the fields of polymorphic subclasses and documents
 * written by an older version of the class must pass.
 */
final class JsonSchemaValidator {

    private static final Set<String> PRIMITIVES =
            Set.of("int", "long", "short", "byte", "char", "float", "double", "boolean");

    private final DocumentModel document;
    private final boolean springData;

    private JsonSchemaValidator(DocumentModel document) {
        this.document = document;
        this.springData = document.spelling() == Spelling.SPRING_DATA;
    }

    /** The validator document, {@code {$jsonSchema: {...}}}, as lines of JSON without line breaks. */
    static List<String> lines(DocumentModel document) {
        Map<String, Object> root = new JsonSchemaValidator(document).rootSchema();
        List<String> lines = new ArrayList<>();
        Map<String, Object> validator = new LinkedHashMap<>();
        validator.put("$jsonSchema", root);
        render(validator, "", "", lines);
        return lines;
    }

    /** The validator as one JSON text, for tests and messages. */
    static String json(DocumentModel document) {
        return String.join("", lines(document));
    }

    private Map<String, Object> rootSchema() {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("bsonType", "object");
        List<TypeModel> types = new ArrayList<>();
        types.add(document.root());
        types.addAll(document.subtypes());
        Set<String> visiting = new HashSet<>();
        visiting.add(document.root().key());
        Map<String, Object> properties = properties(types, visiting, true);
        if (document.typeKey() != null && !properties.containsKey(document.typeKey())) {
            properties.put(document.typeKey(), Map.of("bsonType", "string"));
        }
        schema.put("properties", properties);
        return schema;
    }

    /**
     * The properties of a value that is one of the types: the union of their fields, in order of first
     * appearance; a stored name two of them give different shapes accepts either type.
     */
    private Map<String, Object> properties(List<TypeModel> types, Set<String> visiting, boolean root) {
        Map<String, Object> properties = new LinkedHashMap<>();
        for (TypeModel type : types) {
            for (FieldModel field : type.fields()) {
                Map<String, Object> schema = fieldSchema(field, visiting, root);
                Object earlier = properties.get(field.storedName());
                properties.put(field.storedName(), earlier == null ? schema : merged(asMap(earlier), schema));
            }
        }
        return properties;
    }

    private Map<String, Object> fieldSchema(FieldModel field, Set<String> visiting, boolean root) {
        if (!(root && field.id())) {
            return schema(field.type(), field.limit(), canBeNull(field.type()), visiting);
        }
        // a root document's _id is never null: a codec leaves a null id out, and then the driver (or
        // the server) adds an ObjectId, whatever the Java type of the id
        Map<String, Object> schema = schema(field.type(), field.limit(), false, visiting);
        if (canBeNull(field.type()) && schema.containsKey("bsonType")) {
            List<String> types = new ArrayList<>(typeNames(schema.get("bsonType")));
            if (!types.contains("objectId")) {
                types.add("objectId");
                schema.put("bsonType", types);
            }
        }
        return schema;
    }

    private Map<String, Object> schema(ValueType type, Long limit, boolean nullable, Set<String> visiting) {
        Map<String, Object> schema = new LinkedHashMap<>();
        List<String> bsonTypes = bsonTypes(type);
        if (bsonTypes.isEmpty()) {
            return schema;
        }
        List<String> accepted = new ArrayList<>(bsonTypes);
        if (nullable) {
            accepted.add("null");
        }
        schema.put("bsonType", accepted.size() == 1 ? accepted.get(0) : accepted);
        boolean bounded = limit != null && limit >= 0;
        switch (type.bson()) {
            case STRING -> {
                if (type.enumeration() && !type.enumConstants().isEmpty()) {
                    List<Object> constants = new ArrayList<>(new LinkedHashSet<>(type.enumConstants()));
                    if (nullable) {
                        constants.add(null);
                    }
                    schema.put("enum", constants);
                }
                if (bounded && type.isJavaString()) {
                    schema.put("maxLength", limit);
                }
            }
            case ARRAY -> {
                if (bounded) {
                    schema.put("maxItems", limit);
                }
                ValueType element = type.element();
                Map<String, Object> items = schema(element, element.limit(), canBeNull(element), visiting);
                if (!items.isEmpty()) {
                    schema.put("items", items);
                }
            }
            case MAP -> {
                if (bounded) {
                    schema.put("maxProperties", limit);
                }
                ValueType value = type.element();
                Map<String, Object> values = schema(value, value.limit(), canBeNull(value), visiting);
                // a schema for every entry whatever its key: still open to any key
                if (!values.isEmpty()) {
                    schema.put("additionalProperties", values);
                }
            }
            case DOCUMENT -> {
                TypeModel declared = document.types().get(type.typeKey());
                // a recursive type is described once on each path, then only as an object
                if (declared != null && visiting.add(declared.key())) {
                    schema.put(
                            "properties",
                            properties(TypeModel.withSubtypesOf(declared, document.types()), visiting, false));
                    visiting.remove(declared.key());
                }
            }
            default -> {}
        }
        return schema;
    }

    /** A Java primitive is always written; anything else may be null. */
    private static boolean canBeNull(ValueType type) {
        return !PRIMITIVES.contains(type.javaType());
    }

    /** The BSON types the mapping writes for a value; empty when any type may be stored. */
    private List<String> bsonTypes(ValueType type) {
        return switch (type.bson()) {
            case INT32 -> List.of("int");
            case INT64 -> List.of("long");
            case DOUBLE -> List.of("double");
            // Spring Data MongoDB 5 writes BigDecimal as the application configures it: Decimal128 or a string
            case DECIMAL128 ->
                springData && type.javaType().equals("java.math.BigDecimal")
                        ? List.of("decimal", "string")
                        : List.of("decimal");
            case BOOLEAN -> List.of("bool");
            case STRING -> List.of("string");
            case DATE -> List.of("date");
            // Spring Data MongoDB writes a String id that is not an ObjectId's hex as it is
            case OBJECT_ID ->
                springData && !type.javaType().equals("org.bson.types.ObjectId")
                        ? List.of("objectId", "string")
                        : List.of("objectId");
            case BINARY -> List.of("binData");
            case ARRAY -> List.of("array");
            case DOCUMENT, MAP, DBREF -> List.of("object");
            case ANY -> List.of();
        };
    }

    /** Two shapes under one stored name: either type is accepted, without the constraints of one of them. */
    private static Map<String, Object> merged(Map<String, Object> a, Map<String, Object> b) {
        if (a.equals(b)) {
            return a;
        }
        if (!a.containsKey("bsonType") || !b.containsKey("bsonType")) {
            return new LinkedHashMap<>();
        }
        Set<String> union = new LinkedHashSet<>();
        union.addAll(typeNames(a.get("bsonType")));
        union.addAll(typeNames(b.get("bsonType")));
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("bsonType", union.size() == 1 ? union.iterator().next() : new ArrayList<>(union));
        return schema;
    }

    @SuppressWarnings("unchecked")
    private static List<String> typeNames(Object bsonType) {
        return bsonType instanceof List<?> list ? (List<String>) list : List.of((String) bsonType);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object value) {
        return (Map<String, Object>) value;
    }

    /**
     * Appends a value's lines: a document that holds another document opens a line per member,
     * any other value is written on the line of its key.
     */
    private static void render(Map<String, Object> node, String indent, String prefix, List<String> lines) {
        if (node.values().stream().noneMatch(v -> v instanceof Map<?, ?> m && !m.isEmpty())) {
            lines.add(indent + prefix + inline(node));
            return;
        }
        lines.add(indent + prefix + "{");
        int i = 0;
        for (Map.Entry<String, Object> entry : node.entrySet()) {
            boolean last = ++i == node.size();
            String key = quoted(entry.getKey()) + ": ";
            if (entry.getValue() instanceof Map<?, ?> child) {
                render(asMap(child), indent + "  ", key, lines);
                if (!last) {
                    lines.set(lines.size() - 1, lines.get(lines.size() - 1) + ",");
                }
            } else {
                lines.add(indent + "  " + key + value(entry.getValue()) + (last ? "" : ","));
            }
        }
        lines.add(indent + "}");
    }

    private static String inline(Map<String, Object> node) {
        StringBuilder out = new StringBuilder("{");
        for (Map.Entry<String, Object> entry : node.entrySet()) {
            out.append(out.length() == 1 ? "" : ", ")
                    .append(quoted(entry.getKey()))
                    .append(": ");
            out.append(entry.getValue() instanceof Map<?, ?> m ? inline(asMap(m)) : value(entry.getValue()));
        }
        return out.append('}').toString();
    }

    private static String value(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            return quoted(s);
        }
        if (value instanceof List<?> list) {
            StringBuilder out = new StringBuilder("[");
            for (Object element : list) {
                out.append(out.length() == 1 ? "" : ", ").append(value(element));
            }
            return out.append(']').toString();
        }
        return String.valueOf(value);
    }

    /** A JSON string in single quotes, as the BSON JSON reader takes it. */
    static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('\'');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\'' -> out.append("\\'");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('\'').toString();
    }
}
