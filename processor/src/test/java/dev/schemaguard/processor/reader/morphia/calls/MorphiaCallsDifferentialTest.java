package dev.schemaguard.processor.reader.morphia.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.morphia.Datastore;
import dev.morphia.Morphia;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.model.CollationSpec;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.springdata.repository.SentQueryShapes;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.MorphiaMapping;
import dev.schemaguard.processor.testing.QueryCallReading;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Differential test against Morphia itself: a class whose methods each run one Morphia query call is compiled with
 * the processor (so that the generated schema constants exist); {@link MorphiaCalls} reads each call from javac's
 * trees, and the test runs the same method with a Morphia 2.5 datastore on the embedded server, recording the
 * {@code find}, {@code aggregate} (a count) and {@code delete} command Morphia sends with a driver
 * {@code CommandListener}. The filter, sort, limit, projection, hint and collation of schemaguard's model must be the
 * command's; each row pins what Morphia sent, so that an agreement on nothing cannot pass.
 */
class MorphiaCallsDifferentialTest {

    private static final String HEADER = """
            package m;
            import static dev.morphia.query.filters.Filters.*;
            import com.mongodb.client.model.Collation;
            import com.mongodb.client.model.geojson.Point;
            import com.mongodb.client.model.geojson.Position;
            import dev.morphia.Datastore;
            import dev.morphia.DeleteOptions;
            import dev.morphia.ModifyOptions;
            import dev.morphia.UpdateOptions;
            import dev.morphia.query.updates.UpdateOperators;
            import dev.morphia.query.CountOptions;
            import dev.morphia.query.FindOptions;
            import dev.morphia.query.Query;
            import dev.morphia.query.Sort;
            import dev.morphia.query.filters.Filters;
            import dev.morphia.query.filters.RegexFilter;
            import java.util.List;
            import java.util.regex.Pattern;
            public final class Queries {
            """;

    /** Each method runs one query with values known only at run time: a string, a number, a list of numbers. */
    private static final String PARAMETERS = "(Datastore ds, String s, int n, List<Integer> ids)";

    private static final String FIND = "ds.find(Book.class)";

    /** Each row's method is named after the row and this, so that it hides no filter it calls. */
    private static final String SUFFIX = "Row";

    /** Each row: a method name and its body, a query call whose result it returns. */
    private static final Map<String, String> ROWS = new LinkedHashMap<>();

