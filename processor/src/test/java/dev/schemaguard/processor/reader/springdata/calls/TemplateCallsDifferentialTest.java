package dev.schemaguard.processor.reader.springdata.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.springdata.repository.SentQueryShapes;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.QueryCallReading;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/**
 * Differential test against Spring Data MongoDB itself: a class whose methods each make one {@code MongoTemplate} call
 * is compiled (with the schemaguard processor, so that the generated schema constants exist); {@link TemplateCalls}
 * reads each call from javac's trees, and the test runs the same method with a real {@code MongoTemplate} (its
 * {@code MongoMappingContext} and {@code MappingMongoConverter} on the compiled classes) over the recording in-process
 * server. What SDM sent (the filter {@code QueryMapper.getMappedObject} mapped, the mapped sort and fields, the limit,
 * collation and hint) is compared with schemaguard's model of the call, and each row pins what SDM sent, so that an
 * agreement on nothing cannot pass.
 */
class TemplateCallsDifferentialTest {

    private static final String DATABASE = "lib";

    private static final String HEADER = """
            package tpl;
            import static org.springframework.data.mongodb.core.query.Criteria.where;
            import static org.springframework.data.mongodb.core.query.Query.query;
            import java.util.*;
            import java.util.regex.Pattern;
            import org.bson.Document;
            import org.springframework.data.domain.Sort;
            import org.springframework.data.mongodb.core.MongoTemplate;
            import org.springframework.data.mongodb.core.query.Collation;
            import org.springframework.data.mongodb.core.query.Criteria;
            import org.springframework.data.mongodb.core.query.Query;
            import org.springframework.data.mongodb.core.query.TextCriteria;
            import org.springframework.data.mongodb.core.query.TextQuery;
            import org.springframework.data.mongodb.core.query.Update;
            public final class Calls {
                static final String TITLE = "title";
            """;

    /** Each method takes a template and values known only at run time: a string, a number, a list of strings. */
    private static final String PARAMETERS = "(MongoTemplate template, String s, int n, List<String> list)";

    private static final Map<String, String> CALLS = new LinkedHashMap<>();

