package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * QueryWithoutIndex (WARNING): no index serves a repository query's filter or order, so the server reads every
 * document (COLLSCAN) or every key of an index it reads only for the order. The proposal is the ESR index, in the
 * document's own annotations; each fix test pastes it and the finding goes away.
 */
class QueryWithoutIndexTest {

    private static final String IMPORTS = """
            import org.springframework.data.repository.*;
            import org.springframework.data.domain.*;
            """;

    private static String order(String classAnnotations) {
        return IMPORTS + """
                @Document("orders")
                %s
                class Order {
                    @Id String id;
                    String status;
                    @Field("cust") String customerId;
                    java.time.Instant createdAt;
                    int total;
                }
                """.formatted(classAnnotations);
    }

    private static ProcessorTester tester(String classAnnotations, String repository) {
        return ProcessorTester.forRules("QueryWithoutIndex", "InMemorySort")
                .source("p.Order", sdm(order(classAnnotations) + repository));
    }

    @Test
    void positive_equalityWithoutIndex() {
        String message = tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status); // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertEquals(
                "[QueryWithoutIndex] OrderRepository.findByStatus {status: eq} reads every document of the collection: "
                        + "no index serves it (COLLSCAN); add @CompoundIndex(def = \"{'status': 1}\") on 'Order' "
                        + "(see docs/rules/QueryWithoutIndex.md)",
                message);
    }

    @Test
    void positive_equalityRangeAndOrderInEsrOrder() {
        String message = tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByCustomerIdAndTotalGreaterThanOrderByCreatedAtDesc(String c, int t); // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertTrue(
                message.contains("{cust: eq, total: $gt} sort {createdAt: -1} reads every document of the "
                        + "collection and sorts the matches in memory"),
                message);
        assertTrue(
                message.contains(
                        "add @CompoundIndex(def = \"{'customerId': 1, 'createdAt': -1, 'total': 1}\") on " + "'Order'"),
                message);
    }

    @Test
    void negative_theProposedIndexServesIt() {
        tester("@CompoundIndex(def = \"{'customerId': 1, 'createdAt': -1, 'total': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByCustomerIdAndTotalGreaterThanOrderByCreatedAtDesc(String c, int t);
                }
                """)
                .expectClean();
    }

    @Test
    void positive_anIndexReadWholeForTheOrderOnly() {
        String message = tester("@CompoundIndex(def = \"{'createdAt': -1, 'status': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrderByCreatedAtDesc(String status); // expect: WARNING QueryWithoutIndex
                }
                """)
                .expectMarkedDiagnostics()
                .message("QueryWithoutIndex");
        assertTrue(
                message.contains("reads every key of index 'createdAt_-1_status_1' {createdAt: -1, status: 1} for "
                        + "its order"),
                message);
        assertTrue(message.contains("add @CompoundIndex(def = \"{'status': 1, 'createdAt': -1}\")"), message);
    }

    @Test
    void negative_idLookupsScansAndDynamicOrders() {
        tester("@CompoundIndex(def = \"{'status': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByIdAndTotal(String id, int total);
                    List<Order> findAllBy();
                    java.util.Optional<Order> findById(String id);
                    List<Order> findAll();
                    Page<Order> findByStatus(String status, Pageable page);
                    List<Order> findByStatus(String status, Sort sort);
                }
                """).expectClean();
    }

    @Test
    void positive_aQueryAnnotationOnABaseClassMethodIsTheQuery() {
        // RepositoryInformationSupport.isQueryMethodCandidate: a query annotation makes findAll() a query method
        tester("@CompoundIndex(def = \"{'status': 1}\")", """
                interface OrderRepository extends CrudRepository<Order, String> {
                    @org.springframework.data.mongodb.repository.Query("{'total': {'$gt': 100}}")
                    List<Order> findAll(); // expect: WARNING QueryWithoutIndex
                    List<Order> findAllById(Iterable<String> ids);
                    java.util.Optional<Order> findById(String id);
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_anOrderGivenAtRunTimeOnAFilterNoIndexServes() {
        // hygieia's AuditResultRepository.findByAuditType(AuditType, Pageable) in the corpus: with no index on the
        // filter every document is read, whether the caller's order is one an index gives or not
        ProcessorTester.Result result =
                tester("@CompoundIndex(def = \"{'createdAt': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    Page<Order> findByStatus(String status, Pageable page); // expect: WARNING QueryWithoutIndex
                    List<Order> findByTotal(int total, Sort sort); // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics();
        assertEquals(
                "[QueryWithoutIndex] OrderRepository.findByStatus {status: eq} sort {the caller's} reads every document "
                        + "of the collection whatever the order given at run time: no index serves its filter "
                        + "(COLLSCAN, or an index read whole for that order); add @CompoundIndex(def = "
                        + "\"{'status': 1}\") on 'Order' (see docs/rules/QueryWithoutIndex.md)",
                result.messages("QueryWithoutIndex").get(0));
    }

    @Test
    void negative_theProposedIndexServesItWhateverTheOrder() {
        tester("@CompoundIndex(def = \"{'status': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    Page<Order> findByStatus(String status, Pageable page);
                }
                """).expectClean();
    }

    @Test
    void positive_anOrNoClauseOfWhichAnIndexServes() {
        // baeldung's ProductRepository.findProductsByCategoryAndAvailabilityOrPrice in the corpus: OrQuery leaves an
        // $or without any indexed clause to this rule, which proposes an index per clause
        String message = tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrTotal(String status, int total); // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertTrue(
                message.contains("add @CompoundIndex(def = \"{'status': 1}\") and @CompoundIndex(def = "
                        + "\"{'total': 1}\") on 'Order'"),
                message);
    }

    @Test
    void positive_anAnnotatedOrNoClauseOfWhichAnIndexServes() {
        // hygieia's GitRequestRepository.findByScmRevisionNumberOrScmMergeEventRevisionNumber in the corpus
        tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    @org.springframework.data.mongodb.repository.Query("{$or: [{status: ?0, total: ?1}, {cust: ?0}]}")
                    List<Order> byStatusOrCustomer(String value, int total); // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_anOrOfUnanchoredRegexesOnIndexedKeys() {
        // hygieia's CmdbRepository.findAllByConfigurationItemContainingOrCommonNameContainingAllIgnoreCase in the
        // corpus: the regexes are the cause, which CaseInsensitiveRegex and UnanchoredRegex name
        tester("@CompoundIndex(def = \"{'status': 1}\") @CompoundIndex(def = \"{'customerId': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusContainingOrCustomerIdContaining(String status, String customerId);
                }
                """)
                .expectClean();
    }

    @Test
    void negative_anUnanchoredRegexOnAnIndexedKeyWithAnIndexForTheOrder() {
        // baeldung's UserRepository.findByNameLikeOrderByAgeAsc in the corpus: UnanchoredRegex names the cause, even
        // when the planner reads the order's index whole instead of the regex's
        tester("@CompoundIndex(def = \"{'status': 1}\") @CompoundIndex(def = \"{'createdAt': 1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusContainingOrderByCreatedAtAsc(String status);
                }
                """)
                .expectClean();
    }

    @Test
    void positive_aGenericRepositoryOfItsDomainTypesBound() {
        // hygieia's BaseCollectorItemRepository<T extends CollectorItem> in the corpus: Spring Data makes a repository
        // of it, on the collection of the bound (DerivedQueryDifferentialTest shows the command it sends)
        tester("", """
                interface BaseOrderRepository<T extends Order> extends Repository<T, String> {
                    List<T> findByStatus(String status); // expect: WARNING QueryWithoutIndex
                }
                interface OrderRepository extends BaseOrderRepository<Order> { // expect: WARNING QueryWithoutIndex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_anIndexAnotherDocumentOfTheCollectionDeclares() {
        // flowci's JobItem and Job in the corpus: both stored in 'job', where Spring Data creates Job's index too
        tester("", """
                @Document("orders")
                @CompoundIndex(def = "{'status': 1, 'total': 1}")
                class OrderWithIndex {
                    @Id String id;
                    String status;
                    int total;
                }
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                    Page<Order> findByStatus(String status, Pageable page);
                }
                """).expectClean();
    }

    @Test
    void negative_aDocumentOfAnotherVocabularyIsNotChecked() {
        // Spring Data names the collection of a class without its own @Document after the class ("cart"), not as
        // schemaguard's @Document does ("carts"): the model would be another collection's
        ProcessorTester.Result result = ProcessorTester.forRules("QueryWithoutIndex")
                .source("p.Cart", """
                        package p;
                        import java.util.List;
                        import dev.schemaguard.annotations.*;
                        import org.springframework.data.mongodb.repository.MongoRepository;
                        @Document(collection = "carts")
                        class Cart {
                            org.bson.types.ObjectId id;
                            String userId;
                        }
                        interface CartRepository extends MongoRepository<Cart, org.bson.types.ObjectId> { // expect: NOTE schemaguard
                            List<Cart> findByUserId(String userId);
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("schemaguard").get(0).contains("has no Spring Data @Document"), result.all());
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    @SuppressWarnings("schemaguard:QueryWithoutIndex")
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("", """
                @SuppressWarnings("schemaguard:QueryWithoutIndex")
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }
}
