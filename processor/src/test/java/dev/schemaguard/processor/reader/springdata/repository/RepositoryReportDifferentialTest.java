package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.report.SchemaReportFiles;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.reactivestreams.Publisher;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.IndexDefinition;
import org.springframework.data.mongodb.core.index.IndexResolver;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;
import reactor.core.publisher.Flux;

/**
 * End to end, from the sources to the schema report and back to Spring Data MongoDB: one compilation through the real
 * processor with {@code -Aschemaguard.report} of a document with a single, a compound, a collated, a text and a geo
 * index and a repository of each kind ({@code MongoRepository}, {@code CrudRepository},
 * {@code PagingAndSortingRepository}, {@code ReactiveMongoRepository}, {@code Repository}, a bare
 * {@code @RepositoryDefinition} interface, one inheriting its query methods from a {@code @NoRepositoryBean} base
 * interface, and one of {@code @Query}, {@code @Aggregation}, {@code @Collation}, {@code @Hint} and composed
 * annotations). Then SDM's own {@code MongoRepositoryFactory} creates the repositories from the same class files, over
 * a {@code MongoTemplate} on the recording in-process server, and each reported method is called with sample
 * arguments.
 * For every query method:
 * <ol>
 *   <li>it is in {@code schema.json}'s queries of the collection and in {@code schema.md}'s Queries table, once; the
 *       CRUD methods a repository declares again ({@code findById}, {@code findAll}) are listed as the queries
 *       {@code SimpleMongoRepository} sends for them, those it only inherits are not, nor the base interface;</li>
 *   <li>the reported shape (paths, operator classes, sort, collation) is that of the command SDM sent;</li>
 *   <li>the reported plan is the one the table states for that shape under the declared indexes, each row citing the
 *       planner rule or the server jstest ({@code ServerPlannerOracleTest}) it follows.</li>
 * </ol>
 * The embedded server has no query planner (mongo-java-server scans its documents and has no {@code explain}), so the
 * plans are compared with the server's only when {@code MONGODB_URI} names a real server: the indexes SDM's own
 * {@code IndexResolver} resolves are created there, and the winning plan of {@code explain} for each recorded command
 * must scan the reported index (or the collection) and have a SORT stage exactly when the report says "in memory".
 * Without {@code MONGODB_URI} (as in CI here) that test is skipped.
 *
 * <p>The reactive repository's commands are those of a blocking twin with the same method names and parameters:
 * {@code MongoRepositoryFactory} refuses a reactive interface ("does not support Reactive Query by Example"), and
 * {@code ReactiveMongoRepositoryFactory} needs the reactive streams driver, of which no version linking against the
 * sync driver 5.14 the tests use can be had here. Both build the query of a derived method with the same
 * {@code MongoQueryCreator} ({@code ReactivePartTreeMongoQuery.createQuery}, {@code PartTreeMongoQuery.createQuery}),
 * so the twin's command is the reactive method's; what differs, the base class whose methods are not queries
 * ({@code SimpleReactiveMongoRepository}), is checked on the report.
 */
class RepositoryReportDifferentialTest {

    private static final String DATABASE = "shop";

    private static final String CUSTOMER = """
            package shop;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.geo.Point;
            import org.springframework.data.mongodb.core.index.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            @Document("customers")
            @CompoundIndex(name = "status_created", def = "{'status': 1, 'createdAt': -1}")
            public class Customer {
                @Id String id;
                @Indexed(name = "email") String email;
                @Indexed(name = "name_fr", collation = "{ 'locale': 'fr', 'strength': 2 }") String name;
                String status;
                Date createdAt;
                int age;
                @Field("ln") String lastname;
                @TextIndexed String bio;
                @GeoSpatialIndexed(name = "location_sphere", type = GeoSpatialIndexType.GEO_2DSPHERE) Point location;
                List<String> tags;
            }
            """;

    private static final String IMPORTS = """
            package shop;
            import java.util.*;
            import org.springframework.data.domain.*;
            import org.springframework.data.geo.*;
            import org.springframework.data.mongodb.core.annotation.Collation;
            import org.springframework.data.mongodb.repository.*;
            import org.springframework.data.repository.*;
            import reactor.core.publisher.*;
            """;