    static {
        CALLS.put("is", "return template.find(query(where(\"title\").is(s)), Book.class);");
        CALLS.put("isLiteral", "return template.find(query(where(\"year\").is(1965)), Book.class);");
        CALLS.put("isNull", "return template.find(query(where(\"title\").isNull()), Book.class);");
        CALLS.put("renamed", "return template.find(query(where(\"author\").is(s)), Book.class);");
        CALLS.put("storedName", "return template.find(query(where(\"a\").is(s)), Book.class);");
        CALLS.put("id", "return template.find(query(where(\"id\").is(s)), Book.class);");
        CALLS.put("nested", "return template.find(query(where(\"publisher.city\").is(s)), Book.class);");
        CALLS.put("generatedConstant", "return template.find(query(where(BookSchema.YEAR).gt(n)), Book.class);");
        CALLS.put("staticFinal", "return template.find(query(where(TITLE).ne(s)), Book.class);");
        CALLS.put("unknownName", "return template.find(query(where(\"titl\").is(s)), Book.class);");
        CALLS.put("neNull", "return template.find(query(where(\"author\").ne(null)), Book.class);");
        CALLS.put("range", "return template.find(query(where(\"year\").gte(n).lt(2000)), Book.class);");
        CALLS.put("rangeAndIs", "return template.find(query(where(\"year\").lte(n).is(3)), Book.class);");
        CALLS.put("and", "return template.find(query(where(\"title\").is(s).and(\"year\").lte(n)), Book.class);");
        CALLS.put("inVarargs", "return template.find(query(where(\"tags\").in(\"a\", \"b\", \"c\")), Book.class);");
        CALLS.put("inCollection", "return template.find(query(where(\"tags\").in(list)), Book.class);");
        CALLS.put("inListOf", "return template.find(query(where(\"year\").in(List.of(1, 2))), Book.class);");
        CALLS.put("nin", "return template.find(query(where(\"tags\").nin(s)), Book.class);");
        CALLS.put(
                "inArrayAtRunTime",
                "return template.find(query(where(\"tags\").in(list.toArray(new String[0]))), Book.class);");
        CALLS.put("ninCollection", "return template.find(query(where(\"tags\").nin(list)), Book.class);");
        CALLS.put("existsFalse", "return template.find(query(where(\"author\").exists(false)), Book.class);");
        CALLS.put("regex", "return template.find(query(where(\"title\").regex(\"^Du\")), Book.class);");
        CALLS.put("regexOptions", "return template.find(query(where(\"title\").regex(\"une\", \"mI\")), Book.class);");
        CALLS.put(
                "regexPattern",
                "return template.find(query(where(\"title\").regex(Pattern.compile(\"^D\", Pattern.CASE_INSENSITIVE))), Book.class);");
        CALLS.put("regexWithRange", "return template.find(query(where(\"title\").gt(s).regex(\"^D\")), Book.class);");
        CALLS.put("notGt", "return template.find(query(where(\"year\").not().gt(n)), Book.class);");
        CALLS.put("notRegex", "return template.find(query(where(\"title\").not().regex(\"^D\")), Book.class);");
        CALLS.put("notIs", "return template.find(query(where(\"title\").not().is(s)), Book.class);");
        CALLS.put("size", "return template.find(query(where(\"tags\").size(2)), Book.class);");
        CALLS.put(
                "elemMatch",
                "return template.find(query(where(\"reviews\").elemMatch(where(\"user\").is(s).and(\"rating\").gte(n))), Book.class);");
        CALLS.put(
                "elemMatchValues",
                "return template.find(query(where(\"tags\").elemMatch(new Criteria().gt(s))), Book.class);");
        CALLS.put(
                "or",
                "return template.find(query(new Criteria().orOperator(where(\"title\").is(s), where(\"author\").is(s))), Book.class);");
        CALLS.put(
                "andOperator",
                "return template.find(query(where(\"year\").gt(n).andOperator(where(\"title\").is(s), where(\"tags\").is(s))), Book.class);");
        CALLS.put(
                "nor",
                "return template.find(query(new Criteria().norOperator(List.of(where(\"title\").is(s)))), Book.class);");
        CALLS.put(
                "near",
                "return template.find(query(where(\"location\").near(new org.springframework.data.geo.Point(1, 2)).maxDistance(5)), Book.class);");
        CALLS.put(
                "within",
                "return template.find(query(where(\"location\").within(new org.springframework.data.geo.Circle(1, 2, 3))), Book.class);");
        CALLS.put("whereAlone", "return template.find(query(where(\"title\")), Book.class);");
        CALLS.put("empty", "return template.find(new Query(), Book.class);");
        CALLS.put(
                "sorted",
                "return template.find(query(where(\"title\").is(s)).with(Sort.by(\"year\", \"author\")), Book.class);");
        CALLS.put(
                "sortedDirection",
                "return template.find(new Query().with(Sort.by(Sort.Direction.DESC, \"year\")).with(Sort.by(Sort.Order.asc(\"publisher.city\"))), Book.class);");
        CALLS.put(
                "sortedAgain",
                "return template.find(new Query().with(Sort.by(\"year\").and(Sort.by(\"title\")).descending()).with(Sort.by(\"year\")), Book.class);");
        CALLS.put("limited", "return template.find(query(where(\"title\").is(s)).limit(5).skip(2), Book.class);");
        CALLS.put(
                "fields",
                "Query q = query(where(\"title\").is(s)); q.fields().include(\"title\", \"author\").exclude(\"id\"); return template.find(q, Book.class);");
        CALLS.put(
                "collation",
                "return template.find(query(where(\"title\").is(s)).collation(Collation.of(\"fr\").strength(Collation.ComparisonLevel.secondary())), Book.class);");
        CALLS.put("hint", "return template.find(query(where(\"title\").is(s)).withHint(\"title_1\"), Book.class);");
        CALLS.put(
                "hintDocument",
                "return template.find(query(where(\"title\").is(s)).withHint(new Document(\"title\", 1).append(\"year\", -1)), Book.class);");
        CALLS.put(
                "locals",
                "Query q = new Query(); Criteria c = where(\"title\").is(s); q.addCriteria(c); c.and(\"year\").is(n); q.addCriteria(where(\"year\").gt(n)); q.with(Sort.by(\"title\")); q.limit(3); return template.find(q, Book.class);");
        CALLS.put(
                "criteriaChangedAfter",
                "Criteria c = where(\"title\").is(s); Query q = query(c); c.orOperator(where(\"year\").is(n), where(\"year\").is(1)); return template.find(q, Book.class);");
        CALLS.put(
                "findOneSorted",
                "return template.findOne(query(where(\"title\").is(s)).with(Sort.by(\"year\")), Book.class);");
        CALLS.put("findOne", "return template.findOne(query(where(\"title\").is(s)), Book.class);");
        CALLS.put(
                "count",
                "return template.count(query(where(\"title\").is(s)).limit(10).withHint(\"title_1\"), Book.class);");
        CALLS.put(
                "exists", "return template.exists(query(where(\"title\").is(s)).with(Sort.by(\"year\")), Book.class);");
        CALLS.put(
                "remove", "return template.remove(query(where(\"title\").is(s)).with(Sort.by(\"year\")), Book.class);");
        CALLS.put(
                "removeLimited",
                "return template.remove(query(where(\"title\").is(s)).with(Sort.by(\"year\")).limit(2), Book.class);");
        CALLS.put("skipped", "return template.find(query(where(\"title\").is(s)).skip(2), Book.class);");
        CALLS.put(
                "updateFirst",
                "return template.updateFirst(query(where(\"title\").is(s)).with(Sort.by(\"year\")), new Update().set(\"year\", n), Book.class);");
        CALLS.put(
                "updateMulti",
                "return template.updateMulti(query(where(\"title\").is(s)), new Update().set(\"year\", n), Book.class);");
        CALLS.put(
                "findAndModify",
                "return template.findAndModify(query(where(\"title\").is(s)).with(Sort.by(\"year\")), new Update().set(\"year\", n), Book.class);");
        CALLS.put(
                "findAndRemove",
                "return template.findAndRemove(query(where(\"title\").is(s)).with(Sort.by(Sort.Direction.DESC, \"year\")), Book.class);");
        CALLS.put("fluentFirst", "return template.query(Book.class).matching(where(\"author\").is(s)).first();");
        CALLS.put(
                "fluentOne",
                "return template.query(Book.class).matching(query(where(\"author\").is(s)).with(Sort.by(\"year\"))).one();");
        CALLS.put("fluentAll", "return template.query(Book.class).inCollection(\"books\").all();");
        CALLS.put("fluentCount", "return template.query(Book.class).matching(where(\"year\").gt(n)).count();");
        CALLS.put("findAll", "return template.findAll(Book.class);");
        CALLS.put("findById", "return template.findById(s, Book.class);");
        CALLS.put(
                "findDistinct",
                "return template.findDistinct(query(where(\"year\").gt(n)), \"author\", Book.class, String.class);");
        // text queries: TextQuery, TextCriteria
        CALLS.put("textQuery", "return template.find(new TextQuery(s), Book.class);");
        CALLS.put("textQueryLanguage", "return template.find(new TextQuery(\"dune\", \"english\"), Book.class);");
        CALLS.put("textQueryLocale", "return template.find(new TextQuery(s, Locale.FRENCH), Book.class);");
        CALLS.put(
                "queryText",
                "return template.find(TextQuery.queryText(TextCriteria.forDefaultLanguage().matchingAny(\"a\", \"b\")), Book.class);");
        CALLS.put(
                "textQueryOfCriteria",
                "TextCriteria c = TextCriteria.forLanguage(s).matchingPhrase(\"sand worm\"); c.caseSensitive(true).diacriticSensitive(false); return template.find(new TextQuery(c), Book.class);");
        CALLS.put(
                "textQueryAndCriteria",
                "return template.find(new TextQuery(s).addCriteria(where(\"year\").is(n)), Book.class);");
        CALLS.put(
                "textCriteriaAdded",
                "return template.find(new Query().addCriteria(TextCriteria.forDefaultLanguage().matching(\"x\")), Book.class);");
        CALLS.put(
                "textCriteriaAfterWhere",
                "return template.find(query(where(\"title\").is(s)).addCriteria(new TextCriteria().notMatching(s)), Book.class);");
        CALLS.put(
                "textQueryLocal",
                "TextQuery q = new TextQuery(s); q.addCriteria(where(\"year\").gt(n)); q.with(Sort.by(\"year\")); q.limit(3); return template.find(q, Book.class);");
        CALLS.put(
                "textFluent",
                "return template.query(Book.class).matching(TextCriteria.forDefaultLanguage().matching(s)).all();");
        CALLS.put("textCount", "return template.count(new TextQuery(s), Book.class);");
        CALLS.put("textSortByScore", "return template.find(new TextQuery(s).sortByScore(), Book.class);");
        CALLS.put(
                "textSortByScoreThenYear",
                "return template.find(new TextQuery(s).sortByScore().with(Sort.by(\"year\")), Book.class);");
        CALLS.put(
                "textYearThenScore",
                "TextQuery q = new TextQuery(s); q.with(Sort.by(\"year\")); q.sortByScore(); return template.find(q, Book.class);");
        CALLS.put(
                "textIncludeScore", "return template.find(new TextQuery(s).includeScore(\"relevance\"), Book.class);");
        CALLS.put(
                "textScoreFieldName",
                "TextQuery q = new TextQuery(s); q.fields().include(\"title\"); q.setScoreFieldName(\"rank\"); q.sortByScore(); return template.find(q, Book.class);");
        // what schemaguard leaves unknown
        CALLS.put(
                "textCriteriaTwice",
                "return template.find(new TextQuery(s).addCriteria(TextCriteria.forDefaultLanguage().matching(\"x\")), Book.class);");
        CALLS.put("textNullLanguage", "return template.find(new TextQuery(s, (String) null), Book.class);");
        CALLS.put("textRootLocale", "return template.find(new TextQuery(s, Locale.ROOT), Book.class);");
        CALLS.put(
                "textCriteriaAtRunTime",
                "return template.find(new TextQuery(list.isEmpty() ? null : TextCriteria.forDefaultLanguage()), Book.class);");
        CALLS.put("fieldAtRunTime", "return template.find(query(where(s).is(n)), Book.class);");
        CALLS.put(
                "fieldAtRunTimeSorted",
                "return template.find(query(where(s).is(n)).with(Sort.by(\"year\")).limit(2), Book.class);");
        CALLS.put("isTwice", "return template.find(query(where(\"title\").is(s).is(n)), Book.class);");
        CALLS.put(
                "sameKeyTwice",
                "return template.find(query(where(\"title\").is(s).and(\"title\").ne(n)), Book.class);");
        CALLS.put(
                "addCriteriaTwice",
                "org.springframework.data.mongodb.core.query.Query q = new org.springframework.data.mongodb.core.query"
                        + ".Query(); q.addCriteria(where(\"title\").is(s)); q.addCriteria(where(\"title\").ne(\"x\"));"
                        + " return template.find(q, Book.class);");
    }

