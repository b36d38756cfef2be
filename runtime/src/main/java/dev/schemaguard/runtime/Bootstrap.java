package dev.schemaguard.runtime;

import com.mongodb.MongoCommandException;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;

/**
 * Creates, at application startup, the collections and indexes that schemaguard read from the
 * {@code @Document} classes at build time; or only plans it. Applications call it through the
 * generated {@code SchemaBootstrap}, which hands it the schema's targets.
 *
 * <p>Per database it sends one {@code listCollections}; it creates each missing collection with
 * all its options, compares the options of each collection that already existed with the
 * declaration (each difference is a {@link Drift}), reads its indexes, and sends one
 * {@code createIndexes} per collection with all its missing indexes. Of a collection's options it
 * changes only the validator, its level and action, with {@code collMod}, and only with
 * {@link Options#updateValidators(boolean)}. It never drops
 * or changes an index: an existing index that differs from its declaration (MongoDB's errors 85
 * and 86) is reported as a conflict with both specs, and the other indexes and collections are
 * still done. Running it again changes nothing and says so. {@code plan} makes the same analysis
 * without writing, and also lists existing indexes that nothing declares: candidates to hide with
 * {@code hideIndex}, then drop.
 *
 * <p>An index counts as already there when the server has it in the form a real MongoDB's
 * {@code listIndexes} gives back: text fields as {@code _fts}/{@code _ftsx} with their weights,
 * collations with every default filled in, version fields added. Targets that share a collection
 * are one collection to create, with their indexes merged.
 *
 * <p>No reflection, no global state; a failure in one collection is reported and the others are still done.
 */
public final class Bootstrap {

    /** MongoDB's error codes for an index that exists with other options, or another index by that name. */
    private static final int INDEX_OPTIONS_CONFLICT = 85;
    private static final int INDEX_KEY_SPECS_CONFLICT = 86;
    /** MongoDB's error code for a collection that exists already. */
    private static final int NAMESPACE_EXISTS = 48;
    /** The wire version of MongoDB 4.4, the first to accept {@code commitQuorum}. */
    private static final int COMMIT_QUORUM_WIRE_VERSION = 9;

    private Bootstrap() {
    }

    /** Creates what is missing in {@code database}, for the targets whose database is unset or is this one. */
    public static Report apply(MongoDatabase database, List<Target> targets, Options options) {
        return run(single(database, targets), options, true);
    }

    /** What {@link #apply(MongoDatabase, List, Options)} would do, without writing. */
    public static Report plan(MongoDatabase database, List<Target> targets, Options options) {
        return run(single(database, targets), options, false);
    }

    /**
     * Creates what is missing for every target, each in its own database.
     *
     * @throws IllegalStateException if a target has no database: name it, or use {@link #apply(MongoDatabase, List, Options)}
     */
    public static Report apply(MongoClient client, List<Target> targets, Options options) {
        return run(byDatabase(client, targets), options, true);
    }

    /**
     * What {@link #apply(MongoClient, List, Options)} would do, without writing.
     *
     * @throws IllegalStateException if a target has no database
     */
    public static Report plan(MongoClient client, List<Target> targets, Options options) {
        return run(byDatabase(client, targets), options, false);
    }

    private static Map<MongoDatabase, List<Target>> single(MongoDatabase database, List<Target> all) {
        requireNonNull(database, "database");
        requireTargets(all);
        List<Target> targets = new ArrayList<Target>();
        for (Target target : all) {
            if (target.database() == null || target.database().equals(database.getName())) {
                targets.add(target);
            }
        }
        return Collections.singletonMap(database, targets);
    }

    private static Map<MongoDatabase, List<Target>> byDatabase(MongoClient client, List<Target> all) {
        requireNonNull(client, "client");
        requireTargets(all);
        Map<String, List<Target>> byName = new TreeMap<String, List<Target>>();
        for (Target target : all) {
            if (target.database() == null) {
                throw new IllegalStateException("collection '" + target.collection() + "' has no database: name it with "
                        + "@Document(database = ...) or -Aschemaguard.database, or call apply(MongoDatabase)");
            }
            List<Target> list = byName.get(target.database());
            if (list == null) {
                list = new ArrayList<Target>();
                byName.put(target.database(), list);
            }
            list.add(target);
        }
        Map<MongoDatabase, List<Target>> out = new LinkedHashMap<MongoDatabase, List<Target>>();
        for (Map.Entry<String, List<Target>> entry : byName.entrySet()) {
            out.put(client.getDatabase(entry.getKey()), entry.getValue());
        }
        return out;
    }