    private static final Map<String, String> REPOSITORIES = new LinkedHashMap<>();

    static {
        REPOSITORIES.put("CustomerRepository", """
                public interface CustomerRepository extends MongoRepository<Customer, String> {
                    List<Customer> findByStatusOrderByCreatedAtDesc(String status);
                    List<Customer> findByEmailIgnoreCase(String email);
                    List<Customer> findByStatusIn(Collection<String> statuses);
                    List<Customer> findByCreatedAtBetween(Date from, Date to);
                    List<Customer> findTop3ByStatusOrderByCreatedAtDesc(String status);
                    long countByStatus(String status);
                    boolean existsByEmail(String email);
                    long deleteByStatus(String status);
                    List<Customer> findByLastnameStartingWith(String prefix);
                    List<Customer> findByLocationNear(Point point, Distance distance);
                    Optional<Customer> findById(String id);
                    List<Customer> findAll();
                }
                """);
        REPOSITORIES.put("CustomerCrud", """
                public interface CustomerCrud extends CrudRepository<Customer, String> {
                    Optional<Customer> findByEmail(String email);
                    List<Customer> findByAgeGreaterThan(int age);
                }
                """);
        REPOSITORIES.put("CustomerPages", """
                public interface CustomerPages extends PagingAndSortingRepository<Customer, String> {
                    Page<Customer> findByStatus(String status, Pageable pageable);
                    List<Customer> findByStatus(String status, Sort sort);
                    List<Customer> findByEmail(String email, Sort sort);
                }
                """);
        REPOSITORIES.put("CustomerStream", """
                public interface CustomerStream extends ReactiveMongoRepository<Customer, String> {
                    Flux<Customer> findByStatusOrderByCreatedAtDesc(String status);
                    Mono<Long> countByAgeLessThan(int age);
                    Flux<Customer> findByTagsContaining(String tag);
                    Mono<Customer> findById(String id);
                }
                """);
        REPOSITORIES.put("CustomerStreamTwin", """
                public interface CustomerStreamTwin extends Repository<Customer, String> {
                    List<Customer> findByStatusOrderByCreatedAtDesc(String status);
                    long countByAgeLessThan(int age);
                    List<Customer> findByTagsContaining(String tag);
                    Optional<Customer> findById(String id);
                }
                """);
        REPOSITORIES.put("CustomerLookup", """
                @RepositoryDefinition(domainClass = Customer.class, idClass = String.class)
                public interface CustomerLookup {
                    List<Customer> findByLastname(String lastname);
                }
                """);
        REPOSITORIES.put("ByStatus", """
                @NoRepositoryBean
                public interface ByStatus<T> extends Repository<T, String> {
                    List<T> findByStatusAndAgeGreaterThanEqual(String status, int age);
                    long countByEmail(String email);
                }
                """);
        REPOSITORIES.put("CustomerByStatus", """
                public interface CustomerByStatus extends ByStatus<Customer> {
                    List<Customer> findByAgeLessThan(int age);
                }
                """);
        REPOSITORIES.put("Newest", """
                @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
                @java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
                @Query(sort = "{ createdAt: -1 }")
                public @interface Newest {}
                """);
        REPOSITORIES.put("CustomerQueries", """
                public interface CustomerQueries extends Repository<Customer, String> {
                    @Query(value = "{ status: ?0, age: { $gte: ?1 } }", sort = "{ createdAt: -1 }", fields = "{ email: 1 }")
                    List<Customer> active(String status, int minAge);
                    @Query(value = "{ status: ?0 }", count = true)
                    long countStatus(String status);
                    @CountQuery("{ age: ?0 }")
                    long countAge(int age);
                    @Aggregation({ "{ $match: { email: ?0 } }", "{ $sort: { createdAt: 1 } }", "{ $limit: 5 }" })
                    List<Customer> byEmailOldestFirst(String email);
                    @Collation("{ 'locale': 'fr', 'strength': 2 }")
                    List<Customer> findByName(String name);
                    List<Customer> findByNameAndStatus(String name, String status);
                    @Hint("status_created")
                    List<Customer> findByAgeGreaterThan(int age);
                    @Newest
                    List<Customer> findByEmail(String email);
                    @Query("{ $text: { $search: ?0 } }")
                    List<Customer> search(String words);
                    @Query("{ $or: [ { email: ?0 }, { status: ?1 } ] }")
                    List<Customer> emailOrStatus(String email, String status);
                }
                """);
    }