    private static Map<String, CodeQuery> read;
    private static Map<String, BsonDocument> sent;
    /** What each call threw, by call: SDM's refusals, and the options the embedded server lacks. */
    private static Map<String, Throwable> thrown;

    private static RecordingServer server;

    @BeforeAll
    static void compileAndRun() throws Exception {
        StringBuilder calls = new StringBuilder(HEADER);
        CALLS.forEach((name, body) -> calls.append("    public static Object ")
                .append(name)
                .append(PARAMETERS)
                .append(" {\n        ")
                .append(body)
                .append("\n    }\n"));
        calls.append("    private Calls() {}\n}\n");
        // the reader is tested here, the rules in TemplateQueryRulesTest
        QueryCallReading.Read reading = QueryCallReading.read(
                TemplateCalls::new,
                "tpl.Calls",
                List.of(new SchemaGuardProcessor()),
                JavaFileObjects.forSourceString("tpl.Book", TemplateSources.BOOK),
                JavaFileObjects.forSourceString("tpl.Calls", calls.toString()));
        Compilation compilation = reading.compilation();
        read = new TreeMap<>();
        for (CodeQuery q : reading.queries()) {
            read.put(
                    ((CodePosition) q.query().origin())
                            .enclosing()
                            .getSimpleName()
                            .toString(),
                    q);
        }
        ClassLoader loader = CompiledOutput.loader(compilation);
        server = new RecordingServer(
                new MemoryBackend(),
                Set.of("find", "aggregate", "count", "delete", "update", "findAndModify", "distinct"));
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        MongoTemplate template =
                new MongoTemplate(new SimpleMongoClientDatabaseFactory(server.client(), DATABASE), converter);
        sent = new TreeMap<>();
        thrown = new TreeMap<>();
        Class<?> type = loader.loadClass("tpl.Calls");
        for (String name : CALLS.keySet()) {
            Method method = type.getMethod(name, MongoTemplate.class, String.class, int.class, List.class);
            int before = server.sentTo(DATABASE).size();
            try {
                method.invoke(null, template, "Dune", 3, List.of("a", "b"));
            } catch (java.lang.reflect.InvocationTargetException e) {
                // SDM refused the query, or the embedded server an option it lacks: what was sent is recorded
                thrown.put(name, e.getCause());
            }
            List<BsonDocument> commands = server.sentTo(DATABASE);
            if (commands.size() > before) {
                // the first: a remove with a limit finds the documents before it deletes them by _id
                sent.put(name, commands.get(before));
            }
        }
    }

