package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * UnusedIndex (WARNING, only with {@code -Aschemaguard.workload=complete}): an index that no repository query of the
 * compilation can use. Reported on the index's declaration, after the last round, when every repository is read.
 */
class UnusedIndexTest {

    private static final String COMPLETE = "schemaguard.workload=complete";

    private static final String ORDER = """
            import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
            @Document("orders")
            @CompoundIndex(def = "{'customerId': 1, 'placedAt': -1}")
            @CompoundIndex(name = "by_region_status", def = "{'region': 1, 'status': 1}") // expect: WARNING UnusedIndex
            class Order {
                @Id String id;
                String customerId;
                @Indexed String status;
                @Indexed String sku; // expect: WARNING UnusedIndex
                String region;
                java.time.Instant placedAt;
                @Indexed(unique = true) String reference;
                @Indexed(expireAfterSeconds = 3600) java.util.Date expiresAt;
                @Indexed java.util.Date createdAt;
            }
            """;

    private static ProcessorTester tester(String document, String repositories) {
        return ProcessorTester.forRules("UnusedIndex").option(COMPLETE).source("p.Order", sdm(document + repositories));
    }

    @Test
    void positive_indexesNoQueryUses() {
        String message = tester(ORDER, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                    List<Order> findByCustomerIdOrderByPlacedAtDesc(String customerId);
                    List<Order> findAllByOrderByCreatedAtDesc();
                }
                """)
                .expectMarkedDiagnostics()
                .messages("UnusedIndex")
                .get(0);
        assertEquals(
                "[UnusedIndex] index 'by_region_status' {region: 1, status: 1} of 'Order' serves no query the "
                        + "compilation runs on collection 'orders' (OrderRepository.findAllByOrderByCreatedAtDesc, "
                        + "OrderRepository.findByCustomerIdOrderByPlacedAtDesc, OrderRepository.findByStatus): every "
                        + "insert, delete and update of its keys still maintains it, and it takes cache from the data; "
                        + "remove the index, or suppress UnusedIndex on it if a query outside the compilation uses it "
                        + "(see docs/rules/UnusedIndex.md)",
                message);
    }

    @Test
    void positive_queriesOfEveryRepositoryOfTheCollectionCount() {
        // alone, OrderRepository leaves 'sku' and the region index unused; OrderLookups uses them
        tester("""
                import org.springframework.data.repository.*;
                @Document("orders")
                @CompoundIndex(def = "{'region': 1, 'status': 1}")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    @Indexed String sku;
                    String region;
                    @Indexed java.util.Date createdAt; // expect: WARNING UnusedIndex
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                interface OrderLookups extends Repository<Order, String> {
                    Order findBySku(String sku);
                    List<Order> findByRegionAndStatus(String region, String status);
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_everyIndexUsedOrExempt() {
        tester(ORDER.replace(" // expect: WARNING UnusedIndex", ""), """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                    List<Order> findByCustomerIdOrderByPlacedAtDesc(String customerId);
                    List<Order> findAllByOrderByCreatedAtDesc();
                    @Query("{'sku': ?0}")
                    List<Order> bySku(String sku);
                    List<Order> findByRegionIn(List<String> regions);
                }
                """).expectClean();
    }

    @Test
    void negative_overloadsOfOneNameEachCount() {
        tester("""
                import org.springframework.data.repository.*;
                import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                class Order {
                    @Id String id;
                    @Indexed String sku;
                    @Indexed String region;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    @Query("{'sku': ?0}")
                    List<Order> lookup(String sku);
                    @Query("{'region': ?0}")
                    List<Order> lookup(String region, org.springframework.data.domain.Pageable page);
                }
                """).expectClean();
    }

    @Test
    void negative_anIndexThePlannerRanksSecondIsStillUsable() {
        // {status: 1} could serve findByStatusOrderByPlacedAtDesc; that the server prefers the compound today is
        // the ranking's business (RedundantIndexPrefix speaks of the prefix)
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                @CompoundIndex(def = "{'status': 1, 'placedAt': -1}")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    java.time.Instant placedAt;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrderByPlacedAtDesc(String status);
                }
                """).expectClean();
    }

    @Test
    void positive_aTextIndexWithoutTextQuery() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("books")
                class Order {
                    @Id String id;
                    @TextIndexed String description; // expect: WARNING UnusedIndex
                    @Indexed String title;
                }
                """, """
                interface BookRepository extends Repository<Order, String> {
                    List<Order> findByTitle(String title);
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_aTextIndexATextQueryUses() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("books")
                class Order {
                    @Id String id;
                    @TextIndexed String description;
                }
                """, """
                interface BookRepository extends Repository<Order, String> {
                    @Query("{'$text': {'$search': ?0}}")
                    List<Order> search(String words);
                }
                """).expectClean();
    }

