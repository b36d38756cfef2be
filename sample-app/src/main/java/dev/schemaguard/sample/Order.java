package dev.schemaguard.sample;

import dev.schemaguard.annotations.Bounded;
import dev.schemaguard.annotations.Document;
import dev.schemaguard.annotations.Embedded;
import dev.schemaguard.annotations.IndexHint;
import dev.schemaguard.annotations.Reference;
import dev.schemaguard.annotations.ShardKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;

/**
 * An order keeps its lines embedded with a point-in-time copy of each book (title and price as
 * sold): an order must not change when the catalogue does. At most 50 lines per order. Open
 * orders are found through a partial index that holds only them.
 *
 * <p>Orders are the collection that outgrows one replica set first, so it has a shard key:
 * {@code {customerId: 1, placedAt: 1}}. Not {@code _id}: an ObjectId grows with every insert, so
 * every new order would go to the last chunk, on one shard (MonotonicShardKey). Not
 * {@code placedAt} first, for the same reason. {@code customerId} spreads the customers over the
 * shards and keeps each customer's orders together, so "the orders of a customer" asks one shard;
 * {@code placedAt} after it lets the chunks of a customer with many orders split by date. The
 * index {@code {customerId: 1, placedAt: 1}} supports the key and, read backwards, the page
 * "my orders, newest first".
 */
@Document(collection = "orders")
@ShardKey(keys = {"customerId", "placedAt"})
@IndexHint(keys = {"customerId", "placedAt"})
@IndexHint(keys = "placedAt:-1", name = "open_orders_by_date", partialFilter = "{status: 'OPEN'}")
public class Order {

    ObjectId id;

    ObjectId customerId;

    Instant placedAt;

    Status status;

    BigDecimal total;

    @Bounded(max = 50)
    List<Line> lines;

    /** The lifecycle of an order. */
    public enum Status {
        OPEN,
        SHIPPED,
        CANCELLED
    }

    /** One line: the book as sold, and how many. */
    public static class Line {
        @Reference(Book.class)
        BookAsSold book;

        int quantity;
    }

    /** The extended reference with the price at the time of the order. */
    @Embedded
    public static class BookAsSold {
        ObjectId id;

        @Bounded(max = 300)
        String title;

        BigDecimal price;
    }
}
