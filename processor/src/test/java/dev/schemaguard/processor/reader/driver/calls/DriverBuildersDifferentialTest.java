package dev.schemaguard.processor.reader.driver.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.mongodb.MongoClientSettings;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.springdata.repository.SentQueryShapes;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Differential test against the Java driver itself: a class whose methods return filters, sorts and projections built
 * with {@code Filters}, {@code Sorts} and {@code Projections} is compiled (with the schemaguard processor, so that the
 * generated schema constants exist); {@link DriverBuilders} reads each returned expression from javac's trees, and the
 * test calls the same method and renders the {@code Bson} with the driver's default codec registry. Both are compared
 * in one notation ({@link SentQueryShapes}), and each row pins what the driver sent, so that an agreement on nothing
 * cannot pass. The rows where schemaguard must say "unknown" pin what the driver sent too: why nothing can be claimed.
 */
class DriverBuildersDifferentialTest {

    private static final String BOOK = """
            package drv;
            import dev.schemaguard.annotations.*;
            import java.util.*;
            @Document(collection = "books")
            public class Book {
                org.bson.types.ObjectId id;
                String title;
                String author;
                int year;
                List<String> tags;
                List<Review> reviews;
                List<Double> location;
                public static class Review { String user; int rating; }
            }
            """;

    private static final String NAMES = """
            package drv;
            public final class Names {
                public static final String TITLE = "title";
                public static final String REV = "rev";
                private Names() {}
            }
            """;

    /** Another library's class named Filters: a call of it is no driver call, whatever its name. */
    private static final String OTHER_FILTERS = """
            package other;
            public final class Filters {
                public static org.bson.conversions.Bson eq(String field, Object value) {
                    return com.mongodb.client.model.Filters.eq(field, value);
                }
                private Filters() {}
            }
            """;

    private static final String HEADER = """
            package drv;
            import static com.mongodb.client.model.Filters.*;
            import static com.mongodb.client.model.Projections.*;
            import static com.mongodb.client.model.Sorts.*;
            import com.mongodb.client.model.Filters;
            import com.mongodb.client.model.Indexes;
            import com.mongodb.client.model.Projections;
            import com.mongodb.client.model.Sorts;
            import com.mongodb.client.model.TextSearchOptions;
            import com.mongodb.client.model.geojson.Point;
            import com.mongodb.client.model.geojson.Position;
            import java.util.*;
            import java.util.regex.Pattern;
            import org.bson.BsonType;
            import org.bson.Document;
            import org.bson.conversions.Bson;
            """;

    /** Each row's method is named after the row and this, so that it hides no builder it calls. */
    private static final String SUFFIX = "Query";

    /** Each method takes values known only at run time: a string, a number, a list of numbers. */
    private static final String PARAMETERS = "(String s, int n, List<Integer> ids, List<Bson> parts)";