    @AfterAll
    static void close() {
        if (server != null) {
            server.close();
        }
    }

    /** The command SDM sent for a method, in one line: {@code command filter sort limit}. */
    private static String sentCommand(String method) {
        BsonDocument command = sent.get(method);
        String name = command.getFirstKey();
        BsonDocument filter = SentQueryShapes.filterOf(command);
        return name + " " + SentQueryShapes.renderSent(filter) + " " + sortOf(command) + " " + limitOf(command);
    }

    private static String sortOf(BsonDocument command) {
        BsonDocument sort = command.containsKey("updates")
                ? command.getArray("updates").get(0).asDocument().getDocument("sort", new BsonDocument())
                : command.getDocument("sort", new BsonDocument());
        return sort.isEmpty()
                ? "-"
                : sort.entrySet().stream()
                        .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                        .collect(Collectors.joining(","));
    }

    private static String limitOf(BsonDocument command) {
        if (command.containsKey("limit")) {
            return "limit " + command.getNumber("limit").intValue();
        }
        if (command.containsKey("pipeline")) {
            for (BsonValue stage : command.getArray("pipeline")) {
                if (stage.asDocument().containsKey("$limit")) {
                    return "limit " + stage.asDocument().getNumber("$limit").intValue();
                }
            }
        }
        if (command.containsKey("deletes")) {
            return "limit "
                    + command.getArray("deletes")
                            .get(0)
                            .asDocument()
                            .getNumber("limit")
                            .intValue();
        }
        if (command.getFirstKey().equals("findAndModify")) {
            return "limit 1";
        }
        if (command.containsKey("updates")) {
            return command.getArray("updates")
                            .get(0)
                            .asDocument()
                            .getBoolean("multi", org.bson.BsonBoolean.FALSE)
                            .getValue()
                    ? "multi"
                    : "limit 1";
        }
        return "-";
    }

