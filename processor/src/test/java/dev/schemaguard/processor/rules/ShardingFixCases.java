package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of a capped collection beside a time series, a TTL index or a shard key, and of ShardKey
 * and MonotonicShardKey, in Spring Data MongoDB's {@code @Sharded}, Morphia's {@code @ShardKeys} and the driver
 * codec's documents with schemaguard's {@code @ShardKey}. Each fix is the edit the message proposes in the
 * annotation the user wrote: {@code @Sharded(shardingStrategy = ShardingStrategy.HASH)} hashes every field of an
 * SDM key, Morphia's {@code @ShardKey(value, type = ShardKeyType.HASHED)} one field, and schemaguard's
 * {@code 'field:hashed'} is schemaguard's alone. A key that a framework's annotation cannot write (a descending
 * one in either; in SDM's also an empty one, unique beside hashed, one hashed field of several) is written in
 * schemaguard's {@code @ShardKey} on that framework's document, which schemaguard reads whatever the document's
 * annotations, and which the message then spells.
 */
final class ShardingFixCases {

    private ShardingFixCases() {}

    static Stream<Case> cases() {
        return Stream.of(capped(), springDataShardKeys(), morphiaShardKeys(), driverShardKeys(), monotonic())
                .flatMap(s -> s);
    }

    private static final String CAPPED = "import dev.schemaguard.annotations.Capped;\n";

    private static Stream<Case> capped() {
        return Stream.of(
                of("CappedCollection", "Spring Data", "timeSeries", "p.Reading", SPRING_DATA, CAPPED + """
                        @Document("readings")
                        @Capped(sizeBytes = 1048576)
                        @TimeSeries(timeField = "at")
                        class Reading { @Id ObjectId id; Date at; double value; }
                        """)
                        .neverSays("expireAfterSeconds")
                        .fix(
                                "let the time series expire old measurements with @TimeSeries(expireAfter = \"30d\")",
                                "@Capped(sizeBytes = 1048576)\n@TimeSeries(timeField = \"at\")",
                                "@TimeSeries(timeField = \"at\", expireAfter = \"30d\")")
                        .fix("drop @TimeSeries for a plain capped collection", "@TimeSeries(timeField = \"at\")\n", ""),
                of("CappedCollection", "driver", "timeSeries", "p.Reading", DRIVER, CAPPED + """
                        import dev.schemaguard.annotations.TimeSeries;
                        @Document(collection = "readings")
                        @Capped(sizeBytes = 1048576)
                        @TimeSeries(timeField = "at")
                        class Reading { @BsonId ObjectId key; Date at; double value; }
                        """)
                        .fix(
                                "let the time series expire old measurements with @TimeSeries(expireAfterSeconds = ...)",
                                "@Capped(sizeBytes = 1048576)\n@TimeSeries(timeField = \"at\")",
                                "@TimeSeries(timeField = \"at\", expireAfterSeconds = 86400)")
                        .fix("drop @TimeSeries for a plain capped collection", "@TimeSeries(timeField = \"at\")\n", ""),
                of("CappedCollection", "Spring Data", "ttl", "p.Log", SPRING_DATA, CAPPED + """
                        @Document("logs")
                        @Capped(sizeBytes = 1048576)
                        class Log { @Id ObjectId id; @Indexed(expireAfterSeconds = 3600) Date at; }
                        """)
                        .option("schemaguard.mongodbVersion=6.0")
                        .fix(
                                "drop the TTL and let the size bound remove old documents",
                                "@Indexed(expireAfterSeconds = 3600) Date at",
                                "Date at"),
                of("CappedCollection", "driver", "ttl", "p.Log", DRIVER, CAPPED + """
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576)
                        class Log { @BsonId ObjectId key; @IndexHint(expireAfterSeconds = 3600) Date at; }
                        """)
                        .option("schemaguard.mongodbVersion=6.0")
                        .fix(
                                "drop the TTL and let the size bound remove old documents",
                                "@IndexHint(expireAfterSeconds = 3600) Date at",
                                "Date at"),
                of("CappedCollection", "Spring Data", "sharded", "p.Log", SPRING_DATA, CAPPED + """
                        @Document("logs")
                        @Capped(sizeBytes = 1048576)
                        @Sharded(shardKey = "host")
                        class Log { @Id ObjectId id; String host; Date at; }
                        """)
                        .fix(
                                "drop the shard key and keep the collection on one shard",
                                "@Sharded(shardKey = \"host\")\n",
                                "")
                        .fix("or drop @Capped", "@Capped(sizeBytes = 1048576)\n", ""),
                of("CappedCollection", "driver", "sharded", "p.Log", DRIVER, CAPPED + """
                        import dev.schemaguard.annotations.ShardKey;
                        @Document(collection = "logs")
                        @Capped(sizeBytes = 1048576)
                        @ShardKey(keys = "host")
                        class Log { @BsonId ObjectId key; String host; Date at; }
                        """)
                        .fix(
                                "drop the shard key and keep the collection on one shard",
                                "@ShardKey(keys = \"host\")\n",
                                "")
                        .fix("or drop @Capped", "@Capped(sizeBytes = 1048576)\n", ""),
                of("CappedCollection", "Morphia", "sharded", "p.Log", MORPHIA, """
                        @Entity(value = "logs", cap = @CappedAt(4096))
                        @ShardKeys(@ShardKey("host"))
                        class Log { @Id ObjectId id; String host; Date at; }
                        """)
                        .fix(
                                "drop the shard key and keep the collection on one shard",
                                "@ShardKeys(@ShardKey(\"host\"))\n",
                                "")
                        .neverSays("drop @Capped")
                        .fix("or drop cap from @Entity", ", cap = @CappedAt(4096)", ""));
    }

    /** An order of Spring Data MongoDB, with a list of embedded lines and a reference, under SHARD_KEY. */
    private static final String SDM_ORDER = """
            @Document("orders")
            SHARD_KEY
            class Order {
                @Id String id;
                ObjectId customerId;
                java.time.Instant placedAt;
                List<Line> lines;
                @DocumentReference Customer customer;
            }
            class Line { String sku; int qty; }
            @Document("customers")
            class Customer { @Id String id; String name; }
            """;

    /** An order of Morphia, with a list of tags and a reference, under SHARD_KEY. */
    private static final String MORPHIA_ORDER = """
            import dev.morphia.mapping.ShardKeyType;
            @Entity("orders")
            SHARD_KEY
            class Order {
                @Id ObjectId id;
                ObjectId customerId;
                java.time.Instant placedAt;
                List<String> tags;
                @Reference Customer customer;
            }
            @Entity("customers")
            class Customer { @Id ObjectId id; String name; }
            """;

    /** A descending key, which neither @Sharded nor @ShardKeys can write: schemaguard's @ShardKey on their document. */
    private static final String DESCENDING = "@dev.schemaguard.annotations.ShardKey(keys = \"placedAt:-1\")";

    /** The fixes of a key through the reference {@code customer}, whose names read alike in every annotation. */
    private static Case throughReference(Case order) {
        return order.fix("shard on the reference id itself ('customer')", "\"customer.name\"", "\"customer\"")
                .fix("or on a field of this document", "\"customer.name\"", "\"customerId\"");
    }

    /** The fixes of schemaguard's descending key {@link #DESCENDING}. */
    private static Case descending(Case order) {
        return order.fix("write 'placedAt' for a ranged key", "\"placedAt:-1\"", "\"placedAt\"")
                .fix("or 'placedAt:hashed' for a hashed one", "\"placedAt:-1\"", "\"placedAt:hashed\"");
    }

    private static Case sdmOrder(String name, String shardKey) {
        return of("ShardKey", "Spring Data", name, "p.Order", SPRING_DATA, SDM_ORDER.replace("SHARD_KEY", shardKey));
    }

    private static Stream<Case> springDataShardKeys() {
        return Stream.of(
                sdmOrder("noKeys", "@dev.schemaguard.annotations.ShardKey(keys = {})")
                        .fix(
                                "name the fields to distribute the documents by, e.g. @ShardKey(keys = \"customerId\")",
                                "(keys = {})",
                                "(keys = \"customerId\")"),
                sdmOrder("unknown", "@Sharded(shardKey = \"customerID\")")
                        .says("did you mean 'customerId'?")
                        .fix("shard key fields are Java field paths", "\"customerID\"", "\"customerId\""),
                throughReference(sdmOrder("throughReference", "@Sharded(shardKey = \"customer.name\")")),
                sdmOrder("array", "@Sharded(shardKey = {\"customerId\", \"lines.sku\"})")
                        .fix("shard on a scalar field", "\"lines.sku\"", "\"placedAt\""),
                descending(sdmOrder("descending", DESCENDING)),
                sdmOrder(
                                "twoHashed",
                                "@Sharded(shardKey = {\"customerId\", \"placedAt\"}, shardingStrategy = ShardingStrategy.HASH)")
                        .option("schemaguard.mongodbVersion=4.4")
                        .neverSays("keep the others ranged")
                        .fix(
                                "shard on one field hashed, as in @Sharded(shardKey = \"customerId\", "
                                        + "shardingStrategy = ShardingStrategy.HASH)",
                                "{\"customerId\", \"placedAt\"}",
                                "\"customerId\"")
                        .fix(
                                "or drop shardingStrategy for a ranged key",
                                ", shardingStrategy = ShardingStrategy.HASH",
                                ""),
                sdmOrder(
                                "compoundHashedBefore44",
                                "@dev.schemaguard.annotations.ShardKey(keys = {\"customerId:hashed\", \"placedAt\"})")
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix(
                                "shard on the hashed field alone",
                                "{\"customerId:hashed\", \"placedAt\"}",
                                "\"customerId:hashed\""),
                sdmOrder(
                                "uniqueHashed",
                                "@dev.schemaguard.annotations.ShardKey(keys = \"customerId:hashed\", unique = true)")
                        .fix("drop unique", ", unique = true", "")
                        .fix("or shard on the field ranged and keep unique", "\"customerId:hashed\"", "\"customerId\""),
                of("ShardKey", "Spring Data", "twice", "p.Base", SPRING_DATA, """
                        @Document("orders")
                        @Sharded(shardKey = "customerId")
                        class Base { @Id String id; ObjectId customerId; java.time.Instant placedAt; }
                        @Document("orders")
                        @Sharded(shardKey = "placedAt")
                        class Special extends Base { String note; }
                        """)
                        .fix(
                                "declare it once, on the class the others inherit it from",
                                "@Sharded(shardKey = \"placedAt\")\n",
                                ""),
                of("ShardKey", "Spring Data", "timeSeries", "p.Reading", SPRING_DATA, """
                        @Document("readings")
                        @TimeSeries(timeField = "at", metaField = "sensor")
                        @Sharded(shardKey = {"sensor.id", "value"})
                        class Reading { @Id ObjectId id; java.time.Instant at; Sensor sensor; double value; }
                        class Sensor { String id; String site; }
                        """)
                        .fix("shard on the field that labels a series", "\"value\"", "\"at\""));
    }

    private static Case morphiaOrder(String name, String shardKey) {
        return of("ShardKey", "Morphia", name, "p.Order", MORPHIA, MORPHIA_ORDER.replace("SHARD_KEY", shardKey));
    }

    private static Stream<Case> morphiaShardKeys() {
        return Stream.of(
                morphiaOrder("noKeys", "@ShardKeys({})")
                        .neverSays("@ShardKey(keys")
                        .fix(
                                "name the fields to distribute the documents by, e.g. @ShardKeys(@ShardKey(\"customerId\"))",
                                "@ShardKeys({})",
                                "@ShardKeys(@ShardKey(\"customerId\"))"),
                morphiaOrder("unknown", "@ShardKeys(@ShardKey(\"customerID\"))")
                        .says("did you mean 'customerId'?")
                        .neverSays("Java field paths")
                        .fix(
                                "Morphia sends each @ShardKey's value as written, so name fields by their stored names",
                                "\"customerID\"",
                                "\"customerId\""),
                throughReference(morphiaOrder("throughReference", "@ShardKeys(@ShardKey(\"customer.name\"))")),
                morphiaOrder("array", "@ShardKeys({@ShardKey(\"customerId\"), @ShardKey(\"tags\")})")
                        .fix("shard on a scalar field", "@ShardKey(\"tags\")", "@ShardKey(\"placedAt\")"),
                descending(morphiaOrder("descending", DESCENDING)),
                morphiaOrder(
                                "twoHashed",
                                "@ShardKeys({@ShardKey(value = \"customerId\", type = ShardKeyType.HASHED), "
                                        + "@ShardKey(value = \"placedAt\", type = ShardKeyType.HASHED)})")
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix(
                                "hash one field, and keep the others ranged",
                                "@ShardKey(value = \"placedAt\", type = ShardKeyType.HASHED)",
                                "@ShardKey(\"placedAt\")"),
                morphiaOrder(
                                "compoundHashedBefore44",
                                "@ShardKeys({@ShardKey(value = \"customerId\", type = ShardKeyType.HASHED), "
                                        + "@ShardKey(\"placedAt\")})")
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix("shard on the hashed field alone", ", @ShardKey(\"placedAt\")", ""),
                morphiaOrder(
                                "uniqueHashed",
                                "@ShardKeys(value = @ShardKey(value = \"customerId\", type = ShardKeyType.HASHED), "
                                        + "options = @ShardOptions(unique = true))")
                        .fix("drop unique", ", options = @ShardOptions(unique = true)", "")
                        .fix(
                                "or shard on the field ranged and keep unique",
                                "@ShardKey(value = \"customerId\", type = ShardKeyType.HASHED)",
                                "@ShardKey(\"customerId\")"),
                of("ShardKey", "Morphia", "twice", "p.Base", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("customerId"))
                        class Base { @Id ObjectId id; ObjectId customerId; java.time.Instant placedAt; }
                        @Entity("orders")
                        @ShardKeys(@ShardKey("placedAt"))
                        class Special extends Base { String note; }
                        """)
                        .fix(
                                "declare it once, on the class the others inherit it from",
                                "@ShardKeys(@ShardKey(\"placedAt\"))\n",
                                ""),
                of("ShardKey", "Morphia", "timeSeries", "p.Reading", MORPHIA, """
                        @Entity("readings")
                        @dev.schemaguard.annotations.TimeSeries(timeField = "at", metaField = "sensor")
                        @ShardKeys({@ShardKey("sensor"), @ShardKey("value")})
                        class Reading { @Id ObjectId id; java.time.Instant at; String sensor; double value; }
                        """)
                        .fix("shard on the field that labels a series", "@ShardKey(\"value\")", "@ShardKey(\"at\")"));
    }

    private static Stream<Case> driverShardKeys() {
        return Stream.of(
                of("ShardKey", "driver", "twice", "p.Base", DRIVER, """
                        import dev.schemaguard.annotations.ShardKey;
                        @Document(collection = "orders")
                        @ShardKey(keys = "customerId")
                        class Base { @BsonId ObjectId key; ObjectId customerId; java.time.Instant placedAt; }
                        @Document(collection = "orders")
                        @ShardKey(keys = "placedAt")
                        class Special extends Base { String note; }
                        """)
                        .fix(
                                "declare it once, on the class the others inherit it from",
                                "@ShardKey(keys = \"placedAt\")\n",
                                ""),
                of("ShardKey", "driver", "timeSeries", "p.Reading", DRIVER, """
                        import dev.schemaguard.annotations.ShardKey;
                        import dev.schemaguard.annotations.TimeSeries;
                        @Document(collection = "readings")
                        @TimeSeries(timeField = "at", metaField = "sensor")
                        @ShardKey(keys = {"sensor.id", "value"})
                        class Reading { @BsonId ObjectId key; java.time.Instant at; Sensor sensor; double value; }
                        class Sensor { String id; String site; }
                        """)
                        .fix("shard on the field that labels a series", "\"value\"", "\"at\""));
    }

    private static Stream<Case> monotonic() {
        return Stream.of(
                of("MonotonicShardKey", "Spring Data", "defaultIdHashed", "p.Order", SPRING_DATA, """
                        @Document("orders")
                        @Sharded
                        class Order { @Id String id; ObjectId customerId; }
                        """)
                        .neverSays(":hashed")
                        .fix(
                                "hash it (shardingStrategy = ShardingStrategy.HASH on @Sharded)",
                                "@Sharded",
                                "@Sharded(shardingStrategy = ShardingStrategy.HASH)"),
                of("MonotonicShardKey", "Spring Data", "compoundDate", "p.Order", SPRING_DATA, """
                        @Document("orders")
                        @Sharded(shardKey = {"placedAt", "customerId"})
                        class Order { @Id String id; ObjectId customerId; Date placedAt; }
                        """)
                        .neverSays(":hashed")
                        .fix(
                                "hash it alone (@Sharded(shardKey = \"placedAt\", shardingStrategy = ShardingStrategy.HASH)",
                                "@Sharded(shardKey = {\"placedAt\", \"customerId\"})",
                                "@Sharded(shardKey = \"placedAt\", shardingStrategy = ShardingStrategy.HASH)"),
                of("MonotonicShardKey", "Morphia", "idHashed", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("_id"))
                        class Order { @Id ObjectId id; ObjectId customerId; }
                        """)
                        .neverSays(":hashed")
                        .fix(
                                "hash it (@ShardKey(value = \"_id\", type = ShardKeyType.HASHED), ShardKeyType from "
                                        + "dev.morphia.mapping)",
                                "@ShardKey(\"_id\")",
                                "@ShardKey(value = \"_id\", type = ShardKeyType.HASHED)",
                                "import dev.morphia.utils.IndexType;\n",
                                "import dev.morphia.utils.IndexType;\nimport dev.morphia.mapping.ShardKeyType;\n"));
    }
}