    private static final Map<String, String> FILTERS = Map.ofEntries(
            Map.entry("eqLiteral", "eq(\"title\", \"Dune\")"),
            Map.entry("eqQualified", "Filters.eq(\"title\", s)"),
            Map.entry("eqId", "eq(s)"),
            Map.entry("eqNull", "eq(\"author\", null)"),
            Map.entry("eqConstant", "eq(Names.TITLE, s)"),
            Map.entry("eqGeneratedConstant", "eq(BookSchema.REVIEWS_RATING, n)"),
            Map.entry("eqConcatenatedConstant", "eq(Names.REV + \"iews.\" + \"user\", s)"),
            Map.entry("eqNested", "eq(\"reviews.rating\", n)"),
            Map.entry("eqPattern", "eq(\"title\", Pattern.compile(\"une$\"))"),
            Map.entry("ne", "ne(\"author\", s)"),
            Map.entry("neNull", "Filters.ne(\"author\", null)"),
            Map.entry("gt", "gt(\"year\", 1965)"),
            Map.entry("gte", "gte(\"year\", n)"),
            Map.entry("lt", "Filters.lt(\"year\", n)"),
            Map.entry("lte", "lte(\"year\", 2000L)"),
            Map.entry("inVarargs", "in(\"year\", 1, 2, 3)"),
            Map.entry("inList", "in(\"year\", List.of(1, 2))"),
            Map.entry("inArray", "in(\"tags\", new String[] {\"a\", \"b\"})"),
            Map.entry("inPatterns", "in(\"title\", Pattern.compile(\"^a\"), \"b\")"),
            Map.entry("nin", "nin(\"year\", n)"),
            Map.entry("and", "and(eq(\"title\", s), gt(\"year\", n))"),
            Map.entry("andQualifiedList", "Filters.and(Arrays.asList(eq(\"title\", s), lt(\"year\", n)))"),
            Map.entry("andOfOne", "and(eq(\"title\", s))"),
            Map.entry("nestedAndOr", "and(eq(\"title\", s), or(lt(\"year\", n), exists(\"author\", false)))"),
            Map.entry("or", "or(eq(\"title\", s), eq(\"author\", s))"),
            Map.entry("nor", "nor(eq(\"title\", s), in(\"year\", 1, 2))"),
            Map.entry("notEq", "not(eq(\"title\", s))"),
            Map.entry("notNull", "not(eq(\"author\", null))"),
            Map.entry("notGt", "not(gt(\"year\", n))"),
            Map.entry("notRegex", "not(regex(\"title\", \"^a\"))"),
            Map.entry("notIn", "not(in(\"year\", 1, 2))"),
            Map.entry("exists", "exists(\"author\")"),
            Map.entry("existsFalse", "exists(\"author\", false)"),
            Map.entry("regex", "regex(\"title\", \"^Dune$\")"),
            Map.entry("regexOptions", "regex(\"title\", \"une\", \"mi\")"),
            Map.entry(
                    "regexPattern",
                    "regex(\"title\", Pattern.compile(\"^d\", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE))"),
            Map.entry("regexPatternArgument", "regex(\"title\", Pattern.compile(s))"),
            Map.entry("typeOfBsonType", "type(\"year\", BsonType.INT32)"),
            Map.entry("typeOfAlias", "type(\"year\", \"int\")"),
            Map.entry("elemMatch", "Filters.elemMatch(\"reviews\", and(eq(\"user\", s), gte(\"rating\", 4)))"),
            Map.entry("text", "text(s)"),
            Map.entry("textWithOptions", "text(s, new TextSearchOptions().caseSensitive(true))"),
            Map.entry("nearPoint", "near(\"location\", new Point(new Position(1, 2)), 5.0, null)"),
            Map.entry("nearLegacy", "near(\"location\", 1, 2, 5.0, null)"),
            Map.entry("nearSphere", "nearSphere(\"location\", 1, 2, null, null)"),
            Map.entry("geoWithinBox", "geoWithinBox(\"location\", 0, 0, 1, 1)"),
            Map.entry("geoWithinCenterSphere", "geoWithinCenterSphere(\"location\", 0, 0, 1)"),
            Map.entry("empty", "empty()"),
            Map.entry("localConstant", "eq(LOCAL, s)"),
            Map.entry("inListAtRunTime", "in(\"year\", ids)"),
            Map.entry("inArrayAtRunTime", "in(\"year\", ids.toArray(new Integer[0]))"),
            Map.entry("ninListAtRunTime", "nin(\"year\", ids)"),
            // what schemaguard leaves unknown
            Map.entry("fieldAtRunTime", "eq(s, n)"),
            Map.entry("inFiltersAtRunTime", "in(\"author\", parts)"),
            Map.entry("andOfListAtRunTime", "and(parts)"),
            Map.entry("andOfNothing", "and()"),
            Map.entry("notOfAnd", "not(and(eq(\"title\", s), eq(\"author\", s)))"),
            Map.entry("eqDocument", "eq(\"author\", new Document(\"$gt\", n))"),
            Map.entry("otherLibrarysFilters", "other.Filters.eq(\"title\", s)"),
            Map.entry("sizeOperator", "size(\"tags\", 2)"));

    private static final Map<String, String> SORTS = Map.of(
            "ascending", "Sorts.ascending(\"title\", \"year\")",
            "descendingList", "descending(List.of(\"year\"))",
            "orderBy", "orderBy(ascending(Names.TITLE), descending(BookSchema.YEAR))",
            "orderByAgain", "orderBy(ascending(\"title\"), descending(\"year\", \"title\"))",
            "natural", "ascending()",
            "textScore", "Sorts.metaTextScore(\"score\")",
            "keyAtRunTime", "ascending(s)");

    private static final Map<String, String> PROJECTIONS = Map.of(
            "include", "include(\"title\", \"year\")",
            "withoutId", "Projections.fields(include(\"title\"), excludeId())",
            "includedAgain", "fields(include(\"title\", \"year\"), include(\"title\"))",
            "exclude", "exclude(\"title\")",
            "onlyWithoutId", "excludeId()",
            "slice", "fields(include(\"title\"), slice(\"tags\", 2))");

