package dev.schemaguard.sample.springdata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.bson.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The schema report this module's compilation wrote ({@code -Aschemaguard.report} in its pom): every query method of
 * the repositories is listed under its collection, served by the index its javadoc names, with its order from the
 * index, and no collection has a finding. A query that loses its index, or an index its query, changes a line here.
 */
class ReportedQueriesTest {

    private static final List<Class<?>> REPOSITORIES =
            List.of(AuthorRepository.class, BookRepository.class, LoanRepository.class, MemberRepository.class);

    /** Each method's index and how its order is produced, as the report says them. */
    private static final Map<String, Expected> PLANS = new TreeMap<>(Map.ofEntries(
            Map.entry("AuthorRepository.findByName", new Expected("authors", "name_ci", "none asked")),
            Map.entry("BookRepository.existsByAuthorId", new Expected("books", "author_published", "none asked")),
            Map.entry(
                    "BookRepository.findByAuthorIdOrderByPublishedAtDesc",
                    new Expected("books", "author_published", "index order")),
            Map.entry("BookRepository.findByIsbn", new Expected("books", "isbn", "none asked")),
            Map.entry(
                    "BookRepository.findAllBy",
                    new Expected("books", "Book_TextIndex", "none asked", "IXSCAN Book_TextIndex, text")),
            Map.entry("BookRepository.findByIsbnIn", new Expected("books", "isbn", "none asked")),
            Map.entry(
                    "BookRepository.findByTitleStartingWithOrderByTitle",
                    new Expected("books", "title", "index order")),
            Map.entry("BookRepository.findNewInTag", new Expected("books", "tag_published", "index order")),
            Map.entry(
                    "BookRepository.findTop10ByPublishedAtAfterOrderByPublishedAtDesc",
                    new Expected("books", "published", "index order")),
            Map.entry(
                    "LoanRepository.countByMemberIdAndReturnedAtIsNull",
                    new Expected("loans", "member_due", "none asked")),
            Map.entry(
                    "LoanRepository.existsByBookIdAndReturnedAtIsNull",
                    new Expected("loans", "book_open", "none asked")),
            Map.entry(
                    "LoanRepository.findByMemberIdAndReturnedAtIsNullOrderByDueAt",
                    new Expected("loans", "member_due", "index order")),
            // {returnedAt: null} is two points of the index, undefined and null (makeNullEqualityBounds in
            // index_bounds_builder.cpp): the two
            // scans, each in dueAt order, are merged (SORT_MERGE), not sorted in memory
            Map.entry(
                    "LoanRepository.findTop20ByDueAtBeforeAndReturnedAtIsNullOrderByDueAt",
                    new Expected("loans", "open_due", "merged in order")),
            Map.entry("LoanRepository.history", new Expected("loans", "member_due", "index order")),
            Map.entry("MemberRepository.existsByEmail", new Expected("members", "email", "none asked")),
            Map.entry("MemberRepository.findByEmail", new Expected("members", "email", "none asked")),
            // the MongoTemplate calls of Library, read from its method bodies
            Map.entry("Library.authorsNamed", new Expected("authors", "name_ci", "none asked")),
            Map.entry("Library.bookWithIsbn", new Expected("books", "isbn", "none asked")),
            Map.entry("Library.booksBy", new Expected("books", "author_published", "index order")),
            Map.entry("Library.booksTagged", new Expected("books", "tag_published", "none asked")),
            Map.entry("Library.isOnLoan", new Expected("loans", "book_open", "none asked")),
            Map.entry("Library.openLoansOf", new Expected("loans", "member_due", "index order"))));

    /** The methods of Library whose bodies run a template query, each once. */
    private static final List<String> TEMPLATE_QUERIES = List.of(
            "Library.authorsNamed",
            "Library.bookWithIsbn",
            "Library.booksBy",
            "Library.booksTagged",
            "Library.isOnLoan",
            "Library.openLoansOf");

