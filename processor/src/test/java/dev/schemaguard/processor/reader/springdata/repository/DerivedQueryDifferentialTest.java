package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.RegexShape;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonRegularExpression;
import org.bson.BsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * Differential test against Spring Data MongoDB itself: a domain class and repository interfaces are compiled, the
 * real repository is created with {@code MongoRepositoryFactory} over a {@code MongoTemplate} on an in-process server,
 * each method is called with sample arguments, and the command SDM sends (its filter, sort and limit) must have the
 * shape of the query {@link DerivedQueryCreator} derives from the method: the same stored paths, operator classes,
 * regex anchoring and options, sort keys and limit. Each row also pins what SDM sent, so that an agreement on
 * nothing cannot pass. Refusals are SDM's exceptions, when the repository is created or when the method is called.
 */
class DerivedQueryDifferentialTest {

    private static final String PERSON = """
            package sdm;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            @Document("people")
            public class Person {
                @Id String id;
                String firstname;
                @Field("ln") String lastname;
                int age;
                Date createdAt;
                boolean active;
                List<String> tags;
                String nickname;
                Address address;
                public static class Address { String city; @Field("zip") String zipCode; }
            }
            """;

    private static final String REPOSITORY_HEADER = """
            package sdm;
            import java.util.*;
            import org.springframework.data.domain.*;
            import org.springframework.data.repository.Repository;
            """;

    private static final String PERSON_REPOSITORY = REPOSITORY_HEADER + """
            public interface PersonRepository extends Repository<Person, String> {
                List<Person> findByFirstname(String firstname);
                List<Person> findByFirstnameAndAge(String firstname, int age);
                List<Person> findByFirstnameOrAgeOrActive(String firstname, int age, boolean active);
                List<Person> findByFirstnameIgnoreCase(String firstname);
                List<Person> findByFirstnameAndAgeAllIgnoreCase(String firstname, int age);
                List<Person> findByAgeBetween(int from, int to);
                List<Person> findByAgeLessThanAndCreatedAtGreaterThanEqual(int age, Date createdAt);
                List<Person> findByCreatedAtBefore(Date createdAt);
                List<Person> findByCreatedAtAfter(Date createdAt);
                List<Person> findByFirstnameLike(String firstname);
                List<Person> findByFirstnameNotLike(String firstname);
                List<Person> findByFirstnameContaining(String firstname);
                List<Person> findByFirstnameStartingWith(String firstname);
                List<Person> findByFirstnameEndingWith(String firstname);
                List<Person> findByFirstnameStartsWithIgnoreCase(String firstname);
                List<Person> findByTagsContaining(String tag);
                List<Person> findByNicknameExists(boolean exists);
                List<Person> findByNicknameIsNull();
                List<Person> findByNicknameIsNotNull();
                List<Person> findByActiveTrue();
                List<Person> findByActiveFalse();
                List<Person> findByAgeIn(Collection<Integer> ages);
                List<Person> findByAgeNotIn(List<Integer> ages);
                List<Person> findByFirstnameIn(String firstname);
                List<Person> findByFirstnameNot(String firstname);
                List<Person> findByFirstnameRegex(String pattern);
                List<Person> findByAddressCity(String city);
                List<Person> findByAddress_ZipCode(String zipCode);
                List<Person> findByLastname(String lastname);
                List<Person> findByIdAndAge(String id, int age);
                List<Person> findFirstByFirstname(String firstname);
                List<Person> findTop3ByAge(int age);
                List<Person> findTop0ByAge(int age);
                List<Person> findDistinctByLastname(String lastname);
                long countByFirstname(String firstname);
                boolean existsByFirstname(String firstname);
                long deleteByFirstname(String firstname);
                List<Person> findByAgeOrderByLastnameAscFirstnameDesc(int age);
                List<Person> findByAgeOrderByLastname(int age, Sort sort);
                List<Person> findByActive(boolean active, Pageable page);
                List<Person> findByAddressCityAllIgnoreCase(String city);
                List<Person> findByTagsNotContaining(String tag);
                List<Person> findByFirstnameNotIgnoreCase(String firstname);
                List<Person> findByFirstnameEndsWithAllIgnoringCase(String firstname);
            }
            """;

