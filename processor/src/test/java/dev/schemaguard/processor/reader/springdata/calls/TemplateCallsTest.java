package dev.schemaguard.processor.reader.springdata.calls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.SchemaGuardProcessor;
import dev.schemaguard.processor.diagnostic.CodePosition;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.reader.code.CodeQuery;
import dev.schemaguard.processor.reader.code.CodeQueryNotation;
import dev.schemaguard.processor.reader.code.LastRoundCalls;
import dev.schemaguard.processor.testing.SharedFileManagerJavac;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The queries Spring's {@code MongoTemplate} calls of a class send: one per call on a document's class literal, with
 * the {@code Query} built in the call or in the statements before it, keys mapped as SDM's {@code QueryMapper} maps
 * them, at the call's line.
 */
class TemplateCallsTest {

    /** Another library's class named MongoTemplate, with the same methods: no SDM call. */
    private static final String OTHER_TEMPLATE = """
            package other;
            public class MongoTemplate {
                public <T> java.util.List<T> find(org.springframework.data.mongodb.core.query.Query q, Class<T> type) {
                    return java.util.List.of();
                }
            }
            """;

    private static final String LIBRARY = """
            package tpl;
            import static org.springframework.data.mongodb.core.query.Criteria.where;
            import static org.springframework.data.mongodb.core.query.Query.query;
            import java.util.List;
            import org.springframework.data.domain.Sort;
            import org.springframework.data.mongodb.core.MongoOperations;
            import org.springframework.data.mongodb.core.MongoTemplate;
            import org.springframework.data.mongodb.core.query.Collation;
            import org.springframework.data.mongodb.core.query.Criteria;
            import org.springframework.data.mongodb.core.query.Query;
            import org.springframework.data.mongodb.core.query.Update;
            public final class Library {
                static final String TITLE = "title";
                private final MongoTemplate template;
                private final MongoOperations operations;
                private final other.MongoTemplate others;
                private final Query shared = new Query();
                Library(MongoTemplate template, MongoOperations operations, other.MongoTemplate others) {
                    this.template = template;
                    this.operations = operations;
                    this.others = others;
                }
                Object chained(String a, int y) {
                    return template.find(query(where("author").is(a).and("year").gte(y)).with(Sort.by(Sort.Direction.DESC, "year")).limit(10), Book.class);
                }
                Object qualified(String t) {
                    return operations.findOne(Query.query(Criteria.where(BookSchema.TITLE).is(t)), Book.class);
                }
                long counted(String t) {
                    return template.count(new Query(where(TITLE).regex("^" + "Du", "i")).withHint("title_1"), Book.class);
                }
                Object builtInLocals(String a, int y) {
                    Query q = new Query();
                    q.addCriteria(where("author").is(a));
                    Criteria recent = where("year").gt(y);
                    q.addCriteria(recent);
                    q.with(Sort.by("title"));
                    q.fields().include("title");
                    return template.find(q, Book.class);
                }
                Object reassigned(String a, boolean byTitle) {
                    Criteria c = where("author").is(a);
                    if (byTitle) {
                        c = c.and("title").is(a);
                    }
                    return template.find(query(c), Book.class);
                }
                Object changedInABranch(String a, boolean byTitle) {
                    Query q = query(where("author").is(a));
                    if (byTitle) {
                        q.limit(1);
                    }
                    return template.find(q, Book.class);
                }
                Object builtElsewhere() {
                    return template.find(shared, Book.class);
                }
                Object fieldAtRunTime(String field, String v) {
                    return template.find(query(where(field).is(v)), Book.class);
                }
                Object unknownName(String v) {
                    return template.find(query(where("titl").is(v).and("publisher.nam").is(v)), Book.class);
                }
                Object otherCollection(String v) {
                    return template.find(query(where("title").is(v)), Book.class, "archive");
                }
                Object sameCollection(String v) {
                    return template.exists(query(where("publisher.city").is(v)), Book.class, "books");
                }
                Object anotherLibrary(String v) {
                    return others.find(query(where("title").is(v)), Book.class);
                }
                void writes(String v) {
                    template.remove(query(where("tags").in("a", "b")), Book.class);
                    template.updateFirst(query(where("id").is(v)).with(Sort.by("year")), new Update().set("title", v), Book.class);
                    template.updateMulti(query(new Criteria().orOperator(where("title").is(v), where("author").is(v))), new Update().set("year", 1), Book.class);
                }
                Object fluent(String v) {
                    return template.query(Book.class).matching(where("author").is(v)).first();
                }
                Object collated(String v) {
                    return template.find(query(where("title").is(v)).collation(Collation.of("fr").strength(2)), Book.class);
                }
                Object isTwice(String v) {
                    return template.find(query(where("title").is(v).is(v)), Book.class);
                }
                Object notAQuery() {
                    return template.getCollectionName(Book.class);
                }
                Object inALambda(List<String> authors) {
                    return authors.stream().map(a -> template.findOne(query(where("author").is(a)), Book.class)).toList();
                }
                Object inALoop(List<String> authors) {
                    Query q = new Query();
                    for (String a : authors) {
                        q.addCriteria(where("author").is(a));
                        template.find(q, Book.class);
                    }
                    return null;
                }
                Object declaredInTheLoop(List<String> authors) {
                    for (String a : authors) {
                        Query q = query(where("author").is(a));
                        q.limit(2);
                        template.find(q, Book.class);
                    }
                    return null;
                }
                Object capturedByALambda() {
                    Query q = query(where("year").gt(1));
                    Runnable r = () -> template.find(q, Book.class);
                    q.limit(5);
                    r.run();
                    return null;
                }
                Object readTwice(String a) {
                    Query q = query(where("author").is(a));
                    template.find(q, Book.class);
                    return template.count(q, Book.class);
                }
                Object passedToAHelper(String a) {
                    Query q = query(where("author").is(a));
                    helper(q);
                    return template.find(q, Book.class);
                }
                Object aliased(String a) {
                    Query q = query(where("author").is(a));
                    Query same = q;
                    same.limit(4);
                    return template.find(q, Book.class);
                }
                Object fluentInALocal(String a) {
                    var find = template.query(Book.class);
                    return find.matching(where("title").is(a)).all();
                }
                static void helper(Query q) {}
                Object reactive(org.springframework.data.mongodb.core.ReactiveMongoOperations reactive, String a) {
                    return reactive.find(query(where("title").is(a)).limit(3), Book.class);
                }
                Object reactiveFluent(org.springframework.data.mongodb.core.ReactiveMongoTemplate reactive, String a) {
                    return reactive.query(Book.class).matching(where("title").is(a)).first();
                }
            }
            """;

