package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * CaseInsensitiveRegex (WARNING): a query matches a string with a regex with option i, which no index bounds. Spring
 * Data's IgnoreCase is such a regex (DerivedQueryDifferentialTest: {@code firstname: /^x$/i}). Reported on the method.
 */
class CaseInsensitiveRegexTest {

    private static final String USER = """
            import org.springframework.data.repository.*;
            import org.springframework.data.mongodb.core.annotation.Collation;
            @Document("users")
            class User {
                @Id String id;
                @Indexed String email;
                String name;
                Address address;
            }
            class Address {
                String city;
            }
            """;

    private static ProcessorTester tester(String repository) {
        return ProcessorTester.forRules("CaseInsensitiveRegex").source("p.User", sdm(USER + repository));
    }

    @Test
    void positive_ignoreCaseEquality() {
        String message = tester("""
                interface UserRepository extends Repository<User, String> {
                    List<User> findByEmailIgnoreCase(String email); // expect: WARNING CaseInsensitiveRegex
                }
                """).expectMarkedDiagnostics().message("CaseInsensitiveRegex");
        assertEquals(
                "[CaseInsensitiveRegex] UserRepository.findByEmailIgnoreCase matches 'email' with a case-insensitive "
                        + "regex, which no index bounds: every key of an index on it, or every document, is read; drop "
                        + "IgnoreCase from the method name and annotate the method @Collation(\"{'locale': 'en', "
                        + "'strength': 2}\"), and index the field under the same collation: @Indexed(collation = "
                        + "\"{'locale': 'en', 'strength': 2}\") on 'email' (see docs/rules/CaseInsensitiveRegex.md)",
                message);
    }

    @Test
    void negative_theProposedFixCompilesAndIsNoRegex() {
        tester("""
                @Document("users_ci")
                class UserCi {
                    @Id String id;
                    @Indexed(collation = "{'locale': 'en', 'strength': 2}") String email;
                }
                interface UserRepository extends Repository<UserCi, String> {
                    @Collation("{'locale': 'en', 'strength': 2}")
                    List<UserCi> findByEmail(String email);
                }
                """).expectClean();
    }

    @Test
    void positive_allIgnoreCaseOnTwoPartsReportsEach() {
        ProcessorTester.Result result = tester("""
                interface UserRepository extends Repository<User, String> {
                    List<User> findByEmailAndNameAllIgnoreCase(String e, String n); // expect: WARNING CaseInsensitiveRegex
                }
                """).compile();
        assertEquals(2, result.messages("CaseInsensitiveRegex").size(), result.all());
    }

    @Test
    void positive_prefixAndContaining() {
        ProcessorTester.Result result = tester("""
                interface UserRepository extends Repository<User, String> {
                    List<User> findByNameStartingWithIgnoreCase(String n); // expect: WARNING CaseInsensitiveRegex
                    List<User> findByAddressCityContainingIgnoreCase(String c); // expect: WARNING CaseInsensitiveRegex
                }
                """).expectMarkedDiagnostics();
        assertTrue(
                result.messages("CaseInsensitiveRegex").get(0).contains("store a lower-cased copy of 'name'"),
                result.all());
        assertTrue(
                result.messages("CaseInsensitiveRegex")
                        .get(1)
                        .contains("for words use a text index on " + "'address.city'"),
                result.all());
    }

    @Test
    void positive_ignoreCaseIn() {
        tester("""
                interface UserRepository extends Repository<User, String> {
                    List<User> findByEmailInIgnoreCase(List<String> emails); // expect: WARNING CaseInsensitiveRegex
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_caseSensitiveQueries() {
        tester("""
                interface UserRepository extends Repository<User, String> {
                    List<User> findByEmail(String email);
                    List<User> findByNameStartingWith(String name);
                    List<User> findByEmailRegex(String pattern);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheMethod() {
        tester("""
                interface UserRepository extends Repository<User, String> {
                    @SuppressWarnings("schemaguard:CaseInsensitiveRegex")
                    List<User> findByEmailIgnoreCase(String email);
                }
                """).expectClean();
    }

    @Test
    void negative_suppressedOnTheInterface() {
        tester("""
                @SuppressWarnings("schemaguard:CaseInsensitiveRegex")
                interface UserRepository extends Repository<User, String> {
                    List<User> findByEmailIgnoreCase(String email);
                }
                """).expectClean();
    }
}
