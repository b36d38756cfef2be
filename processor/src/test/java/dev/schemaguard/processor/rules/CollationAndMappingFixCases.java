package dev.schemaguard.processor.rules;

import static dev.schemaguard.processor.rules.SuggestedFixGridTest.DRIVER;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.MORPHIA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SCHEMAGUARD;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.SPRING_DATA;
import static dev.schemaguard.processor.rules.SuggestedFixGridTest.of;

import dev.schemaguard.processor.rules.SuggestedFixGridTest.Case;
import java.util.stream.Stream;

/**
 * The grid's fix cases of collations (IndexOptionConflict's text and 2d indexes, CollationLocale) and of index
 * paths the mapping does not map (IndexFieldUnknown through a reference, IndexFieldNotMapped, IndexOnUnboundedArray
 * through a map's inner arrays). Each collation is written where the dialect's framework takes one: Spring Data's
 * as the string of {@code @Document}/{@code @CompoundIndex}/{@code @Indexed(collation)}, Morphia's as
 * {@code @IndexOptions(collation = @Collation(...))}, schemaguard's (and the driver's) as its own {@code @Collation}.
 */
final class CollationAndMappingFixCases {

    /** schemaguard's @Collation, which the driver dialect's header does not import. */
    private static final String COLLATION = "@dev.schemaguard.annotations.Collation";

    private CollationAndMappingFixCases() {}

    static Stream<Case> cases() {
        return Stream.of(
                        collationOnSimpleOnlyIndex(),
                        defaultCollationOnSimpleOnlyIndex(),
                        collationLocale(),
                        simpleCollation(),
                        indexThroughReference(),
                        indexFieldNotMapped(),
                        partialFilterFieldNotMapped(),
                        innerArray())
                .flatMap(s -> s);
    }

    private static Stream<Case> collationOnSimpleOnlyIndex() {
        return Stream.of(
                of("IndexOptionConflict", "schemaguard", "textWithCollation", "p.Article", SCHEMAGUARD, """
                        @Document(collection = "articles")
                        @IndexHint(keys = "title:text", collation = @Collation(locale = "en"))
                        class Article { ObjectId id; String title; }
                        """)
                        .fix("remove the collation", ", collation = @Collation(locale = \"en\")", ""),
                of("IndexOptionConflict", "driver", "twoDWithCollation", "p.Place", DRIVER, """
                        @Document(collection = "places")
                        @IndexHint(keys = "location:2d", collation = COLLATION(locale = "fr"))
                        class Place { @BsonId ObjectId key; @Bounded(max = 2) double[] location; }
                        """.replace(
                                        "COLLATION", COLLATION))
                        .fix("remove the collation", ", collation = " + COLLATION + "(locale = \"fr\")", ""),
                of("IndexOptionConflict", "Spring Data", "textWithCollation", "p.Article", SPRING_DATA, """
                        @Document("articles")
                        @CompoundIndex(def = "{'title': 'text'}", collation = "en")
                        class Article { @Id String id; String title; }
                        """)
                        .fix("remove the collation", ", collation = \"en\"", ""),
                of("IndexOptionConflict", "Spring Data", "twoDWithCollation", "p.Place", SPRING_DATA, """
                        @Document("places")
                        @CompoundIndex(def = "{'location': '2d'}", collation = "{'locale': 'fr', 'strength': 2}")
                        class Place { @Id String id; @Size(max = 2) double[] location; }
                        """)
                        .fix("remove the collation", ", collation = \"{'locale': 'fr', 'strength': 2}\"", ""),
                of("IndexOptionConflict", "Morphia", "textWithCollation", "p.Article", MORPHIA, """
                        @Entity("articles")
                        class Article { @Id ObjectId id; @Text(options = @IndexOptions(collation = @Collation(locale = "en"))) String title; }
                        """)
                        .fix(
                                "remove the collation",
                                "options = @IndexOptions(collation = @Collation(locale = \"en\"))",
                                "options = @IndexOptions()"));
    }

