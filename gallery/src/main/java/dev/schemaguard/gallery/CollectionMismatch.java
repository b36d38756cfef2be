/*
 * Rule:     CollectionMismatch
 * Severity: WARNING
 * Lesson:   a document class read from another collection than its annotation's finds none of its indexes there.
 * Docs:     docs/rules/CollectionMismatch.md
 */
package dev.schemaguard.gallery;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import java.time.Instant;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

final class CollectionMismatch {

    @Document("gallery_mismatch_orders")
    static class Order {
        ObjectId id;
        @Indexed ObjectId customerId;
        Instant placedAt;
    }

    /** Driver code that reads the orders through the driver's codec. */
    static final class OrderArchive {
        MongoCollection<Order> archived(MongoDatabase db) {
            return db.getCollection("gallery_mismatch_order", Order.class); // CollectionMismatch: no index there
        }
    }
}
