package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.TimeSeriesGranularity;
import com.mongodb.client.model.TimeSeriesOptions;
import com.mongodb.client.model.ValidationAction;
import com.mongodb.client.model.ValidationLevel;
import com.mongodb.client.model.ValidationOptions;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.schemaguard.processor.testing.GoldenFiles;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The collection options (docs/guide/collection-options.md) in generated code: golden files, the values
 * {@code createCollectionOptions()} and {@code validator()} return, what the generated bootstrap
 * sends, and what a real server makes of the validator.
 *
 * <p>mongo-java-server keeps no collection options and enforces no validator, and refuses capped
 * collections: against it the tests check what the bootstrap <em>sent</em> (a CommandListener on
 * {@code create}), and evaluate validators with {@link JsonSchemaCheck}. The effect of a validator
 * (a document refused with code 121) is checked only against the MongoDB at {@code MONGODB_URI},
 * skipped without it.
 */
class CollectionOptionsCodeTest {

    static final String[] SOURCES = {
        "tide.logs.ActivityLog", """
            package tide.logs;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import org.bson.types.ObjectId;
            /** The seed's rolling log: capped, compressed with zstd, validated strictly but only warning. */
            @Document(collection = "activity_log", database = "tide")
            @Capped(sizeBytes = 1048576, maxDocuments = 5000)
            @Storage(blockCompressor = Storage.Compressor.ZSTD, configString = "leaf_page_max=64KB,split_pct=90")
            @Validation(level = Validation.Level.STRICT, action = Validation.Action.WARN)
            public class ActivityLog {
                ObjectId id;
                Instant at;
                @Bounded(max = 200) String message;
                Severity severity;
                public enum Severity { INFO, WARN, ERROR }
            }
            """,
        "tide.logs.BookView", """
            package tide.logs;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import org.bson.types.ObjectId;
            /** The seed's page views as a time series: timeField and metaField named by Java path, stored renamed. */
            @Document(collection = "book_views", database = "tide")
            @TimeSeries(timeField = "viewedAt", metaField = "source", granularity = TimeSeries.Granularity.MINUTES,
                    expireAfterSeconds = 2592000)
            public class BookView {
                ObjectId id;
                @Field("ts") Instant viewedAt;
                @Field("src") Source source;
                int seconds;
                public static class Source { ObjectId bookId; @Bounded(max = 2) String country; }
            }
            """,
        "tide.logs.Reading", """
            package tide.logs;
            import dev.schemaguard.annotations.*;
            import java.time.Instant;
            import org.bson.types.ObjectId;
            /** Custom buckets (MongoDB 6.3): no granularity beside them. */
            @Document(collection = "readings", database = "tide")
            @TimeSeries(timeField = "at", bucketMaxSpanSeconds = 7200, bucketRoundingSeconds = 7200)
            @Storage(blockCompressor = Storage.Compressor.SNAPPY)
            public class Reading {
                ObjectId id;
                Instant at;
                double value;
            }
            """,
        "tide.shop.Everything", """
            package tide.shop;
            import dev.schemaguard.annotations.*;
            import java.math.BigDecimal;
            import java.time.*;
            import java.util.*;
            import org.bson.types.ObjectId;
            /** Every stored type once (docs/guide/annotations.md), with and without null, bounds at every level, enums, embedded documents. */
            @Document(collection = "everything", database = "tide")
            @Validation
            public class Everything {
                public ObjectId id;
                public int i; public Integer boxedI; public short s; public byte b;
                public long l; public Long boxedL; public float f; public double d; public Double boxedD;
                public boolean flag; public Boolean boxedFlag; public char c; public Character boxedC;
                @Bounded(max = 30) public String name; public String free; @Field("alias") @Bounded(max = 5) public String renamed;
                public BigDecimal price; public Date date; public Instant instant; public LocalDate day; public LocalDateTime when;
                public ObjectId other; @Bounded(max = 16) public byte[] bytes; public UUID uuid;
                public Color color; public Color anotherColor;
                @Bounded(max = 5) public List<@Bounded(max = 20) String> tags;
                @Bounded(max = 3) public int[] scores;
                public Set<Color> palette;
                @Bounded(max = 2) public List<Color> favourites;
                @Bounded(max = 10) public Map<String, Integer> counts;
                @Bounded(max = 4) public Map<String, @Bounded(max = 2) List<Part>> partsByKind;
                public Part main;
                @Bounded(max = 8) public List<Part> parts;
                @Bounded(max = 3) public List<@Bounded(max = 2) List<Integer>> matrix;
                public Object anything;
                public org.bson.Document extra;
                public enum Color { RED, GREEN, BLUE }
                public static class Part { @Bounded(max = 10) public String code; public int qty; public Shape shape; }
                public abstract static class Shape { public double area; }
                public static class Circle extends Shape { public double radius; }
                public static class Square extends Shape { public Integer radius; public double side; }
            }
            """,
        "tide.shop.Node", """
            package tide.shop;
            import dev.schemaguard.annotations.*;
            import java.util.List;
            /** A recursive embedded type: described once on each path, then only as an object. */
            @Document(collection = "trees", database = "tide")
            @Validation(level = Validation.Level.OFF)
            public class Node {
                org.bson.types.ObjectId id;
                @Bounded(max = 20) String label;
                Child first;
                public static class Child { @Bounded(max = 20) String label; @Bounded(max = 4) List<Child> children; }
            }
            """,
        "tide.shop.Vehicle", """
            package tide.shop;
            import dev.schemaguard.annotations.*;
            /** Polymorphic root: the subclass's fields are allowed, none is required. */
            @Document(collection = "vehicles", database = "tide")
            @Validation
            public class Vehicle {
                org.bson.types.ObjectId id;
                @Bounded(max = 10) String plate;
                int wheels;
            }
            """,
        "tide.shop.Truck", """
            package tide.shop;
            public class Truck extends Vehicle {
                long payloadKg;
            }
            """,
        "tide.shop.ShelfBook", """
            package tide.shop;
            import dev.schemaguard.annotations.*;
            import java.math.BigDecimal;
            import java.time.*;
            import java.util.*;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            /** The sample's book, in the driver POJO codec's vocabulary so that the codec writes what the model says. */
            @Document(collection = "shelf_books", database = "tide")
            @Validation
            public class ShelfBook {
                @BsonId public ObjectId id;
                @Bounded(max = 17) public String isbn;
                @Bounded(max = 300) public String title;
                @Bounded(max = 200) public String author;
                @BsonProperty("pub_date") public Instant publishedAt;
                public BigDecimal price;
                @Bounded(max = 3) public List<Excerpt> topReviews;
                @Bounded(max = 10) public List<@Bounded(max = 40) String> genres;
                public Format format;
                public Set<Format> formats;
                @Bounded(max = 5) public Map<String, Integer> stock;
                @Bounded(max = 2) public List<@Bounded(max = 2) List<Integer>> matrix;
                public int pages; public double weight; public boolean inPrint; public long sold; public Long rank;
                public short s; public byte b; public float f; public char grade; public Character mark;
                public Date added; public LocalDate day; public LocalDateTime at; public UUID uuid; @Bounded(max = 64) public byte[] cover;
                public Shape shape;
                public enum Format { HARDCOVER, PAPERBACK, EBOOK }
                public static class Excerpt { @Bounded(max = 60) public String reviewer; public int rating; @Bounded(max = 500) public String excerpt; }
                @BsonDiscriminator public abstract static class Shape { public double area; }
                public static class Circle extends Shape { public double radius; }
                public static class Square extends Shape { public double side; }
            }
            """,
        "tide.sdm.Customer", """
            package tide.sdm;
            import dev.schemaguard.annotations.Bounded;
            import dev.schemaguard.annotations.Validation;
            import java.math.BigDecimal;
            import java.util.List;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            /** Spring Data: a String id holding an ObjectId's hex, BigDecimal as configured, _class. */
            @Document("customers")
            @Validation
            public class Customer {
                @Id public String id;
                @Field("mail") @Bounded(max = 100) public String email;
                public BigDecimal balance;
                public Tier tier;
                @Bounded(max = 3) public List<Address> addresses;
                public enum Tier { GOLD, SILVER }
                public static class Address { @Bounded(max = 50) public String city; public int zip; }
            }
            """,
    };