    private static Stream<Case> defaultCollationOnSimpleOnlyIndex() {
        return Stream.of(
                of("IndexOptionConflict", "schemaguard", "textUnderDefaultCollation", "p.Article", SCHEMAGUARD, """
                        @Document(collection = "articles", collation = @Collation(locale = "en", strength = 2))
                        @IndexHint(keys = "title:text")
                        class Article { ObjectId id; String title; }
                        """)
                        .fix(
                                "give it collation = @Collation(locale = \"simple\")",
                                "@IndexHint(keys = \"title:text\")",
                                "@IndexHint(keys = \"title:text\", collation = @Collation(locale = \"simple\"))"),
                of("IndexOptionConflict", "driver", "textUnderDefaultCollation", "p.Article", DRIVER, """
                        @Document(collection = "articles", collation = COLLATION(locale = "en", strength = 2))
                        @IndexHint(keys = "title:text")
                        class Article { @BsonId ObjectId key; String title; }
                        """.replace(
                                        "COLLATION", COLLATION))
                        .neverSays("\"{'locale'")
                        .fix(
                                "give it collation = @Collation(locale = \"simple\")",
                                "@IndexHint(keys = \"title:text\")",
                                "@IndexHint(keys = \"title:text\", collation = " + COLLATION
                                        + "(locale = \"simple\"))"),
                of("IndexOptionConflict", "Spring Data", "textUnderDefaultCollation", "p.Article", SPRING_DATA, """
                        @Document(collection = "articles", collation = "en")
                        @CompoundIndex(def = "{'title': 'text', 'summary': 'text'}")
                        class Article { @Id String id; String title; String summary; }
                        """)
                        .neverSays("@Collation")
                        .fix(
                                "give it collation = \"simple\"",
                                "'summary': 'text'}\"",
                                "'summary': 'text'}\", collation = \"simple\""),
                of("IndexOptionConflict", "Spring Data", "twoDUnderDefaultCollation", "p.Place", SPRING_DATA, """
                        @Document(collection = "places", collation = "{'locale': 'fr', 'strength': 1}")
                        @CompoundIndex(def = "{'location': '2d', 'category': 1}")
                        class Place { @Id String id; String category; @Size(max = 2) double[] location; }
                        """)
                        .neverSays("@Collation")
                        .fix(
                                "give it collation = \"simple\"",
                                "'category': 1}\"",
                                "'category': 1}\", collation = \"simple\""));
    }

