package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * InMemorySort (WARNING): an index serves a repository query's filter but not its order, so every match is sorted in
 * memory (a blocking SORT stage). The proposal is the ESR index; the fix test pastes it and the finding goes away.
 */
class InMemorySortTest {

    private static String order(String classAnnotations, String repository) {
        return sdm("""
                import org.springframework.data.repository.*;
                import org.springframework.data.domain.*;
                @Document("orders")
                %s
                class Order {
                    @Id String id;
                    @Indexed String status;
                    java.time.Instant createdAt;
                    int total;
                }
                %s
                """.formatted(classAnnotations, repository));
    }

    private static ProcessorTester tester(String classAnnotations, String repository) {
        return ProcessorTester.forRules("QueryWithoutIndex", "InMemorySort")
                .source("p.Order", order(classAnnotations, repository));
    }

    @Test
    void positive_orderNotGivenByTheIndexOfTheFilter() {
        String message = tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrderByCreatedAtDesc(String status); // expect: WARNING InMemorySort
                }
                """).expectMarkedDiagnostics().message("InMemorySort");
        assertEquals(
                "[InMemorySort] OrderRepository.findByStatusOrderByCreatedAtDesc {status: eq} sort {createdAt: -1} is "
                        + "served by index 'status' {status: 1}, which does not give its order: every match is sorted "
                        + "in memory before the first is returned (SORT stage, 100 MB at most); add "
                        + "@CompoundIndex(def = \"{'status': 1, 'createdAt': -1}\") on 'Order', equality keys first, "
                        + "then the sort keys, then the range keys (see docs/rules/InMemorySort.md)",
                message);
    }

    @Test
    void negative_theProposedIndexGivesTheOrder() {
        tester("@CompoundIndex(def = \"{'status': 1, 'createdAt': -1}\")", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrderByCreatedAtDesc(String status);
                    List<Order> findByStatusOrderByCreatedAtAsc(String status);
                    List<Order> findTop10ByStatusAndCreatedAtAfterOrderByCreatedAtDesc(String s, java.time.Instant t);
                }
                """).expectClean();
    }

    @Test
    void negative_aTextSearchWithAnOrder() {
        // the text index gives no order, and no other index can: a SORT stays whatever is declared
        ProcessorTester.forRules("QueryWithoutIndex", "InMemorySort")
                .source("p.Order", sdm("""
                        import org.springframework.data.repository.*;
                        import org.springframework.data.mongodb.repository.Query;
                        @Document("orders")
                        class Order {
                            @Id String id;
                            @TextIndexed String note;
                            java.time.Instant createdAt;
                        }
                        interface OrderRepository extends Repository<Order, String> {
                            @Query(value = "{'$text': {'$search': ?0}}", sort = "{'createdAt': -1}")
                            List<Order> search(String words);
                        }
                        """))
                .expectClean();
    }

    @Test
    void negative_orderGivenAtRunTime() {
        tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    Page<Order> findByStatus(String status, Pageable page);
                    List<Order> findByStatus(String status, Sort sort);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    @SuppressWarnings("schemaguard:InMemorySort")
                    List<Order> findByStatusOrderByCreatedAtDesc(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("", """
                @SuppressWarnings("schemaguard:InMemorySort")
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatusOrderByCreatedAtDesc(String status);
                }
                """).expectClean();
    }
}