    /** Each refusal in an interface of its own: one that SDM refuses on creation would take the others with it. */
    private static final Map<String, String> REFUSING_REPOSITORIES = Map.of(
            "UnknownPropertyRepository", "List<Person> findByFirstnam(String firstname);",
            "SecondExpressionRepository", "List<Person> findByAgeGreaterThanAndAgeLessThan(int from, int to);",
            "IgnoreCaseOnIntRepository", "List<Person> findByAgeIgnoreCase(int age);",
            "OrderByTwiceRepository", "List<Person> findByAgeOrderByFirstnameOrderByLastname(int age);",
            "TooFewArgumentsRepository", "List<Person> findByFirstnameAndAge(String firstname);",
            "MissingPropertyRepository", "List<Person> findByIsNull();",
            "DirectionWithoutPropertyRepository", "List<Person> findByAgeOrderByAsc(int age);",
            "TopBeyondAnIntRepository", "List<Person> findTop3000000000ByAge(int age);",
            "KeywordOnlyRepository", "List<Person> findByNull();");

    private static DocumentModel person;
    private static ClassLoader loader;
    private static RecordingServer server;
    private static MongoRepositoryFactory factory;

    @BeforeAll
    static void compile() {
        List<String> sources =
                new ArrayList<>(List.of("sdm.Person", PERSON, "sdm.PersonRepository", PERSON_REPOSITORY));
        REFUSING_REPOSITORIES.forEach((name, method) -> {
            sources.add("sdm." + name);
            sources.add(REPOSITORY_HEADER + "public interface " + name + " extends Repository<Person, String> { "
                    + method + " }");
        });
        ModelCapture.Captured captured = ModelCapture.capture(Map.of(), sources.toArray(String[]::new));
        person = captured.models().get("sdm.Person");
        loader = CompiledOutput.loader(captured.compilation());
        server = new RecordingServer(new MemoryBackend(), Set.of("find", "aggregate", "count", "delete"));
        MongoMappingContext context = new MongoMappingContext();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.afterPropertiesSet();
        factory = new MongoRepositoryFactory(
                new MongoTemplate(new SimpleMongoClientDatabaseFactory(server.client(), "queries"), converter));
        factory.setBeanClassLoader(loader);
    }