    private static final List<CodeQuery> calls = new ArrayList<>();

    @BeforeAll
    static void compile() {
        ModelCapture.Capturing models = ModelCapture.processor(Map.of());
        LastRoundCalls reader = new LastRoundCalls("tpl.Library", models, TemplateCalls::new);
        Compilation compilation = SharedFileManagerJavac.compiler()
                .withProcessors(models, new SchemaGuardProcessor(), reader)
                // the reader is tested here, the rules in TemplateQueryRulesTest: their errors on what these calls
                // misspell or send twice on purpose would fail the compilation
                .withOptions("-Aschemaguard.QueryFieldUnknown=off", "-Aschemaguard.QueryRefused=off")
                .compile(
                        JavaFileObjects.forSourceString("tpl.Book", TemplateSources.BOOK),
                        JavaFileObjects.forSourceString("other.MongoTemplate", OTHER_TEMPLATE),
                        JavaFileObjects.forSourceString("tpl.Library", LIBRARY));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), compilation.diagnostics()::toString);
        calls.addAll(reader.calls());
    }

    private static Query at(int line) {
        return calls.stream()
                .map(CodeQuery::query)
                .filter(q -> ((CodePosition) q.origin()).line() == line)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void positive_eachTemplateCallOnADocumentsClass_isAQueryAtItsLine() {
        assertEquals(
                List.of(
                        "24 FIND {a: eq, year: $gte} sort {year: -1} limit 10 None",
                        "27 FIND {title: eq} limit 1 None",
                        "30 COUNT {title: regex/i} None hint title_1",
                        "39 FIND {a: eq, year: $gt} sort {title: 1} None None",
                        "46 FIND {?} None None",
                        "53 FIND {?} sort {?} AtRunTime AtRunTime",
                        "56 FIND {?} sort {?} AtRunTime AtRunTime",
                        "59 FIND {?} None None",
                        "62 FIND {titl: eq, publisher.nam: eq} None None",
                        "68 EXISTS {publisher.c: eq} None None",
                        "74 DELETE {tags: in[2]} None None",
                        "75 UPDATE {_id: eq} sort {year: 1} limit 1 None",
                        "76 UPDATE {$or: [{title: eq}, {a: eq}]} None None",
                        "79 FIND {a: eq} limit 1 None",
                        "82 FIND {title: eq} None None",
                        "85 FIND {?} None None",
                        "91 FIND {a: eq} limit 1 None",
                        "97 FIND {?} sort {?} AtRunTime AtRunTime",
                        "105 FIND {a: eq} limit 2 None",
                        "111 FIND {?} sort {?} AtRunTime AtRunTime",
                        "118 FIND {a: eq} None None",
                        "119 COUNT {a: eq} None None",
                        "124 FIND {?} sort {?} AtRunTime AtRunTime",
                        "130 FIND {a: eq} limit 4 None",
                        "134 FIND {title: eq} None None",
                        "138 FIND {title: eq} limit 3 None",
                        "141 FIND {title: eq} limit 1 None"),
                calls.stream().map(c -> CodeQueryNotation.describe(c.query())).toList());
    }

    /** Another collection's name, another library's MongoTemplate, a call that runs no query: nothing is read. */
    @Test
    void negative_callsThatQueryNoDocumentsCollection_areNotRead() {
        Set<Long> lines = new java.util.TreeSet<>();
        calls.forEach(c -> lines.add(((CodePosition) c.query().origin()).line()));
        for (long line : List.of(65L, 71L, 88L)) {
            assertEquals(false, lines.contains(line), "line " + line);
        }
    }

    /**
     * A query built in a local variable that is assigned again, changed in a branch, in a loop around the call, after a
     * lambda that runs the call, or passed to another method; one built in a field; a field name known only at run time:
     * unknown, each saying why.
     */
    @Test
    void negative_whatTheReaderDoesNotFollow_isUnreadable() {
        assertEquals(
                List.of(
                        "'c', assigned more than once",
                        "'q', named where the reader does not follow it",
                        "'shared', built outside the statements before the call",
                        "a field name known at run time: field",
                        "SDM's Criteria.is throws InvalidMongoDbApiUsageException: \"Multiple 'is' values declared\"",
                        "'q', changed in a loop or lambda around the call",
                        "'q', captured by a lambda",
                        "'q', a call of tpl.Library.helper, which is not read"),
                List.of(46, 53, 56, 59, 85, 97, 111, 124).stream()
                        .map(line -> ((Filter.Unreadable) at(line).filter()).reason())
                        .toList());
    }

    @Test
    void positive_aNameNoPropertyHas_isRecordedAtTheNameWithTheClosestOne() {
        assertEquals(
                List.of("titl titl? title 62:42", "publisher.nam nam? name 62:60"),
                calls.stream()
                        .flatMap(c -> c.unknownFields().stream())
                        .map(f -> f.path() + " " + f.property() + "? "
                                + f.didYouMean().orElse("-") + " " + ((CodePosition) f.origin()).line() + ":"
                                + ((CodePosition) f.origin()).column())
                        .toList());
    }

    @Test
    void positive_fieldsCollationAndGeneratedConstants_areRead() {
        assertEquals(new Projection.Fields(List.of("title"), true), at(39).projection());
        assertEquals(
                new QueryCollation.Explicit(new dev.schemaguard.processor.model.CollationSpec("fr", 2, false, false)),
                at(82).collation());
        assertEquals(
                "title",
                ((Filter.Predicate) ((Filter.And) at(27).filter()).clauses().get(0)).path());
    }
}
