package dev.schemaguard.sample;

import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Date;
import java.util.List;
import org.bson.Document;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The bookstore sample. Its documents were checked by schemaguard when this module compiled,
 * with every warning as an error, and their schema classes and the bootstrap were generated.
 * It talks to the MongoDB at {@code MONGODB_URI}, or starts an in-process wire server when that
 * is not set; plans the schema, then bootstraps it, printing both reports; stores a little data; runs the
 * queries the indexes exist for; and bootstraps again, which changes nothing.
 */
public final class BookstoreApp {

    private BookstoreApp() {}

    public static void main(String[] args) {
        String uri = System.getenv("MONGODB_URI");
        MongoServer embedded = null;
        if (uri == null || uri.isBlank()) {
            embedded = new MongoServer(new MemoryBackend());
            InetSocketAddress address = embedded.bind();
            uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
            System.out.println(
                    "Started an in-process MongoDB wire server at " + uri + " (set MONGODB_URI to use yours)");
        }
        try (MongoClient client = MongoClients.create(uri)) {
            run(client, embedded != null);
        } finally {
            if (embedded != null) {
                embedded.shutdownNow();
            }
        }
    }

    /** The customer whose order the sample stores and looks up. */
    private static final ObjectId SAMPLE_CUSTOMER = new ObjectId("5f0c8a3b9d1e8a0001a1b2c3");

    static void run(MongoClient client, boolean embedded) {
        MongoDatabase db = client.getDatabase(BookSchema.DATABASE);
        System.out.println();
        System.out.println("== Plan first: what the bootstrap would create (it reads and writes nothing)");
        // on a database that holds data, read the plan (or mvn compile schemaguard:plan) before the
        // first apply: each index to create is built on the whole collection, a unique one fails on duplicates
        System.out.print(SchemaBootstrap.plan(client, BookSchema.DATABASE));

        System.out.println();
        System.out.println("== Bootstrap at startup");
        // with the client, so that on a sharded cluster orders is sharded too (shardCollection runs on admin)
        System.out.print(SchemaBootstrap.apply(client, BookSchema.DATABASE));

        ObjectId bookId = storeSampleData(db);

        System.out.println();
        System.out.println("== Queries the indexes exist for");
        MongoCollection<Document> books = db.getCollection(BookSchema.COLLECTION);
        // author_ci: a case-insensitive lookup names the collation of its index
        Document book = books.find(Filters.eq(BookSchema.AUTHOR, "KRISTINA CHODOROW"))
                .collation(BookSchema.AUTHOR_COLLATION)
                .first();
        System.out.println("books by author 'KRISTINA CHODOROW', ignoring case: "
                + (book == null ? "none (this server ignores collations)" : book.getString(BookSchema.TITLE)));
        for (Document b : books.find(Filters.eq(BookSchema.AUTHOR, "Kristina Chodorow"))
                .sort(Sorts.descending(BookSchema.PUBLISHED_AT))) {
            System.out.println("  newest first: " + b.getString(BookSchema.TITLE) + ", "
                    + b.getList(BookSchema.TOP_REVIEWS, Document.class).size() + " top reviews embedded");
        }
        MongoCollection<Document> reviews = db.getCollection(ReviewSchema.COLLECTION);
        System.out.println("reviews of the book, newest first (" + ReviewSchema.BOOK_ID + ", createdAt):");
        for (Document r : reviews.find(Filters.eq(ReviewSchema.BOOK_ID, bookId))
                .sort(Sorts.descending(ReviewSchema.CREATED_AT))) {
            System.out.println("  " + r.getInteger(ReviewSchema.RATING) + "/5 " + r.getString(ReviewSchema.REVIEWER)
                    + " on '" + r.get(ReviewSchema.BOOK, Document.class).getString("title") + "'");
        }
        long views =
                db.getCollection(BookViewSchema.COLLECTION).countDocuments(Filters.eq(BookViewSchema.BOOK_ID, bookId));
        System.out.println("views of the book in the last 30 days: " + views);
        // the customer in the filter: orders is sharded on customerId, so mongos asks one shard
        // (QueryWithoutShardKey), and the shard key's index gives the order, read backwards
        Document open = db.getCollection(OrderSchema.COLLECTION)
                .find(Filters.and(
                        Filters.eq(OrderSchema.CUSTOMER_ID, SAMPLE_CUSTOMER),
                        Filters.eq(OrderSchema.STATUS, Order.Status.OPEN.name())))
                .sort(Sorts.descending(OrderSchema.PLACED_AT))
                .first();
        System.out.println("the customer's newest open order: "
                + (open == null
                        ? "none"
                        : open.getList(OrderSchema.LINES, Document.class).size() + " lines, total "
                                + open.get(OrderSchema.TOTAL)));

        System.out.println();
        System.out.println("== The validator of books enforces @Bounded");
        System.out.println(insertBookWithElevenGenres(db));

        System.out.println();
        System.out.println("== Bootstrap again");
        System.out.print(SchemaBootstrap.apply(client, BookSchema.DATABASE));
        if (embedded) {
            System.out.println("(the in-process server keeps no collection options: it reports none, so each declared "
                    + "option above is a drift here; a real MongoDB reports no drift)");
        }
    }

