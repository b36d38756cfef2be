package dev.schemaguard.runtime;

import com.mongodb.MongoCommandException;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Future;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;

/**
 * Creates, at application startup, the collections and indexes that schemaguard read from the
 * {@code @Document} classes at build time; or only plans it. Applications call it through the
 * generated {@code SchemaBootstrap}, which hands it the schema's targets.
 *
 * <p>Per database it sends one {@code listCollections}; it creates each missing collection with
 * all its options, compares the options of each collection that already existed with the
 * declaration (each difference is a {@link Drift}), reads its indexes (those of the first
 * collections while {@code listCollections} is in flight, see below), and sends one
 * {@code createIndexes} per collection with all its missing indexes. Of a collection's options it
 * changes only the validator, its level and action, with {@code collMod}, and only with
 * {@link Options#updateValidators(boolean)}. It never drops
 * or changes an index: an existing index that differs from its declaration (MongoDB's errors 85
 * and 86) is reported as a conflict with both specs, and the other indexes and collections are
 * still done. Running it again changes nothing and says so. {@code plan} makes the same analysis
 * without writing, and also lists existing indexes that nothing declares: candidates to hide with
 * {@code hideIndex}, then drop. It builds nothing that would make the application's own writes fail:
 * a unique index whose first key no document of a non-empty collection has is a conflict, not built
 * ({@link UnwrittenUniqueKeys}; one {@code find} of one document per such index). With
 * {@link Options#maxDocumentsToIndex(long)}, the missing indexes of a larger existing collection are
 * reported with the command to build them by hand, not built.
 *
 * <p>An index counts as already there when the server has it in the form a real MongoDB's
 * {@code listIndexes} gives back: text fields as {@code _fts}/{@code _ftsx} with their weights,
 * collations with every default filled in, version fields added. Targets that share a collection
 * are one collection to create, with their indexes merged.
 *
 * <p>Targets with a shard key ({@link Target#withShardKey}) are sharded on a cluster: when
 * {@code hello} reports a mongos ({@code msg: "isdbgrid"}), it reads {@code config.collections}
 * once per database, and for each collection not sharded yet it creates, with the other indexes,
 * an index that supports the key when no existing or declared one does (the key's fields first with
 * the same values, not sparse, partial or hidden, with the simple collation; for a unique key, a
 * unique index on exactly the key), then sends {@code shardCollection} to the admin database, with
 * {@code collation: {locale: "simple"}} when the collection's default collation is another one (and,
 * before MongoDB 6.0, {@code enableSharding} once per database). A collection sharded with the
 * declared key is left as it is; one sharded with another key is a {@link Conflict}: the remedy,
 * {@code reshardCollection}, is named, never run. On a replica set or a standalone server each shard
 * key is a note, so that the same code runs in development and production. The admin and config
 * databases need the client: the {@code MongoDatabase} entry points report a shard key on a mongos
 * as a failure that names {@link #apply(MongoClient, String, List, Options)}.
 *
 * <p>The collections of a database are worked on {@link Options#concurrency(int)} at a time (8 by
 * default), each on a connection of the driver's pool, so a startup that changes nothing waits for
 * about {@code 2 + collections / 8} round trips rather than one per collection. The indexes of the
 * first {@code concurrency - 1} collections are read while the database's {@code listCollections}
 * is in flight (it runs on a thread of the call too, started first; no more than {@code concurrency}
 * commands are in flight), so that the two are one round trip rather than two; then each collection
 * is done as above, with the answer read ahead for a collection that {@code listCollections} lists.
 * Those reads go out whether or not the collections exist: on a first run they are not used. An
 * empty answer is not used either (the driver answers a collection that does not exist with no
 * index, and it may have been created since), nor a failed one: the indexes are read again, so the
 * report is the one without reading ahead. At concurrency 1 nothing is read ahead, and one command
 * is sent at a time, in the calling thread. The threads end with the call; an interrupt of the
 * caller does not stop the commands under way on them, which the call waits for and reports; and the
 * report lists everything in the targets' order whatever the order the answers arrive in.
 *
 * <p>It works with every mongodb-driver-sync from 4.0 on: what an older driver lacks ({@link DriverFeature}) is
 * detected once and never called, and a target the driver cannot build ({@link Target#build}) is reported
 * with the first driver version that can. No reflection, no global state; a failure in one collection (a
 * refusal, a dropped connection, an answer it cannot read, a linkage error) is reported and the others are
 * still done, and so is a failure of one database's {@code listCollections}: nothing a server answers makes
 * {@code apply} throw.
 */
