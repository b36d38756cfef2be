package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule × dialect grid of suggested fixes (SPEC §3: every fix a message suggests compiles in the
 * vocabulary the class is written in and, applied, makes the finding go away). Each case is a rule's
 * positive source in one dialect (schemaguard's annotations, Spring Data MongoDB's, Morphia's, or
 * schemaguard's with the driver codec's); each of its fixes is the source edit the message proposes,
 * written from the message's words, which the message must contain. The test compiles the source with
 * every rule, applies each fix in turn, compiles again, and requires that the rule's finding is gone,
 * that javac accepts the fixed source, and that no rule reports an error the original did not.
 *
 * <p>Not in the grid: fixes that are no source edit (a shell command such as {@code hideIndex}, a
 * migration, an option), which the cases check for in the message's text instead.
 */
class SuggestedFixGridTest {

    private static final String SCHEMAGUARD = """
            package p;
            import java.util.*;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            """;

    private static final String SPRING_DATA = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            import org.springframework.data.mongodb.core.mapping.Field;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static final String MORPHIA = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            """;

    private static final String DRIVER = """
            package p;
            import java.util.*;
            import dev.schemaguard.annotations.Bounded;
            import dev.schemaguard.annotations.Document;
            import dev.schemaguard.annotations.IndexHint;
            import dev.schemaguard.annotations.Reference;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    /** One edit of the source: every {@code before} becomes {@code after}, in order. */
    record Fix(String proposal, List<String> edits) {
        String applyTo(String source) {
            String out = source;
            for (int i = 0; i < edits.size(); i += 2) {
                assertTrue(out.contains(edits.get(i)), () -> "the fix edits text the source does not hold: " + edits);
                out = out.replace(edits.get(i), edits.get(i + 1));
            }
            return out;
        }
    }

    /**
     * A rule's positive case in one dialect.
     *
     * @param said    text the message must hold besides the fixes' proposals (names, the shell command)
     * @param unsaid  text the message must not hold (a fix another dialect's annotations cannot write)
     */
    record Case(String rule, String dialect, String name, String className, String source, List<Fix> fixes,
            List<String> said, List<String> unsaid) {
        @Override
        public String toString() {
            return rule + " / " + dialect + " / " + name;
        }

        Case fix(String proposal, String... edits) {
            List<Fix> more = new ArrayList<>(fixes);
            more.add(new Fix(proposal, List.of(edits)));
            return new Case(rule, dialect, name, className, source, more, said, unsaid);
        }

        Case says(String text) {
            List<String> more = new ArrayList<>(said);
            more.add(text);
            return new Case(rule, dialect, name, className, source, fixes, more, unsaid);
        }

        Case neverSays(String text) {
            List<String> more = new ArrayList<>(unsaid);
            more.add(text);
            return new Case(rule, dialect, name, className, source, fixes, said, more);
        }
    }

    private static Case of(String rule, String dialect, String name, String className, String header, String body) {
        return new Case(rule, dialect, name, className, header + body, List.of(), List.of(), List.of());
    }

