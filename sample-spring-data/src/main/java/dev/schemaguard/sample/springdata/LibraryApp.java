package dev.schemaguard.sample.springdata;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.runtime.Options;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;

/**
 * The Spring Data MongoDB sample: plain Spring Data with a {@link MongoTemplate}, no Spring Boot.
 * The model carries SDM's annotations only (and one {@code @CaseInsensitive}); schemaguard checked
 * it when this module compiled, with every warning as an error, and generated the schema classes
 * and {@link SchemaBootstrap}. It talks to the MongoDB at {@code MONGODB_URI}, or starts an
 * in-process wire server when that is not set; plans the schema, then bootstraps it, printing both reports; stores
 * a little data through the template; runs the queries the indexes exist for, through the template and through
 * the repositories whose every query method schemaguard planned at build time; and bootstraps again, which creates
 * nothing.
 */
public final class LibraryApp {

    private LibraryApp() {}

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
            run(new MongoTemplate(client, BookSchema.DATABASE));
        } finally {
            if (embedded != null) {
                embedded.shutdownNow();
            }
        }
    }

    static void run(MongoTemplate mongo) {
        System.out.println();
        System.out.println("== Plan first: SchemaBootstrap.plan(mongoTemplate.getDb()) reads and writes nothing");
        // SDM's own index creation (auto-index-creation) is off by default since SDM 3.0, so on a
        // database the application already uses, the first apply builds every declared index,
        // unique ones included: read the plan (or mvn compile schemaguard:plan) before it
        System.out.print(SchemaBootstrap.plan(mongo.getDb()));

        System.out.println();
        System.out.println("== Bootstrap at startup: SchemaBootstrap.apply(mongoTemplate.getDb(), options)");
        // the bootstrap creates the collections and indexes and reports what it did; a majority of
        // a replica set finishes each index build (sent only to servers that accept it)
        System.out.print(SchemaBootstrap.apply(mongo.getDb(), Options.defaults().commitQuorum("majority")));

        Sample sample = Sample.store(mongo);
        Library library = new Library(mongo);

        System.out.println();
        System.out.println("== Queries the indexes exist for");
        for (Book book : library.booksBy(sample.leGuin())) {
            System.out.println("books by Ursula K. Le Guin, newest first: " + book.getTitle() + " ("
                    + book.getPublishedAt() + ", " + book.getReviews().size() + " reviews embedded)");
        }
        System.out.println("books tagged 'anarchism': " + titles(library.booksTagged("anarchism")));
        Book scanned = library.bookWithIsbn("978-0-06-051275-0");
        scanned.setOnLoan(library.isOnLoan(new ObjectId(scanned.getId())));
        System.out.println("the desk scans 978-0-06-051275-0: " + scanned.getTitle()
                + (scanned.isOnLoan() ? ", on loan" : ", on the shelf"));
        List<Author> authors = library.authorsNamed("URSULA K. LE GUIN");
        System.out.println("authors named 'URSULA K. LE GUIN', ignoring case: "
                + (authors.isEmpty()
                        ? "none (this server ignores collations)"
                        : authors.get(0).getName()));
        for (Loan loan : library.openLoansOf(sample.member())) {
            System.out.println("open loan of " + sample.memberEmail() + ", due " + loan.getDueAt());
        }

        repositoryQueries(LibraryRepositories.on(mongo), sample);

        System.out.println();
        System.out.println("== Bootstrap again");
        System.out.print(SchemaBootstrap.apply(mongo.getDb()));
    }

    /** A few of the repositories' queries, each planned at build time (target/schemaguard/schema.md). */
    private static void repositoryQueries(LibraryRepositories repositories, Sample sample) {
        System.out.println();
        System.out.println("== Repository queries, each planned at build time (target/schemaguard/schema.md)");
        BookRepository books = repositories.books();
        Instant since = Instant.parse("1970-01-01T00:00:00Z");
        System.out.println("new arrivals since 1970 (IXSCAN published): "
                + titles(books.findTop10ByPublishedAtAfterOrderByPublishedAtDesc(since)));
        System.out.println("new in 'science fiction' (IXSCAN tag_published): "
                + titles(books.findNewInTag("science fiction", since)));
        System.out.println("the A-to-Z shelf from 'The' (IXSCAN title): "
                + titles(books.findByTitleStartingWithOrderByTitle("The")));
        System.out.println("the desk scans two ISBNs (IXSCAN isbn): "
                + titles(books.findByIsbnIn(List.of("978-0-547-72202-3", "978-0-06-051275-0"))));
        LoanRepository loans = repositories.loans();
        List<String> dueSoon =
                loans
                        .findTop20ByDueAtBeforeAndReturnedAtIsNullOrderByDueAt(
                                Instant.now().plus(Duration.ofDays(15)))
                        .stream()
                        .map(loan -> books.findById(loan.getBookId().toHexString())
                                .map(Book::getTitle)
                                .orElse("?"))
                        .toList();
        System.out.println(sample.memberEmail() + ": " + loans.countByMemberIdAndReturnedAtIsNull(sample.member())
                + " open loans (IXSCAN member_due), "
                + loans.history(sample.member(), 10).size()
                + " in the history (an aggregation, IXSCAN member_due)");
        System.out.println("open loans due within 15 days (IXSCAN open_due): " + dueSoon);
    }

    private static List<String> titles(List<Book> books) {
        return books.stream().map(Book::getTitle).toList();
    }

    /** The ids of the sample data the queries look for. */
    record Sample(ObjectId leGuin, ObjectId member, String memberEmail) {

        static Sample store(MongoTemplate mongo) {
            Author leGuin = mongo.insert(new Author("Ursula K. Le Guin", 1929));
            mongo.insert(new Author("Kristina Chodorow", null));
            ObjectId authorId = new ObjectId(leGuin.getId());
            Book dispossessed = new Book(
                    "978-0-06-051275-0",
                    "The Dispossessed",
                    "Shevek, a physicist, travels from the anarchist moon Anarres to its mother planet.",
                    authorId,
                    Instant.parse("1974-05-01T00:00:00Z"),
                    List.of("science fiction", "anarchism"));
            dispossessed
                    .getReviews()
                    .add(new Review("ana", 5, "An ambiguous utopia indeed.", Instant.parse("2024-03-02T10:00:00Z")));
            dispossessed
                    .getReviews()
                    .add(new Review("li", 4, "Slow, then unforgettable.", Instant.parse("2024-06-11T18:30:00Z")));
            mongo.insert(dispossessed);
            Book earthsea = mongo.insert(new Book(
                    "978-0-547-72202-3",
                    "A Wizard of Earthsea",
                    "Ged learns that a name has power.",
                    authorId,
                    Instant.parse("1968-11-01T00:00:00Z"),
                    List.of("fantasy")));
            // an old edition without an ISBN: the sparse unique index leaves it out
            mongo.insert(new Book(
                    null,
                    "The Word for World Is Forest",
                    "Colonists and the forest people of Athshe.",
                    authorId,
                    Instant.parse("1972-01-01T00:00:00Z"),
                    List.of("science fiction", "anarchism")));

            Member member = mongo.insert(new Member("sam@example.org", "Sam"));
            ObjectId memberId = new ObjectId(member.getId());
            Instant now = Instant.now();
            mongo.insert(new Loan(new ObjectId(dispossessed.getId()), memberId, now, now.plus(Duration.ofDays(21))));
            mongo.insert(new Loan(
                    new ObjectId(earthsea.getId()),
                    memberId,
                    now.minus(Duration.ofDays(7)),
                    now.plus(Duration.ofDays(14))));
            Loan returned = new Loan(
                    new ObjectId(earthsea.getId()),
                    memberId,
                    now.minus(Duration.ofDays(60)),
                    now.minus(Duration.ofDays(39)));
            returned.returned(now.minus(Duration.ofDays(40)));
            mongo.insert(returned);
            return new Sample(authorId, memberId, member.getEmail());
        }
    }
}
