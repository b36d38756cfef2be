package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt64;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;
import org.bson.json.JsonParseException;
import org.bson.json.JsonReader;

/**
 * A {@code partialFilterExpression} as written in {@code @IndexHint(partialFilter = …)}: parsed
 * with the bson library's JSON reader, which takes the shell's relaxed syntax
 * ({@code {status: 'A', qty: {$gt: 5}}}), and checked against the operators MongoDB accepts in a
 * partial index filter.
 */
public final class PartialFilter {

    /** The operators MongoDB accepts in a partial filter ({@code $exists} only with {@code true}). */
    public static final Set<String> OPERATORS =
            Set.of("$eq", "$exists", "$gt", "$gte", "$lt", "$lte", "$type", "$and", "$or", "$in");

    private final BsonDocument document;
    private final String error;

    private PartialFilter(BsonDocument document, String error) {
        this.document = document;
        this.error = error;
    }

    public static PartialFilter parse(String json) {
        try {
            JsonReader reader = new JsonReader(json);
            BsonDocument document = new BsonDocumentCodec()
                    .decode(reader, DecoderContext.builder().build());
            String rest = restAfterDocument(reader, json);
            if (rest != null) {
                return new PartialFilter(
                        null,
                        "the filter document is followed by more text, '" + rest + "', which MongoDB would never see");
            }
            return new PartialFilter(document, null);
        } catch (JsonParseException | BsonInvalidOperationException e) {
            return new PartialFilter(
                    null,
                    e.getMessage() + " (at character " + errorPosition(json, e.getMessage()) + " of " + json.strip()
                            + ")");
        } catch (IllegalArgumentException e) {
            // the reader's shell literals (ObjectId("abc"), NumberLong("many"), UUID("x"), {$oid: "zz"}) check their
            // text
            return new PartialFilter(
                    null, "a literal in it is not valid: " + e.getMessage() + " (in " + json.strip() + ")");
        }
    }

    /** The text after the first document, or {@code null} when there is only white space. */
    private static String restAfterDocument(JsonReader reader, String json) {
        try {
            if (reader.readBsonType() == BsonType.END_OF_DOCUMENT) {
                return null;
            }
        } catch (RuntimeException e) {
            // more tokens follow: find where the document ended to quote what follows
        }
        for (int end = json.indexOf('}'); end >= 0; end = json.indexOf('}', end + 1)) {
            if (failureOf(json.substring(0, end + 1)) == null) {
                String rest = json.substring(end + 1).strip();
                return rest.length() > 40 ? rest.substring(0, 40) + "…" : rest;
            }
        }
        return json.strip();
    }

    /**
     * Where the reader stopped: the shortest prefix that fails with the same message ends on the
     * offending token, since a prefix that stops before it fails differently (at its end).
     */
    static int errorPosition(String json, String message) {
        int low = 1;
        int high = json.length();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (message.equals(failureOf(json.substring(0, middle)))) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return high;
    }

    private static String failureOf(String json) {
        try {
            JsonReader reader = new JsonReader(json);
            new BsonDocumentCodec().decode(reader, DecoderContext.builder().build());
            if (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                return "more text";
            }
            return null;
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    /** The parsed filter, when it is a JSON document. */
    public Optional<BsonDocument> document() {
        return Optional.ofNullable(document);
    }

    /** The reader's message, with the position, when it is not. */
    public Optional<String> parseError() {
        return Optional.ofNullable(error);
    }

    /**
     * The operators the server's query parser knows at the top level of a filter (and of each {@code $and}/{@code $or}
     * clause); any other {@code $} name there, a field's operator such as {@code $eq} included, fails to parse.
     */
    private static final Set<String> TOP_LEVEL_OPERATORS = Set.of(
            "$and",
            "$or",
            "$nor",
            "$expr",
            "$text",
            "$where",
            "$comment",
            "$jsonSchema",
            "$alwaysFalse",
            "$alwaysTrue",
            "$sampleRate");

    /** The operators used that MongoDB refuses in a partial filter, in the order they appear. */
    public List<String> refusedOperators() {
        List<String> out = new ArrayList<>();
        if (document != null) {
            expression(document, out, new ArrayList<>());
        }
        return out;
    }

    /**
     * {@code $} names at the top level of the filter or of a clause that are no top-level operator, such as
     * {@code {$eq: 1}}: the parser refuses them before the partial index's own check (BadValue, "unknown top
     * level operator"), in the order they appear.
     */
    public List<String> unknownTopLevelOperators() {
        List<String> out = new ArrayList<>();
        if (document != null) {
            expression(document, new ArrayList<>(), out);
        }
        return out;
    }

    /** The field paths the filter's conditions name, in the order they appear, through {@code $and}/{@code $or} clauses. */
    public List<String> fieldPaths() {
        List<String> out = new ArrayList<>();
        if (document != null) {
            fieldPaths(document, out);
        }
        return out;
    }

    private static void fieldPaths(BsonDocument filter, List<String> out) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if ((key.equals("$and") || key.equals("$or")) && value.isArray()) {
                value.asArray().stream().filter(BsonValue::isDocument).forEach(c -> fieldPaths(c.asDocument(), out));
            } else if (!key.startsWith("$") && !out.contains(key)) {
                out.add(key);
            }
        }
    }

