package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.RegexShapes;
import dev.schemaguard.processor.query.Sort;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@link AnnotatedQueryReader} reads from {@code @Query} and {@code @Aggregation} members beyond what the
 * differential test runs through SDM: every operator class, placeholders of each argument type, key mapping, the
 * sort, projection, collation and hint members, the aggregation's leading stages and the refusals.
 */
class AnnotatedQueryReaderTest {

    private static DocumentModel person;

    @BeforeAll
    static void read() {
        person = ModelCapture.readOne("sdm.Person", """
                package sdm;
                import java.util.*;
                import org.springframework.data.annotation.Id;
                import org.springframework.data.mongodb.core.mapping.*;
                @Document
                public class Person {
                    @Id String id;
                    String firstname;
                    @Field("ln") String lastname;
                    int age;
                    List<String> tags;
                    String nickname;
                    Address address;
                    List<Address> homes;
                    Map<String, String> attributes;
                    public static class Address { String city; @Field("zip") String zipCode; }
                }
                """);
    }

    /** Each operator as the server reads it, in the notation of {@link SentQueryShapes#render(Filter)}. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            { age : { $eq : 5 } }                                | age:eq
            { age : { $eq : null } }                             | age:null
            { age : { $ne : 5 } }                                | age:ne
            { age : { $gte : 1, $lt : 9 } }                      | and(age:gte,age:lt)
            { age : { $in : [1, 2] } }                           | age:in[2]
            { firstname : { $in : [/^a/, 'b'] } }                | firstname:in/re[2]
            { age : { $nin : [] } }                              | age:nin[0]
            { age : { $in : 5 } }                                | age:Unknown
            { firstname : { $regex : '^ab', $options : 'i' } }   | firstname:regex(START,i)
            { firstname : { $options : 'i', $regex : 'b$' } }    | firstname:regex(END,i)
            { firstname : { $regex : /^ab$/ } }                  | firstname:regex(WHOLE_VALUE,)
            { firstname : /ab/ }                                 | firstname:regex(NONE,)
            { firstname : { $not : { $gt : 'a' } } }             | firstname:not(gt)
            { firstname : { $not : /^a/i } }                     | firstname:not(regex(START,i))
            { nickname : { $exists : 0 } }                       | nickname:exists(false)
            { nickname : { $exists : true } }                    | nickname:exists(true)
            { age : { $type : 'int' } }                          | age:type
            { address : { $near : [1, 2] } }                     | address:near(false)
            { address : { $nearSphere : [1, 2] } }               | address:near(true)
            { address : { $geoWithin : { $box : [] } } }         | address:geoWithin
            { $text : { $search : 'x' } }                        | :text
            { $expr : { $gt : ['$age', 1] } }                    | unreadable
            { $where : 'this.age > 1' }                          | unreadable
            { $comment : 'why', age : 1 }                        | age:eq
            { age : { $size : 2 } }                              | age:Unknown
            { $nor : [ { age : 1 } ] }                           | nor(age:eq)
            { $or : [ { age : 1 }, { ln : 'a' } ] }              | or(age:eq,ln:eq)
            { $and : [ { age : 1 }, { firstname : 'a' } ] }      | and(age:eq,firstname:eq)
            { address : { city : 'x' } }                         | address:eq
            { tags : [ 'a', 'b' ] }                              | tags:eq
            { age : 1, age : { $gt : 2 } }                       | age:gt
            { age : { $numberLong : '1' } }                      | age:eq
            { id : { $oid : '5f0000000000000000000000' } }       | _id:eq
            { homes.city : 'x' }                                 | unreadable
            { 'homes.zipCode' : 'x' }                            | homes.zip:eq
            { 'homes.0.zipCode' : 'x' }                          | homes.0.zip:eq
            { homes_zipCode : 'x' }                              | homes.zip:eq
            { attributes.color : 'x' }                           | unreadable
            { 'attributes.color' : 'x' }                         | attributes.color:eq
            [ 1 ]                                                | and()
            ?0                                                   | unreadable
            { ?0 : 1 }                                           | unreadable
            """)
    void positive_operatorIsReadAsTheServerReadsIt(String json, String expected) {
        AnnotatedQuery read = new AnnotatedQueryReader(person)
                .read(QueryAnnotation.of(json), QueryOptions.NONE, method("java.lang.String"));
        if (expected.equals("unreadable") && read instanceof AnnotatedQuery.Refused refused) {
            // an unquoted dotted key does not parse at all
            assertEquals(
                    AnnotationRefusal.Reason.MALFORMED_JSON, refused.refusal().reason());
            return;
        }
        Filter filter =
                assertInstanceOf(AnnotatedQuery.Read.class, read).query().filter();
        assertEquals(expected, SentQueryShapes.render(filter));
    }

    @Test
    void positive_elemMatchOnDocumentsMapsKeysAgainstTheElementType() {
        Filter.Predicate predicate = onlyPredicate("{ homes : { $elemMatch : { zipCode : ?0, city : 'x' } } }");
        assertEquals("homes", predicate.path());
        Condition.ElemMatch elemMatch = assertInstanceOf(Condition.ElemMatch.class, predicate.condition());
        assertEquals("and(zip:eq,city:eq)", SentQueryShapes.render(elemMatch.element()));
        Condition.ElemMatch onValues = assertInstanceOf(
                Condition.ElemMatch.class,
                onlyPredicate("{ tags : { $elemMatch : { $gt : 'a' } } }").condition());
        assertEquals(":gt", SentQueryShapes.render(onValues.element()));
    }

    /** {@code ParameterBindingJsonReader.bsonTypeForValue}: the argument's type decides what an unquoted {@code ?0} is. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            java.lang.String      | firstname:eq
            int                   | firstname:eq
            java.util.List        | firstname:eq
            java.util.regex.Pattern | firstname:regex(*,*)
            java.util.Map         | firstname:Unknown
            org.bson.Document     | firstname:Unknown
            java.lang.Object      | firstname:Unknown
            """)
    void positive_placeholderTakesTheMeaningOfItsArgumentType(String type, String expected) {
        Set<String> supertypes = switch (type) {
            case "java.util.List" -> Set.of(type, "java.util.Collection", "java.lang.Iterable", "java.lang.Object");
            case "org.bson.Document" -> Set.of(type, "java.util.Map", "org.bson.conversions.Bson", "java.lang.Object");
            case "int", "java.lang.Object" -> Set.of(type);
            default -> Set.of(type, "java.lang.Object");
        };
        MethodSignature method = new MethodSignature(
                "m",
                List.of(new ParameterType(type, supertypes, type.equals("java.util.List"), false)),
                true,
                false,
                Origin.NONE);
        Query query = readQuery(QueryAnnotation.of("{ firstname : ?0 }"), QueryOptions.NONE, method);
        assertEquals(expected, SentQueryShapes.render(query.filter()));
    }

    /** An operand placeholder: {@code $in} needs an array, {@code $regex} takes a Pattern's own flags. */
    @Test
    void positive_operandPlaceholderTakesTheMeaningOfItsArgumentType() {
        MethodSignature list = new MethodSignature(
                "m",
                List.of(new ParameterType(
                        "java.util.List", Set.of("java.util.List", "java.util.Collection"), true, false)),
                true,
                false,
                Origin.NONE);
        assertEquals("age:in[*]", render("{ age : { $in : ?0 } }", list));
        assertEquals("age:Unknown", render("{ age : { $in : ?0 } }", method("int")));
        assertEquals("firstname:regex(*,)", render("{ firstname : { $regex : ?0 } }", method("java.lang.String")));
        assertEquals(
                "firstname:regex(*,*)", render("{ firstname : { $regex : ?0 } }", method("java.util.regex.Pattern")));
        assertEquals(
                "firstname:regex(*,i)",
                render("{ firstname : { $regex : ?0, $options : 'i' } }", method("java.util.regex.Pattern")));
    }

