package dev.schemaguard.processor.testing;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.IndexSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.Document;

/**
 * Indexes described one line each (name, keys, weights, unique, sparse, TTL, partial filter, collation), as
 * {@code listIndexes} returns them from the embedded server and as schemaguard's model declares them, so that
 * differential tests compare what a framework created with what schemaguard's model or bootstrap creates.
 */
public final class IndexListing {

    private IndexListing() {}

    /** Every collection of the database that has an index besides {@code _id_}, with those indexes, sorted. */
    public static Map<String, List<String>> of(MongoDatabase database) {
        Map<String, List<String>> out = new TreeMap<>();
        for (String collection : database.listCollectionNames()) {
            List<String> indexes = of(database.getCollection(collection));
            if (!indexes.isEmpty()) {
                out.put(collection, indexes);
            }
        }
        return out;
    }

    /** The indexes of one collection but {@code _id_}, sorted. */
    public static List<String> of(MongoCollection<Document> collection) {
        List<String> out = new ArrayList<>();
        for (Document index : collection.listIndexes()) {
            if (index.getString("name").equals("_id_")) {
                continue;
            }
            Document collation = index.get("collation", Document.class);
            Number ttl = (Number) index.get("expireAfterSeconds");
            Document partial = index.get("partialFilterExpression", Document.class);
            Document weights = index.get("weights", Document.class);
            out.add(describe(
                    index.getString("name"),
                    keysOf(index.get("key", Document.class))
                            + (weights == null
                                    ? ""
                                    : " weights " + integral(weights).toJson()),
                    Boolean.TRUE.equals(index.get("unique")),
                    Boolean.TRUE.equals(index.get("sparse")),
                    ttl == null ? -1 : ttl.longValue(),
                    partial == null
                            ? null
                            : BsonDocument.parse(partial.toJson()).toJson(),
                    collation == null ? null : collation.getString("locale") + "/" + collation.get("strength")));
        }
        out.sort(null);
        return out;
    }

    /** The indexes the model declares, described as {@link #of(MongoCollection)} describes what the server has. */
    public static List<String> of(DocumentModel model) {
        List<String> out = new ArrayList<>();
        for (IndexSpec index : model.indexes()) {
            CollationSpec collation = index.collation() != null ? index.collation() : model.collation();
            Document weights = new Document();
            index.weights().forEach((k, v) -> weights.append(k, v.intValue()));
            String description = describe(
                    index.name(),
                    index.keys().stream().map(IndexListing::keyOf).collect(Collectors.joining(", "))
                            + (weights.isEmpty() ? "" : " weights " + weights.toJson()),
                    index.unique(),
                    index.sparse(),
                    index.expireAfterSeconds().orElse(-1),
                    index.partialFilter() == null
                            ? null
                            : BsonDocument.parse(index.partialFilter()).toJson(),
                    collation == null ? null : collation.locale() + "/" + collation.strength());
            if (!out.contains(description)) {
                out.add(description);
            }
        }
        out.sort(null);
        return out;
    }

    /** Text weights as whole numbers: a driver may send 3 or 3.0, the server keeps what it was sent. */
    private static Document integral(Document weights) {
        Document out = new Document();
        weights.forEach((k, v) -> out.append(k, v instanceof Number n ? n.intValue() : v));
        return out;
    }

    /** A key of the model as {@link #keysOf} describes a server's key: {@code path:1}, {@code path:text}. */
    public static String keyOf(IndexKey key) {
        return key.effectivePath() + ":"
                + (key.type().isDirection() ? key.type().suffix() : key.suffix());
    }

    /** An index's keys as the server or a framework has them: {@code a:1, b:-1}. */
    public static String keysOf(Document keys) {
        return keys.entrySet().stream()
                .map(e -> e.getKey() + ":"
                        + (e.getValue() instanceof Number n ? Integer.toString(n.intValue()) : e.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** One index on one line, for comparing lists of them. */
    public static String describe(
            String name, String keys, boolean unique, boolean sparse, long ttl, String partial, String collation) {
        return name + " {" + keys + "} unique=" + unique + " sparse=" + sparse + " ttl=" + ttl + " partial=" + partial
                + " collation=" + collation;
    }
}