    /** The CRUD methods the repositories declare again: Spring Data runs SimpleMongoRepository's code for them. */
    private static final Set<String> BASE_CLASS_METHODS = Set.of(
            "CustomerRepository.findById",
            "CustomerRepository.findAll",
            "CustomerStream.findById",
            "CustomerStreamTwin.findById");

    @TempDir
    static Path temp;

    private static long started;
    private static long compiled;
    private static Compilation compilation;
    private static String markdown;
    private static Map<String, BsonDocument> reported;
    private static ClassLoader loader;
    private static RecordingServer server;
    private static MongoRepositoryFactory factory;

    @BeforeAll
    static void compileAndCreateTheRepositories() {
        started = System.nanoTime();
        List<javax.tools.JavaFileObject> sources = new ArrayList<>();
        sources.add(JavaFileObjects.forSourceString("shop.Customer", CUSTOMER));
        REPOSITORIES.forEach(
                (name, source) -> sources.add(JavaFileObjects.forSourceString("shop." + name, IMPORTS + source)));
        SchemaReportFiles report = SchemaReportFiles.compile(List.of(), sources, temp);
        compilation = report.compilation();
        assertEquals(
                Compilation.Status.SUCCESS,
                compilation.status(),
                () -> compilation.diagnostics().toString());
        markdown = report.markdown();
        reported = new TreeMap<>();
        for (BsonValue collection : BsonDocument.parse(report.json()).getArray("collections")) {
            if (collection.asDocument().getString("collection").getValue().equals("customers")) {
                for (BsonValue query : collection.asDocument().getArray("queries")) {
                    BsonDocument q = query.asDocument();
                    assertNull(reported.put(q.getString("name").getValue(), q), () -> "reported twice: " + q);
                }
            }
        }
        compiled = System.nanoTime();
        loader = CompiledOutput.loader(compilation);
        server = new RecordingServer(new MemoryBackend(), Set.of("find", "aggregate", "count", "delete"));
        factory = SentQueryShapes.repositoryFactory(server, DATABASE, loader);
    }

    @AfterAll
    static void close() {
        if (server != null) {
            server.close();
        }
        long now = System.nanoTime();
        System.out.printf(
                "RepositoryReportDifferentialTest: %d reported queries; the compilation %d ms, SDM's repositories and"
                        + " calls %d ms%n",
                reported == null ? 0 : reported.size(), (compiled - started) / 1_000_000, (now - compiled) / 1_000_000);
    }

