package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of the collection's options and of sharding: StorageConfig, ZlibCompression,
 * CappedCollection, ShardKey and the shard key's advice, IndexOptionConflict and CollationLocale
 * (TimeSeriesCollection's are in {@link TimeSeriesFixCases}). Each fix is the edit the message proposes, in the
 * annotations of the dialect it names.
 */
final class CollectionFixCases {

    private CollectionFixCases() {}

    static Stream<Case> cases() {
        return Stream.of(
                        storageConfig(),
                        zlibCompression(),
                        cappedCollection(),
                        shardKey(),
                        shardKeyAdvice(),
                        collationLocale())
                .flatMap(s -> s);
    }

    /** A book whose @Storage has the configString given; StorageConfig reads schemaguard's @Storage alike in every dialect. */
    private static Case storage(String name, String config) {
        return of("StorageConfig", "schemaguard", name, "p.Book", SCHEMAGUARD, """
                @Document(collection = "books")
                @Storage(configString = "CONFIG")
                class Book { ObjectId id; }
                """.replace("CONFIG", config));
    }

    private static Stream<Case> storageConfig() {
        return Stream.of(
                storage("syntax", "split_pct 90")
                        .fix("write key=value items separated by commas", "split_pct 90", "split_pct=90"),
                storage("nul", "split_pct=90,\\0split_pct=95").fix("remove it", ",\\0split_pct=95", ""),
                storage("unknownKey", "leaf_page_size=16KB,split_pct=90")
                        .says("did you mean 'leaf_page_max'?")
                        .fix("correct the name", "leaf_page_size", "leaf_page_max")
                        .fix("remove the setting", "leaf_page_size=16KB,", ""),
                storage("outOfRange", "split_pct=30")
                        .fix("choose a value in that range", "split_pct=30", "split_pct=90"),
                storage("badValue", "prefix_compression=True")
                        .fix("write the value that way", "prefix_compression=True", "prefix_compression=true"),
                storage("lsm", "type=lsm,split_pct=90").fix("remove it", "type=lsm,", ""),
                storage("type", "type=table,split_pct=90").fix("remove the type setting", "type=table,", ""),
                storage("encryption", "encryption=(keyid=k1),split_pct=90")
                        .option("schemaguard.mongodbVersion=8.0")
                        .fix("remove it", "encryption=(keyid=k1),", ""),
                storage("encryptor", "encryption=(name=aes,keyid=k1),split_pct=90")
                        .fix("remove it", "encryption=(name=aes,keyid=k1),", ""),
                storage("compressor", "block_compressor=snapy")
                        .says("did you mean 'snappy'?")
                        .fix(
                                "use blockCompressor = Storage.Compressor.ZSTD or SNAPPY instead",
                                "configString = \"block_compressor=snapy\"",
                                "blockCompressor = Storage.Compressor.ZSTD"));
    }

    private static Stream<Case> zlibCompression() {
        return Stream.of(
                of("ZlibCompression", "schemaguard", "blockCompressor", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Storage(blockCompressor = Storage.Compressor.ZLIB)
                        class Log { ObjectId id; String line; }
                        """)
                        .fix("use blockCompressor = Storage.Compressor.ZSTD", "Compressor.ZLIB", "Compressor.ZSTD")
                        .fix("or snappy", "Compressor.ZLIB", "Compressor.SNAPPY"),
                of("ZlibCompression", "schemaguard", "configString", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Storage(configString = "block_compressor=zlib,leaf_page_max=16KB")
                        class Log { ObjectId id; String line; }
                        """)
                        .fix(
                                "use blockCompressor = Storage.Compressor.ZSTD",
                                "configString = \"block_compressor=zlib,",
                                "blockCompressor = Storage.Compressor.ZSTD, configString = \""),
                of("ZlibCompression", "Spring Data", "blockCompressor", "p.Log", SPRING_DATA, """
                        import dev.schemaguard.annotations.Storage;
                        @Document("logs")
                        @Storage(blockCompressor = Storage.Compressor.ZLIB)
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix("use blockCompressor = Storage.Compressor.ZSTD", "Compressor.ZLIB", "Compressor.ZSTD"),
                of("ZlibCompression", "Morphia", "blockCompressor", "p.Log", MORPHIA, """
                        import dev.schemaguard.annotations.Storage;
                        @Entity("logs")
                        @Storage(blockCompressor = Storage.Compressor.ZLIB)
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix("use blockCompressor = Storage.Compressor.ZSTD", "Compressor.ZLIB", "Compressor.ZSTD"),
                of("ZlibCompression", "driver", "blockCompressor", "p.Log", DRIVER, """
                        import dev.schemaguard.annotations.Storage;
                        @Document(collection = "logs")
                        @Storage(blockCompressor = Storage.Compressor.ZLIB)
                        class Log { @BsonId ObjectId key; String line; }
                        """)
                        .fix("use blockCompressor = Storage.Compressor.ZSTD", "Compressor.ZLIB", "Compressor.ZSTD"));
    }

    private static Stream<Case> cappedCollection() {
        return Stream.of(
                of("CappedCollection", "schemaguard", "size", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 0)
                        class Log { ObjectId id; String line; }
                        """)
                        .fix(
                                "give the size in bytes the rolling data may take, such as 104857600 for 100 MiB",
                                "sizeBytes = 0",
                                "sizeBytes = 104857600"),
                of("CappedCollection", "Spring Data", "size", "p.Log", SPRING_DATA, """
                        import dev.schemaguard.annotations.Capped;
                        @Document("logs")
                        @Capped(sizeBytes = 0)
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix(
                                "give the size in bytes the rolling data may take, such as 104857600 for 100 MiB",
                                "sizeBytes = 0",
                                "sizeBytes = 104857600"),
                of("CappedCollection", "Morphia", "size", "p.Log", MORPHIA, """
                        @Entity(value = "logs", cap = @CappedAt(value = 0, count = 500))
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix(
                                "give the size in bytes the rolling data may take, such as 104857600 for 100 MiB",
                                "value = 0",
                                "value = 104857600"),
                of("CappedCollection", "driver", "size", "p.Log", DRIVER, """
                        import dev.schemaguard.annotations.Capped;
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 0)
                        class Log { @BsonId ObjectId key; String line; }
                        """)
                        .fix(
                                "give the size in bytes the rolling data may take, such as 104857600 for 100 MiB",
                                "sizeBytes = 0",
                                "sizeBytes = 104857600"),
                of("CappedCollection", "schemaguard", "max", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576, maxDocuments = 2147483648L)
                        class Log { ObjectId id; String line; }
                        """)
                        .fix("give at most 2147483647", "2147483648L", "2147483647L")
                        .fix("or 0 for no limit but the size", "2147483648L", "0"),
                of("CappedCollection", "Spring Data", "max", "p.Log", SPRING_DATA, """
                        import dev.schemaguard.annotations.Capped;
                        @Document("logs")
                        @Capped(sizeBytes = 1048576, maxDocuments = 2147483648L)
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix("give at most 2147483647", "2147483648L", "2147483647L"),
                of("CappedCollection", "Morphia", "max", "p.Log", MORPHIA, """
                        @Entity(value = "logs", cap = @CappedAt(value = 4096, count = 2147483648L))
                        class Log { @Id ObjectId id; String line; }
                        """)
                        .fix("give at most 2147483647", "2147483648L", "2147483647L")
                        .fix("or 0 for no limit but the size", "2147483648L", "0"),
                of("CappedCollection", "driver", "max", "p.Log", DRIVER, """
                        import dev.schemaguard.annotations.Capped;
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576, maxDocuments = 2147483648L)
                        class Log { @BsonId ObjectId key; String line; }
                        """)
                        .fix("give at most 2147483647", "2147483648L", "2147483647L"),
                of("CappedCollection", "schemaguard", "timeSeries", "p.Reading", SCHEMAGUARD, """
                        @Document(collection = "readings")
                        @Capped(sizeBytes = 1048576)
                        @TimeSeries(timeField = "at")
                        class Reading { ObjectId id; Date at; double value; }
                        """)
                        .fix(
                                "let the time series expire old measurements with @TimeSeries(expireAfterSeconds = ...)",
                                "@Capped(sizeBytes = 1048576)\n@TimeSeries(timeField = \"at\")",
                                "@TimeSeries(timeField = \"at\", expireAfterSeconds = 86400)")
                        .fix("drop @TimeSeries for a plain capped collection", "@TimeSeries(timeField = \"at\")\n", ""),
                of("CappedCollection", "Morphia", "timeSeries", "p.Reading", MORPHIA, """
                        @Entity(value = "readings", cap = @CappedAt(4096))
                        @dev.schemaguard.annotations.TimeSeries(timeField = "at")
                        class Reading { @Id ObjectId id; Date at; double value; }
                        """)
                        .fix(
                                "drop @TimeSeries for a plain capped collection",
                                "@dev.schemaguard.annotations.TimeSeries(timeField = \"at\")\n",
                                ""),
                of("CappedCollection", "schemaguard", "ttl", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576)
                        class Log { ObjectId id; @IndexHint(expireAfterSeconds = 3600) Date at; }
                        """)
                        .option("schemaguard.mongodbVersion=6.0")
                        .fix(
                                "drop the TTL and let the size bound remove old documents",
                                "@IndexHint(expireAfterSeconds = 3600) Date at",
                                "Date at"),
                of("CappedCollection", "Morphia", "ttl", "p.Log", MORPHIA, """
                        @Entity(value = "logs", cap = @CappedAt(4096))
                        class Log { @Id ObjectId id; @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) Date at; }
                        """)
                        .option("schemaguard.mongodbVersion=6.0")
                        .fix(
                                "drop the TTL and let the size bound remove old documents",
                                "@Indexed(options = @IndexOptions(expireAfterSeconds = 60)) Date at",
                                "Date at"),
                of("CappedCollection", "schemaguard", "sharded", "p.Log", SCHEMAGUARD, """
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576)
                        @ShardKey(keys = "at")
                        class Log { ObjectId id; Date at; }
                        """)
                        .fix(
                                "drop the shard key and keep the collection on one shard",
                                "@ShardKey(keys = \"at\")\n",
                                "")
                        .fix("or drop @Capped", "@Capped(sizeBytes = 1048576)\n", ""));
    }

    /** An order under the shard key given, in schemaguard's annotations or the driver codec's with schemaguard's @ShardKey. */
    private static Case order(String dialect, String name, String shardKey) {
        boolean driver = dialect.equals("driver");
        String body =
                """
                @Document(collection = "orders")
                SHARD_KEY
                class Order {
                    ID_FIELD;
                    ObjectId customerId;
                    java.time.Instant placedAt;
                    List<Line> lines;
                    @Reference(Customer.class) ObjectId customer;
                }
                class Line { String sku; int qty; }
                @Document(collection = "customers")
                class Customer { ID_FIELD; String name; }
                """.replace("SHARD_KEY", shardKey).replace("ID_FIELD", driver ? "@BsonId ObjectId key" : "ObjectId id");
        return driver
                ? of(
                        "ShardKey",
                        dialect,
                        name,
                        "p.Order",
                        DRIVER,
                        "import dev.schemaguard.annotations.ShardKey;\n" + body)
                : of("ShardKey", dialect, name, "p.Order", SCHEMAGUARD, body);
    }

    /** The ShardKey cases schemaguard's @ShardKey shows alike on a class of its annotations or of the driver codec's. */
    private static Stream<Case> shardKeys(String dialect) {
        return Stream.of(
                order(dialect, "noKeys", "@ShardKey(keys = {})")
                        .fix(
                                "name the fields to distribute the documents by, e.g. @ShardKey(keys = \"customerId\")",
                                "@ShardKey(keys = {})",
                                "@ShardKey(keys = \"customerId\")"),
                order(dialect, "unknown", "@ShardKey(keys = \"customerID\")")
                        .says("did you mean 'customerId'?")
                        .fix("shard key fields are Java field paths", "\"customerID\"", "\"customerId\""),
                order(dialect, "throughReference", "@ShardKey(keys = \"customer.name\")")
                        .fix("shard on the reference id itself ('customer')", "\"customer.name\"", "\"customer\"")
                        .fix("or on a field of this document", "\"customer.name\"", "\"customerId\""),
                order(dialect, "array", "@ShardKey(keys = {\"customerId\", \"lines.sku\"})")
                        .fix("shard on a scalar field", "\"lines.sku\"", "\"placedAt\""),
                order(dialect, "descending", "@ShardKey(keys = \"placedAt:-1\")")
                        .fix("write 'placedAt' for a ranged key", "\"placedAt:-1\"", "\"placedAt\"")
                        .fix("or 'placedAt:hashed' for a hashed one", "\"placedAt:-1\"", "\"placedAt:hashed\""),
                order(dialect, "twoHashed", "@ShardKey(keys = {\"customerId:hashed\", \"placedAt:hashed\"})")
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("hash one field, and keep the others ranged", "\"placedAt:hashed\"", "\"placedAt\""),
                order(dialect, "compoundHashedBefore44", "@ShardKey(keys = {\"customerId:hashed\", \"placedAt\"})")
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix(
                                "shard on the hashed field alone",
                                "{\"customerId:hashed\", \"placedAt\"}",
                                "\"customerId:hashed\""),
                order(dialect, "uniqueHashed", "@ShardKey(keys = \"customerId:hashed\", unique = true)")
                        .fix("drop unique", ", unique = true", "")
                        .fix(
                                "or shard on the field ranged and keep unique",
                                "\"customerId:hashed\"",
                                "\"customerId\""));
    }

    private static Stream<Case> shardKey() {
        return Stream.concat(
                Stream.of("schemaguard", "driver").flatMap(CollectionFixCases::shardKeys),
                Stream.of(
                        of("ShardKey", "schemaguard", "twice", "p.Base", SCHEMAGUARD, """
                        @Document(collection = "orders")
                        @ShardKey(keys = "customerId")
                        class Base { ObjectId id; ObjectId customerId; java.time.Instant placedAt; }
                        @Document(collection = "orders")
                        @ShardKey(keys = "placedAt")
                        class Special extends Base { String note; }
                        """)
                                .fix(
                                        "declare it once, on the class the others inherit it from",
                                        "@ShardKey(keys = \"placedAt\")\n",
                                        ""),
                        of("ShardKey", "schemaguard", "timeSeries", "p.Reading", SCHEMAGUARD, """
                        @Document(collection = "readings")
                        @TimeSeries(timeField = "at", metaField = "sensor")
                        @ShardKey(keys = {"sensor.id", "value"})
                        class Reading { ObjectId id; java.time.Instant at; Sensor sensor; double value; }
                        class Sensor { String id; String site; }
                        """)
                                .fix("shard on the field that labels a series", "\"value\"", "\"at\"")));
    }

    private static final String MONOTONIC_OTHER =
            "or start the key with a field of many values that do not grow, such as a customer id";
    private static final String UNIQUE_INDEX =
            "start the index with the shard key's fields, e.g. {customerId: 1, email: 1}";
    private static final String LOW_CARDINALITY =
            "add a field of many values after them, such as the _id or a customer id";

    /** MonotonicShardKey, LowCardinalityShardKey and UniqueIndexShardKey: findings on a shard key MongoDB may accept. */
    private static Stream<Case> shardKeyAdvice() {
        return Stream.of(
                of("MonotonicShardKey", "schemaguard", "objectIdId", "p.Order", SCHEMAGUARD, """
                        @Document(collection = "orders")
                        @ShardKey(keys = "_id")
                        class Order { ObjectId id; ObjectId customerId; }
                        """)
                        .fix("hash it ('_id:hashed')", "\"_id\"", "\"_id:hashed\"")
                        .fix(MONOTONIC_OTHER, "\"_id\"", "{\"customerId\", \"_id\"}"),
                of("MonotonicShardKey", "driver", "date", "p.Order", DRIVER, """
                        import dev.schemaguard.annotations.ShardKey;
                        @Document(collection = "orders")
                        @ShardKey(keys = "placedAt")
                        class Order { @BsonId ObjectId key; ObjectId customerId; Date placedAt; }
                        """)
                        .fix("hash it ('placedAt:hashed')", "\"placedAt\"", "\"placedAt:hashed\"")
                        .fix(MONOTONIC_OTHER, "\"placedAt\"", "{\"customerId\", \"placedAt\"}"),
                of("MonotonicShardKey", "Spring Data", "defaultId", "p.Order", SPRING_DATA, """
                        @Document("orders")
                        @Sharded
                        class Order { @Id String id; ObjectId customerId; }
                        """)
                        .fix(MONOTONIC_OTHER, "@Sharded", "@Sharded(shardKey = {\"customerId\", \"id\"})"),
                of("MonotonicShardKey", "Morphia", "date", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("placedAt"))
                        class Order { @Id ObjectId id; ObjectId customerId; Date placedAt; }
                        """)
                        .fix(
                                MONOTONIC_OTHER,
                                "@ShardKeys(@ShardKey(\"placedAt\"))",
                                "@ShardKeys({@ShardKey(\"customerId\"), @ShardKey(\"placedAt\")})"),
                of("LowCardinalityShardKey", "schemaguard", "enum", "p.Order", SCHEMAGUARD, """
                        @Document(collection = "orders")
                        @ShardKey(keys = "status")
                        class Order { ObjectId id; ObjectId customerId; Status status; enum Status { OPEN, PAID } }
                        """)
                        .fix(LOW_CARDINALITY, "\"status\"", "{\"status\", \"customerId\"}"),
                of("LowCardinalityShardKey", "driver", "enum", "p.Order", DRIVER, """
                        import dev.schemaguard.annotations.ShardKey;
                        @Document(collection = "orders")
                        @ShardKey(keys = "status")
                        class Order { @BsonId ObjectId key; ObjectId customerId; Status status; enum Status { OPEN, PAID } }
                        """)
                        .fix(LOW_CARDINALITY, "\"status\"", "{\"status\", \"customerId\"}"),
                of("LowCardinalityShardKey", "Spring Data", "enum", "p.Order", SPRING_DATA, """
                        @Document("orders")
                        @Sharded(shardKey = "status")
                        class Order { @Id String id; ObjectId customerId; Status status; enum Status { OPEN, PAID } }
                        """)
                        .fix(LOW_CARDINALITY, "\"status\"", "{\"status\", \"customerId\"}"),
                of("LowCardinalityShardKey", "Morphia", "enum", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("status"))
                        class Order { @Id ObjectId id; ObjectId customerId; Status status; enum Status { OPEN, PAID } }
                        """)
                        .fix(
                                LOW_CARDINALITY,
                                "@ShardKeys(@ShardKey(\"status\"))",
                                "@ShardKeys({@ShardKey(\"status\"), @ShardKey(\"customerId\")})"),
                of("UniqueIndexShardKey", "schemaguard", "email", "p.Customer", SCHEMAGUARD, """
                        @Document(collection = "customers")
                        @ShardKey(keys = "customerId")
                        @IndexHint(keys = "email", unique = true)
                        class Customer { ObjectId id; ObjectId customerId; String email; }
                        """)
                        .fix(UNIQUE_INDEX, "keys = \"email\"", "keys = {\"customerId\", \"email\"}"),
                of("UniqueIndexShardKey", "driver", "email", "p.Customer", DRIVER, """
                        import dev.schemaguard.annotations.ShardKey;
                        @Document(collection = "customers")
                        @ShardKey(keys = "customerId")
                        class Customer { @BsonId ObjectId key; ObjectId customerId; @IndexHint(unique = true) String email; }
                        """)
                        .fix(
                                UNIQUE_INDEX,
                                "@ShardKey(keys = \"customerId\")\n",
                                "@ShardKey(keys = \"customerId\")\n@IndexHint(keys = {\"customerId\", \"email\"}, unique = true)\n",
                                "@IndexHint(unique = true) String email",
                                "String email"),
                of("UniqueIndexShardKey", "Spring Data", "email", "p.Customer", SPRING_DATA, """
                        @Document("customers")
                        @Sharded(shardKey = "customerId")
                        class Customer { @Id String id; ObjectId customerId; @Indexed(unique = true) String email; }
                        """)
                        .fix(
                                UNIQUE_INDEX,
                                "@Sharded(shardKey = \"customerId\")\n",
                                "@Sharded(shardKey = \"customerId\")\n@CompoundIndex(def = \"{'customerId': 1, 'email': 1}\", unique = true)\n",
                                "@Indexed(unique = true) String email",
                                "String email"),
                of("UniqueIndexShardKey", "Morphia", "email", "p.Customer", MORPHIA, """
                        @Entity("customers")
                        @ShardKeys(@ShardKey("customerId"))
                        @Indexes(@Index(fields = @Field("email"), options = @IndexOptions(unique = true)))
                        class Customer { @Id ObjectId id; ObjectId customerId; String email; }
                        """)
                        .fix(
                                UNIQUE_INDEX,
                                "fields = @Field(\"email\")",
                                "fields = {@Field(\"customerId\"), @Field(\"email\")}"));
    }

    private static Stream<Case> collationLocale() {
        return Stream.of(
                of("CollationLocale", "schemaguard", "unknown", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books", collation = @Collation(locale = "en-US"))
                        class Book { ObjectId id; String title; }
                        """)
                        .says("did you mean 'en_US'?")
                        .fix(
                                "use a locale of the manual's \"Collation Locales and Default Parameters\" list",
                                "\"en-US\"",
                                "\"en_US\""),
                of("CollationLocale", "schemaguard", "simpleWithSettings", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books", collation = @Collation(locale = "simple", strength = 2))
                        class Book { ObjectId id; String title; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("remove strength = 2", ", strength = 2", "")
                        .fix("or choose a locale such as \"en\"", "\"simple\"", "\"en\""));
    }
}
