package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * Repository methods whose query is written in {@code @Query} or {@code @Aggregation} (AnnotatedQueryDifferentialTest
 * compares the reading with what Spring Data sends): checked by the same rules as derived methods, refusals and
 * unknown fields reported at the annotation value.
 */
class AnnotatedQueriesTest {

    private static ProcessorTester tester(String... rules) {
        return ProcessorTester.forRules(rules);
    }

    private static String order(String repository) {
        return sdm("""
                import org.springframework.data.repository.*;
                import org.springframework.data.mongodb.repository.*;
                @Document("orders")
                class Order {
                    @Id String id;
                    @Indexed String status;
                    int total;
                    java.util.Date placedAt;
                }
                """ + repository);
    }

    @Test
    void positive_malformedJsonAtTheValue() {
        String message = tester("QueryRefused")
                .source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @Query(
                                    value = "{ 'status' : ?0 ") // expect: ERROR QueryRefused
                            List<Order> byStatus(String status);
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("QueryRefused");
        assertTrue(
                message.contains("OrderRepository.byStatus: the annotation's JSON does not parse (value at offset"),
                message);
    }

    @Test
    void positive_unknownFieldAtTheValue() {
        String message = tester("QueryFieldUnknown")
                .source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @Query("{ 'statuz' : ?0 }") // expect: WARNING QueryFieldUnknown
                            List<Order> byStatus(String status);
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("QueryFieldUnknown");
        assertTrue(
                message.contains("OrderRepository.byStatus queries 'statuz', but no stored field is named 'statuz' "
                        + "(did you mean 'status'?)"),
                message);
    }

    @Test
    void positive_annotatedQueryWithoutIndex() {
        tester("QueryWithoutIndex").source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @Query("{ 'total' : { $gt : ?0 } }")
                            List<Order> bigOnes(int total); // expect: WARNING QueryWithoutIndex
                        }
                        """)).expectMarkedDiagnostics();
    }

    @Test
    void positive_aggregationLeadingStages() {
        tester("InMemorySort").source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @Aggregation({"{ $match : { status : ?0 } }", "{ $sort : { placedAt : -1 } }"})
                            List<Order> newestOf(String status); // expect: WARNING InMemorySort
                        }
                        """)).expectMarkedDiagnostics();
    }

    @Test
    void negative_vectorSearchIsNotAQueryOnTheDeclaredIndexes() {
        // spring-data-examples' CommentRepository: @VectorSearch aliases @Hint(indexName) for an Atlas index
        tester("QueryRefused", "QueryFieldUnknown", "QueryWithoutIndex")
                .source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @VectorSearch(indexName = "cosine-index", filter = "{status: ?0}", numCandidates = "100",
                                    searchType = org.springframework.data.mongodb.core.aggregation.VectorSearchOperation
                                            .SearchType.ANN)
                            org.springframework.data.domain.SearchResults<Order> searchAnnotated(
                                    String status, org.springframework.data.domain.Vector vector,
                                    org.springframework.data.domain.Score distance,
                                    org.springframework.data.domain.Limit limit);
                        }
                        """))
                .expectClean();
    }

    @Test
    void negative_servedQueriesAndComposedAnnotations() {
        tester("QueryRefused", "QueryFieldUnknown", "QueryWithoutIndex", "InMemorySort")
                .source("p.Order", order("""
                        interface OrderRepository extends Repository<Order, String> {
                            @Query("{ 'status' : ?0 }")
                            List<Order> byStatus(String status);
                            @CountQuery("{ 'status' : ?0 }")
                            long countStatus(String status);
                            @Query(value = "{ 'status' : ?0 }", fields = "{ 'total' : 1 }")
                            List<Order> totalsOf(String status);
                            @Query(sort = "{ 'status' : 1 }")
                            List<Order> findByStatusIn(List<String> statuses);
                        }
                        """))
                .expectClean();
    }
}