    private static GeneratedSources compiled;

    @BeforeAll
    static void compile() {
        compiled = GeneratedSources.compile(List.of("-Aschemaguard.bootstrapPackage=tide"), SOURCES);
    }

    @Test
    void generatedSourcesMatchTheGoldenFiles() throws IOException {
        Map<String, String> generated = compiled.sources();
        assertEquals(
                List.of(
                        "tide/SchemaBootstrap.java",
                        "tide/SchemaBootstrapTargets.java",
                        "tide/logs/ActivityLogSchema.java",
                        "tide/logs/BookViewSchema.java",
                        "tide/logs/ReadingSchema.java",
                        "tide/sdm/CustomerSchema.java",
                        "tide/shop/EverythingSchema.java",
                        "tide/shop/NodeSchema.java",
                        "tide/shop/ShelfBookSchema.java",
                        "tide/shop/VehicleSchema.java"),
                new ArrayList<>(generated.keySet()));
        for (Map.Entry<String, String> file : generated.entrySet()) {
            GoldenFiles.assertSourceMatches(file.getKey(), file.getValue());
        }
    }

    @Test
    void outputDoesNotDependOnSourceOrder() {
        List<String> reversed = new ArrayList<>();
        for (int i = SOURCES.length - 2; i >= 0; i -= 2) {
            reversed.add(SOURCES[i]);
            reversed.add(SOURCES[i + 1]);
        }
        GeneratedSources backward = GeneratedSources.compile(
                List.of("-Aschemaguard.bootstrapPackage=tide"), reversed.toArray(new String[0]));
        assertEquals(compiled.sources(), backward.sources());
    }

