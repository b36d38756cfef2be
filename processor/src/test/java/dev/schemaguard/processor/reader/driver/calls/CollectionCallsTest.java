package dev.schemaguard.processor.reader.driver.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.CodeQueryNotation;
import dev.schemaguard.processor.reader.springdata.repository.SentQueryShapes;
import dev.schemaguard.processor.testing.QueryCallReading;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The queries the driver's {@code MongoCollection} calls of a class send: one per call, on the document of the
 * collection's type argument, with the {@code FindIterable} chain written on it, at the call's line.
 */
class CollectionCallsTest {

    private static final String BOOK = """
            package drv;
            import dev.schemaguard.annotations.*;
            @Document(collection = "books")
            public class Book {
                org.bson.types.ObjectId id;
                String title;
                String author;
                int year;
            }
            """;

    /** Another library's class named MongoCollection, with the same methods: no driver call. */
    private static final String OTHER_COLLECTION = """
            package other;
            public interface MongoCollection<T> {
                Iterable<T> find(org.bson.conversions.Bson filter);
            }
            """;

    private static final String LIBRARY = """
            package drv;
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Sorts.*;
            import com.mongodb.client.MongoCollection;
            import com.mongodb.client.model.Projections;
            import com.mongodb.client.model.CountOptions;
            import org.bson.Document;
            import java.util.List;
            public final class Library {
                private final MongoCollection<Book> books;
                private final MongoCollection<Document> raw;
                private final other.MongoCollection<Book> others;
                Library(MongoCollection<Book> books, MongoCollection<Document> raw, other.MongoCollection<Book> others) {
                    this.books = books;
                    this.raw = raw;
                    this.others = others;
                }
                Object all() {
                    return books.find();
                }
                Object byAuthor(String a, int n) {
                    return books.find(and(eq("author", a), gte("year", n)))
                            .sort(descending("year"))
                            .limit(10)
                            .hintString("author_1_year_-1")
                            .first();
                }
                Object projected(String a) {
                    return books.find(eq("author", a), Book.class).projection(Projections.include("title")).limit(-5);
                }
                long counted(String t) {
                    return books.countDocuments(eq("titel", t));
                }
                long countedWithOptions(String t) {
                    return books.countDocuments(eq("title", t), new CountOptions().limit(3));
                }
                void deleted(String t) {
                    books.deleteOne(eq("title", t));
                    books.deleteMany(lt("year", 1900));
                }
                List<Book> inALambda(List<String> authors) {
                    return authors.stream().map(a -> books.find(eq("author", a)).first()).toList();
                }
                Object notADocument() {
                    return raw.find(eq("title", "x"));
                }
                Object anotherLibrary() {
                    return others.find(eq("title", "x"));
                }
                Object notAQuery() {
                    return books.getNamespace();
                }
                Object builtInALocal(String a) {
                    org.bson.conversions.Bson byAuthor = eq("author", a);
                    org.bson.conversions.Bson recent = and(byAuthor, gte("year", 2000));
                    return books.find(recent).sort(descending("year"));
                }
                Object assignedAgain(String a, boolean byTitle) {
                    org.bson.conversions.Bson filter = eq("author", a);
                    if (byTitle) {
                        filter = eq("title", a);
                    }
                    return books.find(filter);
                }
                Object byConstantName(com.mongodb.client.MongoDatabase db, String a) {
                    MongoCollection<Document> named = db.getCollection("books");
                    return named.find(eq("author", a));
                }
                Object anotherCollection(com.mongodb.client.MongoDatabase db, String a) {
                    return db.getCollection("archive", Book.class).find(eq("author", a));
                }
                static final com.mongodb.client.model.Collation FRENCH = com.mongodb.client.model.Collation.builder()
                        .locale("fr")
                        .collationStrength(com.mongodb.client.model.CollationStrength.PRIMARY)
                        .build();
                Object collated(String a, String locale) {
                    books.find(eq("author", a)).collation(FRENCH);
                    books.find(eq("author", a)).collation(com.mongodb.client.model.Collation.builder().locale(locale).build());
                    return books.find(eq("author", a))
                            .collation(com.mongodb.client.model.Collation.builder().locale("en").backwards(true).build());
                }
                void changed(String a, Book b) {
                    books.updateOne(eq("author", a), com.mongodb.client.model.Updates.set("year", 1));
                    books.updateMany(eq("author", a), com.mongodb.client.model.Updates.set("year", 1));
                    books.replaceOne(eq("title", a), b);
                    books.findOneAndDelete(eq("author", a));
                    books.findOneAndUpdate(
                            eq("author", a),
                            com.mongodb.client.model.Updates.inc("year", 1),
                            new com.mongodb.client.model.FindOneAndUpdateOptions().sort(ascending("year")));
                }
                Object distinctAuthors(int y) {
                    return books.distinct("author", gte("year", y), String.class);
                }
                Object pipelined(String a, List<org.bson.conversions.Bson> stages) {
                    books.aggregate(stages);
                    return books.aggregate(List.of(
                            com.mongodb.client.model.Aggregates.match(eq("author", a)),
                            com.mongodb.client.model.Aggregates.sort(descending("year")),
                            com.mongodb.client.model.Aggregates.limit(5)));
                }
                Object inAtRunTime(List<Integer> years, String[] titles, List<Object> any) {
                    books.find(in("year", years));
                    books.find(nin("title", titles));
                    return books.find(in("year", any));
                }
            }
            """;

