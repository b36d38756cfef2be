package dev.schemaguard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares the shard key of the document's collection: the fields by which MongoDB's
 * {@code shardCollection} distributes its documents across the shards of a sharded cluster. The
 * shard key is the schema decision that is hardest to undo (changing it means
 * {@code reshardCollection}, which rewrites the whole collection), so schemaguard checks it at
 * build time; on a replica set or a standalone server it changes nothing.
 *
 * <p>Keys are written like {@link IndexHint#keys()}: a Java field path, optionally followed by
 * {@code :1} (ranged, the default) or {@code :hashed}. MongoDB takes no other key type, at most
 * one hashed key, and no key through an array. A subclass stored in the same collection inherits
 * the shard key; a hierarchy declares it once.
 *
 * <pre>{@code
 * @Document(collection = "orders")
 * @ShardKey(keys = {"customerId", "placedAt"})   // {customerId: 1, placedAt: 1}
 * @IndexHint(keys = {"customerId", "number"}, unique = true)   // a unique index starts with the shard key
 * class Order {
 *     ObjectId id;
 *     ObjectId customerId;
 *     Instant placedAt;
 *     long number;
 * }
 *
 * @Document(collection = "sessions")
 * @ShardKey(keys = "userId:hashed")              // {userId: "hashed"}: even spread, no range queries
 * class Session { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ShardKey {

    /** The shard key's fields, as {@code path} or {@code path:hashed}, in order; at least one. */
    String[] keys();

    /**
     * Shards with {@code unique: true}: the shard key's index enforces unique values across the
     * whole cluster. MongoDB refuses it with a hashed key.
     */
    boolean unique() default false;
}