    @Test
    void negative_theShardKeyIndex() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                @Sharded(shardKey = {"customerId", "placedAt"})
                @CompoundIndex(def = "{'customerId': 1, 'placedAt': 1, 'status': 1}")
                class Order {
                    @Id String id;
                    String customerId;
                    String status;
                    java.time.Instant placedAt;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    Optional<Order> findById(String id);
                }
                """).expectClean();
    }

    @Test
    void negative_aQueryThatIsNotReadMayUseAnyIndex() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                class Order {
                    @Id String id;
                    @Indexed String sku;
                    @Transient String scratch;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByScratch(String scratch);
                }
                """).expectClean();
    }

    @Test
    void negative_theOptionIsOffByDefault() {
        ProcessorTester.forRules("UnusedIndex")
                .source("p.Order", sdm(ORDER.replace(" // expect: WARNING UnusedIndex", "") + """
                        interface OrderRepository extends Repository<Order, String> {
                            List<Order> findByStatus(String status);
                        }
                        """))
                .expectClean();
    }

    @Test
    void negative_aCollectionNoRepositoryQueries() {
        // its queries are elsewhere: what cannot be known is not judged
        ProcessorTester.forRules("UnusedIndex")
                .option(COMPLETE)
                .source("p.Order", sdm(ORDER.replace(" // expect: WARNING UnusedIndex", "")))
                .expectClean();
    }

    @Test
    void negative_suppressedOnTheIndex() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    @SuppressWarnings("schemaguard:UnusedIndex")
                    @Indexed String sku;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheDocument() {
        tester("""
                import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.repository.Query;
                @Document("orders")
                @SuppressWarnings("schemaguard:UnusedIndex")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    @Indexed String sku;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }

    @Test
    void positive_aMisspeltWorkloadIsAnErrorWithTheClosestValue() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnusedIndex")
                .option("schemaguard.workload=complet")
                .source("p.Order", sdm(ORDER.replace(" // expect: WARNING UnusedIndex", "")))
                .compile();
        assertTrue(
                result.compilation().errors().stream()
                        .anyMatch(d -> d.getMessage(java.util.Locale.ROOT)
                                .contains("-Aschemaguard.workload=complet is not a workload; use partial (the default: "
                                        + "the collections may be queried elsewhere too) or complete (the compilation "
                                        + "holds every query of its collections); partial is used meanwhile; did you "
                                        + "mean complete?")),
                result.all());
    }

    @Test
    void positive_theQueriesOfDriverCallsCountBesideTheRepositorys() {
        // the repository uses 'status'; the driver call in OrderService uses the region index; nothing uses 'sku'
        tester("""
                import org.springframework.data.repository.*;
                @Document("orders")
                @CompoundIndex(def = "{'region': 1, 'status': 1}")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    @Indexed String sku; // expect: WARNING UnusedIndex
                    String region;
                }
                """, """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                class OrderService {
                    com.mongodb.client.MongoCollection<Order> orders;
                    long inRegion(String region) {
                        return orders.countDocuments(com.mongodb.client.model.Filters.eq("region", region));
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aCollectionOnlyDriverCallsQuery() {
        tester("""
                @Document("orders")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    @Indexed String sku; // expect: WARNING UnusedIndex
                }
                """, """
                class OrderService {
                    com.mongodb.client.MongoCollection<Order> orders;
                    Object open() {
                        return orders.find(com.mongodb.client.model.Filters.eq("status", "OPEN"));
                    }
                }
                """).expectMarkedDiagnostics();
    }
}
