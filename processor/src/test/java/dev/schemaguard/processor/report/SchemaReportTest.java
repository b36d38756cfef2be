package dev.schemaguard.processor.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.json.JsonWriter;
import dev.schemaguard.processor.testing.GoldenFiles;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -Aschemaguard.report}: the sample's report against golden files, its determinism, and a failing build's report. */
class SchemaReportTest {

    @Test
    void sampleReportMatchesTheGoldenFiles(@TempDir Path temp) throws IOException {
        SchemaReportFiles report =
                SchemaReportFiles.compile(SchemaReportFiles.SAMPLE_OPTIONS, SchemaReportFiles.sampleSources(), temp);
        assertEquals(Compilation.Status.SUCCESS, report.compilation().status(), () -> describe(report.compilation()));
        golden("schema.md", report.markdown());
        golden("schema.json", report.json());
    }

    private static void golden(String name, String actual) {
        GoldenFiles.assertFileMatches("report", name, actual);
    }

    @Test
    void reportIsByteIdenticalInReversedSourceOrderAndAcrossCompilations(@TempDir Path temp) {
        List<JavaFileObject> sources = SchemaReportFiles.sampleSources();
        List<JavaFileObject> reversed = new ArrayList<>(sources);
        Collections.reverse(reversed);
        SchemaReportFiles first =
                SchemaReportFiles.compile(SchemaReportFiles.SAMPLE_OPTIONS, sources, temp.resolve("1"));
        SchemaReportFiles backward =
                SchemaReportFiles.compile(SchemaReportFiles.SAMPLE_OPTIONS, reversed, temp.resolve("2"));
        SchemaReportFiles again =
                SchemaReportFiles.compile(SchemaReportFiles.SAMPLE_OPTIONS, sources, temp.resolve("3"));
        assertEquals(first.markdown(), backward.markdown(), "schema.md in reversed source order");
        assertEquals(first.json(), backward.json(), "schema.json in reversed source order");
        assertEquals(first.markdown(), again.markdown(), "schema.md in a second compilation");
        assertEquals(first.json(), again.json(), "schema.json in a second compilation");
    }

    @Test
    void failingCompilationStillWritesItsReportWithTheErrorsAndTheSeverityOptions(@TempDir Path temp) {
        SchemaReportFiles report = SchemaReportFiles.compile(
                List.of("-Aschemaguard.UnboundedArray=ERROR"),
                List.of(JavaFileObjects.forSourceString("shop.Cart", """
                        package shop;
                        import dev.schemaguard.annotations.*;
                        import java.util.List;
                        import org.bson.types.ObjectId;
                        @Document(collection = "carts", database = "shop")
                        public class Cart {
                            ObjectId id;
                            List<String> items;
                            @SuppressWarnings("schemaguard:UnboundedArray") List<String> notes;
                            @Bounded(max = 20000000) String huge;
                        }
                        """)),
                temp);
        assertEquals(Compilation.Status.FAILURE, report.compilation().status(), () -> describe(report.compilation()));
        String json = report.json();
        assertTrue(json.contains("\"rule\": \"DocumentTooLarge\",\n          \"severity\": \"ERROR\""), json);
        assertTrue(
                json.contains("\"rule\": \"UnboundedArray\",\n          \"severity\": \"ERROR\""),
                "the severity javac printed, after -Aschemaguard.UnboundedArray=ERROR: " + json);
        assertEquals(
                1, count(json, "\"rule\": \"UnboundedArray\""), "the suppressed finding on notes is left out: " + json);
        assertTrue(json.contains("\"path\": \"huge\""), json);
        String markdown = report.markdown();
        assertTrue(markdown.contains("### Collection `carts`"), markdown);
        assertTrue(markdown.contains("| DocumentTooLarge | ERROR |"), markdown);
        // the report's findings are what javac printed, one for one
        long printed = report.compilation().diagnostics().stream()
                .filter(d -> d.getKind() != Diagnostic.Kind.NOTE
                        && !ProcessorTester.isCompilationNote(d)
                        && d.getMessage(Locale.ROOT).startsWith("["))
                .count();
        assertEquals(printed, count(json, "\"rule\": "), () -> describe(report.compilation()) + json);
    }

    @Test
    void findingsAcrossDocumentsHaveTheirOwnSection(@TempDir Path temp) {
        SchemaReportFiles report = SchemaReportFiles.compile(
                List.of(),
                List.of(
                        JavaFileObjects.forSourceString("shop.Cart", """
                        package shop;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "carts", database = "shop")
                        public class Cart { org.bson.types.ObjectId id; }
                        """),
                        JavaFileObjects.forSourceString("shop.Basket", """
                        package shop;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "carts", database = "shop")
                        public class Basket { long id; }
                        """)),
                temp);
        String markdown = report.markdown();
        assertTrue(
                markdown.contains("## Findings across documents\n\n| Rule | Severity | Class | Message |"), markdown);
        assertTrue(markdown.contains("| DuplicateCollection | ERROR | `shop."), markdown);
        String json = report.json();
        int across = json.indexOf("\"findingsAcrossDocuments\"");
        assertTrue(across > 0 && json.indexOf("\"rule\": \"DuplicateCollection\"", across) > 0, json);
    }

