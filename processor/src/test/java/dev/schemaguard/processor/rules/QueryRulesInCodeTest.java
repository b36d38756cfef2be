package dev.schemaguard.processor.rules;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * Every query rule on query code, positive and negative, in each API that reads it: the driver's
 * {@code MongoCollection}, Spring's {@code MongoTemplate} and Morphia's {@code Datastore}. Each API's cases are the
 * methods of one class, named {@code positive_*} and {@code negative_*}, compiled together; a finding is expected on
 * the call's line by its marker, and a negative method has none. The orders have indexes on status and on the
 * customer; the shipments are sharded on the customer.
 */
class QueryRulesInCodeTest {

    private static ProcessorTester tester() {
        return ProcessorTester.forRules(
                "QueryWithoutIndex",
                "InMemorySort",
                "CaseInsensitiveRegex",
                "QueryFieldUnknown",
                "UnanchoredRegex",
                "NegationQuery",
                "OrQuery",
                "QueryWithoutShardKey",
                "QueryRefused");
    }

    @Test
    void everyQueryRule_inDriverCode() {
        tester().source("code.Driver", """
                package code;
                import static com.mongodb.client.model.Filters.*;
                import static com.mongodb.client.model.Sorts.*;
                import com.mongodb.client.MongoCollection;
                import dev.schemaguard.annotations.*;
                @Document(collection = "orders")
                class Order {
                    org.bson.types.ObjectId id;
                    @IndexHint String status;
                    @IndexHint String customerId;
                    String note;
                    java.util.Date placedAt;
                }
                @Document(collection = "shipments")
                @ShardKey(keys = "customerId")
                @IndexHint(keys = "status")
                class Shipment {
                    org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                class Driver {
                    MongoCollection<Order> orders;
                    MongoCollection<Shipment> shipments;
                    Object positive_noIndex(String n) { return orders.find(eq("note", n)); } // expect: WARNING QueryWithoutIndex
                    Object negative_indexed(String s) { return orders.find(eq("status", s)); }
                    Object positive_sortInMemory(String s) { return orders.find(eq("status", s)).sort(descending("placedAt")); } // expect: WARNING InMemorySort
                    Object negative_orderOfTheIndex(String s) { return orders.find(eq("status", s)).sort(ascending("status")); }
                    Object positive_caseInsensitive() { return orders.find(regex("customerId", "^acme", "i")); } // expect: WARNING CaseInsensitiveRegex
                    Object negative_caseSensitive() { return orders.find(regex("customerId", "^acme")); }
                    Object positive_unknownField(String s) { return orders.find(eq("statuz", s)); } // expect: WARNING QueryFieldUnknown
                    Object negative_knownField(String c) { return orders.find(eq("customerId", c)); }
                    Object positive_unanchored() { return orders.find(regex("status", "OPEN")); } // expect: WARNING UnanchoredRegex
                    Object negative_anchored() { return orders.find(regex("status", "^OPEN")); }
                    Object positive_negationAlone() { return orders.find(ne("status", "CLOSED")); } // expect: WARNING NegationQuery
                    Object negative_negationBesideAnEquality(String c) { return orders.find(and(eq("customerId", c), ne("status", "CLOSED"))); }
                    Object positive_orWithAnUnindexedClause(String s, String n) { return orders.find(or(eq("status", s), eq("note", n))); } // expect: WARNING OrQuery
                    Object negative_orOfIndexedClauses(String s, String c) { return orders.find(or(eq("status", s), eq("customerId", c))); }
                    Object positive_everyShard(String s) { return shipments.find(eq("status", s)); } // expect: WARNING QueryWithoutShardKey
                    Object negative_oneShard(String c, String s) { return shipments.find(and(eq("customerId", c), eq("status", s))); }
                    Object positive_hintOfNoIndex(String s) { return orders.find(eq("status", s)).hintString("nope_1"); } // expect: ERROR QueryRefused
                    Object negative_hintOfAnIndex(String s) { return orders.find(eq("status", s)).hintString("status_1"); }
                    Object positive_hintKeysOfNoIndex(String s) { return orders.find(eq("status", s)).hint(com.mongodb.client.model.Indexes.ascending("note")); } // expect: ERROR QueryRefused
                    Object negative_hintKeysOfAnIndex(String s) { return orders.find(eq("status", s)).hint(com.mongodb.client.model.Indexes.ascending("status")); }
                    Object negative_hintKeysGivenAtRunTime(String s, String key) { return orders.find(eq("status", s)).hint(com.mongodb.client.model.Indexes.ascending(key)); }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void everyQueryRule_inMongoTemplateCode() {
        tester().source("code.Template", """
                package code;
                import static org.springframework.data.mongodb.core.query.Criteria.where;
                import static org.springframework.data.mongodb.core.query.Query.query;
                import org.springframework.data.domain.Sort;
                import org.springframework.data.mongodb.core.MongoTemplate;
                import org.springframework.data.mongodb.core.index.Indexed;
                import org.springframework.data.mongodb.core.mapping.Document;
                import org.springframework.data.mongodb.core.mapping.Sharded;
                import org.springframework.data.mongodb.core.query.TextCriteria;
                import org.springframework.data.mongodb.core.query.TextQuery;
                @Document("orders")
                class Order {
                    String id;
                    @Indexed String status;
                    @Indexed String customerId;
                    String note;
                    java.util.Date placedAt;
                }
                @Document("shipments")
                @Sharded(shardKey = "customerId")
                class Shipment {
                    String id;
                    @Indexed String customerId;
                    @Indexed String status;
                }
                @Document("articles")
                class Article {
                    String id;
                    @org.springframework.data.mongodb.core.index.TextIndexed String body;
                    @Indexed String status;
                }
                class Template {
                    MongoTemplate t;
                    Object positive_noIndex(String n) { return t.find(query(where("note").is(n)), Order.class); } // expect: WARNING QueryWithoutIndex
                    Object negative_indexed(String s) { return t.find(query(where("status").is(s)), Order.class); }
                    Object positive_sortInMemory(String s) { return t.find(query(where("status").is(s)).with(Sort.by("placedAt")), Order.class); } // expect: WARNING InMemorySort
                    Object negative_orderOfTheIndex(String s) { return t.find(query(where("status").is(s)).with(Sort.by("status")), Order.class); }
                    Object positive_caseInsensitive() { return t.find(query(where("customerId").regex("^acme", "i")), Order.class); } // expect: WARNING CaseInsensitiveRegex
                    Object negative_caseSensitive() { return t.find(query(where("customerId").regex("^acme")), Order.class); }
                    Object positive_unknownField(String s) { return t.find(query(where("statuz").is(s)), Order.class); } // expect: WARNING QueryFieldUnknown
                    Object negative_knownField(String c) { return t.find(query(where("customerId").is(c)), Order.class); }
                    Object positive_unanchored() { return t.find(query(where("status").regex("OPEN")), Order.class); } // expect: WARNING UnanchoredRegex
                    Object negative_anchored() { return t.find(query(where("status").regex("^OPEN")), Order.class); }
                    Object positive_negationAlone() { return t.find(query(where("status").ne("CLOSED")), Order.class); } // expect: WARNING NegationQuery
                    Object negative_negationBesideAnEquality(String c) { return t.find(query(where("customerId").is(c).and("status").ne("CLOSED")), Order.class); }
                    Object positive_orWithAnUnindexedClause(String s, String n) { return t.find(query(new org.springframework.data.mongodb.core.query.Criteria().orOperator(where("status").is(s), where("note").is(n))), Order.class); } // expect: WARNING OrQuery
                    Object negative_orOfIndexedClauses(String s, String c) { return t.find(query(new org.springframework.data.mongodb.core.query.Criteria().orOperator(where("status").is(s), where("customerId").is(c))), Order.class); }
                    Object positive_everyShard(String s) { return t.find(query(where("status").is(s)), Shipment.class); } // expect: WARNING QueryWithoutShardKey
                    Object negative_oneShard(String c, String s) { return t.find(query(where("customerId").is(c).and("status").is(s)), Shipment.class); }
                    Object positive_thrownBySdm(String s) { return t.find(query(where("status").is(s).is("x")), Order.class); } // expect: ERROR QueryRefused
                    Object negative_oneValue(String s) { return t.find(query(where("status").is(s)), Order.class); }
                    Object positive_textQueryWithoutATextIndex(String w) { return t.find(new TextQuery(w).sortByScore(), Order.class); } // expect: ERROR QueryRefused
                    Object positive_textCriteriaWithoutATextIndex(String w, String s) { return t.find(query(where("status").is(s)).addCriteria(TextCriteria.forDefaultLanguage().matching(w)), Order.class); } // expect: ERROR QueryRefused
                    Object negative_textQueryOnATextIndex(String w, String s) { return t.find(new TextQuery(w).addCriteria(where("status").is(s)).limit(10), Article.class); }
                    Object negative_textCriteriaOnATextIndex(String w) { return t.find(new org.springframework.data.mongodb.core.query.Query().addCriteria(TextCriteria.forLanguage("en").matchingAny(w, "sand")), Article.class); }
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void everyQueryRule_inMorphiaCode() {
        tester().source("code.Morphia", """
                package code;
                import dev.morphia.annotations.*;
                import dev.morphia.query.FindOptions;
                import dev.morphia.query.Sort;
                import dev.morphia.query.filters.Filters;
                @Entity("orders")
                class Order {
                    @Id org.bson.types.ObjectId id;
                    @Indexed String status;
                    @Indexed String customerId;
                    String note;
                    java.util.Date placedAt;
                }
                @Entity("shipments")
                @ShardKeys(@ShardKey("customerId"))
                @Indexes(@Index(fields = @Field("status")))
                class Shipment {
                    @Id org.bson.types.ObjectId id;
                    String customerId;
                    String status;
                }
                class Morphia {
                    dev.morphia.Datastore d;
                    Object positive_noIndex(String n) { return d.find(Order.class).filter(Filters.eq("note", n)).iterator(); } // expect: WARNING QueryWithoutIndex
                    Object negative_indexed(String s) { return d.find(Order.class).filter(Filters.eq("status", s)).iterator(); }
                    Object positive_sortInMemory(String s) { return d.find(Order.class).filter(Filters.eq("status", s)).iterator(new FindOptions().sort(Sort.descending("placedAt"))); } // expect: WARNING InMemorySort
                    Object negative_orderOfTheIndex(String s) { return d.find(Order.class).filter(Filters.eq("status", s)).iterator(new FindOptions().sort(Sort.ascending("status"))); }
                    Object positive_caseInsensitive() { return d.find(Order.class).filter(Filters.regex("customerId").pattern("^acme").caseInsensitive()).iterator(); } // expect: WARNING CaseInsensitiveRegex
                    Object negative_caseSensitive() { return d.find(Order.class).filter(Filters.regex("customerId").pattern("^acme")).iterator(); }
                    Object positive_unknownField(String s) { return d.find(Order.class).filter(Filters.eq("statuz", s)).iterator(); } // expect: ERROR QueryFieldUnknown
                    Object negative_knownField(String c) { return d.find(Order.class).filter(Filters.eq("customerId", c)).iterator(); }
                    Object positive_unanchored() { return d.find(Order.class).filter(Filters.regex("status").pattern("OPEN")).iterator(); } // expect: WARNING UnanchoredRegex
                    Object negative_anchored() { return d.find(Order.class).filter(Filters.regex("status").pattern("^OPEN")).iterator(); }
                    Object positive_negationAlone() { return d.find(Order.class).filter(Filters.ne("status", "CLOSED")).iterator(); } // expect: WARNING NegationQuery
                    Object negative_negationBesideAnEquality(String c) { return d.find(Order.class).filter(Filters.eq("customerId", c), Filters.ne("status", "CLOSED")).iterator(); }
                    Object positive_orWithAnUnindexedClause(String s, String n) { return d.find(Order.class).filter(Filters.or(Filters.eq("status", s), Filters.eq("note", n))).iterator(); } // expect: WARNING OrQuery
                    Object negative_orOfIndexedClauses(String s, String c) { return d.find(Order.class).filter(Filters.or(Filters.eq("status", s), Filters.eq("customerId", c))).iterator(); }
                    Object positive_everyShard(String s) { return d.find(Shipment.class).filter(Filters.eq("status", s)).iterator(); } // expect: WARNING QueryWithoutShardKey
                    Object negative_oneShard(String c, String s) { return d.find(Shipment.class).filter(Filters.eq("customerId", c), Filters.eq("status", s)).iterator(); }
                    Object positive_hintOfNoIndex(String s) { return d.find(Order.class).filter(Filters.eq("status", s)).iterator(new FindOptions().hintString("nope_1")); } // expect: ERROR QueryRefused
                    Object negative_hintOfAnIndex(String s) { return d.find(Order.class).filter(Filters.eq("status", s)).iterator(new FindOptions().hintString("status_1")); }
                }
                """).expectMarkedDiagnostics();
    }
}
