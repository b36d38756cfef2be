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
 * HashedIndex (fixed, ERROR): a hashed index is unique (reported on unique), has more than one
 * hashed key (on keys), or is on an array field (on the key).
 */
class HashedIndexTest {

    private static final String DOCS = "(see docs/rules/HashedIndex.md)";

    @Test
    void positive_unique() {
        ProcessorTester.Result result =
                ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email:hashed", unique = true) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """).expectMarkedDiagnostics();
        String message = result.message("HashedIndex");
        assertTrue(message.startsWith("[HashedIndex] "), message);
        assertTrue(message.contains("hashed index 'email_hashed' {email: \"hashed\"} is unique"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void positive_uniqueReportedOnTheUniqueValue() {
        ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(
                        keys = "email:hashed",
                        unique = true) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void positive_twoHashedKeys() {
        String message = ProcessorTester.forRules("HashedIndex")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"email:hashed", "tenant:hashed"}) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                    String tenant;
                }
                """)
                .expectMarkedDiagnostics()
                .message("HashedIndex");
        assertTrue(message.contains("has 2 hashed keys"), message);
    }

    @Test
    void positive_onArray() {
        String message = ProcessorTester.forRules("HashedIndex")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "roles:hashed") // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 8) List<String> roles;
                }
                """)
                .expectMarkedDiagnostics()
                .message("HashedIndex");
        assertTrue(
                message.contains(
                        "hashed index 'roles_hashed' {roles: \"hashed\"} has the key 'roles' through 'roles', an array"),
                message);
        assertTrue(message.contains("error 16766"), message);
    }

    @Test
    void positive_throughArray() {
        String message = ProcessorTester.forRules("HashedIndex")
                .source("p.Order", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "items.sku:hashed") // expect: ERROR HashedIndex
                class Order {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) List<Item> items;
                    static class Item { String sku; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("HashedIndex");
        assertTrue(message.contains("has the key 'items.sku' through 'items', an array"), message);
    }

    @Test
    void positive_onArrayReportedOnTheKey() {
        ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {
                        "tenant",
                        "roles:hashed"}) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String tenant;
                    @Bounded(max = 8) List<String> roles;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_hashedScalar() {
        ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "email:hashed")
                @IndexHint(keys = "email", unique = true)
                @IndexHint(keys = {"tenant", "userId:hashed"})
                @IndexHint(keys = "address.city:hashed")
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                    String tenant;
                    long userId;
                    Address address;
                    static class Address { String city; }
                }
                """).expectClean();
    }

    @Test
    void negative_hashedByteArrayIsNoArray() {
        ProcessorTester.forRules("HashedIndex").source("p.Blob", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = "checksum:hashed")
                class Blob {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 32) byte[] checksum;
                }
                """).expectClean();
    }

    @Test
    void negative_uniqueIndexWithoutHashedKey() {
        ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"tenant", "email"}, unique = true)
                class User {
                    org.bson.types.ObjectId id;
                    String tenant;
                    String email;
                    @IndexHint @Bounded(max = 8) List<String> roles;
                }
                """).expectClean();
    }

    @Test
    void positive_arrayOnTheNonHashedKeyOfACompoundHashedIndex() {
        // hashed_index_with_arrays.js: none of the fields of a compound hashed index can be an array (16766)
        ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"name:hashed", "roles"}) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String name;
                    @Bounded(max = 8) List<String> roles;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_compoundHashedFrom44() {
        ProcessorTester.forRules("HashedIndex")
                .option("schemaguard.mongodbVersion=4.4")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"a", "b:hashed", "c"})
                class User {
                    org.bson.types.ObjectId id;
                    int a;
                    String b;
                    int c;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_compoundHashedBefore44() {
        String message = ProcessorTester.forRules("HashedIndex")
                .option("schemaguard.mongodbVersion=4.2")
                .source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"a", "b:hashed"}) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    int a;
                    String b;
                }
                """)
                .expectMarkedDiagnostics()
                .message("HashedIndex");
        assertTrue(message.contains("MongoDB 4.2 refuses a compound hashed index"), message);
    }

    /**
     * HashedIndex in Spring Data MongoDB's vocabulary, written only with SDM's annotations
     * (plus Bean Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A}
     * option where the rule needs one).
     */
    @Nested
    class SpringData {

        @Test
        void positive_HashedIndex_hashIndexedList() {
            ProcessorTester.forRules("HashedIndex").source("p.Book", sdm("""
                    @Document("books")
                    class Book {
                        @Id String id;
                        @HashIndexed @Size(max = 5) List<String> tags; // expect: ERROR HashedIndex
                    }
                    """)).expectMarkedDiagnostics();
        }

        @Test
        void positive_HashedIndex_uniqueHashedCompound() {
            ProcessorTester.Result result = ProcessorTester.forRules("HashedIndex")
                    .source("p.User", sdm("""
                    @Document("users")
                    @CompoundIndex(def = "{'email': 'hashed'}", unique = true) // expect: ERROR HashedIndex
                    class User { @Id String id; String email; }
                    """))
                    .expectMarkedDiagnostics();
            String message = result.message("HashedIndex");
            assertTrue(message.contains("@Indexed(unique = true)"), "the fix in SDM's words: " + message);
        }

        @Test
        void negative_HashedIndex_hashIndexedBesideIndexed() {
            ProcessorTester.forRules("HashedIndex").source("p.User", sdm("""
                    @Document("users")
                    class User {
                        @Id String id;
                        @HashIndexed @Indexed(unique = true) String email;
                    }
                    """)).expectClean();
        }
    }

    /**
     * HashedIndex in Morphia's vocabulary, written only with Morphia's annotations (plus Bean
     * Validation's {@code @Size}, and schemaguard's {@code @CaseInsensitive} or an {@code -A} option where
     * the rule needs one); where a message suggests a fix, the case checks that it is spelt in Morphia's words.
     */
    @Nested
    class Morphia {

        @Test
        void positive_HashedIndex_uniqueHashed() {
            String message = ProcessorTester.forRules("HashedIndex")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = @Field(value = "email", type = IndexType.HASHED),
                            options = @IndexOptions(unique = true))) // expect: ERROR HashedIndex
                    class User { @Id ObjectId id; String email; }
                    """))
                    .expectMarkedDiagnostics()
                    .message("HashedIndex");
            assertTrue(
                    message.contains(
                            "declare the unique index on the field with @Indexed(options = @IndexOptions(unique = true))"),
                    message);
        }

        @Test
        void positive_HashedIndex_hashedList() {
            ProcessorTester.forRules("HashedIndex")
                    .source("p.Book", morphia("""
                    @Entity("books")
                    @Indexes(@Index(fields = @Field(value = "tags", type = IndexType.HASHED))) // expect: ERROR HashedIndex
                    class Book {
                        @Id ObjectId id;
                        @Size(max = 5) List<String> tags;
                    }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_HashedIndex_twoHashedKeys() {
            ProcessorTester.forRules("HashedIndex")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = {@Field(value = "email", type = IndexType.HASHED), // expect: ERROR HashedIndex
                            @Field(value = "name", type = IndexType.HASHED)}))
                    class User { @Id ObjectId id; String email; String name; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void positive_HashedIndex_compoundBefore44() {
            ProcessorTester.forRules("HashedIndex")
                    .option("schemaguard.mongodbVersion=4.2")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @Indexes(@Index(fields = {@Field(value = "name", type = IndexType.HASHED), @Field("createdAt")})) // expect: ERROR HashedIndex
                    class User { @Id ObjectId id; String name; Date createdAt; }
                    """))
                    .expectMarkedDiagnostics();
        }

        @Test
        void negative_HashedIndex_hashedBesideUniqueAndCompound() {
            ProcessorTester.forRules("HashedIndex")
                    .source("p.User", morphia("""
                    @Entity("users")
                    @Indexes({
                        @Index(fields = @Field(value = "email", type = IndexType.HASHED)),
                        @Index(fields = {@Field(value = "name", type = IndexType.HASHED), @Field("createdAt")})
                    })
                    class User {
                        @Id ObjectId id;
                        @Indexed(options = @IndexOptions(unique = true)) String email;
                        String name;
                        Date createdAt;
                    }
                    """))
                    .expectClean();
        }
    }
}
