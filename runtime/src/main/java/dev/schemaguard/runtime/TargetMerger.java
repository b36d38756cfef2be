package dev.schemaguard.runtime;

import com.mongodb.client.model.Collation;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.BsonDocument;

/**
 * One target per collection: {@code @Document} classes stored in one collection (annotated
 * subclasses) are created once, with the options of the first that declares any (collation,
 * capped, time series, validator, storage engine), and with all their indexes; an index they
 * declare alike is sent once. Options declared two ways are a note; so is a second shard key
 * (the first is used: a collection has one). A collection with a target the driver could not build
 * ({@link Target#build}) is left out whole, so that it is never created without the options that
 * target declares (a time series collection cannot become one later), and reported as a failure.
 */
final class TargetMerger {

    private TargetMerger() {}

    static List<Target> merge(String databaseName, List<Target> targets, Report report) {
        Set<String> leftOut = new HashSet<String>();
        for (Target target : targets) {
            if (target.unavailable() != null) {
                leftOut.add(target.collection());
                report.failures.add(databaseName + "." + target.collection()
                        + ": left out, with its indexes: its schema " + "class needs " + target.unavailable()
                        + ", and the driver on the class path is older");
            }
        }
        Map<String, Merged> byCollection = new LinkedHashMap<String, Merged>();
        for (Target target : targets) {
            if (leftOut.contains(target.collection())) {
                continue;
            }
            Merged first = byCollection.get(target.collection());
            if (first == null) {
                byCollection.put(target.collection(), new Merged(target));
                continue;
            }
            String namespace = databaseName + "." + target.collection();
            BsonDocument kept = OptionsDrift.asListed(first.options);
            BsonDocument other = OptionsDrift.asListed(target.options());
            if (kept.isEmpty() && !other.isEmpty()) {
                first.options = target.options();
            } else if (!other.isEmpty()) {
                notes(namespace, first.options, target.options(), other, report);
            }
            for (IndexModel model : target.indexes()) {
                first.add(model, namespace, report);
            }
            BsonDocument key = target.shardKeyDocument();
            if (first.shardKey == null) {
                first.shardKey = key;
                first.shardKeyUnique = target.shardKeyUnique();
            } else if (key != null
                    && (!BsonComparison.sameValue(first.shardKey, key)
                            || first.shardKeyUnique != target.shardKeyUnique())) {
                report.notes.add(namespace + ": its @Document classes declare two shard keys, "
                        + ShardKeys.describe(first.shardKey, first.shardKeyUnique) + " and "
                        + ShardKeys.describe(key, target.shardKeyUnique()) + "; the first is used");
            }
        }
        List<Target> merged = new ArrayList<Target>();
        for (Merged target : byCollection.values()) {
            Target one = new Target(target.database, target.collection, target.options, target.indexes);
            merged.add(target.shardKey == null ? one : one.withShardKey(target.shardKey, target.shardKeyUnique));
        }
        return merged;
    }

    /** One note for two default collations (the text users know), one for any other option declared two ways. */
    private static void notes(
            String namespace,
            CreateCollectionOptions kept,
            CreateCollectionOptions other,
            BsonDocument otherAsListed,
            Report report) {
        List<String> options = new ArrayList<String>();
        for (Drift drift : OptionsDrift.compare(namespace, kept, otherAsListed, "")) {
            if (drift.option().equals("collation")) {
                Collation first = kept.getCollation();
                Collation second = other.getCollation();
                if (first != null && second != null) {
                    report.notes.add(namespace + ": its @Document classes declare two default collations, "
                            + first.asDocument().toJson() + " and "
                            + second.asDocument().toJson() + "; the first is used");
                    continue;
                }
            }
            options.add(drift.option());
        }
        if (!options.isEmpty()) {
            report.notes.add(namespace + ": its @Document classes declare other collection options ("
                    + Report.commaSeparated(options) + "); those of the first are used");
        }
    }

    private static final class Merged {
        final String database;
        final String collection;
        CreateCollectionOptions options;
        final List<IndexModel> indexes;
        BsonDocument shardKey;
        boolean shardKeyUnique;

        Merged(Target first) {
            this.shardKey = first.shardKeyDocument();
            this.shardKeyUnique = first.shardKeyUnique();
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
