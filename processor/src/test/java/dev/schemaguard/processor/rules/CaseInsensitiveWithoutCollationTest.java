package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.testing.MorphiaSources.morphia;
import static dev.schemaguard.processor.testing.SpringDataSources.sdm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * CaseInsensitiveWithoutCollation (fixed, ERROR): a @CaseInsensitive field has no index whose
 * first key is that field with collation strength 1 or 2 (its own, or the collection default).
 * Reported on the @CaseInsensitive.
 */
class CaseInsensitiveWithoutCollationTest {

    private static final String DOCS = "(see docs/rules/CaseInsensitiveWithoutCollation.md)";

    @Test
    void positive_seed_plainIndex() {
        ProcessorTester.Result result = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint String author; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.message("CaseInsensitiveWithoutCollation");
        assertTrue(message.startsWith("[CaseInsensitiveWithoutCollation] "), message);
        assertTrue(
                message.contains("'author' is @CaseInsensitive but no index starts with it under a case-insensitive "
                        + "collation"),
                message);
        assertTrue(
                message.contains("add @IndexHint(collation = @Collation(locale = \"en\", strength = 2)) on the field"),
                message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_reportedOnTheAnnotation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive // expect: ERROR CaseInsensitiveWithoutCollation
                    @IndexHint
                    String author;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_seed_indexWithCaseInsensitiveCollation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2)) String author;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_seed_collectionDefaultCollation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint String author;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_noIndexAtAll() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String email; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_collectionDefaultButNoIndex() {
        String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "de", strength = 1))
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String email; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics()
                .message("CaseInsensitiveWithoutCollation");
        assertTrue(message.contains("@Collation(locale = \"de\", strength = 2)"), message);
    }

    @Test
    void positive_strength3Collation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en")) String email; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_ownCaseSensitiveCollationOverridesDefault() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 3)) String email; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_strength1() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 1)) String email;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_fieldIsNotTheFirstKey() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"publisher", "author"}, collation = @Collation(locale = "en", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                    String publisher;
                    @CaseInsensitive String author; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_compoundIndexStartingWithTheField() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"}, collation = @Collation(locale = "en", strength = 2))
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String author;
                    java.time.Instant publishedAt;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_textIndexDoesNotCount() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = "author:text")
                class Book {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String author; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_nestedFieldWithoutIndex() {
        String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "address.city")
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @CaseInsensitive String city; // expect: ERROR CaseInsensitiveWithoutCollation
                    }
                }
                """)
                .expectMarkedDiagnostics()
                .message("CaseInsensitiveWithoutCollation");
        assertTrue(message.contains("'address.city' is @CaseInsensitive"), message);
        assertTrue(
                message.contains("@IndexHint(keys = \"address.city\", collation = @Collation(locale = \"en\", "
                        + "strength = 2)) on 'Customer'"),
                message);
    }

    @Test
    void negative_nestedFieldWithClassLevelIndex() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "address.city", collation = @Collation(locale = "en", strength = 2))
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @CaseInsensitive String city;
                    }
                }
                """)
                .expectClean();
    }

    @Test
    void negative_nestedFieldWithItsOwnFieldLevelHint() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Customer {
                    org.bson.types.ObjectId id;
                    Address address;
                    static class Address {
                        @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2)) String city;
                    }
                }
                """)
                .expectClean();
    }

    @Test
    void positive_embeddedTypeUsedTwice_reportedOnce() {
        // the finding is about the field of the embedded class: once, on that field
        ProcessorTester.Result result = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "billing.city", collation = @Collation(locale = "en", strength = 2))
                class Customer {
                    org.bson.types.ObjectId id;
                    Address billing;
                    Address shipping;
                    static class Address {
                        @CaseInsensitive String city; // expect: ERROR CaseInsensitiveWithoutCollation
                    }
                }
                """)
                .expectMarkedDiagnostics();
        assertEquals(1, result.messages("CaseInsensitiveWithoutCollation").size(), result.all());
    }

    @Test
    void positive_ownSimpleCollationOverridesCaseInsensitiveDefault() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                @IndexHint(keys = "name", collation = @Collation(locale = "simple"))
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive String name; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_listOfStringsWithCollationIndex() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2)) @Bounded(max = 3) List<String> aliases;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_fieldOfPolymorphicSubclass() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.Media", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        @Document
                        class Media {
                            org.bson.types.ObjectId id;
                        }
                        """)
                .source("p.Book", """
                        package p;
                        import dev.schemaguard.annotations.*;
                        class Book extends Media {
                            @CaseInsensitive String author; // expect: ERROR CaseInsensitiveWithoutCollation
                        }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_hiddenIndexServesNoLookup() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class User {
                    org.bson.types.ObjectId id;
                    @CaseInsensitive @IndexHint(hidden = true, collation = @Collation(locale = "en", strength = 2)) String name; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * CaseInsensitiveWithoutCollation in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        /** The fix is the SDM index SDM's own annotation can carry, and it is the one the negative case below writes. */
        @Test
        void positive_CaseInsensitiveWithoutCollation_plainIndexed() {
            String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author {
                        @Id String id;
                        @dev.schemaguard.annotations.CaseInsensitive @Indexed String name; // expect: ERROR CaseInsensitiveWithoutCollation
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CaseInsensitiveWithoutCollation");
            assertTrue(
                    message.contains("add @Indexed(collation = \"{'locale': 'en', 'strength': 2}\") on the field"),
                    message);
        }

        @Test
        void positive_CaseInsensitiveWithoutCollation_nestedFieldGetsACompoundIndex() {
            String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Customer", sdm("""
                    @Document(collection = "customers", collation = "fr")
                    class Customer {
                        @Id String id;
                        Contact contact;
                        static class Contact {
                            @dev.schemaguard.annotations.CaseInsensitive String email; // expect: ERROR CaseInsensitiveWithoutCollation
                        }
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CaseInsensitiveWithoutCollation");
            assertTrue(
                    message.contains("add @CompoundIndex(def = \"{'contact.email': 1}\", "
                            + "collation = \"{'locale': 'fr', 'strength': 2}\") on 'Customer'"),
                    message);
        }

        @Test
        void negative_CaseInsensitiveWithoutCollation_theSuggestedCompoundIndex() {
            ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Customer", sdm("""
                    @Document(collection = "customers", collation = "fr")
                    @CompoundIndex(def = "{'contact.email': 1}", collation = "{'locale': 'fr', 'strength': 2}")
                    class Customer {
                        @Id String id;
                        Contact contact;
                        static class Contact { @dev.schemaguard.annotations.CaseInsensitive String email; }
                    }
                    """))
                    .expectClean();
        }

        @Test
        void negative_CaseInsensitiveWithoutCollation_indexedWithStrengthTwo() {
            ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Author", sdm("""
                    @Document("authors")
                    class Author {
                        @Id String id;
                        @dev.schemaguard.annotations.CaseInsensitive
                        @Indexed(collation = "{'locale': 'en', 'strength': 2}") String name;
                    }
                    """))
                    .expectClean();
        }

        @Test
        void negative_CaseInsensitiveWithoutCollation_documentDefaultCollation() {
            ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Author", sdm("""
                    @Document(collection = "authors", collation = "{'locale': 'fr', 'strength': 1}")
                    class Author {
                        @Id String id;
                        @dev.schemaguard.annotations.CaseInsensitive @Indexed String name;
                    }
                    """))
                    .expectClean();
        }
    }

    /**
     * CaseInsensitiveWithoutCollation in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     *
     * <p>The other cases are in MorphiaRulesTest; here, the fix in Morphia's words, and the fixed model.
     */
    @Nested
    class Morphia {

        @Test
        void positive_CaseInsensitiveWithoutCollation_fieldIndexInMorphiaWords() {
            String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Author", morphia("""
                    @Entity("authors")
                    class Author {
                        @Id ObjectId id;
                        @dev.schemaguard.annotations.CaseInsensitive @Indexed String name; // expect: ERROR CaseInsensitiveWithoutCollation
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CaseInsensitiveWithoutCollation");
            assertTrue(
                    message.contains("add @Indexed(options = @IndexOptions(collation = @Collation(locale = \"en\", "
                            + "strength = CollationStrength.SECONDARY))) on the field"),
                    message);
        }

        @Test
        void positive_CaseInsensitiveWithoutCollation_nestedFieldGetsAClassIndex() {
            String message = ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Customer", morphia("""
                    @Entity("customers")
                    class Customer {
                        @Id ObjectId id;
                        Contact contact;
                        @Entity static class Contact {
                            @dev.schemaguard.annotations.CaseInsensitive String email; // expect: ERROR CaseInsensitiveWithoutCollation
                        }
                    }
                    """))
                    .expectMarkedDiagnostics()
                    .message("CaseInsensitiveWithoutCollation");
            assertTrue(
                    message.contains(
                            "add @Indexes(@Index(fields = @Field(\"contact.email\"), options = @IndexOptions("
                                    + "collation = @Collation(locale = \"en\", strength = CollationStrength.SECONDARY)))) on 'Customer'"),
                    message);
        }

        /** The index the message above suggests, pasted as it is. */
        @Test
        void negative_CaseInsensitiveWithoutCollation_theSuggestedClassIndex() {
            ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                    .source("p.Customer", morphia("""
                    @Entity("customers")
                    @Indexes(@Index(fields = @Field("contact.email"), options = @IndexOptions(collation = @Collation(locale = "en", strength = CollationStrength.SECONDARY))))
                    class Customer {
                        @Id ObjectId id;
                        Contact contact;
                        @Entity static class Contact { @dev.schemaguard.annotations.CaseInsensitive String email; }
                    }
                    """))
                    .expectClean();
        }
    }
}