    /** A code query is named with its call and line, {@code Library.booksBy (find, line 29)}: the method is the key. */
    private static String methodOf(String reportedName) {
        return reportedName.replaceAll(" \\(.*\\)$", "");
    }

    /** Where a query runs, the index that serves it, how its order is produced, and the plan as the report prints it. */
    private record Expected(String collection, String index, String order, String plan) {

        Expected(String collection, String index, String order) {
            this(collection, index, order, "IXSCAN " + index);
        }
    }

    private static List<Document> collections;

    @BeforeAll
    static void readReport() throws IOException {
        // surefire runs in the module's directory; the compiler plugin wrote the report before the tests compiled
        Path json = Path.of("target", "schemaguard", "schema.json");
        assertTrue(Files.isRegularFile(json), "no report at " + json.toAbsolutePath());
        collections =
                Document.parse(Files.readString(json, StandardCharsets.UTF_8)).getList("collections", Document.class);
    }

    @Test
    void everyRepositoryMethodIsListed() {
        TreeSet<String> declared = new TreeSet<>();
        for (Class<?> repository : REPOSITORIES) {
            Arrays.stream(repository.getDeclaredMethods())
                    .filter(m -> !m.isSynthetic())
                    .map(Method::getName)
                    .forEach(name -> declared.add(repository.getSimpleName() + "." + name));
        }
        declared.addAll(TEMPLATE_QUERIES);
        assertEquals(declared, PLANS.keySet());
        List<String> reported = new ArrayList<>();
        for (Document collection : collections) {
            collection.getList("queries", Document.class).forEach(q -> reported.add(methodOf(q.getString("name"))));
        }
        assertEquals(List.copyOf(declared), reported.stream().sorted().toList());
    }

    @Test
    void eachQueryScansItsIndexAndSortsNothingInMemory() {
        List<String> wrong = new ArrayList<>();
        for (Document collection : collections) {
            for (Document query : collection.getList("queries", Document.class)) {
                String name = query.getString("name");
                Expected expected = PLANS.get(methodOf(name));
                Expected actual = new Expected(
                        collection.getString("collection"),
                        query.getString("index"),
                        query.getString("order"),
                        query.getString("plan"));
                if (!actual.equals(expected)) {
                    wrong.add(name + ": " + query.toJson());
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void noCollectionHasAFinding() {
        for (Document collection : collections) {
            assertEquals(List.of(), collection.getList("findings", Object.class), collection.getString("collection"));
        }
    }

    /** The rows docs/guide/queries.md quotes from the sample's report are the report's rows. */
    @Test
    void theGuideQuotesTheReport() throws IOException {
        List<String> report = Files.readAllLines(Path.of("target", "schemaguard", "schema.md"), StandardCharsets.UTF_8);
        List<String> quoted =
                Files.readAllLines(Path.of("..", "docs", "guide", "queries.md"), StandardCharsets.UTF_8).stream()
                        .filter(line ->
                                REPOSITORIES.stream().anyMatch(r -> line.startsWith("| `" + r.getSimpleName() + ".")))
                        .toList();
        assertTrue(quoted.size() >= 5, "no row of the sample's report in docs/guide/queries.md");
        for (String row : quoted) {
            assertTrue(report.contains(row), row);
        }
    }

    /** schema.md lists the same plans, one table row per method. */
    @Test
    void theMarkdownReportListsEachPlan() throws IOException {
        String markdown = Files.readString(Path.of("target", "schemaguard", "schema.md"), StandardCharsets.UTF_8);
        for (Map.Entry<String, Expected> plan : PLANS.entrySet()) {
            // a code query's row names its call and line after the method: `Library.booksBy (find, line 29)`
            String row = "| `" + plan.getKey() + (plan.getKey().startsWith("Library.") ? " (" : "` | ");
            int at = markdown.indexOf(row);
            assertTrue(at >= 0, plan.getKey());
            String line = markdown.substring(at, markdown.indexOf('\n', at));
            assertTrue(
                    line.endsWith(" | " + plan.getValue().plan() + " | "
                            + plan.getValue().order() + " |"),
                    line);
        }
    }
}
