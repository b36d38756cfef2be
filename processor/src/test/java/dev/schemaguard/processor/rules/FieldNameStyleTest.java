package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FieldNameStyle (WARNING): a stored name is not [A-Za-z_][A-Za-z0-9_]* (camelCase is fine). */
class FieldNameStyleTest {

    private static final String DOCS = "(see docs/rules/FieldNameStyle.md)";

    @ParameterizedTest(name = "[{index}] @Field(\"{0}\") -> \"{1}\"")
    @CsvSource({
        "first-name,  firstName",
        "first name,  firstName",
        "1st,         _1st",
        "2nd-author,  _2ndAuthor",
        "price$,      price",
        "e-mail#work, eMailWork",
    })
    void positive_notAPlainIdentifier_suggestsName(String name, String suggestion) {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("NAME") String value; // expect: WARNING FieldNameStyle
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics();
        String message = result.message("FieldNameStyle");
        assertTrue(message.startsWith("[FieldNameStyle] "), message);
        assertTrue(message.contains("'" + name + "' of 'value'"), message);
        assertTrue(message.contains("store it as '" + suggestion + "' with @Field(\"" + suggestion + "\")"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.SUCCESS, result.compilation().status());
    }

    @Test
    void positive_javaNameWithNonAsciiLetters() {
        // legal Java, and stored as it is without @Field
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Item", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Item {
                    org.bson.types.ObjectId id;
                    String größe; // expect: WARNING FieldNameStyle
                    int prix;
                    String café; // expect: WARNING FieldNameStyle
                }
                """)
                .expectMarkedDiagnostics()
                .messages("FieldNameStyle")
                .get(0);
        assertTrue(message.contains("'größe' of 'größe'"), message);
    }

    @Test
    void positive_nonAsciiStoredName() {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Item", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Item {
                    org.bson.types.ObjectId id;
                    @Field("名前") String name; // expect: WARNING FieldNameStyle
                }
                """)
                .expectMarkedDiagnostics()
                .message("FieldNameStyle");
        // issue 11, item 21: it suggested 'field', a name that says nothing of what is stored
        assertEquals(
                "[FieldNameStyle] stored field name '名前' of 'name' does not follow the convention "
                        + "[A-Za-z_][A-Za-z0-9_]*: the shell, other drivers and BI tools must quote or escape it; choose a name "
                        + "of ASCII letters, digits and '_' that says the same and store it with @Field(\"...\") "
                        + DOCS,
                message);
    }

    /** Issue 11, item 21: {@code Ünïcödé} suggested {@code nCD}. */
    @ParameterizedTest(name = "[{index}] @Field(\"{0}\") -> \"{1}\"")
    @CsvSource({
        "Ünïcödé,     Unicode",
        "préface,     preface",
        "größe,       grosse",
        "cœur-brisé,  coeurBrise",
    })
    void positive_latinLettersWithDiacritics_suggestsTheirAsciiSpelling(String name, String suggestion) {
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("NAME") String value; // expect: WARNING FieldNameStyle
                }
                """.replace("NAME", name))
                .expectMarkedDiagnostics()
                .message("FieldNameStyle");
        assertTrue(message.contains("store it as '" + suggestion + "' with @Field(\"" + suggestion + "\")"), message);
    }

    @Test
    void positive_reportedOnTheFieldValueLine() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field(
                        "first-name") // expect: WARNING FieldNameStyle
                    String firstName;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_embeddedClassFieldReportedOnceForTwoDocuments() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Address", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class Address {
                            String street;
                            @Field("zip-code") String zip; // expect: WARNING FieldNameStyle
                        }
                        """)
                .source("p.Customer", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Customer {
                            org.bson.types.ObjectId id;
                            Address address;
                        }
                        """)
                .source("p.Supplier", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Supplier {
                            org.bson.types.ObjectId id;
                            Address billing;
                            java.util.List<Address> warehouses;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("FieldNameStyle").size(), result.all());
    }

    @Test
    void positive_implicitlyEmbeddedClassField() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    java.util.Map<String, Line> lines;
                }
                class Line {
                    @Field("unit-price") long unitPrice; // expect: WARNING FieldNameStyle
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_rootFieldReportedOnceWithPolymorphicSubclass() {
        // the subclass stores the root's fields too; the finding is still printed once
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Field("book-title") String title; // expect: WARNING FieldNameStyle
                        }
                        """)
                .source("p.Ebook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Ebook extends Book {
                            @Field("file-url") String fileUrl; // expect: WARNING FieldNameStyle
                        }
                        """)
                .expectMarkedDiagnostics();
        assertEquals(2, result.messages("FieldNameStyle").size(), result.all());
    }

    @Test
    void positive_recordComponent() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Note", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                record Note(
                        org.bson.types.ObjectId id,
                        @Field("note-text") String text) { // expect: WARNING FieldNameStyle
                }
                """)
                .expectMarkedDiagnostics();
    }

    @ParameterizedTest(name = "[{index}] @Field(\"{0}\") at {1}")
    @CsvSource({
        "a.B, 4.4, WARNING UnaddressableFieldName",
        "first-name.last, 7.0, WARNING UnaddressableFieldName",
        "$first-name, 4.4, ERROR FieldName",
        "$first-name, 5.0, WARNING UnaddressableFieldName"
    })
    void negative_nameReportedByFieldNameOrUnaddressableFieldName(String name, String version, String expected) {
        // one finding per field: the style rule stays silent where the name is refused or cannot be addressed
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.mongodbVersion=" + version)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("NAME") String value; // expect: EXPECTED
                }
                """.replace("NAME", name).replace("EXPECTED", expected))
                .expectMarkedDiagnostics();
        assertTrue(result.messages("FieldNameStyle").isEmpty());
    }

    @Test
    void negative_nulNameRejectedByFieldName() {
        ProcessorTester.Result result = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("first-\\0name") String value; // expect: ERROR FieldName
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.messages("FieldNameStyle").isEmpty());
    }

    @Test
    void negative_plainIdentifiers() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId _id;
                    String title;
                    String publishedAt;
                    @Field("published_at") String published;
                    @Field("ISBN13") String isbn;
                    @Field("_version") long version;
                    @Field("x") int x;
                    Details details;
                }
                class Details {
                    String id;
                    String pageCount;
                    @Field("_internal") String internal;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_idStoredAsUnderscoreId() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id String isbn;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_unstoredFieldsAreNotChecked() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Item", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Item {
                    static int größeMax = 10;
                    transient String café;
                    org.bson.types.ObjectId id;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_suppressedOnTheClass() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @SuppressWarnings("schemaguard:FieldNameStyle")
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("first-name") String firstName;
                    String größe;
                }
                """)
                .expectClean();
    }

    /**
     * FieldNameStyle in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     *
     * <p>The positive case is in SpringDataRulesTest.
     */
    @Nested
    class SpringData {

        @Test
        void positive_FieldNameStyle_spaceInStoredName() {
            ProcessorTester.forRules("FieldNameStyle")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Field(name = "page count") int pages; // expect: WARNING FieldNameStyle
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_FieldNameStyle_camelAndSnakeStoredNames() {
            ProcessorTester.forRules("FieldNameStyle")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Field("first_name") String firstName;
                        @Field("lastName") String lastName;
                        int pageCount;
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * FieldNameStyle in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_FieldNameStyle_spaceInPropertyName() {
            String message = ProcessorTester.forRules("FieldNameStyle")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Property("page count") int pages; // expect: WARNING FieldNameStyle
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("FieldNameStyle");
            assertTrue(message.contains("store it as 'pageCount' with @Property(\"pageCount\")"), message);
        }

        @Test
        void positive_FieldNameStyle_hyphenInReferenceName() {
            ProcessorTester.forRules("FieldNameStyle")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Reference(value = "main-author", idOnly = true) Author author; // expect: WARNING FieldNameStyle
                    }
                    @Entity("authors")
                    class Author { @Id ObjectId id; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_FieldNameStyle_camelAndSnakeStoredNames() {
            ProcessorTester.forRules("FieldNameStyle")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    class Book {
                        @Id ObjectId id;
                        @Property("first_name") String firstName;
                        @Property("lastName") String lastName;
                        @Version("v") long version;
                        @Transient @Property("shown title") String shownTitle;
                        int pageCount;
                    }
                    """))
                    .expectClean();
        }
    }
}
