/*
 * Rule:     RandomId
 * Severity: WARNING
 * Lesson:   random _id values (UUID, String) make every insert rewrite a random page of the _id index; use ObjectId or a monotonic key.
 * Docs:     docs/rules/RandomId.md
 */
package dev.schemaguard.gallery;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Id;
import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import org.bson.types.ObjectId;

final class RandomId {

    @Document(collection = "gallery_random_id_orders")
    static class Order {
        @Id UUID orderNumber; // RandomId: a random UUID as _id
        ObjectId customerId;
        BigDecimal total;
        @Bounded(max = 50) List<Line> lines;
    }

    static class Line {
        @Bounded(max = 17) String isbn;
        int quantity;
    }
}
