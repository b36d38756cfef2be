package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of the query rules: a Spring Data repository beside its document, each fix the edit of the
 * repository method or the index annotation the message proposes. Repositories are read for Spring Data's
 * {@code @Document} classes only, so Spring Data is their one dialect; query code has a driver call and a Morphia
 * query, whose names only Morphia validates.
 */
final class QueryFixCases {

    private static final String HEADER = SPRING_DATA + """
            import org.springframework.data.repository.Repository;
            import org.springframework.data.mongodb.repository.Query;
            """;

    private static final String ORDER = """
            @Document("orders_CASE")
            CLASS_ANNOTATIONS
            class Order {
                @Id String id;
                @Indexed String status;
                String customerId;
                String note;
                int total;
                java.util.Date placedAt;
            }
            interface OrderRepository extends Repository<Order, String> {
                METHOD
            }
            """;

    /** A driver call in a method body, on the document's collection. */
    private static final String CODE = """
            @Document("orders_CASE")
            class Order {
                @Id String id;
                @Indexed String status;
            }
            class OrderQueries {
                com.mongodb.client.MongoCollection<Order> orders;
                long open() {
                    return orders.countDocuments(com.mongodb.client.model.Filters.eq("statuz", "OPEN"));
                }
            }
            """;

    /** A Morphia query in a method body, whose filter names Morphia validates. */
    private static final String MORPHIA_CODE = """
            @Entity("orders_CASE")
            class Order {
                @Id ObjectId id;
                String status;
            }
            class OrderQueries {
                long open(dev.morphia.Datastore ds) {
                    return ds.find(Order.class).filter(dev.morphia.query.filters.Filters.eq("statuz", "OPEN")).count();
                }
            }
            """;

    private QueryFixCases() {}

    private static Case order(String rule, String name, String classAnnotations, String method) {
        return of(
                rule,
                SPRING_DATA_DIALECT,
                name,
                "p.Order",
                HEADER,
                // a collection per case: the grid compiles the cases together, and a repository's queries are planned
                // over the indexes of every document of its collection
                ORDER.replace("CASE", name)
                        .replace("CLASS_ANNOTATIONS", classAnnotations)
                        .replace("METHOD", method));
    }

    /** A query in a method body that names 'statuz', which no field of its document stores. */
    private static Case unknownFieldInCode(String dialect, String name, String header, String body) {
        return of("QueryFieldUnknown", dialect, name, "p.Order", header, body.replace("CASE", name));
    }