    /**
     * One row per query method: its reported shape, plan and order, and why that is the plan. The jstests are in the
     * mongodb/mongo repository; the rules are {@code QueryPlanner}'s, from {@code query_planner.cpp} and
     * {@code planner_ixselect.cpp}.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            CustomerRepository.findByStatusOrderByCreatedAtDesc    | {status: eq} sort {createdAt: -1}              | IXSCAN status_created                     | index order       | ESR: the sort key follows the equality-bound prefix (hashed_index_sort.js: equality on the prefix, sort on the next key: no SORT)
            CustomerRepository.findTop3ByStatusOrderByCreatedAtDesc | {status: eq} sort {createdAt: -1}             | IXSCAN status_created                     | index order       | the same, Top3 is the limit (hashed_index_sort.js: equality on the prefix, sort on the next key: no SORT)
            CustomerRepository.findByEmailIgnoreCase               | {email: regex/i}                               | IXSCAN email, every key                   | none asked        | the i flag gives no literal prefix (analyze_regex.cpp), so every key is read (regex6.js: /^./ examines every key of the index)
            CustomerRepository.findByStatusIn                      | {status: in}                                   | IXSCAN status_created                     | none asked        | $in bounds the first key with points (IndexBoundsBuilder; distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerRepository.findByCreatedAtBetween              | {createdAt: $gt, createdAt: $lt}               | COLLSCAN                                  | none asked        | createdAt is only the second key of status_created, and an index is relevant through its first key (planner_ixselect.cpp rateIndices, PlanEnumerator::prepMemo); none else has it (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerRepository.countByStatus                       | {status: eq}                                   | IXSCAN status_created                     | none asked        | equality on the first key (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerRepository.existsByEmail                       | {email: eq}                                    | IXSCAN email                              | none asked        | equality on the first key (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerRepository.deleteByStatus                      | {status: eq}                                   | IXSCAN status_created                     | none asked        | a delete plans its filter as a find (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerRepository.findByLastnameStartingWith          | {ln: regex}                                    | COLLSCAN                                  | none asked        | no index has ln: no indexed plan, so a collection scan (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerRepository.findByLocationNear                  | {location: $near}                              | IXSCAN location_sphere, geo               | none asked        | SDM sends $nearSphere on a @GeoSpatialIndexed(GEO_2DSPHERE) property, which the 2dsphere index serves (planner_ixselect.cpp _compatible: crs SPHERE; geo6.js: $near runs on the 2d index)
            CustomerRepository.findById                            | {_id: eq}                                      | IXSCAN _id_                               | none asked        | SimpleMongoRepository.findById sends where(_id).is(id); the _id index serves an _id equality (query_planner.cpp: the IDHACK fast path, or the _id_ index)
            CustomerRepository.findAll                             | {}                                             | COLLSCAN                                  | none asked        | SimpleMongoRepository.findAll sends an empty filter: no index is relevant to nothing (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerStream.findById                                | {_id: eq}                                      | IXSCAN _id_                               | none asked        | SimpleReactiveMongoRepository.findById sends where(_id).is(id), as its blocking twin's base class does
            CustomerCrud.findByEmail                               | {email: eq}                                    | IXSCAN email                              | none asked        | equality on the first key (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerCrud.findByAgeGreaterThan                      | {age: $gt}                                     | COLLSCAN                                  | none asked        | no index has age (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerPages.findByStatus(String, Pageable)           | {status: eq} sort {the caller's}               | IXSCAN status_created                     | known at run time | the Pageable's order decides whether the index gives it (SortAnalysis: a dynamic sort is undecided)
            CustomerPages.findByStatus(String, Sort)               | {status: eq} sort {the caller's}               | IXSCAN status_created                     | known at run time | the Sort argument decides whether the index gives the order (SortAnalysis: a dynamic sort is undecided)
            CustomerPages.findByEmail                              | {email: eq} sort {the caller's}                | IXSCAN email                              | known at run time | the Sort argument decides whether the index gives the order (SortAnalysis: a dynamic sort is undecided)
            CustomerStream.findByStatusOrderByCreatedAtDesc        | {status: eq} sort {createdAt: -1}              | IXSCAN status_created                     | index order       | as for MongoRepository (hashed_index_sort.js: equality on the prefix, sort on the next key: no SORT)
            CustomerStream.countByAgeLessThan                      | {age: $lt}                                     | COLLSCAN                                  | none asked        | no index has age (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerStream.findByTagsContaining                    | {tags: in[1]}                                  | COLLSCAN                                  | none asked        | Containing on a collection is $in of the one value; no index has tags (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerStreamTwin.findByStatusOrderByCreatedAtDesc    | {status: eq} sort {createdAt: -1}              | IXSCAN status_created                     | index order       | the reactive method's blocking twin (hashed_index_sort.js: equality on the prefix, sort on the next key: no SORT)
            CustomerStreamTwin.countByAgeLessThan                  | {age: $lt}                                     | COLLSCAN                                  | none asked        | the reactive method's blocking twin; no index has age (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerStreamTwin.findByTagsContaining                | {tags: in[1]}                                  | COLLSCAN                                  | none asked        | the reactive method's blocking twin; no index has tags (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerLookup.findByLastname                          | {ln: eq}                                       | COLLSCAN                                  | none asked        | the @Field name ln; no index has it (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerByStatus.findByStatusAndAgeGreaterThanEqual    | {status: eq, age: $gte}                        | IXSCAN status_created                     | none asked        | inherited from ByStatus<Customer>; equality on the first key, age filtered (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerByStatus.countByEmail                          | {email: eq}                                    | IXSCAN email                              | none asked        | inherited; equality on the first key (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerByStatus.findByAgeLessThan                     | {age: $lt}                                     | COLLSCAN                                  | none asked        | no index has age (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerQueries.active                                 | {status: eq, age: $gte} sort {createdAt: -1}   | IXSCAN status_created                     | index order       | ESR with the range on a key the index lacks, filtered after the scan (hashed_index_sort.js: equality on the prefix, sort on the next key: no SORT)
            CustomerQueries.countStatus                            | {status: eq}                                   | IXSCAN status_created                     | none asked        | @Query(count = true) plans its filter (distinct_hint.js: without a hint {a: 1, b: 2} scans a_1)
            CustomerQueries.countAge                               | {age: eq}                                      | COLLSCAN                                  | none asked        | @CountQuery is @Query(count = true); no index has age (query_planner.cpp: collScanRequired = 0 == out.size())
            CustomerQueries.byEmailOldestFirst                     | {email: eq} sort {createdAt: 1}                | IXSCAN email                              | in memory         | the leading $match and $sort; the email scan gives no createdAt order and no index starts with createdAt for a sort-only scan (QueryPlannerAnalysis::analyzeSort, query_planner.cpp providesSort): a SORT stage
            CustomerQueries.findByName                             | {name: eq} collation {locale: 'fr', strength: 2} | IXSCAN name_fr                          | none asked        | @Collation equal to the index's (hashed_index_collation.js: strings under the index's collation use the hashed index)
            CustomerQueries.findByNameAndStatus                    | {name: eq, status: eq}                         | IXSCAN status_created                     | none asked        | without the index's collation a string comparison cannot use name_fr (planner_ixselect.cpp _compatible: CollatorInterface::collatorsMatch); status_created bounds status
            CustomerQueries.findByAgeGreaterThan                   | {age: $gt}                                     | IXSCAN status_created, hinted             | none asked        | @Hint forces the index, read whole since age is not its key (distinct_hint.js: hint of the sparse x_1 scans it whole)
            CustomerQueries.findByEmail                            | {email: eq} sort {createdAt: -1}               | IXSCAN email                              | in memory         | the composed @Newest is @Query(sort); the email scan gives no createdAt order and no index starts with createdAt (QueryPlannerAnalysis::analyzeSort, query_planner.cpp providesSort): a SORT stage
            CustomerQueries.search                                 | {$text: text}                                  | IXSCAN Customer_TextIndex, text           | none asked        | $text runs on the text index @TextIndexed declares (text_search_requires_index.js: $text runs once {a: 'text'} exists)
            CustomerQueries.emailOrStatus                          | {$or: [{email: eq}, {status: eq}]}             | OR of IXSCAN email, IXSCAN status_created | none asked        | each clause is indexed, so the $or is (hashed_index_queries_with_logical_operators.js: each $or clause uses the index)
            """)
    void positive_reportedQueryIsWhatSdmSendsPlannedAsTheServerWould(
            String name, String shape, String plan, String order, String why) throws Exception {
        BsonDocument row = reported.get(name);
        assertNotNull(row, () -> name + " is not in schema.json's queries: " + reported.keySet());
        BsonDocument command = call(name);
        String sent = SentQueryShapes.reportNotation(SentQueryShapes.filterOf(command), sortOf(command))
                + collationOf(command);
        String reportedShape = row.getString("shape").getValue();
        assertTrue(
                agrees(reportedShape, sent),
                () -> name + ": the report says " + reportedShape + ", SDM sent " + sent + " (" + command.toJson()
                        + ")");
        assertEquals(shape, reportedShape, name + ": shape");
        assertEquals(plan, row.getString("plan").getValue(), name + ": plan (" + why + ")");
        assertEquals(order, row.getString("order").getValue(), name + ": order (" + why + ")");
        assertTrue(
                markdown.contains("| `" + name + "` | `" + shape + "` | " + plan + " | " + order + " |"),
                () -> name + " not in schema.md's Queries table:\n" + markdown);
    }

    @Test
    void positive_everyQueryMethodIsReportedAndNothingElse() throws Exception {
        Set<String> declared = new TreeSet<>();
        for (String name : REPOSITORIES.keySet()) {
            Class<?> type = loader.loadClass("shop." + name);
            if (!type.isInterface()
                    || type.isAnnotation()
                    || type.isAnnotationPresent(org.springframework.data.repository.NoRepositoryBean.class)) {
                continue;
            }
            for (Method method : type.getMethods()) {
                if (!method.getDeclaringClass().getName().startsWith("org.springframework.")
                        && Modifier.isAbstract(method.getModifiers())) {
                    declared.add(name + "." + label(method, type));
                }
            }
        }
        // the CRUD methods declared again are listed as the queries the base class sends
        assertEquals(declared, reported.keySet());
        assertTrue(declared.containsAll(BASE_CLASS_METHODS), declared::toString);
        assertFalse(reported.keySet().stream().anyMatch(n -> n.startsWith("ByStatus.")), reported.keySet()::toString);
    }

    /** SDM answers the redeclared CRUD methods with the base class's code: an {@code _id} lookup, and every document. */
    @Test
    void negative_baseClassMethodsAreAnsweredBySpringDataNotDerived() throws Exception {
        assertEquals(
                "{_id: eq}",
                SentQueryShapes.reportNotation(
                        SentQueryShapes.filterOf(call("CustomerRepository.findById")), new BsonDocument()));
        assertEquals(
                "{}",
                SentQueryShapes.reportNotation(
                        SentQueryShapes.filterOf(call("CustomerRepository.findAll")), new BsonDocument()));
    }

