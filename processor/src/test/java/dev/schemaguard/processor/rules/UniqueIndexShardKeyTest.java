package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * UniqueIndexShardKey (fixed, ERROR): ShardKeyPattern::isUniqueIndexCompatible, as the server's tests
 * hold it in mongodb/mongo:
 * <ul>
 *   <li>jstests/sharding/index1.js: a collection with the unique index {@code {num: 1}} cannot be sharded
 *       on {@code {x: 1}} ("Unique index exists, but not the right one"); the unique {@code {x: 1, num: 1}}
 *       lets it shard on {@code {x: 1}}, the unique {@code {_id: 1, num: 1}} on {@code {_id: 1}};</li>
 *   <li>jstests/sharding/hash_shard_unique_compound.js: with the shard key {@code {a: "hashed"}}, the
 *       unique index {@code {a: 1, b: 1}} is created (a hashed key counts as its field's name);</li>
 *   <li>createIndexes on a sharded collection answers CannotCreateIndex (67) "cannot create unique
 *       index over ... with shard key pattern ..." (the createIndexes command's check,
 *       ShardKeyPattern::isUniqueIndexCompatible), compared by field name whatever the direction, an
 *       index whose first key is {@code _id} always allowed.</li>
 * </ul>
 * Reported on the unique index's annotation.
 */
class UniqueIndexShardKeyTest {

    private static final String DOCS = "(see docs/rules/UniqueIndexShardKey.md)";

    private static ProcessorTester.Result check(String shardKey, String indexes) {
        return ProcessorTester.forRules("UniqueIndexShardKey")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "customers")
                %s
                %s
                class Customer {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    String email;
                    String region;
                    @Field("sid") String storeId;
                }
                """.formatted(shardKey, indexes))
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_acceptance_uniqueEmailShardedOnCustomerId() {
        ProcessorTester.Result result = check(
                "@ShardKey(keys = \"customerId\")",
                "@IndexHint(keys = \"email\", unique = true) // expect: ERROR UniqueIndexShardKey");
        String message = result.message("UniqueIndexShardKey");
        assertTrue(
                message.startsWith("[UniqueIndexShardKey] unique index 'email_1' {email: 1} does not start with the "
                        + "shard key {customerId: 1} (@ShardKey on 'Customer')"),
                message);
        assertTrue(message.contains("CannotCreateIndex, 67"), message);
        assertTrue(message.contains("e.g. {customerId: 1, email: 1}"), message);
        assertTrue(message.endsWith(DOCS), message);
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
    }

    @Test
    void negative_acceptance_uniqueCustomerIdEmail() {
        check("@ShardKey(keys = \"customerId\")", "@IndexHint(keys = {\"customerId\", \"email\"}, unique = true)");
    }

    @Test
    void negative_uniqueOnIdAndNonUniqueIndexes() {
        check("@ShardKey(keys = \"customerId\")", """
                @IndexHint(keys = {"_id", "email"}, unique = true)
                @IndexHint(keys = "email")""");
    }

    @Test
    void negative_directionIgnored_andHashedKeyCountsAsItsField() {
        check(
                "@ShardKey(keys = {\"region\", \"customerId\"})",
                "@IndexHint(keys = {\"region:-1\", \"customerId:-1\", \"email\"}, unique = true)");
        check(
                "@ShardKey(keys = \"customerId:hashed\")",
                "@IndexHint(keys = {\"customerId\", \"email\"}, unique = true)");
    }

    @Test
    void positive_compoundShardKey_indexHasOnlyItsFirstField() {
        check(
                "@ShardKey(keys = {\"region\", \"customerId\"})",
                "@IndexHint(keys = {\"region\", \"email\"}, unique = true) // expect: ERROR UniqueIndexShardKey");
    }

    @Test
    void positive_sameFieldsOtherOrder() {
        check(
                "@ShardKey(keys = {\"region\", \"customerId\"})",
                "@IndexHint(keys = {\"customerId\", \"region\"}, unique = true) // expect: ERROR UniqueIndexShardKey");
    }

    @Test
    void negative_comparedByStoredName() {
        check("@ShardKey(keys = \"storeId\")", "@IndexHint(keys = {\"storeId\", \"email\"}, unique = true)");
    }

    @Test
    void positive_fieldLevelUniqueHint() {
        ProcessorTester.forRules("UniqueIndexShardKey")
                .source("p.Customer", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @ShardKey(keys = "customerId")
                class Customer {
                    org.bson.types.ObjectId id;
                    org.bson.types.ObjectId customerId;
                    @IndexHint(unique = true) String email; // expect: ERROR UniqueIndexShardKey
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_inheritedShardKey() {
        ProcessorTester.forRules("UniqueIndexShardKey").source("p.Base", """
                package p;
                import dev.schemaguard.annotations.*;
                @ShardKey(keys = "customerId")
                abstract class Base { org.bson.types.ObjectId id; org.bson.types.ObjectId customerId; }
                @Document
                @IndexHint(keys = "email", unique = true) // expect: ERROR UniqueIndexShardKey
                class Customer extends Base { String email; }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_withoutShardKey() {
        check("", "@IndexHint(keys = \"email\", unique = true)");
    }

    @Test
    void positive_notSuppressible() {
        String message = check("@ShardKey(keys = \"customerId\")", """
                @SuppressWarnings("schemaguard:UniqueIndexShardKey")
                @IndexHint(keys = "email", unique = true) // expect: ERROR UniqueIndexShardKey""").message("UniqueIndexShardKey");
        assertTrue(message.contains("@SuppressWarnings does not apply: UniqueIndexShardKey is a fixed rule"), message);
    }
}
