package dev.schemaguard.sample;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import java.time.Instant;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;

/**
 * The bookstore sample: its documents were checked by schemaguard when this module compiled
 * (with every warning as an error). It talks to the MongoDB at {@code MONGODB_URI}, or starts
 * an in-process wire server when that is not set, stores a book with its reviews (subset
 * pattern: three embedded, all in {@code reviews}) and reads them back.
 */
public final class BookstoreApp {

    private BookstoreApp() {
    }

    public static void main(String[] args) {
        String uri = System.getenv("MONGODB_URI");
        MongoServer embedded = null;
        if (uri == null || uri.isBlank()) {
            embedded = new MongoServer(new MemoryBackend());
            InetSocketAddress address = embedded.bind();
            uri = "mongodb://" + address.getHostString() + ":" + address.getPort();
            System.out.println("Started an in-process MongoDB wire server at " + uri + " (set MONGODB_URI to use yours)");
        }
        try (MongoClient client = MongoClients.create(uri)) {
            run(client.getDatabase("bookstore"));
        } finally {
            if (embedded != null) {
                embedded.shutdownNow();
            }
        }
    }

    static void run(MongoDatabase db) {
        MongoCollection<Document> books = db.getCollection("books");
        MongoCollection<Document> reviews = db.getCollection("reviews");
        books.drop();
        reviews.drop();

        ObjectId bookId = new ObjectId();
        List<Document> all = List.of(
                review(bookId, "ana", 5, "A model of clarity."),
                review(bookId, "li", 4, "Good examples, dense in places."),
                review(bookId, "sam", 5, "The chapter on patterns is worth it."),
                review(bookId, "kim", 2, "Too long for me."));
        reviews.insertMany(all);
        books.insertOne(new Document("_id", bookId)
                .append("isbn", "978-1-4919-5446-1")
                .append("title", "MongoDB: The Definitive Guide")
                .append("author", "Shannon Bradshaw")
                .append("pub_date", java.util.Date.from(Instant.parse("2019-12-01T00:00:00Z")))
                .append("topReviews", all.subList(0, 3).stream()
                        .map(r -> new Document("reviewer", r.get("reviewer")).append("rating", r.get("rating"))
                                .append("excerpt", r.get("text")))
                        .toList())
                .append("genres", List.of("databases", "reference")));

        Document book = books.find(Filters.eq("isbn", "978-1-4919-5446-1")).first();
        System.out.println("Book page (one query, subset pattern): " + book.getString("title") + " by "
                + book.getString("author") + ", " + book.getList("topReviews", Document.class).size()
                + " reviews embedded");
        long total = reviews.countDocuments(Filters.eq("bookId", bookId));
        System.out.println("All reviews (reference on the many side): " + total);
        for (Document r : reviews.find(Filters.eq("bookId", bookId)).sort(Sorts.descending("rating"))) {
            System.out.println("  " + r.getInteger("rating") + "/5 " + r.getString("reviewer") + ": " + r.getString("text"));
        }
    }

    private static Document review(ObjectId bookId, String reviewer, int rating, String text) {
        return new Document("_id", new ObjectId()).append("bookId", bookId).append("reviewer", reviewer)
                .append("rating", rating).append("text", text).append("createdAt", java.util.Date.from(Instant.now()));
    }
}
