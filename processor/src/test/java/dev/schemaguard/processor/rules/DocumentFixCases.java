package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of what the reader finds in a document's declaration: a document that is no class, two
 * names or two collection options given twice, an id that is not stored, Spring Data's composed annotations,
 * annotations on methods or fields the framework does not read them on (Lombok's generated accessors among
 * them), Morphia's hidden {@code @Indexes}, and a reference without a target or whose summary has no id.
 */
final class DocumentFixCases {

    private DocumentFixCases() {}

    static Stream<Case> cases() {
        return Stream.of(documents(), composed(), unread(), lombok(), references())
                .flatMap(s -> s);
    }

    private static Stream<Case> documents() {
        return Stream.of(
                // schemaguard's @Field and the driver codec's @BsonProperty, which it writes schemaguard's documents
                // with
                of("InvalidAnnotation", "schemaguard", "twoStoredNames", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { ObjectId id; @Field("name") @org.bson.codecs.pojo.annotations.BsonProperty("label") String title; }
                        """)
                        .fix(
                                "keep one of them",
                                " @org.bson.codecs.pojo.annotations.BsonProperty(\"label\") String",
                                " String"),
                of("InvalidAnnotation", "schemaguard", "idNotStored", "p.Book", SCHEMAGUARD, """
                        @Document
                        class Book { @org.bson.codecs.pojo.annotations.BsonId transient ObjectId key; String title; }
                        """)
                        .fix("remove one of them", "BsonId transient ObjectId", "BsonId ObjectId"),
                // schemaguard's collection option beside Spring Data's @TimeSeries, which differ
                of("InvalidAnnotation", "Spring Data", "timeSeriesTwice", "p.Reading", SPRING_DATA, """
                        @Document("readings")
                        @TimeSeries(timeField = "at", granularity = org.springframework.data.mongodb.core.timeseries.Granularity.HOURS)
                        @dev.schemaguard.annotations.TimeSeries(timeField = "at")
                        class Reading { @Id String id; Date at; double value; }
                        """)
                        .says("schemaguard's @TimeSeries and @TimeSeries on 'Reading'")
                        .fix("keep one of them", "@dev.schemaguard.annotations.TimeSeries(timeField = \"at\")\n", ""),
                of("InvalidAnnotation", "schemaguard", "timeSeriesTwice", "p.Reading", SCHEMAGUARD, """
                        @Document(collection = "readings")
                        @org.springframework.data.mongodb.core.mapping.TimeSeries(timeField = "at",
                                granularity = org.springframework.data.mongodb.core.timeseries.Granularity.HOURS)
                        @TimeSeries(timeField = "at")
                        class Reading { ObjectId id; Date at; double value; }
                        """)
                        .fix("keep one of them", "@TimeSeries(timeField = \"at\")\n", ""),
                of("InvalidAnnotation", "driver", "timeSeriesTwice", "p.Reading", DRIVER, """
                        @Document(collection = "readings")
                        @org.springframework.data.mongodb.core.mapping.TimeSeries(timeField = "at",
                                granularity = org.springframework.data.mongodb.core.timeseries.Granularity.HOURS)
                        @dev.schemaguard.annotations.TimeSeries(timeField = "at")
                        class Reading { @BsonId ObjectId key; Date at; double value; }
                        """)
                        .fix("keep one of them", "@dev.schemaguard.annotations.TimeSeries(timeField = \"at\")\n", ""),
                // Morphia keeps one @Indexes per class: the class's own hides its interface's
                of("UnreadAnnotation", "Morphia", "interfaceIndexesHidden", "p.Thing", MORPHIA, """
                        @Entity("things")
                        @Indexes(@Index(fields = @Field("code")))
                        class Thing implements Named { @Id ObjectId id; String name; String code; }
                        @Indexes(@Index(fields = @Field("name")))
                        interface Named { }
                        """)
                        .fix(
                                "copy their @Index entries into the @Indexes on 'Thing'",
                                "@Indexes(@Index(fields = @Field(\"code\")))\nclass",
                                "@Indexes({@Index(fields = @Field(\"code\")), @Index(fields = @Field(\"name\"))})\nclass"));
    }

    private static Stream<Case> composed() {
        return Stream.of(
                of("InvalidAnnotation", "Spring Data", "aliasForNotAMetaAnnotation", "p.Member", SPRING_DATA, """
                        import java.lang.annotation.*;
                        import org.springframework.core.annotation.AliasFor;
                        @Document("members")
                        class Member { @Id String id; @Named(name = "by_email") String email; }
                        @Indexed @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD)
                        @interface Named { @AliasFor(annotation = Field.class, attribute = "name") String name() default ""; }
                        """)
                        .fix(
                                "make it name @Named or one of its meta-annotations",
                                "annotation = Field.class",
                                "annotation = Indexed.class"),
                of("UnreadAnnotation", "Spring Data", "composedWithoutRuntimeRetention", "p.Member", SPRING_DATA, """
                        import java.lang.annotation.*;
                        @Document("members")
                        class Member { @Id String id; @Key String email; }
                        @ClassOnly @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Key { }
                        @Indexed @Target({ElementType.FIELD, ElementType.ANNOTATION_TYPE}) @interface ClassOnly { }
                        """)
                        .fix(
                                "add @Retention(RetentionPolicy.RUNTIME) to @ClassOnly",
                                "@Indexed @Target",
                                "@Indexed @Retention(RetentionPolicy.RUNTIME) @Target"));
    }

    /** Annotations where the framework never reads them: on a method it takes for no accessor, on a renamed field. */
    private static Stream<Case> unread() {
        return Stream.of(
                of("UnreadAnnotation", "driver", "fieldWrittenThroughAnotherGetter", "p.Task", DRIVER, """
                        @Document(collection = "tasks")
                        public class Task {
                            @BsonId public ObjectId key;
                            @BsonProperty("finished") private boolean isDone;
                            public boolean isDone() { return isDone; }
                        }
                        """)
                        .fix(
                                "move @BsonProperty to isDone()",
                                "@BsonProperty(\"finished\") private boolean isDone;",
                                "private boolean isDone;",
                                "public boolean isDone()",
                                "@BsonProperty(\"finished\") public boolean isDone()")
                        .fix(
                                "or give the field the getter of its own name",
                                "public boolean isDone()",
                                "public boolean getIsDone()"),
                of("UnreadAnnotation", "driver", "onMethod", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            @BsonId public ObjectId key;
                            public String title;
                            @BsonProperty("t") public String title() { return title; }
                        }
                        """)
                        .fix(
                                "write @BsonProperty on the field 'title' instead",
                                "public String title;",
                                "@BsonProperty(\"t\") public String title;",
                                "@BsonProperty(\"t\") public String title()",
                                "public String title()")
                        .fix(
                                "or delete @BsonProperty",
                                "@BsonProperty(\"t\") public String title()",
                                "public String title()"),
                of("UnreadAnnotation", "schemaguard", "onMethod", "p.Book", SCHEMAGUARD, """
                        @Document
                        public class Book {
                            ObjectId id;
                            public String title;
                            @org.bson.codecs.pojo.annotations.BsonProperty("t") public static String describe() { return ""; }
                        }
                        """)
                        .fix(
                                "or delete @BsonProperty",
                                "@org.bson.codecs.pojo.annotations.BsonProperty(\"t\") public static",
                                "public static"),
                of("UnreadAnnotation", "Spring Data", "onMethod", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book {
                            @Id String id;
                            String title;
                            @Field("t") String getTitle() { return title; }
                        }
                        """)
                        .fix(
                                "make getTitle() public",
                                "@Field(\"t\") String getTitle()",
                                "@Field(\"t\") public String getTitle()")
                        .fix("or delete @Field", "@Field(\"t\") String getTitle()", "String getTitle()"),
                of("UnreadAnnotation", "Morphia", "onMethod", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book {
                            @Id ObjectId id;
                            String title;
                            @Property("t") public String title() { return title; }
                        }
                        """)
                        .fix(
                                "write @Property on the field 'title' instead",
                                "String title;",
                                "@Property(\"t\") String title;",
                                "@Property(\"t\") public String title()",
                                "public String title()")
                        .fix("or delete @Property", "@Property(\"t\") public String title()", "public String title()"));
    }

    /** Lombok's onMethod_ annotations, which javac has not put on a method yet when schemaguard's processor runs first. */
    private static Stream<Case> lombok() {
        return Stream.of(
                of("UnreadAnnotation", "Spring Data", "getterNotGeneratedYet", "p.Member", SPRING_DATA, """
                        @Document("members")
                        class Member {
                            @Id String id;
                            @lombok.Getter(onMethod_ = @Field("e")) @lombok.Setter private String email;
                        }
                        """)
                        .lombokAfterSchemaguard()
                        .fix(
                                "or write @Field on the field",
                                "@lombok.Getter(onMethod_ = @Field(\"e\"))",
                                "@Field(\"e\") @lombok.Getter"),
                of("UnreadAnnotation", "driver", "getterNotGeneratedYet", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        public class Book {
                            @BsonId public ObjectId key;
                            @lombok.Getter(onMethod_ = @BsonProperty("t")) @lombok.Setter private String title;
                        }
                        """)
                        .lombokAfterSchemaguard()
                        .fix(
                                "or write @BsonProperty on the field",
                                "@lombok.Getter(onMethod_ = @BsonProperty(\"t\"))",
                                "@BsonProperty(\"t\") @lombok.Getter"));
    }

    private static Stream<Case> references() {
        return Stream.of(
                // schemaguard's @Reference on a Spring Data document: its target is named as its value
                of("ReferenceTarget", "Spring Data", "targetNotInferred", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference ObjectId authorId; }
                        @Document("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .neverSays("as its type or element type")
                        .fix(
                                "name the target, e.g. @Reference(Book.class)",
                                "Reference ObjectId authorId",
                                "Reference(Author.class) ObjectId authorId"),
                // Morphia reads no id by name: the summary's id is its @Id, stored as _id (an @Entity, so that
                // Morphia has a codec for it)
                of("ReferenceTarget", "Morphia", "summaryWithoutId", "p.Review", MORPHIA, """
                        @Entity("reviews")
                        class Review { @Id ObjectId id; @dev.schemaguard.annotations.Reference(Book.class) BookSummary book;
                            @Entity static class BookSummary { String title; } }
                        @Entity("books")
                        class Book { @Id ObjectId id; String title; String author; }
                        """)
                        .fix(
                                "add the id field with Morphia's @Id (@Id org.bson.types.ObjectId id)",
                                "{ String title; }",
                                "{ @Id org.bson.types.ObjectId id; String title; }"));
    }
}
