package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.IndexKey;
import dev.schemaguard.processor.model.PathResolution;
import dev.schemaguard.processor.model.ShardKeySpec;
import java.util.List;

/**
 * The edits the shard key messages propose, in the annotation the user declared the key with: schemaguard's
 * {@code @ShardKey(keys = "customerId:hashed")}, Spring Data MongoDB's {@code @Sharded(shardKey = ...,
 * shardingStrategy = ShardingStrategy.HASH)}, whose HASH hashes every field it lists (SDM's {@code ShardKey.hash}),
 * or Morphia's {@code @ShardKeys(@ShardKey(value = ..., type = ShardKeyType.HASHED))}, whose names
 * {@code DatastoreImpl.shardCollection} sends as written, never mapped.
 */
final class ShardKeyFixes {

    private static final String SHARDED = "@Sharded";
    private static final String SHARD_KEYS = "@ShardKeys";

    private ShardKeyFixes() {}

    /** A shard key on the one field given, for a message's example. */
    static String keyOn(ShardKeySpec shardKey, String field) {
        return switch (shardKey.annotation()) {
            case SHARDED -> "@Sharded(shardKey = \"" + field + "\")";
            case SHARD_KEYS -> "@ShardKeys(@ShardKey(\"" + field + "\"))";
            default -> "@ShardKey(keys = \"" + field + "\")";
        };
    }

    /**
     * How {@code key}, the first of a ranged shard key, is hashed, after "hash it": SDM hashes every field or none,
     * so a compound {@code @Sharded} key is hashed on that field alone (MongoDB takes one hashed field).
     */
    static String hashed(ShardKeySpec shardKey, IndexKey key) {
        return switch (shardKey.annotation()) {
            case SHARDED ->
                shardKey.keys().size() == 1
                        ? "(shardingStrategy = ShardingStrategy.HASH on @Sharded)"
                        : "alone (@Sharded(shardKey = \"" + key.javaPath()
                                + "\", shardingStrategy = ShardingStrategy.HASH), "
                                + "since HASH hashes every field of @Sharded)";
            case SHARD_KEYS ->
                "(@ShardKey(value = \"" + key.effectivePath() + "\", type = ShardKeyType.HASHED), "
                        + "ShardKeyType from dev.morphia.mapping)";
            default -> "('" + key.javaPath() + ":hashed')";
        };
    }

    /** How a key of several hashed fields keeps one: SDM's HASH cannot leave the others ranged. */
    static String oneHashed(ShardKeySpec shardKey) {
        return shardKey.annotation().equals(SHARDED)
                ? "shard on one field hashed, as in @Sharded(shardKey = \""
                        + shardKey.keys().get(0).javaPath()
                        + "\", shardingStrategy = ShardingStrategy.HASH), or drop shardingStrategy for a ranged key"
                : "hash one field, and keep the others ranged";
    }

    /**
     * The names to say "did you mean" with: Morphia sends a name as written, so its candidates are the stored names
     * (a Java name of a field stored under another would shard on a field no document has).
     */
    static List<String> candidates(
            DocumentModel document, ShardKeySpec shardKey, IndexKey key, PathResolution resolution) {
        return shardKey.annotation().equals(SHARD_KEYS)
                ? document.paths().resolveStored(key.javaPath()).candidates()
                : resolution.candidates();
    }

    /** What the names of the key are: Morphia sends them as written, the others map Java field paths. */
    static String names(ShardKeySpec shardKey) {
        return shardKey.annotation().equals(SHARD_KEYS)
                ? "Morphia sends each @ShardKey's value as written, so name fields by their stored names (_id for "
                        + "the @Id, the @Property name)"
                : "shard key fields are Java field paths, as in index keys";
    }
}