    @Test
    void cappedCollectionWithStorageAndValidation() throws Exception {
        CreateCollectionOptions options = options("tide.logs.ActivityLogSchema");
        assertTrue(options.isCapped());
        assertEquals(1048576L, options.getSizeInBytes());
        assertEquals(5000L, options.getMaxDocuments());
        assertEquals(
                BsonDocument.parse(
                        "{wiredTiger: {configString: 'block_compressor=zstd,leaf_page_max=64KB,split_pct=90'}}"),
                options.getStorageEngineOptions().toBsonDocument());
        ValidationOptions validation = options.getValidationOptions();
        assertEquals(ValidationLevel.STRICT, validation.getValidationLevel());
        assertEquals(ValidationAction.WARN, validation.getValidationAction());
        assertEquals(
                validator("tide.logs.ActivityLogSchema"),
                validation.getValidator().toBsonDocument());
        assertNull(options.getTimeSeriesOptions());
        assertNull(options.getCollation());
        assertEquals(0L, options.getExpireAfter(TimeUnit.SECONDS));
        assertNotSame(options, options("tide.logs.ActivityLogSchema"), "a new object on each call");
    }

    @Test
    void timeSeriesFieldsAreStoredNamesWithGranularityAndExpiry() throws Exception {
        CreateCollectionOptions options = options("tide.logs.BookViewSchema");
        TimeSeriesOptions timeSeries = options.getTimeSeriesOptions();
        assertEquals("ts", timeSeries.getTimeField(), "viewedAt is stored as ts");
        assertEquals("src", timeSeries.getMetaField(), "source is stored as src");
        assertEquals(TimeSeriesGranularity.MINUTES, timeSeries.getGranularity());
        assertNull(timeSeries.getBucketMaxSpan(TimeUnit.SECONDS));
        assertNull(timeSeries.getBucketRounding(TimeUnit.SECONDS));
        assertEquals(2592000L, options.getExpireAfter(TimeUnit.SECONDS));
        assertFalse(options.isCapped());
        assertNull(options.getStorageEngineOptions());
        assertNull(options.getValidationOptions().getValidator(), "validators are refused on time series");
        assertThrows(
                NoSuchMethodException.class,
                () -> compiled.classLoader()
                        .loadClass("tide.logs.BookViewSchema")
                        .getMethod("validator"));
    }

    @Test
    void bucketSettingsGoWithoutGranularity() throws Exception {
        CreateCollectionOptions options = options("tide.logs.ReadingSchema");
        TimeSeriesOptions timeSeries = options.getTimeSeriesOptions();
        assertEquals("at", timeSeries.getTimeField());
        assertNull(timeSeries.getMetaField());
        assertNull(timeSeries.getGranularity(), "the server refuses granularity beside bucket settings");
        assertEquals(7200L, timeSeries.getBucketMaxSpan(TimeUnit.SECONDS));
        assertEquals(7200L, timeSeries.getBucketRounding(TimeUnit.SECONDS));
        assertEquals(0L, options.getExpireAfter(TimeUnit.SECONDS), "no expiry declared");
        assertEquals(
                BsonDocument.parse("{wiredTiger: {configString: 'block_compressor=snappy'}}"),
                options.getStorageEngineOptions().toBsonDocument());
    }

    @Test
    void validationLevelAndActionAsDeclared() throws Exception {
        ValidationOptions defaults = options("tide.shop.EverythingSchema").getValidationOptions();
        assertEquals(ValidationLevel.MODERATE, defaults.getValidationLevel());
        assertEquals(ValidationAction.ERROR, defaults.getValidationAction());
        assertEquals(
                validator("tide.shop.EverythingSchema"), defaults.getValidator().toBsonDocument());
        assertEquals(
                ValidationLevel.OFF,
                options("tide.shop.NodeSchema").getValidationOptions().getValidationLevel());
        assertNotSame(
                validator("tide.shop.EverythingSchema"),
                validator("tide.shop.EverythingSchema"),
                "a new document on each call");
    }