    private static void requireNonNull(Object value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " is null");
        }
    }

    private static void requireTargets(List<Target> targets) {
        requireNonNull(targets, "targets");
        for (Target target : targets) {
            requireNonNull(target, "a target");
        }
    }

    private static Report run(Map<MongoDatabase, List<Target>> work, Options options, boolean write) {
        if (options == null) {
            throw new IllegalArgumentException("options: use Options.defaults()");
        }
        Report report = new Report(write);
        for (Map.Entry<MongoDatabase, List<Target>> entry : work.entrySet()) {
            MongoDatabase database = entry.getKey();
            // name -> the collection's options as the server reports them
            Map<String, BsonDocument> existing = new HashMap<String, BsonDocument>();
            try {
                for (BsonDocument collection : database.listCollections(BsonDocument.class)) {
                    existing.put(collection.getString("name").getValue(), collection.getDocument("options", new BsonDocument()));
                }
            } catch (MongoException e) {
                report.failures.add(database.getName() + ": listCollections failed: " + e.getMessage());
                continue;
            }
            Boolean commitQuorumSupported = null;
            for (Target target : TargetMerger.merge(database.getName(), entry.getValue(), report)) {
                String namespace = database.getName() + "." + target.collection();
                try {
                    List<BsonDocument> missing = collection(database, target, existing, write, options, report);
                    if (missing.isEmpty()) {
                        continue;
                    }
                    if (!write) {
                        for (BsonDocument spec : missing) {
                            report.missingIndexes.add(namespace + " " + IndexSpecs.describe(spec));
                        }
                        continue;
                    }
                    BsonDocument command = new BsonDocument("createIndexes", new BsonString(target.collection()))
                            .append("indexes", new BsonArray(missing));
                    if (options.commitQuorum() != null) {
                        if (commitQuorumSupported == null) {
                            commitQuorumSupported = supportsCommitQuorum(database, report);
                        }
                        if (commitQuorumSupported) {
                            command.append("commitQuorum", options.commitQuorum());
                        }
                    }
                    database.runCommand(command);
                    for (BsonDocument spec : missing) {
                        report.createdIndexes.add(namespace + " " + IndexSpecs.describe(spec));
                    }
                } catch (MongoCommandException e) {
                    if (e.getErrorCode() == INDEX_OPTIONS_CONFLICT || e.getErrorCode() == INDEX_KEY_SPECS_CONFLICT) {
                        report.conflicts.add(new Conflict(namespace, "(createIndexes)", "as declared",
                                "the server refused it", e.getErrorCodeName() + ": " + e.getErrorMessage()));
                    } else {
                        report.failures.add(namespace + ": " + e.getMessage());
                    }
                } catch (MongoException e) {
                    report.failures.add(namespace + ": " + e.getMessage());
                } catch (RuntimeException e) {
                    // an answer of a shape this bootstrap does not expect (a proxy, an emulator): this collection
                    // fails, the others are still done
                    report.failures.add(namespace + ": " + e);
                }
            }
        }
        return report;
    }

    /**
     * Creates the collection if needed, or compares its options with the declaration (and changes
     * its validator when asked), and sorts its declared indexes; returns the specs still to create.
     */
    private static List<BsonDocument> collection(MongoDatabase database, Target target,
            Map<String, BsonDocument> existingCollections, boolean write, Options options, Report report) {
        String namespace = database.getName() + "." + target.collection();
        boolean exists = existingCollections.containsKey(target.collection());
        // indexes without a collation of their own take the collection's, as the server has it
        BsonDocument collectionCollation = target.options().getCollation() == null ? null
                : target.options().getCollation().asDocument();
        List<BsonDocument> existingIndexes = new ArrayList<BsonDocument>();
        if (exists) {
            report.existingCollections.add(namespace);
            BsonDocument existingOptions = existingCollections.get(target.collection());
            collectionCollation = existingOptions.isDocument("collation") ? existingOptions.getDocument("collation") : null;
            drift(database, target, existingOptions, write, options, report);
            existingIndexes.addAll(listIndexes(database, target));
        } else if (write) {
            try {
                database.createCollection(target.collection(), target.options());
                report.createdCollections.add(namespace);
            } catch (MongoCommandException e) {
                if (e.getErrorCode() != NAMESPACE_EXISTS) {
                    throw e;
                }
                // another instance of the application, starting at the same time, created it since listCollections
                report.existingCollections.add(namespace);
                existingIndexes.addAll(listIndexes(database, target));
            }
        } else {
            report.missingCollections.add(namespace);
        }
        return IndexReconciler.reconcile(namespace, target.indexes(), existingIndexes, collectionCollation, report);
    }

    /**
     * Reports each option of an existing collection that differs from its declaration; with
     * {@link Options#updateValidators(boolean)}, {@code apply} sends one collMod with the
     * validator, level and action that differ. A failed collMod is a failure, and the
     * collection's indexes are still done.
     */
    private static void drift(MongoDatabase database, Target target, BsonDocument existingOptions, boolean write,
            Options options, Report report) {
        String namespace = database.getName() + "." + target.collection();
        String how = !options.updateValidators() ? "apply with Options.updateValidators(true) changes it with collMod"
                : write ? "collMod failed (see failures): unchanged" : "apply with these options changes it with collMod";
        List<Drift> drifts = OptionsDrift.compare(namespace, target.options(), existingOptions, how);
        BsonDocument collMod = write && options.updateValidators()
                ? OptionsDrift.collMod(target.collection(), target.options(), drifts) : null;
        if (collMod != null) {
            try {
                database.runCommand(collMod);
                List<String> changed = new ArrayList<String>();
                for (int i = 0; i < drifts.size(); i++) {
                    if (OptionsDrift.isValidation(drifts.get(i))) {
                        drifts.set(i, drifts.get(i).changed());
                        changed.add(drifts.get(i).option());
                    }
                }
                report.updatedValidators.add(namespace + " " + Report.commaSeparated(changed));
            } catch (MongoException e) {
                report.failures.add(namespace + ": collMod failed, its validator is as it was: " + e.getMessage());
            }
        }
        report.drifts.addAll(drifts);
    }

    private static List<BsonDocument> listIndexes(MongoDatabase database, Target target) {
        List<BsonDocument> indexes = new ArrayList<BsonDocument>();
        for (BsonDocument index : database.getCollection(target.collection()).listIndexes(BsonDocument.class)) {
            indexes.add(index);
        }
        return indexes;
    }

    /**
     * commitQuorum needs MongoDB 4.4 and a replica set, or a mongos, which passes it on to its
     * shards (jstests/sharding/set_index_commit_quorum_through_mongos.js): a standalone server refuses it.
     */
    static boolean supportsCommitQuorum(MongoDatabase database, Report report) {
        BsonDocument hello = hello(database);
        if (hello == null) {
            report.notes.add(database.getName() + ": commitQuorum not sent: the server answered neither hello nor isMaster");
            return false;
        }
        int wireVersion = hello.getNumber("maxWireVersion", new BsonInt32(0)).intValue();
        if (wireVersion < COMMIT_QUORUM_WIRE_VERSION) {
            report.notes.add(database.getName() + ": commitQuorum not sent: the server's wire version " + wireVersion
                    + " is below " + COMMIT_QUORUM_WIRE_VERSION + " (MongoDB 4.4)");
            return false;
        }
        // a mongos answers msg: "isdbgrid" and has no setName of its own
        if (!hello.containsKey("setName") && !"isdbgrid".equals(BsonComparison.string(hello, "msg", ""))) {
            report.notes.add(database.getName() + ": commitQuorum not sent: the server is neither a replica set member "
                    + "nor a mongos");
            return false;
        }
        return true;
    }

    /**
     * The server's hello answer, or {@code null}. MongoDB 4.4.0 and 4.4.1 accept commitQuorum but
     * know only {@code isMaster}, which 4.4.2 renamed to {@code hello} (SERVER-49986).
     */
    private static BsonDocument hello(MongoDatabase database) {
        for (String command : new String[] {"hello", "isMaster"}) {
            try {
                return database.runCommand(new BsonDocument(command, new BsonInt32(1)), BsonDocument.class);
            } catch (MongoException e) {
                // CommandNotFound before 4.4.2: ask again by the older name
            }
        }
        return null;
    }
}
