package dev.schemaguard.processor.reader.morphia.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.springdata.repository.SentQueryShapes;
import dev.schemaguard.processor.testing.QueryCallReading;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The queries Morphia's {@code Query} calls of a class send: one per call that runs a query started by
 * {@code Datastore.find(X.class)}, on document X, with its filters (chained or given in statements on a local) and the
 * options the call passes, at the call's line; the stored names Morphia maps the Java names to.
 */
class MorphiaCallsTest {

    /** A document with renamed fields, an embedded one and arrays of values and of embedded documents. */
    static final String BOOK = """
            package m;
            import dev.morphia.annotations.*;
            import org.bson.types.ObjectId;
            import java.util.List;
            @Entity("books")
            public class Book {
                @Id ObjectId id;
                @Property("t") String title;
                String author;
                int year;
                List<String> tags;
                @Property("addr") Address address;
                List<Review> reviews;
                List<Double> location;
                @Entity public static class Address { @Property("c") String city; String zip; }
                @Entity public static class Review { String user; @Property("r") int rating; }
            }
            """;

    /** Another library's Datastore and Query, with the same methods: no Morphia call. */
    private static final String OTHER_DATASTORE = """
            package other;
            public interface Datastore {
                <T> Query<T> find(Class<T> type);
                interface Query<T> {
                    Query<T> filter(Object... filters);
                    java.util.Iterator<T> iterator();
                }
            }
            """;

    private static final String LIBRARY = """
            package m;
            import static dev.morphia.query.filters.Filters.*;
            import dev.morphia.Datastore;
            import dev.morphia.DeleteOptions;
            import dev.morphia.query.CountOptions;
            import dev.morphia.query.FindOptions;
            import dev.morphia.query.Query;
            import dev.morphia.query.Sort;
            import dev.morphia.query.filters.Filters;
            public final class Library {
                private static final String AUTHOR = "author";
                private final Datastore datastore;
                private final other.Datastore others;
                Library(Datastore datastore, other.Datastore others) {
                    this.datastore = datastore;
                    this.others = others;
                }
                Object all() {
                    return datastore.find(Book.class).iterator();
                }
                Object byAuthor(String a, int n) {
                    return datastore.find(Book.class)
                            .filter(eq("author", a), gte("year", n))
                            .iterator(new FindOptions()
                                    .sort(Sort.descending("year"), Sort.ascending("title"))
                                    .limit(10)
                                    .hintString("author_1_year_-1"));
                }
                Object qualified(String t) {
                    return datastore.find(Book.class).filter(Filters.eq("title", t)).first();
                }
                Object constants(String a) {
                    return datastore.find(Book.class).filter(eq(AUTHOR, a)).filter(eq(BookSchema.TITLE, a)).first();
                }
                long counted(String t) {
                    return datastore.find(Book.class).filter(eq("autor", t)).count();
                }
                long countedWithOptions(String t) {
                    return datastore.find(Book.class).filter(eq("t", t)).count(new CountOptions().limit(3));
                }
                void deleted(int y) {
                    datastore.find(Book.class).filter(lt("year", y)).delete();
                    datastore.find(Book.class).filter(lt("year", y)).delete(new DeleteOptions().multi(true));
                }
                Object builtInALocal(String a, int n) {
                    Query<Book> q = datastore.find(Book.class);
                    q.filter(eq("author", a));
                    q.filter(gte("year", n));
                    FindOptions o = new FindOptions().sort(Sort.ascending("title"));
                    o.limit(5);
                    return q.iterator(o);
                }
                Object assignedAgain(String a, boolean again) {
                    Query<Book> q = datastore.find(Book.class);
                    if (again) {
                        q = datastore.find(Book.class);
                    }
                    return q.iterator();
                }
                Object changedInABranch(String a, boolean byTitle) {
                    Query<Book> q = datastore.find(Book.class);
                    if (byTitle) {
                        q.filter(eq("title", a));
                    }
                    return q.iterator();
                }
                Object fieldAtRunTime(String f, String v) {
                    return datastore.find(Book.class).filter(eq(f, v)).iterator();
                }
                Object nested(String c) {
                    return datastore.find(Book.class)
                            .filter(eq("address.city", c), elemMatch("reviews", eq("user", c), gte("r", 4)))
                            .iterator();
                }
                Object projected() {
                    return datastore.find(Book.class).iterator(new FindOptions().projection().include("title", "author"));
                }
                Object anotherLibrary() {
                    return others.find(Book.class).filter(eq("title", "x")).iterator();
                }
                Object notADocument() {
                    return datastore.find(String.class).iterator();
                }
                Object javaNameInElemMatch() {
                    return datastore.find(Book.class).filter(elemMatch("reviews", gte("rating", 4))).iterator();
                }
                Object fromAParameter(Query<Book> q) {
                    return q.iterator();
                }
                Object otherCollection() {
                    return datastore.find(Book.class).iterator(new FindOptions().collection("archive"));
                }
                Object runTwice(String a, int n, boolean many) {
                    Query<Book> q = datastore.find(Book.class).filter(eq("author", a));
                    q.count();
                    FindOptions o = new FindOptions().limit(n);
                    o.collection();
                    DeleteOptions d = new DeleteOptions().multi(many);
                    d.multi();
                    q.delete(d);
                    return q.iterator(o);
                }
                java.util.List<Object> inALambda(java.util.List<String> authors) {
                    return authors.stream()
                            .map(a -> (Object) datastore.find(Book.class).filter(eq("author", a)).first())
                            .toList();
                }
                Object updated(String a, int n) {
                    datastore.find(Book.class).filter(eq("author", a))
                            .update(dev.morphia.query.updates.UpdateOperators.set("year", n)).execute();
                    return datastore.find(Book.class).filter(eq("author", a))
                            .modify(dev.morphia.query.updates.UpdateOperators.set("year", n))
                            .execute(new dev.morphia.ModifyOptions().hintString("author_1"));
                }
                Object inAtRunTime(java.util.List<Integer> years, java.util.Set<String> tags, java.util.List<Object> any) {
                    datastore.find(Book.class).filter(in("year", years), nin("tags", tags)).iterator();
                    return datastore.find(Book.class).filter(in("year", any)).iterator();
                }
                Object collated(String a, String locale) {
                    datastore.find(Book.class).filter(eq("author", a)).iterator(new FindOptions()
                            .collation(com.mongodb.client.model.Collation.builder().locale(locale).build()));
                    return datastore.find(Book.class).filter(eq("author", a)).iterator(new FindOptions()
                            .collation(com.mongodb.client.model.Collation.builder()
                                    .locale("fr")
                                    .collationStrength(com.mongodb.client.model.CollationStrength.PRIMARY)
                                    .build()));
                }
            }
            """;