    @Test
    void validatorHasABsonTypePerFieldAsSection2MapsIt() throws Exception {
        BsonDocument properties = properties("tide.shop.EverythingSchema");
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("_id", "{bsonType: 'objectId'}");
        expected.put("i", "{bsonType: 'int'}");
        expected.put("boxedI", "{bsonType: ['int', 'null']}");
        expected.put("s", "{bsonType: 'int'}");
        expected.put("b", "{bsonType: 'int'}");
        expected.put("l", "{bsonType: 'long'}");
        expected.put("boxedL", "{bsonType: ['long', 'null']}");
        expected.put("f", "{bsonType: 'double'}");
        expected.put("d", "{bsonType: 'double'}");
        expected.put("boxedD", "{bsonType: ['double', 'null']}");
        expected.put("flag", "{bsonType: 'bool'}");
        expected.put("boxedFlag", "{bsonType: ['bool', 'null']}");
        expected.put("c", "{bsonType: 'string'}");
        expected.put("boxedC", "{bsonType: ['string', 'null']}");
        expected.put("name", "{bsonType: ['string', 'null'], maxLength: 30}");
        expected.put("free", "{bsonType: ['string', 'null']}");
        expected.put("alias", "{bsonType: ['string', 'null'], maxLength: 5}");
        expected.put("price", "{bsonType: ['decimal', 'null']}");
        expected.put("date", "{bsonType: ['date', 'null']}");
        expected.put("instant", "{bsonType: ['date', 'null']}");
        expected.put("day", "{bsonType: ['date', 'null']}");
        expected.put("when", "{bsonType: ['date', 'null']}");
        expected.put("other", "{bsonType: ['objectId', 'null']}");
        expected.put("bytes", "{bsonType: ['binData', 'null']}");
        expected.put("uuid", "{bsonType: ['binData', 'null']}");
        expected.put("color", "{bsonType: ['string', 'null'], enum: ['RED', 'GREEN', 'BLUE', null]}");
        expected.put("anotherColor", "{bsonType: ['string', 'null'], enum: ['RED', 'GREEN', 'BLUE', null]}");
        expected.put(
                "tags",
                "{bsonType: ['array', 'null'], maxItems: 5, items: {bsonType: ['string', 'null'], maxLength: 20}}");
        expected.put("scores", "{bsonType: ['array', 'null'], maxItems: 3, items: {bsonType: 'int'}}");
        // a set of an enum holds each constant at most once
        expected.put(
                "palette",
                "{bsonType: ['array', 'null'], maxItems: 3, "
                        + "items: {bsonType: ['string', 'null'], enum: ['RED', 'GREEN', 'BLUE', null]}}");
        expected.put(
                "favourites",
                "{bsonType: ['array', 'null'], maxItems: 2, "
                        + "items: {bsonType: ['string', 'null'], enum: ['RED', 'GREEN', 'BLUE', null]}}");
        expected.put(
                "counts",
                "{bsonType: ['object', 'null'], maxProperties: 10, additionalProperties: {bsonType: ['int', 'null']}}");
        String part = "{bsonType: ['object', 'null'], properties: {"
                + "code: {bsonType: ['string', 'null'], maxLength: 10}, qty: {bsonType: 'int'}, "
                // polymorphic embedded: the fields of every subclass, and a name two of them type differently accepts
                // both
                + "shape: {bsonType: ['object', 'null'], properties: {area: {bsonType: 'double'}, "
                + "radius: {bsonType: ['double', 'int', 'null']}, side: {bsonType: 'double'}}}}}";
        expected.put(
                "partsByKind",
                "{bsonType: ['object', 'null'], maxProperties: 4, "
                        + "additionalProperties: {bsonType: ['array', 'null'], maxItems: 2, items: " + part + "}}");
        expected.put("main", part);
        expected.put("parts", "{bsonType: ['array', 'null'], maxItems: 8, items: " + part + "}");
        expected.put(
                "matrix",
                "{bsonType: ['array', 'null'], maxItems: 3, "
                        + "items: {bsonType: ['array', 'null'], maxItems: 2, items: {bsonType: ['int', 'null']}}}");
        expected.put("anything", "{}");
        expected.put("extra", "{bsonType: ['object', 'null']}");
        assertEquals(
                new ArrayList<>(expected.keySet()),
                new ArrayList<>(properties.keySet()),
                "every stored field, in order");
        expected.forEach(
                (field, schema) -> assertEquals(BsonDocument.parse(schema), properties.getDocument(field), field));
        assertEquals(
                BsonDocument.parse("{bsonType: 'object'}"), withoutProperties(validator("tide.shop.EverythingSchema")));
    }