    /** The model in the same notation; {@code *} where it leaves a value to run time. */
    private static String modelCommand(Query query) {
        String sort = query.sort() instanceof Sort.Static fixed && !fixed.keys().isEmpty()
                ? fixed.keys().stream()
                        .map(k -> k.path() + ":" + k.direction().value())
                        .collect(Collectors.joining(","))
                : "-";
        // an exists is a count limited to one (ExistsCallback)
        String limit = query.operation() == Query.Operation.EXISTS
                ? "limit 1"
                : query.limit() instanceof Limit.Fixed fixed ? "limit " + fixed.count() : "-";
        return SentQueryShapes.render(query.filter()) + " " + sort + " " + limit;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            is                   | find title:eq - -
            isLiteral            | find year:eq - -
            isNull               | find title:null - -
            renamed              | find a:eq - -
            storedName           | find a:eq - -
            id                   | find _id:eq - -
            nested               | find publisher.c:eq - -
            generatedConstant    | find year:gt - -
            staticFinal          | find title:ne - -
            unknownName          | find titl:eq - -
            neNull               | find a:ne(null) - -
            range                | find and(year:gte,year:lt) - -
            rangeAndIs           | find and(year:lte,year:eq) - -
            and                  | find and(title:eq,year:lte) - -
            inVarargs            | find tags:in[3] - -
            inCollection         | find tags:in[2] - -
            inListOf             | find year:in[2] - -
            nin                  | find tags:nin[1] - -
            inArrayAtRunTime     | find tags:in[2] - -
            ninCollection        | find tags:nin[2] - -
            existsFalse          | find a:exists(false) - -
            regex                | find title:regex(START,) - -
            regexOptions         | find title:regex(NONE,im) - -
            regexPattern         | find title:regex(START,i) - -
            regexWithRange       | find and(title:gt,title:regex(START,)) - -
            notGt                | find year:not(gt) - -
            notRegex             | find title:not(regex(START,)) - -
            notIs                | find title:not(eq) - -
            elemMatch            | find reviews:elemMatch(and(user:eq,rating:gte)) - -
            elemMatchValues      | find tags:elemMatch(:gt) - -
            or                   | find or(title:eq,a:eq) - -
            andOperator          | find and(year:gt,title:eq,tags:eq) - -
            nor                  | find nor(title:eq) - -
            near                 | find location:near(false) - -
            within               | find location:geoWithin - -
            empty                | find and() - -
            sorted               | find title:eq year:1,a:1 -
            sortedDirection      | find and() year:-1,publisher.c:1 -
            sortedAgain          | find and() year:1,title:-1 -
            limited              | find title:eq - limit 5
            fields               | find title:eq - -
            collation            | find title:eq - -
            hint                 | find title:eq - -
            hintDocument         | find title:eq - -
            locals               | find and(title:eq,year:gt) title:1 limit 3
            criteriaChangedAfter | find and(title:eq,or(year:eq,year:eq)) - -
            findOneSorted        | find title:eq year:1 limit 1
            findOne              | find title:eq - limit 1
            count                | aggregate title:eq - limit 10
            exists               | aggregate title:eq - limit 1
            remove               | delete title:eq - limit 0
            removeLimited        | find title:eq year:1 limit 2
            skipped              | find title:eq - -
            updateFirst          | update title:eq year:1 limit 1
            updateMulti          | update title:eq - multi
            findAndModify        | findAndModify title:eq year:1 limit 1
            findAndRemove        | findAndModify title:eq year:-1 limit 1
            fluentFirst          | find a:eq - limit 1
            fluentOne            | find a:eq year:1 limit 2
            fluentAll            | find and() - -
            fluentCount          | aggregate year:gt - -
            findAll              | find and() - -
            findById             | find _id:eq - limit 1
            findDistinct         | distinct year:gt - -
            textQuery            | find :text - -
            textQueryLanguage    | find :text - -
            textQueryLocale      | find :text - -
            queryText            | find :text - -
            textQueryOfCriteria  | find :text - -
            textQueryAndCriteria | find and(:text,year:eq) - -
            textCriteriaAdded    | find :text - -
            textCriteriaAfterWhere | find and(title:eq,:text) - -
            textQueryLocal       | find and(:text,year:gt) year:1 limit 3
            textFluent           | find :text - -
            textCount            | aggregate :text - -
            """)
    void positive_whatSchemaguardReads_isWhatSdmSent(String method, String sentCommand) {
        String observed = sentCommand(method);
        assertEquals(sentCommand, observed, "what SDM sent for " + method);
        String model = modelCommand(read.get(method).query());
        String withoutCommand = observed.substring(observed.indexOf(' ') + 1);
        assertTrue(
                SentQueryShapes.globMatches(
                                model, withoutCommand.replace("limit 0", "-").replace("multi", "-"))
                        || SentQueryShapes.globMatches(model, withoutCommand),
                "schemaguard read " + model + ", SDM sent " + withoutCommand);
    }

    @Test
    void negative_noDocumentCallIsLeftUnread() {
        assertEquals(CALLS.keySet().stream().sorted().toList(), List.copyOf(read.keySet()));
    }

    /** The collation, hint and fields SDM sent, and the model's. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            collation    | collation  | {"locale": "fr", "strength": 2}
            hint         | hint       | "title_1"
            hintDocument | hint       | {"title": 1, "year": -1}
            count        | hint       | "title_1"
            fields       | projection | {"title": 1, "a": 1, "_id": 0}
            """)
    void positive_collationHintAndFields_areWhatSdmSent(String method, String key, String json) {
        BsonValue value = sent.get(method).get(key);
        assertEquals(BsonDocument.parse("{v: " + json + "}").get("v"), value, "what SDM sent for " + method);
        Query query = read.get(method).query();
        switch (key) {
            case "collation" -> {
                QueryCollation.Explicit explicit = assertInstanceOf(QueryCollation.Explicit.class, query.collation());
                assertEquals(
                        value.asDocument().getString("locale").getValue(),
                        explicit.collation().locale());
                assertEquals(
                        value.asDocument().getInt32("strength").getValue(),
                        explicit.collation().strength());
            }
            case "hint" -> {
                Hint.Index hint = assertInstanceOf(Hint.Index.class, query.hint());
                assertEquals(
                        value.isString() ? value.asString().getValue() : value.asDocument(),
                        value.isString() ? hint.nameOrKeys() : BsonDocument.parse(hint.nameOrKeys()));
            }
            default -> {
                Projection.Fields fields = assertInstanceOf(Projection.Fields.class, query.projection());
                assertEquals(
                        value.asDocument().keySet().stream()
                                .filter(k -> !k.equals("_id"))
                                .sorted()
                                .toList(),
                        fields.paths().stream().sorted().toList());
                assertEquals(value.asDocument().getInt32("_id").getValue() != 0, fields.includesId());
            }
        }
    }

