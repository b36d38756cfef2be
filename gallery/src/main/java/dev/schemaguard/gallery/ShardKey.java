/*
 * Rule:     ShardKey
 * Severity: ERROR (fixed)
 * Lesson:   a document has one place in one chunk, so MongoDB refuses a shard key that goes through an array.
 * Docs:     docs/rules/ShardKey.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

final class ShardKey {

    // the annotation is written in full: this class has its name
    @Document(collection = "gallery_shard_key_orders")
    @dev.schemaguard.annotations.ShardKey(keys = {"customerId", "lines.isbn"}) // ShardKey: 'lines' is an array
    static class Order {
        ObjectId id;
        ObjectId customerId;
        Instant placedAt;
        @Bounded(max = 50) List<Line> lines;
    }

    static class Line {
        @Bounded(max = 17) String isbn;
        int quantity;
    }
}