    /** {@code QueryMapper.isTypeKey}: SDM's type key is sent as written and names no property. */
    @Test
    void negative_typeKeyIsNoUnknownPath() {
        AnnotatedQuery.Read read = assertInstanceOf(
                AnnotatedQuery.Read.class,
                new AnnotatedQueryReader(person)
                        .read(QueryAnnotation.of("{ _class : 'sdm.Person' }"), QueryOptions.NONE, method()));
        assertTrue(read.unknownPaths().isEmpty(), read.unknownPaths().toString());
        assertEquals("_class:eq", SentQueryShapes.render(read.query().filter()));
    }

    private static String render(String json, MethodSignature method) {
        return SentQueryShapes.render(
                readQuery(QueryAnnotation.of(json), QueryOptions.NONE, method).filter());
    }

    @Test
    void positive_spelNamingAnArgumentByIndexTakesItsType() {
        MethodSignature method = method("java.util.regex.Pattern");
        assertEquals(
                "firstname:regex(*,*)",
                SentQueryShapes.render(
                        readQuery(QueryAnnotation.of("{ firstname : ?#{[0]} }"), QueryOptions.NONE, method)
                                .filter()));
        assertEquals(
                "firstname:Unknown",
                SentQueryShapes.render(
                        readQuery(QueryAnnotation.of("{ firstname : ?#{#firstname} }"), QueryOptions.NONE, method)
                                .filter()));
    }