    /**
     * SDM sends {@code $nearSphere} for a {@code Near} on a property with {@code @GeoSpatialIndexed(type =
     * GEO_2DSPHERE)} ({@code MongoQueryCreator.isSpherical}), whatever the Distance's metric: the query a 2dsphere
     * index serves, as the report's plan says.
     */
    @Test
    void positive_nearOnATwoDSphereAnnotatedPropertyIsSentAsNearSphere() throws Exception {
        BsonDocument location = SentQueryShapes.filterOf(call("CustomerRepository.findByLocationNear"))
                .getDocument("location");
        assertTrue(location.containsKey("$nearSphere"), location::toJson);
        assertEquals(
                "IXSCAN location_sphere, geo",
                reported.get("CustomerRepository.findByLocationNear")
                        .getString("plan")
                        .getValue());
    }

    /**
     * With a real server: the indexes SDM's {@code IndexResolver} resolves for the document, created there, and the
     * winning plan of {@code explain} for each recorded command against the report's plan.
     */
    @Test
    void positive_reportedPlansAreTheRealServersWinningPlans() throws Exception {
        String uri = System.getenv("MONGODB_URI");
        assumeTrue(uri != null && !uri.isBlank(), "MONGODB_URI names no server: the embedded one has no planner");
        try (MongoClient client = MongoClients.create(uri)) {
            MongoDatabase database = client.getDatabase("schemaguard_repository_report");
            database.drop();
            MongoTemplate real = new MongoTemplate(client, database.getName());
            Class<?> customer = loader.loadClass("shop.Customer");
            for (IndexDefinition index : IndexResolver.create(
                            real.getConverter().getMappingContext())
                    .resolveIndexFor(customer)) {
                real.indexOps("customers").createIndex(index);
            }
            List<String> disagreements = new ArrayList<>();
            for (String name : reported.keySet()) {
                BsonDocument command = call(name).clone();
                for (String key : List.of("$db", "lsid", "$clusterTime", "$readPreference")) {
                    command.remove(key);
                }
                String plan = reported.get(name).getString("plan").getValue();
                String order = reported.get(name).getString("order").getValue();
                BsonDocument explained;
                try {
                    explained = database.runCommand(
                            new BsonDocument("explain", command).append("verbosity", new BsonString("queryPlanner")),
                            BsonDocument.class);
                } catch (com.mongodb.MongoCommandException e) {
                    if (!plan.startsWith("refused by the server: " + e.getErrorCodeName())) {
                        disagreements.add(name + ": the server refused it (" + e.getErrorCodeName() + "), the report"
                                + " says " + plan);
                    }
                    continue;
                }
                List<BsonDocument> stages = new ArrayList<>();
                winningPlanStages(explained, stages);
                String verdict = verdict(plan, order, stages);
                if (verdict != null) {
                    disagreements.add(name + ": " + verdict + " in " + explained.toJson());
                }
            }
            database.drop();
            assertTrue(disagreements.isEmpty(), String.join("\n", disagreements));
        }
    }