    @Test
    void validatorsOpenNeverRequiredAlwaysBsonType() throws Exception {
        for (String schema : List.of(
                "tide.logs.ActivityLogSchema",
                "tide.shop.EverythingSchema",
                "tide.shop.NodeSchema",
                "tide.shop.ShelfBookSchema",
                "tide.shop.VehicleSchema",
                "tide.sdm.CustomerSchema")) {
            BsonDocument validator = validator(schema);
            assertEquals(List.of("$jsonSchema"), new ArrayList<>(validator.keySet()), schema);
            walk(validator.getDocument("$jsonSchema"), schema);
        }
    }

    /** No {@code type} (the server refuses "integer"), no {@code required}, nothing closed, enums neither empty nor duplicated. */
    private static void walk(BsonDocument schema, String where) {
        assertFalse(schema.containsKey("type"), where);
        assertFalse(schema.containsKey("required"), where);
        assertFalse(
                schema.isBoolean("additionalProperties")
                        && !schema.getBoolean("additionalProperties").getValue(),
                where);
        if (schema.containsKey("enum")) {
            List<BsonValue> constants = schema.getArray("enum").getValues();
            assertFalse(constants.isEmpty(), where);
            assertEquals(constants.size(), constants.stream().distinct().count(), where);
        }
        if (schema.containsKey("properties")) {
            schema.getDocument("properties").forEach((name, sub) -> walk(sub.asDocument(), where + "." + name));
        }
        if (schema.containsKey("items")) {
            walk(schema.getDocument("items"), where + ".items");
        }
        if (schema.isDocument("additionalProperties")) {
            walk(schema.getDocument("additionalProperties"), where + ".*");
        }
    }

    @Test
    void polymorphicRootAllowsTheSubclassFields() throws Exception {
        assertEquals(
                BsonDocument.parse(
                        "{_id: {bsonType: 'objectId'}, plate: {bsonType: ['string', 'null'], maxLength: 10}, "
                                + "wheels: {bsonType: 'int'}, payloadKg: {bsonType: 'long'}}"),
                properties("tide.shop.VehicleSchema"));
        BsonDocument vehicle =
                BsonDocument.parse("{_id: {$oid: '0123456789abcdef01234567'}, plate: 'AB-12', wheels: 4}");
        assertEquals(
                List.of(),
                JsonSchemaCheck.violations(validator("tide.shop.VehicleSchema"), vehicle),
                "a Vehicle has no payloadKg");
    }

    @Test
    void recursiveTypeIsDescribedOnceOnEachPath() throws Exception {
        assertEquals(
                BsonDocument.parse(
                        "{_id: {bsonType: 'objectId'}, label: {bsonType: ['string', 'null'], maxLength: 20}, "
                                + "first: {bsonType: ['object', 'null'], properties: {label: {bsonType: ['string', 'null'], maxLength: 20}, "
                                + "children: {bsonType: ['array', 'null'], maxItems: 4, items: {bsonType: ['object', 'null']}}}}}"),
                properties("tide.shop.NodeSchema"));
    }

    @Test
    void springDataDocumentIsDescribedAsSpringDataWritesIt() throws Exception {
        assertEquals(
                BsonDocument.parse("{"
                        // SDM stores a String id holding an ObjectId's hex as an ObjectId, any other as it is
                        + "_id: {bsonType: ['objectId', 'string']}, "
                        + "mail: {bsonType: ['string', 'null'], maxLength: 100}, "
                        // SDM 5 stores BigDecimal as the application configures it (Decimal128 or string)
                        + "balance: {bsonType: ['decimal', 'string', 'null']}, "
                        + "tier: {bsonType: ['string', 'null'], enum: ['GOLD', 'SILVER', null]}, "
                        + "addresses: {bsonType: ['array', 'null'], maxItems: 3, items: {bsonType: ['object', 'null'], properties: {"
                        + "city: {bsonType: ['string', 'null'], maxLength: 50}, zip: {bsonType: 'int'}}}}, "
                        + "_class: {bsonType: 'string'}}"),
                properties("tide.sdm.CustomerSchema"));
    }

