package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * UnaddressableFieldName (WARNING): a stored name that is empty, contains '.' or starts with '$'.
 * From 5.0 on the server stores such names (field_name_validation.js inserts {"a.b": 1} and
 * {$a: 1}; an empty name is stored at every version), but paths cannot name them. Before 5.0
 * FieldName reports '.' and '$' as refused instead.
 */
class UnaddressableFieldNameTest {

    private static final String DOCS = "(see docs/rules/UnaddressableFieldName.md)";

    private static String book(String field) {
        return """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    FIELD
                }
                """.replace("FIELD", field);
    }

    @ParameterizedTest
    @ValueSource(strings = {"address.city", ".city", "$set", "$City"})
    void positive_storedAtTheDefaultVersion_butUnaddressable(String name) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES).source("p.Book",
                book("@Field(\"" + name + "\") String city; // expect: WARNING UnaddressableFieldName"))
                .expectMarkedDiagnostics();
        String message = result.message("UnaddressableFieldName");
        assertTrue(message.startsWith("[UnaddressableFieldName] stored field name '" + name + "' of 'city'"), message);
        assertTrue(message.contains("MongoDB stores it, but no query, update, projection or index path can name it"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        // one finding per field: the style rule stays silent
        assertTrue(result.messages("FieldNameStyle").isEmpty(), result.all());
    }

    @Test
    void positive_emptyName_anyVersion() {
        for (String version : new String[] {"4.4", "5.0", "7.0"}) {
            String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                    .option("schemaguard.mongodbVersion=" + version)
                    .source("p.Book", book("@Field(\"\") String title; // expect: WARNING UnaddressableFieldName"))
                    .expectMarkedDiagnostics().message("UnaddressableFieldName");
            assertTrue(message.contains("'' of 'title' is empty, which no index key can name"), message);
        }
    }

    @Test
    void positive_javaNameStartingWithDollar() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES).source("p.Book",
                book("String $price; // expect: WARNING UnaddressableFieldName")).expectMarkedDiagnostics();
    }

    @Test
    void negative_before50_FieldNameReportsATopLevelDollarInstead() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES).option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", book("@Field(\"$ab\") String ab; // expect: ERROR FieldName"))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_before50_dotsAndNestedDollarsAreStored() {
        // 4.4 stores dotted names (since 3.6) and '$' names below the top level; only paths cannot name them
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES).option("schemaguard.mongodbVersion=4.4")
                .source("p.Book", book("""
                        @Field("a.b") String ab; // expect: WARNING UnaddressableFieldName
                            Inner inner;
                            static class Inner {
                                @Field("$c") String c; // expect: WARNING UnaddressableFieldName
                            }"""))
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_notFixed_suppressionAndOptionWork() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES).source("p.Book",
                book("@SuppressWarnings(\"schemaguard:UnaddressableFieldName\") @Field(\"a.b\") String ab;"))
                .expectClean();
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES).option("schemaguard.UnaddressableFieldName=OFF")
                .source("p.Book", book("@Field(\"a.b\") String ab;")).expectClean();
    }

    @Test
    void negative_dollarInsideOrAtTheEnd() {
        ProcessorTester.forRules("UnaddressableFieldName").source("p.Book", book("@Field(\"price$\") String price;"))
                .expectClean();
    }
}
