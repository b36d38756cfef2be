/*
 * Rule:     UniqueIndexShardKey
 * Severity: ERROR (fixed)
 * Lesson:   each shard checks uniqueness only in its own chunks, so a unique index must start with the shard key.
 * Docs:     docs/rules/UniqueIndexShardKey.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.ShardKey;
import org.bson.types.ObjectId;

final class UniqueIndexShardKey {

    @Document(collection = "gallery_unique_shard_key_customers")
    @ShardKey(keys = "accountId")
    @IndexHint(keys = "email", unique = true) // UniqueIndexShardKey: does not start with accountId
    static class Customer {
        ObjectId id;
        ObjectId accountId;
        @Bounded(max = 254) String email;
        @Bounded(max = 200) String name;
    }
}
