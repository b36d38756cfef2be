package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.BsonComparison.flag;

import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonUndefined;
import org.bson.BsonValue;

/**
 * Keeps {@code apply} from building a unique index that would make the application's own writes
 * fail: one whose first key no document of a non-empty collection has (a field the application
 * never writes, under another name than the declared one). A unique index indexes a missing field
 * as {@code null}, so the first insert without the field takes that key and every later one fails
 * with E11000 duplicate key (MongoDB's "Unique Indexes" manual, "Missing Document Field in a Unique
 * Single-Field Index"). On a collection of one such document the build succeeds and the
 * application's next insert fails; on several, the build itself fails on their nulls. Either way
 * the index is a {@link Conflict} that says why and what to do, and is not built. An empty
 * collection tells nothing about the fields the application writes: its indexes are built.
 *
 * <p>It costs one {@code find} of one document ({@code {key: {$exists: true}}}, {@code _id} only) per
 * unique index to create, on a collection that has documents. The server stops at the first
 * document with the field; when none has it, it reads the collection once, as building the index
 * would have, and the index is then not built.
 *
 * <p>Indexes that do not take documents without the first key are not checked: a sparse index on
 * one key, which leaves out documents without it (a compound sparse one leaves out only those
 * without any of its keys, so it is checked), and a partial index whose filter no document without
 * the key matches ({@link #excludesMissing}).
 */
final class UnwrittenUniqueKeys {

    /** Operators of a partial filter that a missing field, compared as {@code null}, satisfies only with some operands. */
    private static final Set<String> COMPARISONS =
            new HashSet<String>(Arrays.asList("$eq", "$gt", "$gte", "$lt", "$lte"));

    private UnwrittenUniqueKeys() {}

    /**
     * Removes from {@code missing} each unique index whose first key no document of {@code collection}
     * has, and reports it as a conflict. Call it only for a collection with documents.
     */
    static void withhold(
            String namespace, MongoCollection<BsonDocument> collection, List<BsonDocument> missing, Report report) {
        for (BsonDocument spec : new ArrayList<BsonDocument>(missing)) {
            String field = firstKey(spec);
            if (field == null || !takesDocumentsWithout(spec, field)) {
                continue;
            }
            BsonDocument stored = collection
                    .find(new BsonDocument(field, new BsonDocument("$exists", BsonBoolean.TRUE)))
                    .projection(new BsonDocument("_id", new BsonInt32(1)))
                    .limit(1)
                    .first();
            if (stored == null) {
                missing.remove(spec);
                report.conflicts.add(conflict(namespace, spec, field));
            }
        }
    }

    /** Whether {@link #withhold} has an index of {@code missing} to check. */
    static boolean anyToCheck(List<BsonDocument> missing) {
        for (BsonDocument spec : missing) {
            String field = firstKey(spec);
            if (field != null && takesDocumentsWithout(spec, field)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first key of a unique index, or {@code null} when the index is not unique or its first key
     * is a wildcard ({@code $**}, {@code a.$**}), which no query names and MongoDB never makes unique.
     */
    private static String firstKey(BsonDocument spec) {
        BsonDocument keys = spec.getDocument("key", new BsonDocument());
        return flag(spec, "unique") && !keys.isEmpty() && !keys.getFirstKey().contains("$**")
                ? keys.getFirstKey()
                : null;
    }

    /** Whether the index takes documents that lack {@code field}, its first key: as {@code null}, unique among them. */
    static boolean takesDocumentsWithout(BsonDocument spec, String field) {
        if (flag(spec, "sparse") && spec.getDocument("key").size() == 1) {
            return false;
        }
        BsonValue filter = spec.get("partialFilterExpression");
        return filter == null || !filter.isDocument() || !excludesMissing(filter.asDocument(), field);
    }

    /**
     * Whether no document without {@code field} matches the partial filter {@code filter}: it has, at
     * its top level or in a top-level {@code $and}, or in every branch of an {@code $or}, a condition
     * on {@code field} that a missing field never satisfies: {@code $exists: true}, {@code $type}, an
     * equality, {@code $eq} or comparison, or an {@code $in}, with operands other than {@code null},
     * {@code MinKey} and {@code MaxKey} (a missing field is compared as {@code null}, and those reach
     * it). Another filter is taken to let such documents in: the index is then checked.
     */
    static boolean excludesMissing(BsonDocument filter, String field) {
        for (Map.Entry<String, BsonValue> condition : filter.entrySet()) {
            String name = condition.getKey();
            BsonValue value = condition.getValue();
            if (name.equals("$and") && value.isArray()) {
                for (BsonValue clause : value.asArray()) {
                    if (clause.isDocument() && excludesMissing(clause.asDocument(), field)) {
                        return true;
                    }
                }
            } else if (name.equals("$or") && value.isArray() && !value.asArray().isEmpty()) {
                boolean every = true;
                for (BsonValue clause : value.asArray()) {
                    every &= clause.isDocument() && excludesMissing(clause.asDocument(), field);
                }
                if (every) {
                    return true;
                }
            } else if (name.equals(field) && conditionExcludesMissing(value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean conditionExcludesMissing(BsonValue condition) {
        if (!isOperatorDocument(condition)) {
            // an equality with a value: a missing field equals null only
            return reachesOnlyPresent(condition);
        }
        for (Map.Entry<String, BsonValue> operator : condition.asDocument().entrySet()) {
            String name = operator.getKey();
            BsonValue operand = operator.getValue();
            if (name.equals("$exists")
                    && (operand.isBoolean()
                            ? operand.asBoolean().getValue()
                            : operand.isNumber() && operand.asNumber().doubleValue() != 0)) {
                return true;
            }
            if (name.equals("$type")) {
                // even $type: "null" matches an explicit null only, not a missing field
                return true;
            }
            if (COMPARISONS.contains(name) && reachesOnlyPresent(operand)) {
                return true;
            }
            if (name.equals("$in") && operand.isArray()) {
                boolean every = true;
                for (BsonValue element : operand.asArray()) {
                    every &= reachesOnlyPresent(element);
                }
                if (every) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isOperatorDocument(BsonValue condition) {
        return condition.isDocument()
                && !condition.asDocument().isEmpty()
                && condition.asDocument().getFirstKey().startsWith("$");
    }

    /** Whether an operand compared with a missing field (taken as {@code null}) never matches it. */
    private static boolean reachesOnlyPresent(BsonValue operand) {
        return !operand.isNull()
                && !(operand instanceof BsonUndefined)
                && !(operand instanceof BsonMinKey)
                && !(operand instanceof BsonMaxKey);
    }

    private static Conflict conflict(String namespace, BsonDocument spec, String field) {
        String exists = "{\"" + field + "\": {\"$exists\": true}}";
        boolean oneKey = spec.getDocument("key").size() == 1;
        return new Conflict(
                namespace,
                IndexSpecs.name(spec),
                IndexSpecs.describe(spec),
                "no such index, and no document of the collection has the field \"" + field + "\"",
                "not built: a unique index on a field no document has; each insert without \"" + field
                        + "\" is indexed as null, and every one after the first would fail with E11000 duplicate key. "
                        + "Check the field's stored name (the naming strategy), or make the index "
                        + (oneKey ? "sparse or " : "") + "partial with " + exists);
    }
}
