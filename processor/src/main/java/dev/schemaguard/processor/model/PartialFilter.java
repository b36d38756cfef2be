package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.bson.BsonArray;
import org.bson.BsonInvalidOperationException;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.json.JsonParseException;

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
            return new PartialFilter(BsonDocument.parse(json), null);
        } catch (JsonParseException | BsonInvalidOperationException e) {
            return new PartialFilter(null, e.getMessage() + " (at character " + errorPosition(json, e.getMessage())
                    + " of " + json.strip() + ")");
        }
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
            BsonDocument.parse(json);
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

    /** The operators used that MongoDB refuses in a partial filter, in the order they appear. */
    public List<String> refusedOperators() {
        List<String> out = new ArrayList<>();
        if (document != null) {
            expression(document, out);
        }
        return out;
    }

    /** The filter in one canonical form, so that two spellings of one filter compare equal. */
    public String canonical() {
        return document != null ? document.toJson() : null;
    }

    private static void expression(BsonDocument filter, List<String> refused) {
        for (String key : filter.keySet()) {
            BsonValue value = filter.get(key);
            if (key.equals("$and") || key.equals("$or")) {
                if (value instanceof BsonArray clauses) {
                    for (BsonValue clause : clauses) {
                        if (clause.isDocument()) {
                            expression(clause.asDocument(), refused);
                        }
                    }
                }
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
            } else if (value.isRegularExpression() || value.isArray()
                    && value.asArray().stream().anyMatch(BsonValue::isRegularExpression)) {
                refused.add("a regular expression");
            } else if (op.equals("$exists") && !truthy(value)) {
                refused.add("$exists: false");
            }
        }
    }

    /** As the server reads {@code $exists}: true, or any number but 0. */
    private static boolean truthy(BsonValue value) {
        return value.isBoolean() ? value.asBoolean().getValue() : value.isNumber() && value.asNumber().doubleValue() != 0;
    }

    private static boolean isOperatorDocument(BsonDocument d) {
        return !d.isEmpty() && d.keySet().stream().allMatch(k -> k.startsWith("$"));
    }
}
