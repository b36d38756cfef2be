package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import java.util.stream.Stream;

/**
 * The fix cases of the index options and index keys MongoDB refuses (IndexOptionConflict's partial filters and
 * _id index options, InvalidAnnotation's index keys, TextIndexLimit across documents) for
 * {@link SuggestedFixGridTest}: each a rule's positive source in one dialect, with the edits its message proposes,
 * written in the index annotation of that dialect (schemaguard's and the driver's {@code @IndexHint}, Spring Data's
 * {@code @Indexed} and {@code @CompoundIndex}, Morphia's {@code @Indexes} with {@code @IndexOptions}).
 */
final class IndexOptionFixCases {

    private IndexOptionFixCases() {}

    /**
     * An order with an index on its status that is partial on {@code filter}, in the index annotation of
     * {@code dialect}: each fix replaces the filter by another, as the message proposes.
     */
    private static SuggestedFixGridTest.Case partial(String dialect, String name, String filter) {
        String quoted = "\"" + filter + "\"";
        return switch (dialect) {
            case "schemaguard" ->
                of("IndexOptionConflict", dialect, name, "p.Order", SCHEMAGUARD, """
                    @Document(collection = "orders")
                    class Order { ObjectId id; @IndexHint(partialFilter = FILTER) String status; int qty; }
                    """.replace("FILTER", quoted));
            case "driver" -> of("IndexOptionConflict", dialect, name, "p.Order", DRIVER, """
                    @Document(collection = "orders")
                    class Order { @BsonId ObjectId key; @IndexHint(partialFilter = FILTER) String status; int qty; }
                    """.replace("FILTER", quoted));
            case "Spring Data" ->
                of("IndexOptionConflict", dialect, name, "p.Order", SPRING_DATA, """
                    @Document("orders")
                    @CompoundIndex(def = "{'status': 1, 'qty': 1}", partialFilter = FILTER)
                    class Order { @Id String id; String status; int qty; }
                    """.replace("FILTER", quoted));
            case "Morphia" ->
                of("IndexOptionConflict", dialect, name, "p.Order", MORPHIA, """
                    @Entity("orders")
                    @Indexes(@Index(fields = @Field("status"), options = @IndexOptions(partialFilter = FILTER)))
                    class Order { @Id ObjectId id; String status; int qty; }
                    """.replace("FILTER", quoted));
            default -> throw new IllegalArgumentException(dialect);
        };
    }

    /** The partial filter cases of one message in the four dialects, each with the same fix of the filter. */
    private static Stream<SuggestedFixGridTest.Case> partialInEachDialect(
            String name, String filter, String proposal, String fixed, String... options) {
        return Stream.of("schemaguard", "driver", "Spring Data", "Morphia").map(dialect -> {
            SuggestedFixGridTest.Case c =
                    partial(dialect, name, filter).fix(proposal, "\"" + filter + "\"", "\"" + fixed + "\"");
            for (String option : options) {
                c = c.option(option);
            }
            return c;
        });
    }

    /**
     * The same case in schemaguard's annotations and in the driver's, whose documents differ in their id only: each
     * {@code ID} of {@code body} is the id field ({@code ObjectId id} or {@code @BsonId ObjectId key}), and
     * {@code fixes} adds the same edits to both, since both write the index with schemaguard's {@code @IndexHint}.
     */
    private static Stream<SuggestedFixGridTest.Case> inHintDialects(
            String rule,
            String name,
            String className,
            String body,
            java.util.function.UnaryOperator<SuggestedFixGridTest.Case> fixes) {
        return Stream.of(
                fixes.apply(of(rule, "schemaguard", name, className, SCHEMAGUARD, body.replace("ID", "ObjectId id"))),
                fixes.apply(of(rule, "driver", name, className, DRIVER, body.replace("ID", "@BsonId ObjectId key"))));
    }

    static Stream<SuggestedFixGridTest.Case> cases() {
        return Stream.of(partialFilters(), idIndexOptions(), indexKeys(), textIndexAcross())
                .flatMap(s -> s);
    }