public final class Bootstrap {

    /** MongoDB's error codes for an index that exists with other options, or another index by that name. */
    private static final int INDEX_OPTIONS_CONFLICT = 85;

    private static final int INDEX_KEY_SPECS_CONFLICT = 86;
    /** MongoDB's error code for a collection that exists already. */
    private static final int NAMESPACE_EXISTS = 48;
    /** The wire version of MongoDB 4.4, the first to accept {@code commitQuorum}. */
    private static final int COMMIT_QUORUM_WIRE_VERSION = 9;
    /** The wire version of MongoDB 6.0, the first to shard a collection without enableSharding on its database. */
    private static final int SHARD_WITHOUT_ENABLE_WIRE_VERSION = 17;

    private Bootstrap() {}

    /** Creates what is missing in {@code database}, for the targets whose database is unset or is this one. */
    public static Report apply(MongoDatabase database, List<Target> targets, Options options) {
        return run(null, single(database, targets), options, true);
    }

    /** What {@link #apply(MongoDatabase, List, Options)} would do, without writing. */
    public static Report plan(MongoDatabase database, List<Target> targets, Options options) {
        return run(null, single(database, targets), options, false);
    }

    /**
     * As {@link #apply(MongoDatabase, List, Options)} for the database named {@code database}, and
     * able to shard on a cluster: {@code shardCollection} runs on the admin database and
     * {@code config.collections} tells what is sharded, which a {@code MongoDatabase} cannot reach.
     */
    public static Report apply(MongoClient client, String database, List<Target> targets, Options options) {
        requireNonNull(client, "client");
        requireNonNull(database, "database");
        return run(client, single(client.getDatabase(database), targets), options, true);
    }

    /** What {@link #apply(MongoClient, String, List, Options)} would do, without writing. */
    public static Report plan(MongoClient client, String database, List<Target> targets, Options options) {
        requireNonNull(client, "client");
        requireNonNull(database, "database");
        return run(client, single(client.getDatabase(database), targets), options, false);
    }

    /**
     * Creates what is missing for every target, each in its own database.
     *
     * @throws IllegalStateException if a target has no database: name it, or use {@link #apply(MongoDatabase, List, Options)}
     */
    public static Report apply(MongoClient client, List<Target> targets, Options options) {
        return run(client, byDatabase(client, targets), options, true);
    }

