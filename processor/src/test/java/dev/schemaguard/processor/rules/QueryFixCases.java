package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA_DIALECT;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * The grid's fix cases of the query rules, each fix the edit of the query or of the index annotation the message
 * proposes. In Spring Data's dialect the query is a repository method beside its document (repositories are read for
 * Spring Data's {@code @Document} classes only); in the others it is query code in a method body, in the API that
 * queries such a document: the driver's {@code MongoCollection} on a schemaguard {@code @Document} (schemaguard's
 * dialect and the driver codec's, which differ in the id field alone), Morphia's {@code Datastore.find} on an
 * {@code @Entity}, whose names Morphia validates.
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

    /** Driver code that gets the document's class under another collection name than its annotation's. */
    private static final String OTHER_COLLECTION = """
            @Document("orders_CASE")
            class Order {
                @Id String id;
                @Indexed String status;
            }
            class OrderArchive {
                Object archive(com.mongodb.client.MongoDatabase db) {
                    return db.getCollection("archive_CASE", Order.class);
                }
            }
            """;

    /** A MongoTemplate query SDM throws on when it builds it: two Criteria on one key in one chain. */
    private static final String THROWN_BY_SDM = """
            @Document("orders_CASE")
            class Order {
                @Id String id;
                @Indexed int total;
            }
            class OrderQueries {
                org.springframework.data.mongodb.core.MongoTemplate template;
                Object between(int a, int b) {
                    return template.find(org.springframework.data.mongodb.core.query.Query.query(
                            org.springframework.data.mongodb.core.query.Criteria.where("total").gte(a)
                                    .and("total").lte(b)), Order.class);
                }
            }
            """;

    /** The driver's builders, and the schemaguard annotations the fixes add that the driver dialect's header lacks. */
    private static final String DRIVER_CALLS = """
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Sorts.*;
            import dev.schemaguard.annotations.Collation;
            import dev.schemaguard.annotations.ShardKey;
            """;

    /** A driver call on a schemaguard document: {@code QUERY} is what {@code orders.} calls. */
    private static final String DRIVER_ORDER = """
            @Document(collection = "orders_CASE")
            CLASS_ANNOTATIONS
            class Order {
                ID_FIELD
                @IndexHint String status;
                String customerId;
                String note;
                int total;
                Date placedAt;
            }
            class OrderQueries {
                com.mongodb.client.MongoCollection<Order> orders;
                Object run(String s, int t, org.bson.conversions.Bson order) {
                    return orders.QUERY;
                }
            }
            """;

    private static final String MORPHIA_CALLS = """
            import com.mongodb.client.model.CollationStrength;
            import dev.morphia.query.FindOptions;
            import dev.morphia.query.Sort;
            import dev.morphia.query.filters.Filters;
            """;

    /** A Morphia query on an entity: {@code FILTER} the filter it is given, {@code OPTIONS} the calls on its options. */
    private static final String MORPHIA_ORDER = """
            @Entity("orders_CASE")
            CLASS_ANNOTATIONS
            class Order {
                @Id ObjectId id;
                @Indexed String status;
                String customerId;
                String note;
                int total;
                Date placedAt;
            }
            class OrderQueries {
                dev.morphia.Datastore datastore;
                Object run(String s, int t, Sort[] order) {
                    return datastore.find(Order.class).filter(FILTER).iterator(new FindOptions()OPTIONS);
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

    /** The driver's collation of the case-insensitive lookup the messages propose. */
    private static final String CASE_INSENSITIVE = "com.mongodb.client.model.Collation.builder().locale(\"en\")"
            + ".collationStrength(com.mongodb.client.model.CollationStrength.SECONDARY).build()";

    private QueryFixCases() {}

    /**
     * A driver call on a schemaguard document, in schemaguard's dialect and in the driver codec's (whose document
     * names its id with {@code @BsonId}), each in a collection of its own, with the same fixes.
     */
    private static Stream<Case> driverCall(
            String rule, String name, String classAnnotations, String query, UnaryOperator<Case> fixes) {
        return Stream.of(SCHEMAGUARD_DIALECT, DRIVER_DIALECT).map(dialect -> {
            boolean codec = dialect.equals(DRIVER_DIALECT);
            String source = DRIVER_ORDER
                    .replace("CASE", name + (codec ? "_codec" : ""))
                    .replace("CLASS_ANNOTATIONS", classAnnotations)
                    .replace("ID_FIELD", codec ? "@BsonId ObjectId key;" : "ObjectId id;")
                    .replace("QUERY", query);
            return fixes.apply(
                    of(rule, dialect, name, "p.Order", (codec ? DRIVER : SCHEMAGUARD) + DRIVER_CALLS, source));
        });
    }

    private static Case morphiaCall(String rule, String name, String classAnnotations, String filter, String options) {
        return of(
                rule,
                MORPHIA_DIALECT,
                name,
                "p.Order",
                MORPHIA + MORPHIA_CALLS,
                MORPHIA_ORDER
                        .replace("CASE", name)
                        .replace("CLASS_ANNOTATIONS", classAnnotations)
                        .replace("FILTER", filter)
                        .replace("OPTIONS", options));
    }

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
        return Stream.of(repositoryCases(), driverCases(), morphiaCases()).flatMap(c -> c);
    }

    private static Stream<Case> repositoryCases() {
        return Stream.of(
                unknownFieldInCode(SPRING_DATA_DIALECT, "codeUnknownField", HEADER, CODE)
                        .fix("write the stored name the document has", "\"statuz\"", "\"status\""),
                of(
                                "QueryRefused",
                                SPRING_DATA_DIALECT,
                                "templateThrows",
                                "p.Order",
                                HEADER,
                                THROWN_BY_SDM.replace("CASE", "templateThrows"))
                        .fix(
                                "give each field one Criteria with all its operators",
                                ".and(\"total\").lte(b)",
                                ".lte(b)"),
                of(
                                "CollectionMismatch",
                                SPRING_DATA_DIALECT,
                                "codeOtherCollection",
                                "p.Order",
                                HEADER,
                                OTHER_COLLECTION.replace("CASE", "codeOtherCollection"))
                        .fix(
                                "get 'orders_codeOtherCollection' here",
                                "\"archive_codeOtherCollection\"",
                                "\"orders_codeOtherCollection\""),
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
                                "declare the text index the query needs, on the fields it searches, e.g. @TextIndexed",
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

    private static Stream<Case> driverCases() {
        return Stream.of(
                        driverCall(
                                "QueryWithoutIndex",
                                "callScan",
                                "",
                                "find(eq(\"customerId\", s))",
                                c -> c.fix(
                                        "add @IndexHint(keys = \"customerId\")",
                                        "class Order {",
                                        "@IndexHint(keys = \"customerId\") class Order {")),
                        driverCall(
                                "QueryWithoutIndex",
                                "callScanAndSort",
                                "",
                                "find(eq(\"customerId\", s)).sort(descending(\"placedAt\"))",
                                c -> c.fix(
                                        "add @IndexHint(keys = {\"customerId\", \"placedAt:-1\"})",
                                        "class Order {",
                                        "@IndexHint(keys = {\"customerId\", \"placedAt:-1\"}) class Order {")),
                        driverCall(
                                "QueryWithoutIndex",
                                "callWholeIndexForOrder",
                                "@IndexHint(keys = \"placedAt:-1\")",
                                "find(eq(\"customerId\", s)).sort(descending(\"placedAt\"))",
                                c -> c.fix(
                                        "add @IndexHint(keys = {\"customerId\", \"placedAt:-1\"})",
                                        "@IndexHint(keys = \"placedAt:-1\")",
                                        "@IndexHint(keys = {\"customerId\", \"placedAt:-1\"})")),
                        driverCall(
                                "QueryWithoutIndex",
                                "callScanWhateverTheOrder",
                                "",
                                "find(eq(\"customerId\", s)).sort(order)",
                                c -> c.fix(
                                        "add @IndexHint(keys = \"customerId\")",
                                        "class Order {",
                                        "@IndexHint(keys = \"customerId\") class Order {")),
                        driverCall(
                                "InMemorySort",
                                "callSortNotGiven",
                                "",
                                "find(eq(\"status\", s)).sort(descending(\"placedAt\"))",
                                c -> c.fix(
                                        "add @IndexHint(keys = {\"status\", \"placedAt:-1\"})",
                                        "class Order {",
                                        "@IndexHint(keys = {\"status\", \"placedAt:-1\"}) class Order {")),
                        driverCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCaseEquality",
                                "",
                                "find(regex(\"status\", \"^open$\", \"i\"))",
                                c -> c.fix(
                                        "match by equality and give the query the collation {'locale': 'en', "
                                                + "'strength': 2}, and index the field under the same collation: "
                                                + "@IndexHint(collation = @Collation(locale = \"en\", strength = 2)) "
                                                + "on 'status'",
                                        "find(regex(\"status\", \"^open$\", \"i\"))",
                                        "find(eq(\"status\", \"open\")).collation(" + CASE_INSENSITIVE + ")",
                                        "@IndexHint String status;",
                                        "@IndexHint(collation = @Collation(locale = \"en\", strength = 2)) String "
                                                + "status;")),
                        driverCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCasePrefix",
                                "",
                                "find(regex(\"note\", \"^re\", \"i\"))",
                                c -> c.fix(
                                        "store a lower-cased copy of 'note'",
                                        "String note;",
                                        "String note; String noteLower;",
                                        "regex(\"note\", \"^re\", \"i\")",
                                        "regex(\"noteLower\", \"^re\")")),
                        driverCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCaseSearch",
                                "",
                                "find(regex(\"note\", \"gift\", \"i\"))",
                                c -> c.fix(
                                        "for words use a text index on 'note'",
                                        "class Order {",
                                        "@IndexHint(keys = \"note:text\") class Order {",
                                        "regex(\"note\", \"gift\", \"i\")",
                                        "text(\"gift\")")),
                        driverCall(
                                "QueryRefused",
                                "callTextWithoutTextIndex",
                                "",
                                "find(text(s))",
                                c -> c.neverSays("@TextIndexed")
                                        .fix(
                                                "declare the text index the query needs, on the fields it searches, "
                                                        + "e.g. @IndexHint(keys = {\"title:text\", \"summary:text\"})",
                                                "class Order {",
                                                "@IndexHint(keys = \"note:text\") class Order {")),
                        driverCall(
                                "QueryWithoutShardKey",
                                "callBroadcast",
                                "@ShardKey(keys = \"customerId\")",
                                "find(eq(\"status\", s))",
                                c -> c.fix(
                                        "compare 'customerId' by equality",
                                        "eq(\"status\", s)",
                                        "and(eq(\"customerId\", s), eq(\"status\", s))")),
                        driverCall(
                                "UnanchoredRegex",
                                "callUnanchored",
                                "",
                                "find(regex(\"status\", \"pen\"))",
                                c -> c.fix("a pattern beginning with ^", "\"pen\"", "\"^pen\"")),
                        driverCall(
                                "NegationQuery",
                                "callNotEqual",
                                "",
                                "find(ne(\"status\", s))",
                                c -> c.fix(
                                        "compare with the values wanted instead ($in",
                                        "ne(\"status\", s)",
                                        "in(\"status\", \"OPEN\", \"PAID\")")),
                        driverCall(
                                "OrQuery",
                                "callClauseWithoutIndex",
                                "",
                                "find(or(eq(\"status\", s), eq(\"total\", t)))",
                                c -> c.fix("index each clause's fields", "int total;", "@IndexHint int total;")),
                        driverCall(
                                "OrQuery",
                                "callEqualitiesOnOneField",
                                "",
                                "find(or(eq(\"status\", s), eq(\"status\", \"OPEN\")))",
                                c -> c.fix(
                                        "{$in: [...]}",
                                        "or(eq(\"status\", s), eq(\"status\", \"OPEN\"))",
                                        "in(\"status\", s, \"OPEN\")")),
                        driverCall(
                                "UnusedIndex",
                                "callNoQueryUsesIt",
                                "",
                                "find(eq(\"_id\", s))",
                                c -> c.option("schemaguard.workload=complete")
                                        .fix("remove the index", "@IndexHint String status;", "String status;")))
                .flatMap(c -> c);
    }

    private static Stream<Case> morphiaCases() {
        return Stream.of(
                morphiaCall("QueryWithoutIndex", "callScan", "", "Filters.eq(\"customerId\", s)", "")
                        .fix(
                                "add @Indexes(@Index(fields = {@Field(\"customerId\")}))",
                                "class Order {",
                                "@Indexes(@Index(fields = {@Field(\"customerId\")})) class Order {"),
                morphiaCall(
                                "QueryWithoutIndex",
                                "callScanAndSort",
                                "",
                                "Filters.eq(\"customerId\", s)",
                                ".sort(Sort.descending(\"placedAt\"))")
                        .fix(
                                "add @Indexes(@Index(fields = {@Field(\"customerId\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)}))",
                                "class Order {",
                                "@Indexes(@Index(fields = {@Field(\"customerId\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)})) class Order {"),
                morphiaCall(
                                "QueryWithoutIndex",
                                "callWholeIndexForOrder",
                                "@Indexes(@Index(fields = @Field(value = \"placedAt\", type = IndexType.DESC)))",
                                "Filters.eq(\"customerId\", s)",
                                ".sort(Sort.descending(\"placedAt\"))")
                        .fix(
                                "add @Indexes(@Index(fields = {@Field(\"customerId\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)}))",
                                "@Indexes(@Index(fields = @Field(value = \"placedAt\", type = IndexType.DESC)))",
                                "@Indexes(@Index(fields = {@Field(\"customerId\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)}))"),
                morphiaCall(
                                "QueryWithoutIndex",
                                "callScanWhateverTheOrder",
                                "",
                                "Filters.eq(\"customerId\", s)",
                                ".sort(order)")
                        .fix(
                                "add @Indexes(@Index(fields = {@Field(\"customerId\")}))",
                                "class Order {",
                                "@Indexes(@Index(fields = {@Field(\"customerId\")})) class Order {"),
                morphiaCall(
                                "InMemorySort",
                                "callSortNotGiven",
                                "",
                                "Filters.eq(\"status\", s)",
                                ".sort(Sort.descending(\"placedAt\"))")
                        .fix(
                                "add @Indexes(@Index(fields = {@Field(\"status\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)}))",
                                "class Order {",
                                "@Indexes(@Index(fields = {@Field(\"status\"), @Field(value = \"placedAt\", "
                                        + "type = IndexType.DESC)})) class Order {"),
                morphiaCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCaseEquality",
                                "",
                                "Filters.regex(\"status\", \"^open$\").caseInsensitive()",
                                "")
                        .fix(
                                "match by equality and give the query the collation {'locale': 'en', 'strength': 2}, "
                                        + "and index the field under the same collation: @Indexed(options = "
                                        + "@IndexOptions(collation = @Collation(locale = \"en\", strength = "
                                        + "CollationStrength.SECONDARY))) on 'status'",
                                "Filters.regex(\"status\", \"^open$\").caseInsensitive()",
                                "Filters.eq(\"status\", \"open\")",
                                "new FindOptions()",
                                "new FindOptions().collation(" + CASE_INSENSITIVE + ")",
                                "@Indexed String status;",
                                "@Indexed(options = @IndexOptions(collation = @Collation(locale = \"en\", strength = "
                                        + "CollationStrength.SECONDARY))) String status;"),
                morphiaCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCasePrefix",
                                "",
                                "Filters.regex(\"note\", \"^re\").caseInsensitive()",
                                "")
                        .fix(
                                "store a lower-cased copy of 'note'",
                                "String note;",
                                "String note; String noteLower;",
                                "Filters.regex(\"note\", \"^re\").caseInsensitive()",
                                "Filters.regex(\"noteLower\", \"^re\")"),
                morphiaCall(
                                "CaseInsensitiveRegex",
                                "callIgnoreCaseSearch",
                                "",
                                "Filters.regex(\"note\", \"gift\").caseInsensitive()",
                                "")
                        .fix(
                                "for words use a text index on 'note'",
                                "class Order {",
                                "@Indexes(@Index(fields = @Field(value = \"note\", type = IndexType.TEXT))) class "
                                        + "Order {",
                                "Filters.regex(\"note\", \"gift\").caseInsensitive()",
                                "Filters.text(\"gift\")"),
                morphiaCall("QueryRefused", "callTextWithoutTextIndex", "", "Filters.text(s)", "")
                        .neverSays("@TextIndexed")
                        .fix(
                                "declare the text index the query needs, on the fields it searches, e.g. "
                                        + "@Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), "
                                        + "@Field(value = \"summary\", type = IndexType.TEXT)}))",
                                "class Order {",
                                "@Indexes(@Index(fields = @Field(value = \"note\", type = IndexType.TEXT))) class "
                                        + "Order {"),
                morphiaCall(
                                "QueryWithoutShardKey",
                                "callBroadcast",
                                "@ShardKeys(@ShardKey(\"customerId\"))",
                                "Filters.eq(\"status\", s)",
                                "")
                        .fix(
                                "compare 'customerId' by equality",
                                "Filters.eq(\"status\", s)",
                                "Filters.eq(\"customerId\", s), Filters.eq(\"status\", s)"),
                morphiaCall("UnanchoredRegex", "callUnanchored", "", "Filters.regex(\"status\", \"pen\")", "")
                        .fix("a pattern beginning with ^", "\"pen\"", "\"^pen\""),
                morphiaCall("NegationQuery", "callNotEqual", "", "Filters.ne(\"status\", s)", "")
                        .fix(
                                "compare with the values wanted instead ($in",
                                "Filters.ne(\"status\", s)",
                                "Filters.in(\"status\", List.of(\"OPEN\", \"PAID\"))"),
                morphiaCall(
                                "OrQuery",
                                "callClauseWithoutIndex",
                                "",
                                "Filters.or(Filters.eq(\"status\", s), Filters.eq(\"total\", t))",
                                "")
                        .fix("index each clause's fields", "int total;", "@Indexed int total;"),
                morphiaCall(
                                "OrQuery",
                                "callEqualitiesOnOneField",
                                "",
                                "Filters.or(Filters.eq(\"status\", s), Filters.eq(\"status\", \"OPEN\"))",
                                "")
                        .fix(
                                "{$in: [...]}",
                                "Filters.or(Filters.eq(\"status\", s), Filters.eq(\"status\", \"OPEN\"))",
                                "Filters.in(\"status\", List.of(s, \"OPEN\"))"),
                morphiaCall("UnusedIndex", "callNoQueryUsesIt", "", "Filters.eq(\"_id\", s)", "")
                        .option("schemaguard.workload=complete")
                        .fix("remove the index", "@Indexed String status;", "String status;"));
    }
}