    /** IndexOptionConflict: partial filters MongoDB refuses, fixed in the filter string each dialect writes alike. */
    private static Stream<SuggestedFixGridTest.Case> partialFilters() {
        return Stream.of(
                        partialInEachDialect(
                                "filterNotJson",
                                "{status: 'open'",
                                "write one filter document, such as {\"status\": \"A\", \"qty\": {\"$gt\": 5}}",
                                "{status: 'open'}"),
                        partialInEachDialect(
                                "inGivenAString",
                                "{status: {$in: 'open'}}",
                                "{\"a\": {\"$in\": [1, 2]}}",
                                "{status: {$in: ['open']}}"),
                        partialInEachDialect(
                                "inBefore60",
                                "{status: {$in: ['open', 'paid']}}",
                                "use equality, $exists: true, comparisons, $type and a top-level $and, or raise the version",
                                "{status: 'open'}",
                                "schemaguard.mongodbVersion=5.0"),
                        partialInEachDialect(
                                "nestedAndFiveDeep",
                                "{$and: [{status: 'open'}, {$and: [{qty: {$gt: 0}}, {$and: [{qty: {$lt: 9}}, "
                                        + "{$and: [{status: {$exists: true}}]}]}]}]}",
                                "flatten it: nested $and clauses can be merged into one",
                                "{$and: [{status: 'open'}, {qty: {$gt: 0}}, {qty: {$lt: 9}}, {status: {$exists: true}}]}"),
                        partialInEachDialect(
                                "fieldOperatorAtTheTop",
                                "{$gt: 5}",
                                "put it under the field it tests, such as {status: {$gt: ...}}",
                                "{qty: {$gt: 5}}"),
                        partialInEachDialect(
                                "notEqual",
                                "{status: {$ne: 'closed'}}",
                                "use equality, $eq, $exists: true, $gt, $gte, $lt, $lte, $type, $and, $or or $in",
                                "{status: {$in: ['open', 'paid']}}"))
                .flatMap(s -> s);
    }

