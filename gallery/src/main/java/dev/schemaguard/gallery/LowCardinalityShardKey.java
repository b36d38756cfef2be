/*
 * Rule:     LowCardinalityShardKey
 * Severity: WARNING
 * Lesson:   a chunk splits only between shard key values, so a key of booleans and enums caps the cluster at a few chunks.
 * Docs:     docs/rules/LowCardinalityShardKey.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.ShardKey;
import java.math.BigDecimal;
import org.bson.types.ObjectId;

final class LowCardinalityShardKey {

    @Document(collection = "gallery_low_cardinality_carts")
    @ShardKey(keys = {"status", "giftWrapped"}) // LowCardinalityShardKey: an enum and a boolean, six values in all
    static class Cart {
        ObjectId id;
        ObjectId customerId;
        Status status;
        boolean giftWrapped;
        BigDecimal total;
    }

    enum Status { OPEN, CHECKED_OUT, ABANDONED }
}
