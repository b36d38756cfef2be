package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import java.util.stream.Stream;

/**
 * The fix cases of the index, reference, size and naming rules for {@link SuggestedFixGridTest}: each a rule's
 * positive source in one dialect, with the edits its message proposes.
 */
final class IndexFixCases {

    /** A collection name whose namespace is longer than the 255 bytes MongoDB allows. */
    private static final String LONG_NAME = "a".repeat(260);

    private IndexFixCases() {}

    /** Fields {@code f0 … f(n-1)}, each a String. */
    private static String fields(int n, String annotation) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            out.append(annotation).append("String f").append(i).append("; ");
        }
        return out.toString();
    }

    /** Classes {@code L2 … L(levels)}, each holding the next: with the root, {@code levels} levels deep. */
    private static String chain(int levels, String annotation) {
        StringBuilder out = new StringBuilder();
        for (int level = 2; level < levels; level++) {
            out.append("    ")
                    .append(annotation)
                    .append("static class L")
                    .append(level)
                    .append(" { L")
                    .append(level + 1)
                    .append(" next; }\n");
        }
        return out.append("    ")
                .append(annotation)
                .append("static class L")
                .append(levels)
                .append(" { int value; }\n")
                .toString();
    }

    /** The keys {@code f0 … f(n-1)}, each written by {@code key}, joined by ", ". */
    private static String keys(int n, java.util.function.IntFunction<String> key) {
        return java.util.stream.IntStream.range(0, n).mapToObj(key).collect(java.util.stream.Collectors.joining(", "));
    }

    /** One index declaration per field {@code f0 … f(n-1)}, each written by {@code index}, one a line. */
    private static String indexes(int n, java.util.function.IntFunction<String> index) {
        return java.util.stream.IntStream.range(0, n)
                .mapToObj(index)
                .collect(java.util.stream.Collectors.joining("\n"));
    }

    static Stream<SuggestedFixGridTest.Case> cases() {
        return Stream.of(
                // ExtendedReferenceDrift and ReferenceTarget: a summary of the referenced document, schemaguard's
                // @Reference and @Embedded in every dialect
                of("ExtendedReferenceDrift", "schemaguard", "summaryFieldMissing", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; String subtitle; } }
                        @Document(collection = "books")
                        class Book { ObjectId id; String title; String author; }
                        """)
                        .fix("name it after a field of 'Book'", "String subtitle;", "String author;"),
                of("ExtendedReferenceDrift", "schemaguard", "summaryFieldType", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; int author; } }
                        @Document(collection = "books")
                        class Book { ObjectId id; String title; String author; }
                        """)
                        .fix("give the copy the original's type", "int author;", "String author;"),
                of("ReferenceTarget", "schemaguard", "summaryWithoutId", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { String title; } }
                        @Document(collection = "books")
                        class Book { ObjectId id; String title; String author; }
                        """)
                        .fix(
                                "add the id field (of type org.bson.types.ObjectId)",
                                "{ String title; }",
                                "{ ObjectId id; String title; }"),
                of("ExtendedReferenceDrift", "driver", "summaryFieldMissing", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; String subtitle; } }
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; String title; String author; }
                        """)
                        .fix("name it after a field of 'Book'", "String subtitle;", "String author;"),
                of("ExtendedReferenceDrift", "driver", "summaryFieldType", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; int author; } }
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; String title; String author; }
                        """)
                        .fix("give the copy the original's type", "int author;", "String author;"),
                of("ReferenceTarget", "driver", "summaryWithoutId", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { String title; } }
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; String title; String author; }
                        """)
                        .fix(
                                "add the id field (of type org.bson.types.ObjectId)",
                                "{ String title; }",
                                "{ ObjectId id; String title; }"),
                of("ExtendedReferenceDrift", "Spring Data", "summaryFieldMissing", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; String subtitle; } }
                        @Document("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix("name it after a field of 'Book'", "String subtitle;", "String author;"),
                of("ExtendedReferenceDrift", "Spring Data", "summaryFieldType", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { ObjectId id; String title; int author; } }
                        @Document("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix("give the copy the original's type", "int author;", "String author;"),
                of("ReferenceTarget", "Spring Data", "summaryWithoutId", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { String title; } }
                        @Document("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix(
                                "add the id field (of type org.bson.types.ObjectId)",
                                "{ String title; }",
                                "{ ObjectId id; String title; }"),
                of("ExtendedReferenceDrift", "Morphia", "summaryFieldMissing", "p.Review", MORPHIA, """
                        @Entity("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { @Id ObjectId id; String title; String subtitle; } }
                        @Entity("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix("name it after a field of 'Book'", "String subtitle;", "String author;"),
                of("ExtendedReferenceDrift", "Morphia", "summaryFieldType", "p.Review", MORPHIA, """
                        @Entity("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @dev.schemaguard.annotations.Embedded static class BookSummary { @Id ObjectId id; String title; int author; } }
                        @Entity("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix("give the copy the original's type", "int author;", "String author;"),
                of("DatabaseNameCase", "schemaguard", "twoSpellings", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books", database = "shop")
                        class Book { ObjectId id; }
                        @Document(collection = "orders", database = "Shop")
                        class Order { ObjectId id; }
                        """)
                        .fix("spell the name one way everywhere", "\"Shop\"", "\"shop\""),
                of("DatabaseNameCase", "driver", "twoSpellings", "p.Book", DRIVER, """
                        @Document(collection = "books", database = "shop")
                        class Book { @BsonId ObjectId key; }
                        @Document(collection = "orders", database = "Shop")
                        class Order { @BsonId ObjectId key; }
                        """)
                        .fix("spell the name one way everywhere", "\"Shop\"", "\"shop\""),
                // IndexLimitExceeded: 33 keys in one index; 64 indexes, 65 with _id, in one collection
                of("IndexLimitExceeded", "schemaguard", "keysLimit", "p.Wide", SCHEMAGUARD, """
                        @Document(collection = "wide")
                        @IndexHint(keys = {%s})
                        class Wide { ObjectId id; %s}
                        """.formatted(
                                        keys(33, i -> "\"f" + i + "\""), fields(33, "")))
                        .fix("index fewer fields", ", \"f32\"}", "}"),
                of("IndexLimitExceeded", "driver", "keysLimit", "p.Wide", DRIVER, """
                        @Document(collection = "wide")
                        @IndexHint(keys = {%s})
                        class Wide { @BsonId ObjectId key; %s}
                        """.formatted(
                                        keys(33, i -> "\"f" + i + "\""), fields(33, "")))
                        .fix("index fewer fields", ", \"f32\"}", "}"),
                of("IndexLimitExceeded", "Spring Data", "keysLimit", "p.Wide", SPRING_DATA, """
                        @Document("wide")
                        @CompoundIndex(def = "{%s}")
                        class Wide { @Id String id; %s}
                        """.formatted(
                                        keys(33, i -> "'f" + i + "': 1"), fields(33, "")))
                        .fix("index fewer fields", ", 'f32': 1}", "}"),
                of("IndexLimitExceeded", "Morphia", "keysLimit", "p.Wide", MORPHIA, """
                        @Entity("wide")
                        @Indexes(@Index(fields = {%s}))
                        class Wide { @Id ObjectId id; %s}
                        """.formatted(
                                        keys(33, i -> "@Field(\"f" + i + "\")"), fields(33, "")))
                        .fix("index fewer fields", ", @Field(\"f32\")}", "}"),
                of("IndexLimitExceeded", "schemaguard", "countLimit", "p.Wide", SCHEMAGUARD, """
                        @Document(collection = "wide")
                        %s
                        class Wide { ObjectId id; %s}
                        """.formatted(
                                        indexes(64, i -> "@IndexHint(keys = \"f" + i + "\")"), fields(64, "")))
                        .fix(
                                "drop the ones that are prefixes of others or rarely used",
                                "@IndexHint(keys = \"f63\")\n",
                                ""),
                of("IndexLimitExceeded", "driver", "countLimit", "p.Wide", DRIVER, """
                        @Document(collection = "wide")
                        %s
                        class Wide { @BsonId ObjectId key; %s}
                        """.formatted(
                                        indexes(64, i -> "@IndexHint(keys = \"f" + i + "\")"), fields(64, "")))
                        .fix(
                                "drop the ones that are prefixes of others or rarely used",
                                "@IndexHint(keys = \"f63\")\n",
                                ""),
                of("IndexLimitExceeded", "Spring Data", "countLimit", "p.Wide", SPRING_DATA, """
                        @Document("wide")
                        class Wide { @Id String id; %s}
                        """.formatted(
                                        fields(64, "@Indexed ")))
                        .fix(
                                "drop the ones that are prefixes of others or rarely used",
                                "@Indexed String f63;",
                                "String f63;"),
                of("IndexLimitExceeded", "Morphia", "countLimit", "p.Wide", MORPHIA, """
                        @Entity("wide")
                        class Wide { @Id ObjectId id; %s}
                        """.formatted(
                                        fields(64, "@Indexed ")))
                        .fix(
                                "drop the ones that are prefixes of others or rarely used",
                                "@Indexed String f63;",
                                "String f63;"),

                // DocumentTooLarge: an array whose bound passes 16 MiB
                of("DocumentTooLarge", "schemaguard", "bigArray", "p.Blob", SCHEMAGUARD, """
                        @Document(collection = "blobs")
                        class Blob { ObjectId id; @Bounded(max = 20000000) byte[] data; }
                        """)
                        .fix("Keep a bounded subset embedded", "max = 20000000", "max = 1000000"),
                of("DocumentTooLarge", "driver", "bigArray", "p.Blob", DRIVER, """
                        @Document(collection = "blobs")
                        class Blob { @BsonId ObjectId key; @Bounded(max = 20000000) byte[] data; }
                        """)
                        .fix("Keep a bounded subset embedded", "max = 20000000", "max = 1000000"),
                of("DocumentTooLarge", "Spring Data", "bigArray", "p.Blob", SPRING_DATA, """
                        @Document("blobs")
                        class Blob { @Id String id; @Size(max = 20000000) byte[] data; }
                        """)
                        .fix("Keep a bounded subset embedded", "max = 20000000", "max = 1000000"),
                of("DocumentTooLarge", "Morphia", "bigArray", "p.Blob", MORPHIA, """
                        @Entity("blobs")
                        class Blob { @Id ObjectId id; @Size(max = 20000000) byte[] data; }
                        """)
                        .fix("Keep a bounded subset embedded", "max = 20000000", "max = 1000000"),

                // NestingTooDeep: 101 levels of embedded documents
                of("NestingTooDeep", "schemaguard", "chain", "p.Deep", SCHEMAGUARD, """
                        @Document(collection = "deep")
                        class Deep { ObjectId id; L2 next;
                        %s}
                        """.formatted(chain(101, "")))
                        .fix(
                                "flatten the structure",
                                "static class L50 { L51 next; }",
                                "static class L50 { int value; }"),
                of("NestingTooDeep", "driver", "chain", "p.Deep", DRIVER, """
                        @Document(collection = "deep")
                        class Deep { @BsonId ObjectId key; L2 next;
                        %s}
                        """.formatted(chain(101, "")))
                        .fix(
                                "flatten the structure",
                                "static class L50 { L51 next; }",
                                "static class L50 { int value; }"),
                of("NestingTooDeep", "Spring Data", "chain", "p.Deep", SPRING_DATA, """
                        @Document("deep")
                        class Deep { @Id String id; L2 next;
                        %s}
                        """.formatted(chain(101, "")))
                        .fix(
                                "flatten the structure",
                                "static class L50 { L51 next; }",
                                "static class L50 { int value; }"),
                of("NestingTooDeep", "Morphia", "chain", "p.Deep", MORPHIA, """
                        @Entity("deep")
                        class Deep { @Id ObjectId id; L2 next;
                        %s}
                        """.formatted(chain(101, "@Entity ")))
                        .fix(
                                "flatten the structure",
                                "static class L50 { L51 next; }",
                                "static class L50 { int value; }"),
                // HashedIndex: a compound hashed index before 4.4
                of("HashedIndex", "schemaguard", "compoundBefore44", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"tenant", "email:hashed"})
                        class User { ObjectId id; String tenant; String email; }
                        """)
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix("hash the field alone", "{\"tenant\", \"email:hashed\"}", "\"email:hashed\""),
                of("HashedIndex", "driver", "compoundBefore44", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"tenant", "email:hashed"})
                        class User { @BsonId ObjectId key; String tenant; String email; }
                        """)
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix("hash the field alone", "{\"tenant\", \"email:hashed\"}", "\"email:hashed\""),
                of("HashedIndex", "Spring Data", "compoundBefore44", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(def = "{'tenant': 1, 'email': 'hashed'}")
                        class User { @Id String id; String tenant; String email; }
                        """)
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix("hash the field alone", "{'tenant': 1, 'email': 'hashed'}", "{'email': 'hashed'}"),
                of("HashedIndex", "Morphia", "compoundBefore44", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = {@Field("tenant"), @Field(value = "email", type = IndexType.HASHED)}))
                        class User { @Id ObjectId id; String tenant; String email; }
                        """)
                        .option("schemaguard.mongodbVersion=4.2")
                        .fix(
                                "hash the field alone",
                                "{@Field(\"tenant\"), @Field(value = \"email\", type = IndexType.HASHED)}",
                                "@Field(value = \"email\", type = IndexType.HASHED)"),

                // TooManyIndexes: more than the option allows
                of("TooManyIndexes", "schemaguard", "overTheOption", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "author")
                        @IndexHint(keys = "title")
                        class Book { ObjectId id; String author; String title; }
                        """)
                        .option("schemaguard.maxIndexesPerCollection=1")
                        .fix("keep those your queries need", "@IndexHint(keys = \"title\")\n", ""),
                of("TooManyIndexes", "driver", "overTheOption", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = "author")
                        @IndexHint(keys = "title")
                        class Book { @BsonId ObjectId key; String author; String title; }
                        """)
                        .option("schemaguard.maxIndexesPerCollection=1")
                        .fix("keep those your queries need", "@IndexHint(keys = \"title\")\n", ""),
                of("TooManyIndexes", "Spring Data", "overTheOption", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Indexed String author; @Indexed String title; }
                        """)
                        .option("schemaguard.maxIndexesPerCollection=1")
                        .fix("keep those your queries need", "@Indexed String title", "String title"),
                of("TooManyIndexes", "Morphia", "overTheOption", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Indexed String author; @Indexed String title; }
                        """)
                        .option("schemaguard.maxIndexesPerCollection=1")
                        .fix("keep those your queries need", "@Indexed String title", "String title"),

                // FieldName: '$' in a field of the _id type
                of("FieldName", "schemaguard", "dollarInId", "p.Visit", SCHEMAGUARD, """
                        @Document(collection = "visits")
                        class Visit { @Id Key id; static class Key { String user; @Field("$day") String day; } }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"$day\")", "@Field(\"day\")"),
                of("FieldName", "driver", "dollarInId", "p.Visit", DRIVER, """
                        @Document(collection = "visits")
                        class Visit { @BsonId Key key; public static class Key { public String user; @BsonProperty("$day") public String day; } }
                        """)
                        .fix(
                                "give it a plain name with @BsonProperty",
                                "@BsonProperty(\"$day\")",
                                "@BsonProperty(\"day\")"),
                of("FieldName", "Spring Data", "dollarInId", "p.Visit", SPRING_DATA, """
                        @Document("visits")
                        class Visit { @Id Key id; static class Key { String user; @Field("$day") String day; } }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"$day\")", "@Field(\"day\")"),
                of("FieldName", "Morphia", "dollarInId", "p.Visit", MORPHIA, """
                        @Entity("visits")
                        class Visit { @Id Key id; @Entity static class Key { String user; @Property("$day") String day; } }
                        """)
                        .fix("give it a plain name with @Property", "@Property(\"$day\")", "@Property(\"day\")"),

                // GeoIndex: a 2d key on GeoJSON
                of("GeoIndex", "schemaguard", "2dOnGeoJson", "p.Shop", SCHEMAGUARD, """
                        @Document(collection = "shops")
                        @IndexHint(keys = "location:2d")
                        class Shop { ObjectId id; com.mongodb.client.model.geojson.Point location; }
                        """)
                        .fix("\"location:2dsphere\" in @IndexHint(keys)", "\"location:2d\"", "\"location:2dsphere\""),
                of("GeoIndex", "driver", "2dOnGeoJson", "p.Shop", DRIVER, """
                        @Document(collection = "shops")
                        @IndexHint(keys = "location:2d")
                        class Shop { @BsonId ObjectId key; com.mongodb.client.model.geojson.Point location; }
                        """)
                        .fix("\"location:2dsphere\" in @IndexHint(keys)", "\"location:2d\"", "\"location:2dsphere\""),
                of("GeoIndex", "Spring Data", "2dOnGeoJson", "p.Shop", SPRING_DATA, """
                        @Document("shops")
                        class Shop { @Id String id; @GeoSpatialIndexed org.springframework.data.mongodb.core.geo.GeoJsonPoint location; }
                        """)
                        .fix(
                                "@GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE)",
                                "@GeoSpatialIndexed",
                                "@GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE)"),
                of("GeoIndex", "Morphia", "2dOnGeoJson", "p.Shop", MORPHIA, """
                        @Entity("shops")
                        @Indexes(@Index(fields = @Field(value = "location", type = IndexType.GEO2D)))
                        class Shop { @Id ObjectId id; com.mongodb.client.model.geojson.Point location; }
                        """)
                        .fix("type = IndexType.GEO2DSPHERE", "IndexType.GEO2D)", "IndexType.GEO2DSPHERE)"),

                // DbRef: Spring Data's @DBRef mixed into schemaguard's @Document
                of("DbRef", "schemaguard", "springDataDbRef", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @org.springframework.data.mongodb.core.mapping.DBRef Book book; }
                        @Document(collection = "books")
                        class Book { ObjectId id; }
                        """)
                        .fix("use @DocumentReference instead of @DBRef", "mapping.DBRef", "mapping.DocumentReference"),
                of("DbRef", "driver", "springDataDbRef", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @org.springframework.data.mongodb.core.mapping.DBRef Book book; }
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; }
                        """)
                        .fix("use @DocumentReference instead of @DBRef", "mapping.DBRef", "mapping.DocumentReference"),

                // IndexFieldNotMapped: Spring Data sends a @CompoundIndex key it cannot map as written (so a typo
                // there is no IndexFieldUnknown, which judges the keys schemaguard's @IndexHint names)
                of("IndexFieldNotMapped", "Spring Data", "compoundIndexTypo", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'auther': 1, 'title': 1}")
                        class Book { @Id String id; String author; String title; }
                        """)
                        .says("did you mean 'author'?")
                        .fix("name a property or a stored field", "'auther'", "'author'"),
                of("IndexFieldUnknown", "Spring Data", "indexHintTypo", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @dev.schemaguard.annotations.IndexHint(keys = "auther")
                        class Book { @Id String id; String author; }
                        """)
                        .fix("index keys are Java field paths", "\"auther\"", "\"author\""),

                // IndexThroughMap: a key into a map's dynamic keys
                of("IndexThroughMap", "schemaguard", "mapKey", "p.Product", SCHEMAGUARD, """
                        @Document(collection = "products")
                        @IndexHint(keys = "attrs.color")
                        class Product { ObjectId id; @Bounded(max = 20) Map<String, String> attrs; }
                        """)
                        .fix(
                                "store the entries as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'",
                                "\"attrs.color\"",
                                "{\"attrs.k\", \"attrs.v\"}",
                                "Map<String, String> attrs;",
                                "List<Attr> attrs; static class Attr { String k; String v; }"),
                of("IndexThroughMap", "driver", "mapKey", "p.Product", DRIVER, """
                        @Document(collection = "products")
                        @IndexHint(keys = "attrs.color")
                        class Product { @BsonId ObjectId key; @Bounded(max = 20) Map<String, String> attrs; }
                        """)
                        .fix(
                                "store the entries as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'",
                                "\"attrs.color\"",
                                "{\"attrs.k\", \"attrs.v\"}",
                                "Map<String, String> attrs;",
                                "List<Attr> attrs; public static class Attr { public String k; public String v; }"),
                of("IndexThroughMap", "Spring Data", "mapKey", "p.Product", SPRING_DATA, """
                        @Document("products")
                        @CompoundIndex(def = "{'attrs.color': 1}")
                        class Product { @Id String id; @Size(max = 20) Map<String, String> attrs; }
                        """)
                        .fix(
                                "store the entries as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'",
                                "{'attrs.color': 1}",
                                "{'attrs.k': 1, 'attrs.v': 1}",
                                "Map<String, String> attrs;",
                                "List<Attr> attrs; static class Attr { String k; String v; }"),
                of("IndexThroughMap", "Morphia", "mapKey", "p.Product", MORPHIA, """
                        @Entity("products")
                        @Indexes(@Index(fields = @Field("attrs.color")))
                        class Product { @Id ObjectId id; @Size(max = 20) Map<String, String> attrs; }
                        """)
                        .fix(
                                "store the entries as an array of {k, v} documents (attribute pattern) and index its 'k' and 'v'",
                                "@Field(\"attrs.color\")",
                                "{@Field(\"attrs.k\"), @Field(\"attrs.v\")}",
                                "Map<String, String> attrs;",
                                "List<Attr> attrs; @Entity static class Attr { String k; String v; }"),

                // ReferenceTarget: schemaguard's @Reference naming a class that is no document
                of("ReferenceTarget", "schemaguard", "targetNotDocument", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @Reference(Author.class) ObjectId authorId; }
                        class Author { ObjectId id; }
                        @Document(collection = "writers")
                        class Writer { ObjectId id; }
                        """)
                        .fix("point it at the @Document class", "@Reference(Author.class)", "@Reference(Writer.class)"),
                of("ReferenceTarget", "driver", "targetNotDocument", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @Reference(Author.class) ObjectId authorId; }
                        class Author { ObjectId id; }
                        @Document(collection = "writers")
                        class Writer { @BsonId ObjectId key; }
                        """)
                        .fix("point it at the @Document class", "@Reference(Author.class)", "@Reference(Writer.class)"),
                of("ReferenceTarget", "Spring Data", "targetNotDocument", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id String id; @dev.schemaguard.annotations.Reference(Author.class) ObjectId authorId; }
                        class Author { ObjectId id; }
                        @Document("writers")
                        class Writer { @Id ObjectId id; }
                        """)
                        .fix("point it at the @Document class", "Reference(Author.class)", "Reference(Writer.class)"),
                of("ReferenceTarget", "Morphia", "targetNotDocument", "p.Review", MORPHIA, """
                        @Entity("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Author.class) ObjectId authorId; }
                        class Author { ObjectId id; }
                        @Entity("writers")
                        class Writer { @Id ObjectId id; }
                        """)
                        .fix("point it at the @Document class", "Reference(Author.class)", "Reference(Writer.class)"),
                of("ReferenceTarget", "schemaguard", "idType", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "reviews")
                        class Review { ObjectId id; @Reference(Author.class) String authorId; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; }
                        """)
                        .fix("store the type of the target's _id", "String authorId", "ObjectId authorId"),
                of("ReferenceTarget", "driver", "idType", "p.Review", DRIVER, """
                        @Document(collection = "reviews")
                        class Review { @BsonId ObjectId key; @Reference(Author.class) String authorId; }
                        @Document(collection = "authors")
                        class Author { @BsonId ObjectId key; }
                        """)
                        .fix("store the type of the target's _id", "String authorId", "ObjectId authorId"),
                of("ReferenceTarget", "Spring Data", "idType", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id String id; @dev.schemaguard.annotations.Reference(Author.class) Long authorId; }
                        @Document("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .fix("store the type of the target's _id", "Long authorId", "ObjectId authorId"),
                of("ReferenceTarget", "Morphia", "idType", "p.Review", MORPHIA, """
                        @Entity("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Author.class) Long authorId; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .fix("store the type of the target's _id", "Long authorId", "ObjectId authorId"),
                // DuplicateIndex: the same signature under another name
                of("DuplicateIndex", "schemaguard", "sameKeysOtherName", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = "createdAt", name = "by_date")
                        @IndexHint(keys = "createdAt", name = "expiry", expireAfterSeconds = 60)
                        class Session { ObjectId id; Date createdAt; }
                        """)
                        .fix("remove one", "@IndexHint(keys = \"createdAt\", name = \"by_date\")\n", "")
                        .fix(
                                "merge their options into one declaration",
                                "@IndexHint(keys = \"createdAt\", name = \"by_date\")\n"
                                        + "@IndexHint(keys = \"createdAt\", name = \"expiry\", expireAfterSeconds = 60)",
                                "@IndexHint(keys = \"createdAt\", name = \"by_date\", expireAfterSeconds = 60)"),
                of("DuplicateIndex", "driver", "sameKeysOtherName", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = "createdAt", name = "by_date")
                        @IndexHint(keys = "createdAt", name = "expiry", expireAfterSeconds = 60)
                        class Session { @BsonId ObjectId key; Date createdAt; }
                        """)
                        .fix("remove one", "@IndexHint(keys = \"createdAt\", name = \"by_date\")\n", ""),
                of("DuplicateIndex", "Spring Data", "compoundOverIndexed", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(name = "isbn_lookup", def = "{'isbn': 1}")
                        class Book { @Id String id; @Indexed(name = "by_isbn") String isbn; }
                        """)
                        .fix("remove one", "@CompoundIndex(name = \"isbn_lookup\", def = \"{'isbn': 1}\")\n", ""),
                of("DuplicateIndex", "Morphia", "sameKeysOtherName", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes({@Index(fields = @Field("isbn"), options = @IndexOptions(name = "by_isbn")),
                                @Index(fields = @Field("isbn"), options = @IndexOptions(name = "isbn_lookup"))})
                        class Book { @Id ObjectId id; String isbn; }
                        """)
                        .fix(
                                "remove one",
                                ",\n        @Index(fields = @Field(\"isbn\"), options = @IndexOptions(name = \"isbn_lookup\"))",
                                ""),

                // RedundantIndex: one index declared twice
                of("RedundantIndex", "schemaguard", "declaredTwice", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"author", "title"})
                        @IndexHint(keys = {"author", "title"})
                        class Book { ObjectId id; String author; String title; }
                        """)
                        .fix("remove it", "@IndexHint(keys = {\"author\", \"title\"})\n@IndexHint", "@IndexHint"),
                of("RedundantIndex", "driver", "declaredTwice", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"author", "title"})
                        @IndexHint(keys = {"author", "title"})
                        class Book { @BsonId ObjectId key; String author; String title; }
                        """)
                        .fix("remove it", "@IndexHint(keys = {\"author\", \"title\"})\n@IndexHint", "@IndexHint"),
                of("RedundantIndex", "Spring Data", "declaredTwice", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndexes({@CompoundIndex(def = "{'author': 1, 'title': 1}"),
                                @CompoundIndex(def = "{'author': 1, 'title': 1}")})
                        class Book { @Id String id; String author; String title; }
                        """)
                        .fix("remove it", ",\n        @CompoundIndex(def = \"{'author': 1, 'title': 1}\")", ""),
                of("RedundantIndex", "Morphia", "declaredTwice", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes({@Index(fields = {@Field("author"), @Field("title")}),
                                @Index(fields = {@Field("author"), @Field("title")})})
                        class Book { @Id ObjectId id; String author; String title; }
                        """)
                        .fix("remove it", ",\n        @Index(fields = {@Field(\"author\"), @Field(\"title\")})", ""),

                // HashedIndex: a hashed index on an array
                of("HashedIndex", "schemaguard", "onArray", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "roles:hashed")
                        class User { ObjectId id; String email; @Bounded(max = 5) List<String> roles; }
                        """)
                        .fix("index a scalar field", "\"roles:hashed\"", "\"email:hashed\"")
                        .fix("drop the hashed key", "\"roles:hashed\"", "\"roles\""),
                of("HashedIndex", "driver", "onArray", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "roles:hashed")
                        class User { @BsonId ObjectId key; String email; @Bounded(max = 5) List<String> roles; }
                        """)
                        .fix("index a scalar field", "\"roles:hashed\"", "\"email:hashed\""),
                of("HashedIndex", "Spring Data", "onArray", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; String email; @HashIndexed @Size(max = 5) List<String> roles; }
                        """)
                        .fix(
                                "index a scalar field",
                                "String email; @HashIndexed @Size",
                                "@HashIndexed String email; @Size")
                        .fix("drop the hashed key", "@HashIndexed @Size", "@Indexed @Size"),
                of("HashedIndex", "Morphia", "onArray", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field(value = "roles", type = IndexType.HASHED)))
                        class User { @Id ObjectId id; String email; @Size(max = 5) List<String> roles; }
                        """)
                        .fix("index a scalar field", "@Field(value = \"roles\"", "@Field(value = \"email\"")
                        .fix(
                                "drop the hashed key",
                                "@Field(value = \"roles\", type = IndexType.HASHED)",
                                "@Field(\"roles\")"),

                // TextIndexArray: an array beside the text keys
                of("TextIndexArray", "schemaguard", "leadingArray", "p.Post", SCHEMAGUARD, """
                        @Document(collection = "posts")
                        @IndexHint(keys = {"tags", "body:text"})
                        class Post { ObjectId id; String lang; @Bounded(max = 5) List<String> tags; String body; }
                        """)
                        .fix("index a scalar field there", "{\"tags\", \"body:text\"}", "{\"lang\", \"body:text\"}")
                        .fix(
                                "index the array in an index of its own",
                                "@IndexHint(keys = {\"tags\", \"body:text\"})",
                                "@IndexHint(keys = \"body:text\")\n@IndexHint(keys = \"tags\")"),
                of("TextIndexArray", "driver", "leadingArray", "p.Post", DRIVER, """
                        @Document(collection = "posts")
                        @IndexHint(keys = {"tags", "body:text"})
                        class Post { @BsonId ObjectId key; String lang; @Bounded(max = 5) List<String> tags; String body; }
                        """)
                        .fix("index a scalar field there", "{\"tags\", \"body:text\"}", "{\"lang\", \"body:text\"}"),
                of("TextIndexArray", "Spring Data", "leadingArray", "p.Post", SPRING_DATA, """
                        @Document("posts")
                        @CompoundIndex(def = "{'tags': 1, 'body': 'text'}")
                        class Post { @Id String id; String lang; @Size(max = 5) List<String> tags; String body; }
                        """)
                        .fix("index a scalar field there", "{'tags': 1,", "{'lang': 1,")
                        .fix(
                                "index the array in an index of its own",
                                "@CompoundIndex(def = \"{'tags': 1, 'body': 'text'}\")",
                                "@CompoundIndex(def = \"{'body': 'text'}\")\n@CompoundIndex(def = \"{'tags': 1}\")"),
                of("TextIndexArray", "Morphia", "leadingArray", "p.Post", MORPHIA, """
                        @Entity("posts")
                        @Indexes(@Index(fields = {@Field("tags"), @Field(value = "body", type = IndexType.TEXT)}))
                        class Post { @Id ObjectId id; String lang; @Size(max = 5) List<String> tags; String body; }
                        """)
                        .fix(
                                "index a scalar field there",
                                "@Field(\"tags\"), @Field(value = \"body\"",
                                "@Field(\"lang\"), @Field(value = \"body\""),

                // GeoIndex: the 2d key after another
                of("GeoIndex", "schemaguard", "2dNotFirst", "p.Place", SCHEMAGUARD, """
                        @Document(collection = "places")
                        @IndexHint(keys = {"category", "location:2d"})
                        class Place { ObjectId id; @Bounded(max = 2) double[] location; String category; }
                        """)
                        .fix("put it first", "{\"category\", \"location:2d\"}", "{\"location:2d\", \"category\"}"),
                of("GeoIndex", "driver", "2dNotFirst", "p.Place", DRIVER, """
                        @Document(collection = "places")
                        @IndexHint(keys = {"category", "location:2d"})
                        class Place { @BsonId ObjectId key; @Bounded(max = 2) double[] location; String category; }
                        """)
                        .fix("put it first", "{\"category\", \"location:2d\"}", "{\"location:2d\", \"category\"}"),
                of("GeoIndex", "Spring Data", "2dNotFirst", "p.Place", SPRING_DATA, """
                        @Document("places")
                        @CompoundIndex(def = "{'category': 1, 'location': '2d'}")
                        class Place { @Id String id; @Size(max = 2) double[] location; String category; }
                        """)
                        .fix("put it first", "{'category': 1, 'location': '2d'}", "{'location': '2d', 'category': 1}"),
                of("GeoIndex", "Morphia", "2dNotFirst", "p.Place", MORPHIA, """
                        @Entity("places")
                        @Indexes(@Index(fields = {@Field("category"), @Field(value = "location", type = IndexType.GEO2D)}))
                        class Place { @Id ObjectId id; @Size(max = 2) double[] location; String category; }
                        """)
                        .fix(
                                "put it first",
                                "{@Field(\"category\"), @Field(value = \"location\", type = IndexType.GEO2D)}",
                                "{@Field(value = \"location\", type = IndexType.GEO2D), @Field(\"category\")}"),

                // CollectionName: a name MongoDB refuses
                of("CollectionName", "schemaguard", "namespaceTooLong", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "%s")
                        class Book { ObjectId id; }
                        """.formatted(LONG_NAME))
                        .fix("use a shorter collection or database name", LONG_NAME, "books"),
                of("CollectionName", "driver", "namespaceTooLong", "p.Book", DRIVER, """
                        @Document(collection = "%s")
                        class Book { @BsonId ObjectId key; }
                        """.formatted(LONG_NAME))
                        .fix("use a shorter collection or database name", LONG_NAME, "books"),
                of("CollectionName", "Spring Data", "namespaceTooLong", "p.Book", SPRING_DATA, """
                        @Document("%s")
                        class Book { @Id String id; }
                        """.formatted(LONG_NAME))
                        .fix("use a shorter collection or database name", LONG_NAME, "books"),
                of("CollectionName", "Morphia", "namespaceTooLong", "p.Book", MORPHIA, """
                        @Entity("%s")
                        class Book { @Id ObjectId id; }
                        """.formatted(LONG_NAME))
                        .fix("use a shorter collection or database name", LONG_NAME, "books"),
                of("CollectionName", "schemaguard", "dollar", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books$old")
                        class Book { ObjectId id; }
                        """)
                        .fix("choose a name without '$'", "\"books$old\"", "\"old_books\""),
                of("CollectionName", "driver", "dollar", "p.Book", DRIVER, """
                        @Document(collection = "books$old")
                        class Book { @BsonId ObjectId key; }
                        """)
                        .fix("choose a name without '$'", "\"books$old\"", "\"old_books\""),
                of("CollectionName", "Spring Data", "system", "p.Book", SPRING_DATA, """
                        @Document("system.books")
                        class Book { @Id String id; }
                        """)
                        .fix("does not start with 'system.'", "\"system.books\"", "\"books\""),
                of("CollectionName", "Morphia", "dollar", "p.Book", MORPHIA, """
                        @Entity("books$old")
                        class Book { @Id ObjectId id; }
                        """)
                        .fix("choose a name without '$'", "\"books$old\"", "\"old_books\""),

                // FieldName: a NUL byte in a stored name
                of("FieldName", "schemaguard", "nul", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Field("ti\\0tle") String title; }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"ti\\0tle\")", "@Field(\"title\")"),
                of("FieldName", "driver", "nul", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @BsonProperty("ti\\0tle") String title; }
                        """)
                        .fix(
                                "give it a plain name with @BsonProperty",
                                "@BsonProperty(\"ti\\0tle\")",
                                "@BsonProperty(\"title\")"),
                of("FieldName", "Spring Data", "nul", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Field("ti\\0tle") String title; }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"ti\\0tle\")", "@Field(\"title\")"),
                of("FieldName", "Morphia", "nul", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Property("ti\\0tle") String title; }
                        """)
                        .fix("give it a plain name with @Property", "@Property(\"ti\\0tle\")", "@Property(\"title\")"),

                // TtlIndex: Morphia's TTL on the _id index
                of("TtlIndex", "Morphia", "onId", "p.Session", MORPHIA, """
                        @Entity("sessions")
                        @Indexes(@Index(fields = @Field("_id"), options = @IndexOptions(expireAfterSeconds = 60)))
                        class Session { @Id ObjectId id; Date createdAt; }
                        """)
                        .fix("index a date field such as createdAt", "@Field(\"_id\")", "@Field(\"createdAt\")"),

                // DatabaseName and DatabaseNameStyle: the names @Document(database) gives
                of("DatabaseName", "schemaguard", "dot", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books", database = "shop.eu")
                        class Book { ObjectId id; }
                        """)
                        .fix("use letters, digits and '_' only", "\"shop.eu\"", "\"shop_eu\""),
                of("DatabaseName", "driver", "dot", "p.Book", DRIVER, """
                        @Document(collection = "books", database = "shop.eu")
                        class Book { @BsonId ObjectId key; }
                        """)
                        .fix("use letters, digits and '_' only", "\"shop.eu\"", "\"shop_eu\""),
                of("DatabaseNameStyle", "schemaguard", "dash", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books", database = "My-Shop")
                        class Book { ObjectId id; }
                        """)
                        .fix("rename it to 'my_shop'", "\"My-Shop\"", "\"my_shop\""),
                of("DatabaseNameStyle", "driver", "dash", "p.Book", DRIVER, """
                        @Document(collection = "books", database = "My-Shop")
                        class Book { @BsonId ObjectId key; }
                        """)
                        .fix("rename it to 'my_shop'", "\"My-Shop\"", "\"my_shop\""));
    }
}