    @Test
    void positive_misspeltKeysAreReportedWithTheirOffsetAndTheClosestName() {
        AnnotatedQuery.Read read = assertInstanceOf(
                AnnotatedQuery.Read.class,
                new AnnotatedQueryReader(person)
                        .read(
                                new QueryAnnotation(
                                        "{ lastName : ?0, 'adress.city' : 1 }",
                                        "{ nicknam : 1 }",
                                        "",
                                        false,
                                        false,
                                        false),
                                QueryOptions.NONE,
                                method("java.lang.String")));
        List<UnknownQueryPath> unknown = read.unknownPaths();
        assertEquals(3, unknown.size());
        assertEquals(
                new UnknownQueryPath("value", -1, "lastName", 2, "lastName", Optional.of("lastname")), unknown.get(0));
        assertEquals(
                new UnknownQueryPath("value", -1, "adress.city", 17, "adress", Optional.of("address")), unknown.get(1));
        assertEquals("fields", unknown.get(2).attribute());
        assertEquals(Optional.of("nickname"), unknown.get(2).didYouMean());
        // SDM sends an unknown key unchanged
        assertEquals(
                "and(lastName:eq,adress.city:eq)",
                SentQueryShapes.render(read.query().filter()));
    }

    @Test
    void negative_storedNamesMapKeysAndIdAreNotReported() {
        AnnotatedQuery.Read read = assertInstanceOf(
                AnnotatedQuery.Read.class,
                new AnnotatedQueryReader(person)
                        .read(
                                QueryAnnotation.of("{ ln : 1, 'address.zip' : 1, 'attributes.any' : 1, _id : 1 }"),
                                QueryOptions.NONE,
                                method()));
        assertTrue(read.unknownPaths().isEmpty(), read.unknownPaths().toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '`', textBlock = """
            ^abc       ;      ; abc
            ^abc.*     ;      ; abc
            ^abc$      ;      ; abc
            ^ab?c      ;      ; a
            ^ab*       ;      ; a
            ^a|b       ;      ; ``
            ^\\Qa.b\\E c ;    ; a.b c
            ^ab\\d     ;      ; ab
            ^\\.x      ;      ; .x
            \\Aab      ;      ; ab
            ^a b#c     ; x    ; ab
            """)
    void positive_regexPrefixIsWhatTheServerTakes(String pattern, String options, String prefix) {
        RegexShape shape = RegexShapes.of(pattern, options == null ? "" : options);
        assertEquals(Optional.of(prefix), shape.literalPrefix(), pattern);
        assertEquals(Optional.empty(), RegexShapes.of("ab", "").literalPrefix());
    }

    @Test
    void positive_sortMemberIsMappedAndLeadsASortArgument() {
        QueryAnnotation annotation =
                new QueryAnnotation("{ age : ?0 }", "", "{ lastname : 1, age : -1 }", false, false, false);
        Sort expected = new Sort.Static(List.of(
                new Sort.SortKey("ln", Sort.Direction.ASCENDING), new Sort.SortKey("age", Sort.Direction.DESCENDING)));
        assertEquals(
                expected,
                readQuery(annotation, QueryOptions.NONE, method("int")).sort());
        assertEquals(
                new Sort.Dynamic(((Sort.Static) expected).keys()),
                readQuery(annotation, QueryOptions.NONE, method("int", "org.springframework.data.domain.Sort"))
                        .sort());
        assertInstanceOf(
                Sort.Unknown.class,
                readQuery(
                                new QueryAnnotation("{}", "", "{ age : 2 }", false, false, false),
                                QueryOptions.NONE,
                                method())
                        .sort());
        Query paged = readQuery(
                QueryAnnotation.of("{ age : ?0 }"),
                QueryOptions.NONE,
                method("int", "org.springframework.data.domain.Pageable"));
        assertEquals(new Sort.Dynamic(List.of()), paged.sort());
        assertEquals(new Limit.AtRunTime(), paged.limit());
    }

    /** {@code QueryUtils.decorateSort}: annotated keys first, the derived query's after, a shared key keeps its place. */
    @Test
    void positive_decoratedDerivedQueryPutsTheAnnotatedSortFirst() {
        Query derived = Query.builder(person, Origin.NONE)
                .sort(new Sort.Static(List.of(
                        new Sort.SortKey("firstname", Sort.Direction.ASCENDING),
                        new Sort.SortKey("age", Sort.Direction.ASCENDING))))
                .build();
        AnnotatedQuery.Read read = assertInstanceOf(
                AnnotatedQuery.Read.class,
                new AnnotatedQueryReader(person)
                        .decorate(
                                derived,
                                new QueryAnnotation(
                                        "", "{ age : 1 }", "{ age : -1, lastname : 1 }", false, false, false),
                                new QueryOptions("fr", "age_1"),
                                method()));
        assertEquals(
                new Sort.Static(List.of(
                        new Sort.SortKey("age", Sort.Direction.ASCENDING),
                        new Sort.SortKey("ln", Sort.Direction.ASCENDING),
                        new Sort.SortKey("firstname", Sort.Direction.ASCENDING))),
                read.query().sort());
        assertEquals(new Projection.Fields(List.of("age"), true), read.query().projection());
        assertEquals(
                new QueryCollation.Explicit(new CollationSpec("fr", 3, false, false)),
                read.query().collation());
        assertEquals(new Hint.Index("age_1"), read.query().hint());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `{ firstname : 1, lastname : 1 }`   | Fields[paths=[firstname, ln], includesId=true]
            `{ lastname : true, _id : 0 }`      | Fields[paths=[ln], includesId=false]
            `{ lastname : 0 }`                  | Unknown
            `{ _id : 0 }`                       | Unknown
            `{ tags : { $slice : 1 } }`         | Unknown
            `{}`                                | WholeDocument[]
            """)
    void positive_fieldsMemberIsTheProjection(String fields, String expected) {
        Projection projection = readQuery(
                        new QueryAnnotation("{ age : 1 }", fields, "", false, false, false),
                        QueryOptions.NONE,
                        method())
                .projection();
        assertTrue(projection.toString().startsWith(expected), projection.toString());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            en_US                                   | Explicit[collation=CollationSpec[locale=en_US, strength=3
            `{ locale : 'de', strength : 2 }`       | Explicit[collation=CollationSpec[locale=de, strength=2
            `{ 'locale' : ?0 }`                     | AtRunTime
            ?0                                      | AtRunTime
            ?#{[0]}                                 | Explicit[collation=CollationSpec[locale=?#{[0]}, strength=3
            ``                                      | CollectionDefault
            """)
    void positive_collationIsReadAsCollationUtilsReadsIt(String collation, String expected) {
        QueryCollation read = readQuery(
                        QueryAnnotation.of("{ age : 1 }"),
                        new QueryOptions(collation == null ? "" : collation, ""),
                        method("java.lang.String"))
                .collation();
        assertTrue(read.toString().startsWith(expected), read.toString());
        assertEquals(
                new QueryCollation.AtRunTime(),
                readQuery(
                                QueryAnnotation.of("{ age : 1 }"),
                                new QueryOptions("en_US", ""),
                                method("org.springframework.data.mongodb.core.query.Collation"))
                        .collation());
    }

    @Test
    void positive_aggregationTakesTheLeadingMatchSortAndLimit() {
        Query limited = readAggregation(
                method("java.lang.String"),
                "{ $match : { lastname : ?0 } }",
                "{ $sort : { age : -1 } }",
                "{ $limit : 5 }",
                "{ $project : { age : 1 } }");
        assertEquals("ln:eq", SentQueryShapes.render(limited.filter()));
        assertEquals(new Sort.Static(List.of(new Sort.SortKey("age", Sort.Direction.DESCENDING))), limited.sort());
        assertEquals(new Limit.Fixed(5), limited.limit());
        assertInstanceOf(Projection.Unknown.class, limited.projection());

        Query twoMatches = readAggregation(method(), "{ $match : { age : 1 } }", "{ $match : { firstname : 'a' } }");
        assertEquals("and(age:eq,firstname:eq)", SentQueryShapes.render(twoMatches.filter()));
        assertEquals(Projection.wholeDocument(), twoMatches.projection());

        Query grouped = readAggregation(method(), "{ $group : { _id : '$age' } }", "{ $match : { age : 1 } }");
        assertEquals(Filter.matchAll(), grouped.filter());

        Query bound = readAggregation(method("org.bson.Document"), "{ $match : ?0 }");
        assertInstanceOf(Filter.Unreadable.class, bound.filter());
    }

    /** {@code AggregationUtils.appendSortIfPresent}: a Sort argument's {@code $sort} goes at the end of the pipeline. */
    @Test
    void positive_aggregationSortArgumentCountsOnlyRightAfterTheLeadingStages() {
        String sort = "org.springframework.data.domain.Sort";
        assertEquals(
                new Sort.Dynamic(List.of()),
                readAggregation(method(sort), "{ $match : { age : 1 } }").sort());
        assertInstanceOf(
                Sort.Unknown.class,
                readAggregation(method(sort), "{ $match : { age : 1 } }", "{ $sort : { age : 1 } }")
                        .sort());
        assertEquals(
                new Sort.Static(List.of(new Sort.SortKey("age", Sort.Direction.ASCENDING))),
                readAggregation(method(sort), "{ $sort : { age : 1 } }", "{ $group : { _id : '$age' } }")
                        .sort());
        assertEquals(
                new Limit.AtRunTime(),
                readAggregation(method("org.springframework.data.domain.Pageable"), "{ $match : { age : 1 } }")
                        .limit());
    }

    @Test
    void positive_operationAndHintComeFromTheAnnotations() {
        assertEquals(
                Query.Operation.COUNT,
                readQuery(new QueryAnnotation("{}", "", "", true, false, false), QueryOptions.NONE, method())
                        .operation());
        assertEquals(
                Query.Operation.EXISTS,
                readQuery(new QueryAnnotation("{}", "", "", false, true, false), QueryOptions.NONE, method())
                        .operation());
        assertEquals(
                Query.Operation.DELETE,
                readQuery(new QueryAnnotation("{}", "", "", false, false, true), QueryOptions.NONE, method())
                        .operation());
        assertEquals(
                new Hint.Index("{ age : 1 }"),
                readQuery(QueryAnnotation.of("{}"), new QueryOptions("", "{ age : 1 }"), method())
                        .hint());
    }

    @Test
    void negative_refusalsNameTheMemberAndTheFirstProblem() {
        assertEquals(
                AnnotationRefusal.Reason.AMBIGUOUS_OPERATION,
                refusal(new QueryAnnotation("{}", "", "", true, true, false), QueryOptions.NONE)
                        .reason());
        AnnotationRefusal outOfRange = refusal(QueryAnnotation.of("{ a : ?0, b : ?1 }"), QueryOptions.NONE);
        assertEquals(AnnotationRefusal.Reason.PARAMETER_OUT_OF_RANGE, outOfRange.reason());
        assertEquals(14, outOfRange.offset());
        // the reader meets the syntax error before the placeholder
        AnnotationRefusal malformedFirst = refusal(QueryAnnotation.of("{ a : , b : ?1 }"), QueryOptions.NONE);
        assertEquals(AnnotationRefusal.Reason.MALFORMED_JSON, malformedFirst.reason());
        AnnotationRefusal collation = refusal(QueryAnnotation.of("{}"), new QueryOptions("{ locale : }", ""));
        assertEquals("collation", collation.attribute());
        assertEquals(11, collation.offset());
    }

    /** Bad input is a refusal or a query, never an exception. */
    @Test
    void negative_anyStringIsReadWithoutThrowing() {
        List<String> inputs = List.of(
                "",
                "{",
                "}",
                "{ a : '\\u12' }",
                "{ a : \"x",
                "{ a : /x",
                "{ '' : 1, '.' : 2, 'a..b' : 3, 'tags.$' : 4, 'homes.$[].city' : 5 }",
                "{ a : -Infinity, b : -Infinityx }",
                "{ a : 99999999999999999999 }",
                "{ a : ?99999999999 }",
                "{ a : :#{ unbalanced }",
                "{ $and : 1, $or : [1, 'x'], $nor : ?0 }",
                "{ age : { $not : 1, $elemMatch : 1, $in : 'x', $regex : 1, $exists : null } }",
                "[".repeat(5000),
                "{ a : ".repeat(5000));
        AnnotatedQueryReader reader = new AnnotatedQueryReader(person);
        for (String input : inputs) {
            AnnotatedQuery read = reader.read(
                    new QueryAnnotation(input, input, input, false, false, false),
                    new QueryOptions(input, input),
                    method("java.lang.String"));
            assertTrue(read instanceof AnnotatedQuery.Read || read instanceof AnnotatedQuery.Refused, input);
            AnnotatedQuery aggregated = reader.read(
                    new AggregationAnnotation(List.of(input, input)), QueryOptions.NONE, method("java.lang.String"));
            assertTrue(
                    aggregated instanceof AnnotatedQuery.Read || aggregated instanceof AnnotatedQuery.Refused, input);
        }
        AnnotationRefusal deep = refusal(QueryAnnotation.of("{ a : ".repeat(5000)), QueryOptions.NONE);
        assertEquals("More than 200 nested documents and arrays.", deep.message());
        assertEquals(6 * 200, deep.offset());
        assertEquals(
                AnnotationRefusal.Reason.PARAMETER_OUT_OF_RANGE,
                refusal(QueryAnnotation.of("{ a : ?99999999999 }"), QueryOptions.NONE)
                        .reason());
    }

    private static AnnotationRefusal refusal(QueryAnnotation annotation, QueryOptions options) {
        return assertInstanceOf(
                        AnnotatedQuery.Refused.class,
                        new AnnotatedQueryReader(person).read(annotation, options, method("java.lang.String")))
                .refusal();
    }

    private static Filter.Predicate onlyPredicate(String json) {
        Filter.And and = assertInstanceOf(
                Filter.And.class,
                readQuery(QueryAnnotation.of(json), QueryOptions.NONE, method("java.lang.String"))
                        .filter());
        assertEquals(1, and.clauses().size());
        return assertInstanceOf(Filter.Predicate.class, and.clauses().get(0));
    }

    private static Query readQuery(QueryAnnotation annotation, QueryOptions options, MethodSignature method) {
        return assertInstanceOf(
                        AnnotatedQuery.Read.class, new AnnotatedQueryReader(person).read(annotation, options, method))
                .query();
    }

    private static Query readAggregation(MethodSignature method, String... stages) {
        return assertInstanceOf(
                        AnnotatedQuery.Read.class,
                        new AnnotatedQueryReader(person)
                                .read(new AggregationAnnotation(Arrays.asList(stages)), QueryOptions.NONE, method))
                .query();
    }

    /** A method returning the document, with parameters of these types (each assignable to itself only). */
    private static MethodSignature method(String... parameterTypes) {
        return new MethodSignature(
                "m", Arrays.stream(parameterTypes).map(ParameterType::plain).toList(), true, false, Origin.NONE);
    }
}