    @Test
    void repositoryQueriesAreListedWithTheirPlanUnderTheirCollection(@TempDir Path temp) {
        SchemaReportFiles report =
                SchemaReportFiles.compile(List.of(), List.of(JavaFileObjects.forSourceString("shop.Order", """
                        package shop;
                        import java.util.List;
                        import org.springframework.data.annotation.Id;
                        import org.springframework.data.mongodb.core.index.Indexed;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        import org.springframework.data.repository.Repository;
                        @Document("orders")
                        public class Order {
                            @Id String id;
                            @Indexed String status;
                            java.util.Date placedAt;
                            int total;
                        }
                        interface OrderRepository extends Repository<Order, String> {
                            List<Order> findByStatusOrderByPlacedAtDesc(String status);
                            List<Order> findByTotal(int total);
                            List<Order> findByTotl(int total);
                        }
                        """)), temp);
        String markdown = report.markdown();
        assertTrue(markdown.contains("**Queries**\n\n| Query | Shape | Plan | Order |\n|---|---|---|---|\n"), markdown);
        assertTrue(
                markdown.contains("| `OrderRepository.findByStatusOrderByPlacedAtDesc` | `{status: eq} sort {placedAt: "
                        + "-1}` | IXSCAN status | in memory |"),
                markdown);
        assertTrue(
                markdown.contains("| `OrderRepository.findByTotal` | `{total: eq}` | COLLSCAN | none asked |"),
                markdown);
        assertTrue(
                markdown.contains("| `OrderRepository.findByTotl` | `—` | refused: unknown property (totl of Order)"),
                markdown);
        String json = report.json();
        assertTrue(json.contains("\"queries\": ["), json);
        assertTrue(json.contains("\"name\": \"OrderRepository.findByTotal\""), json);
        assertTrue(json.contains("\"plan\": \"IXSCAN status\""), json);
        assertTrue(json.contains("\"order\": \"in memory\""), json);
    }

    private static String queryLine(String markdown, String query) {
        return markdown.lines()
                .filter(l -> l.startsWith("| `" + query + " "))
                .findFirst()
                .orElseThrow(() -> new AssertionError(query + " is not listed:\n" + markdown));
    }

    /** A plan left unknown says nothing of an order the query does not ask for: it has none to produce. */
    @Test
    void aQueryOfUnknownPlanWithoutSort_asksForNoOrder(@TempDir Path temp) {
        SchemaReportFiles report =
                SchemaReportFiles.compile(List.of(), List.of(JavaFileObjects.forSourceString("shop.Order", """
                        package shop;
                        import com.mongodb.client.MongoCollection;
                        import com.mongodb.client.model.Sorts;
                        import dev.schemaguard.annotations.*;
                        import org.bson.conversions.Bson;
                        @Document(collection = "orders")
                        public class Order {
                            org.bson.types.ObjectId id;
                            int total;
                        }
                        class Orders {
                            MongoCollection<Order> orders;
                            Object matching(Bson filter) {
                                return orders.find(filter);
                            }
                            Object sorted(Bson filter) {
                                return orders.find(filter).sort(Sorts.ascending("total"));
                            }
                        }
                        """)), temp);
        String markdown = report.markdown();
        String matching = queryLine(markdown, "Orders.matching");
        assertTrue(matching.startsWith("| `Orders.matching (find, line 14)` | `{?}` | unknown: "), matching);
        assertTrue(matching.endsWith("| none asked |"), matching);
        String sorted = queryLine(markdown, "Orders.sorted");
        assertTrue(sorted.startsWith("| `Orders.sorted (find, line 17)` | `{?} sort {total: 1}` | unknown: "), sorted);
        assertTrue(sorted.endsWith("| known at run time |"), sorted);
        assertTrue(report.json().contains("\"order\": \"none asked\""), report.json());
    }

    @Test
    void aClassTheDriversCodecStoresIsListedWithItsQueries(@TempDir Path temp) {
        SchemaReportFiles report = SchemaReportFiles.compile(
                List.of(),
                List.of(
                        JavaFileObjects.forSourceString("shop.Order", """
                                package shop;
                                public class Order {
                                    private org.bson.types.ObjectId id;
                                    private String status;
                                }
                                """),
                        JavaFileObjects.forSourceString("shop.Orders", """
                                package shop;
                                import static com.mongodb.client.model.Filters.eq;
                                import com.mongodb.client.MongoCollection;
                                import com.mongodb.client.MongoDatabase;
                                class Orders {
                                    Object open(MongoDatabase db) {
                                        return db.getCollection("orders", Order.class).find(eq("status", "OPEN"));
                                    }
                                    Object one(MongoDatabase db, org.bson.types.ObjectId id) {
                                        return db.getCollection("orders", Order.class).find(eq("_id", id));
                                    }
                                }
                                """)),
                temp);
        String markdown = report.markdown();
        assertTrue(markdown.contains("### Collection `orders`\n\nClass `shop.Order`."), markdown);
        assertTrue(
                markdown.contains("**Indexes**: made outside the compilation, since the class carries no document "
                        + "annotation (the code stores it with the driver's codec); `_id_` is the one known."),
                markdown);
        assertTrue(
                markdown.contains("| `Orders.open (find, line 7)` | `{status: eq}` | unknown: the indexes of 'orders' "
                        + "are made outside the compilation: Order carries no document annotation |"),
                markdown);
        assertTrue(report.json().contains("\"indexesMadeOutsideTheCompilation\": true"), report.json());
        assertTrue(markdown.contains("| `Orders.one (find, line 10)` | `{_id: eq}` | IXSCAN _id_ |"), markdown);
    }

