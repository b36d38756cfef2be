package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * QueryWithoutShardKey (WARNING): on a sharded collection, a repository query whose filter does not bind the shard
 * key's first field is broadcast to every shard. Reported on the method.
 */
class QueryWithoutShardKeyTest {

    private static ProcessorTester tester(String sharded, String repository) {
        return ProcessorTester.forRules("QueryWithoutShardKey")
                .source("p.Order", sdm("""
                import org.springframework.data.repository.*;
                @Document("orders")
                %s
                @CompoundIndex(def = "{'customerId': 1, 'placedAt': 1}")
                class Order {
                    @Id String id;
                    String customerId;
                    @Indexed String status;
                    java.time.Instant placedAt;
                }
                %s
                """.formatted(sharded, repository)));
    }

    @Test
    void positive_filterWithoutTheShardKey() {
        String message = tester("@Sharded(shardKey = {\"customerId\", \"placedAt\"})", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status); // expect: WARNING QueryWithoutShardKey
                }
                """)
                .expectMarkedDiagnostics()
                .message("QueryWithoutShardKey");
        assertEquals(
                "[QueryWithoutShardKey] OrderRepository.findByStatus {status: eq} does not bind 'customerId', the first "
                        + "field of the shard key {customerId: 1, placedAt: 1}: mongos sends it to every shard and "
                        + "merges the answers (scatter-gather), so its cost grows with the cluster; compare "
                        + "'customerId' by equality in the query where the application knows it "
                        + "(see docs/rules/QueryWithoutShardKey.md)",
                message);
    }

    @Test
    void positive_rangeOnAHashedKey() {
        tester("@Sharded(shardKey = \"customerId\", shardingStrategy = ShardingStrategy.HASH)", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByCustomerIdGreaterThan(String c); // expect: WARNING QueryWithoutShardKey
                    List<Order> findByCustomerIdOrStatus(String c, String s); // expect: WARNING QueryWithoutShardKey
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_targetedQueries() {
        tester("@Sharded(shardKey = {\"customerId\", \"placedAt\"})", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByCustomerId(String c);
                    List<Order> findByCustomerIdAndStatus(String c, String s);
                    List<Order> findByCustomerIdIn(List<String> c);
                    List<Order> findByCustomerIdGreaterThan(String c);
                    List<Order> findByCustomerIdOrCustomerIdAndStatus(String a, String b, String s);
                    List<Order> findAllBy();
                }
                """).expectClean();
    }

    @Test
    void negative_notSharded() {
        tester("", """
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("@Sharded(shardKey = {\"customerId\", \"placedAt\"})", """
                @SuppressWarnings("schemaguard:QueryWithoutShardKey")
                interface OrderRepository extends Repository<Order, String> {
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("@Sharded(shardKey = {\"customerId\", \"placedAt\"})", """
                interface OrderRepository extends Repository<Order, String> {
                    @SuppressWarnings("schemaguard:QueryWithoutShardKey")
                    List<Order> findByStatus(String status);
                }
                """).expectClean();
    }
}
