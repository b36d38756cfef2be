package dev.schemaguard.runtime;

import static dev.schemaguard.runtime.BsonComparison.equalOrAbsent;
import static dev.schemaguard.runtime.BsonComparison.flag;
import static dev.schemaguard.runtime.BsonComparison.string;

import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonString;
import org.bson.BsonValue;

/**
 * Sorts the declared indexes of one collection against the ones the server has, in the form a
 * real server's {@code listIndexes} gives them back, not the form they were sent in: text fields
 * as {@code _fts}/{@code _ftsx} with weights and language defaults, collations with every default
 * filled in, version fields added, numbers of whatever type the creating client used.
 */
final class IndexReconciler {

    /**
     * Options listIndexes adds that do not change what the index is: the format versions ({@code v},
     * {@code textIndexVersion}, {@code 2dsphereIndexVersion}) and the obsolete {@code ns} and {@code background}.
     */
    private static final Set<String> FORMAT_OPTIONS =
            new HashSet<String>(Arrays.asList("v", "ns", "background", "textIndexVersion", "2dsphereIndexVersion"));

    private static final Set<String> COMPARED_OPTIONS = new HashSet<String>(Arrays.asList(
            "key",
            "name",
            "unique",
            "sparse",
            "hidden",
            "expireAfterSeconds",
            "partialFilterExpression",
            "collation",
            "weights",
            "default_language",
            "language_override"));

    private IndexReconciler() {}

    /**
     * Each declared index is already there, in conflict with an existing index, or missing. Adds
     * the first two to the report, with the existing indexes nothing declares, and returns the
     * specs to create.
     *
     * @param collectionCollation the collection's default collation as the server has it
     *     (or as it will be created): indexes without a collation of their own take it
     */
    static List<BsonDocument> reconcile(
            String namespace,
            List<IndexModel> declaredIndexes,
            List<BsonDocument> existingIndexes,
            BsonDocument collectionCollation,
            Report report) {
        return reconcile(namespace, declaredIndexes, existingIndexes, collectionCollation, null, report);
    }

    /**
     * As {@link #reconcile(String, List, List, BsonDocument, Report)}, where an existing index whose
     * keys start with {@code shardKey} is not undeclared: the shard key needs it, and the server
     * refuses to drop the last one.
     */
    static List<BsonDocument> reconcile(
            String namespace,
            List<IndexModel> declaredIndexes,
            List<BsonDocument> existingIndexes,
            BsonDocument collectionCollation,
            BsonDocument shardKey,
            Report report) {
        Set<String> declaredNames = new HashSet<String>();
        declaredNames.add("_id_");
        List<BsonDocument> missing = new ArrayList<BsonDocument>();
        for (IndexModel model : declaredIndexes) {
            BsonDocument declared = IndexSpecs.of(model);
            String name = IndexSpecs.name(declared);
            declaredNames.add(name);
            BsonDocument byName = null;
            BsonDocument byKeys = null;
            for (BsonDocument index : existingIndexes) {
                if (name.equals(IndexSpecs.name(index))) {
                    byName = index;
                } else if (sameKeys(declared, index) && sameScope(declared, index, collectionCollation)) {
                    byKeys = index;
                }
            }
            if (byName != null) {
                if (sameKeys(declared, byName) && sameOptions(declared, byName, collectionCollation)) {
                    report.existingIndexes.add(namespace + " " + IndexSpecs.describe(declared));
                } else {
                    report.conflicts.add(new Conflict(
                            namespace,
                            name,
                            IndexSpecs.describe(declared),
                            IndexSpecs.describe(byName),
                            "an index with this name exists with another spec"));
                }
            } else if (byKeys != null) {
                declaredNames.add(IndexSpecs.name(byKeys));
                report.conflicts.add(new Conflict(
                        namespace,
                        name,
                        IndexSpecs.describe(declared),
                        IndexSpecs.describe(byKeys),
                        "an index on the same keys exists under another name or with other options"));
            } else {
                missing.add(declared);
            }
        }
        for (BsonDocument index : existingIndexes) {
            if (!declaredNames.contains(IndexSpecs.name(index))
                    && (shardKey == null
                            || !ShardKeys.isPrefix(shardKey, index.getDocument("key", new BsonDocument())))) {
                report.undeclaredIndexes.add(namespace + " " + IndexSpecs.describe(index));
            }
        }
        return missing;
    }

