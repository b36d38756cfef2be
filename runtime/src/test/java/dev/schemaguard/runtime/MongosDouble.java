package dev.schemaguard.runtime;

import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.ErrorCode;
import de.bwaldvogel.mongo.exception.MongoServerError;
import io.netty.channel.Channel;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A test double of a mongos, <em>not a mongos</em>: mongo-java-server's in-memory backend, which
 * is a standalone server, answering besides the few commands the bootstrap sends a sharded
 * cluster, as a real mongos shapes them:
 * <ul>
 * <li>{@code hello} with {@code msg: "isdbgrid"} (mongo-java-server itself answers CommandNotFound);
 * <li>{@code shardCollection} on admin: recorded, and written to {@code config.collections} as
 *     {@code {_id: "db.coll", key, unique, ...}}, so that a second run reads it; the same key again
 *     is accepted, another key refused with AlreadyInitialized (23), as a mongos does; without an
 *     index whose keys start with the shard key it is refused with InvalidOptions (72), as a mongos
 *     refuses it for a collection that holds documents;
 * <li>{@code enableSharding} on admin: recorded.
 * </ul>
 * {@code config.collections} is an ordinary collection of the in-memory server, read with the
 * ordinary find. Nothing else of a cluster is there: no shards, no chunks, no routing; the
 * collation checks of {@code shardCollection} are not made (mongo-java-server does not keep a
 * collection's collation), so the tests check what the bootstrap sent, and the run against a real
 * cluster ({@code MONGODB_URI}) checks the effect.
 */
final class MongosDouble extends MemoryBackend {
    private final int maxWireVersion;
    private final List<String> shardCollections = Collections.synchronizedList(new ArrayList<>());
    private final List<String> enableShardings = Collections.synchronizedList(new ArrayList<>());

    /** @param maxWireVersion what {@code hello} reports: 21 for MongoDB 7.0, below 17 for a server before 6.0 */
    MongosDouble(int maxWireVersion) {
        this.maxWireVersion = maxWireVersion;
    }

    /** The namespaces sharded through this double, in order, each as {@code ns key unique}. */
    List<String> shardCollections() {
        return List.copyOf(shardCollections);
    }

    /** The databases {@code enableSharding} was sent for. */
    List<String> enableShardings() {
        return List.copyOf(enableShardings);
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
        if (command.equalsIgnoreCase("hello")) {
            return new Document("isWritablePrimary", true)
                    .append("msg", "isdbgrid")
                    .append("maxBsonObjectSize", 16 * 1024 * 1024)
                    .append("maxMessageSizeBytes", 48_000_000)
                    .append("maxWriteBatchSize", 100_000)
                    .append("localTime", Instant.now())
                    .append("minWireVersion", 0)
                    .append("maxWireVersion", maxWireVersion)
                    .append("ok", 1.0);
        }
        if (database.equals("admin") && command.equalsIgnoreCase("enableSharding")) {
            enableShardings.add(String.valueOf(query.get(command)));
            return new Document("ok", 1.0);
        }
        if (database.equals("admin") && command.equalsIgnoreCase("shardCollection")) {
            return shardCollection(
                    channel,
                    query.get(command).toString(),
                    (Document) query.get("key"),
                    Boolean.TRUE.equals(query.get("unique")));
        }
        return super.handleCommand(channel, database, command, query);
    }

    private Document shardCollection(Channel channel, String namespace, Document key, boolean unique) {
        Document existing = first(super.handleCommand(
                channel,
                "config",
                "find",
                new Document("find", "collections").append("filter", new Document("_id", namespace))));
        if (existing != null) {
            if (existing.get("key").equals(key)) {
                return new Document("collectionsharded", namespace).append("ok", 1.0);
            }
            throw new MongoServerError(
                    23,
                    "AlreadyInitialized",
                    "sharding already enabled for collection " + namespace + " with options " + existing);
        }
        int dot = namespace.indexOf('.');
        String database = namespace.substring(0, dot);
        String collection = namespace.substring(dot + 1);
        if (!hasIndexStartingWith(channel, database, collection, key)) {
            throw new MongoServerError(
                    ErrorCode.InvalidOptions,
                    "Please create an index that starts with the proposed shard key before sharding the collection");
        }
        super.handleCommand(
                channel,
                "config",
                "insert",
                new Document("insert", "collections")
                        .append(
                                "documents",
                                List.of(new Document("_id", namespace)
                                        .append("lastmod", Instant.now())
                                        .append("key", key)
                                        .append("unique", unique)
                                        .append("noBalance", false))));
        shardCollections.add(namespace + " " + key + (unique ? " unique" : ""));
        return new Document("collectionsharded", namespace).append("ok", 1.0);
    }

    private boolean hasIndexStartingWith(Channel channel, String database, String collection, Document key) {
        Document answer =
                super.handleCommand(channel, database, "listIndexes", new Document("listIndexes", collection));
        for (Document index : batch(answer)) {
            List<Map.Entry<String, Object>> keys = new ArrayList<>(((Document) index.get("key")).entrySet());
            List<Map.Entry<String, Object>> wanted = new ArrayList<>(key.entrySet());
            if (keys.size() >= wanted.size() && keys.subList(0, wanted.size()).equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    private static Document first(Document cursorAnswer) {
        List<Document> batch = batch(cursorAnswer);
        return batch.isEmpty() ? null : batch.get(0);
    }

    @SuppressWarnings("unchecked")
    private static List<Document> batch(Document cursorAnswer) {
        return (List<Document>) ((Document) cursorAnswer.get("cursor")).get("firstBatch");
    }
}
