package dev.schemaguard.runtime;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;

/**
 * One target per collection: {@code @Document} classes stored in one collection (annotated
 * subclasses) are created once, with the options of the first that has any, and with all their
 * indexes; an index they declare alike is sent once.
 */
final class TargetMerger {

    private TargetMerger() {
    }

    static List<Target> merge(String databaseName, List<Target> targets, Report report) {
        Map<String, Merged> byCollection = new LinkedHashMap<String, Merged>();
        for (Target target : targets) {
            Merged first = byCollection.get(target.collection());
            if (first == null) {
                byCollection.put(target.collection(), new Merged(target));
                continue;
            }
            String namespace = databaseName + "." + target.collection();
            Collation kept = first.options.getCollation();
            Collation other = target.options().getCollation();
            if (kept == null && other != null) {
                first.options = target.options();
            } else if (kept != null && other != null && !CollationMatch.same(kept.asDocument(), other.asDocument())) {
                report.notes.add(namespace + ": its @Document classes declare two default collations, "
                        + kept.asDocument().toJson() + " and " + other.asDocument().toJson() + "; the first is used");
            }
            for (IndexModel model : target.indexes()) {
                first.add(model, namespace, report);
            }
        }
        List<Target> merged = new ArrayList<Target>();
        for (Merged target : byCollection.values()) {
            merged.add(new Target(target.database, target.collection, target.options, target.indexes));
        }
        return merged;
    }

    private static final class Merged {
        final String database;
        final String collection;
        CreateCollectionOptions options;
        final List<IndexModel> indexes;

        Merged(Target first) {
            this.database = first.database();
            this.collection = first.collection();
            this.options = first.options();
            this.indexes = new ArrayList<IndexModel>(first.indexes());
        }

        void add(IndexModel model, String namespace, Report report) {
            BsonDocument spec = IndexSpecs.of(model);
            String name = IndexSpecs.name(spec);
            BsonDocument sameName = null;
            for (IndexModel known : indexes) {
                BsonDocument knownSpec = IndexSpecs.of(known);
                // not BsonDocument.equals, which ignores the order of the keys
                if (BsonComparison.sameValue(knownSpec, spec)) {
                    return;
                } else if (IndexSpecs.name(knownSpec).equals(name)) {
                    sameName = knownSpec;
                }
            }
            if (sameName != null) {
                report.failures.add(namespace + ": index " + name + " is declared by two @Document classes with "
                        + "different specs; only the first is created: " + IndexSpecs.describe(sameName) + " / "
                        + IndexSpecs.describe(spec));
                return;
            }
            indexes.add(model);
        }
    }
}