    /**
     * Same keys in the same order, compared as a real server keeps them: the text fields of a text
     * index become {@code _fts: "text", _ftsx: 1} where the first one was, between the other keys
     * (mongo's fts_spec.cpp, FTSSpec::fixSpec), and a direction is a number whatever its BSON type.
     * Hashed, 2dsphere, 2d and wildcard keys come back as written. Not {@code BsonDocument.equals},
     * which ignores the order: {@code {a: 1, b: 1}} and {@code {b: 1, a: 1}} are two indexes.
     */
    static boolean sameKeys(BsonDocument a, BsonDocument b) {
        return BsonComparison.sameValue(serverKeys(a), serverKeys(b));
    }

    private static BsonDocument serverKeys(BsonDocument spec) {
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> key :
                spec.getDocument("key", new BsonDocument()).entrySet()) {
            BsonValue value = key.getValue();
            if (isTextKey(key.getKey(), value)) {
                if (!out.containsKey("_fts")) {
                    out.append("_fts", new BsonString("text")).append("_ftsx", new BsonDouble(1));
                }
            } else {
                out.append(
                        key.getKey(),
                        value.isNumber() ? new BsonDouble(value.asNumber().doubleValue()) : value);
            }
        }
        return out;
    }

    private static boolean isTextKey(String field, BsonValue value) {
        return field.equals("_fts")
                || field.equals("_ftsx")
                || value.isString() && value.asString().getValue().equals("text");
    }

    /**
     * A text index's options as the server fills them in: one weight per text field (1 unless set),
     * {@code default_language} "english" and {@code language_override} "language".
     */
    private static BsonDocument textOptions(BsonDocument spec) {
        Map<String, BsonValue> weights = new TreeMap<String, BsonValue>();
        for (Map.Entry<String, BsonValue> key :
                spec.getDocument("key", new BsonDocument()).entrySet()) {
            if (!key.getKey().equals("_fts")
                    && !key.getKey().equals("_ftsx")
                    && isTextKey(key.getKey(), key.getValue())) {
                weights.put(key.getKey(), new BsonDouble(1));
            }
        }
        BsonValue declared = spec.get("weights");
        if (declared != null && declared.isDocument()) {
            for (Map.Entry<String, BsonValue> weight : declared.asDocument().entrySet()) {
                weights.put(
                        weight.getKey(),
                        weight.getValue().isNumber()
                                ? new BsonDouble(weight.getValue().asNumber().doubleValue())
                                : weight.getValue());
            }
        } else if (declared != null && declared.isString()) {
            weights.put(declared.asString().getValue(), new BsonDouble(1));
        }
        BsonDocument out = new BsonDocument();
        for (Map.Entry<String, BsonValue> weight : weights.entrySet()) {
            out.append(weight.getKey(), weight.getValue());
        }
        return new BsonDocument("weights", out)
                .append("default_language", new BsonString(string(spec, "default_language", "english")))
                .append("language_override", new BsonString(string(spec, "language_override", "language")));
    }

    /** Same collation and partial filter: MongoDB keeps one index per key pattern in that scope. */
    private static boolean sameScope(BsonDocument declared, BsonDocument existing, BsonDocument collectionCollation) {
        return CollationMatch.same(
                        declared.containsKey("collation") ? declared.getDocument("collation") : collectionCollation,
                        existing.containsKey("collation") ? existing.getDocument("collation") : null)
                && equalOrAbsent(declared.get("partialFilterExpression"), existing.get("partialFilterExpression"));
    }

    /**
     * Same options, where an option the server fills in with its default counts as not set, and
     * any option this bootstrap does not declare ({@code wildcardProjection}, {@code bits}, ...)
     * makes the index another one.
     */
    private static boolean sameOptions(BsonDocument declared, BsonDocument existing, BsonDocument collectionCollation) {
        if (!sameScope(declared, existing, collectionCollation)
                || flag(declared, "unique") != flag(existing, "unique")
                || flag(declared, "sparse") != flag(existing, "sparse")
                || flag(declared, "hidden") != flag(existing, "hidden")
                || !equalOrAbsent(declared.get("expireAfterSeconds"), existing.get("expireAfterSeconds"))) {
            return false;
        }
        if ((serverKeys(declared).containsKey("_fts") || serverKeys(existing).containsKey("_fts"))
                && !textOptions(declared).equals(textOptions(existing))) {
            return false;
        }
        Set<String> options = new TreeSet<String>(declared.keySet());
        options.addAll(existing.keySet());
        for (String option : options) {
            if (!FORMAT_OPTIONS.contains(option)
                    && !COMPARED_OPTIONS.contains(option)
                    && !equalOrAbsent(declared.get(option), existing.get(option))) {
                return false;
            }
        }
        return true;
    }
}