    /** The method's name, with its parameters' simple names when the interface has another method of that name. */
    private static String label(Method method, Class<?> type) {
        long named = Arrays.stream(type.getMethods())
                .filter(m -> m.getName().equals(method.getName())
                        && !m.isBridge()
                        && !m.getDeclaringClass().getName().startsWith("org.springframework."))
                .count();
        return named == 1
                ? method.getName()
                : method.getName()
                        + Arrays.stream(method.getParameterTypes())
                                .map(Class::getSimpleName)
                                .collect(Collectors.joining(", ", "(", ")"));
    }

    /** Why a winning plan's stages are not the reported plan, or {@code null} when they agree. */
    private static String verdict(String plan, String order, List<BsonDocument> stages) {
        Set<String> names =
                stages.stream().map(s -> s.getString("stage").getValue()).collect(Collectors.toSet());
        Set<String> indexes = stages.stream()
                .filter(s -> s.containsKey("indexName"))
                .map(s -> s.getString("indexName").getValue())
                .collect(Collectors.toCollection(TreeSet::new));
        if (plan.startsWith("COLLSCAN") && !names.contains("COLLSCAN")) {
            return "no COLLSCAN";
        }
        if (plan.startsWith("IXSCAN ")) {
            String index = plan.substring("IXSCAN ".length()).split(",")[0];
            if (!indexes.equals(Set.of(index))) {
                return "the winning plan scans " + indexes + ", not " + index;
            }
        }
        if (plan.startsWith("OR of ")) {
            if (!names.contains("OR") && !names.contains("SORT_MERGE")) {
                return "no OR";
            }
            Set<String> clauses = Arrays.stream(
                            plan.substring("OR of ".length()).split(", "))
                    .filter(c -> c.startsWith("IXSCAN "))
                    .map(c -> c.substring("IXSCAN ".length()))
                    .collect(Collectors.toCollection(TreeSet::new));
            if (!indexes.equals(clauses)) {
                return "the $or clauses scan " + indexes + ", not " + clauses;
            }
        }
        boolean sorted = names.contains("SORT");
        if (order.equals("in memory") != sorted && !order.equals("known at run time")) {
            return sorted ? "a SORT stage" : "no SORT stage";
        }
        return null;
    }