    /** IndexOptionConflict: an option on the _id index, whose declaration adds nothing. */
    private static Stream<SuggestedFixGridTest.Case> idIndexOptions() {
        return Stream.of(
                of("IndexOptionConflict", "schemaguard", "uniqueIdIndex", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "_id", unique = true)
                        class Book { ObjectId id; String isbn; }
                        """)
                        .fix(
                                "remove the declaration, which adds nothing",
                                "@IndexHint(keys = \"_id\", unique = true)\n",
                                "")
                        .fix("or index another field", "keys = \"_id\"", "keys = \"isbn\""),
                of("IndexOptionConflict", "driver", "uniqueIdIndex", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId @IndexHint(unique = true) ObjectId key; String isbn; }
                        """)
                        .fix(
                                "remove the declaration, which adds nothing",
                                "@IndexHint(unique = true) ObjectId key",
                                "ObjectId key")
                        .fix(
                                "or index another field",
                                "@IndexHint(unique = true) ObjectId key; String isbn;",
                                "ObjectId key; @IndexHint(unique = true) String isbn;"),
                of("IndexOptionConflict", "Spring Data", "uniqueIdIndex", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id @Indexed(unique = true) String id; String isbn; }
                        """)
                        .fix(
                                "remove the declaration, which adds nothing",
                                "@Id @Indexed(unique = true) String id;",
                                "@Id String id;")
                        .fix(
                                "or index another field",
                                "@Id @Indexed(unique = true) String id; String isbn;",
                                "@Id String id; @Indexed(unique = true) String isbn;"),
                of("IndexOptionConflict", "Morphia", "uniqueIdIndex", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("_id"), options = @IndexOptions(unique = true)))
                        class Book { @Id ObjectId id; String isbn; }
                        """)
                        .fix(
                                "remove the declaration, which adds nothing",
                                "@Indexes(@Index(fields = @Field(\"_id\"), options = @IndexOptions(unique = true)))\n",
                                "")
                        .fix("or index another field", "@Field(\"_id\")", "@Field(\"isbn\")"));
    }

    /** InvalidAnnotation: index keys MongoDB refuses, or a key pattern that would lose a key. */
    private static Stream<SuggestedFixGridTest.Case> indexKeys() {
        return Stream.of(
                        // a trailing '.': the path without it is proposed
                        inHintDialects(
                                "InvalidAnnotation",
                                "trailingDotInKey",
                                "p.Book",
                                """
                        @Document(collection = "books")
                        @IndexHint(keys = "author.")
                        class Book { ID; String author; }
                        """,
                                c -> c.says("did you mean 'author'?")
                                        .fix(
                                                "write the Java field path with one '.' between field names",
                                                "\"author.\"",
                                                "\"author\"")),
                        // SDM's QueryMapper maps a path with one leading or trailing '.' to the property ('author.' is
                        // sent as
                        // 'author'), but sends a double '.' as written
                        Stream.of(
                                of("InvalidAnnotation", "Spring Data", "doubleDotInKey", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'author..last': 1}")
                        class Book { @Id String id; Author author; static class Author { String last; } }
                        """)
                                        .says("did you mean 'author.last'?")
                                        .fix(
                                                "write the Java field path with one '.' between field names",
                                                "'author..last'",
                                                "'author.last'"),
                                of("InvalidAnnotation", "Morphia", "trailingDotInKey", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("author.")))
                        class Book { @Id ObjectId id; String author; }
                        """)
                                        .says("did you mean 'author'?")
                                        .fix(
                                                "write the Java field path with one '.' between field names",
                                                "\"author.\"",
                                                "\"author\"")),

                        // a '$' at the start of a key's field name
                        inHintDialects(
                                "InvalidAnnotation",
                                "dollarKey",
                                "p.Book",
                                """
                        @Document(collection = "books")
                        @IndexHint(keys = "$author")
                        class Book { ID; String author; }
                        """,
                                c -> c.fix(
                                        "index a field whose name does not start with '$'",
                                        "\"$author\"",
                                        "\"author\"")),
                        Stream.of(
                                of("InvalidAnnotation", "Spring Data", "dollarKey", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'$author': 1}")
                        class Book { @Id String id; String author; }
                        """)
                                        .fix(
                                                "index a field whose name does not start with '$'",
                                                "'$author'",
                                                "'author'"),
                                of("InvalidAnnotation", "Morphia", "dollarKey", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("$author")))
                        class Book { @Id ObjectId id; String author; }
                        """)
                                        .fix(
                                                "index a field whose name does not start with '$'",
                                                "\"$author\"",
                                                "\"author\"")),

                        // one field twice in a key pattern
                        inHintDialects(
                                "InvalidAnnotation",
                                "sameFieldTwice",
                                "p.Book",
                                """
                        @Document(collection = "books")
                        @IndexHint(keys = {"author", "author:-1"})
                        class Book { ID; String author; String title; }
                        """,
                                c -> c.fix("name each field once", "\"author:-1\"", "\"title\"")),
                        // a def's JSON holds a key once (BsonDocument.parse keeps the last): SDM's QueryMapper maps the
                        // property
                        // name and the stored name to one key
                        Stream.of(
                                of(
                                                "InvalidAnnotation",
                                                "Spring Data",
                                                "propertyAndStoredName",
                                                "p.Book",
                                                SPRING_DATA,
                                                """
                        @Document("books")
                        @CompoundIndex(def = "{'author': 1, 'a': -1}")
                        class Book { @Id String id; @Field("a") String author; String title; }
                        """)
                                        .says("names 'author' twice")
                                        .fix("name each field once", "'a': -1", "'title': 1"),
                                of("InvalidAnnotation", "Morphia", "sameFieldTwice", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = {@Field("author"), @Field(value = "author", type = IndexType.DESC)}))
                        class Book { @Id ObjectId id; String author; String title; }
                        """)
                                        .fix(
                                                "name each field once",
                                                "@Field(value = \"author\", type = IndexType.DESC)",
                                                "@Field(\"title\")")))
                .flatMap(s -> s);
    }

    /** TextIndexLimit: two documents of one collection, each with a text index of its own. */
    private static Stream<SuggestedFixGridTest.Case> textIndexAcross() {
        return Stream.of(
                        inHintDialects(
                                "TextIndexLimit",
                                "twoDocumentsOneCollection",
                                "p.Article",
                                """
                        @Document(collection = "content")
                        @IndexHint(keys = "title:text")
                        class Article { ID; String title; }
                        @Document(collection = "content")
                        @IndexHint(keys = "caption:text")
                        class Video { ID; String caption; }
                        """,
                                c -> c.fix(
                                        "declare the text index once, on the class the documents share, which each of them "
                                                + "inherits unchanged",
                                        " String caption; }",
                                        " }",
                                        " String title; }",
                                        " }",
                                        "@Document(collection = \"content\")\n@IndexHint(keys = \"title:text\")\nclass Article {",
                                        "@IndexHint(keys = {\"title:text\", \"caption:text\"}, name = \"content_text\")\n"
                                                + "class Content { String title; String caption; }\n"
                                                + "@Document(collection = \"content\")\nclass Article extends Content {",
                                        "@IndexHint(keys = \"caption:text\")\nclass Video {",
                                        "class Video extends Content {")),
                        Stream.of(
                                of(
                                                "TextIndexLimit",
                                                "Spring Data",
                                                "twoDocumentsOneCollection",
                                                "p.Article",
                                                SPRING_DATA,
                                                """
                        @Document("content")
                        class Article { @Id String id; @TextIndexed String title; }
                        @Document("content")
                        class Video { @Id String id; @TextIndexed String caption; }
                        """)
                                        .fix(
                                                "declare the text index once instead, with @CompoundIndex(name = \"...\", "
                                                        + "def = \"{'title': 'text', 'summary': 'text'}\") on the class the documents share, and no "
                                                        + "@TextIndexed",
                                                "@Document(\"content\")\nclass Article { @Id String id; @TextIndexed String title; }",
                                                "@CompoundIndex(name = \"content_text\", def = \"{'title': 'text', 'caption': 'text'}\")\n"
                                                        + "class Content { @Id String id; String title; String caption; }\n"
                                                        + "@Document(\"content\")\nclass Article extends Content { }",
                                                "class Video { @Id String id; @TextIndexed String caption; }",
                                                "class Video extends Content { }"),
                                of("TextIndexLimit", "Morphia", "twoEntitiesOneCollection", "p.Article", MORPHIA, """
                        @Entity("content")
                        @Indexes(@Index(fields = @Field(value = "title", type = IndexType.TEXT)))
                        class Article { @Id ObjectId id; String title; }
                        @Entity("content")
                        @Indexes(@Index(fields = @Field(value = "caption", type = IndexType.TEXT)))
                        class Video { @Id ObjectId id; String caption; }
                        """)
                                        .fix(
                                                "declare the text index once, with @Indexes(@Index(fields = @Field(value = \"...\", "
                                                        + "type = IndexType.TEXT))) on the class the entities share, which each of them inherits unchanged",
                                                "@Entity(\"content\")\n@Indexes(@Index(fields = @Field(value = \"title\", type = IndexType.TEXT)))\n"
                                                        + "class Article { @Id ObjectId id; String title; }",
                                                "@Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), "
                                                        + "@Field(value = \"caption\", type = IndexType.TEXT)}))\n"
                                                        + "class Content { @Id ObjectId id; String title; String caption; }\n"
                                                        + "@Entity(\"content\")\nclass Article extends Content { }",
                                                "@Indexes(@Index(fields = @Field(value = \"caption\", type = IndexType.TEXT)))\n"
                                                        + "class Video { @Id ObjectId id; String caption; }",
                                                "class Video extends Content { }")))
                .flatMap(s -> s);
    }
}