    /** A book that breaks {@code @Bounded(max = 10)} on its genres, written as any other program could. */
    static String insertBookWithElevenGenres(MongoDatabase db) {
        List<String> genres = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k");
        try {
            ObjectId id = new ObjectId();
            db.getCollection(BookSchema.COLLECTION)
                    .insertOne(new Document(BookSchema.ID, id)
                            .append(BookSchema.TITLE, "Too Many Genres")
                            .append(BookSchema.GENRES, genres));
            // by _id, which the _id_ index serves: by title it would read every book (QueryWithoutIndex)
            db.getCollection(BookSchema.COLLECTION).deleteOne(Filters.eq(BookSchema.ID, id));
            return "a book with 11 genres was accepted: this server keeps no validators (a real MongoDB refuses it)";
        } catch (MongoWriteException refused) {
            return "a book with 11 genres is refused by the server: "
                    + refused.getError().getCode() + " " + refused.getError().getMessage();
        }
    }

    private static ObjectId storeSampleData(MongoDatabase db) {
        ObjectId bookId = new ObjectId();
        String title = "MongoDB: The Definitive Guide";
        List<Document> all = List.of(
                review(bookId, title, "ana", 5, "A model of clarity."),
                review(bookId, title, "li", 4, "Good examples, dense in places."),
                review(bookId, title, "sam", 5, "The chapter on patterns is worth it."),
                review(bookId, title, "kim", 2, "Too long for me."));
        db.getCollection(ReviewSchema.COLLECTION).insertMany(all);
        db.getCollection(BookSchema.COLLECTION)
                .insertOne(new Document(BookSchema.ID, bookId)
                        .append(BookSchema.ISBN, "978-1449344689")
                        .append(BookSchema.TITLE, title)
                        .append(BookSchema.AUTHOR, "Kristina Chodorow")
                        .append(BookSchema.PUBLISHED_AT, Date.from(Instant.parse("2013-05-23T00:00:00Z")))
                        .append(BookSchema.PRICE, new Decimal128(new BigDecimal("39.99")))
                        .append(
                                BookSchema.TOP_REVIEWS,
                                all.subList(0, 3).stream()
                                        .map(r -> new Document("reviewer", r.get(ReviewSchema.REVIEWER))
                                                .append("rating", r.get(ReviewSchema.RATING))
                                                .append("excerpt", r.get(ReviewSchema.TEXT)))
                                        .toList())
                        .append(BookSchema.GENRES, List.of("databases", "reference")));
        db.getCollection(BookSummarySchema.COLLECTION)
                .insertOne(new Document(BookSummarySchema.ID, bookId)
                        .append(BookSummarySchema.TITLE, title)
                        .append(BookSummarySchema.AUTHOR, "Kristina Chodorow")
                        .append(BookSummarySchema.AVERAGE_RATING, 4.0)
                        .append(BookSummarySchema.REVIEW_COUNT, all.size()));
        for (int i = 0; i < 3; i++) {
            db.getCollection(BookViewSchema.COLLECTION)
                    .insertOne(new Document(BookViewSchema.BOOK_ID, bookId)
                            .append(
                                    BookViewSchema.VIEWED_AT,
                                    Date.from(Instant.now().minus(i, ChronoUnit.HOURS)))
                            .append(BookViewSchema.SESSION_ID, "session-" + i));
        }
        db.getCollection(OrderSchema.COLLECTION)
                .insertOne(new Document(OrderSchema.CUSTOMER_ID, SAMPLE_CUSTOMER)
                        .append(OrderSchema.PLACED_AT, new Date())
                        .append(OrderSchema.STATUS, Order.Status.OPEN.name())
                        .append(OrderSchema.TOTAL, new Decimal128(new BigDecimal("79.98")))
                        .append(
                                OrderSchema.LINES,
                                List.of(new Document(
                                                "book",
                                                new Document("_id", bookId)
                                                        .append("title", title)
                                                        .append("price", new Decimal128(new BigDecimal("39.99"))))
                                        .append("quantity", 2))));
        return bookId;
    }

    private static Document review(ObjectId bookId, String title, String reviewer, int rating, String text) {
        return new Document(ReviewSchema.ID, new ObjectId())
                // the embedded summary's id under "_id", as the driver's POJO codec writes it (ReviewSchema.BOOK_ID)
                .append(ReviewSchema.BOOK, new Document("_id", bookId).append("title", title))
                .append(ReviewSchema.REVIEWER, reviewer)
                .append(ReviewSchema.RATING, rating)
                .append(ReviewSchema.TEXT, text)
                .append(ReviewSchema.CREATED_AT, Date.from(Instant.now()));
    }
}
