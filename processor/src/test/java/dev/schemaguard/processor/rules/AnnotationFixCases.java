package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import java.util.stream.Stream;

/**
 * The fix cases of InvalidAnnotation and UnreadAnnotation in {@link SuggestedFixGridTest}: each positive source
 * is the shape of {@code InvalidAnnotationTest} or a dialect's rule-forms test, and each fix the edit its
 * message proposes.
 */
final class AnnotationFixCases {

    private AnnotationFixCases() {}

    static Stream<SuggestedFixGridTest.Case> cases() {
        return Stream.of(
                        Stream.of(
                                of("InvalidAnnotation", "schemaguard", "boundedOnInt", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { ObjectId id; @Bounded(max = 5) int pages; }
                        """)
                                        .fix("remove it", "@Bounded(max = 5) int pages", "int pages")
                                        .fix(
                                                "put it on such a field",
                                                "@Bounded(max = 5) int pages",
                                                "@Bounded(max = 5) int[] pages"),
                                of("InvalidAnnotation", "schemaguard", "boundedZero", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { ObjectId id; @Bounded(max = 0) String title; }
                        """)
                                        .fix("must be at least 1", "max = 0", "max = 1")
                                        .fix("better left out of the document", " @Bounded(max = 0) String title;", ""),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "boundedOnIntegerArgument",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book { ObjectId id; @Bounded(max = 5) List<@Bounded(max = 3) Integer> counts; }
                        """)
                                        .fix("remove it", "List<@Bounded(max = 3) Integer>", "List<Integer>")
                                        .fix(
                                                "put it on such a type argument",
                                                "List<@Bounded(max = 3) Integer>",
                                                "List<@Bounded(max = 3) String>"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "boundedZeroArgument",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book { ObjectId id; @Bounded(max = 5) List<@Bounded(max = 0) String> names; }
                        """)
                                        .fix(
                                                "must be at least 1",
                                                "@Bounded(max = 0) String",
                                                "@Bounded(max = 1) String"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "embeddedAndReference",
                                                "p.Review",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Review { ObjectId id; @Embedded @Reference Book book; }
                        """)
                                        .with("p.Book", SCHEMAGUARD + """
                                @Document
                                class Book { ObjectId id; }
                                """)
                                        .fix("keep the one you mean", "@Embedded @Reference Book", "@Reference Book"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "indexHintOnTransient",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book { ObjectId id; @IndexHint transient String cached; }
                        """)
                                        .fix("remove the hint", "@IndexHint transient String", "transient String")
                                        .fix("or the modifier", "@IndexHint transient String", "@IndexHint String"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "caseInsensitiveOnTransient",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book { ObjectId id; @CaseInsensitive transient String shadow; }
                        """)
                                        .fix(
                                                "remove the annotation",
                                                "@CaseInsensitive transient String",
                                                "transient String"),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "caseInsensitiveOnStatic",
                                                "p.Book",
                                                SPRING_DATA,
                                                """
                        @Document("books")
                        class Book { @Id ObjectId id; @dev.schemaguard.annotations.CaseInsensitive static String shadow; }
                        """)
                                        .fix(
                                                "remove the annotation",
                                                "@dev.schemaguard.annotations.CaseInsensitive static String",
                                                "static String"),
                                of("InvalidAnnotation", "Morphia", "caseInsensitiveOnTransient", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @dev.schemaguard.annotations.CaseInsensitive transient String shadow; }
                        """)
                                        .fix(
                                                "remove the annotation",
                                                "@dev.schemaguard.annotations.CaseInsensitive transient String",
                                                "transient String"),
                                of("InvalidAnnotation", "driver", "caseInsensitiveOnTransient", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            @dev.schemaguard.annotations.CaseInsensitive public transient String shadow;
                        }
                        """)
                                        .fix(
                                                "remove the annotation",
                                                "@dev.schemaguard.annotations.CaseInsensitive public transient",
                                                "public transient"),
                                of("InvalidAnnotation", "schemaguard", "keysOnField", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { ObjectId id; @IndexHint(keys = "title") String title; }
                        """)
                                        .fix("remove keys", "@IndexHint(keys = \"title\")", "@IndexHint"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "classHintWithoutKeys",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        @IndexHint
                        class Book { ObjectId id; String author; Date publishedAt; }
                        """)
                                        .fix(
                                                "@IndexHint(keys = {\"author\", \"publishedAt:-1\"})",
                                                "@IndexHint\n",
                                                "@IndexHint(keys = {\"author\", \"publishedAt:-1\"})\n")
                                        .fix(
                                                "or put the hint on the field",
                                                "@IndexHint\nclass Book { ObjectId id; String author;",
                                                "class Book { ObjectId id; @IndexHint String author;"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "caseInsensitiveOnInt",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book { ObjectId id; @CaseInsensitive int pages; }
                        """)
                                        .fix("remove it", "@CaseInsensitive int pages", "int pages"),
                                of(
                                                "InvalidAnnotation",
                                                "schemaguard",
                                                "hintOnEmbeddedClass",
                                                "p.Book",
                                                SCHEMAGUARD,
                                                """
                        @Document
                        class Book {
                            ObjectId id;
                            Address address;
                            @IndexHint(keys = "city")
                            static class Address { String city; }
                        }
                        """)
                                        .fix(
                                                "move the hint to the @Document class, with the field path from there",
                                                "@Document\nclass Book {",
                                                "@Document\n@IndexHint(keys = \"address.city\")\nclass Book {",
                                                "@IndexHint(keys = \"city\")\n    static class",
                                                "static class"),
                                of("InvalidAnnotation", "schemaguard", "interfaceDocument", "p.Shape", SCHEMAGUARD, """
                        @Document interface Shape { }
                        """)
                                        .fix(
                                                "put @Document on the class that is stored",
                                                "@Document interface Shape { }",
                                                "interface Shape { }\n@Document class Circle implements Shape { ObjectId id; }"),
                                of("InvalidAnnotation", "schemaguard", "severalIds", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { @Id String isbn; @Id String code; String title; }
                        """)
                                        .fix("keep @Id on one of them", "@Id String code", "String code"),
                                of("InvalidAnnotation", "Spring Data", "severalIds", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String isbn; @Id String code; String title; }
                        """)
                                        .fix("keep @Id on one of them", "@Id String code", "String code"),
                                of("InvalidAnnotation", "Morphia", "severalIds", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id String isbn; @Id String code; String title; }
                        """)
                                        .fix("keep @Id on one of them", "@Id String code", "String code"),
                                of("InvalidAnnotation", "driver", "severalIds", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book { @BsonId public String isbn; @BsonId public String code; public String title; }
                        """)
                                        .fix(
                                                "keep @Id on one of them",
                                                "@BsonId public String code",
                                                "public String code"),
                                of("InvalidAnnotation", "schemaguard", "fieldOnId", "p.Author", SCHEMAGUARD, """
                        @Document
                        class Author { @Field("authorId") ObjectId id; }
                        """)
                                        .fix("remove @Field", "@Field(\"authorId\") ObjectId id", "ObjectId id"),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "durationUnparsable",
                                                "p.Session",
                                                SPRING_DATA,
                                                """
                        @Document("sessions")
                        class Session { @Id String id; @Indexed(expireAfter = "soon") Date at; }
                        """)
                                        .fix(
                                                "a duration such as \"30s\", \"10m\", \"1d\" or \"P1D\"",
                                                "expireAfter = \"soon\"",
                                                "expireAfter = \"1d\""),
                                of("InvalidAnnotation", "Spring Data", "ttlTwice", "p.Session", SPRING_DATA, """
                        @Document("sessions")
                        class Session { @Id String id; @Indexed(expireAfter = "1d", expireAfterSeconds = 60) Date at; }
                        """)
                                        .fix(
                                                "fix the annotation so that the application can start",
                                                "expireAfter = \"1d\", expireAfterSeconds = 60",
                                                "expireAfter = \"1d\""),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "wildcardProjectionJson",
                                                "p.Product",
                                                SPRING_DATA,
                                                """
                        @Document("products")
                        @WildcardIndexed(wildcardProjection = "{not json")
                        class Product { @Id String id; }
                        """)
                                        .fix(
                                                "fix the annotation so that the application can start",
                                                "\"{not json\"",
                                                "\"{'name': 1}\""),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "compoundIndexDefJson",
                                                "p.Book",
                                                SPRING_DATA,
                                                """
                        @Document("books")
                        @CompoundIndex(def = "{'title': ")
                        class Book { @Id String id; String title; String author; }
                        """)
                                        .fix(
                                                "fix the annotation so that the application can start",
                                                "\"{'title': \"",
                                                "\"{'title': 1, 'author': 1}\""),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "collationUnparsable",
                                                "p.Book",
                                                SPRING_DATA,
                                                """
                        @Document(collection = "books", collation = "{'strength': 2}")
                        class Book { @Id String id; }
                        """)
                                        .fix(
                                                "fix the annotation so that the application can start",
                                                "\"{'strength': 2}\"",
                                                "\"{'locale': 'en', 'strength': 2}\""),
                                of("InvalidAnnotation", "Morphia", "weightNotText", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field(value = "title", weight = 2)))
                        class Book { @Id ObjectId id; String title; }
                        """)
                                        .fix(
                                                "weights only apply to text keys",
                                                "@Field(value = \"title\", weight = 2)",
                                                "@Field(value = \"title\", type = IndexType.TEXT, weight = 2)"),
                                of("InvalidAnnotation", "Morphia", "indexWithoutFields", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = {}))
                        class Book { @Id ObjectId id; String title; }
                        """)
                                        .fix("an index needs keys", "fields = {}", "fields = @Field(\"title\")"),
                                of("InvalidAnnotation", "Morphia", "entityAndEmbedded", "p.Book", MORPHIA, """
                        @Entity("books") @Embedded
                        class Book { @Id ObjectId id; }
                        """)
                                        .fix("keep @Entity", "@Entity(\"books\") @Embedded", "@Entity(\"books\")"),
                                of("InvalidAnnotation", "Morphia", "twoVersions", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Version long version; @Version long revision; }
                        """)
                                        .fix("keep one", "@Version long revision", "long revision"),
                                of("InvalidAnnotation", "Morphia", "versionNotLong", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Version String version; }
                        """)
                                        .fix(
                                                "@Version can only be used on a Long/long field",
                                                "@Version String version",
                                                "@Version long version"),
                                of("InvalidAnnotation", "Morphia", "idMixedWithProperty", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id @Property("key") ObjectId id; }
                        """)
                                        .fix(
                                                "the id is stored as _id, as it is",
                                                "@Id @Property(\"key\") ObjectId",
                                                "@Id ObjectId"),
                                of("InvalidAnnotation", "Morphia", "referenceAndProperty", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference(idOnly = true) @Property("author") Author writer; }
                        """)
                                        .with("p.Author", MORPHIA + """
                                @Entity("authors")
                                class Author { @Id ObjectId id; }
                                """)
                                        .fix(
                                                "name the stored field with @Reference(\"...\")",
                                                "@Reference(idOnly = true) @Property(\"author\")",
                                                "@Reference(value = \"author\", idOnly = true)"),
                                of("UnreadAnnotation", "Morphia", "defaultLocale", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("title"),
                                options = @IndexOptions(collation = @Collation(locale = Collation.DEFAULT_LOCALE))))
                        class Book { @Id ObjectId id; String title; }
                        """)
                                        .fix(
                                                "@Collation(locale = \"en\")",
                                                "@Collation(locale = Collation.DEFAULT_LOCALE)",
                                                "@Collation(locale = \"en\")"),
                                of("InvalidAnnotation", "driver", "representationOfString", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            @BsonRepresentation(org.bson.BsonType.INT32) public String title;
                        }
                        """)
                                        .fix(
                                                "only as STRING or OBJECT_ID",
                                                "org.bson.BsonType.INT32",
                                                "org.bson.BsonType.STRING"),
                                of("InvalidAnnotation", "driver", "representationNotString", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            @BsonRepresentation(org.bson.BsonType.STRING) public int pages;
                        }
                        """)
                                        .fix(
                                                "fix the annotation so that the codec can be built",
                                                "@BsonRepresentation(org.bson.BsonType.STRING) public int",
                                                "public int"),
                                of("InvalidAnnotation", "driver", "discriminatorOnRecord", "p.Book", DRIVER, """
                        @Document(collection = "books") @BsonDiscriminator
                        public record Book(ObjectId id, String title) { }
                        """)
                                        .fix(
                                                "fix the annotation so that the codec can be built",
                                                " @BsonDiscriminator\n",
                                                "\n"),
                                of("InvalidAnnotation", "driver", "creatorInRecord", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public record Book(ObjectId id, String title) {
                            @BsonCreator
                            static Book of(@BsonProperty("title") String title) { return new Book(null, title); }
                        }
                        """)
                                        .fix(
                                                "the record codec always reads through the canonical constructor",
                                                "@BsonCreator\n",
                                                ""),
                                of("InvalidAnnotation", "driver", "ignoredComponent", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public record Book(ObjectId id, @BsonIgnore String secret) { }
                        """)
                                        .fix("the record codec stores every component", "@BsonIgnore String", "String"),
                                of("InvalidAnnotation", "driver", "propertyOnAccessor", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public record Book(ObjectId id, String title) {
                            @BsonProperty("t")
                            public String title() { return title; }
                        }
                        """)
                                        .fix(
                                                "write it on the component",
                                                "String title) {\n    @BsonProperty(\"t\")\n",
                                                "@BsonProperty(\"t\") String title) {\n"),
                                of(
                                                "InvalidAnnotation",
                                                "driver",
                                                "propertyOnConstructorParameter",
                                                "p.Book",
                                                DRIVER,
                                                """
                        @Document(collection = "books")
                        public record Book(ObjectId id, String title) {
                            public Book(ObjectId id, @BsonProperty("t") String title) {
                                this.id = id;
                                this.title = title;
                            }
                        }
                        """)
                                        .fix(
                                                "write it on the component",
                                                "String title) {\n    public Book(ObjectId id, @BsonProperty(\"t\")",
                                                "@BsonProperty(\"t\") String title) {\n    public Book(ObjectId id, @BsonProperty(\"t\")"),
                                of("InvalidAnnotation", "driver", "secondCreator", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            public String title;
                            @BsonCreator public Book() { }
                            @BsonCreator
                            public Book(@BsonProperty("title") String title) { this.title = title; }
                        }
                        """)
                                        .fix(
                                                "the driver takes one constructor or factory method",
                                                "@BsonCreator public Book()",
                                                "public Book()"),
                                of("InvalidAnnotation", "driver", "creatorIdWithoutId", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public String title;
                            @BsonCreator
                            public Book(@BsonId ObjectId key, @BsonProperty("title") String title) { this.title = title; }
                        }
                        """)
                                        .fix(
                                                "fix the annotation so that the codec can be built",
                                                "public Book(@BsonId ObjectId key, ",
                                                "public Book("),
                                of(
                                                "InvalidAnnotation",
                                                "driver",
                                                "creatorParameterWithoutProperty",
                                                "p.Book",
                                                DRIVER,
                                                """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            public String title;
                            @BsonCreator
                            public Book(@BsonId ObjectId id, String title) { this.id = id; this.title = title; }
                        }
                        """)
                                        .fix(
                                                "needs @BsonProperty (or @BsonId)",
                                                ", String title)",
                                                ", @BsonProperty(\"title\") String title)"),
                                of("UnreadAnnotation", "driver", "creatorPropertyUnwritten", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            public String title;
                            @BsonCreator
                            public Book(@BsonId ObjectId id, @BsonProperty("name") String x) { this.id = id; this.title = x; }
                        }
                        """)
                                        .fix(
                                                "give the parameter the name a field of 'Book' is written under",
                                                "@BsonProperty(\"name\") String x",
                                                "@BsonProperty(\"title\") String x")),
                        everyDialect(
                                "InvalidAnnotation",
                                "unknownKeySuffix",
                                "@$IndexHint(keys = \"title:up\")\n",
                                "{pub}String title;",
                                "",
                                "or no suffix for ascending",
                                "\"title:up\"",
                                "\"title\""),
                        everyDialect(
                                "InvalidAnnotation",
                                "collationStrength",
                                "",
                                "@$IndexHint(collation = @$Collation(locale = \"en\", strength = 7)) {pub}String title;",
                                "",
                                "use 1 or 2 to ignore case",
                                "strength = 7",
                                "strength = 2"),
                        everyDialect(
                                "InvalidAnnotation",
                                "collationWithoutLocale",
                                "",
                                "@$IndexHint(collation = @$Collation(strength = 2)) {pub}String title;",
                                "",
                                "add a locale such as locale = \"en\"",
                                "@$Collation(strength = 2)",
                                "@$Collation(locale = \"en\", strength = 2)"),
                        everyDialect(
                                "InvalidAnnotation",
                                "ttlTooLarge",
                                "",
                                "@$IndexHint(expireAfterSeconds = 3000000000L) {pub}Date at;",
                                "",
                                "use a smaller TTL",
                                "3000000000L",
                                "86400"),
                        everyDialect(
                                "InvalidAnnotation",
                                "ttlNegative",
                                "",
                                "@$IndexHint(expireAfterSeconds = -5) {pub}Date at;",
                                "",
                                "use a value >= 0 for a TTL index",
                                "-5",
                                "3600"),
                        everyDialect(
                                "InvalidAnnotation",
                                "cappedEmbedded",
                                "",
                                "{pub}Address address;",
                                "@$Capped(sizeBytes = 1048576)\nclass Address { {pub}String city; }\n",
                                "class of the collection",
                                "@$Capped(sizeBytes = 1048576)\nclass Address",
                                "class Address",
                                "{pub}class Book {",
                                "@$Capped(sizeBytes = 1048576)\n{pub}class Book {"),
                        everyDialect(
                                "InvalidAnnotation",
                                "cappedSubclass",
                                "",
                                "{pub}String note;",
                                "@$Capped(sizeBytes = 1048576)\nclass GiftOrder extends Book { }\n",
                                "move it to 'Book'",
                                "@$Capped(sizeBytes = 1048576)\nclass GiftOrder",
                                "class GiftOrder",
                                "{pub}class Book {",
                                "@$Capped(sizeBytes = 1048576)\n{pub}class Book {"),
                        Stream.of(
                                of("UnreadAnnotation", "driver", "creatorReadsAnotherName", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public final class Book {
                            private final ObjectId id;
                            private final String title;
                            @BsonCreator
                            public Book(@BsonId ObjectId id, @BsonProperty("t") String title) {
                                this.id = id;
                                this.title = title;
                            }
                            public ObjectId getId() { return id; }
                            public String getTitle() { return title; }
                        }
                        """)
                                        .fix(
                                                "give the parameter @BsonProperty(\"title\")",
                                                "@BsonProperty(\"t\")",
                                                "@BsonProperty(\"title\")"),
                                of("InvalidAnnotation", "Spring Data", "fieldOnId", "p.Author", SPRING_DATA, """
                        @Document("authors")
                        class Author { @Id @dev.schemaguard.annotations.Field("authorId") ObjectId id; }
                        """)
                                        .fix(
                                                "remove @Field",
                                                "@dev.schemaguard.annotations.Field(\"authorId\") ObjectId",
                                                "ObjectId"),
                                of("InvalidAnnotation", "Morphia", "fieldOnId", "p.Author", MORPHIA, """
                        @Entity("authors")
                        class Author { @Id @dev.schemaguard.annotations.Field("authorId") ObjectId id; }
                        """)
                                        .fix(
                                                "remove @Field",
                                                "@dev.schemaguard.annotations.Field(\"authorId\") ObjectId",
                                                "ObjectId"),
                                of("InvalidAnnotation", "driver", "fieldOnId", "p.Author", DRIVER, """
                        @Document(collection = "authors")
                        public class Author { @dev.schemaguard.annotations.Field("authorId") public ObjectId id; }
                        """)
                                        .fix(
                                                "remove @Field",
                                                "@dev.schemaguard.annotations.Field(\"authorId\") public",
                                                "public"),
                                of("InvalidAnnotation", "Spring Data", "twoNames", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id ObjectId id; @Field("a") @dev.schemaguard.annotations.Field("b") String title; }
                        """)
                                        .fix(
                                                "keep one of them",
                                                "@Field(\"a\") @dev.schemaguard.annotations.Field(\"b\")",
                                                "@Field(\"a\")"),
                                of("InvalidAnnotation", "Morphia", "twoNames", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Property("a") @dev.schemaguard.annotations.Field("b") String title; }
                        """)
                                        .fix(
                                                "keep one of them",
                                                "@Property(\"a\") @dev.schemaguard.annotations.Field(\"b\")",
                                                "@Property(\"a\")"),
                                of("InvalidAnnotation", "driver", "twoNames", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            public ObjectId id;
                            @BsonProperty("a") @dev.schemaguard.annotations.Field("b") public String title;
                        }
                        """)
                                        .fix(
                                                "keep one of them",
                                                "@BsonProperty(\"a\") @dev.schemaguard.annotations.Field(\"b\")",
                                                "@BsonProperty(\"a\")"),
                                of("InvalidAnnotation", "Morphia", "dottedShardKey", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("address.city"))
                        class Order { @Id ObjectId id; Address address; String region; }
                        @Embedded
                        class Address { String city; }
                        """)
                                        .fix(
                                                "shard on a top-level field",
                                                "@ShardKey(\"address.city\")",
                                                "@ShardKey(\"region\")"),
                                of("UnreadAnnotation", "Morphia", "shardKeyJavaName", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @ShardKeys(@ShardKey("customerId"))
                        class Order { @Id ObjectId id; @Property("cid") String customerId; }
                        """)
                                        .fix("@ShardKey(\"cid\")", "@ShardKey(\"customerId\")", "@ShardKey(\"cid\")"),
                                of("InvalidAnnotation", "Morphia", "discriminatorInherited", "p.Shape", MORPHIA, """
                        @Entity(value = "shapes", discriminator = "shape")
                        class Shape { @Id ObjectId id; }
                        class Circle extends Shape { double radius; }
                        """)
                                        .fix(
                                                "give 'Circle' an @Entity of its own",
                                                "class Circle",
                                                "@Entity(value = \"shapes\", discriminator = \"circle\")\nclass Circle")
                                        .fix("or remove the discriminator", ", discriminator = \"shape\"", ""),
                                of("InvalidAnnotation", "schemaguard", "hintInMapValue", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { ObjectId id; java.util.@Bounded(max = 5) Map<String, Price> prices; }
                        class Price { @IndexHint String currency; long cents; }
                        """)
                                        .fix(
                                                "store the entries as an array of {k, v} documents (attribute pattern) and index that",
                                                "java.util.@Bounded(max = 5) Map<String, Price> prices; }",
                                                "java.util.@Bounded(max = 5) List<PriceEntry> prices; }\nclass PriceEntry { String k; Price v; }"),
                                of("InvalidAnnotation", "Spring Data", "ambiguousMapping", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book {
                            @Id String id;
                            @Field("a") String title;
                            @Field("b") public String getTitle() { return title; }
                        }
                        """)
                                        .fix(
                                                "keep one of them",
                                                "@Field(\"b\") public String getTitle()",
                                                "public String getTitle()"),
                                of("InvalidAnnotation", "schemaguard", "compressorTwice", "p.Log", SCHEMAGUARD, """
                        @Document
                        @Storage(blockCompressor = Storage.Compressor.ZSTD, configString = "block_compressor=snappy")
                        class Log { ObjectId id; String line; }
                        """)
                                        .fix(
                                                "remove block_compressor from the configString",
                                                ", configString = \"block_compressor=snappy\"",
                                                ""),
                                of("InvalidAnnotation", "Spring Data", "interfaceDocument", "p.Shape", SPRING_DATA, """
                        @Document("shapes") interface Shape { }
                        """)
                                        .fix(
                                                "put @Document on the class that is stored",
                                                "@Document(\"shapes\") interface Shape { }",
                                                "interface Shape { }\n@Document(\"shapes\") class Circle implements Shape { @Id ObjectId id; }"),
                                of("InvalidAnnotation", "driver", "interfaceDocument", "p.Shape", DRIVER, """
                        @Document(collection = "shapes") interface Shape { }
                        """)
                                        .fix(
                                                "put @Document on the class that is stored",
                                                "@Document(collection = \"shapes\") interface Shape { }",
                                                "interface Shape { }\n@Document(collection = \"shapes\") class Circle implements Shape "
                                                        + "{ public ObjectId id; }"),
                                of("InvalidAnnotation", "schemaguard", "idOnTransient", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { @Id transient ObjectId id; String title; }
                        """)
                                        .fix("or the modifier", "@Id transient ObjectId", "@Id ObjectId"),
                                of("InvalidAnnotation", "Morphia", "transientId", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id @Transient ObjectId id; String title; }
                        """)
                                        .fix("remove one of them", "@Id @Transient ObjectId", "@Id ObjectId"),
                                of("InvalidAnnotation", "driver", "ignoredId", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book { @BsonId @BsonIgnore public ObjectId key; public String title; }
                        """)
                                        .fix("remove one of them", "@BsonId @BsonIgnore public", "@BsonId public"),
                                of("UnreadAnnotation", "Spring Data", "transientId", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id @org.springframework.data.annotation.Transient String id; String title; }
                        """)
                                        .fix(
                                                "or delete @Id",
                                                "@Id @org.springframework.data.annotation.Transient String id;",
                                                ""),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "compoundIndexWithoutDef",
                                                "p.Book",
                                                SPRING_DATA,
                                                """
                        @Document("books")
                        @CompoundIndex(name = "byTitle")
                        class Book { @Id String id; String title; String author; }
                        """)
                                        .fix(
                                                "an index needs keys",
                                                "@CompoundIndex(name = \"byTitle\")",
                                                "@CompoundIndex(name = \"byTitle\", def = \"{'title': 1, 'author': 1}\")"),
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "wildcardProjectionOnProperty",
                                                "p.Product",
                                                SPRING_DATA,
                                                """
                        @Document("products")
                        class Product { @Id String id; @WildcardIndexed(wildcardProjection = "{'a': 1}") Map<String, String> attrs; }
                        """)
                                        .fix(
                                                "a projection applies to a wildcard index of the whole document only",
                                                "@WildcardIndexed(wildcardProjection = \"{'a': 1}\") Map",
                                                "@WildcardIndexed Map"),
                                of("InvalidAnnotation", "Spring Data", "textOnReference", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @DBRef @TextIndexed Author author; }
                        @Document("authors")
                        class Author { @Id String id; String name; }
                        """)
                                        .fix(
                                                "index the field in the target's own document",
                                                "@DBRef @TextIndexed Author",
                                                "@DBRef Author",
                                                "String name;",
                                                "@TextIndexed String name;"),
                                of("InvalidAnnotation", "Spring Data", "unwrappedList", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Unwrapped.Nullable List<Address> addresses; }
                        class Address { String city; }
                        """)
                                        .fix(
                                                "only a single entity can be unwrapped",
                                                "@Unwrapped.Nullable List<Address> addresses",
                                                "@Unwrapped.Nullable Address address"),
                                of("InvalidAnnotation", "Spring Data", "indexOnUnwrapped", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Indexed @Unwrapped.Nullable Address address; }
                        class Address { String city; }
                        """)
                                        .fix(
                                                "an index annotation is not allowed on an unwrapped object",
                                                "@Indexed @Unwrapped",
                                                "@Unwrapped",
                                                "String city;",
                                                "@Indexed String city;"),
                                of("InvalidAnnotation", "Morphia", "capAndCapped", "p.Log", MORPHIA, """
                        @Entity(value = "log", cap = @CappedAt(4096))
                        @dev.schemaguard.annotations.Capped(sizeBytes = 8192)
                        class Log { @Id ObjectId id; String line; }
                        """)
                                        .fix(
                                                "keep one of them",
                                                "@dev.schemaguard.annotations.Capped(sizeBytes = 8192)\n",
                                                ""),
                                of("UnreadAnnotation", "Morphia", "capIgnored", "p.Log", MORPHIA, """
                        @Entity(value = "log", cap = @CappedAt(0))
                        class Log { @Id ObjectId id; String line; }
                        """)
                                        .fix("give the size in bytes (value)", "@CappedAt(0)", "@CappedAt(4096)")
                                        .fix("or remove cap", ", cap = @CappedAt(0)", ""),
                                of("InvalidAnnotation", "Morphia", "validatorNotJson", "p.Account", MORPHIA, """
                        @Entity("accounts")
                        @Validation("{ balance: { $gte: 0 }")
                        class Account { @Id ObjectId id; long balance; }
                        """)
                                        .fix(
                                                "write the validator as a JSON object",
                                                "\"{ balance: { $gte: 0 }\"",
                                                "\"{ balance: { $gte: 0 } }\"")))
                .flatMap(s -> s);
    }

    /**
     * One case per dialect of schemaguard's own annotations, which every dialect reads alike: {@code $} stands for
     * their package (imported in schemaguard's dialect only), {@code {pub}} for the {@code public} the driver's codec
     * needs to write a field; {@code fix} is the proposal, then the edits.
     */
    private static Stream<SuggestedFixGridTest.Case> everyDialect(
            String rule, String name, String classAnnotations, String members, String trailer, String... fix) {
        return Stream.of(
                inDialect(
                        "schemaguard",
                        SCHEMAGUARD,
                        "@Document\n",
                        "",
                        "",
                        rule,
                        name,
                        classAnnotations,
                        members,
                        trailer,
                        fix),
                inDialect(
                        "Spring Data",
                        SPRING_DATA,
                        "@Document(\"books\")\n",
                        "@Id ",
                        "",
                        rule,
                        name,
                        classAnnotations,
                        members,
                        trailer,
                        fix),
                inDialect(
                        "Morphia",
                        MORPHIA,
                        "@Entity(\"books\")\n",
                        "@Id ",
                        "",
                        rule,
                        name,
                        classAnnotations,
                        members,
                        trailer,
                        fix),
                inDialect(
                        "driver",
                        DRIVER,
                        "@Document(collection = \"books\")\n",
                        "",
                        "public ",
                        rule,
                        name,
                        classAnnotations,
                        members,
                        trailer,
                        fix));
    }

    private static SuggestedFixGridTest.Case inDialect(
            String dialect,
            String header,
            String document,
            String id,
            String pub,
            String rule,
            String name,
            String classAnnotations,
            String members,
            String trailer,
            String... fix) {
        String pkg = dialect.equals("schemaguard") ? "" : "dev.schemaguard.annotations.";
        java.util.function.UnaryOperator<String> place =
                t -> t.replace("$", pkg).replace("{pub}", pub);
        String body = document + place.apply(classAnnotations) + pub + "class Book {\n    " + pub + id
                + "ObjectId id;\n    " + place.apply(members) + "\n}\n" + place.apply(trailer);
        String[] edits = new String[fix.length - 1];
        for (int i = 1; i < fix.length; i++) {
            edits[i - 1] = place.apply(fix[i]);
        }
        return of(rule, dialect, name, "p.Book", header, body).fix(fix[0], edits);
    }
}