    /**
     * What {@code TextCriteria.getCriteriaObject()} sent under {@code $text}: its terms, language and flags, none of
     * which the planner reads; the model holds the {@code $text} predicate on the empty path, as it holds the driver's
     * {@code Filters.text}.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            textQuery              | {"$search": "Dune"}
            textQueryLanguage      | {"$language": "english", "$search": "dune"}
            textQueryLocale        | {"$language": "fr", "$search": "Dune"}
            queryText              | {"$search": "a b"}
            textQueryOfCriteria    | {"$language": "Dune", "$search": "\\"sand worm\\"", "$caseSensitive": true, "$diacriticSensitive": false}
            textCriteriaAdded      | {"$search": "x"}
            textCriteriaAfterWhere | {"$search": "-Dune"}
            textFluent             | {"$search": "Dune"}
            """)
    void positive_aTextCriteria_isTheTextPredicate(String method, String text) {
        assertEquals(
                BsonDocument.parse(text),
                SentQueryShapes.filterOf(sent.get(method)).getDocument("$text"),
                "what SDM sent for " + method);
        assertTrue(
                read.get(method).query().filter().predicates().stream()
                        .anyMatch(p -> p.path().isEmpty() && p.condition() instanceof Condition.Text),
                method);
    }

    /**
     * {@code TextQuery.sortByScore} puts the score's {@code $meta} into the sort where it is called (first, or after
     * the orders given before it) and, with {@code includeScore}, into the projection: the model holds no
     * {@code $meta} key, so the sort and projection are unknown, as for the driver's {@code metaTextScore}; the filter
     * is still read.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            textSortByScore         | {"score": {"$meta": "textScore"}}                 | {"score": {"$meta": "textScore"}}
            textSortByScoreThenYear | {"score": {"$meta": "textScore"}, "year": 1}      | {"score": {"$meta": "textScore"}}
            textYearThenScore       | {"year": 1, "score": {"$meta": "textScore"}}      | {"score": {"$meta": "textScore"}}
            textIncludeScore        | {}                                                | {"relevance": {"$meta": "textScore"}}
            textScoreFieldName      | {"rank": {"$meta": "textScore"}}                  | {"title": 1, "rank": {"$meta": "textScore"}}
            """)
    void positive_aTextScore_leavesTheSortAndProjectionUnknown(String method, String sort, String projection) {
        BsonDocument command = sent.get(method);
        assertEquals(":text", SentQueryShapes.renderSent(SentQueryShapes.filterOf(command)));
        assertEquals(BsonDocument.parse(sort), command.getDocument("sort", new BsonDocument()), "sort of " + method);
        assertEquals(BsonDocument.parse(projection), command.getDocument("projection"), "projection of " + method);
        Query query = read.get(method).query();
        assertEquals(":text", SentQueryShapes.render(query.filter()));
        if (sort.equals("{}")) {
            assertEquals(Sort.none(), query.sort());
        } else {
            assertInstanceOf(Sort.Unknown.class, query.sort());
        }
        assertInstanceOf(Projection.Unknown.class, query.projection());
    }

    /** A call without collation, hint or fields: SDM sends none, and the model has none. */
    @Test
    void negative_noCollationHintOrFields_noneInTheModel() {
        BsonDocument command = sent.get("is");
        assertTrue(!command.containsKey("collation")
                && !command.containsKey("hint")
                && !command.containsKey("projection"));
        Query query = read.get("is").query();
        assertEquals(QueryCollation.collectionDefault(), query.collation());
        assertEquals(Hint.none(), query.hint());
        assertEquals(Projection.wholeDocument(), query.projection());
    }

