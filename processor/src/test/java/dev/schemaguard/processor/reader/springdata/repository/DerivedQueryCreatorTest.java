package dev.schemaguard.processor.reader.springdata.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Condition;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.Filter;
import dev.schemaguard.processor.query.Limit;
import dev.schemaguard.processor.query.Query;
import dev.schemaguard.processor.query.QueryCollation;
import dev.schemaguard.processor.query.QueryRefusal;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The parts of PartTree's grammar and PropertyPath's resolution that the differential test does not reach, each
 * checked against the SDC source it cites.
 */
class DerivedQueryCreatorTest {

    private static DocumentModel account;

    @BeforeAll
    static void read() {
        account = ModelCapture.readOne("sdm.Account", """
                package sdm;
                import org.springframework.data.mongodb.core.mapping.*;
                @Document
                public class Account {
                    String id;
                    boolean loggedIn;
                    String android;
                    long orderNumber;
                    User user;
                    Place userAddress;
                    @Unwrapped.Nullable(prefix = "home_") Place home;
                    public static class User { Place address; String addressCity; }
                    public static class Place { String city; }
                }
                """);
    }

    /** PropertyPath.create: the whole segment first, then cut before the last camel-case word; `_` forces a split. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            findByUserAddressCity   | userAddress.city
            findByUser_AddressCity  | user.addressCity
            findByUserAddress_City  | userAddress.city
            findByHomeCity          | home_city
            findByAndroid           | android
            findByOrderNumber       | orderNumber
            """)
    void positive_propertyPathResolvesAsSdcDoes(String method, String storedPath) {
        Filter.Predicate predicate = (Filter.Predicate)
                ((Filter.And) derived(method, "java.lang.String").filter())
                        .clauses()
                        .get(0);
        assertEquals(storedPath, predicate.path());
    }

    @Test
    void positive_anUnwrappedValueAsAWholeIsLeftUnknown() {
        Filter clause = ((Filter.And) derived("findByHome", "sdm.Account.Place").filter())
                .clauses()
                .get(0);
        assertInstanceOf(Filter.Unreadable.class, clause);
    }

    /** Part.Type.fromProperty takes the first keyword the part ends with: 'In' of 'LoggedIn'. */
    @Test
    void negative_propertyEndingInAKeywordIsMisreadAsSdcMisreadsIt() {
        QueryRefusal refusal = refused("findByLoggedIn", "java.lang.String");
        assertEquals(QueryRefusal.Reason.UNKNOWN_PROPERTY, refusal.reason());
        assertEquals("logged of Account", refusal.detail());
        assertEquals(Optional.of("loggedIn"), refusal.didYouMean());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            findByAndroid              | FIND
            readFirst5ByAndroid        | FIND
            getByAndroid               | FIND
            queryByAndroid             | FIND
            searchByAndroid            | FIND
            streamByAndroid            | FIND
            countDistinctByAndroid     | COUNT
            existsByAndroid            | EXISTS
            deleteByAndroid            | DELETE
            removeByAndroid            | DELETE
            """)
    void positive_subjectVerbGivesTheOperation(String method, Query.Operation operation) {
        assertEquals(operation, derived(method, "java.lang.String").operation());
    }

    @Test
    void positive_firstAndTopCountOnlyAfterQueryVerbs() {
        assertEquals(
                new Limit.Fixed(5),
                derived("readFirst5ByAndroid", "java.lang.String").limit());
        assertEquals(
                new Limit.Fixed(1),
                derived("findDistinctTopByAndroid", "java.lang.String").limit());
        assertEquals(
                Limit.none(), derived("countTop5ByAndroid", "java.lang.String").limit());
    }

    @Test
    void negative_directionWithoutPropertyIsInvalidOrderSyntax() {
        assertEquals(
                QueryRefusal.Reason.INVALID_ORDER_SYNTAX,
                refused("findByAndroidOrderByDesc", "java.lang.String").reason());
    }

    /** Part.Type.extractProperty strips the keyword from the decapitalised part: 'isNull' loses 'Null' only. */
    @Test
    void negative_keywordAloneLeavesItsDecapitalisedPrefixAsProperty() {
        QueryRefusal refusal = refused("findByIsNull");
        assertEquals(QueryRefusal.Reason.UNKNOWN_PROPERTY, refusal.reason());
        assertEquals("is of Account", refusal.detail());
    }

    @Test
    void negative_fewerParametersThanPartsTake() {
        assertEquals(
                QueryRefusal.Reason.TOO_FEW_ARGUMENTS,
                refused("findByAndroidAndOrderNumber", "java.lang.String").reason());
    }

    @Test
    void positive_collationAndTextCriteriaParametersAreNotBoundToParts() {
        Query query = derived(
                "findByAndroid",
                "java.lang.String",
                "org.springframework.data.mongodb.core.query.Collation",
                "org.springframework.data.mongodb.core.query.TextCriteria");
        assertEquals(new QueryCollation.AtRunTime(), query.collation());
        assertEquals(
                new Filter.And(List.of(
                        new Filter.And(List.of(new Filter.Predicate("android", new Condition.Equality()))),
                        new Filter.Predicate("", new Condition.Text()))),
                query.filter());
    }

    private static Query derived(String method, String... parameterTypes) {
        return assertInstanceOf(
                        Derivation.Derived.class,
                        new DerivedQueryCreator(account).derive(signature(method, parameterTypes)))
                .query();
    }

    private static QueryRefusal refused(String method, String... parameterTypes) {
        return assertInstanceOf(
                        Derivation.Refused.class,
                        new DerivedQueryCreator(account).derive(signature(method, parameterTypes)))
                .refusal();
    }

    private static MethodSignature signature(String method, String... parameterTypes) {
        List<ParameterType> parameters = java.util.Arrays.stream(parameterTypes)
                .map(t -> new ParameterType(t, Set.of(t), false, false))
                .toList();
        return new MethodSignature(method, parameters, true, false, Origin.NONE);
    }
}
