package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The query rules on the driver's {@code MongoCollection} calls in method bodies: a finding is printed on the call
 * (or on the field name it writes), at its line, and is suppressed on the enclosing method or class, as a repository
 * query's is on its method or interface.
 */
class DriverQueryRulesTest {

    private static final String BOOK = """
            package drv;
            import dev.schemaguard.annotations.*;
            @Document(collection = "books")
            @IndexHint(keys = {"author", "year:-1"})
            public class Book {
                org.bson.types.ObjectId id;
                String title;
                String author;
                int year;
            }
            """;

    private static final String HEADER = """
            package drv;
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Sorts.*;
            import com.mongodb.client.MongoCollection;
            import org.bson.conversions.Bson;
            import java.util.regex.Pattern;
            """;

    private static ProcessorTester tester(String library) {
        return ProcessorTester.forRules(
                        "QueryWithoutIndex", "InMemorySort", "CaseInsensitiveRegex", "QueryFieldUnknown")
                .source("drv.Book", BOOK)
                .source("drv.Library", HEADER + library);
    }

    @Test
    void positive_aFindNoIndexServes_isReportedOnTheCall() {
        String message = tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byTitle(String t) {
                        return books.find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertEquals(
                "[QueryWithoutIndex] Library.byTitle (find, line 10) {title: eq} reads every document of the "
                        + "collection: no index serves it (COLLSCAN); add @IndexHint(keys = \"title\") on 'Book' "
                        + "(see docs/rules/QueryWithoutIndex.md)",
                message);
    }

    @Test
    void negative_aFindTheIndexServes() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byAuthor(String a) {
                        return books.find(and(eq("author", a), gte("year", 2000))).sort(descending("year"));
                    }
                    long counted(String a) {
                        return books.countDocuments(eq(BookSchema.AUTHOR, a));
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_anOrderTheIndexDoesNotGive_sortsInMemory() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byAuthor(String a) {
                        return books.find(eq("author", a)) // expect: WARNING InMemorySort
                                .sort(ascending("title"));
                    }
                }
                """).expectMarkedDiagnostics();
    }

    /** {@code in(f, list)}: the values are known at run time, the field is not, and an index on it serves the query. */
    @Test
    void positive_anInOfValuesGivenAtRunTime_isPlannedOnItsField() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byTitles(java.util.List<String> titles) {
                        return books.find(in("title", titles)); // expect: WARNING QueryWithoutIndex
                    }
                    Object byTitleArray(String[] titles) {
                        return books.find(in("title", titles)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_anInOfValuesGivenAtRunTime_onAnIndexedField() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byAuthors(java.util.Set<String> authors) {
                        return books.find(in("author", authors));
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_aGeneratedConstantAndAQueryBuiltInALocal() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byTitle(String t) {
                        Bson filter = eq(BookSchema.TITLE, t);
                        return books.find(filter); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aCollectionGotByItsConstantName() {
        tester("""
                class Library {
                    Object byTitle(com.mongodb.client.MongoDatabase db, String t) {
                        MongoCollection<org.bson.Document> books = db.getCollection(BookSchema.COLLECTION);
                        return books.find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aCaseInsensitivePattern() {
        String message = tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byAuthor(String a) {
                        return books.find(regex("author", "^" + "x" + "$", "i")); // expect: WARNING CaseInsensitiveRegex
                    }
                }
                """).expectMarkedDiagnostics().message("CaseInsensitiveRegex");
        assertTrue(message.contains("match by equality and give the query the collation"), message);
    }

    @Test
    void positive_aChainOverSeveralLines_isNamedByTheLineJavacMarks() {
        String message = tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byTitle(String t) {
                        return books
                                .find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertTrue(message.startsWith("[QueryWithoutIndex] Library.byTitle (find, line 11) "), message);
    }

    @Test
    void positive_optionsBuiltInPlaceWithoutHintOrCollation_planTheQuery() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    void upsert(String t) {
                        books.updateOne(eq("title", t), com.mongodb.client.model.Updates.set("year", 1), new com.mongodb.client.model.UpdateOptions().upsert(true)); // expect: WARNING QueryWithoutIndex
                    }
                    long count(String t) {
                        return books.countDocuments(eq("title", t), new com.mongodb.client.model.CountOptions().limit(1)); // expect: WARNING QueryWithoutIndex
                    }
                    void collated(String t, com.mongodb.client.model.Collation c) {
                        // a collation given at run time: no index on 'title' under any collation serves it either
                        books.updateOne(eq("title", t), com.mongodb.client.model.Updates.set("year", 1), new com.mongodb.client.model.UpdateOptions().upsert(true).collation(c)); // expect: WARNING QueryWithoutIndex
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_optionsThatMaySetAHint_leaveThePlanUnknown() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    void hinted(String t, String index) {
                        books.updateOne(eq("title", t), com.mongodb.client.model.Updates.set("year", 1), new com.mongodb.client.model.UpdateOptions().upsert(true).hintString(index));
                    }
                    void given(String t, com.mongodb.client.model.UpdateOptions options) {
                        books.updateOne(eq("title", t), com.mongodb.client.model.Updates.set("year", 1), options);
                    }
                    void changedAfterward(String t) {
                        com.mongodb.client.model.UpdateOptions options = new com.mongodb.client.model.UpdateOptions();
                        options.hintString("nope");
                        books.updateOne(eq("title", t), com.mongodb.client.model.Updates.set("year", 1), options);
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_regexFindings_proposeNoMethodNameKeyword() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnanchoredRegex", "CaseInsensitiveRegex")
                .source("drv.Book", BOOK)
                .source("drv.Library", HEADER + """
                        class Library {
                            MongoCollection<Book> books;
                            Object mentioning(String t) {
                                return books.find(regex("author", "smith")); // expect: WARNING UnanchoredRegex
                            }
                            Object startingWith(String t) {
                                return books.find(regex("title", "^the", "i")); // expect: WARNING CaseInsensitiveRegex
                            }
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(
                "[UnanchoredRegex] Library.mentioning (find, line 10) matches 'author' with a regex that is not "
                        + "anchored at the start: the index 'author_1_year_-1' cannot be bounded by it, so every key "
                        + "(or every document) is read; match the start instead (a pattern beginning with ^), or "
                        + "search words with a text index or Atlas Search (see docs/rules/UnanchoredRegex.md)",
                result.message("UnanchoredRegex"));
        assertTrue(
                result.message("CaseInsensitiveRegex")
                        .contains("match its start case-sensitively (a regex anchored with ^ on the copy, with the "
                                + "value lower-cased)"),
                result.message("CaseInsensitiveRegex"));
    }

    @Test
    void positive_aFinalFieldGivenOneCollectionByName_isQueriedOnItsDocument() {
        tester("""
                class Library {
                    private final MongoCollection<org.bson.Document> books;
                    private final MongoCollection<org.bson.Document> either;
                    Library(com.mongodb.client.MongoDatabase db) {
                        this.books = db.getCollection("books");
                        this.either = db.getCollection("books");
                    }
                    Library(com.mongodb.client.MongoDatabase db, boolean archived) {
                        this.books = db.getCollection("books");
                        this.either = db.getCollection(archived ? "archive" : "books");
                    }
                    Object byTitle(String t) {
                        return books.find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                    Object eitherByTitle(String t) {
                        return either.find(eq("title", t));
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aHelperThatReturnsTheCollectionOfItsParameter_namesTheCollection() {
        tester("""
                class Database {
                    static com.mongodb.client.MongoDatabase db;
                    static MongoCollection<org.bson.Document> collection(String name) {
                        return db.getCollection(name);
                    }
                    static MongoCollection<org.bson.Document> prefixed(String name) {
                        return db.getCollection("archive_" + name);
                    }
                }
                class Library {
                    private final MongoCollection<org.bson.Document> books = Database.collection("books");
                    Object byTitle(String t) {
                        return Database.collection("books").find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                    Object fieldByTitle(String t) {
                        return books.find(eq("title", t)); // expect: WARNING QueryWithoutIndex
                    }
                    Object archivedByTitle(String t) {
                        return Database.prefixed("books").find(eq("title", t));
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aNameBelowAnIdTheModelKnows_isResolvedLikeAnyOther() {
        ProcessorTester.forRules("QueryFieldUnknown")
                .source("drv.Book", BOOK)
                .source("drv.Membership", """
                        package drv;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "memberships")
                        public class Membership {
                            @Id MembershipId id;
                            String role;
                            public record MembershipId(String userId, String groupId) {}
                        }
                        """)
                .source("drv.Library", HEADER + """
                        class Library {
                            MongoCollection<Membership> memberships;
                            MongoCollection<Book> books;
                            Object misspelt(String u) { return memberships.find(eq("_id.usrId", u)); } // expect: WARNING QueryFieldUnknown
                            Object spelt(String u) { return memberships.find(eq("_id.userId", u)); }
                            Object belowAnObjectId(String u) { return books.find(eq("_id.x", u)); }
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_aNameNoStoredFieldHas_isReportedOnTheName() {
        String message = tester("""
                class Library {
                    MongoCollection<Book> books;
                    long counted(String a) {
                        return books.countDocuments(eq("autor", a)); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics().message("QueryFieldUnknown");
        assertTrue(message.contains("no stored field is named 'autor' (did you mean 'author'?)"), message);
        assertTrue(message.contains("the name is sent as written"), message);
    }

    @Test
    void negative_aFieldNameKnownOnlyAtRunTime_isSkipped() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object by(String field, String value) {
                        return books.find(eq(field, value));
                    }
                }
                """).expectClean();
    }

    @Test
    void negative_anotherLibrarysMongoCollection() {
        tester("""
                class Library {
                    other.MongoCollection<Book> books;
                    Object byTitle(String t) {
                        return books.find(eq("title", t));
                    }
                }
                """).source("other.MongoCollection", """
                        package other;
                        public interface MongoCollection<T> {
                            Iterable<T> find(org.bson.conversions.Bson filter);
                        }
                        """).expectClean();
    }

    @Test
    void negative_aCollectionOfNoDocument() {
        tester("""
                class Library {
                    MongoCollection<org.bson.Document> raw;
                    Object byTitle(String t) {
                        return raw.find(eq("title", t));
                    }
                }
                """).expectClean();
    }

    @Test
    void negative_aMethodJavacRefuses_getsJavacsErrorOnceAndNoFinding() {
        ProcessorTester.Result result = tester("""
                class Library {
                    MongoCollection<Book> books;
                    Object byTitle(String t) {
                        return books.find(eq("title", undefinedVariable));
                    }
                    Object byName(String t) {
                        return books.find(eq("title", t)).sort(ascending(undefinedField()));
                    }
                }
                """).compile();
        result.assertNoCrash();
        List<String> errors = result.compilation().errors().stream()
                .map(d -> d.getLineNumber() + " "
                        + d.getMessage(Locale.ROOT).lines().findFirst().orElse(""))
                .toList();
        assertEquals(List.of("10 cannot find symbol", "13 cannot find symbol"), errors, result::all);
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("""
                class Library {
                    MongoCollection<Book> books;
                    @SuppressWarnings("schemaguard:QueryWithoutIndex")
                    Object byTitle(String t) {
                        return books.find(eq("title", t));
                    }
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheClass() {
        tester("""
                @SuppressWarnings("schemaguard:QueryWithoutIndex")
                class Library {
                    MongoCollection<Book> books;
                    Object byTitle(String t) {
                        return java.util.Optional.of(t).map(x -> books.find(eq("title", x))).orElseThrow();
                    }
                }
                """).expectClean();
    }
}