    @AfterAll
    static void close() {
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            findByFirstname                               | firstname:eq
            findByFirstnameAndAge                         | and(firstname:eq,age:eq)
            findByFirstnameOrAgeOrActive                  | or(or(firstname:eq,age:eq),active:eq)
            findByFirstnameIgnoreCase                     | firstname:regex(WHOLE_VALUE,i)
            findByFirstnameAndAgeAllIgnoreCase            | and(firstname:regex(WHOLE_VALUE,i),age:eq)
            findByAgeBetween                              | and(age:gt,age:lt)
            findByAgeLessThanAndCreatedAtGreaterThanEqual | and(age:lt,createdAt:gte)
            findByCreatedAtBefore                         | createdAt:lt
            findByCreatedAtAfter                          | createdAt:gt
            findByFirstnameLike                           | firstname:regex(NONE,)
            findByFirstnameNotLike                        | firstname:not(regex(NONE,))
            findByFirstnameContaining                     | firstname:regex(NONE,)
            findByFirstnameStartingWith                   | firstname:regex(START,)
            findByFirstnameEndingWith                     | firstname:regex(END,)
            findByFirstnameStartsWithIgnoreCase           | firstname:regex(START,i)
            findByTagsContaining                          | tags:in[1]
            findByNicknameExists                          | nickname:exists(true)
            findByNicknameIsNull                          | nickname:null
            findByNicknameIsNotNull                       | nickname:ne(null)
            findByActiveTrue                              | active:eq
            findByActiveFalse                             | active:eq
            findByAgeIn                                   | age:in[2]
            findByAgeNotIn                                | age:nin[2]
            findByFirstnameIn                             | firstname:in[1]
            findByFirstnameNot                            | firstname:ne
            findByFirstnameRegex                          | firstname:regex(START,)
            findByAddressCity                             | address.city:eq
            findByAddress_ZipCode                         | address.zip:eq
            findByLastname                                | ln:eq
            findByIdAndAge                                | and(_id:eq,age:eq)
            findFirstByFirstname                          | firstname:eq
            findTop3ByAge                                 | age:eq
            findTop0ByAge                                 | age:eq
            findDistinctByLastname                        | ln:eq
            countByFirstname                              | firstname:eq
            existsByFirstname                             | firstname:eq
            deleteByFirstname                             | firstname:eq
            findByAgeOrderByLastnameAscFirstnameDesc      | age:eq
            findByAgeOrderByLastname                      | age:eq
            findByActive                                  | active:eq
            findByAddressCityAllIgnoreCase                | address.city:eq
            findByTagsNotContaining                       | tags:not(in[1])
            findByFirstnameNotIgnoreCase                  | firstname:not(regex(WHOLE_VALUE,i))
            findByFirstnameEndsWithAllIgnoringCase        | firstname:regex(END,i)
            """)
    void positive_derivedQueryHasTheShapeSdmSends(String methodName, String sentFilter) throws Exception {
        Class<?> repositoryType = loader.loadClass("sdm.PersonRepository");
        Method method = methodNamed(repositoryType, methodName);
        Object repository = factory.getRepository(repositoryType);
        int before = server.sentTo("queries").size();
        method.invoke(repository, sampleArguments(method));
        List<BsonDocument> sent = server.sentTo("queries");
        BsonDocument command = sent.get(sent.size() - 1);
        assertTrue(sent.size() > before, "SDM sent no command for " + methodName);

        Query query = assertInstanceOf(
                        Derivation.Derived.class, new DerivedQueryCreator(person).derive(signature(method)))
                .query();

        String observed = renderSent(filterOf(command));
        assertEquals(sentFilter, observed, "what SDM sent for " + methodName + ": " + command.toJson());
        assertTrue(
                globMatches(render(query.filter()), observed),
                "schemaguard derived " + render(query.filter()) + ", SDM sent " + observed);
        assertSortAgrees(query.sort(), command.getDocument("sort", new BsonDocument()));
        if (command.containsKey("find")) {
            assertLimitAgrees(query.limit(), command);
        }
        assertEquals(expectedOperation(command), query.operation(), command.toJson());
    }

    @Test
    void positive_orderByKeysAndDirectionsAreTheSortSdmSends() throws Exception {
        Query query = derivedFromPersonRepository("findByAgeOrderByLastnameAscFirstnameDesc");
        assertEquals(
                new Sort.Static(List.of(
                        new Sort.SortKey("ln", Sort.Direction.ASCENDING),
                        new Sort.SortKey("firstname", Sort.Direction.DESCENDING))),
                query.sort());
    }

    @Test
    void positive_sortAndPageableParametersAppendKeysKnownAtRunTime() throws Exception {
        assertEquals(
                new Sort.Dynamic(List.of(new Sort.SortKey("ln", Sort.Direction.ASCENDING))),
                derivedFromPersonRepository("findByAgeOrderByLastname").sort());
        Query paged = derivedFromPersonRepository("findByActive");
        assertEquals(new Sort.Dynamic(List.of()), paged.sort());
        assertEquals(new Limit.AtRunTime(), paged.limit());
    }

    @Test
    void positive_firstAndTopLimitTheFind() throws Exception {
        assertEquals(
                new Limit.Fixed(1),
                derivedFromPersonRepository("findFirstByFirstname").limit());
        assertEquals(
                new Limit.Fixed(3), derivedFromPersonRepository("findTop3ByAge").limit());
    }

    @Test
    void positive_regexOptionsAreKnownOnlyWithoutAPatternArgument() throws Exception {
        Filter.Predicate predicate = (Filter.Predicate) ((Filter.And)
                        derivedFromPersonRepository("findByFirstnameRegex").filter())
                .clauses()
                .get(0);
        assertEquals(new Condition.Regex(RegexShape.of(RegexShape.Anchoring.AT_RUN_TIME, "")), predicate.condition());
    }

    @Test
    void negative_unknownPropertyIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("UnknownPropertyRepository");
        assertEquals(QueryRefusal.Reason.UNKNOWN_PROPERTY, refusal.reason());
        assertEquals("firstname", refusal.didYouMean().orElseThrow());
        assertSdmRefuses("UnknownPropertyRepository", refusal.reason().phase(), "firstnam");
    }

    @Test
    void negative_twoConditionsOnOnePathAreRefusedWhenCalled() throws Exception {
        QueryRefusal refusal = refusalOf("SecondExpressionRepository");
        assertEquals(QueryRefusal.Reason.SECOND_EXPRESSION_ON_PATH, refusal.reason());
        assertEquals("age", refusal.detail());
        assertSdmRefuses("SecondExpressionRepository", refusal.reason().phase(), "second 'age' expression");
    }

    @Test
    void negative_ignoreCaseOnAnIntIsRefusedWhenCalled() throws Exception {
        QueryRefusal refusal = refusalOf("IgnoreCaseOnIntRepository");
        assertEquals(QueryRefusal.Reason.IGNORE_CASE_NOT_STRING, refusal.reason());
        assertSdmRefuses("IgnoreCaseOnIntRepository", refusal.reason().phase(), "must be of type String");
    }

    @Test
    void negative_orderByTwiceIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("OrderByTwiceRepository");
        assertEquals(QueryRefusal.Reason.ORDER_BY_REPEATED, refusal.reason());
        assertSdmRefuses("OrderByTwiceRepository", refusal.reason().phase(), "OrderBy must not be used more than once");
    }

    @Test
    void negative_fewerParametersThanThePartsTakeIsRefused() throws Exception {
        QueryRefusal refusal = refusalOf("TooFewArgumentsRepository");
        assertEquals(QueryRefusal.Reason.TOO_FEW_ARGUMENTS, refusal.reason());
        assertSdmRefuses(
                "TooFewArgumentsRepository",
                refusal.reason().phase(),
                "You seem to have declared too little query method parameters");
    }

    @Test
    void negative_aKeywordWithoutPropertyIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("MissingPropertyRepository");
        // PartTree reads "IsNull" as the keyword Null on a property "Is"
        assertEquals(QueryRefusal.Reason.UNKNOWN_PROPERTY, refusal.reason(), refusal.toString());
        assertTrue(refusal.detail().startsWith("is of "), refusal.detail());
        assertSdmRefuses("MissingPropertyRepository", refusal.reason().phase(), "No property 'is' found");
    }

    @Test
    void negative_aDirectionWithoutPropertyIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("DirectionWithoutPropertyRepository");
        assertEquals(QueryRefusal.Reason.INVALID_ORDER_SYNTAX, refusal.reason());
        assertSdmRefuses(
                "DirectionWithoutPropertyRepository", refusal.reason().phase(), "Invalid order syntax for part Asc");
    }

    @Test
    void negative_aKeywordAloneIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("KeywordOnlyRepository");
        // the keyword Null alone is read as a property "null"
        assertEquals(QueryRefusal.Reason.UNKNOWN_PROPERTY, refusal.reason(), refusal.toString());
        assertSdmRefuses("KeywordOnlyRepository", refusal.reason().phase(), "No property 'null' found");
    }

    @Test
    void negative_aCountBeyondAnIntIsRefusedWhenTheRepositoryIsCreated() throws Exception {
        QueryRefusal refusal = refusalOf("TopBeyondAnIntRepository");
        assertEquals(QueryRefusal.Reason.INVALID_LIMIT, refusal.reason());
        assertSdmRefuses("TopBeyondAnIntRepository", refusal.reason().phase(), "3000000000");
    }

    @Test
    void topZeroSendsNoLimit() throws Exception {
        assertEquals(Limit.none(), derivedFromPersonRepository("findTop0ByAge").limit());
        Object repository = factory.getRepository(loader.loadClass("sdm.PersonRepository"));
        Method method = methodNamed(loader.loadClass("sdm.PersonRepository"), "findTop0ByAge");
        method.invoke(repository, sampleArguments(method));
        List<BsonDocument> all = server.sent();
        BsonDocument sent = all.get(all.size() - 1);
        assertFalse(sent.containsKey("limit"), sent.toJson());
    }

    private static Query derivedFromPersonRepository(String methodName) throws Exception {
        Method method = methodNamed(loader.loadClass("sdm.PersonRepository"), methodName);
        return assertInstanceOf(Derivation.Derived.class, new DerivedQueryCreator(person).derive(signature(method)))
                .query();
    }

    private static QueryRefusal refusalOf(String repositoryName) throws Exception {
        Method method = loader.loadClass("sdm." + repositoryName).getDeclaredMethods()[0];
        return assertInstanceOf(Derivation.Refused.class, new DerivedQueryCreator(person).derive(signature(method)))
                .refusal();
    }

    /** SDM refuses in the phase schemaguard says, with a message that names what is wrong. */
    private static void assertSdmRefuses(String repositoryName, QueryRefusal.Phase phase, String messagePart)
            throws Exception {
        Class<?> type = loader.loadClass("sdm." + repositoryName);
        Object repository;
        try {
            repository = factory.getRepository(type);
        } catch (RuntimeException e) {
            assertEquals(QueryRefusal.Phase.REPOSITORY_CREATION, phase, e.toString());
            assertTrue(messages(e).contains(messagePart), messages(e));
            return;
        }
        assertEquals(QueryRefusal.Phase.CALL, phase, "SDM created the repository");
        Method method = type.getDeclaredMethods()[0];
        InvocationTargetException thrown =
                assertThrows(InvocationTargetException.class, () -> method.invoke(repository, sampleArguments(method)));
        assertTrue(messages(thrown.getCause()).contains(messagePart), messages(thrown.getCause()));
    }

    private static String messages(Throwable e) {
        StringBuilder out = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            out.append(t).append(" / ");
        }
        return out.toString();
    }

    private static Method methodNamed(Class<?> type, String name) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> m.getName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    /** The neutral description the javac reader will build from the method's element, here from reflection. */
    private static MethodSignature signature(Method method) {
        List<ParameterType> parameters = new ArrayList<>();
        for (java.lang.reflect.Parameter p : method.getParameters()) {
            Set<String> supertypes = new LinkedHashSet<>();
            collectSupertypes(p.getType(), supertypes);
            boolean near = Arrays.stream(p.getAnnotations())
                    .anyMatch(a ->
                            a.annotationType().getName().equals("org.springframework.data.mongodb.repository.Near"));
            parameters.add(new ParameterType(
                    p.getType().getTypeName(),
                    supertypes,
                    p.getType().isArray() || Collection.class.isAssignableFrom(p.getType()),
                    near));
        }
        return new MethodSignature(method.getName(), parameters, true, false, Origin.NONE);
    }

    private static void collectSupertypes(Class<?> type, Set<String> out) {
        if (type == null || !out.add(type.getName())) {
            return;
        }
        collectSupertypes(type.getSuperclass(), out);
        for (Class<?> i : type.getInterfaces()) {
            collectSupertypes(i, out);
        }
    }

    private static Object[] sampleArguments(Method method) {
        return Arrays.stream(method.getParameterTypes())
                .map(DerivedQueryDifferentialTest::sample)
                .toArray();
    }

    private static Object sample(Class<?> type) {
        if (type == String.class) {
            return "^ab";
        }
        if (type == int.class) {
            return 3;
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == Date.class) {
            return new Date(0);
        }
        if (Collection.class.isAssignableFrom(type)) {
            return List.of(1, 2);
        }
        if (type == org.springframework.data.domain.Sort.class) {
            return org.springframework.data.domain.Sort.by("firstname");
        }
        if (type == org.springframework.data.domain.Pageable.class) {
            return PageRequest.of(0, 5, org.springframework.data.domain.Sort.Direction.DESC, "age");
        }
        throw new AssertionError("no sample of " + type);
    }

    private static BsonDocument filterOf(BsonDocument command) {
        if (command.containsKey("find")) {
            return command.getDocument("filter", new BsonDocument());
        }
        if (command.containsKey("delete")) {
            return command.getArray("deletes").get(0).asDocument().getDocument("q");
        }
        if (command.containsKey("count")) {
            return command.getDocument("query", new BsonDocument());
        }
        return command.getArray("pipeline").get(0).asDocument().getDocument("$match");
    }

    private static Query.Operation expectedOperation(BsonDocument command) {
        if (command.containsKey("delete")) {
            return Query.Operation.DELETE;
        }
        if (command.containsKey("find")) {
            return Query.Operation.FIND;
        }
        // countDocuments is an aggregation; SDM's exists counts with a limit of 1
        boolean limited = command.getArray("pipeline", new BsonArray()).stream()
                .anyMatch(stage -> stage.asDocument().containsKey("$limit"));
        return limited ? Query.Operation.EXISTS : Query.Operation.COUNT;
    }

    private static void assertSortAgrees(Sort sort, BsonDocument sent) {
        String observed = sent.entrySet().stream()
                .map(e -> e.getKey() + ":" + e.getValue().asNumber().intValue())
                .collect(Collectors.joining(","));
        if (sort instanceof Sort.Static fixed) {
            assertEquals(keys(fixed.keys()), observed);
        } else if (sort instanceof Sort.Dynamic dynamic) {
            assertTrue(observed.startsWith(keys(dynamic.leadingKeys())), observed);
            assertTrue(observed.length() > keys(dynamic.leadingKeys()).length(), "no key appended: " + observed);
        } else {
            throw new AssertionError("sort unknown: " + sort);
        }
    }

    private static String keys(List<Sort.SortKey> keys) {
        return keys.stream().map(k -> k.path() + ":" + k.direction().value()).collect(Collectors.joining(","));
    }

    private static void assertLimitAgrees(Limit limit, BsonDocument find) {
        if (limit instanceof Limit.Fixed fixed) {
            assertEquals(fixed.count(), find.getNumber("limit").intValue(), find.toJson());
        } else if (limit instanceof Limit.AtRunTime) {
            assertTrue(find.containsKey("limit"), find.toJson());
        } else {
            assertFalse(find.containsKey("limit") && find.getNumber("limit").intValue() != 0, find.toJson());
        }
    }

    /** A model filter with {@code *} where it says a value is known only at run time. */
    private static String render(Filter filter) {
        if (filter instanceof Filter.And and) {
            List<String> clauses = new ArrayList<>();
            flattenAnd(and, clauses);
            return clauses.size() == 1 ? clauses.get(0) : "and(" + String.join(",", clauses) + ")";
        }
        if (filter instanceof Filter.Or or) {
            return "or("
                    + or.clauses().stream()
                            .map(DerivedQueryDifferentialTest::render)
                            .collect(Collectors.joining(",")) + ")";
        }
        if (filter instanceof Filter.Nor nor) {
            return "nor("
                    + nor.clauses().stream()
                            .map(DerivedQueryDifferentialTest::render)
                            .collect(Collectors.joining(",")) + ")";
        }
        if (filter instanceof Filter.Predicate p) {
            return p.path() + ":" + render(p.condition());
        }
        return "unreadable";
    }

    private static void flattenAnd(Filter filter, List<String> out) {
        if (filter instanceof Filter.And and) {
            and.clauses().forEach(c -> flattenAnd(c, out));
        } else {
            out.add(render(filter));
        }
    }

    private static String render(Condition condition) {
        if (condition instanceof Condition.In in) {
            return "in" + (in.regexElements() ? "/re" : "") + "["
                    + (in.size().isPresent() ? String.valueOf(in.size().getAsInt()) : "*") + "]";
        }
        if (condition instanceof Condition.NotIn nin) {
            return "nin" + (nin.regexElements() ? "/re" : "") + "["
                    + (nin.size().isPresent() ? String.valueOf(nin.size().getAsInt()) : "*") + "]";
        }
        if (condition instanceof Condition.Range r) {
            return r.comparison().operator().substring(1);
        }
        if (condition instanceof Condition.Regex r) {
            return "regex("
                    + (r.shape().anchoring() == RegexShape.Anchoring.AT_RUN_TIME
                            ? "*"
                            : r.shape().anchoring().name()) + ","
                    + r.shape().options().orElse("*") + ")";
        }
        if (condition instanceof Condition.NotEqual ne) {
            return ne.nullValue() ? "ne(null)" : "ne";
        }
        if (condition instanceof Condition.Not not) {
            return "not(" + render(not.negated()) + ")";
        }
        if (condition instanceof Condition.Exists ex) {
            return "exists("
                    + (ex.value() == Condition.Truth.AT_RUN_TIME
                            ? "*"
                            : ex.value().name().toLowerCase(java.util.Locale.ROOT))
                    + ")";
        }
        if (condition instanceof Condition.Equality) {
            return "eq";
        }
        if (condition instanceof Condition.NullEquality) {
            return "null";
        }
        return condition.getClass().getSimpleName();
    }

    /** The filter SDM sent, in the same notation, each field's operators as predicates of their own. */
    private static String renderSent(BsonDocument filter) {
        List<String> clauses = new ArrayList<>();
        for (Map.Entry<String, BsonValue> field : filter.entrySet()) {
            String key = field.getKey();
            if (key.equals("$or") || key.equals("$and") || key.equals("$nor")) {
                clauses.add(key.substring(1) + "("
                        + field.getValue().asArray().stream()
                                .map(c -> renderSent(c.asDocument()))
                                .collect(Collectors.joining(","))
                        + ")");
            } else {
                renderSentConditions(field.getValue()).forEach(c -> clauses.add(key + ":" + c));
            }
        }
        return clauses.size() == 1 ? clauses.get(0) : "and(" + String.join(",", clauses) + ")";
    }

    private static List<String> renderSentConditions(BsonValue value) {
        if (value.isNull()) {
            return List.of("null");
        }
        if (value.isRegularExpression()) {
            return List.of(renderRegex(value.asRegularExpression()));
        }
        if (!value.isDocument() || value.asDocument().keySet().stream().noneMatch(k -> k.startsWith("$"))) {
            return List.of("eq");
        }
        BsonDocument operators = value.asDocument();
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, BsonValue> op : operators.entrySet()) {
            BsonValue operand = op.getValue();
            switch (op.getKey()) {
                case "$gt", "$gte", "$lt", "$lte" -> out.add(op.getKey().substring(1));
                case "$ne" -> out.add(operand.isNull() ? "ne(null)" : "ne");
                case "$in", "$nin" ->
                    out.add(op.getKey().substring(1)
                            + (operand.asArray().stream().anyMatch(BsonValue::isRegularExpression) ? "/re" : "")
                            + "[" + operand.asArray().size() + "]");
                case "$exists" -> out.add("exists(" + operand.asBoolean().getValue() + ")");
                case "$not" -> out.add("not(" + String.join(",", renderSentConditions(operand)) + ")");
                case "$regex" ->
                    out.add(renderRegex(new BsonRegularExpression(
                            operand.isString()
                                    ? operand.asString().getValue()
                                    : operand.asRegularExpression().getPattern(),
                            operators.containsKey("$options")
                                    ? operators.getString("$options").getValue()
                                    : "")));
                case "$options" -> {}
                default -> out.add(op.getKey());
            }
        }
        return out;
    }

    private static String renderRegex(BsonRegularExpression regex) {
        String p = regex.getPattern();
        String anchoring = p.startsWith("^") && p.endsWith("$")
                ? "WHOLE_VALUE"
                : p.startsWith("^") ? "START" : p.endsWith("$") ? "END" : "NONE";
        return "regex(" + anchoring + "," + regex.getOptions() + ")";
    }

    /** Whether the observed rendering is the model's with each {@code *} standing for what the model leaves open. */
    private static boolean globMatches(String model, String observed) {
        String regex =
                Arrays.stream(model.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining("[A-Za-z0-9_]*"));
        return observed.matches(regex);
    }
}