    /**
     * What {@link #apply(MongoClient, List, Options)} would do, without writing.
     *
     * @throws IllegalStateException if a target has no database
     */
    public static Report plan(MongoClient client, List<Target> targets, Options options) {
        return run(client, byDatabase(client, targets), options, false);
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
                throw new IllegalStateException(
                        "collection '" + target.collection() + "' has no database: name it with "
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

    private static Report run(
            MongoClient client, Map<MongoDatabase, List<Target>> work, Options options, boolean write) {
        if (options == null) {
            throw new IllegalArgumentException("options: use Options.defaults()");
        }
        Report report = new Report(write);
        try {
            databases(client, work, options, write, report);
        } catch (LinkageError e) {
            // DriverFeature keeps the runtime off what an older driver lacks, and each collection's work is
            // guarded; should a call still be missing, the application starts, with the report saying why
            report.failures.add("not finished: the driver on the class path lacks " + DriverFeature.describe(e));
        }
        return report;
    }

    private static void databases(
            MongoClient client, Map<MongoDatabase, List<Target>> work, Options options, boolean write, Report report) {
        // asked once per run, when a shard key first needs it: one deployment answers for every database
        BsonDocument hello = null;
        for (Map.Entry<MongoDatabase, List<Target>> entry : work.entrySet()) {
            MongoDatabase database = entry.getKey();
            // its notes join the report once listCollections answered, as when merging came after it
            Report merging = new Report(write);
            List<Target> targets = TargetMerger.merge(database.getName(), entry.getValue(), merging);
            try (CollectionTasks tasks =
                    new CollectionTasks(database.getName(), options.concurrency(), targets.size(), write)) {
                Future<Map<String, BsonDocument>> listed = tasks.first(() -> listCollections(database));
                // while listCollections is in flight, the first collections' indexes are read already: a
                // startup that changes nothing then waits for the two at once rather than one after the other
                Map<String, Future<List<BsonDocument>>> indexesAhead =
                        tasks.ahead(targets, target -> listIndexes(database, target));
                Map<String, BsonDocument> existing;
                try {
                    existing = CollectionTasks.value(listed);
                } catch (MongoException e) {
                    report.failures.add(database.getName() + ": listCollections failed: " + e.getMessage());
                    continue;
                } catch (RuntimeException e) {
                    // an answer of a shape this bootstrap does not expect (an emulator), or a client closed
                    // meanwhile: this database fails, the others are still done
                    report.failures.add(database.getName() + ": listCollections failed: " + e);
                    continue;
                }
                report.addAll(merging);
                Map<String, BsonDocument> sharded = null;
                if (hasShardKey(targets)) {
                    if (hello == null) {
                        hello = hello(database);
                        hello = hello == null ? new BsonDocument() : hello;
                    }
                    sharded = sharded(client, database, targets, hello, report);
                }
                DatabaseRun run =
                        new DatabaseRun(client, database, existing, indexesAhead, sharded, hello, options, write);
                List<Report> parts = tasks.each(targets, run::target);
                // what the collections' work learnt once for the whole database (commitQuorum) first, then each
                // collection in order
                report.addAll(run.shared);
                for (Report part : parts) {
                    report.addAll(part);
                }
            }
        }
    }

    /**
     * One database of a run: what was read once for all its collections, and the work on one
     * collection, which runs on a thread of {@link CollectionTasks} and writes only to its own
     * report. What is learnt once and shared (whether commitQuorum can be sent, whether
     * enableSharding was sent) is guarded, and its notes go to {@link #shared}.
     */
    private static final class DatabaseRun {
        final MongoClient client;
        final MongoDatabase database;
        final Map<String, BsonDocument> existing;
        /** The indexes read while listCollections was in flight, by collection: of the first ones only. */
        final Map<String, Future<List<BsonDocument>>> indexesAhead;

        final Map<String, BsonDocument> sharded;
        final BsonDocument hello;
        final Options options;
        final boolean write;
        final Report shared;
        private Boolean commitQuorumSupported;
        private boolean shardingEnabled;

        DatabaseRun(
                MongoClient client,
                MongoDatabase database,
                Map<String, BsonDocument> existing,
                Map<String, Future<List<BsonDocument>>> indexesAhead,
                Map<String, BsonDocument> sharded,
                BsonDocument hello,
                Options options,
                boolean write) {
            this.client = client;
            this.database = database;
            this.existing = existing;
            this.indexesAhead = indexesAhead;
            this.sharded = sharded;
            this.hello = hello;
            this.options = options;
            this.write = write;
            this.shared = new Report(write);
        }

        synchronized boolean commitQuorumSupported() {
            if (commitQuorumSupported == null) {
                commitQuorumSupported = supportsCommitQuorum(database, shared);
            }
            return commitQuorumSupported;
        }

        /** Sends enableSharding once for the database, where the server still needs it (before 6.0). */
        synchronized void enableShardingOnce() {
            if (!shardingEnabled
                    && hello.getNumber("maxWireVersion", new BsonInt32(0)).intValue()
                            < SHARD_WITHOUT_ENABLE_WIRE_VERSION) {
                client.getDatabase("admin")
                        .runCommand(new BsonDocument("enableSharding", new BsonString(database.getName())));
                shardingEnabled = true;
            }
        }

        /**
         * The indexes of a collection that listCollections found: those read ahead, if the read found
         * them; else read now. An empty answer is not trusted, since the driver answers a collection
         * that does not exist with no index (NamespaceNotFound, in its ListIndexesOperation) and the
         * read may have reached the server before another instance of the application created the
         * collection; and a failed read is sent again, so that its failure (a view answers
         * CommandNotSupportedOnView) is reported as without the read ahead.
         */
        List<BsonDocument> existingIndexes(Target target) {
            Future<List<BsonDocument>> ahead = indexesAhead.get(target.collection());
            List<BsonDocument> indexes = ahead == null ? null : CollectionTasks.settled(ahead);
            return indexes == null || indexes.isEmpty() ? listIndexes(database, target) : indexes;
        }

        /**
         * Everything for one collection: create or compare, indexes, shard; the report of it alone.
         * Done once more when a command of it was not sent because another collection's failure (a
         * dropped connection) paused the driver's connection pool: its work is not this collection's
         * failure, and what the first attempt created is reported as created.
         */
        Report target(Target target) {
            try {
                return attempt(target, true);
            } catch (NotSent notSent) {
                Report again = attempt(target, false);
                stillCreated(notSent.report.createdCollections, again.existingCollections, again.createdCollections);
                stillCreated(notSent.report.createdIndexes, again.existingIndexes, again.createdIndexes);
                return again;
            }
        }

        private Report attempt(Target target, boolean first) {
            Report report = new Report(write);
            String namespace = database.getName() + "." + target.collection();
            // the key whose existing indexes are not undeclared; and whether to shard with it
            BsonDocument shardKey = null;
            boolean toShard = false;
            if (sharded != null && target.shardKeyDocument() != null) {
                BsonDocument shardedWith = ShardKeys.entry(sharded, database.getName(), target);
                if (shardedWith == null) {
                    shardKey = target.shardKeyDocument();
                    toShard = true;
                } else {
                    shardKey = shardedWith.getDocument("key");
                    if (ShardKeys.sameKey(shardedWith, target)) {
                        report.existingShardKeys.add(namespace + " "
                                + ShardKeys.describe(target.shardKeyDocument(), target.shardKeyUnique()));
                    } else {
                        report.conflicts.add(ShardKeys.conflict(namespace, target, shardedWith));
                    }
                }
            }
            boolean indexesDone = false;
            try {
                CollectionWork collection = collection(this, target, shardKey, toShard, report);
                List<BsonDocument> missing = collection.missing;
                if (!write || collection.documentsAboveLimit >= 0) {
                    for (BsonDocument spec : missing) {
                        report.missingIndexes.add(namespace + " " + IndexSpecs.describe(spec));
                    }
                    if (collection.documentsAboveLimit >= 0) {
                        report.notes.add(leftToBuildByHand(
                                namespace, collection.documentsAboveLimit, createIndexes(target, missing)));
                    }
                } else if (!missing.isEmpty()) {
                    database.runCommand(createIndexes(target, missing));
                    for (BsonDocument spec : missing) {
                        report.createdIndexes.add(namespace + " " + IndexSpecs.describe(spec));
                    }
                }
                indexesDone = collection.documentsAboveLimit < 0;
                if (toShard && indexesDone) {
                    shard(this, target, collection, report);
                }
            } catch (MongoCommandException e) {
                if (e.getErrorCode() == INDEX_OPTIONS_CONFLICT || e.getErrorCode() == INDEX_KEY_SPECS_CONFLICT) {
                    report.conflicts.add(new Conflict(
                            namespace,
                            "(createIndexes)",
                            "as declared",
                            "the server refused it",
                            e.getErrorCodeName() + ": " + e.getErrorMessage()));
                } else {
                    report.failures.add(namespace + ": " + e.getMessage());
                }
            } catch (MongoException e) {
                if (first && poolPaused(e)) {
                    throw new NotSent(report);
                }
                report.failures.add(namespace + ": " + e.getMessage());
            } catch (RuntimeException e) {
                // an answer of a shape this bootstrap does not expect (a proxy, an emulator): this collection
                // fails, the others are still done
                report.failures.add(namespace + ": " + e);
            }
            if (toShard && !indexesDone) {
                report.notes.add(
                        namespace + ": not sharded: its indexes are not in place (see conflicts, failures and notes)");
            }
            return report;
        }

        /** The command that creates {@code specs}, with the commitQuorum of the options where the server takes it. */
        BsonDocument createIndexes(Target target, List<BsonDocument> specs) {
            BsonDocument command = new BsonDocument("createIndexes", new BsonString(target.collection()))
                    .append("indexes", new BsonArray(specs));
            if (options.commitQuorum() != null && commitQuorumSupported()) {
                command.append("commitQuorum", options.commitQuorum());
            }
            return command;
        }

        /** The note on a collection above {@link Options#maxDocumentsToIndex}, with the command to run by hand. */
        private String leftToBuildByHand(String namespace, long documents, BsonDocument command) {
            int indexes = command.getArray("indexes").size();
            return namespace + ": " + (write ? "" : "apply would leave ") + indexes
                    + (indexes == 1 ? " index" : " indexes")
                    + (write ? " not built: " : " to build by hand: ") + "about " + documents
                    + (documents == 1 ? " document" : " documents")
                    + ", above Options.maxDocumentsToIndex(" + options.maxDocumentsToIndex() + "); build "
                    + (indexes == 1 ? "it" : "them") + " when the load allows, in mongosh: "
                    + "db.getSiblingDB(\"" + database.getName() + "\").runCommand("
                    + command.toJson(JsonWriterSettings.builder()
                            .outputMode(JsonMode.SHELL)
                            .build()) + ")";
        }
    }

    /**
     * Whether {@code e} says that the command was not sent: the driver paused its connection pool
     * after another operation's network error, until its monitor reaches the server again
     * ({@code MongoConnectionPoolClearedException}, driver 4.3 and later; named, not linked, since
     * older drivers lack it).
     */
    private static boolean poolPaused(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause.getClass().getName().equals("com.mongodb.MongoConnectionPoolClearedException")) {
                return true;
            }
        }
        return false;
    }