    private static final List<CodeQuery> calls = new ArrayList<>();

    @BeforeAll
    static void compile() {
        calls.addAll(QueryCallReading.read(
                        CollectionCalls::new,
                        "drv.Library",
                        List.of(),
                        JavaFileObjects.forSourceString("drv.Book", BOOK),
                        JavaFileObjects.forSourceString("other.MongoCollection", OTHER_COLLECTION),
                        JavaFileObjects.forSourceString("drv.Library", LIBRARY))
                .queries());
    }

    @Test
    void positive_eachDriverCallOnADocumentsCollection_isAQueryAtItsLine() {
        assertEquals(
                List.of(
                        "19 FIND {} None None",
                        "22 FIND {author: eq, year: $gte} sort {year: -1} limit 1 hint author_1_year_-1",
                        "29 FIND {author: eq} limit 5 None",
                        "32 COUNT {titel: eq} None None",
                        "35 COUNT {title: eq} None None",
                        "38 DELETE {title: eq} limit 1 None",
                        "39 DELETE {year: $lt} None None",
                        "42 FIND {author: eq} limit 1 None",
                        "56 FIND {author: eq, year: $gte} sort {year: -1} None None",
                        "63 FIND {?} None None",
                        "67 FIND {author: eq} None None",
                        "77 FIND {author: eq} None None",
                        "78 FIND {author: eq} None None",
                        "79 FIND {author: eq} None None",
                        "83 UPDATE {author: eq} limit 1 None",
                        "84 UPDATE {author: eq} None None",
                        "85 UPDATE {title: eq} limit 1 None",
                        "86 DELETE {author: eq} limit 1 None",
                        "87 UPDATE {author: eq} sort {?} limit 1 None",
                        "93 FIND {year: $gte} None None",
                        "96 FIND {?} None None",
                        "97 FIND {author: eq} sort {year: -1} None None",
                        // the values of a list or an array given at run time: their number is unknown, not the field
                        "103 FIND {year: in} None None",
                        "104 FIND {title: $nin} None None",
                        // a list of Object may hold documents, which $in refuses: unknown
                        "105 FIND {year: ?} None None"),
                calls.stream().map(c -> CodeQueryNotation.describe(c.query())).toList());
    }

    @Test
    void positive_aCollationBuiltOfConstants_isKnown_otherwiseAtRunTime() {
        assertEquals(
                List.of(
                        "Explicit[collation=CollationSpec[locale=fr, strength=1, caseLevel=false, "
                                + "numericOrdering=false, sendsEverySetting=false]]",
                        "AtRunTime[]",
                        "AtRunTime[]"),
                calls.stream()
                        .filter(c -> ((CodePosition) c.query().origin()).line() > 70
                                && ((CodePosition) c.query().origin()).line() < 80)
                        .map(c -> c.query().collation().toString())
                        .toList());
    }

    @Test
    void positive_theChainsProjection_isRead() {
        assertEquals(
                new Projection.Fields(List.of("title"), true),
                calls.get(2).query().projection());
    }

    @Test
    void positive_aNameNoStoredFieldHas_isRecordedAtTheName() {
        assertEquals(
                List.of("titel 32:40"),
                calls.stream()
                        .flatMap(c -> c.unknownFields().stream())
                        .map(f -> f.path() + " " + ((CodePosition) f.origin()).line() + ":"
                                + ((CodePosition) f.origin()).column())
                        .toList());
    }

    @Test
    void negative_theFilterOfAChain_isTheDriversNotation() {
        assertEquals(
                "and(author:eq,year:gte)",
                SentQueryShapes.render(calls.get(1).query().filter()));
    }
}