    private static final List<CodeQuery> calls = new ArrayList<>();

    @BeforeAll
    static void compile() {
        calls.addAll(QueryCallReading.read(
                        MorphiaCalls::new,
                        "m.Library",
                        List.of(new SchemaGuardProcessor()),
                        JavaFileObjects.forSourceString("m.Book", BOOK),
                        JavaFileObjects.forSourceString("other.Datastore", OTHER_DATASTORE),
                        JavaFileObjects.forSourceString("m.Library", LIBRARY))
                .queries());
    }

    private static String describe(Query query) {
        return QueryCallReading.describe(query);
    }

    @Test
    void positive_eachQueryCallOnADocument_isAQueryAtItsLine() {
        assertEquals(
                List.of(
                        "19 FIND {} None None",
                        "24 FIND {author: eq, year: $gte} sort {year: -1, t: 1} limit 10 hint author_1_year_-1",
                        "30 FIND {t: eq} limit 1 None",
                        "33 FIND {author: eq, t: eq} limit 1 None",
                        "36 COUNT {autor: eq} None None",
                        "39 COUNT {t: eq} limit 3 None",
                        "42 DELETE {year: $lt} limit 1 None",
                        "43 DELETE {year: $lt} None None",
                        "51 FIND {author: eq, year: $gte} sort {t: 1} limit 5 None",
                        "68 FIND {?} None None",
                        "73 FIND {addr.c: eq, reviews: $elemMatch} None None",
                        "76 FIND {} None None",
                        "85 FIND {reviews: $elemMatch} None None",
                        "95 COUNT {author: eq} None None",
                        "100 DELETE {author: eq} AtRunTime None",
                        "101 FIND {author: eq} AtRunTime None",
                        "105 FIND {author: eq} limit 1 None",
                        "110 UPDATE {author: eq} limit 1 None",
                        "113 UPDATE {author: eq} limit 1 hint author_1",
                        // the values of a collection given at run time: their number is unknown, not the field
                        "116 FIND {year: in, tags: $nin} None None",
                        // a list of Object may hold documents, which $in refuses: unknown
                        "117 FIND {year: ?} None None",
                        "120 FIND {author: eq} None None",
                        "122 FIND {author: eq} None None"),
                calls.stream().map(c -> describe(c.query())).toList());
    }

    @Test
    void positive_theStoredNamesMorphiaMapsTo_areTheQuerysPaths() {
        assertEquals(
                "and(addr.c:eq,reviews:elemMatch(and(user:eq,r:gte)))",
                SentQueryShapes.render(calls.get(10).query().filter()));
        // Projection.project adds the discriminator key to an inclusion
        assertEquals(
                new Projection.Fields(List.of("t", "author", "_t"), true),
                calls.get(11).query().projection());
    }

    @Test
    void positive_aNameNoPropertyHas_isRecordedAtTheName() {
        assertEquals(
                List.of("autor autor author 36:53", "reviews.rating rating r 85:75"),
                calls.stream()
                        .flatMap(c -> c.unknownFields().stream())
                        .map(f -> f.path() + " " + f.property() + " "
                                + f.didYouMean().orElse("-") + " " + ((CodePosition) f.origin()).line() + ":"
                                + ((CodePosition) f.origin()).column())
                        .toList());
    }

    /** The driver's {@code Collation} the options take, read as the driver reader reads it: of constants, or at run time. */
    @Test
    void positive_aCollationBuiltOfConstants_isKnown_otherwiseAtRunTime() {
        assertEquals(
                List.of(
                        "AtRunTime[]",
                        "Explicit[collation=CollationSpec[locale=fr, strength=1, caseLevel=false, "
                                + "numericOrdering=false, sendsEverySetting=false]]"),
                calls.subList(21, 23).stream()
                        .map(c -> c.query().collation().toString())
                        .toList());
    }

    /**
     * Not read: a query assigned again or changed in a branch, from a parameter, of another library's
     * {@code Datastore}, of a class that is no document, or on another collection.
     */
    @Test
    void negative_aQueryNotBuiltInTheMethodOrNotMorphias_isNotRead() {
        List<Long> lines = calls.stream()
                .map(c -> ((CodePosition) c.query().origin()).line())
                .toList();
        for (long skipped : List.of(58L, 65L, 79L, 82L, 88L, 91L)) {
            assertFalse(lines.contains(skipped), "read at line " + skipped);
        }
        assertEquals(23, calls.size());
    }
}