    /** A criteria the reader cannot build leaves the filter unknown; the sort and limit are still what SDM sent. */
    @Test
    void positive_aFilterKnownAtRunTime_keepsItsSortAndLimit() {
        assertEquals("find Dune:eq year:1 limit 2", sentCommand("fieldAtRunTimeSorted"));
        Query query = read.get("fieldAtRunTimeSorted").query();
        assertInstanceOf(Filter.Unreadable.class, query.filter());
        assertEquals("unreadable year:1 limit 2", modelCommand(query));
    }

    /**
     * A skip is no limit: SDM sends none. A remove with a limit first finds the documents with the query's sort and
     * limit ({@code MongoTemplate.doRemove}): the delete is planned as that find.
     */
    @Test
    void positive_aSkipAloneIsNoLimit_aLimitedRemoveIsPlannedAsItsFind() {
        assertEquals(Limit.none(), read.get("skipped").query().limit());
        Query remove = read.get("removeLimited").query();
        assertEquals(Query.Operation.DELETE, remove.operation());
        assertEquals(new Limit.Fixed(2), remove.limit());
        assertEquals("title:eq year:1 limit 2", modelCommand(remove));
        assertEquals(Query.Operation.DELETE, read.get("remove").query().operation());
        assertEquals("title:eq - -", modelCommand(read.get("remove").query()));
    }

