package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Hint;
import dev.schemaguard.processor.query.Projection;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.Sort;
import dev.schemaguard.processor.testing.CompiledOutput;
import dev.schemaguard.processor.testing.RecordingServer;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.data.mongodb.core.annotation.Collation;
import org.springframework.data.mongodb.repository.Aggregation;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * Differential test against Spring Data MongoDB itself, as {@link DerivedQueryDifferentialTest} for derived methods:
 * repository methods written with {@code @Query} and {@code @Aggregation} are compiled, run through the real
 * {@code MongoRepositoryFactory} against an in-process server, and the command SDM sends (filter, sort, projection,
 * collation, hint; for an aggregation its leading {@code $match} and {@code $sort}) must be the query
 * {@link AnnotatedQueryReader} reads from the annotations as the javac reader will pass them. Each row also pins what
 * SDM sent. Malformed JSON fails when the method is called, with the message schemaguard reports.
 */
class AnnotatedQueryDifferentialTest {

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
                List<String> tags;
                String nickname;
                Address address;
                Map<String, String> attributes;
                public static class Address { String city; @Field("zip") String zipCode; }
            }
            """;

    private static final String HEADER = """
            package sdm;
            import java.util.*;
            import java.util.regex.Pattern;
            import org.springframework.data.domain.*;
            import org.springframework.data.repository.Repository;
            import org.springframework.data.mongodb.repository.*;
            import org.springframework.data.mongodb.core.annotation.Collation;
            """;

    private static final String REPOSITORY = HEADER + """
            public interface PersonRepository extends Repository<Person, String> {
                @Query("{ 'firstname' : ?0 }") List<Person> quotedKey(String firstname);
                @Query("{ firstname : ?0, age : { $gt : ?1, $lte : 60 } }") List<Person> range(String f, int age);
                @Query("{ lastname : ?0 }") List<Person> renamed(String lastname);
                @Query("{ ln : ?0 }") List<Person> storedName(String lastname);
                @Query("{ 'address.zipCode' : ?0 }") List<Person> nestedRenamed(String zip);
                @Query("{ addressCity : ?0 }") List<Person> camelCasePath(String city);
                @Query("{ _id : ?0 }") List<Person> byId(String id);
                @Query("{ id : ?0 }") List<Person> byIdProperty(String id);
                @Query("{ firstname : /^ab/i }") List<Person> regexLiteral();
                @Query("{ firstname : { $regex : ?0, $options : 'i' } }") List<Person> regexOperator(String p);
                @Query("{ firstname : ?0 }") List<Person> patternArgument(Pattern p);
                @Query("{ firstname : { $regex : '^?0' } }") List<Person> regexWithPlaceholder(String p);
                @Query("{ age : { $in : ?0 } }") List<Person> inArgument(List<Integer> ages);
                @Query("{ age : { $in : [1, 2, 3] } }") List<Person> inLiteral();
                @Query("{ age : { $nin : [?0, ?1] } }") List<Person> ninPlaceholders(int a, int b);
                @Query("{ nickname : null }") List<Person> nullEquality();
                @Query("{ nickname : { $exists : true } }") List<Person> exists();
                @Query("{ nickname : { $ne : null } }") List<Person> notNull();
                @Query("{ firstname : { $not : /^a/ } }") List<Person> notRegex();
                @Query("{ $or : [ { firstname : ?0 }, { lastname : ?1 } ] }") List<Person> or(String f, String l);
                @Query("{ firstname : :#{[0]} }") List<Person> spelColon(String f);
                @Query("{ firstname : ?#{[0]} }") List<Person> spelQuestion(String f);
                @Query("{ firstname : '?0' }") List<Person> quotedPlaceholder(String f);
                @Query("{ firstnam : ?0 }") List<Person> misspelt(String f);
                @Query("{ 'attributes.color' : ?0 }") List<Person> belowMap(String color);
                @Query("{ tags : { $elemMatch : { $eq : ?0 } } }") List<Person> elemMatch(String tag);
                @Query("firstname : ?0") List<Person> withoutBraces(String f);
                @Query("[ 1 ]") List<Person> topLevelArray();
                @Query(value = "{ age : ?0 }", count = true) long counted(int age);
                @Query(value = "{ age : ?0 }", exists = true) boolean existing(int age);
                @Query(value = "{ age : ?0 }", delete = true) long deleted(int age);
                @Query(value = "{ age : { $gte : ?0 } }", sort = "{ lastname : 1, age : -1 }") List<Person> sorted(int a);
                @Query(value = "{ age : ?0 }", sort = "{ lastname : 1 }") List<Person> sortArgument(int age, Sort sort);
                @Query("{ age : ?0 }") List<Person> pageable(int age, Pageable page);
                @Query(value = "{ age : ?0 }", collation = "en_US") List<Person> localeCollation(int age);
                @Collation("{ locale : 'de', strength : 2 }") @Query("{ age : ?0 }") List<Person> documentCollation(int age);
                @Hint("age_idx") @Query("{ age : ?0 }") List<Person> hinted(int age);
                @Query(value = "{ firstname : ?0 }", collation = "?#{[0]}") List<Person> spelCollation(String locale);
                @Query(value = "{ firstname : ?0 }", collation = "?0") List<Person> boundCollation(String locale);
                @Query(value = "{ age : ?0 }", fields = "{ firstname : 1, lastname : 1 }") List<Person> projected(int age);
                @Aggregation({ "{ $match : { lastname : ?0 } }", "{ $sort : { age : -1 } }" })
                List<Person> aggregated(String lastname);
                @Aggregation({ "{ $sort : { 'address.zipCode' : 1 } }", "{ $match : { firstname : ?0 } }",
                        "{ $group : { _id : '$firstname' } }" })
                List<Object> grouped(String firstname);
            }
            """;

    /** Each malformed member in an interface of its own, each method with the refusal's attribute and message part. */
    private static final String MALFORMED = HEADER + """
            public interface MalformedRepository extends Repository<Person, String> {
                @Query("{ firstname : ?0 ") List<Person> unclosed(String f);
                @Query("{ firstname ?0 }") List<Person> noColon(String f);
                @Query("{ firstname : # }") List<Person> invalidCharacter(String f);
                @Query(value = "{ firstname : ?0 }", sort = "{ age : x }") List<Person> invalidSort(String f);
                @Query(value = "{ firstname : ?0 }", fields = "{ age : }") List<Person> invalidFields(String f);
                @Query("{ firstname : ?1 }") List<Person> placeholderOutOfRange(String f);
                @Aggregation({ "{ $match : { age : ?0 } }", "{ $group : { _id : } }" })
                List<Object> invalidStage(int age);
            }
            """;

    private static final String AMBIGUOUS = HEADER + """
            public interface AmbiguousRepository extends Repository<Person, String> {
                @Query(value = "{ age : ?0 }", count = true, delete = true) long countAndDelete(int age);
            }
            """;

    private static DocumentModel person;
    private static ClassLoader loader;
    private static RecordingServer server;
    private static MongoRepositoryFactory factory;

    @BeforeAll
    static void compile() {
        ModelCapture.Captured captured = ModelCapture.capture(
                Map.of(),
                "sdm.Person",
                PERSON,
                "sdm.PersonRepository",
                REPOSITORY,
                "sdm.MalformedRepository",
                MALFORMED,
                "sdm.AmbiguousRepository",
                AMBIGUOUS);
        person = captured.models().get("sdm.Person");
        loader = CompiledOutput.loader(captured.compilation());
        server = new RecordingServer(new MemoryBackend(), Set.of("find", "aggregate", "count", "delete"));
        factory = SentQueryShapes.repositoryFactory(server, "annotated", loader);
    }

    @AfterAll
    static void close() {
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            quotedKey            | firstname:eq
            range                | and(firstname:eq,age:gt,age:lte)
            renamed              | ln:eq
            storedName           | ln:eq
            nestedRenamed        | address.zip:eq
            camelCasePath        | address.city:eq
            byId                 | _id:eq
            byIdProperty         | _id:eq
            regexLiteral         | firstname:regex(START,i)
            regexOperator        | firstname:regex(START,i)
            patternArgument      | firstname:regex(START,i)
            regexWithPlaceholder | firstname:regex(START,)
            inArgument           | age:in[2]
            inLiteral            | age:in[3]
            ninPlaceholders      | age:nin[2]
            nullEquality         | nickname:null
            exists               | nickname:exists(true)
            notNull              | nickname:ne(null)
            notRegex             | firstname:not(regex(START,))
            or                   | or(firstname:eq,ln:eq)
            spelColon            | firstname:eq
            spelQuestion         | firstname:eq
            quotedPlaceholder    | firstname:eq
            misspelt             | firstnam:eq
            belowMap             | attributes.color:eq
            elemMatch            | tags:elemMatch(:eq)
            withoutBraces        | and()
            topLevelArray        | and()
            counted              | age:eq
            existing             | age:eq
            deleted              | age:eq
            sorted               | age:gte
            sortArgument         | age:eq
            pageable             | age:eq
            localeCollation      | age:eq
            documentCollation    | age:eq
            hinted               | age:eq
            projected            | age:eq
            """)
    void positive_queryHasTheShapeSdmSends(String methodName, String sentFilter) throws Exception {
        BsonDocument command = call(methodName);
        Query query = read(methodName);

        String observed = SentQueryShapes.renderSent(SentQueryShapes.filterOf(command));
        assertEquals(sentFilter, observed, "what SDM sent for " + methodName + ": " + command.toJson());
        String model = SentQueryShapes.render(query.filter());
        assertTrue(
                SentQueryShapes.globMatches(model, observed), "schemaguard read " + model + ", SDM sent " + observed);
        if (command.containsKey("find")) {
            SentQueryShapes.assertSortAgrees(query.sort(), command.getDocument("sort", new BsonDocument()));
            assertProjectionAgrees(query.projection(), command.getDocument("projection", new BsonDocument()));
        }
        assertEquals(SentQueryShapes.expectedOperation(command), query.operation(), command.toJson());
        assertCollationAgrees(query.collation(), command.getDocument("collation", new BsonDocument()));
        assertEquals(
                command.containsKey("hint")
                        ? new Hint.Index(command.getString("hint").getValue())
                        : Hint.none(),
                query.hint(),
                command.toJson());
    }

    @Test
    void positive_aggregationLeadingMatchAndSortAreTheQuery() throws Exception {
        BsonDocument command = call("aggregated");
        List<BsonValue> pipeline = command.getArray("pipeline");
        assertEquals(
                "ln:eq", SentQueryShapes.renderSent(pipeline.get(0).asDocument().getDocument("$match")));
        assertEquals(
                new BsonDocument("age", new org.bson.BsonInt32(-1)),
                pipeline.get(1).asDocument().getDocument("$sort"));
        Query query = read("aggregated");
        assertEquals("ln:eq", SentQueryShapes.render(query.filter()));
        SentQueryShapes.assertSortAgrees(
                query.sort(), pipeline.get(1).asDocument().getDocument("$sort"));
    }

    @Test
    void positive_aggregationMatchAfterSortStillLeadsAndLaterStagesAreIgnored() throws Exception {
        BsonDocument command = call("grouped");
        List<BsonValue> pipeline = command.getArray("pipeline");
        assertEquals(
                new BsonDocument("address.zip", new org.bson.BsonInt32(1)),
                pipeline.get(0).asDocument().getDocument("$sort"));
        assertEquals(
                "firstname:eq",
                SentQueryShapes.renderSent(pipeline.get(1).asDocument().getDocument("$match")));
        Query query = read("grouped");
        assertEquals("firstname:eq", SentQueryShapes.render(query.filter()));
        assertEquals(new Sort.Static(List.of(new Sort.SortKey("address.zip", Sort.Direction.ASCENDING))), query.sort());
        assertInstanceOf(Projection.Unknown.class, query.projection());
    }

    /**
     * A {@code ?N} collation is the argument's, known when the method is called. SpEL is not evaluated there, although
     * {@code Query.collation}'s Javadoc shows {@code ?#{[0]}}: {@code CollationUtils} hands it to
     * {@code Collation.parse} as a locale, and SDM sends it as written.
     */
    @Test
    void positive_boundCollationIsKnownAtRunTimeAndSpelIsSentAsWritten() throws Exception {
        BsonDocument bound = call("boundCollation");
        assertEquals("^ab", bound.getDocument("collation").getString("locale").getValue(), bound.toJson());
        assertEquals(new QueryCollation.AtRunTime(), read("boundCollation").collation());
        BsonDocument spel = call("spelCollation");
        assertEquals(
                "?#{[0]}", spel.getDocument("collation").getString("locale").getValue(), spel.toJson());
        assertCollationAgrees(read("spelCollation").collation(), spel.getDocument("collation"));
    }

    @Test
    void positive_misspeltKeyIsSentUnchangedAndReportedWithTheClosestName() throws Exception {
        AnnotatedQuery.Read read = readResult("misspelt");
        assertEquals(1, read.unknownPaths().size());
        UnknownQueryPath unknown = read.unknownPaths().get(0);
        assertEquals("firstnam", unknown.path());
        assertEquals("firstname", unknown.didYouMean().orElseThrow());
        assertEquals(2, unknown.offset());
        assertTrue(readResult("belowMap").unknownPaths().isEmpty());
        assertTrue(readResult("storedName").unknownPaths().isEmpty());
    }

    /**
     * SDM fails on each call (the parser's other messages and offsets are in {@link BindingJsonParserTest}). A syntax error inside the document does not surface as the reader's
     * {@code JsonParseException} in SDM 5.1: {@code ParameterBindingDocumentCodec.decode} catches it and reads the value
     * again with itself, which meets the same error, until the stack overflows. schemaguard reports the reader's
     * diagnosis, which is what the user needs to fix.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unclosed              | value    | 17 | JsonParseException         | JSON reader was expecting a name but found '<eof>'.
            noColon               | value    | 12 | StackOverflowError         | JSON reader was expecting ':' but found '?0'.
            invalidCharacter      | value    | 14 | StackOverflowError         | Invalid JSON input; Position: 15; Character: '#'.
            invalidSort           | sort     |  8 | JsonParseException         | JSON reader was expecting a value but found 'x'.
            invalidFields         | fields   |  8 | StackOverflowError         | JSON reader was expecting a value but found '}'.
            placeholderOutOfRange | value    | 14 | IndexOutOfBoundsException  | Index 1 out of bounds for length 1
            invalidStage          | pipeline | 19 | StackOverflowError         | JSON reader was expecting a value but found '}'.
            """)
    void negative_malformedJsonFailsWhenTheMethodIsCalled(
            String methodName, String attribute, int offset, String sdmFailure, String message) throws Exception {
        Class<?> type = loader.loadClass("sdm.MalformedRepository");
        Object repository = factory.getRepository(type);
        Method method = SentQueryShapes.methodNamed(type, methodName);
        InvocationTargetException thrown = assertThrows(
                InvocationTargetException.class,
                () -> method.invoke(repository, SentQueryShapes.sampleArguments(method)));
        String sdm = SentQueryShapes.messages(thrown.getCause());
        assertTrue(sdm.contains(sdmFailure), "SDM: " + sdm);
        if (!sdmFailure.equals("StackOverflowError")) {
            assertTrue(sdm.contains(message), "SDM: " + sdm);
        }

        AnnotationRefusal refusal =
                assertInstanceOf(AnnotatedQuery.Refused.class, readFrom(method)).refusal();
        assertEquals(message, refusal.message());
        assertEquals(attribute, refusal.attribute());
        assertEquals(offset, refusal.offset());
        assertEquals(QueryRefusal.Phase.CALL, refusal.reason().phase());
    }

    @Test
    void negative_countAndDeleteTogetherAreRefusedWhenTheRepositoryIsCreated() throws Exception {
        Class<?> type = loader.loadClass("sdm.AmbiguousRepository");
        RuntimeException thrown = assertThrows(RuntimeException.class, () -> factory.getRepository(type));
        assertTrue(SentQueryShapes.messages(thrown).contains("cannot be a count and exists or delete query"));
        AnnotationRefusal refusal = assertInstanceOf(
                        AnnotatedQuery.Refused.class, readFrom(type.getDeclaredMethods()[0]))
                .refusal();
        assertEquals(AnnotationRefusal.Reason.AMBIGUOUS_OPERATION, refusal.reason());
        assertEquals(QueryRefusal.Phase.REPOSITORY_CREATION, refusal.reason().phase());
    }

    private static BsonDocument call(String methodName) throws Exception {
        Class<?> type = loader.loadClass("sdm.PersonRepository");
        Method method = SentQueryShapes.methodNamed(type, methodName);
        Object repository = factory.getRepository(type);
        int before = server.sentTo("annotated").size();
        method.invoke(repository, SentQueryShapes.sampleArguments(method));
        List<BsonDocument> sent = server.sentTo("annotated");
        assertTrue(sent.size() > before, "SDM sent no command for " + methodName);
        return sent.get(sent.size() - 1);
    }

    private static Query read(String methodName) throws Exception {
        return readResult(methodName).query();
    }

    private static AnnotatedQuery.Read readResult(String methodName) throws Exception {
        Method method = SentQueryShapes.methodNamed(loader.loadClass("sdm.PersonRepository"), methodName);
        return assertInstanceOf(AnnotatedQuery.Read.class, readFrom(method));
    }

    /** The annotation members as the javac reader passes them: merged, with the aliases resolved. */
    private static AnnotatedQuery readFrom(Method method) {
        AnnotatedQueryReader reader = new AnnotatedQueryReader(person);
        MethodSignature signature = SentQueryShapes.signature(method);
        Collation collation = AnnotatedElementUtils.findMergedAnnotation(method, Collation.class);
        org.springframework.data.mongodb.repository.Hint hint = AnnotatedElementUtils.findMergedAnnotation(
                method, org.springframework.data.mongodb.repository.Hint.class);
        QueryOptions options =
                new QueryOptions(collation == null ? "" : collation.value(), hint == null ? "" : hint.indexName());
        Aggregation aggregation = AnnotatedElementUtils.findMergedAnnotation(method, Aggregation.class);
        if (aggregation != null) {
            return reader.read(new AggregationAnnotation(Arrays.asList(aggregation.pipeline())), options, signature);
        }
        org.springframework.data.mongodb.repository.Query query = AnnotatedElementUtils.findMergedAnnotation(
                method, org.springframework.data.mongodb.repository.Query.class);
        return reader.read(
                new QueryAnnotation(
                        query.value(), query.fields(), query.sort(), query.count(), query.exists(), query.delete()),
                options,
                signature);
    }

    private static void assertProjectionAgrees(Projection projection, BsonDocument sent) {
        if (projection instanceof Projection.Fields fields) {
            List<String> observed = new ArrayList<>(sent.keySet());
            observed.remove("_id");
            assertEquals(fields.paths(), observed, sent.toJson());
        } else {
            assertEquals(Projection.wholeDocument(), projection, sent.toJson());
            assertTrue(sent.isEmpty(), sent.toJson());
        }
    }

    private static void assertCollationAgrees(QueryCollation collation, BsonDocument sent) {
        if (collation instanceof QueryCollation.Explicit explicit) {
            assertEquals(explicit.collation().locale(), sent.getString("locale").getValue(), sent.toJson());
            assertEquals(
                    explicit.collation().strength(),
                    sent.getNumber("strength", new org.bson.BsonInt32(3)).intValue(),
                    sent.toJson());
        } else {
            assertTrue(sent.isEmpty(), "SDM sent a collation: " + sent.toJson());
        }
    }
}