    /** Every stage of every winning plan in an explain output (find, count, delete and aggregate nest it apart). */
    private static void winningPlanStages(BsonValue node, List<BsonDocument> out) {
        if (node.isDocument()) {
            for (Map.Entry<String, BsonValue> entry : node.asDocument().entrySet()) {
                if (entry.getKey().equals("winningPlan")) {
                    stages(entry.getValue().asDocument(), out);
                } else if (!entry.getKey().equals("rejectedPlans")) {
                    winningPlanStages(entry.getValue(), out);
                }
            }
        } else if (node.isArray()) {
            node.asArray().forEach(v -> winningPlanStages(v, out));
        }
    }

    private static void stages(BsonDocument plan, List<BsonDocument> out) {
        BsonDocument stage = plan.containsKey("queryPlan") ? plan.getDocument("queryPlan") : plan;
        if (stage.containsKey("stage")) {
            out.add(stage);
        }
        if (stage.containsKey("inputStage")) {
            stages(stage.getDocument("inputStage"), out);
        }
        for (BsonValue input : stage.getArray("inputStages", new BsonArray())) {
            stages(input.asDocument(), out);
        }
    }

    /**
     * Whether the report's shape is the sent one, where the report leaves open what only the call tells: the size of
     * an {@code $in} list given as an argument, the options of a regex given as an argument, the keys of a
     * {@code Sort} or {@code Pageable} argument.
     */
    private static boolean agrees(String reportedShape, String sent) {
        StringBuilder regex = new StringBuilder();
        Matcher open =
                Pattern.compile("\\bin(?!\\[)|\\bregex(?![/\\w])|the caller's").matcher(reportedShape);
        int at = 0;
        while (open.find()) {
            regex.append(Pattern.quote(reportedShape.substring(at, open.start())));
            regex.append(
                    switch (open.group()) {
                        case "in" -> "in\\[\\d+\\]";
                        case "regex" -> "regex(?:/[a-z]+)?";
                        default -> "[^{}]+"; // the caller's keys
                    });
            at = open.end();
        }
        regex.append(Pattern.quote(reportedShape.substring(at)));
        return sent.matches(regex.toString());
    }