    /** The name SDM's QueryMapper sends unchanged because no property has it: an unknown field, at the name. */
    @Test
    void positive_aNameNoPropertyHas_isSentUnchanged_andIsAnUnknownField() {
        assertEquals("titl:eq", SentQueryShapes.renderSent(SentQueryShapes.filterOf(sent.get("unknownName"))));
        CodeQuery query = read.get("unknownName");
        assertEquals(1, query.unknownFields().size());
        assertEquals("titl", query.unknownFields().get(0).path());
        assertEquals("title", query.unknownFields().get(0).didYouMean().orElseThrow());
        assertTrue(read.entrySet().stream()
                .filter(e -> !e.getKey().equals("unknownName"))
                .allMatch(e -> e.getValue().unknownFields().isEmpty()));
    }

    /**
     * A field name known at run time: SDM sends the value as the key, schemaguard cannot know it. A second {@code is}
     * and a key given twice in one chain: SDM throws before sending anything.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            fieldAtRunTime | Dune:eq | a field name known at run time
            isTwice          | ''      | SDM's Criteria.is throws InvalidMongoDbApiUsageException
            sameKeyTwice     | ''      | SDM's Criteria.getCriteriaObject throws InvalidMongoDbApiUsageException
            addCriteriaTwice | ''      | 'q', SDM's Query.addCriteria throws InvalidMongoDbApiUsageException
            textCriteriaTwice | ''     | SDM's Query.addCriteria throws InvalidMongoDbApiUsageException
            textNullLanguage | ''      | a null language, on which SDM's TextCriteria.forLanguage throws
            textRootLocale   | ''      | Locale.ROOT, whose empty language SDM's TextCriteria.forLanguage refuses
            textCriteriaAtRunTime | :text | an expression the reader does not follow
            """)
    void negative_whatSchemaguardCannotKnow_isUnreadable(String method, String sentFilter, String reason) {
        BsonDocument command = sent.get(method);
        assertEquals(sentFilter, command == null ? "" : SentQueryShapes.renderSent(SentQueryShapes.filterOf(command)));
        Filter.Unreadable unreadable = assertInstanceOf(
                Filter.Unreadable.class, read.get(method).query().filter());
        assertTrue(unreadable.reason().startsWith(reason), unreadable.reason());
    }

    /**
     * What SDM throws on whenever the call runs is a refusal (QueryRefused), not only an unknown query: the real
     * MongoTemplate throws InvalidMongoDbApiUsageException on exactly these calls, and sends nothing.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"isTwice", "sameKeyTwice", "addCriteriaTwice", "textCriteriaTwice"})
    void positive_whatSdmThrowsOn_isARefusal(String method) {
        assertInstanceOf(
                org.springframework.data.mongodb.InvalidMongoDbApiUsageException.class,
                thrown.get(method),
                () -> method + " threw " + thrown.get(method));
        assertEquals(null, sent.get(method));
        QueryRefusal refusal = read.get(method).refusal().orElseThrow();
        assertEquals(QueryRefusal.Reason.QUERY_BUILD_THROWS, refusal.reason());
    }

    /** The unread languages: SDM's TextCriteria.forLanguage asserts hasText (Spring's Assert), before anything is sent. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"textNullLanguage", "textRootLocale"})
    void negative_aLanguageSdmRefuses_throwsBeforeSending(String method) {
        assertInstanceOf(
                IllegalArgumentException.class, thrown.get(method), () -> method + " threw " + thrown.get(method));
        assertEquals(null, sent.get(method));
    }

    @Test
    void negative_everyOtherCall_isNoRefusal() {
        read.forEach((name, query) -> {
            if (!Set.of("isTwice", "sameKeyTwice", "addCriteriaTwice", "textCriteriaTwice")
                    .contains(name)) {
                assertTrue(query.refusal().isEmpty(), name);
                assertTrue(
                        !(thrown.get(name) instanceof org.springframework.data.mongodb.InvalidMongoDbApiUsageException),
                        () -> name + " threw " + thrown.get(name));
            }
        });
    }
}
