package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * The query rules on Spring's {@code MongoTemplate} calls in method bodies, as on a repository's methods: printed on
 * the call at its line, suppressed on the enclosing method or class. The same query as a driver call draws the same
 * finding ({@link DriverQueryRulesTest}).
 */
class TemplateQueryRulesTest {

    private static final String ORDER = """
            import static org.springframework.data.mongodb.core.query.Criteria.where;
            import static org.springframework.data.mongodb.core.query.Query.query;
            import org.springframework.data.domain.Sort;
            import org.springframework.data.mongodb.core.MongoTemplate;
            @Document("orders")
            class Order {
                @Id String id;
                @Indexed String status;
                @Field("cust") String customerId;
                java.util.Date placedAt;
            }
            """;

    private static ProcessorTester tester(String code) {
        return ProcessorTester.forRules("QueryWithoutIndex", "InMemorySort", "QueryFieldUnknown")
                .source("p.Order", sdm(ORDER + code));
    }

    @Test
    void positive_aFindNoIndexServes_isReportedOnTheCall() {
        String message = tester("""
                class OrderService {
                    MongoTemplate template;
                    List<Order> latest(String c) {
                        return template.find( // expect: WARNING QueryWithoutIndex
                                query(where("customerId").is(c)).with(Sort.by(Sort.Direction.DESC, "placedAt")),
                                Order.class);
                    }
                }
                """).expectMarkedDiagnostics().message("QueryWithoutIndex");
        assertTrue(
                message.contains("OrderService.latest (find, line 25) {cust: eq} sort {placedAt: -1} reads every "
                        + "document of the collection and sorts the matches in memory"),
                message);
        assertTrue(message.contains("@CompoundIndex(def = \"{'customerId': 1, 'placedAt': -1}\")"), message);
    }

    @Test
    void negative_aFindTheIndexServes_builtInALocal() {
        tester("""
                class OrderService {
                    MongoTemplate template;
                    long open(String s) {
                        org.springframework.data.mongodb.core.query.Query q = new org.springframework.data.mongodb.core.query.Query();
                        q.addCriteria(where("status").is(s));
                        return template.count(q, Order.class);
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_anOrderTheIndexDoesNotGive_sortsInMemory() {
        tester("""
                class OrderService {
                    MongoTemplate template;
                    List<Order> open() {
                        return template.query(Order.class)
                                .matching(query(where("status").is("OPEN")).with(Sort.by("placedAt")))
                                .all(); // expect: WARNING InMemorySort
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_aPropertyNoFieldHas() {
        tester("""
                class OrderService {
                    MongoTemplate template;
                    boolean any(String s) {
                        return template.exists(query(where("statuz").is(s)), Order.class); // expect: WARNING QueryFieldUnknown
                    }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("""
                class OrderService {
                    MongoTemplate template;
                    @SuppressWarnings("schemaguard:QueryWithoutIndex")
                    List<Order> byCustomer(String c) {
                        return template.find(query(where("customerId").is(c)), Order.class);
                    }
                }
                """).expectClean();
    }

    @Test
    void positive_aQuerySdmThrowsOn_isRefused() {
        String message = ProcessorTester.forRules("QueryRefused")
                .source("p.Order", sdm(ORDER + """
                        class OrderService {
                            MongoTemplate template;
                            List<Order> between(java.util.Date from, java.util.Date to) {
                                return template.find( // expect: ERROR QueryRefused
                                        query(where("placedAt").gte(from).and("placedAt").lt(to)), Order.class);
                            }
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("QueryRefused");
        assertTrue(
                message.startsWith("[QueryRefused] OrderService.between (find, line 25): Spring Data throws when it "
                        + "builds this query, so every call fails (SDM's Criteria.getCriteriaObject throws "
                        + "InvalidMongoDbApiUsageException: \"you can't add a second 'placedAt' expression\"); give "
                        + "each field one Criteria with all its operators"),
                message);
    }

    /**
     * A {@code TextQuery} on a collection without a text index: the server refuses it
     * ({@code jstests/core/aggregation/sources/match/text_search_requires_index.js}), as the driver's
     * {@code Filters.text} and a repository's {@code TextCriteria} parameter; the score sort leaves the order unknown,
     * not the filter.
     */
    @Test
    void positive_aTextQueryWithoutATextIndex_isRefused() {
        String message = ProcessorTester.forRules("QueryRefused")
                .source("p.Order", sdm(ORDER + """
                        class OrderService {
                            MongoTemplate template;
                            List<Order> search(String words) {
                                return template.find( // expect: ERROR QueryRefused
                                        new org.springframework.data.mongodb.core.query.TextQuery(words).sortByScore(), Order.class);
                            }
                        }
                        """))
                .expectMarkedDiagnostics()
                .message("QueryRefused");
        assertTrue(
                message.startsWith("[QueryRefused] OrderService.search (find, line 25) {$text: text} sort {?} is "
                        + "refused by the server: IndexNotFound (27), \"text index required for $text query\"; "
                        + "declare the text index the query needs, on the fields it searches, e.g. @TextIndexed"),
                message);
    }

    @Test
    void negative_oneCriteriaWithBothOperators_andASuppressedRefusal() {
        ProcessorTester.forRules("QueryRefused")
                .source("p.Order", sdm(ORDER + """
                        class OrderService {
                            MongoTemplate template;
                            List<Order> between(java.util.Date from, java.util.Date to) {
                                return template.find(query(where("placedAt").gte(from).lt(to)), Order.class);
                            }
                            @SuppressWarnings("schemaguard:QueryRefused")
                            List<Order> legacy(String s) {
                                return template.find(query(where("status").is(s).is("x")), Order.class);
                            }
                        }
                        """))
                .expectClean();
    }
}