    private static BsonDocument sortOf(BsonDocument command) {
        if (command.containsKey("find")) {
            return command.getDocument("sort", new BsonDocument());
        }
        for (BsonValue stage : command.getArray("pipeline", new BsonArray())) {
            if (stage.asDocument().containsKey("$sort")) {
                return stage.asDocument().getDocument("$sort");
            }
            if (!stage.asDocument().containsKey("$match")) {
                break;
            }
        }
        return new BsonDocument();
    }

    /** The collation SDM sent, as the report appends it to the shape. */
    private static String collationOf(BsonDocument command) {
        BsonDocument collation = command.containsKey("deletes")
                ? command.getArray("deletes").get(0).asDocument().getDocument("collation", null)
                : command.getDocument("collation", null);
        if (collation == null) {
            return "";
        }
        // the server's default strength is 3 (tertiary), which SDM leaves out
        return " collation {locale: '" + collation.getString("locale").getValue() + "', strength: "
                + collation.getNumber("strength", new BsonInt32(3)).intValue()
                + (collation.getBoolean("caseLevel", BsonBoolean.FALSE).getValue() ? ", caseLevel: true" : "")
                + (collation.getBoolean("numericOrdering", BsonBoolean.FALSE).getValue()
                        ? ", numericOrdering: true"
                        : "")
                + "}";
    }

    /** Calls a method of the repository SDM creates, and returns the first command it sent. */
    private static BsonDocument call(String name) throws Exception {
        int dot = name.indexOf('.');
        Class<?> type = loader.loadClass("shop." + name.substring(0, dot));
        Method method = Arrays.stream(type.getMethods())
                .filter(m -> !m.isBridge() && label(m, type).equals(name.substring(dot + 1)))
                .findFirst()
                .orElseThrow();
        if (org.springframework.data.repository.reactive.ReactiveCrudRepository.class.isAssignableFrom(type)) {
            // MongoRepositoryFactory refuses a reactive repository ("does not support Reactive Query by Example"),
            // and ReactiveMongoRepositoryFactory needs the reactive streams driver: its blocking twin is called
            return call(name.substring(0, dot) + "Twin" + name.substring(dot));
        }
        Object repository = factory.getRepository(type);
        int before = server.sentTo(DATABASE).size();
        try {
            Object result = method.invoke(repository, SentQueryShapes.sampleArguments(method));
            if (result instanceof Publisher<?> publisher) {
                Flux.from(publisher).collectList().block();
            }
        } catch (InvocationTargetException | RuntimeException e) {
            // the embedded server answers some commands it lacks ($text, $nearSphere) with an error: what was sent
            // is what is compared, and a failure before anything is sent fails below
            assertTrue(
                    SentQueryShapes.messages(e).contains("com.mongodb."),
                    () -> name + " failed before anything was sent: " + SentQueryShapes.messages(e));
        }
        List<BsonDocument> sent = server.sentTo(DATABASE);
        assertTrue(sent.size() > before, () -> "SDM sent no command for " + name);
        return sent.get(before);
    }
}
