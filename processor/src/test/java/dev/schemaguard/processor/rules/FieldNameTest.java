package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FieldName (fixed, ERROR): a stored name contains NUL, starts with '$' inside a compound _id, or
 * two fields of one document are stored under the same name; and, for servers before 5.0, a
 * top-level name with a leading '$' (4.4 refuses to insert it; field_name_validation.js shows 5.0
 * storing it). These cases run with -Aschemaguard.mongodbVersion=4.4; UnaddressableFieldNameTest
 * has names with '.' (stored since 3.6) and the same names at 5.0 and later.
 *
 * <p>Its Morphia forms are in MorphiaRulesTest, with the cases about Morphia's mapping.
 */
class FieldNameTest {

    private static final String DOCS = "(see docs/rules/FieldName.md)";

    private static ProcessorTester pre50() {
        return ProcessorTester.forRules(ProcessorTester.NAMING_RULES).option("schemaguard.mongodbVersion=4.4");
    }

    @Test
    void positive_dollarInsideCompoundId_anyVersion() {
        // field_name_validation.js: an _id that is a document with a '$'-prefixed name is refused
        // (DollarPrefixedFieldName)
        String message = ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .source("p.Visit", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Visit {
                    @Id Key id;
                    static class Key {
                        String user;
                        @Field("$day") String day; // expect: ERROR FieldName
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("FieldName");
        assertTrue(message.contains("DollarPrefixedFieldName, 52"), message);
    }

    @Test
    void negative_dotAndDollarNamesAreStoredFrom50_unaddressableInstead() {
        ProcessorTester.forRules(ProcessorTester.NAMING_RULES)
                .option("schemaguard.mongodbVersion=5.0")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("a.b") String ab; // expect: WARNING UnaddressableFieldName
                    @Field("$c") String c; // expect: WARNING UnaddressableFieldName
                }
                """)
                .expectMarkedDiagnostics();
    }

    @ParameterizedTest(name = "[{index}] @Field(\"{0}\")")
    @CsvSource(
            delimiter = '|',
            value = {
                "$set         | starts with '$' at the top level",
                "$City        | starts with '$' at the top level",
                "a\\0b        | contains a NUL character",
            })
    void positive_refusedStoredName(String literal, String reason) {
        ProcessorTester.Result result =
                pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("NAME") String city; // expect: ERROR FieldName
                }
                """.replace("NAME", literal.strip())).expectMarkedDiagnostics();
        String message = result.message("FieldName");
        assertTrue(message.startsWith("[FieldName] "), message);
        assertTrue(message.contains("of 'city'"), message);
        assertTrue(message.contains(reason.strip()), message);
        assertTrue(message.contains("give it a plain name with @Field"), message);
        assertTrue(message.endsWith(DOCS), message);
        // the style rule stays silent on a name FieldName rejects
        assertTrue(result.messages("FieldNameStyle").isEmpty(), result.all());
    }

    @Test
    void positive_messageQuotesStoredAndJavaName() {
        String message = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("$author") String authorName; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics().message("FieldName");
        assertTrue(message.contains("'$author' of 'authorName'"), message);
    }

    @Test
    void positive_javaNameStartingWithDollar() {
        // without @Field the Java name is stored, and '$' is legal at the start of a Java name
        String message = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    String $price; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics().message("FieldName");
        assertTrue(message.contains("'$price'"), message);
    }

    @Test
    void positive_reportedOnTheFieldValueLine() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field(
                        "$title") // expect: ERROR FieldName
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_storedNameTakenByAnotherField_reportedOnTheLaterField() {
        String message = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("name") String title;
                    String name; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics().message("FieldName");
        assertTrue(message.contains("'name' is stored as 'name'"), message);
        assertTrue(message.contains("'title' of 'Book' already uses"), message);
        assertTrue(message.contains("give one of them another name with @Field"), message);
        assertTrue(message.endsWith(DOCS), message);
    }

    @Test
    void positive_storedNameTakenByEarlierField_reportedOnTheLaterFieldValue() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                    @Field("title") String subtitle; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_storedNameTakenByInheritedField() {
        ProcessorTester.Result result =
                pre50().source("p.Base", """
                        package p;
                        abstract class Base {
                            String createdBy;
                        }
                        """).source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book extends Base {
                            org.bson.types.ObjectId id;
                            @Field("createdBy") String author; // expect: ERROR FieldName
                        }
                        """).expectMarkedDiagnostics();
        String message = result.message("FieldName");
        assertTrue(message.contains("'createdBy' of 'Base' already uses"), message);
    }

    /**
     * Issue 18's real-model check: a subclass field that hides its superclass's field of the same name
     * is one property for the driver's POJO codec, which writes the subclass's value once; it was a
     * fixed FieldName error on a model MongoDB and the codec accept.
     */
    @Test
    void negative_subclassFieldHidingTheSuperclassFieldOfTheSameName() {
        DocumentModel page = ModelCapture.read(
                        "p.Page", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "pages")
                        class Page { org.bson.types.ObjectId id; @Bounded(max = 5) String lang; }
                        """,
                        "p.TranslationPage", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "translation_pages")
                        class TranslationPage extends Page { @Bounded(max = 8) String lang; }
                        """)
                .get("p.TranslationPage");
        List<FieldModel> langs = page.root().fields().stream()
                .filter(f -> f.javaName().equals("lang"))
                .toList();
        assertEquals(1, langs.size(), "one property per name, as the codec maps it");
        assertEquals(8L, langs.get(0).bound(), "the subclass's, whose value the codec writes");
        pre50().source("p.Page", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "pages")
                        class Page { org.bson.types.ObjectId id; @Bounded(max = 5) String lang; }
                        """).source("p.TranslationPage", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "translation_pages")
                        class TranslationPage extends Page { @Bounded(max = 8) String lang; }
                        """).expectClean();
    }

    @Test
    void positive_storedNameTakesTheId() {
        String message = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("_id") String isbn; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics().message("FieldName");
        assertTrue(message.contains("'isbn' is stored as '_id'"), message);
    }

    @Test
    void positive_storedNameTakenInsideEmbeddedClass() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    Address address;
                }
                class Address {
                    String city;
                    @Field("city") String town; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_fieldOfPolymorphicSubclass() {
        pre50().source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            String title;
                        }
                        """).source("p.Ebook", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Ebook extends Book {
                            @Field("$file") String fileUrl; // expect: ERROR FieldName
                            @Field("title") String shortTitle; // expect: ERROR FieldName
                        }
                        """).expectMarkedDiagnostics();
    }

    @Test
    void positive_recordComponent() {
        pre50().source("p.Note", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                record Note(
                        org.bson.types.ObjectId id,
                        @Field("$text") String text) { // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_embeddedClassFieldReportedOnceForTwoDocuments() {
        ProcessorTester.Result result = pre50().source("p.Address", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Embedded
                        class Address {
                            String street;
                            @Field("$zip") String zip; // expect: WARNING UnaddressableFieldName
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
                            java.util.List<Address> warehouses;
                        }
                        """)
                .expectMarkedDiagnostics();
        // before 5.0 too, a '$' name inside an embedded document is stored: only a top-level one is refused
        assertEquals(1, result.messages("UnaddressableFieldName").size(), result.all());
    }

    @Test
    void positive_optionOffDoesNotSilenceFixedRule() {
        ProcessorTester.Result result = pre50().option("schemaguard.FieldName=OFF")
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Field("$ab") String ab;
                        }
                        """)
                .compile();
        result.assertNoCrash();
        List<Diagnostic<? extends JavaFileObject>> found = result.schemaguard().stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[FieldName] "))
                .toList();
        assertEquals(1, found.size(), result.all());
        assertEquals(Diagnostic.Kind.ERROR, found.get(0).getKind());
        assertEquals(6, found.get(0).getLineNumber());
        assertTrue(
                result.messages("schemaguard").stream().anyMatch(m -> m.contains("FieldName=OFF has no effect")),
                result.all());
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_nulIsShownEscapedInTheMessage() {
        String message = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("a\\0b") String ab; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics().message("FieldName");
        assertFalse(message.contains("\0"), "raw NUL in message: " + message.replace("\0", "<NUL>"));
        assertTrue(message.contains("'a\\0b'"), message.replace("\0", "<NUL>"));
        assertTrue(message.contains("the driver refuses to encode the document"), message.replace("\0", "<NUL>"));
    }

    @Test
    void negative_plainNames() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    String title;
                    @Field("author") String authorName;
                    @Field("published_at") java.time.Instant publishedAt;
                    @Field("ISBN") String isbn;
                }
                """).expectClean();
    }

    @Test
    void negative_idFieldNamedUnderscoreId() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId _id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_explicitIdStoredAsUnderscoreId() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    @Id String isbn;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_dollarInsideOrAtTheEnd() {
        // only a leading '$' is refused; the style rule has something to say about the others
        ProcessorTester.Result result = pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @Field("price$") String price; // expect: WARNING FieldNameStyle
                    @Field("us$rate") String rate; // expect: WARNING FieldNameStyle
                }
                """).expectMarkedDiagnostics();
        assertTrue(result.messages("FieldName").isEmpty());
    }

    @Test
    void negative_unstoredFieldsAreNotChecked() {
        pre50().source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    static final String $COLLECTION = "book";
                    transient String $cache;
                    org.bson.types.ObjectId id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void negative_sameNameAtDifferentLevels() {
        // 'name' and 'address.name' are different paths
        pre50().source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Customer {
                    org.bson.types.ObjectId id;
                    String name;
                    Address address;
                }
                class Address {
                    String name;
                    @Field("id") String code;
                }
                """).expectClean();
    }

    @Test
    void positive_embeddedIdIsStoredAsUnderscoreId_soAFieldRenamedToItClashes() {
        // the driver's POJO codec writes an embedded class's 'id' as '_id', as in a root document
        pre50().source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    java.util.List<Line> lines;
                }
                class Line {
                    String id;
                    @Field("_id") String sku; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_embeddedRecordIdIsStoredAsId() {
        // the driver's record codec writes a component under its own name
        pre50().source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Order {
                    org.bson.types.ObjectId id;
                    java.util.List<Line> lines;
                }
                record Line(String id, @Field("_id") String sku) { }
                """).expectClean();
    }

    @Test
    void negative_sameNameInTwoDocuments() {
        pre50().source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Book {
                            org.bson.types.ObjectId id;
                            @Field("name") String title;
                        }
                        """).source("p.Author", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Author {
                            org.bson.types.ObjectId id;
                            String name;
                        }
                        """).expectClean();
    }

    /**
     * FieldName in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_FieldName_twoFieldsOneStoredName() {
            ProcessorTester.forRules("FieldName").source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Field("t") String title;
                        @Field(name = "t") String subtitle; // expect: ERROR FieldName
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void positive_FieldName_dollarTopLevelBefore50() {
            ProcessorTester.forRules("FieldName")
                    .option("schemaguard.mongodbVersion=4.4")
                    .source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Field("$price") long price; // expect: ERROR FieldName
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_FieldName_distinctNames() {
            ProcessorTester.forRules("FieldName").source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @Field("t") String title;
                        @Field("st") String subtitle;
                        @Transient @Field("t") String shownTitle;
                    }
                    """)).expectClean();
        }
    }
}
