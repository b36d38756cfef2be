package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CollectionOptionsCodeTest {

    private static final boolean UPDATE = Boolean.getBoolean("schemaguard.updateGolden");
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

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
            /** Every type of SPEC §2 once, with and without null, bounds at every level, enums, embedded documents. */
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

    @Test
    void generatedSourcesMatchTheGoldenFiles() throws IOException {
        Map<String, String> generated = GeneratedSources.compile(List.of(), SOURCES).sources();
        for (Map.Entry<String, String> file : generated.entrySet()) {
            Path golden = GOLDEN.resolve(file.getKey().replace('/', '_') + ".txt");
            if (UPDATE) {
                Files.writeString(golden, file.getValue(), StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(golden), golden + " is missing: run with -Dschemaguard.updateGolden=true");
            assertEquals(Files.readString(golden, StandardCharsets.UTF_8), file.getValue(), file.getKey());
        }
    }
}