    static {
        filter("eqLiteral", "eq(\"title\", \"Dune\")");
        filter("eqJavaName", "eq(\"author\", s)");
        filter("eqStoredName", "Filters.eq(\"t\", s)");
        filter("eqGeneratedConstant", "eq(BookSchema.TITLE, s)");
        filter("eqNull", "eq(\"author\", null)");
        filter("eqEmbedded", "eq(\"address.city\", s)");
        filter("eqEmbeddedMixedNames", "eq(\"addr.city\", s)");
        filter("eqId", "eq(\"id\", s)");
        filter("ne", "ne(\"author\", s)");
        filter("gt", "gt(\"year\", n)");
        filter("lte", "lte(\"year\", 2000)");
        filter("rangeMerged", "gte(\"year\", n), lt(\"year\", 2000)");
        filter("sameOperatorAgain", "gte(\"year\", 1), gte(\"year\", n)");
        filter("eqThenGt", "eq(\"year\", 1), gt(\"year\", n)");
        filter("inList", "in(\"year\", List.of(1, 2))");
        filter("nin", "nin(\"tags\", List.of(\"a\"))");
        filter("exists", "exists(\"author\")");
        filter("existsNot", "exists(\"author\").not()");
        filter("notEq", "eq(\"author\", s).not()");
        filter("notGt", "gt(\"year\", n).not()");
        filter("regex", "regex(\"title\", \"^Dune$\")");
        filter("regexCaseInsensitive", "regex(\"title\", \"^d\").caseInsensitive()");
        filter("regexOptions", "regex(\"title\", \"une\").options(\"mi\")");
        filter("regexPatternFlagsDropped", "regex(\"title\", Pattern.compile(\"^d\", Pattern.CASE_INSENSITIVE))");
        filter("notRegex", "regex(\"title\", \"^a\").not()");
        filter("elemMatch", "elemMatch(\"reviews\", eq(\"user\", s), gte(\"r\", n))");
        filter("elemMatchJavaNameUnmapped", "elemMatch(\"reviews\", gte(\"rating\", n))");
        filter("and", "and(eq(\"title\", s), gt(\"year\", n))");
        filter("or", "or(eq(\"title\", s), eq(\"author\", s))");
        filter("nor", "nor(eq(\"title\", s), in(\"year\", List.of(1, 2)))");
        filter("orTwice", "or(eq(\"title\", s)), or(eq(\"author\", s))");
        filter("andNotIgnored", "and(eq(\"title\", s)).not()");
        filter("text", "text(s)");
        filter("near", "near(\"location\", new Point(new Position(1, 2)))");
        filter("box", "box(\"location\", new Point(new Position(0, 0)), new Point(new Position(1, 1)))");
        ROWS.put(
                "twoFilterCalls", "return " + FIND + ".filter(eq(\"author\", s)).filter(gte(\"year\", n)).iterator();");
        ROWS.put("search", "return " + FIND + ".search(s).iterator();");
        ROWS.put("builtInALocal", """
                Query<Book> q = ds.find(Book.class);
                q.filter(eq("author", s));
                q.filter(gte("year", n));
                return q.iterator();""");
        ROWS.put("filterInALocal", """
                RegexFilter r = regex("title", "^a");
                r.caseInsensitive();
                return ds.find(Book.class).filter(r).iterator();""");
        filter("inAtRunTime", "in(\"year\", ids)");
        filter("ninAtRunTime", "nin(\"year\", ids)");
        // what schemaguard leaves unknown
        ROWS.put("fieldAtRunTime", "return " + FIND + ".disableValidation().filter(eq(s, n)).iterator();");
        filter("inOfObjectsAtRunTime", "in(\"year\", new java.util.ArrayList<Object>(ids))");
        filter("sizeOperator", "size(\"tags\", 2)");
        // a name no property has
        filter("unknownName", "eq(\"autor\", s)");
        ROWS.put(
                "unknownNameWithoutValidation",
                "return " + FIND + ".disableValidation().filter(eq(\"autor\", s)).iterator();");
        options("sortLimit", "new FindOptions().sort(Sort.descending(\"year\"), Sort.ascending(\"title\")).limit(10)");
        options("sortReplaced", "new FindOptions().sort(Sort.ascending(\"title\")).sort(Sort.descending(\"year\"))");
        options("negativeLimit", "new FindOptions().limit(-5)");
        options("projection", "new FindOptions().projection().include(\"title\", \"author\")");
        options(
                "projectionWithoutId",
                "new FindOptions().projection().include(\"title\").projection().exclude(\"_id\")");
        options("hint", "new FindOptions().hintString(\"author_1\")");
        options("collation", "new FindOptions().collation(Collation.builder().locale(\"en\").build())");
        options(
                "collationSecondary",
                "new FindOptions().collation(Collation.builder().locale(\"fr\")"
                        + ".collationStrength(com.mongodb.client.model.CollationStrength.SECONDARY).build())");
        options("collationAtRunTime", "new FindOptions().collation(Collation.builder().locale(s).build())");
        ROWS.put("collationInALocal", """
                Collation french = Collation.builder().locale("fr").numericOrdering(true).build();
                FindOptions o = new FindOptions();
                o.collation(french);
                return ds.find(Book.class).filter(eq("author", s)).iterator(o);""");
        options("unknownSortKey", "new FindOptions().sort(Sort.ascending(\"titl\"))");
        ROWS.put("optionsInALocal", """
                FindOptions o = new FindOptions().sort(Sort.ascending("title"));
                o.limit(5);
                return ds.find(Book.class).iterator(o);""");
        ROWS.put("first", "return " + FIND + ".filter(eq(\"author\", s)).first();");
        ROWS.put("firstWithOptions", "return " + FIND + ".first(new FindOptions().limit(7));");
        ROWS.put("count", "return " + FIND + ".filter(eq(\"author\", s)).count();");
        ROWS.put("countLimit", "return " + FIND + ".filter(eq(\"author\", s)).count(new CountOptions().limit(3));");
        ROWS.put("deleteOne", "return " + FIND + ".filter(lt(\"year\", n)).delete();");
        ROWS.put(
                "updateOne",
                "return " + FIND + ".filter(eq(\"author\", s)).update(UpdateOperators.set(\"year\", n)).execute();");
        ROWS.put(
                "updateMany",
                "return " + FIND
                        + ".filter(eq(\"author\", s)).update(new UpdateOptions().multi(true), UpdateOperators.set(\"year\", n));");
        ROWS.put(
                "upsert",
                "return " + FIND
                        + ".filter(eq(\"author\", s)).update(new UpdateOptions().upsert(true), UpdateOperators.set(\"year\", n));");
        ROWS.put(
                "modify",
                "return " + FIND + ".filter(eq(\"author\", s)).modify(UpdateOperators.set(\"year\", n)).execute();");
        ROWS.put(
                "modifyWithOptions",
                "return " + FIND
                        + ".filter(eq(\"author\", s)).modify(new ModifyOptions(), UpdateOperators.set(\"year\", n));");
        ROWS.put("deleteMany", "return " + FIND + ".filter(lt(\"year\", n)).delete(new DeleteOptions().multi(true));");
    }