    @Test
    void optionTurnsValidationOnForEveryDocumentButTimeSeries() throws Exception {
        GeneratedSources withOption = GeneratedSources.compile(
                List.of("-Aschemaguard.validation=STRICT"), "opt.Note", """
                        package opt;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "notes")
                        public class Note { org.bson.types.ObjectId id; @Bounded(max = 100) String text; }
                        """, "opt.Tag", """
                        package opt;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "tags")
                        public class Tag { @Bounded(max = 20) String id; }
                        """, "opt.Tick", """
                        package opt;
                        import dev.schemaguard.annotations.*;
                        @Document(collection = "ticks")
                        @TimeSeries(timeField = "at")
                        public class Tick { org.bson.types.ObjectId id; java.time.Instant at; }
                        """);
        Class<?> note = withOption.classLoader().loadClass("opt.NoteSchema");
        CreateCollectionOptions options = (CreateCollectionOptions)
                note.getMethod("createCollectionOptions").invoke(null);
        assertEquals(ValidationLevel.STRICT, options.getValidationOptions().getValidationLevel());
        assertEquals(ValidationAction.ERROR, options.getValidationOptions().getValidationAction());
        assertEquals(
                BsonDocument.parse("{$jsonSchema: {bsonType: 'object', properties: {_id: {bsonType: 'objectId'}, "
                        + "text: {bsonType: ['string', 'null'], maxLength: 100}}}}"),
                note.getMethod("validator").invoke(null));
        // a null String id is left out by the codec, and the driver then adds an ObjectId
        assertEquals(
                BsonDocument.parse("{$jsonSchema: {bsonType: 'object', properties: {"
                        + "_id: {bsonType: ['string', 'objectId'], maxLength: 20}}}}"),
                withOption
                        .classLoader()
                        .loadClass("opt.TagSchema")
                        .getMethod("validator")
                        .invoke(null));
        Class<?> tick = withOption.classLoader().loadClass("opt.TickSchema");
        CreateCollectionOptions tickOptions = (CreateCollectionOptions)
                tick.getMethod("createCollectionOptions").invoke(null);
        assertNull(tickOptions.getValidationOptions().getValidator(), "the server refuses validators on time series");
        assertNotNull(tickOptions.getTimeSeriesOptions());
    }