    /** Moves to {@code created} what {@code createdBefore} lists and a second attempt found in {@code found}. */
    private static void stillCreated(List<String> createdBefore, List<String> found, List<String> created) {
        for (String entry : createdBefore) {
            if (found.remove(entry)) {
                created.add(entry);
            }
        }
    }

    /** A collection's command not sent, for {@link DatabaseRun#target} to try it again; with what was done before. */
    private static final class NotSent extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient Report report;

        NotSent(Report report) {
            super(null, null, false, false);
            this.report = report;
        }
    }

    private static boolean hasShardKey(List<Target> targets) {
        for (Target target : targets) {
            if (target.shardKeyDocument() != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The sharded collections of the targets with a shard key, by namespace, from one read of
     * {@code config.collections}; or {@code null} where the shard keys do not apply, with one note
     * (not a mongos: the same code runs in development) or failure (a mongos, but no client) per target.
     */
    private static Map<String, BsonDocument> sharded(
            MongoClient client, MongoDatabase database, List<Target> targets, BsonDocument hello, Report report) {
        boolean mongos = "isdbgrid".equals(BsonComparison.string(hello, "msg", ""));
        BsonArray namespaces = new BsonArray();
        for (Target target : targets) {
            if (target.shardKeyDocument() == null) {
                continue;
            }
            String namespace = database.getName() + "." + target.collection();
            String key = ShardKeys.describe(target.shardKeyDocument(), target.shardKeyUnique());
            if (!mongos) {
                report.notes.add(
                        namespace + ": shard key " + key + " not applied: the server is not a mongos "
                                + "(a replica set or a standalone server); on a sharded cluster the bootstrap shards the collection");
            } else if (client == null) {
                report.failures.add(
                        namespace + ": shard key " + key + " not applied: on a mongos the bootstrap needs the "
                                + "MongoClient (shardCollection runs on admin, config.collections tells what is sharded); "
                                + "call apply(MongoClient) or apply(MongoClient, String)");
            } else {
                for (String name : ShardKeys.namespaces(database.getName(), target)) {
                    namespaces.add(new BsonString(name));
                }
            }
        }
        if (namespaces.isEmpty()) {
            return null;
        }
        Map<String, BsonDocument> sharded = new HashMap<String, BsonDocument>();
        try {
            for (BsonDocument entry : client.getDatabase("config")
                    .getCollection("collections", BsonDocument.class)
                    .find(new BsonDocument("_id", new BsonDocument("$in", namespaces)))) {
                if (entry.isString("_id") && ShardKeys.isSharded(entry)) {
                    sharded.put(entry.getString("_id").getValue(), entry);
                }
            }
        } catch (RuntimeException e) {
            // a server's refusal, or an answer of a shape this bootstrap does not expect: the database's
            // collections are still done, unsharded
            report.failures.add(
                    database.getName() + ": reading config.collections failed, no collection of it is sharded: "
                            + (e instanceof MongoException ? e.getMessage() : e.toString()));
            return null;
        }
        return sharded;
    }

    /**
     * Shards one collection, or (plan) says it would; its indexes are in place by now, the
     * supporting one among them. Before MongoDB 6.0 a database needs {@code enableSharding} first,
     * sent once.
     */
    private static void shard(DatabaseRun run, Target target, CollectionWork collection, Report report) {
        String namespace = run.database.getName() + "." + target.collection();
        if (collection.supportingInConflict) {
            report.failures.add(namespace + ": not sharded: " + collection.supportingIndex
                    + ", the index that supports its shard key, is in conflict (see conflicts)");
            return;
        }
        String line = namespace + " " + ShardKeys.describe(target.shardKeyDocument(), target.shardKeyUnique())
                + (collection.simpleCollation ? " collation=simple" : "")
                + ", supporting index " + collection.supportingIndex
                + (collection.supportingCreated ? " (created first)" : "");
        if (!run.write) {
            report.collectionsToShard.add(line);
            return;
        }
        run.enableShardingOnce();
        BsonDocument command = new BsonDocument("shardCollection", new BsonString(namespace))
                .append("key", target.shardKeyDocument().clone())
                .append("unique", BsonBoolean.valueOf(target.shardKeyUnique()));
        if (collection.simpleCollation) {
            // the server refuses to shard a collection with another default collation without it (SERVER-24751)
            command.append("collation", new BsonDocument("locale", new BsonString("simple")));
        }
        run.client.getDatabase("admin").runCommand(command);
        report.shardedCollections.add(line);
    }

    /** What {@link #collection} found out about one collection. */
    private static final class CollectionWork {
        /** The index specs still to create. */
        List<BsonDocument> missing;
        /** The index that supports the shard key to apply, or {@code null} when there is none to apply. */
        String supportingIndex;
        /** Whether the bootstrap added the supporting index (no existing or declared index supports the key). */
        boolean supportingCreated;

        boolean supportingInConflict;
        /** Whether the collection's default collation is not the simple one, so shardCollection needs {@code collation: simple}. */
        boolean simpleCollation;
        /** The collection's documents when they are above {@link Options#maxDocumentsToIndex}, else -1. */
        long documentsAboveLimit = -1;
    }

    /**
     * Creates the collection if needed, or compares its options with the declaration (and changes
     * its validator when asked), and sorts its declared indexes; returns the specs still to create.
     * With a shard key to apply, the index that supports it is one of them when no existing or
     * declared index does; existing indexes that start with {@code shardKey} are not undeclared.
     * A unique index that would make the application's writes fail is not among them: it is a
     * conflict ({@link UnwrittenUniqueKeys}).
     */
    private static CollectionWork collection(
            DatabaseRun run, Target target, BsonDocument shardKey, boolean toShard, Report report) {
        MongoDatabase database = run.database;
        Map<String, BsonDocument> existingCollections = run.existing;
        String namespace = database.getName() + "." + target.collection();
        boolean exists = existingCollections.containsKey(target.collection());
        // a collection created by this run (or to be created, in a plan) has no document yet
        boolean mayHoldDocuments = exists;
        // indexes without a collation of their own take the collection's, as the server has it
        BsonDocument collectionCollation = target.options().getCollation() == null
                ? null
                : target.options().getCollation().asDocument();
        List<BsonDocument> existingIndexes = new ArrayList<BsonDocument>();
        if (exists) {
            report.existingCollections.add(namespace);
            BsonDocument existingOptions = existingCollections.get(target.collection());
            collectionCollation =
                    existingOptions.isDocument("collation") ? existingOptions.getDocument("collation") : null;
            drift(database, target, existingOptions, run.write, run.options, report);
            existingIndexes.addAll(run.existingIndexes(target));
        } else if (run.write) {
            try {
                database.createCollection(target.collection(), target.options());
                report.createdCollections.add(namespace);
            } catch (MongoCommandException e) {
                if (e.getErrorCode() != NAMESPACE_EXISTS) {
                    throw e;
                }
                // another instance of the application, starting at the same time, created it since listCollections
                report.existingCollections.add(namespace);
                mayHoldDocuments = true;
                existingIndexes.addAll(listIndexes(database, target));
            }
        } else {
            report.missingCollections.add(namespace);
        }
        CollectionWork work = new CollectionWork();
        List<IndexModel> declared = target.indexes();
        if (toShard) {
            List<BsonDocument> declaredSpecs = new ArrayList<BsonDocument>();
            for (IndexModel model : declared) {
                declaredSpecs.add(IndexSpecs.of(model));
            }
            BsonDocument key = target.shardKeyDocument();
            work.simpleCollation = !CollationMatch.same(collectionCollation, null);
            work.supportingIndex = ShardKeys.supportingIndex(
                    key, target.shardKeyUnique(), declaredSpecs, existingIndexes, collectionCollation);
            if (work.supportingIndex == null) {
                IndexModel supporting = ShardKeys.supportingModel(
                        key, target.shardKeyUnique(), collectionCollation, declaredSpecs, existingIndexes);
                declared = new ArrayList<IndexModel>(declared);
                declared.add(supporting);
                work.supportingIndex = supporting.getOptions().getName();
                work.supportingCreated = true;
            }
        }
        int conflicts = report.conflicts.size();
        work.missing =
                IndexReconciler.reconcile(namespace, declared, existingIndexes, collectionCollation, shardKey, report);
        boolean uniqueToCheck = UnwrittenUniqueKeys.anyToCheck(work.missing);
        if (mayHoldDocuments
                && !work.missing.isEmpty()
                && (uniqueToCheck || run.options.maxDocumentsToIndex() != Options.UNLIMITED)) {
            MongoCollection<BsonDocument> collection = database.getCollection(target.collection(), BsonDocument.class);
            // the collection's count from its metadata, not a scan
            long documents = collection.estimatedDocumentCount();
            if (documents > run.options.maxDocumentsToIndex()) {
                work.documentsAboveLimit = documents;
            } else if (documents > 0 && uniqueToCheck) {
                UnwrittenUniqueKeys.withhold(namespace, collection, work.missing, report);
            }
        }
        for (Conflict conflict : report.conflicts.subList(conflicts, report.conflicts.size())) {
            work.supportingInConflict |= conflict.index().equals(work.supportingIndex);
        }
        return work;
    }

    /**
     * Reports each option of an existing collection that differs from its declaration; with
     * {@link Options#updateValidators(boolean)}, {@code apply} sends one collMod with the
     * validator, level and action that differ. A failed collMod is a failure, and the
     * collection's indexes are still done.
     */
    private static void drift(
            MongoDatabase database,
            Target target,
            BsonDocument existingOptions,
            boolean write,
            Options options,
            Report report) {
        String namespace = database.getName() + "." + target.collection();
        String how = !options.updateValidators()
                ? "apply with Options.updateValidators(true) changes it with collMod"
                : write
                        ? "collMod failed (see failures): unchanged"
                        : "apply with these options changes it with collMod";
        List<Drift> drifts = OptionsDrift.compare(namespace, target.options(), existingOptions, how);
        BsonDocument collMod = write && options.updateValidators()
                ? OptionsDrift.collMod(target.collection(), target.options(), drifts)
                : null;
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

    /** The database's collections: name -> the collection's options as the server reports them. */
    private static Map<String, BsonDocument> listCollections(MongoDatabase database) {
        Map<String, BsonDocument> existing = new HashMap<String, BsonDocument>();
        for (BsonDocument collection : database.listCollections(BsonDocument.class)) {
            existing.put(
                    collection.getString("name").getValue(), collection.getDocument("options", new BsonDocument()));
        }
        return existing;
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
            report.notes.add(
                    database.getName() + ": commitQuorum not sent: the server answered neither hello nor isMaster");
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
            } catch (RuntimeException e) {
                // CommandNotFound before 4.4.2: ask again by the older name; an answer of a shape this
                // bootstrap does not expect counts as no answer
            }
        }
        return null;
    }
}