    private static void filter(String name, String filters) {
        ROWS.put(name, "return " + FIND + ".filter(" + filters + ").iterator();");
    }

    private static void options(String name, String options) {
        ROWS.put(name, "return " + FIND + ".iterator(" + options + ");");
    }

    private static final Map<String, CodeQuery> read = new TreeMap<>();
    private static RecordingServer server;
    private static Datastore datastore;
    private static Class<?> queries;

    @BeforeAll
    static void compile() throws Exception {
        StringBuilder source = new StringBuilder(HEADER);
        ROWS.forEach((name, body) -> source.append("    public static Object ")
                .append(name)
                .append(SUFFIX)
                .append(PARAMETERS)
                .append(" {\n")
                .append(body.indent(8))
                .append("    }\n"));
        source.append("    private Queries() {}\n}\n");
        QueryCallReading.Read reading = QueryCallReading.read(
                MorphiaCalls::new,
                "m.Queries",
                List.of(new SchemaGuardProcessor()),
                JavaFileObjects.forSourceString("m.Book", MorphiaCallsTest.BOOK),
                JavaFileObjects.forSourceString("m.Queries", source.toString()));
        for (CodeQuery q : reading.queries()) {
            String method = ((CodePosition) q.query().origin())
                    .enclosing()
                    .getSimpleName()
                    .toString()
                    .replace(SUFFIX, "");
            assertEquals(null, read.put(method, q), "one query call per method: " + method);
        }
        Compilation compilation = reading.compilation();
        ClassLoader loader = CompiledOutput.loader(compilation);
        server = new RecordingServer(
                new MemoryBackend(), Set.of("find", "aggregate", "delete", "update", "findAndModify"));
        datastore = Morphia.createDatastore(server.client(), "morphiacalls");
        MorphiaMapping.mapAll(datastore, CompiledOutput.classes(loader, compilation));
        queries = loader.loadClass("m.Queries");
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** What running the row sent: its one command, or the exception Morphia threw before sending any. */
    private record Run(Optional<BsonDocument> command, Optional<Throwable> refusal) {}

    private static Run run(String row) throws Exception {
        Method method = queries.getMethod(row + SUFFIX, Datastore.class, String.class, int.class, List.class);
        int before = server.sent().size();
        Optional<Throwable> refusal = Optional.empty();
        try {
            Object result = method.invoke(null, datastore, "Dune", 3, List.of(1, 2, 3));
            if (result instanceof AutoCloseable cursor) {
                cursor.close();
            }
        } catch (InvocationTargetException e) {
            // the embedded server refuses what it does not implement ($text, $near without an index): sent already
            refusal = Optional.of(e.getCause());
        }
        List<BsonDocument> sent = server.sent().subList(before, server.sent().size());
        assertTrue(sent.size() <= 1, () -> row + " sent " + sent);
        return new Run(sent.stream().findFirst(), sent.isEmpty() ? refusal : Optional.empty());
    }

    private static BsonDocument sent(String row) throws Exception {
        Run run = run(row);
        return run.command()
                .orElseThrow(() ->
                        new AssertionError(row + " sent nothing", run.refusal().orElse(null)));
    }

    private static Query model(String row) {
        CodeQuery query = read.get(row);
        assertTrue(query != null, "schemaguard read no query in " + row);
        return query.query();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            eqLiteral                 | t:eq
            eqJavaName                | author:eq
            eqStoredName              | t:eq
            eqGeneratedConstant       | t:eq
            eqNull                    | author:null
            eqEmbedded                | addr.c:eq
            eqEmbeddedMixedNames      | addr.c:eq
            eqId                      | _id:eq
            ne                        | author:ne
            gt                        | year:gt
            lte                       | year:lte
            rangeMerged               | and(year:gte,year:lt)
            sameOperatorAgain         | year:gte
            eqThenGt                  | year:gt
            inList                    | year:in[2]
            nin                       | tags:nin[1]
            exists                    | author:exists(true)
            existsNot                 | author:exists(false)
            notEq                     | author:not(eq)
            notGt                     | year:not(gt)
            regex                     | t:regex(WHOLE_VALUE,)
            regexCaseInsensitive      | t:regex(START,i)
            regexOptions              | t:regex(NONE,im)
            regexPatternFlagsDropped  | t:regex(START,)
            notRegex                  | t:not(regex(START,))
            elemMatch                 | reviews:elemMatch(and(user:eq,r:gte))
            elemMatchJavaNameUnmapped | reviews:elemMatch(rating:gte)
            and                       | and(t:eq,year:gt)
            or                        | or(t:eq,author:eq)
            nor                       | nor(t:eq,year:in[2])
            orTwice                   | and(or(t:eq),or(author:eq))
            andNotIgnored             | t:eq
            text                      | :text
            near                      | location:near(true)
            box                       | location:geoWithin
            twoFilterCalls            | and(author:eq,year:gte)
            search                    | :text
            builtInALocal             | and(author:eq,year:gte)
            filterInALocal            | t:regex(START,i)
            unknownNameWithoutValidation | autor:eq
            inAtRunTime               | year:in[3]
            ninAtRunTime              | year:nin[3]
            """)
    void positive_filterIsWhatMorphiaSends(String row, String sentFilter) throws Exception {
        String observed = SentQueryShapes.renderSent(SentQueryShapes.filterOf(sent(row)));
        assertEquals(sentFilter, observed, "what Morphia sent for " + row);
        String model = SentQueryShapes.render(model(row).filter());
        assertTrue(
                SentQueryShapes.globMatches(model, observed),
                "schemaguard read " + model + ", Morphia sent " + observed);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fieldAtRunTime | Dune:eq       | a field name known at run time
            """)
    void negative_filterSchemaguardCannotKnow_isUnreadable(String row, String sentFilter, String reason)
            throws Exception {
        assertEquals(sentFilter, SentQueryShapes.renderSent(SentQueryShapes.filterOf(sent(row))));
        Filter.Unreadable unreadable =
                assertInstanceOf(Filter.Unreadable.class, model(row).filter());
        assertTrue(unreadable.reason().startsWith(reason), unreadable.reason());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            inOfObjectsAtRunTime | year:in[3]  | $in of values given at run time
            sizeOperator         | tags:$size  | $size
            """)
    void negative_valueSchemaguardCannotKnow_isAnUnknownCondition(String row, String sentFilter, String reason)
            throws Exception {
        assertEquals(sentFilter, SentQueryShapes.renderSent(SentQueryShapes.filterOf(sent(row))));
        Filter.Predicate predicate =
                assertInstanceOf(Filter.Predicate.class, model(row).filter());
        assertEquals(
                reason,
                assertInstanceOf(Condition.Unknown.class, predicate.condition()).reason());
    }

    /**
     * A name no property has: Morphia validates a query's filters by default and refuses it when it runs
     * ({@code PathTarget.failValidation}), a sort key always ({@code FindOptions.apply}); schemaguard records the name
     * with the property it likely meant.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknownName    | autor | author
            unknownSortKey | titl  | title
            """)
    void negative_aNameNoPropertyHas_isRefusedByMorphiaAndRecorded(String row, String name, String meant)
            throws Exception {
        Run run = run(row);
        assertTrue(run.command().isEmpty(), () -> row + " sent " + run.command());
        assertEquals(
                "dev.morphia.query.ValidationException",
                run.refusal().orElseThrow().getClass().getName());
        assertEquals(
                List.of(name + " " + meant + " refused"),
                read.get(row).unknownFields().stream()
                        .map(f -> f.property() + " " + f.didYouMean().orElse("-") + (f.refused() ? " refused" : ""))
                        .toList());
    }

    /** Without validation, and inside an elemMatch, Morphia sends the name: the server runs the query. */
    @Test
    void negative_aNameMorphiaDoesNotValidate_isSentAndRecordedAsSent() throws Exception {
        assertEquals(
                "autor:eq", SentQueryShapes.renderSent(SentQueryShapes.filterOf(sent("unknownNameWithoutValidation"))));
        assertEquals(
                List.of("autor sent"),
                read.get("unknownNameWithoutValidation").unknownFields().stream()
                        .map(f -> f.property() + (f.refused() ? " refused" : " sent"))
                        .toList());
        assertEquals(
                List.of("rating sent"),
                read.get("elemMatchJavaNameUnmapped").unknownFields().stream()
                        .map(f -> f.property() + (f.refused() ? " refused" : " sent"))
                        .toList());
    }

    /** Morphia sends the names inside an elemMatch as written: a Java name is no stored name there. */
    @Test
    void negative_aJavaNameInsideElemMatch_isSentAsWrittenAndRecorded() {
        assertEquals(
                List.of("reviews.rating rating r"),
                read.get("elemMatchJavaNameUnmapped").unknownFields().stream()
                        .map(f -> f.path() + " " + f.property() + " "
                                + f.didYouMean().orElse("-"))
                        .toList());
        assertEquals(List.of(), read.get("elemMatch").unknownFields());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            sortLimit       | year:-1,t:1 | 10
            sortReplaced    | year:-1     | 0
            negativeLimit   | ''          | 5
            optionsInALocal | t:1         | 5
            first           | ''          | 1
            firstWithOptions | ''         | 1
            eqLiteral       | ''          | 0
            """)
    void positive_sortAndLimitAreWhatMorphiaSends(String row, String sentSort, int sentLimit) throws Exception {
        BsonDocument command = sent(row);
        String observed = command.getDocument("sort", new BsonDocument()).entrySet().stream()
                .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                .collect(Collectors.joining(","));
        assertEquals(sentSort, observed);
        int limit =
                Math.abs(command.getNumber("limit", new org.bson.BsonInt32(0)).intValue());
        assertEquals(sentLimit, limit);
        Query model = model(row);
        Sort.Static sort = assertInstanceOf(Sort.Static.class, model.sort());
        assertEquals(
                observed,
                sort.keys().stream()
                        .map(k -> k.path() + ":" + k.direction().value())
                        .collect(Collectors.joining(",")));
        assertEquals(limit == 0 ? Limit.none() : new Limit.Fixed(limit), model.limit());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            projection          | t:1,author:1,_t:1 | t,author,_t
            projectionWithoutId | t:1,_id:0,_t:1    | t,_t,-_id
            """)
    void positive_projectionIsWhatMorphiaSends(String row, String sentProjection, String modelFields) throws Exception {
        BsonDocument projection = sent(row).getDocument("projection");
        assertEquals(
                sentProjection,
                projection.entrySet().stream()
                        .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                        .collect(Collectors.joining(",")));
        Projection.Fields fields =
                assertInstanceOf(Projection.Fields.class, model(row).projection());
        String read = String.join(",", fields.paths()) + (fields.includesId() ? "" : ",-_id");
        assertEquals(modelFields, read);
        assertEquals(
                projection.entrySet().stream()
                        .filter(e -> !e.getKey().equals("_id"))
                        .map(Map.Entry::getKey)
                        .sorted()
                        .toList(),
                fields.paths().stream().sorted().toList());
    }

    @Test
    void positive_hintIsWhatMorphiaSends_andNoCollationIsTheCollectionDefault() throws Exception {
        assertEquals("author_1", sent("hint").getString("hint").getValue());
        assertEquals(new Hint.Index("author_1"), model("hint").hint());
        assertTrue(!sent("eqLiteral").containsKey("hint") && !sent("eqLiteral").containsKey("collation"));
        assertEquals(Hint.none(), model("eqLiteral").hint());
        assertEquals(QueryCollation.collectionDefault(), model("eqLiteral").collation());
    }

    /**
     * A collation built of constants with the driver's {@code Collation.builder()}, which Morphia's options take and
     * send as given: the settings sent are the model's, the server's defaults for the others (strength 3).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            collation          | {"locale": "en"}                          | en,3,false
            collationSecondary | {"locale": "fr", "strength": 2}           | fr,2,false
            collationInALocal  | {"locale": "fr", "numericOrdering": true} | fr,3,true
            """)
    void positive_aCollationOfConstants_isWhatMorphiaSends(String row, String sentCollation, String model)
            throws Exception {
        assertEquals(sentCollation, sent(row).getDocument("collation").toJson());
        String[] spec = model.split(",");
        assertEquals(
                new QueryCollation.Explicit(
                        new CollationSpec(spec[0], Integer.parseInt(spec[1]), false, Boolean.parseBoolean(spec[2]))),
                model(row).collation());
    }

    @Test
    void negative_aCollationOfALocaleKnownAtRunTime_isKnownAtRunTime() throws Exception {
        assertEquals(
                "{\"locale\": \"Dune\"}",
                sent("collationAtRunTime").getDocument("collation").toJson());
        assertEquals(new QueryCollation.AtRunTime(), model("collationAtRunTime").collation());
    }

    /** A count is the driver's countDocuments: an aggregation whose $match is the filter, with a $limit when given. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            count      | 0
            countLimit | 3
            """)
    void positive_countIsWhatMorphiaSends(String row, int sentLimit) throws Exception {
        BsonDocument command = sent(row);
        assertEquals("author:eq", SentQueryShapes.renderSent(SentQueryShapes.filterOf(command)));
        int limit = command.getArray("pipeline", new BsonArray()).stream()
                .map(BsonValue::asDocument)
                .filter(stage -> stage.containsKey("$limit"))
                .mapToInt(stage -> stage.getNumber("$limit").intValue())
                .findFirst()
                .orElse(0);
        assertEquals(sentLimit, limit);
        Query model = model(row);
        assertEquals(Query.Operation.COUNT, model.operation());
        assertEquals("author:eq", SentQueryShapes.render(model.filter()));
        assertEquals(limit == 0 ? Limit.none() : new Limit.Fixed(limit), model.limit());
    }

    /** {@code Query.delete()} deletes one document ({@code DeleteOptions.multi} is false by default). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            deleteOne  | 1
            deleteMany | 0
            """)
    void positive_deleteIsWhatMorphiaSends(String row, int sentLimit) throws Exception {
        BsonDocument delete = sent(row).getArray("deletes").get(0).asDocument();
        assertEquals("year:lt", SentQueryShapes.renderSent(delete.getDocument("q")));
        assertEquals(sentLimit, delete.getNumber("limit").intValue());
        Query model = model(row);
        assertEquals(Query.Operation.DELETE, model.operation());
        assertEquals("year:lt", SentQueryShapes.render(model.filter()));
        assertEquals(sentLimit == 0 ? Limit.none() : new Limit.Fixed(sentLimit), model.limit());
    }

    /**
     * An update is the driver's updateOne, or updateMany with {@code UpdateOptions.multi(true)}; an upsert's filter gets
     * the entity's discriminator ({@code Update.execute}); a modify is a findAndModify of one document.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            updateOne         | author:eq          | 1
            updateMany        | author:eq          | 0
            upsert            | and(author:eq,_t:eq) | 1
            modify            | author:eq          | 1
            modifyWithOptions | author:eq          | 1
            """)
    void positive_updateIsWhatMorphiaSends(String row, String sentFilter, int sentLimit) throws Exception {
        BsonDocument command = sent(row);
        BsonDocument filter;
        int limit;
        if (command.containsKey("updates")) {
            BsonDocument update = command.getArray("updates").get(0).asDocument();
            filter = update.getDocument("q");
            limit = update.getBoolean("multi", org.bson.BsonBoolean.FALSE).getValue() ? 0 : 1;
        } else {
            filter = command.getDocument("query");
            limit = 1;
        }
        assertEquals(sentFilter, SentQueryShapes.renderSent(filter));
        assertEquals(sentLimit, limit);
        Query model = model(row);
        assertEquals(Query.Operation.UPDATE, model.operation());
        assertEquals(sentFilter, SentQueryShapes.render(model.filter()));
        assertEquals(limit == 0 ? Limit.none() : new Limit.Fixed(1), model.limit());
    }
}