    static Stream<Case> cases() {
        return Stream.of(
                unknownFieldInCode(SPRING_DATA_DIALECT, "codeUnknownField", HEADER, CODE)
                        .fix("write the stored name the document has", "\"statuz\"", "\"status\""),
                unknownFieldInCode(MORPHIA_DIALECT, "morphiaUnknownField", MORPHIA, MORPHIA_CODE)
                        .fix("write the property or stored name the document has", "\"statuz\"", "\"status\""),
                order("QueryFieldUnknown", "misspeltProperty", "", "List<Order> findByStatu(String s);")
                        .fix("did you mean 'status'", "findByStatu(", "findByStatus("),
                order(
                                "QueryRefused",
                                "secondExpression",
                                "",
                                "List<Order> findByTotalGreaterThanAndTotalLessThan(int a, int b);")
                        .fix("(Between)", "findByTotalGreaterThanAndTotalLessThan", "findByTotalBetween"),
                order("QueryRefused", "ignoreCaseOnInt", "", "List<Order> findByTotalIgnoreCase(int t);")
                        .fix("drop IgnoreCase from that part", "findByTotalIgnoreCase", "findByTotal"),
                order("QueryRefused", "orderByTwice", "", "List<Order> findByStatusOrderByTotalOrderByNote(String s);")
                        .fix("after one OrderBy", "OrderByTotalOrderByNote", "OrderByTotalAscNoteAsc"),
                order("QueryRefused", "directionWithoutProperty", "", "List<Order> findByStatusOrderByAsc(String s);")
                        .fix("write the property before Asc or Desc", "OrderByAsc", "OrderByTotalAsc"),
                order("QueryRefused", "countBeyondAnInt", "", "List<Order> findTop3000000000ByStatus(String s);")
                        .fix("with a count of 1 or more", "Top3000000000", "Top30"),
                order("QueryRefused", "tooFewParameters", "", "List<Order> findByStatusAndTotal(String s);")
                        .fix("add the missing parameters", "(String s);", "(String s, int t);"),
                order(
                                "QueryRefused",
                                "textWithoutTextIndex",
                                "",
                                "List<Order> findAllBy(org.springframework.data.mongodb.core.query.TextCriteria c);")
                        .fix(
                                "declare the text index the query needs (@TextIndexed on the fields it searches)",
                                "String note;",
                                "@TextIndexed String note;"),
                order(
                                "QueryRefused",
                                "malformedJson",
                                "",
                                "@Query(\"{ 'status' : ?0 \") List<Order> byStatus(String s);")
                        .fix("correct the JSON", "\"{ 'status' : ?0 \"", "\"{ 'status' : ?0 }\""),
                order(
                                "QueryRefused",
                                "countAndExists",
                                "",
                                "@Query(value = \"{ 'status' : ?0 }\", count = true, exists = true) long n(String s);")
                        .fix("keep one of them", ", exists = true", ""),
                order(
                                "QueryRefused",
                                "placeholderBeyondTheParameters",
                                "",
                                "@Query(\"{ 'status' : ?1 }\") List<Order> byStatus(String s);")
                        .fix("number the placeholders from ?0", "?1", "?0"),
                order(
                                "QueryFieldUnknown",
                                "annotatedUnknownField",
                                "",
                                "@Query(\"{ 'statuz' : ?0 }\") List<Order> byStatus(String s);")
                        .fix("write the property or stored name the document has", "statuz", "status"),
                order("CaseInsensitiveRegex", "ignoreCaseEquality", "", "List<Order> findByStatusIgnoreCase(String s);")
                        .fix(
                                "drop IgnoreCase from the method name and annotate the method @Collation(\"{'locale': "
                                        + "'en', 'strength': 2}\"), and index the field under the same collation: "
                                        + "@Indexed(collation = \"{'locale': 'en', 'strength': 2}\")",
                                "@Indexed String status;",
                                "@Indexed(collation = \"{'locale': 'en', 'strength': 2}\") String status;",
                                "List<Order> findByStatusIgnoreCase",
                                "@org.springframework.data.mongodb.core.annotation.Collation(\"{'locale': 'en', "
                                        + "'strength': 2}\") List<Order> findByStatus"),
                order(
                                "CaseInsensitiveRegex",
                                "ignoreCasePrefix",
                                "",
                                "List<Order> findByNoteStartingWithIgnoreCase(String n);")
                        .fix(
                                "store a lower-cased copy of 'note'",
                                "String note;",
                                "String note; String noteLower;",
                                "findByNoteStartingWithIgnoreCase",
                                "findByNoteLowerStartingWith"),
                order(
                                "CaseInsensitiveRegex",
                                "ignoreCaseContaining",
                                "",
                                "List<Order> findByNoteContainingIgnoreCase(String n);")
                        .fix(
                                "for words use a text index on 'note'",
                                "String note;",
                                "@TextIndexed String note;",
                                "List<Order> findByNoteContainingIgnoreCase(String n);",
                                "List<Order> findAllBy(org.springframework.data.mongodb.core.query.TextCriteria c);"),
                order("QueryWithoutIndex", "scan", "", "List<Order> findByCustomerId(String c);")
                        .fix(
                                "add @CompoundIndex(def = \"{'customerId': 1}\")",
                                "class Order {",
                                "@CompoundIndex(def = \"{'customerId': 1}\") class Order {"),
                order(
                                "QueryWithoutIndex",
                                "scanWhateverTheOrder",
                                "",
                                "org.springframework.data.domain.Page<Order> findByCustomerId(String c, "
                                        + "org.springframework.data.domain.Pageable p);")
                        .fix(
                                "add @CompoundIndex(def = \"{'customerId': 1}\")",
                                "class Order {",
                                "@CompoundIndex(def = \"{'customerId': 1}\") class Order {"),
                order(
                                "QueryWithoutIndex",
                                "scanAndSort",
                                "",
                                "List<Order> findByCustomerIdOrderByPlacedAtDesc(String c);")
                        .fix(
                                "add @CompoundIndex(def = \"{'customerId': 1, 'placedAt': -1}\")",
                                "class Order {",
                                "@CompoundIndex(def = \"{'customerId': 1, 'placedAt': -1}\") class Order {"),
                order(
                                "QueryWithoutIndex",
                                "wholeIndexForOrder",
                                "@CompoundIndex(def = \"{'placedAt': -1, 'customerId': 1}\")",
                                "List<Order> findByCustomerIdOrderByPlacedAtDesc(String c);")
                        .fix(
                                "add @CompoundIndex(def = \"{'customerId': 1, 'placedAt': -1}\")",
                                "@CompoundIndex(def = \"{'placedAt': -1, 'customerId': 1}\")",
                                "@CompoundIndex(def = \"{'customerId': 1, 'placedAt': -1}\")"),
                order("InMemorySort", "sortNotGiven", "", "List<Order> findByStatusOrderByPlacedAtDesc(String s);")
                        .fix(
                                "add @CompoundIndex(def = \"{'status': 1, 'placedAt': -1}\")",
                                "class Order {",
                                "@CompoundIndex(def = \"{'status': 1, 'placedAt': -1}\") class Order {"),
                order(
                                "QueryWithoutShardKey",
                                "broadcast",
                                "@Sharded(shardKey = \"customerId\", shardingStrategy = ShardingStrategy.HASH)",
                                "List<Order> findByStatus(String s);")
                        .fix(
                                "compare 'customerId' by equality",
                                "findByStatus(String s)",
                                "findByCustomerIdAndStatus(String c, String s)"),
                order("UnanchoredRegex", "containing", "", "List<Order> findByStatusContaining(String s);")
                        .fix(
                                "match the start instead (StartingWith",
                                "findByStatusContaining",
                                "findByStatusStartingWith"),
                order("NegationQuery", "notEqual", "", "List<Order> findByStatusNot(String s);")
                        .fix(
                                "compare with the values wanted instead ($in",
                                "findByStatusNot(String s)",
                                "findByStatusIn(List<String> s)"),
                order("OrQuery", "clauseWithoutIndex", "", "List<Order> findByStatusOrTotal(String s, int t);")
                        .fix("index each clause's fields", "int total;", "@Indexed int total;"),
                order("UnusedIndex", "noQueryUsesIt", "", "List<Order> findByIdIn(List<String> ids);")
                        .option("schemaguard.workload=complete")
                        .fix("remove the index", "@Indexed String status;", "String status;"),
                order("OrQuery", "equalitiesOnOneField", "", "List<Order> findByStatusOrStatus(String a, String b);")
                        .fix("use In", "findByStatusOrStatus(String a, String b)", "findByStatusIn(List<String> s)"));
    }
}