    /** The filter as strict JSON, as the generated code sends it. */
    public String json() {
        return document != null ? document.toJson() : null;
    }

    /**
     * The filter in one canonical form, as the server compares index signatures: nested {@code $and}
     * flattened, {@code {a: {$gt: 1, $lt: 5}}} the same as two conditions, {@code {a: 5}} the same
     * as {@code {a: {$eq: 5}}}, a one-clause {@code $or} the clause itself, and conditions sorted by
     * path and operator. Like the server (index_signature.js, SERVER-47661), conditions that differ
     * only in their value keep the order they were written in, so that two filters the server tells
     * apart are never called the same.
     */
    public String canonical() {
        return document != null ? conjunction(document).text() : null;
    }

    /** A condition in canonical form, and the same without its values, which is what the server sorts by. */
    private record Canonical(String text, String shape) {}

    private static Canonical conjunction(BsonDocument filter) {
        List<Canonical> conditions = new ArrayList<>();
        addConditions(filter, conditions);
        return conditions.size() == 1 ? conditions.get(0) : combine("$and", conditions);
    }

    private static Canonical combine(String operator, List<Canonical> parts) {
        List<Canonical> sorted = new ArrayList<>(parts);
        sorted.sort(Comparator.comparing(Canonical::shape)); // stable: ties keep their order
        StringBuilder text = new StringBuilder(operator).append('[');
        StringBuilder shape = new StringBuilder(operator).append('[');
        for (int i = 0; i < sorted.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(sorted.get(i).text());
            shape.append(i == 0 ? "" : ", ").append(sorted.get(i).shape());
        }
        return new Canonical(text.append(']').toString(), shape.append(']').toString());
    }