    /**
     * What the generated bootstrap sends to create each collection. mongo-java-server keeps none of
     * these options (listCollections answers {@code options: {}}) and refuses capped collections,
     * so the commands are checked as sent, by a CommandListener; their effect only against a real
     * server ({@link #realServerRefusesADocumentThatBreaksABound}).
     */
    @Test
    void bootstrapSendsEveryOptionWithCreate() throws Exception {
        List<BsonDocument> commands = new ArrayList<>();
        CommandListener listener = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                if (event.getCommandName().equals("create")) {
                    commands.add(event.getCommand().clone());
                }
            }
        };
        MongoServer server = new MongoServer(new MemoryBackend());
        InetSocketAddress address = server.bind();
        try (MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(
                        new ConnectionString("mongodb://" + address.getHostString() + ":" + address.getPort()))
                .addCommandListener(listener)
                .build())) {
            Object report = apply(client.getDatabase("tide"));
            Map<String, BsonDocument> created = new LinkedHashMap<>();
            commands.forEach(command -> created.put(command.getString("create").getValue(), command));
            assertEquals(
                    new java.util.TreeSet<>(List.of(
                            "activity_log",
                            "book_views",
                            "customers",
                            "everything",
                            "readings",
                            "shelf_books",
                            "trees",
                            "vehicles")),
                    new java.util.TreeSet<>(created.keySet()));

            BsonDocument log = created.get("activity_log");
            assertEquals(
                    BsonDocument.parse("{capped: true, size: {$numberLong: '1048576'}, max: {$numberLong: '5000'}, "
                            + "storageEngine: {wiredTiger: {configString: 'block_compressor=zstd,leaf_page_max=64KB,split_pct=90'}}, "
                            + "validationLevel: 'strict', validationAction: 'warn'}"),
                    only(log, "capped", "size", "max", "storageEngine", "validationLevel", "validationAction"));
            assertEquals(
                    validator("tide.logs.ActivityLogSchema").getDocument("$jsonSchema"),
                    log.getDocument("validator").getDocument("$jsonSchema"));
            String failures =
                    String.valueOf(report.getClass().getMethod("failures").invoke(report));
            assertTrue(
                    failures.contains("tide.activity_log"), "mongo-java-server refuses capped collections: " + report);

            assertEquals(
                    BsonDocument.parse("{timeseries: {timeField: 'ts', metaField: 'src', granularity: 'minutes'}, "
                            + "expireAfterSeconds: {$numberLong: '2592000'}}"),
                    only(created.get("book_views"), "timeseries", "expireAfterSeconds", "validator", "storageEngine"));
            assertEquals(
                    BsonDocument.parse("{timeseries: {timeField: 'at', bucketMaxSpanSeconds: {$numberLong: '7200'}, "
                            + "bucketRoundingSeconds: {$numberLong: '7200'}}, "
                            + "storageEngine: {wiredTiger: {configString: 'block_compressor=snappy'}}}"),
                    only(created.get("readings"), "timeseries", "expireAfterSeconds", "validator", "storageEngine"));
            BsonDocument everything = created.get("everything");
            assertEquals(
                    validator("tide.shop.EverythingSchema").getDocument("$jsonSchema"),
                    everything.getDocument("validator").getDocument("$jsonSchema"));
            assertEquals(
                    BsonDocument.parse("{validationLevel: 'moderate', validationAction: 'error'}"),
                    only(everything, "validationLevel", "validationAction", "timeseries", "storageEngine"));
            // the driver sends capped: false for every collection that is not
            assertEquals(BsonDocument.parse("{capped: false}"), only(everything, "capped", "size", "max"));
            assertEquals(
                    "off", created.get("trees").getString("validationLevel").getValue());
        } finally {
            server.shutdownNow();
        }
    }

    /**
     * Against a real MongoDB (MONGODB_URI; skipped otherwise: mongo-java-server does not enforce
     * validators): once the bootstrap has run, valid documents go in, and one that breaks a
     * {@code @Bounded(max)} is refused with DocumentValidationFailure (121).
     */
    @Test
    void realServerRefusesADocumentThatBreaksABound() throws Exception {
        String uri = System.getenv("MONGODB_URI");
        assumeTrue(uri != null && !uri.isBlank(), "needs MONGODB_URI: only a real server enforces validators");
        try (MongoClient client = MongoClients.create(uri)) {
            MongoDatabase database = client.getDatabase("tide");
            database.drop();
            apply(database);
            assertEquals(
                    validator("tide.shop.ShelfBookSchema"),
                    BsonDocument.parse(database.listCollections()
                            .filter(new Document("name", "shelf_books"))
                            .first()
                            .get("options", Document.class)
                            .get("validator", Document.class)
                            .toJson()),
                    "the server keeps the validator as sent");
            MongoCollection<BsonDocument> books = database.getCollection("shelf_books", BsonDocument.class);
            ValidatorSamples samples = new ValidatorSamples(compiled.classLoader(), 7);
            for (int i = 0; i < 50; i++) {
                books.insertOne(samples.shelfBook());
            }
            BsonDocument tooManyGenres = samples.shelfBook();
            tooManyGenres.put("genres", ValidatorSamples.strings(11));
            MongoWriteException refused = assertThrows(MongoWriteException.class, () -> books.insertOne(tooManyGenres));
            assertEquals(121, refused.getError().getCode(), refused.getMessage());
            BsonDocument longIsbn = samples.shelfBook();
            longIsbn.put("isbn", new org.bson.BsonString("9".repeat(18)));
            assertEquals(
                    121,
                    assertThrows(MongoWriteException.class, () -> books.insertOne(longIsbn))
                            .getError()
                            .getCode());
            MongoCollection<BsonDocument> customers = database.getCollection("customers", BsonDocument.class);
            for (int i = 0; i < 20; i++) {
                customers.insertOne(samples.customer());
            }
            database.drop();
        }
    }

    /**
     * A property of the generated validator: it accepts whatever the application's codec writes for
     * its model. Random instances (nulls, empty and full containers, every enum constant, every
     * subclass of a polymorphic field, within the declared bounds) are written by the driver's
     * POJO codec and by Spring Data's converter, and checked against the generated validator.
     */
    @Test
    void validatorAcceptsWhatTheCodecsWrite() throws Exception {
        ValidatorSamples samples = new ValidatorSamples(compiled.classLoader(), 42);
        BsonDocument shelfBook = validator("tide.shop.ShelfBookSchema");
        BsonDocument customer = validator("tide.sdm.CustomerSchema");
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (int i = 0; i < 300; i++) {
            BsonDocument written = samples.shelfBook();
            assertEquals(List.of(), JsonSchemaCheck.violations(shelfBook, written), written::toJson);
            written.forEach((field, value) -> seen.add("book " + field + " " + value.getBsonType()));
            if (written.isDocument("shape")) {
                written.getDocument("shape").keySet().forEach(field -> seen.add("shape " + field));
            }
            BsonDocument sdm = samples.customer();
            assertEquals(List.of(), JsonSchemaCheck.violations(customer, sdm), sdm::toJson);
            sdm.forEach((field, value) -> seen.add("customer " + field + " " + value.getBsonType()));
        }
        // the samples reach what the validator must allow: every field, the subclasses' fields, both kinds of SDM id
        for (String field :
                shelfBook.getDocument("$jsonSchema").getDocument("properties").keySet()) {
            assertTrue(seen.stream().anyMatch(s -> s.startsWith("book " + field + " ")), field + " in " + seen);
        }
        assertTrue(
                seen.containsAll(List.of(
                        "shape radius",
                        "shape side",
                        "customer _id OBJECT_ID",
                        "customer _id STRING",
                        "customer _class STRING",
                        "customer balance DECIMAL128",
                        "customer mail STRING",
                        "customer addresses ARRAY")),
                seen::toString);
        BsonDocument broken = samples.shelfBook();
        broken.put("genres", ValidatorSamples.strings(11));
        assertEquals(
                List.of(".genres: more than 10 items"),
                JsonSchemaCheck.violations(shelfBook, broken),
                "and refuses one that breaks a bound");
        broken = samples.shelfBook();
        broken.put("format", new org.bson.BsonString("AUDIO"));
        assertEquals(1, JsonSchemaCheck.violations(shelfBook, broken).size(), "or is no constant of the enum");
    }

    /**
     * A validator far larger than one string constant of a class file (65,535 bytes): an embedded
     * binary tree 11 levels deep, whose level-3 field has a stored name that needs escaping in JSON
     * and in Java.
     */
    @Test
    void largeValidatorIsSplitIntoConstantsAndParsesBack() throws Exception {
        int levels = 11;
        StringBuilder source = new StringBuilder("""
                package big;
                import dev.schemaguard.annotations.*;
                @Document(collection = "trees", database = "forest")
                public class Tree {
                    org.bson.types.ObjectId id;
                    N1 left;
                    N1 right;
                """);
        for (int i = 1; i <= levels; i++) {
            source.append("    @Embedded static class N").append(i).append(" {\n");
            if (i < levels) {
                source.append("        N")
                        .append(i + 1)
                        .append(" left;\n        N")
                        .append(i + 1)
                        .append(" right;\n");
            }
            source.append(i == 3 ? "        @Field(\"v\u00e4'l\\\\ue\\t\") int value;\n" : "        int value;\n")
                    .append("    }\n");
        }
        GeneratedSources big = GeneratedSources.compile(
                List.of("-Aschemaguard.validation=MODERATE"),
                "big.Tree",
                source.append("}\n").toString());
        String schemaSource = big.sources().get("big/TreeSchema.java");
        assertTrue(schemaSource.contains("json.append("), "split into several constants");
        BsonDocument validator = (BsonDocument) big.classLoader()
                .loadClass("big.TreeSchema")
                .getMethod("validator")
                .invoke(null);
        assertTrue(validator.toJson().length() > 100_000, "larger than any one constant");
        BsonDocument node = validator.getDocument("$jsonSchema");
        String path = "";
        for (int level = 1; level <= levels; level++) {
            node = node.getDocument("properties").getDocument(level % 2 == 0 ? "left" : "right");
            path += level % 2 == 0 ? ".left" : ".right";
            assertEquals(List.of("bsonType", "properties"), new ArrayList<>(node.keySet()), path);
        }
        assertEquals(BsonDocument.parse("{value: {bsonType: 'int'}}"), node.getDocument("properties"), path);
        BsonDocument third = validator
                .getDocument("$jsonSchema")
                .getDocument("properties")
                .getDocument("left")
                .getDocument("properties")
                .getDocument("left")
                .getDocument("properties")
                .getDocument("left")
                .getDocument("properties");
        assertEquals(BsonDocument.parse("{bsonType: 'int'}"), third.getDocument("v\u00e4'l\\ue\t"), third.toJson());
    }

    private static Object apply(MongoDatabase database) throws Exception {
        return compiled.classLoader()
                .loadClass("tide.SchemaBootstrap")
                .getMethod("apply", MongoDatabase.class)
                .invoke(null, database);
    }

    /** The named fields of a command that it has, in that order. */
    private static BsonDocument only(BsonDocument command, String... fields) {
        BsonDocument out = new BsonDocument();
        for (String field : fields) {
            if (command.containsKey(field)) {
                out.put(field, command.get(field));
            }
        }
        return out;
    }

    private static CreateCollectionOptions options(String schemaClass) throws Exception {
        return (CreateCollectionOptions) compiled.classLoader()
                .loadClass(schemaClass)
                .getMethod("createCollectionOptions")
                .invoke(null);
    }

    static BsonDocument validator(String schemaClass) throws Exception {
        Method validator = compiled.classLoader().loadClass(schemaClass).getMethod("validator");
        return (BsonDocument) validator.invoke(null);
    }

    private static BsonDocument properties(String schemaClass) throws Exception {
        return validator(schemaClass).getDocument("$jsonSchema").getDocument("properties");
    }

    private static BsonDocument withoutProperties(BsonDocument validator) {
        BsonDocument schema = validator.getDocument("$jsonSchema").clone();
        schema.remove("properties");
        return schema;
    }
}
