package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * IndexFieldNotMapped (WARNING): a path MongoDB is sent as written names no stored field: an SDM
 * {@code @CompoundIndex(def)} key QueryMapper cannot map, or a field of a partial filter. Reported on
 * the def or on the filter.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class IndexFieldNotMappedTest {

    private static final String DOCS = "(see docs/rules/IndexFieldNotMapped.md)";

    private static final String SDM = """
            package p;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    @Test
    void positive_springDataDefTypo_warnsWithTheStoredField() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldNotMapped", "IndexFieldUnknown")
                .source("p.Note", SDM + """
                @Document("notes")
                @CompoundIndex(name = "user_seen", def = "{'userId': 1, 'isSen': 1}") // expect: WARNING IndexFieldNotMapped
                class Note {
                    @Id String id;
                    String userId;
                    @Field("is_seen") boolean isSeen;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexFieldNotMapped");
        assertTrue(
                message.startsWith("[IndexFieldNotMapped] index key 'isSen' names no stored field: 'isSen' is not "
                        + "a stored field of 'Note', and the mapping sends a key it cannot map as written"),
                message);
        assertTrue(message.contains("no document of 'Note' stores"), message);
        assertTrue(message.contains("did you mean 'isSeen'?"), message);
        assertTrue(message.endsWith(DOCS), message);
        // Spring Data and MongoDB accept the index: the build goes on
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_springDataDefTypoOfAStoredName_suggestsTheStoredName() {
        String message = ProcessorTester.forRules("IndexFieldNotMapped", "IndexFieldUnknown")
                .source("p.Note", SDM + """
                @Document("notes")
                @CompoundIndex(def = "{'user_id': 1, 'is_sen': 1}") // expect: WARNING IndexFieldNotMapped
                class Note {
                    @Id String id;
                    @Field("user_id") String userId;
                    @Field("is_seen") boolean seen;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldNotMapped");
        assertTrue(message.contains("index key 'is_sen'") && message.contains("did you mean 'is_seen'?"), message);
    }

    @Test
    void negative_springDataDefInStoredNames() {
        ProcessorTester.forRules("IndexFieldNotMapped", "IndexFieldUnknown")
                .source("p.Note", SDM + """
                @Document("notes")
                @CompoundIndex(def = "{'user_id': 1, 'is_seen': -1, '_id': 1}")
                class Note {
                    @Id String id;
                    @Field("user_id") String userId;
                    @Field("is_seen") boolean seen;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_springDataDefInPropertyNames_throughArraysMapsAndPositions() {
        ProcessorTester.forRules("IndexFieldNotMapped", "IndexFieldUnknown")
                .source("p.Book", SDM + """
                @Document
                @CompoundIndex(def = "{'userId': 1, 'seen': 1, 'reviews.rating': -1, 'reviews.0.rating': 1}")
                @CompoundIndex(def = "{'attributes.color': 1, 'attrs.size': 1, 'tags.0': 1}")
                class Book {
                    @Id String id;
                    @Field("user_id") String userId;
                    @Field("is_seen") boolean seen;
                    List<Review> reviews;
                    @Field("attrs") Map<String, String> attributes;
                    List<String> tags;
                    static class Review { int rating; }
                }
                """)
                .expectClean();
    }

    /** The real model: the filter names 'isAck', the field is 'isAckStanza', and the index held nothing. */
    @Test
    void positive_springDataPartialFilterNamesNoField() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldNotMapped")
                .source("p.Message", SDM + """
                @Document("messages")
                @CompoundIndex(name = "unacked", def = "{'to': 1, 'sentAt': 1}",
                        partialFilter = "{'isAck': false}") // expect: WARNING IndexFieldNotMapped
                class Message {
                    @Id String id;
                    String to;
                    Date sentAt;
                    boolean isAckStanza;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("IndexFieldNotMapped");
        assertTrue(message.startsWith("[IndexFieldNotMapped] the partial filter of index 'unacked'"), message);
        assertTrue(
                message.contains("names 'isAck', which no document of 'Message' stores: the filter matches only "
                        + "documents that have 'isAck', so the index covers no document"),
                message);
        assertTrue(message.contains("did you mean 'isAckStanza'?"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status(), result.all());
    }

    @Test
    void positive_schemaguardPartialFilterInJavaNames_suggestsTheStoredName() {
        String message = ProcessorTester.forRules("IndexFieldNotMapped")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customer", partialFilter = "{placedAt: {$exists: true}}") // expect: WARNING IndexFieldNotMapped
                class Order {
                    org.bson.types.ObjectId id;
                    String customer;
                    @Field("placed_at") java.time.Instant placedAt;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldNotMapped");
        assertTrue(message.contains("names 'placedAt', which no document of 'Order' stores"), message);
        assertTrue(
                message.contains("('placedAt' is the Java name of the field stored as 'placed_at'); did you mean "
                        + "'placed_at'?"),
                message);
    }

    @Test
    void positive_schemaguardPartialFilter_orClauseAndNullCondition() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldNotMapped")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "customer", partialFilter = "{$or: [{staus: 'open'}, {total: {$gt: 100}}]}") // expect: WARNING IndexFieldNotMapped
                @IndexHint(keys = "total", partialFilter = "{cancelled: null}") // expect: WARNING IndexFieldNotMapped
                class Order {
                    org.bson.types.ObjectId id;
                    String customer;
                    String status;
                    long total;
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("IndexFieldNotMapped").stream()
                        .anyMatch(m -> m.contains(
                                        "the $or clause on 'staus' "
                                                + "matches only documents that have 'staus', so the index holds only what the other clauses match")
                                && m.contains("did you mean 'status'?")),
                result.all());
        assertTrue(
                result.messages("IndexFieldNotMapped").stream()
                        .anyMatch(
                                m -> m.contains(
                                        "the condition on "
                                                + "'cancelled' holds for every document (a missing field compares equal to null), so it filters nothing")),
                result.all());
    }

    @Test
    void negative_validFilters() {
        ProcessorTester.forRules("IndexFieldNotMapped").source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                @IndexHint(keys = "customer", partialFilter = "{placed_at: {$exists: true}, 'lines.qty': {$gt: 0}}")
                @IndexHint(keys = "total", partialFilter = "{'extra.anything': 1, 'lines.0.qty': 1, _id: {$gt: 5}}")
                class Order {
                    org.bson.types.ObjectId id;
                    String customer;
                    @Field("placed_at") java.time.Instant placedAt;
                    long total;
                    @Bounded(max = 5) List<Line> lines;
                    @Bounded(max = 5) Map<String, String> extra;
                    static class Line { int qty; }
                }
                """).expectClean();
    }

    @Test
    void negative_springDataFilterInPropertyNames_andTypeKey() {
        ProcessorTester.forRules("IndexFieldNotMapped")
                .source("p.Message", SDM + """
                @Document("messages")
                @CompoundIndex(def = "{'to': 1}", partialFilter = "{'acked': false, '_class': 'p.Message'}")
                class Message {
                    @Id String id;
                    String to;
                    @Field("ack") boolean acked;
                    @Indexed(partialFilter = "{'ack': true}") Date sentAt;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressed() {
        ProcessorTester.forRules("IndexFieldNotMapped")
                .source("p.Note", SDM + """
                @Document("notes")
                @CompoundIndex(def = "{'legacyField': 1}", partialFilter = "{'legacyFlag': true}")
                @SuppressWarnings("schemaguard:IndexFieldNotMapped")
                class Note {
                    @Id String id;
                    String userId;
                }
                """)
                .expectClean();
    }
}