    private static Stream<Case> collationLocale() {
        String listed = "use a locale of the manual's \"Collation Locales and Default Parameters\" list";
        return Stream.of(
                of("CollationLocale", "Spring Data", "unknown", "p.Book", SPRING_DATA, """
                        @Document(collection = "books", collation = "en-US")
                        class Book { @Id String id; String title; }
                        """)
                        .says("did you mean 'en_US'?")
                        .fix(listed, "\"en-US\"", "\"en_US\""),
                of("CollationLocale", "Spring Data", "unknownOnAnIndex", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Indexed(collation = "{'locale': 'fr_FR', 'strength': 2}") String title; }
                        """)
                        .says("did you mean 'fr'?")
                        .fix(listed, "'fr_FR'", "'fr'"),
                of("CollationLocale", "Morphia", "unknown", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Indexed(options = @IndexOptions(collation = @Collation(locale = "en-US"))) String title; }
                        """)
                        .says("did you mean 'en_US'?")
                        .fix(listed, "\"en-US\"", "\"en_US\""),
                of("CollationLocale", "driver", "unknown", "p.Book", DRIVER, """
                        @Document(collection = "books", collation = COLLATION(locale = "en-US"))
                        class Book { @BsonId ObjectId key; String title; }
                        """.replace("COLLATION", COLLATION))
                        .says("did you mean 'en_US'?")
                        .fix(listed, "\"en-US\"", "\"en_US\""),
                // a collation written where the collection's name was meant: Spring Data's @Document alone takes both
                of("CollationLocale", "Spring Data", "collectionNameAsCollation", "p.Contact", SPRING_DATA, """
                        @Document(collation = "contacts")
                        class Contact { @Id String id; String name; }
                        """)
                        .fix(
                                "did you mean collection = \"contacts\"?",
                                "collation = \"contacts\"",
                                "collection = \"contacts\""));
    }

    /** MongoDB before 5.0 refuses "simple" with any other setting: each dialect's way of sending one. */
    private static Stream<Case> simpleCollation() {
        return Stream.of(
                of("CollationLocale", "Spring Data", "simpleWithSettings", "p.Book", SPRING_DATA, """
                        @Document(collection = "books", collation = "{'locale': 'simple', 'strength': 2}")
                        class Book { @Id String id; String title; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .neverSays("strength = 2")
                        .fix("remove 'strength': 2", ", 'strength': 2", "")
                        .fix("or choose a locale such as \"en\"", "'simple'", "'en'"),
                of("CollationLocale", "Spring Data", "simpleWithSettingsOnAnIndex", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'title': 1}", collation = "{'locale': 'simple', 'numericOrdering': true}")
                        class Book { @Id String id; String title; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("remove 'numericOrdering': true", ", 'numericOrdering': true", "")
                        .fix("or choose a locale such as \"en\"", "'simple'", "'en'"),
                of("CollationLocale", "driver", "simpleWithSettings", "p.Book", DRIVER, """
                        @Document(collection = "books", collation = COLLATION(locale = "simple", caseLevel = true))
                        class Book { @BsonId ObjectId key; String title; }
                        """.replace(
                                        "COLLATION", COLLATION))
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("remove caseLevel = true", ", caseLevel = true", "")
                        .fix("or choose a locale such as \"en\"", "\"simple\"", "\"en\""),
                of("CollationLocale", "Morphia", "simpleSentWithDefaults", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Indexed(options = @IndexOptions(collation = @Collation(locale = "simple"))) String isbn; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix(
                                "remove the collation",
                                "@Indexed(options = @IndexOptions(collation = @Collation(locale = \"simple\")))",
                                "@Indexed"),
                // Morphia sends a 'simple' collation's every member: removing the one given would leave the defaults
                of("CollationLocale", "Morphia", "simpleWithStrength", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("isbn"), options = @IndexOptions(collation = @Collation(locale = "simple",
                                strength = com.mongodb.client.model.CollationStrength.SECONDARY))))
                        class Book { @Id ObjectId id; String isbn; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .neverSays("remove strength")
                        .fix(
                                "remove the collation",
                                ", options = @IndexOptions(collation = @Collation(locale = \"simple\",\n"
                                        + "        strength = com.mongodb.client.model.CollationStrength.SECONDARY))",
                                ""));
    }

    private static Stream<Case> indexThroughReference() {
        return Stream.of(
                of("IndexFieldUnknown", "schemaguard", "idThroughReference", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "author.id")
                        class Book { ObjectId id; @Reference Author author; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; String name; }
                        """)
                        .fix("the referenced _id is indexed with the key 'author'", "\"author.id\"", "\"author\""),
                of("IndexFieldUnknown", "schemaguard", "fieldThroughReference", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "author.name")
                        class Book { ObjectId id; @Reference Author author; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; String name; }
                        """)
                        .fix(
                                "index them on that collection",
                                "@IndexHint(keys = \"author.name\")\n",
                                "",
                                "class Author { ObjectId id; String name; }",
                                "@IndexHint(keys = \"name\")\nclass Author { ObjectId id; String name; }")
                        .fix(
                                "@SuppressWarnings(\"schemaguard:IndexFieldUnknown\") creates the index on the key as written",
                                "@IndexHint(keys = \"author.name\")",
                                "@IndexHint(keys = \"author.name\")\n@SuppressWarnings(\"schemaguard:IndexFieldUnknown\")"),
                of("IndexFieldUnknown", "driver", "fieldThroughReference", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = "authorId.name")
                        class Book { @BsonId ObjectId key; @Reference(Author.class) ObjectId authorId; }
                        @Document(collection = "authors")
                        class Author { @BsonId ObjectId key; String name; }
                        """)
                        .fix(
                                "index them on that collection",
                                "@IndexHint(keys = \"authorId.name\")\n",
                                "",
                                "class Author {",
                                "@IndexHint(keys = \"name\")\nclass Author {"),
                of("IndexFieldUnknown", "Spring Data", "idThroughDbRef", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        @CompoundIndex(def = "{'book.id': 1}")
                        class Review { @Id String id; @DBRef Book book; }
                        @Document("books")
                        class Book { @Id String id; String title; }
                        """)
                        .fix("the referenced _id is indexed with the key 'book.$id'", "'book.id'", "'book.$id'"),
                of("IndexFieldUnknown", "Spring Data", "fieldThroughDocumentReference", "p.Review", SPRING_DATA, """
                        @Document("reviews")
                        @CompoundIndex(def = "{'book.title': 1}")
                        class Review { @Id String id; @DocumentReference Book book; }
                        @Document("books")
                        class Book { @Id String id; String title; }
                        """)
                        .fix(
                                "index them on that collection",
                                "@CompoundIndex(def = \"{'book.title': 1}\")\n",
                                "",
                                "class Book { @Id String id; String title; }",
                                "class Book { @Id String id; @Indexed String title; }"),
                of("IndexFieldUnknown", "Morphia", "idThroughReference", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("author.id")))
                        class Book { @Id ObjectId id; @Reference(idOnly = true) Author author; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; String name; }
                        """)
                        .fix(
                                "the referenced _id is indexed with the key 'author'",
                                "@Field(\"author.id\")",
                                "@Field(\"author\")"),
                of("IndexFieldUnknown", "Morphia", "fieldThroughReference", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("author.name")))
                        class Book { @Id ObjectId id; @Reference Author author; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; String name; }
                        """)
                        .fix(
                                "index them on that collection",
                                "@Indexes(@Index(fields = @Field(\"author.name\")))\n",
                                "",
                                "class Author { @Id ObjectId id; String name; }",
                                "class Author { @Id ObjectId id; @Indexed String name; }")
                        // PathTarget refuses a path past a @Reference whether or not validation is disabled
                        .says("Morphia refuses a path past a @Reference when it maps the entity at startup, even with "
                                + "@IndexOptions(disableValidation = true)")
                        .neverSays("makes Morphia create the index"),
                of("IndexFieldUnknown", "Morphia", "idThroughDbRef", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("author.id")))
                        class Book { @Id ObjectId id; @Reference Author author; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; String name; }
                        """)
                        // Morphia refuses 'author.$id' as it refuses any path past the @Reference
                        .neverSays("'author.$id'")
                        .neverSays("makes Morphia create the index")
                        .fix(
                                "index the reference itself with the key 'author'",
                                "@Field(\"author.id\")",
                                "@Field(\"author\")"));
    }

    private static Stream<Case> indexFieldNotMapped() {
        return Stream.of(of("IndexFieldNotMapped", "Morphia", "keyAsWrittenTypo", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("autor"), options = @IndexOptions(disableValidation = true)))
                        class Book { @Id ObjectId id; String author; }
                        """)
                .says("did you mean 'author'?")
                .fix("name a property or a stored field", "@Field(\"autor\")", "@Field(\"author\")"));
    }

    private static Stream<Case> partialFilterFieldNotMapped() {
        return Stream.of(
                of("IndexFieldNotMapped", "schemaguard", "filterTypo", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", partialFilter = "{stauts: 'ACTIVE'}")
                        class User { ObjectId id; String email; String status; }
                        """)
                        .says("did you mean 'status'?")
                        .fix("so name a stored field", "stauts", "status"),
                of("IndexFieldNotMapped", "schemaguard", "filterJavaName", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", partialFilter = "{status: 'ACTIVE'}")
                        class User { ObjectId id; String email; @Field("st") String status; }
                        """)
                        .says("did you mean 'st'?")
                        .fix("so name a stored field", "{status:", "{st:"),
                of("IndexFieldNotMapped", "driver", "filterTypo", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", partialFilter = "{stauts: 'ACTIVE'}")
                        class User { @BsonId ObjectId key; String email; String status; }
                        """)
                        .says("did you mean 'status'?")
                        .fix("so name a stored field", "stauts", "status"),
                of("IndexFieldNotMapped", "Spring Data", "filterTypo", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; @Indexed(partialFilter = "{'stauts': 'ACTIVE'}") String email; String status; }
                        """)
                        .says("did you mean 'status'?")
                        .fix("so name a stored field", "stauts", "status"),
                of("IndexFieldNotMapped", "Morphia", "filterJavaName", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Indexed(options = @IndexOptions(partialFilter = "{status: 'ACTIVE'}")) String email;
                            @Property("st") String status; }
                        """)
                        .says("did you mean 'st'?")
                        .fix("so name a stored field", "{status:", "{st:"));
    }

    private static Stream<Case> innerArray() {
        return Stream.of(
                of("IndexOnUnboundedArray", "schemaguard", "innerListsOfAMap", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "tagsByLanguage.en")
                        class Book { ObjectId id; @Bounded(max = 20) Map<String, List<String>> tagsByLanguage; }
                        """)
                        .fix(
                                "bound them on the type argument with @Bounded(max = ...)",
                                "Map<String, List<String>>",
                                "Map<String, @Bounded(max = 5) List<String>>"),
                of("IndexOnUnboundedArray", "driver", "innerListsOfAMap", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = "tagsByLanguage.en")
                        class Book { @BsonId ObjectId key; @Bounded(max = 20) Map<String, List<String>> tagsByLanguage; }
                        """)
                        .fix(
                                "bound them on the type argument with @Bounded(max = ...)",
                                "Map<String, List<String>>",
                                "Map<String, @Bounded(max = 5) List<String>>"),
                of("IndexOnUnboundedArray", "Spring Data", "innerListsOfAMap", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'tagsByLanguage.en': 1}")
                        class Book { @Id String id; @Size(max = 20) Map<String, List<String>> tagsByLanguage; }
                        """)
                        .fix(
                                "bound them on the type argument with @Size(max = ...)",
                                "Map<String, List<String>>",
                                "Map<String, @Size(max = 5) List<String>>"),
                of("IndexOnUnboundedArray", "Morphia", "innerListsOfAMap", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("tagsByLanguage.en")))
                        class Book { @Id ObjectId id; @Size(max = 20) Map<String, List<String>> tagsByLanguage; }
                        """)
                        .fix(
                                "bound them on the type argument with @Size(max = ...)",
                                "Map<String, List<String>>",
                                "Map<String, @Size(max = 5) List<String>>"));
    }
}