    private static void addConditions(BsonDocument filter, List<Canonical> out) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$and") && isClauseArray(value)) {
                value.asArray().forEach(clause -> addConditions(clause.asDocument(), out));
            } else if (key.equals("$or") && isClauseArray(value)) {
                List<Canonical> clauses = new ArrayList<>();
                value.asArray().forEach(clause -> clauses.add(conjunction(clause.asDocument())));
                out.add(clauses.size() == 1 ? clauses.get(0) : combine("$or", clauses));
            } else if (!key.startsWith("$") && value.isDocument() && isOperatorDocument(value.asDocument())) {
                BsonDocument operators = value.asDocument();
                operators.keySet().forEach(op -> out.add(condition(key, op, operators.get(op))));
            } else {
                out.add(condition(key, "$eq", value));
            }
        }
    }

    private static Canonical condition(String field, String operator, BsonValue value) {
        BsonValue canonical = canonicalValue(value);
        String shape = field + " " + operator;
        if (operator.equals("$in") && canonical.isArray()) {
            // the server keeps the values of $in as a sorted set
            SortedSet<String> elements = new TreeSet<>();
            canonical.asArray().forEach(e -> elements.add(json(e)));
            return new Canonical(shape + " " + elements, shape);
        }
        return new Canonical(shape + " " + json(canonical), shape);
    }

    /** Numbers compare by value in a filter: {@code 1}, {@code 1.0} and {@code NumberLong(1)} are one value. */
    private static BsonValue canonicalValue(BsonValue value) {
        if (value.isNumber() && !value.isDecimal128()) {
            double d = value.asNumber().doubleValue();
            return d == Math.rint(d) && Math.abs(d) < 9.0e15 ? new BsonInt64((long) d) : new BsonDouble(d);
        }
        if (value.isArray()) {
            BsonArray out = new BsonArray();
            value.asArray().forEach(v -> out.add(canonicalValue(v)));
            return out;
        }
        if (value.isDocument()) {
            BsonDocument out = new BsonDocument();
            value.asDocument().forEach((k, v) -> out.put(k, canonicalValue(v)));
            return out;
        }
        return value;
    }

    private static String json(BsonValue value) {
        return new BsonDocument("v", value)
                .toJson()
                .replaceFirst("^\\{\"v\": ", "")
                .replaceFirst("}$", "");
    }

    /**
     * Operators given a value of the wrong shape, which the server refuses as a bad value:
     * {@code $and} or {@code $or} without a non-empty array of documents, {@code $in} without an array.
     */
    public List<Shape> badShapes() {
        List<Shape> out = new ArrayList<>();
        if (document != null) {
            shapes(document, out);
        }
        return out;
    }

    /** An operator given a value it cannot take, and what it takes. */
    public record Shape(String operator, String value, String takes) {}

    private static void shapes(BsonDocument filter, List<Shape> out) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$and") || key.equals("$or")) {
                if (!isClauseArray(value)) {
                    out.add(new Shape(key, json(value), key + " takes a non-empty array of filter documents"));
                } else {
                    value.asArray().forEach(clause -> shapes(clause.asDocument(), out));
                }
            } else if (!key.startsWith("$") && value.isDocument() && isOperatorDocument(value.asDocument())) {
                BsonValue in = value.asDocument().get("$in");
                if (in != null && !in.isArray()) {
                    out.add(new Shape("$in", json(in), "$in takes an array of values"));
                }
            }
        }
    }

    /** The operators used that MongoDB accepts in a partial filter only from 6.0 on ({@code $or}, {@code $in}). */
    public List<String> operatorsFrom60() {
        SortedSet<String> out = new TreeSet<>();
        if (document != null) {
            operatorsFrom60(document, out);
        }
        return List.copyOf(out);
    }

    private static void operatorsFrom60(BsonDocument filter, SortedSet<String> out) {
        operatorsFrom60(filter, out, true);
    }

    /** Before 6.0 only a top-level {@code $and} is permitted (index_partial_create_drop.js). */
    private static void operatorsFrom60(BsonDocument filter, SortedSet<String> out, boolean topLevel) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$or")) {
                out.add(key);
            } else if (key.equals("$and") && !topLevel) {
                out.add("a nested $and");
            }
            if ((key.equals("$and") || key.equals("$or")) && isClauseArray(value)) {
                value.asArray().forEach(clause -> operatorsFrom60(clause.asDocument(), out, false));
            } else if (!key.startsWith("$")
                    && value.isDocument()
                    && value.asDocument().containsKey("$in")) {
                out.add("$in");
            }
        }
    }

    /**
     * The depth of the filter's tree of {@code $and}/{@code $or} clauses, the filter document itself
     * being 1: from 6.0 the server refuses a depth over 4 (internalPartialFilterExpressionMaxDepth).
     */
    public int depth() {
        return document != null ? depth(document) : 0;
    }

    /** The deepest tree a partial filter may have from 6.0 on. */
    public static final int MAX_DEPTH = 4;

    private static int depth(BsonDocument filter) {
        int deepest = 0;
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if ((key.equals("$and") || key.equals("$or")) && isClauseArray(value)) {
                for (BsonValue clause : value.asArray()) {
                    deepest = Math.max(deepest, depth(clause.asDocument()));
                }
            }
        }
        return 1 + deepest;
    }

    private static boolean isClauseArray(BsonValue value) {
        return value.isArray()
                && !value.asArray().isEmpty()
                && value.asArray().stream().allMatch(BsonValue::isDocument);
    }

    private static void expression(BsonDocument filter, List<String> refused, List<String> unknownTopLevel) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$and") || key.equals("$or")) {
                if (value instanceof BsonArray clauses) {
                    for (BsonValue clause : clauses) {
                        if (clause.isDocument()) {
                            expression(clause.asDocument(), refused, unknownTopLevel);
                        }
                    }
                }
            } else if (key.startsWith("$") && !TOP_LEVEL_OPERATORS.contains(key)) {
                unknownTopLevel.add(key);
            } else if (key.startsWith("$")) {
                refused.add(key);
            } else if (value.isRegularExpression()) {
                refused.add("a regular expression");
            } else if (value.isDocument() && isOperatorDocument(value.asDocument())) {
                condition(value.asDocument(), refused);
            }
        }
    }

    /** {@code {$gt: 5, $lt: 9}} on one field; a document without operators is an equality match. */
    private static void condition(BsonDocument operators, List<String> refused) {
        for (String op : operators.keySet()) {
            BsonValue value = operators.get(op);
            if (!OPERATORS.contains(op) || op.equals("$and") || op.equals("$or")) {
                refused.add(op);
            } else if (value.isRegularExpression()
                    || value.isArray() && value.asArray().stream().anyMatch(BsonValue::isRegularExpression)) {
                refused.add("a regular expression");
            } else if (op.equals("$exists") && !truthy(value)) {
                refused.add("$exists: false");
            }
        }
    }

    /** As the server reads {@code $exists}: true, or any number but 0. */
    private static boolean truthy(BsonValue value) {
        return value.isBoolean()
                ? value.asBoolean().getValue()
                : value.isNumber() && value.asNumber().doubleValue() != 0;
    }

    private static boolean isOperatorDocument(BsonDocument d) {
        return !d.isEmpty() && d.keySet().stream().allMatch(k -> k.startsWith("$"));
    }
}