    /** What a hint(Bson) names by its keys: the builders of an index's keys, and Sorts, whose documents have that shape. */
    private static final Map<String, String> HINTS = Map.of(
            "indexAscending", "Indexes.ascending(\"author\", BookSchema.YEAR)",
            "indexCompound", "Indexes.compoundIndex(Indexes.ascending(\"author\"), Indexes.descending(\"year\"))",
            "indexKeyAgain",
                    "Indexes.compoundIndex(Indexes.ascending(\"year\", \"title\"), Indexes.descending(\"year\"))",
            "indexKinds", "Indexes.compoundIndex(Indexes.hashed(\"author\"), Indexes.geo2dsphere(\"location\"))",
            "indexText", "Indexes.text(\"title\")",
            "sortAsHint", "orderBy(ascending(Names.TITLE), descending(\"year\"))",
            "keyAtRunTime", "Indexes.ascending(s)",
            "documentAtRunTime", "new Document(s, 1)");

    private static Map<String, Filter> filters;
    private static Map<String, Sort> sorts;
    private static Map<String, Projection> projections;
    private static Map<String, Hint> hints;
    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        ReturnedExpressions<Filter> filterReader = new ReturnedExpressions<>(
                "drv.FilterQueries", (b, t, e) -> b.filter(e).value());
        ReturnedExpressions<Sort> sortReader = new ReturnedExpressions<>(
                "drv.SortQueries", (b, t, e) -> b.sort(e).value());
        ReturnedExpressions<Projection> projectionReader = new ReturnedExpressions<>(
                "drv.ProjectionQueries", (b, t, e) -> b.projection(e).value());
        ReturnedExpressions<Hint> hintReader = new ReturnedExpressions<>("drv.HintQueries", (b, t, e) -> b.hint(e));
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(new SchemaGuardProcessor(), filterReader, sortReader, projectionReader, hintReader)
                .compile(
                        JavaFileObjects.forSourceString("drv.Book", BOOK),
                        JavaFileObjects.forSourceString("drv.Names", NAMES),
                        JavaFileObjects.forSourceString("other.Filters", OTHER_FILTERS),
                        JavaFileObjects.forSourceString("drv.FilterQueries", queries("FilterQueries", FILTERS)),
                        JavaFileObjects.forSourceString("drv.SortQueries", queries("SortQueries", SORTS)),
                        JavaFileObjects.forSourceString(
                                "drv.ProjectionQueries", queries("ProjectionQueries", PROJECTIONS)),
                        JavaFileObjects.forSourceString("drv.HintQueries", queries("HintQueries", HINTS)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        filters = filterReader.results();
        sorts = sortReader.results();
        projections = projectionReader.results();
        hints = hintReader.results();
        loader = CompiledOutput.loader(compilation);
    }

    /** A class with one static method per row, returning the row's expression. */
    private static String queries(String name, Map<String, String> rows) {
        StringBuilder out = new StringBuilder(HEADER)
                .append("public final class ")
                .append(name)
                .append(" {\n");
        rows.forEach((method, expression) -> out.append("    public static Bson ")
                .append(method)
                .append(SUFFIX)
                .append(PARAMETERS)
                .append(" {\n")
                .append("        final String LOCAL = \"title\";\n")
                .append("        return ")
                .append(expression)
                .append(";\n    }\n"));
        return out.append("    private ").append(name).append("() {}\n}\n").toString();
    }

    /** The driver's own rendering of the method's Bson, with sample values for the run-time arguments. */
    private static BsonDocument sent(String className, String method) throws Exception {
        Method m = loader.loadClass("drv." + className)
                .getMethod(method + SUFFIX, String.class, int.class, List.class, List.class);
        Bson bson = (Bson)
                m.invoke(null, "Dune", 3, List.of(1, 2, 3), List.of(com.mongodb.client.model.Filters.eq("title", "x")));
        return bson.toBsonDocument(BsonDocument.class, MongoClientSettings.getDefaultCodecRegistry());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            eqLiteral              | title:eq
            eqQualified            | title:eq
            eqId                   | _id:eq
            eqNull                 | author:null
            eqConstant             | title:eq
            eqGeneratedConstant    | reviews.rating:eq
            eqConcatenatedConstant | reviews.user:eq
            eqNested               | reviews.rating:eq
            eqPattern              | title:regex(END,)
            ne                     | author:ne
            neNull                 | author:ne(null)
            gt                     | year:gt
            gte                    | year:gte
            lt                     | year:lt
            lte                    | year:lte
            inVarargs              | year:in[3]
            inList                 | year:in[2]
            inArray                | tags:in[2]
            inPatterns             | title:in/re[2]
            nin                    | year:nin[1]
            and                    | and(title:eq,year:gt)
            andQualifiedList       | and(title:eq,year:lt)
            andOfOne               | title:eq
            nestedAndOr            | and(title:eq,or(year:lt,author:exists(false)))
            or                     | or(title:eq,author:eq)
            nor                    | nor(title:eq,year:in[2])
            notEq                  | title:not(eq)
            notNull                | author:not(null)
            notGt                  | year:not(gt)
            notRegex               | title:not(regex(START,))
            notIn                  | year:not(in[2])
            exists                 | author:exists(true)
            existsFalse            | author:exists(false)
            regex                  | title:regex(WHOLE_VALUE,)
            regexOptions           | title:regex(NONE,im)
            regexPattern           | title:regex(START,im)
            typeOfBsonType         | year:type
            typeOfAlias            | year:type
            elemMatch              | reviews:elemMatch(and(user:eq,rating:gte))
            text                   | :text
            textWithOptions        | :text
            nearPoint              | location:near(true)
            nearLegacy             | location:near(false)
            nearSphere             | location:near(true)
            geoWithinBox           | location:geoWithin
            geoWithinCenterSphere  | location:geoWithin
            empty                  | and()
            localConstant          | title:eq
            inListAtRunTime        | year:in[3]
            inArrayAtRunTime       | year:in[3]
            ninListAtRunTime       | year:nin[3]
            """)
    void positive_filterIsWhatTheDriverSends(String method, String sentFilter) throws Exception {
        String observed = SentQueryShapes.renderSent(sent("FilterQueries", method));
        assertEquals(sentFilter, observed, "what the driver sent for " + method);
        String model = SentQueryShapes.render(filters.get(method + SUFFIX));
        assertTrue(
                SentQueryShapes.globMatches(model, observed),
                "schemaguard read " + model + ", the driver sent " + observed);
    }

    /**
     * A pattern known only at run time: its anchoring is unknown here, its options are not ({@code Pattern.compile}
     * with no flags: {@code PatternCodec} writes none).
     */
    @Test
    void positive_patternBuiltAtRunTime_isARegexOfUnknownAnchoring() throws Exception {
        assertEquals("title:regex(NONE,)", SentQueryShapes.renderSent(sent("FilterQueries", "regexPatternArgument")));
        assertEquals("title:regex(*,)", SentQueryShapes.render(filters.get("regexPatternArgument" + SUFFIX)));
    }

    @Test
    void positive_literalValuesAreKept_othersAreNot() {
        Filter.Predicate literal = (Filter.Predicate) filters.get("eqLiteral" + SUFFIX);
        assertEquals(
                new BsonString("Dune"),
                ((Condition.Equality) literal.condition()).value().orElseThrow());
        Filter.Predicate bound = (Filter.Predicate) filters.get("eqQualified" + SUFFIX);
        assertTrue(((Condition.Equality) bound.condition()).value().isEmpty());
        Filter.Predicate range = (Filter.Predicate) filters.get("lte" + SUFFIX);
        assertEquals(
                new BsonInt64(2000),
                ((Condition.Range) range.condition()).value().orElseThrow());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fieldAtRunTime       | Dune:eq                   | a field name known at run time
            andOfListAtRunTime   | title:eq                  | $and of filters given at run time
            andOfNothing         | and()                     | $and of no filter, which the server refuses
            notOfAnd             | $not:$and                 | a top-level $not, which the server refuses
            otherLibrarysFilters | title:eq                  | a filter that is no call of Filters
            """)
    void negative_filterSchemaguardCannotKnow_isUnreadable(String method, String sentFilter, String reason)
            throws Exception {
        assertEquals(sentFilter, SentQueryShapes.renderSent(sent("FilterQueries", method)));
        Filter.Unreadable unreadable = assertInstanceOf(Filter.Unreadable.class, filters.get(method + SUFFIX));
        assertTrue(unreadable.reason().startsWith(reason), unreadable.reason());
    }

    /** A value that may be a document of operators, and operators the model does not classify: an unknown condition. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            eqDocument         | author:gt    | a value of org.bson.Document, which may hold operators
            inFiltersAtRunTime | author:in[1] | $in of values given at run time
            sizeOperator       | tags:$size   | $size
            """)
    void negative_valueSchemaguardCannotKnow_isAnUnknownCondition(String method, String sentFilter, String reason)
            throws Exception {
        assertEquals(sentFilter, SentQueryShapes.renderSent(sent("FilterQueries", method)));
        Filter.Predicate predicate = assertInstanceOf(Filter.Predicate.class, filters.get(method + SUFFIX));
        assertEquals(
                reason,
                assertInstanceOf(Condition.Unknown.class, predicate.condition()).reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ascending      | title:1,year:1
            descendingList | year:-1
            orderBy        | title:1,year:-1
            orderByAgain   | title:-1,year:-1
            natural        | ''
            """)
    void positive_sortIsWhatTheDriverSends(String method, String sentSort) throws Exception {
        String observed = sent("SortQueries", method).entrySet().stream()
                .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                .collect(Collectors.joining(","));
        assertEquals(sentSort, observed);
        Sort.Static sort = assertInstanceOf(Sort.Static.class, sorts.get(method + SUFFIX));
        assertEquals(
                observed,
                sort.keys().stream()
                        .map(k -> k.path() + ":" + k.direction().value())
                        .collect(Collectors.joining(",")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            textScore    | {"score": {"$meta": "textScore"}} | Sorts.metaTextScore
            keyAtRunTime | {"Dune": 1}                       | a sort key known at run time
            """)
    void negative_sortSchemaguardCannotKnow_isUnknown(String method, String sent, String reason) throws Exception {
        assertEquals(sent, sent("SortQueries", method).toJson());
        Sort.Unknown unknown = assertInstanceOf(Sort.Unknown.class, sorts.get(method + SUFFIX));
        assertTrue(unknown.reason().startsWith(reason), unknown.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            include       | title:1,year:1 | title,year
            withoutId     | title:1,_id:0  | title,-_id
            includedAgain | year:1,title:1 | year,title
            """)
    void positive_projectionIsWhatTheDriverSends(String method, String sentProjection, String model) throws Exception {
        BsonDocument sent = sent("ProjectionQueries", method);
        assertEquals(sentProjection, render(sent));
        Projection.Fields fields = assertInstanceOf(Projection.Fields.class, projections.get(method + SUFFIX));
        List<String> read = new ArrayList<>(fields.paths());
        if (!fields.includesId()) {
            read.add("-_id");
        }
        assertEquals(model, String.join(",", read));
        // the same fields as the driver includes, whatever their order
        assertEquals(
                sent.entrySet().stream()
                        .filter(e -> !e.getKey().equals("_id"))
                        .map(Map.Entry::getKey)
                        .sorted()
                        .toList(),
                fields.paths().stream().sorted().toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            exclude       | title:0            | an exclusion of 'title'
            onlyWithoutId | _id:0              | every field but _id
            slice         | title:1,tags:$slice | Projections.slice
            """)
    void negative_projectionSchemaguardCannotList_isUnknown(String method, String sentProjection, String reason)
            throws Exception {
        assertEquals(sentProjection, render(sent("ProjectionQueries", method)));
        Projection.Unknown unknown = assertInstanceOf(Projection.Unknown.class, projections.get(method + SUFFIX));
        assertEquals(reason, unknown.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            indexAscending | {"author": 1, "year": 1}
            indexCompound  | {"author": 1, "year": -1}
            indexKeyAgain  | {"year": -1, "title": 1}
            indexKinds     | {"author": "hashed", "location": "2dsphere"}
            indexText      | {"title": "text"}
            sortAsHint     | {"title": 1, "year": -1}
            """)
    void positive_hintIsTheKeysTheDriverSends(String method, String sent) throws Exception {
        assertEquals(sent, sent("HintQueries", method).toJson());
        Hint.Index hint = assertInstanceOf(Hint.Index.class, hints.get(method + SUFFIX));
        assertEquals(sent, hint.nameOrKeys());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            keyAtRunTime      | {"Dune": 1}
            documentAtRunTime | {"Dune": 1}
            """)
    void negative_hintSchemaguardCannotKnow_isGivenAtRunTime(String method, String sent) throws Exception {
        assertEquals(sent, sent("HintQueries", method).toJson());
        assertInstanceOf(Hint.AtRunTime.class, hints.get(method + SUFFIX));
    }

    private static String render(BsonDocument projection) {
        return projection.entrySet().stream()
                .map(e -> e.getKey() + ":" + render(e.getValue()))
                .collect(Collectors.joining(","));
    }

    private static String render(BsonValue value) {
        return value.isNumber()
                ? String.valueOf(value.asNumber().intValue())
                : value.asDocument().getFirstKey();
    }
}
