package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * HashedIndex (fixed, ERROR): a hashed index is unique (reported on unique), has more than one
 * hashed key (on keys), or is on an array field (on the key).
 */
class HashedIndexTest {

    private static final String DOCS = "(see docs/rules/HashedIndex.md)";

    @Test
    void positive_unique() {
        ProcessorTester.Result result = ProcessorTester.forRules("HashedIndex").source("p.User", """
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
        String message = ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"email:hashed", "tenant:hashed"}) // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    String email;
                    String tenant;
                }
                """).expectMarkedDiagnostics().message("HashedIndex");
        assertTrue(message.contains("has 2 hashed keys"), message);
    }

    @Test
    void positive_onArray() {
        String message = ProcessorTester.forRules("HashedIndex").source("p.User", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = "roles:hashed") // expect: ERROR HashedIndex
                class User {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 8) List<String> roles;
                }
                """).expectMarkedDiagnostics().message("HashedIndex");
        assertTrue(message.contains("hashed index 'roles_hashed' {roles: \"hashed\"} has the key 'roles' through 'roles', an array"), message);
        assertTrue(message.contains("error 16766"), message);
    }

    @Test
    void positive_throughArray() {
        String message = ProcessorTester.forRules("HashedIndex").source("p.Order", """
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
                """).expectMarkedDiagnostics().message("HashedIndex");
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
        ProcessorTester.forRules("HashedIndex").option("schemaguard.mongodbVersion=4.4").source("p.User", """
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
                """).expectClean();
    }

    @Test
    void positive_compoundHashedBefore44() {
        String message = ProcessorTester.forRules("HashedIndex").option("schemaguard.mongodbVersion=4.2")
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
                """).expectMarkedDiagnostics().message("HashedIndex");
        assertTrue(message.contains("MongoDB 4.2 refuses a compound hashed index"), message);
    }
}