    @Test
    void crudMethodsARepositoryDeclaresAreListedAsTheQueriesTheBaseClassSends(@TempDir Path temp) {
        // SimpleMongoRepository: findById by where(_id).is(id), findAllById by where(_id).in(ids), findAll and
        // count with an empty Query; save is a write, and the CRUD methods inherited unseen are not listed
        SchemaReportFiles report =
                SchemaReportFiles.compile(List.of(), List.of(JavaFileObjects.forSourceString("shop.Order", """
                        package shop;
                        import java.util.List;
                        import java.util.Optional;
                        import org.springframework.data.annotation.Id;
                        import org.springframework.data.domain.Sort;
                        import org.springframework.data.mongodb.core.mapping.Document;
                        import org.springframework.data.repository.CrudRepository;
                        @Document("orders")
                        public class Order {
                            @Id String id;
                            int total;
                        }
                        interface OrderRepository extends CrudRepository<Order, String> {
                            Optional<Order> findById(String id);
                            List<Order> findAllById(Iterable<String> ids);
                            List<Order> findAll();
                            List<Order> findAll(Sort sort);
                            long count();
                            <S extends Order> S save(S order);
                        }
                        """)), temp);
        String markdown = report.markdown();
        assertTrue(
                markdown.contains("| `OrderRepository.findById` | `{_id: eq}` | IXSCAN _id_ | none asked |"), markdown);
        assertTrue(
                markdown.contains("| `OrderRepository.findAllById` | `{_id: in}` | IXSCAN _id_ | none asked |"),
                markdown);
        assertTrue(markdown.contains("| `OrderRepository.findAll()` | `{}` | COLLSCAN | none asked |"), markdown);
        assertTrue(
                markdown.contains(
                        "| `OrderRepository.findAll(Sort)` | `{} sort {the caller's}` | unknown: the order is "
                                + "given at run time, and an index may give it | known at run time |"),
                markdown);
        assertTrue(markdown.contains("| `OrderRepository.count` | `{}` | COLLSCAN | none asked |"), markdown);
        assertFalse(markdown.contains("OrderRepository.save"), markdown);
        assertFalse(markdown.contains("OrderRepository.deleteById"), markdown);
    }

    @Test
    void reportDirectoryThatIsAFileIsAnErrorThatSaysWhere(@TempDir Path temp) throws IOException {
        Files.writeString(temp.resolve("out"), "a file where the directory should be");
        SchemaReportFiles report =
                SchemaReportFiles.compile(List.of(), List.of(JavaFileObjects.forSourceString("shop.Cart", """
                        package shop;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "carts", database = "shop")
                        public class Cart { org.bson.types.ObjectId id; }
                        """)), temp);
        assertEquals(Compilation.Status.FAILURE, report.compilation().status(), () -> describe(report.compilation()));
        String errors = report.compilation().errors().stream()
                .map(d -> d.getMessage(Locale.ROOT))
                .collect(java.util.stream.Collectors.joining("\n"));
        assertTrue(
                errors.startsWith("[schemaguard] could not write the schema report to "
                        + temp.resolve("out").toAbsolutePath().normalize() + " (-Aschemaguard.report)"),
                errors);
        assertEquals(1, report.compilation().errors().size(), errors);
    }

    @Test
    void jsonStringsAreEscapedAsRfc8259Requires() {
        assertEquals(
                "\"a\\\"b\\\\c\\nd\\te\\u0001f\u2028g\uD83D\uDE00h\\ud800\"\n",
                JsonWriter.tree("a\"b\\c\nd\te\u0001f\u2028g\uD83D\uDE00h\uD800"));
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("a", Arrays.asList(1, 2.5, null, true, 3.0));
        tree.put("b", Map.of());
        assertEquals(
                "{\n  \"a\": [\n    1,\n    2.5,\n    null,\n    true,\n    3\n  ],\n  \"b\": {}\n}\n",
                JsonWriter.tree(tree));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    static String describe(Compilation compilation) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            sb.append(d.getKind())
                    .append(' ')
                    .append(d.getSource() == null ? "" : d.getSource().getName())
                    .append(':')
                    .append(d.getLineNumber())
                    .append(' ')
                    .append(d.getMessage(Locale.ROOT))
                    .append('\n');
        }
        return sb.toString();
    }
}