    static Stream<Case> cases() {
        return Stream.of(
                // RedundantIndexPrefix: hidden = true exists on schemaguard's @IndexHint only
                of("RedundantIndexPrefix", "schemaguard", "prefixOfCompound", "p.Item", SCHEMAGUARD, """
                        @Document(collection = "items")
                        @IndexHint(keys = {"a", "b"})
                        @IndexHint(keys = "a")
                        class Item { ObjectId id; String a; String b; }
                        """)
                        .says("db.getCollection(\"items\").hideIndex(\"a_1\")")
                        .fix("hidden = true on its @IndexHint", "@IndexHint(keys = \"a\")",
                                "@IndexHint(keys = \"a\", hidden = true)")
                        .fix("drop it", "@IndexHint(keys = \"a\")\n", ""),
                of("RedundantIndexPrefix", "driver", "prefixOfCompound", "p.Item", DRIVER, """
                        @Document(collection = "items")
                        @IndexHint(keys = {"a", "b"})
                        class Item { @BsonId ObjectId key; @IndexHint String a; String b; }
                        """)
                        .says("db.getCollection(\"items\").hideIndex(\"a_1\")")
                        .fix("hidden = true on its @IndexHint", "@IndexHint String a", "@IndexHint(hidden = true) String a")
                        .fix("drop it", "@IndexHint String a", "String a"),
                of("RedundantIndexPrefix", "Spring Data", "indexedPrefixOfCompound", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'author': 1, 'publishedAt': -1}")
                        class Book { @Id String id; @Indexed String author; Date publishedAt; }
                        """)
                        .says("db.getCollection(\"books\").hideIndex(\"author\") in mongosh")
                        .neverSays("hidden = true")
                        .fix("drop it", "@Indexed String author", "String author"),
                of("RedundantIndexPrefix", "Morphia", "indexedPrefixOfCompound", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = {@Field("author"), @Field("title")}))
                        class Book { @Id ObjectId id; @Indexed String author; String title; }
                        """)
                        .says("db.getCollection(\"books\").hideIndex(\"author_1\") in mongosh")
                        .neverSays("hidden = true")
                        .fix("drop it", "@Indexed String author", "String author"),

                // ReferenceTarget: Morphia's @Reference(value) is a field name, not the target class
                of("ReferenceTarget", "schemaguard", "targetNotInferred", "p.Review", SCHEMAGUARD, """
                        @Document
                        class Review { ObjectId id; @Reference ObjectId authorId; }
                        @Document
                        class Author { ObjectId id; }
                        """)
                        .says("its type org.bson.types.ObjectId is not a @Document")
                        .fix("name the target, e.g. @Reference(Book.class)", "@Reference ObjectId",
                                "@Reference(Author.class) ObjectId"),
                of("ReferenceTarget", "schemaguard", "listTargetNotInferred", "p.Review", SCHEMAGUARD, """
                        @Document
                        class Review { ObjectId id; @Reference @Bounded(max = 5) List<ObjectId> authorIds; }
                        @Document
                        class Author { ObjectId id; }
                        """)
                        .says("its element type org.bson.types.ObjectId is not a @Document")
                        .neverSays("List<")
                        .fix("name the target, e.g. @Reference(Book.class)", "@Reference @Bounded",
                                "@Reference(Author.class) @Bounded"),
                of("ReferenceTarget", "driver", "targetNotInferred", "p.Review", DRIVER, """
                        @Document
                        class Review { @BsonId ObjectId key; @Reference ObjectId authorId; }
                        @Document
                        class Author { ObjectId id; }
                        """)
                        .fix("name the target, e.g. @Reference(Book.class)", "@Reference ObjectId",
                                "@Reference(Author.class) ObjectId"),
                of("ReferenceTarget", "Morphia", "referenceToAPlainClass", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference(idOnly = true) List<Author> authors; }
                        class Author { ObjectId id; String name; }
                        @Entity("writers")
                        class Writer { @Id ObjectId id; String name; }
                        """)
                        .says("its element type p.Author is not a @Entity")
                        .neverSays(".class")
                        .neverSays("List<")
                        .fix("declare the field with the @Entity class it points at as its type or element type",
                                "List<Author> authors", "List<Writer> authors")
                        .fix("or make that class an @Entity with an @Id", "class Author { ObjectId id;",
                                "@Entity(\"authors\") class Author { @Id ObjectId id;"),

                // UnboundedReferenceArray: what each element holds, and the target named or not
                of("UnboundedReferenceArray", "schemaguard", "listOfIds", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Reference(Author.class) List<ObjectId> authorIds; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; }
                        """)
                        .says("keeps a list of ids of 'Author'")
                        .fix("declare the bound with @Bounded(max = ...)", "@Reference(Author.class) List",
                                "@Reference(Author.class) @Bounded(max = 20) List")
                        .fix("store the reference on the many side instead (each 'Author' holds the id of its 'Book')",
                                "@Reference(Author.class) List<ObjectId> authorIds;", "",
                                "class Author { ObjectId id; }", "class Author { ObjectId id; @Reference(Book.class) ObjectId bookId; }"),
                of("UnboundedReferenceArray", "schemaguard", "unknownTarget", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Reference List<ObjectId> authorIds; }
                        """)
                        .says("keeps a list of ids without @Bounded")
                        .neverSays("the target")
                        .fix("each referenced document holds the id of its 'Book'", "@Reference List", "@Reference @Bounded(max = 20) List"),
                of("UnboundedReferenceArray", "Spring Data", "listOfDbRefs", "p.Author", SPRING_DATA, """
                        @Document("authors")
                        class Author { @Id String id; @DBRef List<Book> books; }
                        @Document("books")
                        class Book { @Id String id; }
                        """)
                        .says("keeps a list of DBRefs ({$ref, $id}) of 'Book'")
                        .neverSays("a list of ids")
                        .fix("declare the bound with @Size(max = ...)", "@DBRef List", "@DBRef @Size(max = 20) List")
                        .fix("store the reference on the many side instead (each 'Book' holds the id of its 'Author')",
                                "@DBRef List<Book> books;", "", "class Book { @Id String id; }",
                                "class Book { @Id String id; @DocumentReference Author author; }"),
                of("UnboundedReferenceArray", "Morphia", "listOfIds", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference(idOnly = true) List<Author> authors; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .says("keeps a list of ids of 'Author'")
                        .fix("declare the bound with @Size(max = ...)", "@Reference(idOnly = true) List",
                                "@Reference(idOnly = true) @Size(max = 20) List"),
                of("UnboundedReferenceArray", "Morphia", "listOfDbRefs", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference List<Author> authors; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .says("keeps a list of DBRefs ({$ref, $id}) of 'Author'")
                        .fix("declare the bound with @Size(max = ...)", "@Reference List", "@Reference @Size(max = 20) List"),

                // CollectionNameStyle: SDM's and Morphia's default name of an acronym class
                of("CollectionNameStyle", "Spring Data", "defaultNameOfAnAcronymClass", "p.FRAccount", SPRING_DATA, """
                        @Document
                        public class FRAccount { @Id String id; }
                        """)
                        .says("collection name 'fRAccount'")
                        .neverSays("f_r_account")
                        .fix("rename it with @Document(collection = \"fr_account\")", "@Document\n",
                                "@Document(collection = \"fr_account\")\n"),
                of("CollectionNameStyle", "Morphia", "defaultNameOfAnAcronymClass", "p.FRAccount", MORPHIA, """
                        @Entity
                        public class FRAccount { @Id ObjectId id; }
                        """)
                        .neverSays("f_r_account")
                        .fix("rename it with @Entity(\"fr_account\")", "@Entity\n", "@Entity(\"fr_account\")\n"),
                of("CollectionNameStyle", "schemaguard", "mixedCase", "p.Review", SCHEMAGUARD, """
                        @Document(collection = "BookReviews")
                        class Review { ObjectId id; }
                        """)
                        .fix("rename it with @Document(collection = \"book_reviews\")", "\"BookReviews\"", "\"book_reviews\""),
                of("CollectionNameStyle", "driver", "mixedCase", "p.Review", DRIVER, """
                        @Document(collection = "BookReviews")
                        class Review { @BsonId ObjectId key; }
                        """)
                        .fix("rename it with @Document(collection = \"book_reviews\")", "\"BookReviews\"", "\"book_reviews\""),

                // LowCardinalityIndexPrefix: with a sort key behind the flag, only the partial index helps
                of("LowCardinalityIndexPrefix", "schemaguard", "flagBeforeSortKey", "p.Episode", SCHEMAGUARD, """
                        @Document(collection = "episodes")
                        @IndexHint(keys = {"isSeries", "createdAt:-1"})
                        class Episode { ObjectId id; boolean isSeries; java.time.Instant createdAt; }
                        """)
                        .says("its other keys (createdAt) are sort or range keys")
                        .neverSays("equality fields first")
                        .fix("partialFilter = \"{isSeries: true}\"", "\"createdAt:-1\"}",
                                "\"createdAt:-1\"}, partialFilter = \"{isSeries: true}\""),
                of("LowCardinalityIndexPrefix", "schemaguard", "enumBeforeEqualityKey", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"status", "name"})
                        class User { ObjectId id; Status status; String name; enum Status { ACTIVE, GONE } }
                        """)
                        .fix("put the selective equality fields first", "{\"status\", \"name\"}", "{\"name\", \"status\"}")
                        .fix("partialFilter = \"{status: '...'}\"", "{\"status\", \"name\"}",
                                "{\"status\", \"name\"}, partialFilter = \"{status: '...'}\""),
                of("LowCardinalityIndexPrefix", "driver", "flagBeforeSortKey", "p.Episode", DRIVER, """
                        @Document(collection = "episodes")
                        @IndexHint(keys = {"series", "createdAt:-1"})
                        class Episode { @BsonId ObjectId key; boolean series; Date createdAt; }
                        """)
                        .fix("partialFilter = \"{series: true}\"", "\"createdAt:-1\"}",
                                "\"createdAt:-1\"}, partialFilter = \"{series: true}\""),
                of("LowCardinalityIndexPrefix", "Spring Data", "flagBeforeSortKey", "p.Episode", SPRING_DATA, """
                        @Document("episodes")
                        @CompoundIndex(def = "{'isSeries': 1, 'createdAt': -1}")
                        class Episode { @Id String id; boolean isSeries; Date createdAt; }
                        """)
                        .neverSays("equality fields first")
                        .fix("partialFilter = \"{isSeries: true}\"", "'createdAt': -1}\")",
                                "'createdAt': -1}\", partialFilter = \"{isSeries: true}\")"),
                of("LowCardinalityIndexPrefix", "Spring Data", "flagBeforeEqualityKey", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'inStock': 1, 'author': 1}")
                        class Book { @Id String id; boolean inStock; String author; }
                        """)
                        .fix("put the selective equality fields first", "{'inStock': 1, 'author': 1}",
                                "{'author': 1, 'inStock': 1}")
                        .fix("partialFilter = \"{inStock: true}\"", "'author': 1}\")",
                                "'author': 1}\", partialFilter = \"{inStock: true}\")"),
                of("LowCardinalityIndexPrefix", "Morphia", "enumBeforeSortKey", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @Indexes(@Index(fields = {@Field("st"), @Field(value = "placedAt", type = IndexType.DESC)}))
                        class Order { @Id ObjectId id; @Property("st") Status status; Date placedAt; enum Status { OPEN, PAID } }
                        """)
                        .neverSays("equality fields first")
                        .fix("options = @IndexOptions(partialFilter = \"{st: '...'}\")", "type = IndexType.DESC)})",
                                "type = IndexType.DESC)}, options = @IndexOptions(partialFilter = \"{st: '...'}\"))"),

                // ImplicitEmbeddedDocument: a @Document without an id is a value class with a stray annotation
                of("ImplicitEmbeddedDocument", "Spring Data", "strayDocumentOnAValue", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; Price price; }
                        @Document
                        class Price { long cents; }
                        """)
                        .says("no id field")
                        .fix("remove its @Document", "@Document\nclass Price", "class Price")
                        .fix("give 'Price' an id field and store that id with @DocumentReference",
                                "Price price;", "@DocumentReference Price price;", "long cents;", "@Id String id; long cents;")
                        .fix("mark the copy as intended with schemaguard's @Embedded", "Price price;",
                                "@dev.schemaguard.annotations.Embedded Price price;"),
                of("ImplicitEmbeddedDocument", "schemaguard", "strayDocumentOnAValue", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; Price price; }
                        @Document
                        class Price { long cents; }
                        """)
                        .fix("remove its @Document", "@Document\nclass Price", "class Price")
                        .fix("give 'Price' an id field and store that id with @Reference", "Price price;",
                                "@Reference(Price.class) ObjectId priceId;", "long cents;", "ObjectId id; long cents;")
                        .fix("mark the copy as intended with @Embedded", "Price price;", "@Embedded Price price;"),
                of("ImplicitEmbeddedDocument", "schemaguard", "copyOfADocument", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; Author author; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; String name; }
                        """)
                        .fix("store its id with @Reference", "Author author;", "@Reference(Author.class) ObjectId authorId;")
                        .fix("mark the copy as intended with @Embedded", "Author author;", "@Embedded Author author;"),
                of("ImplicitEmbeddedDocument", "Spring Data", "copyOfADocument", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; Author author; }
                        @Document("authors")
                        class Author { @Id String id; String name; }
                        """)
                        .fix("store its id with @DocumentReference", "Author author;", "@DocumentReference Author author;"),
                of("ImplicitEmbeddedDocument", "Morphia", "copyOfAnEntity", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; p.q.Author author; }
                        """)
                        .fix("store its id with @Reference(idOnly = true)", "p.q.Author author;",
                                "@Reference(idOnly = true) p.q.Author author;"),

                // UnboundedArray: the bound in the class's own annotations
                of("UnboundedArray", "schemaguard", "listOfStrings", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; List<String> tags; }
                        """)
                        .fix("declare the bound with @Bounded(max = ...)", "List<String> tags", "@Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "driver", "listOfStrings", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; List<String> tags; }
                        """)
                        .fix("declare the bound with @Bounded(max = ...)", "List<String> tags", "@Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "Spring Data", "listOfStrings", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; List<String> tags; }
                        """)
                        .fix("declare the bound with @Size(max = ...)", "List<String> tags", "@Size(max = 20) List<String> tags")
                        .fix("or schemaguard's @Bounded(max = ...)", "List<String> tags",
                                "@dev.schemaguard.annotations.Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "Morphia", "listOfStrings", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; List<String> tags; }
                        """)
                        .fix("declare the bound with @Size(max = ...)", "List<String> tags", "@Size(max = 20) List<String> tags"),

                // IndexOnUnboundedArray
                of("IndexOnUnboundedArray", "schemaguard", "indexedTags", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "tags")
                        class Book { ObjectId id; List<String> tags; }
                        """)
                        .fix("bound the array with @Bounded(max = ...)", "List<String> tags", "@Bounded(max = 20) List<String> tags"),
                of("IndexOnUnboundedArray", "Spring Data", "indexedTags", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Indexed List<String> tags; }
                        """)
                        .fix("bound the array with @Size(max = ...)", "@Indexed List", "@Indexed @Size(max = 20) List"),
                of("IndexOnUnboundedArray", "Morphia", "indexedTags", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Indexed List<String> tags; }
                        """)
                        .fix("bound the array with @Size(max = ...)", "@Indexed List", "@Indexed @Size(max = 20) List"),

                // FieldNameStyle: the rename in the class's own annotation
                of("FieldNameStyle", "schemaguard", "hyphenatedName", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        class User { ObjectId id; @Field("first-name") String firstName; }
                        """)
                        .fix("store it as 'firstName' with @Field(\"firstName\")", "@Field(\"first-name\")",
                                "@Field(\"firstName\")"),
                of("FieldNameStyle", "Spring Data", "hyphenatedName", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; @Field("first-name") String firstName; }
                        """)
                        .fix("store it as 'firstName' with @Field(\"firstName\")", "@Field(\"first-name\")",
                                "@Field(\"firstName\")"),
                of("FieldNameStyle", "Morphia", "hyphenatedName", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Property("first-name") String firstName; }
                        """)
                        .fix("store it as 'firstName' with @Property(\"firstName\")", "@Property(\"first-name\")",
                                "@Property(\"firstName\")"),

                // DbRef: the id-only form of the same mapping
                of("DbRef", "Spring Data", "dbRefToOneCollection", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @DBRef Author author; }
                        @Document("authors")
                        class Author { @Id String id; }
                        """)
                        .fix("use @DocumentReference instead of @DBRef", "@DBRef Author", "@DocumentReference Author"),
                of("DbRef", "Morphia", "referenceStoredAsDbRef", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference Author author; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .fix("use @Reference(idOnly = true) instead of @Reference", "@Reference Author",
                                "@Reference(idOnly = true) Author"),

                // RandomId
                of("RandomId", "schemaguard", "uuidId", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        class Session { UUID id; }
                        """)
                        .fix("use ObjectId", "UUID id;", "ObjectId id;")
                        .fix("keep the UUID as a unique secondary field", "UUID id;",
                                "ObjectId id; @IndexHint(unique = true) UUID token;"),
                of("RandomId", "Spring Data", "uuidId", "p.Session", SPRING_DATA, """
                        @Document("sessions")
                        class Session { @Id UUID id; }
                        """)
                        .fix("use ObjectId", "@Id UUID id;", "@Id ObjectId id;")
                        .fix("keep the UUID as a unique secondary field", "@Id UUID id;",
                                "@Id ObjectId id; @Indexed(unique = true) UUID token;"),
                of("RandomId", "Morphia", "uuidId", "p.Session", MORPHIA, """
                        @Entity("sessions")
                        class Session { @Id UUID id; }
                        """)
                        .fix("use ObjectId", "@Id UUID id;", "@Id ObjectId id;"),
                of("RandomId", "driver", "stringId", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        class Session { @BsonId String key; }
                        """)
                        .fix("use ObjectId", "@BsonId String key;", "@BsonId ObjectId key;"));
    }

    /** Morphia's case needs its entity in another package: an @Entity of the same package... */
    private static String otherSources(Case c) {
        return c.dialect().equals("Morphia") && c.source().contains("p.q.Author") ? MORPHIA.replace("package p;", "package p.q;")
                + "@Entity(\"authors\")\npublic class Author { @Id ObjectId id; String name; }\n" : null;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theProposedFixCompilesAndRemovesTheFinding(Case c) {
        ProcessorTester.Result before = compile(c, c.source());
        List<String> messages = before.messages(c.rule());
        assertFalse(messages.isEmpty(), () -> c + ": the positive case has no finding\n" + before.all());
        String message = String.join("\n", messages);
        for (String text : c.said()) {
            assertTrue(message.contains(text), () -> c + ": the message does not say " + text + "\n" + message);
        }
        for (String text : c.unsaid()) {
            assertFalse(message.contains(text), () -> c + ": the message says " + text + "\n" + message);
        }
        Map<String, Integer> errorsBefore = errorsByRule(before);
        for (Fix fix : c.fixes()) {
            assertTrue(message.contains(fix.proposal()), () -> c + ": the message does not propose " + fix.proposal()
                    + "\n" + message);
            String fixed = fix.applyTo(c.source());
            ProcessorTester.Result after = compile(c, fixed);
            after.assertNoCrash();
            after.assertNoJavacErrors();
            assertEquals(List.of(), after.messages(c.rule()), () -> c + ": '" + fix.proposal()
                    + "' applied leaves the finding\n" + fixed + "\n" + after.all());
            errorsByRule(after).forEach((rule, count) -> {
                if (count > errorsBefore.getOrDefault(rule, 0)) {
                    fail(c + ": '" + fix.proposal() + "' applied brings a new " + rule + " error\n" + fixed + "\n"
                            + after.all());
                }
            });
        }
    }

    private static ProcessorTester.Result compile(Case c, String source) {
        ProcessorTester tester = ProcessorTester.forRules(c.rule()).source(c.className(), source);
        String other = otherSources(c);
        if (other != null) {
            tester.source("p.q.Author", other);
        }
        return tester.compile();
    }

    /** Every error a rule reports, counted per rule: a fix may remove errors, never add one. */
    private static Map<String, Integer> errorsByRule(ProcessorTester.Result result) {
        Map<String, Integer> out = new TreeMap<>();
        for (Diagnostic<?> d : result.schemaguard()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                String message = d.getMessage(Locale.ROOT);
                out.merge(message.substring(1, message.indexOf(']')), 1, Integer::sum);
            }
        }
        return out;
    }

    // ---- Findings inside class-path types (issue 27, item 5) ----

    /**
     * A finding inside a class from the class path (a library's jar), which the user cannot edit: it is
     * reported at each field of the compilation that leads to the class, and the fix it proposes is what
     * can be done at that field, in the document's vocabulary (leave it out, convert the class, store a
     * class of one's own instead), never the rule's own edit of the library class. Each proposal is
     * applied to one of the two leading fields: its findings go, the other field's stay.
     */
    @org.junit.jupiter.api.Nested
    class ClassPathTypes {

        /** The rules a library class can hold a finding of. */
        private static final String[] RULES = {"UnboundedArray", "IndexOnUnboundedArray", "ParallelArrays",
            "FieldNameStyle", "FieldName", "UnaddressableFieldName", "RecursiveEmbedding", "DbRef",
            "UnboundedReferenceArray", "ImplicitEmbeddedDocument", "NestingTooDeep", "BloatedDocument"};

        /** What each rule would have proposed on the library class, which must not be proposed there. */
        private static final List<String> LIBRARY_EDITS = List.of("declare the bound", "bound the array",
                "store it as 'firstName'", "give it a plain name", "store the tree", "use @DocumentReference",
                "@Reference(idOnly = true) instead", "keep both values in one array");

        /**
         * One dialect's library class and document.
         *
         * @param library       the library's classes, name and source in turn
         * @param header        the document source's package and imports
         * @param document      the document class with its two leading fields, {@code data} and {@code more}, marked
         * @param leaveOut      the edits that leave {@code data} out of the stored document, in this vocabulary
         * @param converter     a conversion of {@code lib.Node} of the compilation, added to the source
         * @param conversion    how the message names that conversion
         */
        record Dialect(String name, List<String> library, String header, String document, List<Fix> leaveOut,
                String converter, String conversion) {
            @Override
            public String toString() {
                return name;
            }
        }

        private static final String CODEC = """
                class NodeCodec implements org.bson.codecs.Codec<lib.Node> {
                    public void encode(org.bson.BsonWriter w, lib.Node n, org.bson.codecs.EncoderContext c) { w.writeString(n.text); }
                    public lib.Node decode(org.bson.BsonReader r, org.bson.codecs.DecoderContext c) { lib.Node n = new lib.Node(); n.text = r.readString(); return n; }
                    public Class<lib.Node> getEncoderClass() { return lib.Node.class; }
                }
                """;

        static Stream<Dialect> dialects() {
            return Stream.of(
                    new Dialect("Spring Data", List.of("lib.Node", """
                            package lib;
                            import java.util.*;
                            import org.springframework.data.mongodb.core.index.*;
                            import org.springframework.data.mongodb.core.mapping.*;
                            @CompoundIndex(def = "{'xs': 1, 'ys': 1}")
                            public class Node {
                                public String text;
                                public List<String> tags;
                                @Indexed public List<String> keywords;
                                public List<String> xs;
                                public List<String> ys;
                                @Field("first-name") public String firstName;
                                @Field("$weird") public String weird;
                                @Field("text") public String alias;
                                public Node parent;
                                @DBRef public List<Target> refs;
                            }
                            """, "lib.Target", """
                            package lib;
                            @org.springframework.data.mongodb.core.mapping.Document("targets")
                            public class Target { @org.springframework.data.annotation.Id public String id; }
                            """), """
                            package p;
                            import org.springframework.data.annotation.Id;
                            import org.springframework.data.annotation.Transient;
                            import org.springframework.data.mongodb.core.mapping.Document;
                            """, """
                            @Document("a")
                            class A {
                                @Id String id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray ERROR ParallelArrays ERROR FieldName WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                                lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray ERROR ParallelArrays ERROR FieldName WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                            }
                            """, List.of(new Fix("leave it out of the document with @Transient",
                                    List.of("lib.Node data;", "@Transient lib.Node data;"))), """
                            @org.springframework.data.convert.WritingConverter
                            class NodeWriter implements org.springframework.core.convert.converter.Converter<lib.Node, String> {
                                public String convert(lib.Node n) { return n.text; }
                            }
                            """, "store lib.Node through a @WritingConverter Converter<lib.Node, String>"),
                    new Dialect("Morphia", List.of("lib.Node", """
                            package lib;
                            import java.util.*;
                            import dev.morphia.annotations.*;
                            @Embedded
                            public class Node {
                                public String text;
                                public List<String> tags;
                                @Property("first-name") public String firstName;
                                @Property("$weird") public String weird;
                                public Node parent;
                                @Reference public List<Target> refs;
                            }
                            """, "lib.Target", """
                            package lib;
                            @dev.morphia.annotations.Entity("targets")
                            public class Target { @dev.morphia.annotations.Id public org.bson.types.ObjectId id; }
                            """), """
                            package p;
                            import dev.morphia.annotations.*;
                            """, """
                            @Entity("a")
                            class A {
                                @Id org.bson.types.ObjectId id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                                lib.Node more; // expect: WARNING UnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                            }
                            """, List.of(new Fix("leave it out of the document with @Transient",
                                    List.of("lib.Node data;", "@Transient lib.Node data;"))), CODEC,
                            "store lib.Node through a Codec<lib.Node>"),
                    new Dialect("driver", List.of("lib.Node", """
                            package lib;
                            import java.util.*;
                            import org.bson.codecs.pojo.annotations.*;
                            public class Node {
                                public String text;
                                public List<String> tags;
                                @dev.schemaguard.annotations.IndexHint public List<String> keywords;
                                @BsonProperty("first-name") public String firstName;
                                @BsonProperty("$weird") public String weird;
                                public Node parent;
                            }
                            """), """
                            package p;
                            import org.bson.codecs.pojo.annotations.*;
                            """, """
                            @dev.schemaguard.annotations.Document(collection = "a")
                            public class A {
                                @BsonId public org.bson.types.ObjectId key;
                                public lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                                public lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                            }
                            """, List.of(new Fix("the Java modifier transient", List.of("lib.Node data;", "transient lib.Node data;")),
                                    new Fix("the driver's @BsonIgnore", List.of("public lib.Node data;",
                                            "@BsonIgnore public lib.Node data;"))), CODEC,
                            "store lib.Node through a Codec<lib.Node>"),
                    new Dialect("schemaguard", List.of("lib.Node", """
                            package lib;
                            import java.util.*;
                            import dev.schemaguard.annotations.*;
                            public class Node {
                                public String text;
                                public List<String> tags;
                                @IndexHint public List<String> keywords;
                                @Field("first-name") public String firstName;
                                @Field("$weird") public String weird;
                                public Node parent;
                            }
                            """), """
                            package p;
                            import dev.schemaguard.annotations.*;
                            import org.bson.codecs.pojo.annotations.BsonIgnore;
                            """, """
                            @Document(collection = "a")
                            class A {
                                org.bson.types.ObjectId id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                                lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                            }
                            """, List.of(new Fix("the Java modifier transient", List.of("lib.Node data;", "transient lib.Node data;")),
                                    new Fix("the driver's @BsonIgnore", List.of("lib.Node data;", "@BsonIgnore lib.Node data;"))),
                            CODEC, "store lib.Node through a Codec<lib.Node>"));
        }

        @org.junit.jupiter.api.io.TempDir
        java.nio.file.Path dir;

        private static ProcessorTester.Result compile(java.io.File lib, String source) {
            return ProcessorTester.forRules(RULES).classpath(lib).source("p.A", source).compile();
        }

        /** The schemaguard diagnostics printed on the line of {@code text}. */
        private static List<String> at(ProcessorTester.Result result, String source, String text) {
            int line = source.substring(0, source.indexOf(text)).split("\n", -1).length;
            return result.schemaguard().stream().filter(d -> d.getLineNumber() == line)
                    .map(d -> d.getMessage(Locale.ROOT)).toList();
        }

        /**
         * An index of the compilation whose key goes through an array of a class-path type: the index is the
         * user's to change, the array is not theirs to bound or merge.
         *
         * @param key      the key the first fix replaces with {@code otherKey} (for ParallelArrays: drops)
         * @param index    the index annotation the second fix removes (IndexOnUnboundedArray only)
         */
        record IndexCase(String rule, String dialect, String source, String key, String otherKey, String index) {
            @Override
            public String toString() {
                return rule + " / " + dialect;
            }
        }

        static Stream<IndexCase> indexCases() {
            return Stream.of(
                    new IndexCase("IndexOnUnboundedArray", "Spring Data", """
                            @Document("a")
                            @org.springframework.data.mongodb.core.index.CompoundIndex(def = "{'data.tags': 1}") // expect: WARNING IndexOnUnboundedArray
                            class A { @Id String id; @Transient String unused; lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "data.tags", "data.text",
                            "@org.springframework.data.mongodb.core.index.CompoundIndex(def = \"{'data.tags': 1}\")"),
                    new IndexCase("ParallelArrays", "Spring Data", """
                            @Document("a")
                            @org.springframework.data.mongodb.core.index.CompoundIndex(def = "{'data.tags': 1, 'data.xs': 1}") // expect: ERROR ParallelArrays WARNING IndexOnUnboundedArray
                            class A { @Id String id; @Transient String unused; lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "'data.tags': 1, ", "",
                            "@org.springframework.data.mongodb.core.index.CompoundIndex(def = \"{'data.tags': 1, 'data.xs': 1}\")"),
                    new IndexCase("IndexOnUnboundedArray", "Morphia", """
                            @Entity("a")
                            @Indexes(@Index(fields = @Field("data.tags"))) // expect: WARNING IndexOnUnboundedArray
                            class A { @Id org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "data.tags", "data.text", "@Indexes(@Index(fields = @Field(\"data.tags\")))"),
                    new IndexCase("IndexOnUnboundedArray", "driver", """
                            @dev.schemaguard.annotations.Document(collection = "a")
                            @dev.schemaguard.annotations.IndexHint(keys = "data.tags") // expect: WARNING IndexOnUnboundedArray
                            public class A { @BsonId public org.bson.types.ObjectId key; public lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "data.tags", "data.text", "@dev.schemaguard.annotations.IndexHint(keys = \"data.tags\")"),
                    new IndexCase("IndexOnUnboundedArray", "schemaguard", """
                            @Document(collection = "a")
                            @IndexHint(keys = "data.tags") // expect: WARNING IndexOnUnboundedArray
                            class A { org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "data.tags", "data.text", "@IndexHint(keys = \"data.tags\")"),
                    new IndexCase("ParallelArrays", "schemaguard", """
                            @Document(collection = "a")
                            @IndexHint(keys = {"data.tags", "data.xs"}) // expect: ERROR ParallelArrays WARNING IndexOnUnboundedArray
                            class A { org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """, "\"data.tags\", ", "", "@IndexHint(keys = {\"data.tags\", \"data.xs\"})"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("indexCases")
        void positive_indexOfTheCompilationThroughAnArrayOfAClassPathType_proposesOnlyWhatTheIndexCanDo(IndexCase c) {
            Dialect d = dialects().filter(x -> x.name().equals(c.dialect())).findFirst().orElseThrow();
            String source = d.header() + c.source();
            java.io.File lib = ProcessorTester.compiledLibrary(dir, "lib.Bag",
                    "package lib; public class Bag { public String text; public java.util.List<String> tags; "
                            + "public java.util.List<String> xs; }");
            ProcessorTester.Result before = compile(lib, source);
            before.assertMatchesMarkers();
            String message = String.join("\n", before.messages(c.rule()));
            assertTrue(message.contains("'lib.Bag', which comes from the class path")
                    || message.contains("('lib.Bag' comes from the class path"), () -> c + ": " + message);
            for (String edit : LIBRARY_EDITS) {
                assertFalse(message.contains(edit), () -> c + ": proposes an edit of the library class: " + message);
            }
            String proposal = c.rule().equals("ParallelArrays") ? "index them separately"
                    : "index a field outside the array instead";
            List<Fix> fixes = c.rule().equals("ParallelArrays") ? List.of(new Fix(proposal, List.of(c.key(), c.otherKey())))
                    : List.of(new Fix(proposal, List.of(c.key(), c.otherKey())),
                            new Fix("or drop the key from the index", List.of(c.index(), "")));
            for (Fix fix : fixes) {
                assertTrue(message.contains(fix.proposal()), () -> c + ": no " + fix.proposal() + "\n" + message);
                String fixed = fix.applyTo(source);
                ProcessorTester.Result after = compile(lib, fixed);
                after.assertNoCrash();
                after.assertNoJavacErrors();
                assertEquals(List.of(), after.messages(c.rule()), () -> c + ": '" + fix.proposal()
                        + "' applied leaves the finding\n" + fixed + "\n" + after.all());
            }
        }

        /** A field inherited from a class-path superclass is the document's: it can extend a class of its own instead. */
        @org.junit.jupiter.api.Test
        void positive_fieldOfAClassPathSuperclass_proposesAClassOfOneOwn() {
            java.io.File lib = ProcessorTester.compiledLibrary(dir, "lib.Base",
                    "package lib; public class Base { public java.util.List<String> notes; }");
            String source = SCHEMAGUARD + """
                    @Document(collection = "books") // expect: WARNING UnboundedArray
                    class Book extends lib.Base { ObjectId id; }
                    """;
            ProcessorTester.Result before = compile(lib, source);
            before.assertMatchesMarkers();
            String message = before.message("UnboundedArray");
            assertTrue(message.contains("; 'lib.Base' comes from the class path and cannot be changed here, and 'Book' "
                    + "inherits it: extend a class of your own instead, or suppress the finding on 'Book'"), message);
            for (String edit : LIBRARY_EDITS) {
                assertFalse(message.contains(edit), () -> "proposes an edit of the library class: " + message);
            }
            String fixed = source.replace("extends lib.Base", "extends OwnBase") + "class OwnBase { String note; }\n";
            ProcessorTester.Result after = compile(lib, fixed);
            after.assertNoJavacErrors();
            assertEquals(List.of(), after.messages("UnboundedArray"), after::all);
        }

        private static java.util.Set<String> rulesOf(List<String> messages) {
            return new java.util.TreeSet<>(messages.stream().map(m -> m.substring(1, m.indexOf(']'))).toList());
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("dialects")
        void positive_reportedAtEachLeadingField_withWhatCanBeDoneThere_andEachFixRemovesItsFindings(Dialect d) {
            String source = d.header() + d.document();
            java.io.File lib = ProcessorTester.compiledLibrary(dir, d.library().toArray(String[]::new));
            ProcessorTester.Result before = compile(lib, source);
            before.assertMatchesMarkers();
            List<String> onData = at(before, source, "lib.Node data;");
            for (String message : onData) {
                assertTrue(message.contains("'lib.Node' comes from the class path and cannot be changed here: at 'data', "
                        + "which leads to it (data"), () -> d + ": " + message);
                assertTrue(message.contains("leave it out of the document with"), () -> d + ": " + message);
                assertTrue(message.contains(d.conversion()), () -> d + ": " + message);
                assertTrue(message.contains("-Aschemaguard.storedAs=lib.Node=<BSON type>"), () -> d + ": " + message);
                assertTrue(message.contains("or store a class of your own with the parts you need (a projection)"),
                        () -> d + ": " + message);
                // a fixed rule's error cannot be suppressed, so it is not proposed
                boolean fixed = message.startsWith("[ParallelArrays]") || message.startsWith("[FieldName]");
                assertEquals(!fixed, message.contains("suppress the finding on 'data'"),
                        () -> d + ": " + message);
                for (String edit : LIBRARY_EDITS) {
                    assertFalse(message.contains(edit), () -> d + ": proposes an edit of the library class: " + message);
                }
            }
            assertTrue(onData.stream().anyMatch(m -> m.contains("(data.tags)")), () -> d + ": " + onData);
            assertTrue(onData.stream().anyMatch(m -> m.contains("(data.firstName)")), () -> d + ": " + onData);
            java.util.Set<String> onMore = rulesOf(at(before, source, "lib.Node more;"));

            List<Fix> fixes = new ArrayList<>(d.leaveOut());
            fixes.add(new Fix(d.conversion(), List.of()));
            fixes.add(new Fix("or store a class of your own with the parts you need (a projection)",
                    List.of("lib.Node data;", "NodeView data;")));
            for (Fix fix : fixes) {
                assertTrue(onData.stream().allMatch(m -> m.contains(fix.proposal())), () -> d + ": no " + fix.proposal());
                // the conversion and the projection are classes of the compilation, added to the source
                String added = fix.proposal().equals(d.conversion()) ? d.converter()
                        : fix.edits().contains("NodeView data;") ? "class NodeView { public String text; }\n" : "";
                String fixed = fix.applyTo(source) + added;
                ProcessorTester.Result after = compile(lib, fixed);
                after.assertNoCrash();
                after.assertNoJavacErrors();
                String leading = fixed.contains("NodeView data;") ? "NodeView data;" : "data;";
                assertEquals(List.of(), at(after, fixed, leading), () -> d + ": '" + fix.proposal()
                        + "' applied leaves findings\n" + fixed + "\n" + after.all());
                if (!fix.proposal().equals(d.conversion())) {
                    // the other leading field carries its own findings still
                    assertEquals(onMore, rulesOf(at(after, fixed, "lib.Node more;")), () -> d + ": " + after.all());
                }
            }
        }
    }
}
