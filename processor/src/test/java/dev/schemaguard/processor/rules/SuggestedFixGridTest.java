package dev.schemaguard.processor.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.diagnostic.CrashReport;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.testing.Lombok;
import dev.schemaguard.processor.testing.ProcessorTester;
import dev.schemaguard.processor.testing.TemplateCatalogue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule × dialect grid of suggested fixes (CONTRIBUTING.md: every fix a message suggests compiles in the
 * vocabulary the class is written in and, applied, makes the finding go away). Each case is a rule's
 * positive source in one dialect (schemaguard's annotations, Spring Data MongoDB's, Morphia's, or
 * schemaguard's with the driver codec's); each of its fixes is the source edit the message proposes,
 * written from the message's words, which the message must contain. The test compiles the sources with
 * every rule, applies each fix, compiles again, and requires that the rule's finding is gone, that javac
 * accepts the fixed source, and that no rule reports an error the original did not.
 *
 * <p>The grid is complete by construction: each finding of a case is traced back to the {@link Template}
 * template that printed it, and every template of the catalogue must have a case with a fix in each dialect
 * it can be printed in, or be listed in {@link #SCOPES} with the reason why not (no source edit to apply,
 * printed in some dialects only, or the same fix on schemaguard's own annotation in every dialect). A new
 * message fails {@link #everyMessageHasAFixCaseInEachDialectItIsPrintedIn} until it has its case or its
 * reason.
 *
 * <p>Cases are compiled together, each in a package of its own, one compilation for the originals and one
 * for each round of fixes, since a javac run costs far more than a source in it. Cases of rules over the
 * whole compilation (a collection's, a database's) are compiled
 * alone (another case's documents would change their findings), and cases that need a processor option with
 * those that need the same.
 */
class SuggestedFixGridTest {

    static final String SCHEMAGUARD_DIALECT = "schemaguard";
    static final String SPRING_DATA_DIALECT = "Spring Data";
    static final String MORPHIA_DIALECT = "Morphia";
    static final String DRIVER_DIALECT = "driver";
    static final List<String> DIALECTS =
            List.of(SCHEMAGUARD_DIALECT, SPRING_DATA_DIALECT, MORPHIA_DIALECT, DRIVER_DIALECT);

    static final String SCHEMAGUARD = """
            package p;
            import java.util.*;
            import dev.schemaguard.annotations.*;
            import org.bson.types.ObjectId;
            """;

    static final String SPRING_DATA = """
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

    static final String MORPHIA = """
            package p;
            import java.util.*;
            import jakarta.validation.constraints.Size;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            """;

    static final String DRIVER = """
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
                if (!out.contains(edits.get(i))) {
                    throw new IllegalArgumentException("the fix edits text the source does not hold: " + edits.get(i));
                }
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
     * @param others  further sources of the case, by qualified name, which the fixes leave as they are
     * @param options processor options the case needs, without {@code -A}: compiled with the cases of the same ones
     * @param lombokAfter whether Lombok's processors run after schemaguard's, as a processor path that lists them
     *                    later does (the messages about what Lombok had not generated yet): compiled apart
     */
    record Case(
            String rule,
            String dialect,
            String name,
            String className,
            String source,
            List<Fix> fixes,
            List<String> said,
            List<String> unsaid,
            Map<String, String> others,
            List<String> options,
            boolean lombokAfter) {
        @Override
        public String toString() {
            return rule + " / " + dialect + " / " + name;
        }

        Case fix(String proposal, String... edits) {
            List<Fix> more = new ArrayList<>(fixes);
            more.add(new Fix(proposal, List.of(edits)));
            return new Case(rule, dialect, name, className, source, more, said, unsaid, others, options, lombokAfter);
        }

        Case says(String text) {
            List<String> more = new ArrayList<>(said);
            more.add(text);
            return new Case(rule, dialect, name, className, source, fixes, more, unsaid, others, options, lombokAfter);
        }

        Case neverSays(String text) {
            List<String> more = new ArrayList<>(unsaid);
            more.add(text);
            return new Case(rule, dialect, name, className, source, fixes, said, more, others, options, lombokAfter);
        }

        Case with(String otherClassName, String otherSource) {
            Map<String, String> more = new LinkedHashMap<>(others);
            more.put(otherClassName, otherSource);
            return new Case(rule, dialect, name, className, source, fixes, said, unsaid, more, options, lombokAfter);
        }

        Case option(String option) {
            List<String> more = new ArrayList<>(options);
            more.add(option);
            return new Case(rule, dialect, name, className, source, fixes, said, unsaid, others, more, lombokAfter);
        }

        /** Lombok's processors run after schemaguard's, in the originals and in every fix. */
        Case lombokAfterSchemaguard() {
            return new Case(rule, dialect, name, className, source, fixes, said, unsaid, others, options, true);
        }

        /** A rule over the whole compilation sees the other cases' documents too. */
        boolean alone() {
            return WHOLE_COMPILATION_RULES.contains(rule);
        }
    }

    private static final Set<String> WHOLE_COMPILATION_RULES = RuleRegistry.standard().schemaRules().stream()
            .map(r -> r.info().name())
            .collect(Collectors.toUnmodifiableSet());

    static Case of(String rule, String dialect, String name, String className, String header, String body) {
        return new Case(
                rule,
                dialect,
                name,
                className,
                header + body,
                List.of(),
                List.of(),
                List.of(),
                Map.of(),
                List.of(),
                false);
    }

    /** The grid's cases: those below, and those of the rule groups' own files. */
    static Stream<Case> cases() {
        return Stream.of(
                        baseCases(),
                        IndexFixCases.cases(),
                        CollectionFixCases.cases(),
                        AnnotationFixCases.cases(),
                        TimeSeriesFixCases.cases(),
                        IndexOptionFixCases.cases(),
                        ShardingFixCases.cases(),
                        CollationAndMappingFixCases.cases(),
                        DocumentFixCases.cases(),
                        QueryFixCases.cases())
                .flatMap(s -> s);
    }

    private static Stream<Case> baseCases() {
        return Stream.of(
                // RedundantIndexPrefix: hidden = true exists on schemaguard's @IndexHint only
                of("RedundantIndexPrefix", "schemaguard", "prefixOfCompound", "p.Item", SCHEMAGUARD, """
                        @Document(collection = "items")
                        @IndexHint(keys = {"a", "b"})
                        @IndexHint(keys = "a")
                        class Item { ObjectId id; String a; String b; }
                        """)
                        .says("db.getCollection(\"items\").hideIndex(\"a_1\")")
                        .fix(
                                "hidden = true on its @IndexHint",
                                "@IndexHint(keys = \"a\")",
                                "@IndexHint(keys = \"a\", hidden = true)")
                        .fix("drop it", "@IndexHint(keys = \"a\")\n", ""),
                of("RedundantIndexPrefix", "driver", "prefixOfCompound", "p.Item", DRIVER, """
                        @Document(collection = "items")
                        @IndexHint(keys = {"a", "b"})
                        class Item { @BsonId ObjectId key; @IndexHint String a; String b; }
                        """)
                        .says("db.getCollection(\"items\").hideIndex(\"a_1\")")
                        .fix(
                                "hidden = true on its @IndexHint",
                                "@IndexHint String a",
                                "@IndexHint(hidden = true) String a")
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
                        .fix(
                                "name the target, e.g. @Reference(Book.class)",
                                "@Reference ObjectId",
                                "@Reference(Author.class) ObjectId"),
                of("ReferenceTarget", "schemaguard", "listTargetNotInferred", "p.Review", SCHEMAGUARD, """
                        @Document
                        class Review { ObjectId id; @Reference @Bounded(max = 5) List<ObjectId> authorIds; }
                        @Document
                        class Author { ObjectId id; }
                        """)
                        .says("its element type org.bson.types.ObjectId is not a @Document")
                        .neverSays("List<")
                        .fix(
                                "name the target, e.g. @Reference(Book.class)",
                                "@Reference @Bounded",
                                "@Reference(Author.class) @Bounded"),
                of("ReferenceTarget", "driver", "targetNotInferred", "p.Review", DRIVER, """
                        @Document
                        class Review { @BsonId ObjectId key; @Reference ObjectId authorId; }
                        @Document
                        class Author { ObjectId id; }
                        """)
                        .fix(
                                "name the target, e.g. @Reference(Book.class)",
                                "@Reference ObjectId",
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
                        .fix(
                                "declare the field with the @Entity class it points at as its type or element type",
                                "List<Author> authors",
                                "List<Writer> authors")
                        .fix(
                                "or make that class an @Entity with an @Id",
                                "class Author { ObjectId id;",
                                "@Entity(\"authors\") class Author { @Id ObjectId id;"),

                // UnboundedReferenceArray: what each element holds, and the target named or not
                of("UnboundedReferenceArray", "schemaguard", "listOfIds", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Reference(Author.class) List<ObjectId> authorIds; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; }
                        """)
                        .says("keeps a list of ids of 'Author'")
                        .fix(
                                "declare the bound with @Bounded(max = ...)",
                                "@Reference(Author.class) List",
                                "@Reference(Author.class) @Bounded(max = 20) List")
                        .fix(
                                "store the reference on the many side instead (each 'Author' holds the id of its 'Book')",
                                "@Reference(Author.class) List<ObjectId> authorIds;",
                                "",
                                "class Author { ObjectId id; }",
                                "class Author { ObjectId id; @Reference(Book.class) ObjectId bookId; }"),
                of("UnboundedReferenceArray", "schemaguard", "unknownTarget", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Reference List<ObjectId> authorIds; }
                        """)
                        .says("keeps a list of ids without @Bounded")
                        .neverSays("the target")
                        .fix(
                                "each referenced document holds the id of its 'Book'",
                                "@Reference List",
                                "@Reference @Bounded(max = 20) List"),
                of("UnboundedReferenceArray", "Spring Data", "listOfDbRefs", "p.Author", SPRING_DATA, """
                        @Document("authors")
                        class Author { @Id String id; @DBRef List<Book> books; }
                        @Document("books")
                        class Book { @Id String id; }
                        """)
                        .says("keeps a list of DBRefs ({$ref, $id}) of 'Book'")
                        .neverSays("a list of ids")
                        .fix("declare the bound with @Size(max = ...)", "@DBRef List", "@DBRef @Size(max = 20) List")
                        .fix(
                                "store the reference on the many side instead (each 'Book' holds the id of its 'Author')",
                                "@DBRef List<Book> books;",
                                "",
                                "class Book { @Id String id; }",
                                "class Book { @Id String id; @DocumentReference Author author; }"),
                of("UnboundedReferenceArray", "Morphia", "listOfIds", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference(idOnly = true) List<Author> authors; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .says("keeps a list of ids of 'Author'")
                        .fix(
                                "declare the bound with @Size(max = ...)",
                                "@Reference(idOnly = true) List",
                                "@Reference(idOnly = true) @Size(max = 20) List"),
                of("UnboundedReferenceArray", "Morphia", "listOfDbRefs", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Reference List<Author> authors; }
                        @Entity("authors")
                        class Author { @Id ObjectId id; }
                        """)
                        .says("keeps a list of DBRefs ({$ref, $id}) of 'Author'")
                        .fix(
                                "declare the bound with @Size(max = ...)",
                                "@Reference List",
                                "@Reference @Size(max = 20) List"),

                // CollectionNameStyle: SDM's and Morphia's default name of an acronym class
                of("CollectionNameStyle", "Spring Data", "defaultNameOfAnAcronymClass", "p.FRAccount", SPRING_DATA, """
                        @Document
                        public class FRAccount { @Id String id; }
                        """)
                        .says("collection name 'fRAccount'")
                        .neverSays("f_r_account")
                        .fix(
                                "rename it with @Document(collection = \"fr_account\")",
                                "@Document\n",
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
                        .fix(
                                "rename it with @Document(collection = \"book_reviews\")",
                                "\"BookReviews\"",
                                "\"book_reviews\""),
                of("CollectionNameStyle", "driver", "mixedCase", "p.Review", DRIVER, """
                        @Document(collection = "BookReviews")
                        class Review { @BsonId ObjectId key; }
                        """)
                        .fix(
                                "rename it with @Document(collection = \"book_reviews\")",
                                "\"BookReviews\"",
                                "\"book_reviews\""),

                // LowCardinalityIndexPrefix: with a sort key behind the flag, only the partial index helps
                of("LowCardinalityIndexPrefix", "schemaguard", "flagBeforeSortKey", "p.Episode", SCHEMAGUARD, """
                        @Document(collection = "episodes")
                        @IndexHint(keys = {"isSeries", "createdAt:-1"})
                        class Episode { ObjectId id; boolean isSeries; java.time.Instant createdAt; }
                        """)
                        .says("its other keys (createdAt) are sort or range keys")
                        .neverSays("equality fields first")
                        .fix(
                                "partialFilter = \"{isSeries: true}\"",
                                "\"createdAt:-1\"}",
                                "\"createdAt:-1\"}, partialFilter = \"{isSeries: true}\""),
                of("LowCardinalityIndexPrefix", "schemaguard", "enumBeforeEqualityKey", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"status", "name"})
                        class User { ObjectId id; Status status; String name; enum Status { ACTIVE, GONE } }
                        """)
                        .fix(
                                "put the selective equality fields first",
                                "{\"status\", \"name\"}",
                                "{\"name\", \"status\"}")
                        .fix(
                                "partialFilter = \"{status: '...'}\"",
                                "{\"status\", \"name\"}",
                                "{\"status\", \"name\"}, partialFilter = \"{status: '...'}\""),
                of("LowCardinalityIndexPrefix", "driver", "flagBeforeSortKey", "p.Episode", DRIVER, """
                        @Document(collection = "episodes")
                        @IndexHint(keys = {"series", "createdAt:-1"})
                        class Episode { @BsonId ObjectId key; boolean series; Date createdAt; }
                        """)
                        .fix(
                                "partialFilter = \"{series: true}\"",
                                "\"createdAt:-1\"}",
                                "\"createdAt:-1\"}, partialFilter = \"{series: true}\""),
                of("LowCardinalityIndexPrefix", "Spring Data", "flagBeforeSortKey", "p.Episode", SPRING_DATA, """
                        @Document("episodes")
                        @CompoundIndex(def = "{'isSeries': 1, 'createdAt': -1}")
                        class Episode { @Id String id; boolean isSeries; Date createdAt; }
                        """)
                        .neverSays("equality fields first")
                        .fix(
                                "partialFilter = \"{isSeries: true}\"",
                                "'createdAt': -1}\")",
                                "'createdAt': -1}\", partialFilter = \"{isSeries: true}\")"),
                of("LowCardinalityIndexPrefix", "Spring Data", "flagBeforeEqualityKey", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'inStock': 1, 'author': 1}")
                        class Book { @Id String id; boolean inStock; String author; }
                        """)
                        .fix(
                                "put the selective equality fields first",
                                "{'inStock': 1, 'author': 1}",
                                "{'author': 1, 'inStock': 1}")
                        .fix(
                                "partialFilter = \"{inStock: true}\"",
                                "'author': 1}\")",
                                "'author': 1}\", partialFilter = \"{inStock: true}\")"),
                of("LowCardinalityIndexPrefix", "Morphia", "enumBeforeSortKey", "p.Order", MORPHIA, """
                        @Entity("orders")
                        @Indexes(@Index(fields = {@Field("st"), @Field(value = "placedAt", type = IndexType.DESC)}))
                        class Order { @Id ObjectId id; @Property("st") Status status; Date placedAt; enum Status { OPEN, PAID } }
                        """)
                        .neverSays("equality fields first")
                        .fix(
                                "options = @IndexOptions(partialFilter = \"{st: '...'}\")",
                                "type = IndexType.DESC)})",
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
                        .fix(
                                "give 'Price' an id field and store that id with @DocumentReference",
                                "Price price;",
                                "@DocumentReference Price price;",
                                "long cents;",
                                "@Id String id; long cents;")
                        .fix(
                                "mark the copy as intended with schemaguard's @Embedded",
                                "Price price;",
                                "@dev.schemaguard.annotations.Embedded Price price;"),
                of("ImplicitEmbeddedDocument", "schemaguard", "strayDocumentOnAValue", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; Price price; }
                        @Document
                        class Price { long cents; }
                        """)
                        .fix("remove its @Document", "@Document\nclass Price", "class Price")
                        .fix(
                                "give 'Price' an id field and store that id with @Reference",
                                "Price price;",
                                "@Reference(Price.class) ObjectId priceId;",
                                "long cents;",
                                "ObjectId id; long cents;")
                        .fix("mark the copy as intended with @Embedded", "Price price;", "@Embedded Price price;"),
                of("ImplicitEmbeddedDocument", "schemaguard", "copyOfADocument", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; Author author; }
                        @Document(collection = "authors")
                        class Author { ObjectId id; String name; }
                        """)
                        .fix(
                                "store its id with @Reference",
                                "Author author;",
                                "@Reference(Author.class) ObjectId authorId;")
                        .fix("mark the copy as intended with @Embedded", "Author author;", "@Embedded Author author;"),
                of("ImplicitEmbeddedDocument", "Spring Data", "copyOfADocument", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; Author author; }
                        @Document("authors")
                        class Author { @Id String id; String name; }
                        """)
                        .fix(
                                "store its id with @DocumentReference",
                                "Author author;",
                                "@DocumentReference Author author;"),
                of("ImplicitEmbeddedDocument", "Morphia", "copyOfAnEntity", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; p.q.Author author; }
                        """)
                        .fix(
                                "store its id with @Reference(idOnly = true)",
                                "p.q.Author author;",
                                "@Reference(idOnly = true) p.q.Author author;")
                        .with(
                                "p.q.Author",
                                MORPHIA.replace("package p;", "package p.q;")
                                        + "@Entity(\"authors\")\npublic class Author { @Id ObjectId id; String name; }\n"),

                // UnboundedArray: the bound in the class's own annotations
                of("UnboundedArray", "schemaguard", "listOfStrings", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; List<String> tags; }
                        """)
                        .fix(
                                "declare the bound with @Bounded(max = ...)",
                                "List<String> tags",
                                "@Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "driver", "listOfStrings", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; List<String> tags; }
                        """)
                        .fix(
                                "declare the bound with @Bounded(max = ...)",
                                "List<String> tags",
                                "@Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "Spring Data", "listOfStrings", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; List<String> tags; }
                        """)
                        .fix(
                                "declare the bound with @Size(max = ...)",
                                "List<String> tags",
                                "@Size(max = 20) List<String> tags")
                        .fix(
                                "or schemaguard's @Bounded(max = ...)",
                                "List<String> tags",
                                "@dev.schemaguard.annotations.Bounded(max = 20) List<String> tags"),
                of("UnboundedArray", "Morphia", "listOfStrings", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; List<String> tags; }
                        """)
                        .fix(
                                "declare the bound with @Size(max = ...)",
                                "List<String> tags",
                                "@Size(max = 20) List<String> tags"),

                // IndexOnUnboundedArray
                of("IndexOnUnboundedArray", "schemaguard", "indexedTags", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "tags")
                        class Book { ObjectId id; List<String> tags; }
                        """)
                        .fix(
                                "bound the array with @Bounded(max = ...)",
                                "List<String> tags",
                                "@Bounded(max = 20) List<String> tags"),
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
                        .fix(
                                "store it as 'firstName' with @Field(\"firstName\")",
                                "@Field(\"first-name\")",
                                "@Field(\"firstName\")"),
                of("FieldNameStyle", "Spring Data", "hyphenatedName", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; @Field("first-name") String firstName; }
                        """)
                        .fix(
                                "store it as 'firstName' with @Field(\"firstName\")",
                                "@Field(\"first-name\")",
                                "@Field(\"firstName\")"),
                of("FieldNameStyle", "Morphia", "hyphenatedName", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Property("first-name") String firstName; }
                        """)
                        .fix(
                                "store it as 'firstName' with @Property(\"firstName\")",
                                "@Property(\"first-name\")",
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
                        .fix(
                                "use @Reference(idOnly = true) instead of @Reference",
                                "@Reference Author",
                                "@Reference(idOnly = true) Author"),

                // RandomId
                of("RandomId", "schemaguard", "uuidId", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        class Session { UUID id; }
                        """)
                        .fix("use ObjectId", "UUID id;", "ObjectId id;")
                        .fix(
                                "keep the UUID as a unique secondary field",
                                "UUID id;",
                                "ObjectId id; @IndexHint(unique = true) UUID token;"),
                of("RandomId", "Spring Data", "uuidId", "p.Session", SPRING_DATA, """
                        @Document("sessions")
                        class Session { @Id UUID id; }
                        """)
                        .fix("use ObjectId", "@Id UUID id;", "@Id ObjectId id;")
                        .fix(
                                "keep the UUID as a unique secondary field",
                                "@Id UUID id;",
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
                        .fix("use ObjectId", "@BsonId String key;", "@BsonId ObjectId key;"),
                // FieldNameStyle in the driver's words: the codec stores the @BsonProperty name
                of("FieldNameStyle", "driver", "hyphenatedName", "p.User", DRIVER, """
                        @Document(collection = "users")
                        class User { @BsonId ObjectId key; @BsonProperty("first-name") String firstName; }
                        """)
                        .fix(
                                "store it as 'firstName' with @BsonProperty(\"firstName\")",
                                "@BsonProperty(\"first-name\")",
                                "@BsonProperty(\"firstName\")"),

                // FieldName / UnaddressableFieldName: the rename in the class's own annotation
                of("FieldName", "schemaguard", "twoFieldsOneStoredName", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Field("t") String title; @Field("t") String subtitle; }
                        """)
                        .fix(
                                "give one of them another name with @Field",
                                "@Field(\"t\") String subtitle",
                                "@Field(\"s\") String subtitle"),
                of("FieldName", "Spring Data", "twoFieldsOneStoredName", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Field("t") String title; @Field("t") String subtitle; }
                        """)
                        .fix(
                                "give one of them another name with @Field",
                                "@Field(\"t\") String subtitle",
                                "@Field(\"s\") String subtitle"),
                of("FieldName", "Morphia", "twoFieldsOneStoredName", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Property("t") String title; @Property("t") String subtitle; }
                        """)
                        .fix(
                                "give one of them another name with @Property",
                                "@Property(\"t\") String subtitle",
                                "@Property(\"s\") String subtitle"),
                of("FieldName", "driver", "twoFieldsOneStoredName", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @BsonProperty("t") String title; @BsonProperty("t") String subtitle; }
                        """)
                        .fix(
                                "give one of them another name with @BsonProperty",
                                "@BsonProperty(\"t\") String subtitle",
                                "@BsonProperty(\"s\") String subtitle"),
                of("FieldName", "schemaguard", "dollarTopLevelBefore50", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Field("$price") long price; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("give it a plain name with @Field", "@Field(\"$price\")", "@Field(\"price\")"),
                of("FieldName", "Spring Data", "dollarTopLevelBefore50", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Field("$price") long price; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("give it a plain name with @Field", "@Field(\"$price\")", "@Field(\"price\")"),
                of("FieldName", "Morphia", "dollarTopLevelBefore50", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Property("$price") long price; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix("give it a plain name with @Property", "@Property(\"$price\")", "@Property(\"price\")"),
                of("FieldName", "driver", "dollarTopLevelBefore50", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @BsonProperty("$price") long price; }
                        """)
                        .option("schemaguard.mongodbVersion=4.4")
                        .fix(
                                "give it a plain name with @BsonProperty",
                                "@BsonProperty(\"$price\")",
                                "@BsonProperty(\"price\")"),
                of("UnaddressableFieldName", "schemaguard", "dollarPrefix", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @Field("$price") long price; }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"$price\")", "@Field(\"price\")"),
                of("UnaddressableFieldName", "Spring Data", "dollarPrefix", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Field("$price") long price; }
                        """)
                        .fix("give it a plain name with @Field", "@Field(\"$price\")", "@Field(\"price\")"),
                of("UnaddressableFieldName", "Morphia", "dollarPrefix", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Property("$price") long price; }
                        """)
                        .fix("give it a plain name with @Property", "@Property(\"$price\")", "@Property(\"price\")"),
                of("UnaddressableFieldName", "driver", "dollarPrefix", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @BsonProperty("$price") long price; }
                        """)
                        .fix(
                                "give it a plain name with @BsonProperty",
                                "@BsonProperty(\"$price\")",
                                "@BsonProperty(\"price\")"),

                // HashedIndex: the unique index in the class's own annotations
                of("HashedIndex", "schemaguard", "uniqueHashed", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email:hashed", unique = true)
                        class User { ObjectId id; String email; }
                        """)
                        .fix(
                                "declare the unique index on the field with @IndexHint(unique = true)",
                                "@IndexHint(keys = \"email:hashed\", unique = true)\n",
                                "",
                                "String email;",
                                "@IndexHint(unique = true) String email;"),
                of("HashedIndex", "Spring Data", "uniqueHashed", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(def = "{'email': 'hashed'}", unique = true)
                        class User { @Id String id; String email; }
                        """)
                        .fix(
                                "declare the unique index on the field with @Indexed(unique = true)",
                                "@CompoundIndex(def = \"{'email': 'hashed'}\", unique = true)\n",
                                "",
                                "String email;",
                                "@Indexed(unique = true) String email;"),
                of("HashedIndex", "Morphia", "uniqueHashed", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field(value = "email", type = IndexType.HASHED), options = @IndexOptions(unique = true)))
                        class User { @Id ObjectId id; String email; }
                        """)
                        .fix(
                                "declare the unique index on the field with @Indexed(options = @IndexOptions(unique = true))",
                                ", options = @IndexOptions(unique = true)",
                                "",
                                "String email;",
                                "@Indexed(options = @IndexOptions(unique = true)) String email;"),
                of("HashedIndex", "driver", "uniqueHashed", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email:hashed", unique = true)
                        class User { @BsonId ObjectId key; String email; }
                        """)
                        .fix(
                                "declare the unique index on the field with @IndexHint(unique = true)",
                                "@IndexHint(keys = \"email:hashed\", unique = true)\n",
                                "",
                                "String email;",
                                "@IndexHint(unique = true) String email;"),

                // LargeIndexKey: the hashed index in the class's own annotations
                of("LargeIndexKey", "schemaguard", "longStringKey", "p.Page", SCHEMAGUARD, """
                        @Document(collection = "pages")
                        class Page { ObjectId id; @IndexHint @Bounded(max = 4000) String url; }
                        """)
                        .fix(
                                "index a hash of it with @IndexHint(keys = \"url:hashed\") on the class",
                                "@IndexHint @Bounded",
                                "@Bounded",
                                "@Document(collection = \"pages\")",
                                "@Document(collection = \"pages\")\n@IndexHint(keys = \"url:hashed\")")
                        .fix("or bound it to 1024 characters", "max = 4000", "max = 1024"),
                of("LargeIndexKey", "Spring Data", "longStringKey", "p.Page", SPRING_DATA, """
                        @Document("pages")
                        class Page { @Id String id; @Indexed @Size(max = 4000) String url; }
                        """)
                        .fix("index a hash of it with @HashIndexed", "@Indexed @Size", "@HashIndexed @Size")
                        .fix("or bound it to 1024 characters", "max = 4000", "max = 1024"),
                of("LargeIndexKey", "Morphia", "longStringKey", "p.Page", MORPHIA, """
                        @Entity("pages")
                        class Page { @Id ObjectId id; @Indexed @Size(max = 4000) String url; }
                        """)
                        .fix(
                                "index a hash of it with @Indexes(@Index(fields = @Field(value = \"url\", type = IndexType.HASHED)))",
                                "@Indexed @Size",
                                "@Size",
                                "@Entity(\"pages\")",
                                "@Entity(\"pages\")\n@Indexes(@Index(fields = @Field(value = \"url\", type = IndexType.HASHED)))")
                        .fix("or bound it to 1024 characters", "max = 4000", "max = 1024"),
                of("LargeIndexKey", "driver", "longStringKey", "p.Page", DRIVER, """
                        @Document(collection = "pages")
                        class Page { @BsonId ObjectId key; @IndexHint @Bounded(max = 4000) String url; }
                        """)
                        .fix(
                                "index a hash of it with @IndexHint(keys = \"url:hashed\") on the class",
                                "@IndexHint @Bounded",
                                "@Bounded",
                                "@Document(collection = \"pages\")",
                                "@Document(collection = \"pages\")\n@IndexHint(keys = \"url:hashed\")")
                        .fix("or bound it to 1024 characters", "max = 4000", "max = 1024"),

                // CaseInsensitiveWithoutCollation: the collation in the class's own annotations
                of("CaseInsensitiveWithoutCollation", "schemaguard", "plainIndex", "p.Author", SCHEMAGUARD, """
                        @Document(collection = "authors")
                        class Author { ObjectId id; @CaseInsensitive @IndexHint String name; }
                        """)
                        .fix(
                                "add @IndexHint(collation = @Collation(locale = \"en\", strength = 2))",
                                "@IndexHint String",
                                "@IndexHint(collation = @Collation(locale = \"en\", strength = 2)) String"),
                of("CaseInsensitiveWithoutCollation", "Spring Data", "plainIndexed", "p.Author", SPRING_DATA, """
                        @Document("authors")
                        class Author { @Id String id; @dev.schemaguard.annotations.CaseInsensitive @Indexed String name; }
                        """)
                        .fix(
                                "add @Indexed(collation = \"{'locale': 'en', 'strength': 2}\")",
                                "@Indexed String",
                                "@Indexed(collation = \"{'locale': 'en', 'strength': 2}\") String"),
                of("CaseInsensitiveWithoutCollation", "Morphia", "plainIndexed", "p.Author", MORPHIA, """
                        @Entity("authors")
                        class Author { @Id ObjectId id; @dev.schemaguard.annotations.CaseInsensitive @Indexed String name; }
                        """)
                        .fix(
                                "add @Indexed(options = @IndexOptions(collation = @Collation(locale = \"en\", strength = CollationStrength.SECONDARY)))",
                                "@Indexed String",
                                "@Indexed(options = @IndexOptions(collation = @Collation(locale = \"en\", "
                                        + "strength = com.mongodb.client.model.CollationStrength.SECONDARY))) String"),
                of("CaseInsensitiveWithoutCollation", "driver", "plainIndex", "p.Author", DRIVER, """
                        @Document(collection = "authors")
                        class Author { @BsonId ObjectId key; @dev.schemaguard.annotations.CaseInsensitive @IndexHint String name; }
                        """)
                        .fix(
                                "add @IndexHint(collation = @Collation(locale = \"en\", strength = 2))",
                                "@IndexHint String",
                                "@IndexHint(collation = @dev.schemaguard.annotations.Collation(locale = \"en\", strength = 2)) String"),

                // IndexNameLength: the name where each dialect writes it
                of("IndexNameLength", "schemaguard", "longName", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        class User { ObjectId id; @IndexHint(name = "NAME") String email; }
                        """.replace(
                                        "NAME", "n".repeat(128)))
                        .fix("give a short name with @IndexHint(name = \"...\")", "n".repeat(128), "by_email"),
                of("IndexNameLength", "Spring Data", "longName", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(name = "NAME", def = "{'email': 1, 'name': 1}")
                        class User { @Id String id; String email; String name; }
                        """.replace(
                                        "NAME", "n".repeat(128)))
                        .fix("give a short name with @CompoundIndex(name = \"...\")", "n".repeat(128), "by_email_name"),
                of("IndexNameLength", "Morphia", "longName", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Indexed(options = @IndexOptions(name = "NAME")) String email; }
                        """.replace("NAME", "n".repeat(128)))
                        .fix("give a short name with @IndexOptions(name = \"...\")", "n".repeat(128), "by_email"),
                of("IndexNameLength", "driver", "longName", "p.User", DRIVER, """
                        @Document(collection = "users")
                        class User { @BsonId ObjectId key; @IndexHint(name = "NAME") String email; }
                        """.replace("NAME", "n".repeat(128)))
                        .fix("give a short name with @IndexHint(name = \"...\")", "n".repeat(128), "by_email"),

                // RecursiveEmbedding: parent references in the class's own annotations
                of("RecursiveEmbedding", "schemaguard", "repliesOfComments", "p.Post", SCHEMAGUARD, """
                        @Document(collection = "posts")
                        class Post { ObjectId id; @Bounded(max = 100) List<Comment> comments; }
                        class Comment { String text; @Bounded(max = 100) List<Comment> replies; }
                        """)
                        .fix(
                                "each node keeps its parent's id, @Reference",
                                "@Bounded(max = 100) List<Comment> replies;",
                                "ObjectId parentId;"),
                of("RecursiveEmbedding", "Spring Data", "repliesOfComments", "p.Post", SPRING_DATA, """
                        @Document("posts")
                        class Post { @Id String id; @Size(max = 100) List<Comment> comments; }
                        class Comment { String text; @Size(max = 100) List<Comment> replies; }
                        """)
                        .fix(
                                "each node keeps its parent's id, @DocumentReference",
                                "@Size(max = 100) List<Comment> replies;",
                                "String parentId;"),
                of("RecursiveEmbedding", "Morphia", "repliesOfComments", "p.Post", MORPHIA, """
                        @Entity("posts")
                        class Post { @Id ObjectId id; @Size(max = 100) List<Comment> comments; }
                        class Comment { String text; @Size(max = 100) List<Comment> replies; }
                        """)
                        .fix(
                                "each node keeps its parent's id, @Reference(idOnly = true)",
                                "@Size(max = 100) List<Comment> replies;",
                                "ObjectId parentId;"),
                of("RecursiveEmbedding", "driver", "repliesOfComments", "p.Post", DRIVER, """
                        @Document(collection = "posts")
                        class Post { @BsonId ObjectId key; @Bounded(max = 100) List<Comment> comments; }
                        class Comment { String text; @Bounded(max = 100) List<Comment> replies; }
                        """)
                        .fix(
                                "each node keeps its parent's id, @Reference",
                                "@Bounded(max = 100) List<Comment> replies;",
                                "ObjectId parentId;"),

                // TextIndexLimit: one text index in the class's own annotations
                of("TextIndexLimit", "schemaguard", "twoTextIndexes", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "title:text")
                        @IndexHint(keys = "summary:text")
                        class Book { ObjectId id; String title; String summary; }
                        """)
                        .fix(
                                "put every text field in one index, e.g. @IndexHint(keys = {\"title:text\", \"summary:text\"})",
                                "@IndexHint(keys = \"title:text\")\n@IndexHint(keys = \"summary:text\")",
                                "@IndexHint(keys = {\"title:text\", \"summary:text\"})"),
                of("TextIndexLimit", "Spring Data", "compoundTextBesideTextIndexed", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'summary': 'text'}")
                        class Book { @Id String id; @TextIndexed String title; String summary; }
                        """)
                        .fix(
                                "put every text field in one index, e.g. @TextIndexed on each of them",
                                "@CompoundIndex(def = \"{'summary': 'text'}\")\n",
                                "",
                                "String summary;",
                                "@TextIndexed String summary;"),
                of("TextIndexLimit", "Morphia", "textPerField", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes({@Index(fields = @Field(value = "title", type = IndexType.TEXT)),
                                @Index(fields = @Field(value = "summary", type = IndexType.TEXT))})
                        class Book { @Id ObjectId id; String title; String summary; }
                        """)
                        .fix(
                                "put every text field in one index, e.g. @Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), @Field(value = \"summary\", type = IndexType.TEXT)}))",
                                "@Indexes({@Index(fields = @Field(value = \"title\", type = IndexType.TEXT)),\n        @Index(fields = @Field(value = \"summary\", type = IndexType.TEXT))})",
                                "@Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), @Field(value = \"summary\", type = IndexType.TEXT)}))"),
                of("TextIndexLimit", "driver", "twoTextIndexes", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = "title:text")
                        @IndexHint(keys = "summary:text")
                        class Book { @BsonId ObjectId key; String title; String summary; }
                        """)
                        .fix(
                                "put every text field in one index, e.g. @IndexHint(keys = {\"title:text\", \"summary:text\"})",
                                "@IndexHint(keys = \"title:text\")\n@IndexHint(keys = \"summary:text\")",
                                "@IndexHint(keys = {\"title:text\", \"summary:text\"})"),

                // the remaining dialects of rules above
                of("IndexOnUnboundedArray", "driver", "indexedTags", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @IndexHint List<String> tags; }
                        """)
                        .fix(
                                "bound the array with @Bounded(max = ...)",
                                "@IndexHint List",
                                "@IndexHint @Bounded(max = 20) List"),
                of("ImplicitEmbeddedDocument", "driver", "copyOfADocument", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; Author author; }
                        @Document(collection = "authors")
                        class Author { @BsonId ObjectId key; String name; }
                        """)
                        .fix(
                                "store its id with @Reference",
                                "Author author;",
                                "@Reference(Author.class) ObjectId authorId;")
                        .fix(
                                "mark the copy as intended with @Embedded",
                                "Author author;",
                                "@dev.schemaguard.annotations.Embedded Author author;"),
                of("UnboundedReferenceArray", "driver", "listOfIds", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @Reference(Author.class) List<ObjectId> authorIds; }
                        @Document(collection = "authors")
                        class Author { @BsonId ObjectId key; }
                        """)
                        .fix(
                                "declare the bound with @Bounded(max = ...)",
                                "@Reference(Author.class) List",
                                "@Reference(Author.class) @Bounded(max = 20) List"),
                of("CollectionNameStyle", "Morphia", "explicitMixedCase", "p.Review", MORPHIA, """
                        @Entity("BookReviews")
                        class Review { @Id ObjectId id; }
                        """)
                        .fix("rename it with @Entity(\"book_reviews\")", "\"BookReviews\"", "\"book_reviews\""),
                of("CollectionNameStyle", "Spring Data", "explicitMixedCase", "p.Review", SPRING_DATA, """
                        @Document("BookReviews")
                        class Review { @Id String id; }
                        """)
                        .fix(
                                "rename it with @Document(collection = \"book_reviews\")",
                                "\"BookReviews\"",
                                "\"book_reviews\""),
                of("RandomId", "Spring Data", "stringId", "p.Session", SPRING_DATA, """
                        @Document("sessions")
                        class Session { @Id @Field(targetType = FieldType.STRING) String id; }
                        """)
                        .fix(
                                "use ObjectId",
                                "@Id @Field(targetType = FieldType.STRING) String id;",
                                "@Id ObjectId id;"),
                of("RandomId", "Morphia", "stringId", "p.Session", MORPHIA, """
                        @Entity("sessions")
                        class Session { @Id String id; }
                        """)
                        .fix("use ObjectId", "@Id String id;", "@Id ObjectId id;"),
                of("RandomId", "schemaguard", "stringId", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        class Session { String id; }
                        """)
                        .fix("use ObjectId", "String id;", "ObjectId id;"),
                of("RandomId", "driver", "uuidId", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        class Session { @BsonId UUID key; }
                        """)
                        .fix("use ObjectId", "@BsonId UUID key;", "@BsonId ObjectId key;"),
                // TtlIndex: a TTL on a compound key, on _id
                of("TtlIndex", "schemaguard", "twoKeys", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = {"createdAt", "userId"}, expireAfterSeconds = 3600)
                        class Session { ObjectId id; Date createdAt; String userId; }
                        """)
                        .fix(
                                "index the date field alone with the TTL, and declare the compound index without it",
                                "@IndexHint(keys = {\"createdAt\", \"userId\"}, expireAfterSeconds = 3600)",
                                "@IndexHint(keys = \"createdAt\", expireAfterSeconds = 3600)\n@IndexHint(keys = {\"userId\", \"createdAt\"})"),
                of("TtlIndex", "driver", "twoKeys", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = {"createdAt", "userId"}, expireAfterSeconds = 3600)
                        class Session { @BsonId ObjectId key; Date createdAt; String userId; }
                        """)
                        .fix(
                                "index the date field alone with the TTL, and declare the compound index without it",
                                "@IndexHint(keys = {\"createdAt\", \"userId\"}, expireAfterSeconds = 3600)",
                                "@IndexHint(keys = \"createdAt\", expireAfterSeconds = 3600)\n@IndexHint(keys = {\"userId\", \"createdAt\"})"),
                of("TtlIndex", "Morphia", "twoKeys", "p.Session", MORPHIA, """
                        @Entity("sessions")
                        @Indexes(@Index(fields = {@Field("createdAt"), @Field("userId")}, options = @IndexOptions(expireAfterSeconds = 3600)))
                        class Session { @Id ObjectId id; Date createdAt; String userId; }
                        """)
                        .fix(
                                "index the date field alone with the TTL, and declare the compound index without it",
                                "@Indexes(@Index(fields = {@Field(\"createdAt\"), @Field(\"userId\")}, options = @IndexOptions(expireAfterSeconds = 3600)))",
                                "@Indexes({@Index(fields = @Field(\"createdAt\"), options = @IndexOptions(expireAfterSeconds = 3600)),"
                                        + " @Index(fields = {@Field(\"userId\"), @Field(\"createdAt\")})})"),
                of("TtlIndex", "schemaguard", "onId", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = "_id", expireAfterSeconds = 3600)
                        class Session { ObjectId id; Date createdAt; }
                        """)
                        .fix("index a date field such as createdAt", "keys = \"_id\"", "keys = \"createdAt\""),
                of("TtlIndex", "driver", "onId", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        @IndexHint(keys = "_id", expireAfterSeconds = 3600)
                        class Session { @BsonId ObjectId key; Date createdAt; }
                        """)
                        .fix("index a date field such as createdAt", "keys = \"_id\"", "keys = \"createdAt\""),
                of("TtlIndex", "Spring Data", "onId", "p.Event", SPRING_DATA, """
                        @Document("events")
                        class Event { @Id @Indexed(expireAfter = "1d") Date id; Date createdAt; }
                        """)
                        .fix(
                                "index a date field such as createdAt",
                                "@Id @Indexed(expireAfter = \"1d\") Date id; Date createdAt;",
                                "@Id Date id; @Indexed(expireAfter = \"1d\") Date createdAt;"),

                // TtlNeverExpires: the TTL on a field that holds a date
                of("TtlNeverExpires", "schemaguard", "onALong", "p.Session", SCHEMAGUARD, """
                        @Document(collection = "sessions")
                        class Session { ObjectId id; @IndexHint(expireAfterSeconds = 600) long lastSeen; }
                        """)
                        .fix(
                                "index a java.util.Date, Instant, LocalDate or LocalDateTime field",
                                "long lastSeen",
                                "Date lastSeen"),
                of("TtlNeverExpires", "driver", "onALong", "p.Session", DRIVER, """
                        @Document(collection = "sessions")
                        class Session { @BsonId ObjectId key; @IndexHint(expireAfterSeconds = 600) long lastSeen; }
                        """)
                        .fix(
                                "index a java.util.Date, Instant, LocalDate or LocalDateTime field",
                                "long lastSeen",
                                "Date lastSeen"),
                of("TtlNeverExpires", "Spring Data", "onALong", "p.Session", SPRING_DATA, """
                        @Document("sessions")
                        class Session { @Id String id; @Indexed(expireAfterSeconds = 600) long lastSeen; }
                        """)
                        .fix(
                                "index a java.util.Date, Instant, LocalDate or LocalDateTime field",
                                "long lastSeen",
                                "Date lastSeen"),
                of("TtlNeverExpires", "Morphia", "onALong", "p.Session", MORPHIA, """
                        @Entity("sessions")
                        class Session { @Id ObjectId id; @Indexed(options = @IndexOptions(expireAfterSeconds = 600)) long lastSeen; }
                        """)
                        .fix(
                                "index a java.util.Date, Instant, LocalDate or LocalDateTime field",
                                "long lastSeen",
                                "Date lastSeen"),

                // DuplicateIndex: one key pattern declared twice with other options
                of("DuplicateIndex", "schemaguard", "sameKeysOtherOptionsOneName", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", unique = true)
                        class User { ObjectId id; @IndexHint String email; }
                        """)
                        .fix(
                                "give one of them another name",
                                "@IndexHint String email",
                                "@IndexHint(name = \"email_plain\") String email"),
                of("DuplicateIndex", "driver", "sameKeysOtherOptionsOneName", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", unique = true)
                        class User { @BsonId ObjectId key; @IndexHint String email; }
                        """)
                        .fix(
                                "give one of them another name",
                                "@IndexHint String email",
                                "@IndexHint(name = \"email_plain\") String email"),
                of("DuplicateIndex", "Spring Data", "oneNameTwoIndexes", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(name = "by_email", def = "{'email': 1, 'name': 1}")
                        class User { @Id String id; @Indexed(name = "by_email") String email; String name; }
                        """)
                        .fix(
                                "give one of them another name",
                                "@Indexed(name = \"by_email\")",
                                "@Indexed(name = \"email\")"),
                of("DuplicateIndex", "Morphia", "sameKeysOtherOptionsOneName", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field("email"), options = @IndexOptions(unique = true)))
                        class User { @Id ObjectId id; @Indexed String email; }
                        """)
                        .fix(
                                "give one of them another name",
                                "@Indexed String email",
                                "@Indexed(options = @IndexOptions(name = \"email_plain\")) String email"),

                // RedundantIndex: one field indexed both ways
                of("RedundantIndex", "schemaguard", "bothDirections", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email:-1")
                        class User { ObjectId id; @IndexHint String email; }
                        """)
                        .fix("remove it", "@IndexHint(keys = \"email:-1\")\n", ""),
                of("RedundantIndex", "driver", "bothDirections", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email:-1")
                        class User { @BsonId ObjectId key; @IndexHint String email; }
                        """)
                        .fix("remove it", "@IndexHint(keys = \"email:-1\")\n", ""),
                of("RedundantIndex", "Spring Data", "bothDirections", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(def = "{'email': -1}")
                        class User { @Id String id; @Indexed String email; }
                        """)
                        .fix("remove it", "@CompoundIndex(def = \"{'email': -1}\")\n", ""),
                of("RedundantIndex", "Morphia", "bothDirections", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field(value = "email", type = IndexType.DESC)))
                        class User { @Id ObjectId id; @Indexed String email; }
                        """)
                        .fix(
                                "remove it",
                                "@Indexes(@Index(fields = @Field(value = \"email\", type = IndexType.DESC)))\n",
                                ""),

                // IndexName: a name MongoDB refuses
                of("IndexName", "schemaguard", "star", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        class User { ObjectId id; @IndexHint(name = "*") String email; }
                        """)
                        .fix("remove name to use the generated 'email_1'", "@IndexHint(name = \"*\")", "@IndexHint"),
                of("IndexName", "driver", "star", "p.User", DRIVER, """
                        @Document(collection = "users")
                        class User { @BsonId ObjectId key; @IndexHint(name = "*") String email; }
                        """)
                        .fix("remove name to use the generated 'email_1'", "@IndexHint(name = \"*\")", "@IndexHint"),
                of("IndexName", "Spring Data", "star", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; @Indexed(name = "*") String email; }
                        """)
                        .fix("remove name to use the generated", "@Indexed(name = \"*\")", "@Indexed"),
                of("IndexName", "Morphia", "star", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Indexed(options = @IndexOptions(name = "*")) String email; }
                        """)
                        .fix(
                                "remove name to use the generated 'email_1'",
                                "@Indexed(options = @IndexOptions(name = \"*\"))",
                                "@Indexed"),

                // IndexOptionConflict: sparse beside a partial filter
                of("IndexOptionConflict", "schemaguard", "sparseAndPartial", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        class Book { ObjectId id; @IndexHint(sparse = true, partialFilter = "{'price': {'$gt': 0}}") long price; }
                        """)
                        .fix(
                                "say what sparse means in the filter instead, e.g. {\"price\": {\"$exists\": true}}",
                                "sparse = true, ",
                                ""),
                of("IndexOptionConflict", "driver", "sparseAndPartial", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; @IndexHint(sparse = true, partialFilter = "{'price': {'$gt': 0}}") long price; }
                        """)
                        .fix(
                                "say what sparse means in the filter instead, e.g. {\"price\": {\"$exists\": true}}",
                                "sparse = true, ",
                                ""),
                of("IndexOptionConflict", "Spring Data", "sparseAndPartial", "p.Book", SPRING_DATA, """
                        @Document("books")
                        class Book { @Id String id; @Indexed(sparse = true, partialFilter = "{'price': {'$gt': 0}}") long price; }
                        """)
                        .fix(
                                "say what sparse means in the filter instead, e.g. {\"price\": {\"$exists\": true}}",
                                "sparse = true, ",
                                ""),
                of("IndexOptionConflict", "Morphia", "sparseAndPartial", "p.Book", MORPHIA, """
                        @Entity("books")
                        class Book { @Id ObjectId id; @Indexed(options = @IndexOptions(sparse = true, partialFilter = "{'price': {'$gt': 0}}")) long price; }
                        """)
                        .fix(
                                "say what sparse means in the filter instead, e.g. {\"price\": {\"$exists\": true}}",
                                "sparse = true, ",
                                ""),

                // ParallelArrays: two arrays in one index
                of("ParallelArrays", "schemaguard", "twoLists", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"tags", "genres"})
                        class Book { ObjectId id; @Bounded(max = 9) List<String> tags; @Bounded(max = 9) List<String> genres; }
                        """)
                        .fix(
                                "index them separately",
                                "@IndexHint(keys = {\"tags\", \"genres\"})",
                                "@IndexHint(keys = \"tags\")\n@IndexHint(keys = \"genres\")"),
                of("ParallelArrays", "driver", "twoLists", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"tags", "genres"})
                        class Book { @BsonId ObjectId key; @Bounded(max = 9) List<String> tags; @Bounded(max = 9) List<String> genres; }
                        """)
                        .fix(
                                "index them separately",
                                "@IndexHint(keys = {\"tags\", \"genres\"})",
                                "@IndexHint(keys = \"tags\")\n@IndexHint(keys = \"genres\")"),
                of("ParallelArrays", "Spring Data", "twoLists", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'tags': 1, 'genres': 1}")
                        class Book { @Id String id; @Size(max = 9) List<String> tags; @Size(max = 9) List<String> genres; }
                        """)
                        .fix(
                                "index them separately",
                                "@CompoundIndex(def = \"{'tags': 1, 'genres': 1}\")\n",
                                "",
                                "@Size(max = 9) List<String> tags; @Size(max = 9) List<String> genres;",
                                "@Indexed @Size(max = 9) List<String> tags; @Indexed @Size(max = 9) List<String> genres;"),
                of("ParallelArrays", "Morphia", "twoLists", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = {@Field("tags"), @Field("genres")}))
                        class Book { @Id ObjectId id; @Size(max = 9) List<String> tags; @Size(max = 9) List<String> genres; }
                        """)
                        .fix(
                                "index them separately",
                                "@Indexes(@Index(fields = {@Field(\"tags\"), @Field(\"genres\")}))",
                                "@Indexes({@Index(fields = @Field(\"tags\")), @Index(fields = @Field(\"genres\"))})"),
                // FieldNameStyle with no ASCII spelling to offer: the rename in the annotation that named the field
                of("FieldNameStyle", "schemaguard", "accentedName", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        class User { ObjectId id; @Field("\u540d\u524d") String firstName; }
                        """)
                        .fix("store it with @Field(\"...\")", "@Field(\"\u540d\u524d\")", "@Field(\"firstName\")"),
                of("FieldNameStyle", "Spring Data", "accentedName", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id String id; @Field("\u540d\u524d") String firstName; }
                        """)
                        .fix("store it with @Field(\"...\")", "@Field(\"\u540d\u524d\")", "@Field(\"firstName\")"),
                of("FieldNameStyle", "Morphia", "accentedName", "p.User", MORPHIA, """
                        @Entity("users")
                        class User { @Id ObjectId id; @Property("\u540d\u524d") String firstName; }
                        """)
                        .fix(
                                "store it with @Property(\"...\")",
                                "@Property(\"\u540d\u524d\")",
                                "@Property(\"firstName\")"),
                of("FieldNameStyle", "driver", "accentedName", "p.User", DRIVER, """
                        @Document(collection = "users")
                        class User { @BsonId ObjectId key; @BsonProperty("\u540d\u524d") String firstName; }
                        """)
                        .fix(
                                "store it with @BsonProperty(\"...\")",
                                "@BsonProperty(\"\u540d\u524d\")",
                                "@BsonProperty(\"firstName\")"),

                // ImplicitEmbeddedDocument of a class without id in the driver's documents
                of("ImplicitEmbeddedDocument", "driver", "strayDocumentOnAValue", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        class Book { @BsonId ObjectId key; Price price; }
                        @Document
                        class Price { long cents; }
                        """)
                        .fix("remove its @Document", "@Document\nclass Price", "class Price"),

                // UnboundedArray of inner containers: the bound on the type argument
                of("UnboundedArray", "schemaguard", "innerLists", "p.Sheet", SCHEMAGUARD, """
                        @Document(collection = "sheets")
                        class Sheet { ObjectId id; @Bounded(max = 5) List<List<String>> rows; }
                        """)
                        .fix(
                                "declare their bound on the type argument, as in",
                                "List<List<String>> rows",
                                "List<@Bounded(max = 5) List<String>> rows"),
                of("UnboundedArray", "driver", "innerLists", "p.Sheet", DRIVER, """
                        @Document(collection = "sheets")
                        class Sheet { @BsonId ObjectId key; @Bounded(max = 5) List<List<String>> rows; }
                        """)
                        .fix(
                                "declare their bound on the type argument, as in",
                                "List<List<String>> rows",
                                "List<@Bounded(max = 5) List<String>> rows"),
                of("UnboundedArray", "Spring Data", "innerLists", "p.Sheet", SPRING_DATA, """
                        @Document("sheets")
                        class Sheet { @Id String id; @Size(max = 5) List<List<String>> rows; }
                        """)
                        .fix(
                                "declare their bound on the type argument, as in",
                                "List<List<String>> rows",
                                "List<@Size(max = 5) List<String>> rows"),
                of("UnboundedArray", "Morphia", "innerLists", "p.Sheet", MORPHIA, """
                        @Entity("sheets")
                        class Sheet { @Id ObjectId id; @Size(max = 5) List<List<String>> rows; }
                        """)
                        .fix(
                                "declare their bound on the type argument, as in",
                                "List<List<String>> rows",
                                "List<@Size(max = 5) List<String>> rows"),

                // HashedIndex: two hashed keys in one index
                of("HashedIndex", "schemaguard", "twoHashedKeys", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"email:hashed", "name:hashed"})
                        class User { ObjectId id; String email; String name; }
                        """)
                        .fix("keep one", "\"name:hashed\"", "\"name\""),
                of("HashedIndex", "driver", "twoHashedKeys", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"email:hashed", "name:hashed"})
                        class User { @BsonId ObjectId key; String email; String name; }
                        """)
                        .fix("keep one", "\"name:hashed\"", "\"name\""),
                of("HashedIndex", "Spring Data", "twoHashedKeys", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(def = "{'email': 'hashed', 'name': 'hashed'}")
                        class User { @Id String id; String email; String name; }
                        """)
                        .fix("keep one", "'name': 'hashed'", "'name': 1"),
                of("HashedIndex", "Morphia", "twoHashedKeys", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = {@Field(value = "email", type = IndexType.HASHED), @Field(value = "name", type = IndexType.HASHED)}))
                        class User { @Id ObjectId id; String email; String name; }
                        """)
                        .fix("keep one", "@Field(value = \"name\", type = IndexType.HASHED)", "@Field(\"name\")"),

                // LowCardinalityIndexPrefix in the remaining dialects
                of("LowCardinalityIndexPrefix", "driver", "enumBeforeEqualityKey", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = {"status", "name"})
                        class User { @BsonId ObjectId key; Status status; String name; enum Status { ACTIVE, GONE } }
                        """)
                        .fix(
                                "put the selective equality fields first",
                                "{\"status\", \"name\"}",
                                "{\"name\", \"status\"}")
                        .fix(
                                "partialFilter = \"{status: '...'}\"",
                                "{\"status\", \"name\"}",
                                "{\"status\", \"name\"}, partialFilter = \"{status: '...'}\""),
                of("LowCardinalityIndexPrefix", "Morphia", "enumBeforeEqualityKey", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = {@Field("status"), @Field("name")}))
                        class User { @Id ObjectId id; Status status; String name; enum Status { ACTIVE, GONE } }
                        """)
                        .fix(
                                "put the selective equality fields first",
                                "{@Field(\"status\"), @Field(\"name\")}",
                                "{@Field(\"name\"), @Field(\"status\")}")
                        .fix(
                                "options = @IndexOptions(partialFilter = \"{status: '...'}\")",
                                "@Field(\"name\")})",
                                "@Field(\"name\")}, options = @IndexOptions(partialFilter = \"{status: '...'}\"))"),

                // IdType: an array as _id
                of("IdType", "schemaguard", "listId", "p.Tag", SCHEMAGUARD, """
                        @Document(collection = "tags")
                        class Tag { List<String> id; }
                        """)
                        .fix(
                                "use one value, such as an ObjectId, and keep the list in another field",
                                "List<String> id;",
                                "ObjectId id; @Bounded(max = 9) List<String> names;"),
                of("IdType", "driver", "listId", "p.Tag", DRIVER, """
                        @Document(collection = "tags")
                        class Tag { @BsonId List<String> key; }
                        """)
                        .fix(
                                "use one value, such as an ObjectId, and keep the list in another field",
                                "@BsonId List<String> key;",
                                "@BsonId ObjectId key; @Bounded(max = 9) List<String> names;"),
                of("IdType", "Spring Data", "listId", "p.Tag", SPRING_DATA, """
                        @Document("tags")
                        class Tag { @Id List<String> id; }
                        """)
                        .fix(
                                "use one value, such as an ObjectId, and keep the list in another field",
                                "@Id List<String> id;",
                                "@Id ObjectId id; @Size(max = 9) List<String> names;"),
                of("IdType", "Morphia", "listId", "p.Tag", MORPHIA, """
                        @Entity("tags")
                        class Tag { @Id List<String> id; }
                        """)
                        .fix(
                                "use one value, such as an ObjectId, and keep the list in another field",
                                "@Id List<String> id;",
                                "@Id ObjectId id; @Size(max = 9) List<String> names;"),

                // IndexFieldUnknown: a key that names no field
                of("IndexFieldUnknown", "schemaguard", "misspelledKey", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = "autor")
                        class Book { ObjectId id; String author; }
                        """)
                        .fix("index keys are Java field paths such as", "\"autor\"", "\"author\""),
                of("IndexFieldUnknown", "driver", "misspelledKey", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = "autor")
                        class Book { @BsonId ObjectId key; String author; }
                        """)
                        .fix("index keys are Java field paths such as", "\"autor\"", "\"author\""),
                of("IndexFieldUnknown", "Morphia", "misspelledKey", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = @Field("autor")))
                        class Book { @Id ObjectId id; String author; }
                        """)
                        .fix("index keys are Java field paths such as", "@Field(\"autor\")", "@Field(\"author\")")
                        .fix(
                                "@IndexOptions(disableValidation = true) makes Morphia create the index on the key as written",
                                "@Field(\"autor\")",
                                "@Field(\"autor\"), options = @IndexOptions(disableValidation = true)"),
                // DuplicateCollection: two classes that disagree on one collection
                of("DuplicateCollection", "schemaguard", "twoTypesOnePath", "p.Order", SCHEMAGUARD, """
                        @Document(collection = "orders")
                        class Order { ObjectId id; String total; }
                        @Document(collection = "orders")
                        class OrderView { ObjectId id; long total; }
                        """)
                        .fix(
                                "store one type and one index under each name in both classes",
                                "long total",
                                "String total")
                        .fix(
                                "give each its own @Document(collection = \"...\")",
                                "@Document(collection = \"orders\")\nclass OrderView",
                                "@Document(collection = \"order_views\")\nclass OrderView"),
                of("DuplicateCollection", "driver", "twoTypesOnePath", "p.Order", DRIVER, """
                        @Document(collection = "orders")
                        class Order { @BsonId ObjectId key; String total; }
                        @Document(collection = "orders")
                        class OrderView { @BsonId ObjectId key; long total; }
                        """)
                        .fix(
                                "store one type and one index under each name in both classes",
                                "long total",
                                "String total")
                        .fix(
                                "give each its own @Document(collection = \"...\")",
                                "@Document(collection = \"orders\")\nclass OrderView",
                                "@Document(collection = \"order_views\")\nclass OrderView"),
                of("DuplicateCollection", "Spring Data", "twoTypesOnePath", "p.Order", SPRING_DATA, """
                        @Document("orders")
                        class Order { @Id String id; String total; }
                        @Document("orders")
                        class OrderView { @Id String id; long total; }
                        """)
                        .fix(
                                "store one type and one index under each name in both classes",
                                "long total",
                                "String total")
                        .fix(
                                "give each its own @Document(collection = \"...\")",
                                "@Document(\"orders\")\nclass OrderView",
                                "@Document(collection = \"order_views\")\nclass OrderView"),
                of("DuplicateCollection", "Morphia", "twoTypesOnePath", "p.Order", MORPHIA, """
                        @Entity("orders")
                        class Order { @Id ObjectId id; String total; }
                        @Entity("orders")
                        class OrderView { @Id ObjectId id; long total; }
                        """)
                        .fix(
                                "store one type and one index under each name in both classes",
                                "long total",
                                "String total")
                        .fix(
                                "give each its own @Entity(\"...\")",
                                "@Entity(\"orders\")\nclass OrderView",
                                "@Entity(\"order_views\")\nclass OrderView"),

                // IndexTypeMix: a text key beside a hashed one
                of("IndexTypeMix", "schemaguard", "textAndHashed", "p.Book", SCHEMAGUARD, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"title:text", "code:hashed"})
                        class Book { ObjectId id; String title; String code; }
                        """)
                        .fix(
                                "declare one index for each",
                                "@IndexHint(keys = {\"title:text\", \"code:hashed\"})",
                                "@IndexHint(keys = \"title:text\")\n@IndexHint(keys = \"code:hashed\")"),
                of("IndexTypeMix", "driver", "textAndHashed", "p.Book", DRIVER, """
                        @Document(collection = "books")
                        @IndexHint(keys = {"title:text", "code:hashed"})
                        class Book { @BsonId ObjectId key; String title; String code; }
                        """)
                        .fix(
                                "declare one index for each",
                                "@IndexHint(keys = {\"title:text\", \"code:hashed\"})",
                                "@IndexHint(keys = \"title:text\")\n@IndexHint(keys = \"code:hashed\")"),
                of("IndexTypeMix", "Spring Data", "textAndHashed", "p.Book", SPRING_DATA, """
                        @Document("books")
                        @CompoundIndex(def = "{'title': 'text', 'code': 'hashed'}")
                        class Book { @Id String id; String title; String code; }
                        """)
                        .fix(
                                "declare one index for each",
                                "@CompoundIndex(def = \"{'title': 'text', 'code': 'hashed'}\")",
                                "@CompoundIndexes({@CompoundIndex(def = \"{'title': 'text'}\"), @CompoundIndex(def = \"{'code': 'hashed'}\")})"),
                of("IndexTypeMix", "Morphia", "textAndHashed", "p.Book", MORPHIA, """
                        @Entity("books")
                        @Indexes(@Index(fields = {@Field(value = "title", type = IndexType.TEXT), @Field(value = "code", type = IndexType.HASHED)}))
                        class Book { @Id ObjectId id; String title; String code; }
                        """)
                        .fix(
                                "declare one index for each",
                                "@Indexes(@Index(fields = {@Field(value = \"title\", type = IndexType.TEXT), "
                                        + "@Field(value = \"code\", type = IndexType.HASHED)}))",
                                "@Indexes({@Index(fields = @Field(value = \"title\", type = IndexType.TEXT)), "
                                        + "@Index(fields = @Field(value = \"code\", type = IndexType.HASHED))})"),
                // RedundantIndex: an index the unique one beside it serves, and a declared _id index
                of("RedundantIndex", "schemaguard", "onlyNotUnique", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", unique = true, name = "email_unique")
                        class User { ObjectId id; @IndexHint String email; }
                        """)
                        .fix("remove it", "@IndexHint String email", "String email"),
                of("RedundantIndex", "driver", "onlyNotUnique", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "email", unique = true, name = "email_unique")
                        class User { @BsonId ObjectId key; @IndexHint String email; }
                        """)
                        .fix("remove it", "@IndexHint String email", "String email"),
                of("RedundantIndex", "Spring Data", "onlyNotUnique", "p.User", SPRING_DATA, """
                        @Document("users")
                        @CompoundIndex(def = "{'email': 1}", unique = true)
                        class User { @Id String id; @Indexed String email; }
                        """)
                        .fix("remove it", "@Indexed String email", "String email"),
                of("RedundantIndex", "Morphia", "onlyNotUnique", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field("email"), options = @IndexOptions(unique = true, name = "email_unique")))
                        class User { @Id ObjectId id; @Indexed String email; }
                        """)
                        .fix("remove it", "@Indexed String email", "String email"),
                of("RedundantIndex", "schemaguard", "idIndex", "p.User", SCHEMAGUARD, """
                        @Document(collection = "users")
                        @IndexHint(keys = "_id")
                        class User { ObjectId id; }
                        """)
                        .fix("remove the declaration", "@IndexHint(keys = \"_id\")\n", ""),
                of("RedundantIndex", "driver", "idIndex", "p.User", DRIVER, """
                        @Document(collection = "users")
                        @IndexHint(keys = "_id")
                        class User { @BsonId ObjectId key; }
                        """)
                        .fix("remove the declaration", "@IndexHint(keys = \"_id\")\n", ""),
                of("RedundantIndex", "Spring Data", "idIndex", "p.User", SPRING_DATA, """
                        @Document("users")
                        class User { @Id @Indexed String id; }
                        """)
                        .fix("remove the declaration", "@Id @Indexed String id;", "@Id String id;"),
                of("RedundantIndex", "Morphia", "idIndex", "p.User", MORPHIA, """
                        @Entity("users")
                        @Indexes(@Index(fields = @Field("_id")))
                        class User { @Id ObjectId id; }
                        """)
                        .fix("remove the declaration", "@Indexes(@Index(fields = @Field(\"_id\")))\n", ""),
                // the driver codec's accessors (PropertyReflectionUtils, PropertyAccessorImpl)
                of("InvalidAnnotation", "driver", "setterWithoutGetter", "p.Account", DRIVER, """
                        @Document(collection = "accounts")
                        public class Account {
                            public ObjectId id;
                            private String note;
                            public void setNote(String note) { this.note = note; }
                        }
                        """)
                        .fix(
                                "add a public getter for 'note'",
                                "    public void setNote",
                                "    public String getNote() { return note; }\n    public void setNote")
                        .fix("delete it", "    public void setNote(String note) { this.note = note; }\n", ""),
                of("InvalidAnnotation", "driver", "accessorTypesDiffer", "p.Event", DRIVER, """
                        @Document(collection = "events")
                        public class Event {
                            public ObjectId id;
                            private Date at;
                            public Date getAt() { return at; }
                            public void setAt(String text) { }
                        }
                        """)
                        .fix(
                                "give the getter and the setter one type",
                                "public void setAt(String text) { }",
                                "public void setAt(Date at) { this.at = at; }")
                        .fix(
                                "rename the one that is no accessor of 'at'",
                                "public void setAt(String text)",
                                "public void parseAt(String text)"),
                of("UnreadAnnotation", "driver", "annotationOnUnwrittenField", "p.Label", DRIVER, """
                        @Document(collection = "labels")
                        public class Label {
                            public ObjectId id;
                            @BsonProperty("title") private String name;
                        }
                        """)
                        .fix(
                                "add a public getter getName()",
                                "private String name;",
                                "private String name;\n    public String getName() { return name; }")
                        .fix(
                                "delete @BsonProperty",
                                "@BsonProperty(\"title\") private String name;",
                                "private String name;"));
    }

    // ---- which dialects each message needs a case in ----

    /**
     * Where a message needs no case in some dialect, and why.
     *
     * @param dialects the dialects it needs a case in; empty when it proposes no source edit at all
     * @param anyOne   one case in any of them is enough: the fix is the same edit in each
     */
    record Scope(Set<String> dialects, boolean anyOne, String reason) {}

    private static final Map<Template, Scope> SCOPES = new TreeMap<>(TemplateCatalogue.ORDER);

    private static void noSourceEdit(String reason, Template... messages) {
        scope(new Scope(Set.of(), false, reason), messages);
    }

    private static void printedOnlyIn(Set<String> dialects, String reason, Template... messages) {
        scope(new Scope(dialects, false, reason), messages);
    }

    private static void sameEditInEveryDialect(String reason, Template... messages) {
        scope(new Scope(Set.copyOf(DIALECTS), true, reason), messages);
    }

    private static void scope(Scope scope, Template... messages) {
        for (Template m : messages) {
            if (SCOPES.put(m, scope) != null) {
                throw new IllegalStateException(m + " is listed twice");
            }
        }
    }

    static {
        noSourceEdit(
                "a bug in schemaguard, reported instead of a crash: nothing in the model to change",
                CrashReport.Message.INTERNAL_ERROR);
        // The query rules read repository methods and query code alike: their messages are printed in every
        // dialect (QueryFixCases), but for those about what Spring Data makes of a repository method.
        printedOnlyIn(
                Set.of(SPRING_DATA_DIALECT),
                "a repository method's (a code call's unknown name is NAME_SENT_AS_WRITTEN, and its refusal "
                        + "QUERY_BUILD_THROWS), and schemaguard reads Spring Data repositories of "
                        + "Spring Data @Document classes only, since Spring Data names any other class's collection "
                        + "after the class",
                QueryFieldUnknown.Message.NO_STORED_FIELD,
                QueryFieldUnknown.Message.NO_SUCH_PROPERTY);
        sameEditInEveryDialect(
                "a name written in a query call (the driver's, MongoTemplate's, Morphia's), whose fix rewrites the "
                        + "string in the call whatever annotations the document has",
                QueryFieldUnknown.Message.NAME_SENT_AS_WRITTEN);
        sameEditInEveryDialect(
                "a collection name written in a driver call, the same edit whatever annotation declares the document's",
                CollectionMismatch.Message.OTHER_COLLECTION);
        printedOnlyIn(
                Set.of(MORPHIA_DIALECT),
                "a name written in a Morphia query, which only Morphia validates, on a Morphia @Entity",
                QueryFieldUnknown.Message.NAME_REFUSED_WHEN_RUN);
        printedOnlyIn(
                Set.of(SPRING_DATA_DIALECT),
                "Spring Data's refusal of a repository method (PartTree, MongoQueryCreator, the @Query parser): a "
                        + "code call is read as the query it sends, refused only by QUERY_BUILD_THROWS, and schemaguard "
                        + "reads Spring Data repositories of Spring Data @Document classes only",
                QueryRefused.Message.ORDER_BY_REPEATED,
                QueryRefused.Message.INVALID_ORDER_SYNTAX,
                QueryRefused.Message.INVALID_LIMIT,
                QueryRefused.Message.IGNORE_CASE_NOT_STRING,
                QueryRefused.Message.SECOND_EXPRESSION_ON_PATH,
                QueryRefused.Message.MALFORMED_JSON,
                QueryRefused.Message.AMBIGUOUS_OPERATION,
                QueryRefused.Message.PARAMETER_OUT_OF_RANGE,
                QueryRefused.Message.TOO_FEW_ARGUMENTS);
        printedOnlyIn(
                Set.of(SPRING_DATA_DIALECT),
                "a MongoTemplate query SDM's Criteria or Query throws on while building it: MongoTemplate calls are read "
                        + "for Spring Data @Document classes only, since MongoTemplate names any other class's "
                        + "collection after the class",
                QueryRefused.Message.QUERY_BUILD_THROWS);
        noSourceEdit(
                "the fix is the build's: schemaguard-annotations and schemaguard-processor of one version",
                InvalidAnnotation.Message.UNKNOWN_OPTION_CONSTANT);
        noSourceEdit(
                "a redesign of the model across classes (one collection for many, another collection for "
                        + "what is rarely read), no edit of the class reported",
                TooManyCollections.Message.TOO_MANY_COLLECTIONS,
                CollectionPerEntity.Message.COLLECTION_PER_ENTITY,
                BloatedDocument.Message.BLOATED_DOCUMENT);
        noSourceEdit(
                "the fix is an option (-Aschemaguard.mongodbVersion) or a collection of another kind",
                TimeSeriesCollection.Message.TIME_SERIES_VERSION,
                TimeSeriesCollection.Message.TIME_SERIES_TEXT);
        sameEditInEveryDialect(
                "the fix edits schemaguard's own @Bounded, which every dialect reads alike",
                InvalidAnnotation.Message.BOUNDED_UNSUPPORTED_TYPE,
                InvalidAnnotation.Message.BOUNDED_NOT_POSITIVE,
                InvalidAnnotation.Message.BOUNDED_TYPE_USE_UNSUPPORTED,
                InvalidAnnotation.Message.BOUNDED_TYPE_USE_NOT_POSITIVE);
        sameEditInEveryDialect(
                "the fix edits schemaguard's own @IndexHint, which every dialect reads alike",
                InvalidAnnotation.Message.INDEX_HINT_ON_UNSTORED_FIELD,
                InvalidAnnotation.Message.INDEX_HINT_KEYS_ON_FIELD,
                InvalidAnnotation.Message.INDEX_HINT_WITHOUT_KEYS,
                InvalidAnnotation.Message.INDEX_HINT_ON_NON_DOCUMENT,
                InvalidAnnotation.Message.INDEX_HINT_IN_MAP_VALUE);
        sameEditInEveryDialect(
                "the fix edits schemaguard's own @CaseInsensitive, which every dialect reads alike",
                InvalidAnnotation.Message.CASE_INSENSITIVE_NOT_STRING);
        sameEditInEveryDialect(
                "the fix edits schemaguard's own @Embedded and @Reference, which every dialect reads " + "alike",
                InvalidAnnotation.Message.EMBEDDED_AND_REFERENCE);
        sameEditInEveryDialect(
                "the fix edits schemaguard's own @Storage, which every dialect reads alike",
                InvalidAnnotation.Message.STORAGE_COMPRESSOR_CONTRADICTION,
                StorageConfig.Message.STORAGE_CONFIG_SYNTAX,
                StorageConfig.Message.STORAGE_CONFIG_NUL,
                StorageConfig.Message.STORAGE_CONFIG_UNKNOWN_KEY,
                StorageConfig.Message.STORAGE_CONFIG_OUT_OF_RANGE,
                StorageConfig.Message.STORAGE_CONFIG_BAD_VALUE,
                StorageConfig.Message.STORAGE_CONFIG_LSM,
                StorageConfig.Message.STORAGE_CONFIG_TYPE,
                StorageConfig.Message.STORAGE_CONFIG_ENCRYPTION,
                StorageConfig.Message.STORAGE_CONFIG_ENCRYPTOR,
                StorageConfig.Message.STORAGE_CONFIG_COMPRESSOR);
        // Their fixes are applied by the nested ClassPathTypes, whose cases put a library on the class path,
        // which the cases of this grid do not: IndexOnUnboundedArray in the four dialects, ParallelArrays in
        // schemaguard's and Spring Data's (Morphia's and the driver's not yet).
        scope(
                new Scope(Set.of(), false, "applied by ClassPathTypes, with a library class on the class path"),
                IndexOnUnboundedArray.Message.INDEX_ON_UNBOUNDED_ARRAY_IN_CLASS_PATH,
                ParallelArrays.Message.PARALLEL_ARRAYS_IN_CLASS_PATH);
        printedOnlyIn(
                Set.of(DRIVER_DIALECT),
                "judges the driver codec's @BsonCreator, @BsonProperty or a getter the " + "codec reads",
                UnreadAnnotation.Message.CREATOR_NAME_MISMATCH,
                UnreadAnnotation.Message.GETTER_NOT_GENERATED_YET);
        printedOnlyIn(
                Set.of(MORPHIA_DIALECT), "judges Morphia's annotations", InvalidAnnotation.Message.VALIDATOR_JSON);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, SPRING_DATA_DIALECT, DRIVER_DIALECT),
                "schemaguard reads a Morphia "
                        + "@Entity without an @Id as no document, so a field of its type copies none",
                ImplicitEmbeddedDocument.Message.IMPLICIT_EMBEDDED_DOCUMENT_WITHOUT_ID);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, MORPHIA_DIALECT, DRIVER_DIALECT),
                "Spring Data's @CompoundIndex " + "takes no TTL: its TTL is @Indexed's, on one field",
                TtlIndex.Message.TTL_KEYS);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, DRIVER_DIALECT),
                "schemaguard's @Document is the only document "
                        + "annotation that names a database: Spring Data's and Morphia's documents all go to the one the "
                        + "application connects to",
                DatabaseNameCase.Message.DATABASE_NAME_CASE);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, SPRING_DATA_DIALECT, DRIVER_DIALECT),
                "Morphia's @Entity takes no "
                        + "collation (MorphiaVocabulary.header reads none), so a Morphia collection has no default collation for "
                        + "an index to take",
                IndexOptionConflict.Message.SIMPLE_ONLY_INDEX_DEFAULT_COLLATION);
        printedOnlyIn(
                Set.of(SPRING_DATA_DIALECT),
                "only Spring Data's @Document takes its collation as a plain string "
                        + "one member away from collection (CollationLocale.writtenInPlaceOfTheCollection): schemaguard's "
                        + "@Collation(locale) reports an unknown locale as COLLATION_LOCALE_UNKNOWN, and Morphia's @Entity has no "
                        + "collation",
                CollationLocale.Message.COLLATION_LOCALE_NAMES_A_COLLECTION);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, SPRING_DATA_DIALECT, DRIVER_DIALECT),
                "Morphia's IndexHelper sends "
                        + "every member of its @Collation, defaults included: a 'simple' one is COLLATION_SIMPLE_SENT_WITH_DEFAULTS, "
                        + "whatever settings it gives",
                CollationLocale.Message.COLLATION_SIMPLE_WITH_SETTINGS);
        printedOnlyIn(
                Set.of(MORPHIA_DIALECT),
                "only Morphia's IndexHelper sends every member of @Collation: SDM's "
                        + "Collation.toDocument sends the settings given, and the generated schema classes send 'simple' alone "
                        + "(SchemaClassGenerator.collation)",
                CollationLocale.Message.COLLATION_SIMPLE_SENT_WITH_DEFAULTS);
        printedOnlyIn(
                Set.of(SPRING_DATA_DIALECT, MORPHIA_DIALECT),
                "only Spring Data's @CompoundIndex(def), whose "
                        + "QueryMapper passes a key it cannot map through as written, and Morphia's @IndexOptions(disableValidation "
                        + "= true) send a key as written; a schemaguard @IndexHint key that names no field is IndexFieldUnknown's",
                IndexFieldNotMapped.Message.INDEX_FIELD_NOT_MAPPED);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, DRIVER_DIALECT),
                "Spring Data's and Morphia's documents name no "
                        + "database: theirs comes from -Aschemaguard.database, and the fix is that option, no source edit",
                DatabaseName.Message.DATABASE_NAME,
                DatabaseNameStyle.Message.DATABASE_NAME_STYLE);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, SPRING_DATA_DIALECT, DRIVER_DIALECT),
                "schemaguard reads Morphia's "
                        + "@Entity on a class only (MorphiaVocabulary.entityAnnotation): on an interface Mapper.isMappable passes "
                        + "it to the classes that implement it, which are the documents",
                InvalidAnnotation.Message.DOCUMENT_NOT_A_CLASS);
        printedOnlyIn(
                Set.of(SCHEMAGUARD_DIALECT, MORPHIA_DIALECT, DRIVER_DIALECT),
                "Spring Data's own @Id on a field "
                        + "it does not store is SPRING_DATA_ID_NOT_STORED (SDM maps the class without an id property), and "
                        + "another framework's @Id means nothing to SDM (BasicMongoPersistentProperty.isIdProperty)",
                InvalidAnnotation.Message.ID_NOT_STORED);
    }

    /**
     * What a message's name says of its dialect: the messages named after a framework judge that framework's
     * annotations, which only its classes carry.
     */
    static Scope scopeOf(Template m) {
        Scope listed = SCOPES.get(m);
        if (listed != null) {
            return listed;
        }
        if (m.name().startsWith("SPRING_DATA_")) {
            return new Scope(Set.of(SPRING_DATA_DIALECT), false, "judges Spring Data's annotations");
        }
        if (m.name().startsWith("MORPHIA_")) {
            return new Scope(Set.of(MORPHIA_DIALECT), false, "judges Morphia's annotations");
        }
        if (m.name().startsWith("DRIVER_")) {
            return new Scope(Set.of(DRIVER_DIALECT), false, "judges the driver codec's annotations");
        }
        return new Scope(Set.copyOf(DIALECTS), false, "");
    }

    /**
     * The (message, dialect) pairs no case covers yet, each a fix nobody has applied and compiled: the list
     * only shrinks, since a pair covered by a case must leave it ({@code "any"}: no dialect has one).
     */
    private static final Map<Template, Set<String>> NOT_COVERED_YET = new TreeMap<>(TemplateCatalogue.ORDER);

    static {
    }

    private static void notCoveredYet(Template m, String... dialects) {
        NOT_COVERED_YET.put(m, Set.of(dialects));
    }

    // ---- the grid, compiled once for both tests ----

    /** What the cases showed: the failures, and which message each dialect's cases printed. */
    record Grid(List<String> failures, Map<Template, Set<String>> covered) {}

    private static Grid grid;

    private static synchronized Grid grid() {
        if (grid == null) {
            grid = new GridRun(cases().toList()).run();
        }
        return grid;
    }

    @Test
    void everyProposedFixCompilesAndRemovesTheFinding() {
        List<String> failures = grid().failures();
        assertTrue(failures.isEmpty(), () -> failures.size() + " failures:\n\n" + String.join("\n\n", failures));
    }

    @Test
    void everyMessageHasAFixCaseInEachDialectItIsPrintedIn() {
        Map<Template, Set<String>> covered = grid().covered();
        Map<Template, Set<String>> missing = new TreeMap<>(TemplateCatalogue.ORDER);
        for (Template m : TemplateCatalogue.all()) {
            Scope scope = scopeOf(m);
            Set<String> has = covered.getOrDefault(m, Set.of());
            Set<String> lacking = new TreeSet<>(scope.dialects());
            lacking.removeAll(has);
            if (scope.anyOne()) {
                lacking = has.isEmpty() ? Set.of("any") : Set.of();
            }
            if (!lacking.isEmpty()) {
                missing.put(m, new TreeSet<>(lacking));
            }
        }
        Map<Template, Set<String>> expected = new TreeMap<>(TemplateCatalogue.ORDER);
        NOT_COVERED_YET.forEach((m, d) -> expected.put(m, new TreeSet<>(d)));
        assertEquals(
                render(expected),
                render(missing),
                "(message, dialect) pairs without a fix case: each needs a case"
                        + " with its fix, or a reason in SCOPES; a pair a case now covers leaves NOT_COVERED_YET");
    }

    @Test
    void everyListedReasonIsGiven() {
        SCOPES.forEach((m, s) -> assertTrue(!s.reason().isBlank(), m + " is listed without a reason"));
    }

    private static String render(Map<Template, Set<String>> pairs) {
        return pairs.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining("\n"));
    }

    private static final Pattern SPECIFIER = Pattern.compile("%(?:\\d+\\$)?[-#+ 0,(<]*\\d*(?:\\.\\d+)?([a-zA-Z%])");

    /** The templates, as patterns that match the text they print, most specific first. */
    private static final List<Map.Entry<Template, Pattern>> TEMPLATES = templates();

    private static List<Map.Entry<Template, Pattern>> templates() {
        List<Map.Entry<Template, Pattern>> out = new ArrayList<>();
        for (Template m : TemplateCatalogue.all()) {
            StringBuilder regex = new StringBuilder("\\[").append(m.rule()).append("\\] ");
            Matcher s = SPECIFIER.matcher(m.template());
            int last = 0;
            while (s.find()) {
                regex.append(Pattern.quote(m.template().substring(last, s.start())));
                regex.append(
                        switch (s.group(1)) {
                            case "%" -> "%";
                            case "n" -> "\\R";
                            default -> "(?s:.*?)";
                        });
                last = s.end();
            }
            regex.append(Pattern.quote(m.template().substring(last)));
            out.add(Map.entry(m, Pattern.compile(regex.toString(), Pattern.DOTALL)));
        }
        // a template whose text another's contains would match that one's findings too
        out.sort(Comparator.comparingInt((Map.Entry<Template, Pattern> e) -> literalLength(e.getKey()))
                .reversed());
        return out;
    }

    private static int literalLength(Template m) {
        return SPECIFIER.matcher(m.template()).replaceAll("").length();
    }

    /** The template that printed a finding, or {@code null}. */
    static Template templateOf(String finding) {
        for (Map.Entry<Template, Pattern> e : TEMPLATES) {
            if (e.getValue().matcher(finding).lookingAt()) {
                return e.getKey();
            }
        }
        return null;
    }

    /** Compiles the cases, batched, and holds each against its fixes. */
    private static final class GridRun {
        private static final Pattern CASE_PACKAGE = Pattern.compile("(?:^|/)grid/c(\\d+)/");
        private static final Pattern RULE_TAG = Pattern.compile("^\\[([A-Za-z]+)\\] ");

        private final List<Case> cases;
        private final List<String> failures = new ArrayList<>();
        private final Map<Template, Set<String>> covered = new TreeMap<>(TemplateCatalogue.ORDER);
        private final Map<Integer, Map<String, Integer>> errorsBefore = new TreeMap<>();
        private final Set<Integer> positive = new TreeSet<>();

        GridRun(List<Case> cases) {
            this.cases = cases;
        }

        Grid run() {
            Set<String> names = new TreeSet<>();
            for (Case c : cases) {
                if (!names.add(c.toString())) {
                    failures.add(c + ": two cases of that name");
                }
                if (!DIALECTS.contains(c.dialect())) {
                    failures.add(c + ": unknown dialect");
                }
            }
            List<List<Integer>> groups = groups(
                    java.util.stream.IntStream.range(0, cases.size()).boxed().toList());
            for (List<Integer> group : groups) {
                checkOriginals(group);
            }
            int most = cases.stream().mapToInt(c -> c.fixes().size()).max().orElse(0);
            for (int k = 0; k < most; k++) {
                int round = k;
                List<Integer> fixed = positive.stream()
                        .filter(i -> cases.get(i).fixes().size() > round)
                        .toList();
                for (List<Integer> group : groups(fixed)) {
                    checkFixes(group, round);
                }
            }
            return new Grid(List.copyOf(failures), covered);
        }

        /** The cases compiled together, those of one set of options each, and those compiled alone. */
        private List<List<Integer>> groups(List<Integer> indices) {
            List<List<Integer>> out = new ArrayList<>();
            Map<List<String>, List<Integer>> together = new LinkedHashMap<>();
            for (int i : indices) {
                if (cases.get(i).alone()) {
                    out.add(List.of(i));
                } else {
                    Case c = cases.get(i);
                    List<String> key = new ArrayList<>(c.options());
                    if (c.lombokAfter()) {
                        key.add(0, "Lombok after schemaguard");
                    }
                    together.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
                }
            }
            out.addAll(0, together.values());
            return out;
        }

        private void checkOriginals(List<Integer> group) {
            Map<Integer, List<Diagnostic<? extends JavaFileObject>>> byCase = compile(group, -1);
            for (int i : group) {
                Case c = cases.get(i);
                List<Diagnostic<? extends JavaFileObject>> diagnostics = byCase.getOrDefault(i, List.of());
                List<String> javac = javacErrors(diagnostics);
                if (!javac.isEmpty()) {
                    failures.add(c + ": the positive case does not compile: " + javac);
                    continue;
                }
                List<String> messages = findings(i, c.rule(), diagnostics);
                if (messages.isEmpty()) {
                    failures.add(c + ": the positive case has no " + c.rule() + " finding\n" + text(diagnostics));
                    continue;
                }
                String message = String.join("\n", messages);
                List<String> problems = new ArrayList<>();
                for (String text : c.said()) {
                    if (!message.contains(text)) {
                        problems.add("the message does not say " + text);
                    }
                }
                for (String text : c.unsaid()) {
                    if (message.contains(text)) {
                        problems.add("the message says " + text);
                    }
                }
                for (Fix fix : c.fixes()) {
                    if (!message.contains(fix.proposal())) {
                        problems.add("the message does not propose " + fix.proposal());
                    }
                }
                for (String finding : messages) {
                    Template m = templateOf(finding);
                    if (m == null) {
                        problems.add("no template of the catalogue printed " + finding);
                    } else if (!c.fixes().isEmpty()) {
                        covered.computeIfAbsent(m, k -> new TreeSet<>()).add(c.dialect());
                    }
                }
                if (!problems.isEmpty()) {
                    failures.add(c + ": " + String.join("; ", problems) + "\n" + message);
                    continue;
                }
                positive.add(i);
                errorsBefore.put(i, errorsByRule(diagnostics, c.alone()));
            }
        }

        private void checkFixes(List<Integer> group, int round) {
            Map<Integer, List<Diagnostic<? extends JavaFileObject>>> byCase;
            try {
                byCase = compile(group, round);
            } catch (IllegalArgumentException e) {
                byCase = null;
            }
            if (group.size() > 1
                    && (byCase == null
                            || byCase.values().stream()
                                    .anyMatch(d -> !javacErrors(d).isEmpty()))) {
                // one case's javac error may hide the others' findings: each alone, to know whose it is
                for (int i : group) {
                    checkFixes(List.of(i), round);
                }
                return;
            }
            for (int i : group) {
                Case c = cases.get(i);
                Fix fix = c.fixes().get(round);
                String what = c + ": '" + fix.proposal() + "' applied";
                if (byCase == null) {
                    failures.add(what + ": " + fixFailure(c, fix));
                    continue;
                }
                List<Diagnostic<? extends JavaFileObject>> diagnostics = byCase.getOrDefault(i, List.of());
                List<String> javac = javacErrors(diagnostics);
                if (!javac.isEmpty()) {
                    failures.add(what + " does not compile: " + javac + "\n" + fix.applyTo(c.source()));
                    continue;
                }
                List<String> left = findings(i, c.rule(), diagnostics);
                if (!left.isEmpty()) {
                    failures.add(
                            what + " leaves the finding\n" + fix.applyTo(c.source()) + "\n" + String.join("\n", left));
                }
                Map<String, Integer> before = errorsBefore.get(i);
                errorsByRule(diagnostics, c.alone()).forEach((rule, count) -> {
                    if (count > before.getOrDefault(rule, 0)) {
                        failures.add(what + " brings a new " + rule + " error\n" + fix.applyTo(c.source()) + "\n"
                                + text(diagnostics));
                    }
                });
            }
        }

        private static String fixFailure(Case c, Fix fix) {
            try {
                fix.applyTo(c.source());
                return "?";
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }

        /** Compiles the group's originals ({@code round} -1) or their fix of that round; diagnostics by case. */
        private Map<Integer, List<Diagnostic<? extends JavaFileObject>>> compile(List<Integer> group, int round) {
            // javac prints 100 warnings and 100 errors unless told otherwise: the grid's batches print more
            ProcessorTester tester =
                    ProcessorTester.create().javacOption("-Xmaxwarns", "100000", "-Xmaxerrs", "100000");
            for (int i : group) {
                Case c = cases.get(i);
                String source = round < 0 ? c.source() : c.fixes().get(round).applyTo(c.source());
                tester.source(place(c.className(), i), place(source, i));
                c.others().forEach((name, text) -> tester.source(place(name, i), place(text, i)));
            }
            cases.get(group.get(0)).options().forEach(tester::option);
            if (cases.get(group.get(0)).lombokAfter()) {
                Lombok.processors().forEach(p -> tester.otherProcessor(p, false));
            }
            ProcessorTester.Result result = tester.compile();
            Map<Integer, List<Diagnostic<? extends JavaFileObject>>> out = new TreeMap<>();
            for (Diagnostic<? extends JavaFileObject> d : result.compilation().diagnostics()) {
                String message = d.getMessage(Locale.ROOT);
                if (message.contains("[InternalError]") || message.contains("threw an uncaught exception")) {
                    failures.add("a crash compiling "
                            + group.stream().map(cases::get).toList() + ":\n" + message);
                }
                Matcher m = d.getSource() == null
                        ? null
                        : CASE_PACKAGE.matcher(d.getSource().toUri().getPath());
                if (m != null && m.find()) {
                    out.computeIfAbsent(Integer.parseInt(m.group(1)), k -> new ArrayList<>())
                            .add(d);
                }
            }
            return out;
        }

        /** Each case in a package of its own, {@code grid.c<index>}: the bootstrap goes to {@code grid}. */
        private static String place(String text, int index) {
            return text.replace("package p;", "package grid.c" + index + ";")
                    .replace("package p.", "package grid.c" + index + ".")
                    .replaceAll("\\bp\\.", "grid.c" + index + ".");
        }

        private static List<String> findings(
                int index, String rule, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                String message = d.getMessage(Locale.ROOT);
                if (message.startsWith("[" + rule + "] ")) {
                    out.add(message.replaceAll("\\bgrid\\.c" + index + "\\.", "p."));
                }
            }
            return out;
        }

        private static List<String> javacErrors(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
            return diagnostics.stream()
                    .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                    .map(d -> d.getMessage(Locale.ROOT))
                    .filter(m -> !RULE_TAG.matcher(m).find())
                    .toList();
        }

        /**
         * Every error a rule reports, counted per rule: a fix may remove errors, never add one. Compiled
         * together, the rules over the whole compilation see the other cases too, so only their own count.
         */
        private static Map<String, Integer> errorsByRule(
                List<Diagnostic<? extends JavaFileObject>> diagnostics, boolean alone) {
            Map<String, Integer> out = new TreeMap<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                Matcher tag = RULE_TAG.matcher(d.getMessage(Locale.ROOT));
                if (d.getKind() == Diagnostic.Kind.ERROR
                        && tag.find()
                        && (alone || !WHOLE_COMPILATION_RULES.contains(tag.group(1)))) {
                    out.merge(tag.group(1), 1, Integer::sum);
                }
            }
            return out;
        }

        private static String text(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
            return diagnostics.stream()
                    .map(d -> "  " + d.getKind() + " " + d.getLineNumber() + " " + d.getMessage(Locale.ROOT))
                    .collect(Collectors.joining("\n"));
        }
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
        private static final String[] RULES = {
            "UnboundedArray",
            "IndexOnUnboundedArray",
            "ParallelArrays",
            "FieldNameStyle",
            "FieldName",
            "UnaddressableFieldName",
            "RecursiveEmbedding",
            "DbRef",
            "UnboundedReferenceArray",
            "ImplicitEmbeddedDocument",
            "NestingTooDeep",
            "BloatedDocument"
        };

        /** What each rule would have proposed on the library class, which must not be proposed there. */
        private static final List<String> LIBRARY_EDITS = List.of(
                "declare the bound",
                "bound the array",
                "store it as 'firstName'",
                "give it a plain name",
                "store the tree",
                "use @DocumentReference",
                "@Reference(idOnly = true) instead",
                "keep both values in one array");

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
        record Dialect(
                String name,
                List<String> library,
                String header,
                String document,
                List<Fix> leaveOut,
                String converter,
                String conversion) {
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
                    new Dialect(
                            "Spring Data",
                            List.of("lib.Node", """
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
                            """),
                            """
                            package p;
                            import org.springframework.data.annotation.Id;
                            import org.springframework.data.annotation.Transient;
                            import org.springframework.data.mongodb.core.mapping.Document;
                            """,
                            """
                            @Document("a")
                            class A {
                                @Id String id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray ERROR ParallelArrays ERROR FieldName WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                                lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray ERROR ParallelArrays ERROR FieldName WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                            }
                            """,
                            List.of(new Fix(
                                    "leave it out of the document with @Transient",
                                    List.of("lib.Node data;", "@Transient lib.Node data;"))),
                            """
                            @org.springframework.data.convert.WritingConverter
                            class NodeWriter implements org.springframework.core.convert.converter.Converter<lib.Node, String> {
                                public String convert(lib.Node n) { return n.text; }
                            }
                            """,
                            "store lib.Node through a @WritingConverter Converter<lib.Node, String>"),
                    new Dialect(
                            "Morphia",
                            List.of("lib.Node", """
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
                            """),
                            """
                            package p;
                            import dev.morphia.annotations.*;
                            """,
                            """
                            @Entity("a")
                            class A {
                                @Id org.bson.types.ObjectId id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                                lib.Node more; // expect: WARNING UnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding WARNING DbRef WARNING UnboundedReferenceArray
                            }
                            """,
                            List.of(new Fix(
                                    "leave it out of the document with @Transient",
                                    List.of("lib.Node data;", "@Transient lib.Node data;"))),
                            CODEC,
                            "store lib.Node through a Codec<lib.Node>"),
                    new Dialect(
                            "driver",
                            List.of("lib.Node", """
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
                            """),
                            """
                            package p;
                            import org.bson.codecs.pojo.annotations.*;
                            """,
                            """
                            @dev.schemaguard.annotations.Document(collection = "a")
                            public class A {
                                @BsonId public org.bson.types.ObjectId key;
                                public lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                                public lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                            }
                            """,
                            List.of(
                                    new Fix(
                                            "the Java modifier transient",
                                            List.of("lib.Node data;", "transient lib.Node data;")),
                                    new Fix(
                                            "the driver's @BsonIgnore",
                                            List.of("public lib.Node data;", "@BsonIgnore public lib.Node data;"))),
                            CODEC,
                            "store lib.Node through a Codec<lib.Node>"),
                    new Dialect(
                            "schemaguard",
                            List.of("lib.Node", """
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
                            """),
                            """
                            package p;
                            import dev.schemaguard.annotations.*;
                            import org.bson.codecs.pojo.annotations.BsonIgnore;
                            """,
                            """
                            @Document(collection = "a")
                            class A {
                                org.bson.types.ObjectId id;
                                lib.Node data; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                                lib.Node more; // expect: WARNING UnboundedArray WARNING IndexOnUnboundedArray WARNING FieldNameStyle WARNING UnaddressableFieldName WARNING RecursiveEmbedding
                            }
                            """,
                            List.of(
                                    new Fix(
                                            "the Java modifier transient",
                                            List.of("lib.Node data;", "transient lib.Node data;")),
                                    new Fix(
                                            "the driver's @BsonIgnore",
                                            List.of("lib.Node data;", "@BsonIgnore lib.Node data;"))),
                            CODEC,
                            "store lib.Node through a Codec<lib.Node>"));
        }

        @org.junit.jupiter.api.io.TempDir
        java.nio.file.Path dir;

        private static ProcessorTester.Result compile(java.io.File lib, String source) {
            return ProcessorTester.forRules(RULES)
                    .classpath(lib)
                    .source("p.A", source)
                    .compile();
        }

        /** The schemaguard diagnostics printed on the line of {@code text}. */
        private static List<String> at(ProcessorTester.Result result, String source, String text) {
            int line = source.substring(0, source.indexOf(text)).split("\n", -1).length;
            return result.schemaguard().stream()
                    .filter(d -> d.getLineNumber() == line)
                    .map(d -> d.getMessage(Locale.ROOT))
                    .toList();
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
                    new IndexCase(
                            "IndexOnUnboundedArray",
                            "Spring Data",
                            """
                            @Document("a")
                            @org.springframework.data.mongodb.core.index.CompoundIndex(def = "{'data.tags': 1}") // expect: WARNING IndexOnUnboundedArray
                            class A { @Id String id; @Transient String unused; lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "data.tags",
                            "data.text",
                            "@org.springframework.data.mongodb.core.index.CompoundIndex(def = \"{'data.tags': 1}\")"),
                    new IndexCase(
                            "ParallelArrays",
                            "Spring Data",
                            """
                            @Document("a")
                            @org.springframework.data.mongodb.core.index.CompoundIndex(def = "{'data.tags': 1, 'data.xs': 1}") // expect: ERROR ParallelArrays WARNING IndexOnUnboundedArray
                            class A { @Id String id; @Transient String unused; lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "'data.tags': 1, ",
                            "",
                            "@org.springframework.data.mongodb.core.index.CompoundIndex(def = \"{'data.tags': 1, 'data.xs': 1}\")"),
                    new IndexCase(
                            "IndexOnUnboundedArray",
                            "Morphia",
                            """
                            @Entity("a")
                            @Indexes(@Index(fields = @Field("data.tags"))) // expect: WARNING IndexOnUnboundedArray
                            class A { @Id org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "data.tags",
                            "data.text",
                            "@Indexes(@Index(fields = @Field(\"data.tags\")))"),
                    new IndexCase(
                            "IndexOnUnboundedArray",
                            "driver",
                            """
                            @dev.schemaguard.annotations.Document(collection = "a")
                            @dev.schemaguard.annotations.IndexHint(keys = "data.tags") // expect: WARNING IndexOnUnboundedArray
                            public class A { @BsonId public org.bson.types.ObjectId key; public lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "data.tags",
                            "data.text",
                            "@dev.schemaguard.annotations.IndexHint(keys = \"data.tags\")"),
                    new IndexCase(
                            "IndexOnUnboundedArray",
                            "schemaguard",
                            """
                            @Document(collection = "a")
                            @IndexHint(keys = "data.tags") // expect: WARNING IndexOnUnboundedArray
                            class A { org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "data.tags",
                            "data.text",
                            "@IndexHint(keys = \"data.tags\")"),
                    new IndexCase(
                            "ParallelArrays",
                            "schemaguard",
                            """
                            @Document(collection = "a")
                            @IndexHint(keys = {"data.tags", "data.xs"}) // expect: ERROR ParallelArrays WARNING IndexOnUnboundedArray
                            class A { org.bson.types.ObjectId id; lib.Bag data; } // expect: WARNING UnboundedArray
                            """,
                            "\"data.tags\", ",
                            "",
                            "@IndexHint(keys = {\"data.tags\", \"data.xs\"})"));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("indexCases")
        void positive_indexOfTheCompilationThroughAnArrayOfAClassPathType_proposesOnlyWhatTheIndexCanDo(IndexCase c) {
            Dialect d = dialects()
                    .filter(x -> x.name().equals(c.dialect()))
                    .findFirst()
                    .orElseThrow();
            String source = d.header() + c.source();
            java.io.File lib = ProcessorTester.compiledLibrary(
                    dir,
                    "lib.Bag",
                    "package lib; public class Bag { public String text; public java.util.List<String> tags; "
                            + "public java.util.List<String> xs; }");
            ProcessorTester.Result before = compile(lib, source);
            before.assertMatchesMarkers();
            String message = String.join("\n", before.messages(c.rule()));
            assertTrue(
                    message.contains("'lib.Bag', which comes from the class path")
                            || message.contains("('lib.Bag' comes from the class path"),
                    () -> c + ": " + message);
            for (String edit : LIBRARY_EDITS) {
                assertFalse(message.contains(edit), () -> c + ": proposes an edit of the library class: " + message);
            }
            String proposal = c.rule().equals("ParallelArrays")
                    ? "index them separately"
                    : "index a field outside the array instead";
            List<Fix> fixes = c.rule().equals("ParallelArrays")
                    ? List.of(new Fix(proposal, List.of(c.key(), c.otherKey())))
                    : List.of(
                            new Fix(proposal, List.of(c.key(), c.otherKey())),
                            new Fix("or drop the key from the index", List.of(c.index(), "")));
            for (Fix fix : fixes) {
                assertTrue(message.contains(fix.proposal()), () -> c + ": no " + fix.proposal() + "\n" + message);
                String fixed = fix.applyTo(source);
                ProcessorTester.Result after = compile(lib, fixed);
                after.assertNoCrash();
                after.assertNoJavacErrors();
                assertEquals(
                        List.of(),
                        after.messages(c.rule()),
                        () -> c + ": '" + fix.proposal() + "' applied leaves the finding\n" + fixed + "\n"
                                + after.all());
            }
        }

        /** A field inherited from a class-path superclass is the document's: it can extend a class of its own instead. */
        @org.junit.jupiter.api.Test
        void positive_fieldOfAClassPathSuperclass_proposesAClassOfOneOwn() {
            java.io.File lib = ProcessorTester.compiledLibrary(
                    dir, "lib.Base", "package lib; public class Base { public java.util.List<String> notes; }");
            String source = SCHEMAGUARD + """
                    @Document(collection = "books") // expect: WARNING UnboundedArray
                    class Book extends lib.Base { ObjectId id; }
                    """;
            ProcessorTester.Result before = compile(lib, source);
            before.assertMatchesMarkers();
            String message = before.message("UnboundedArray");
            assertTrue(
                    message.contains("; 'lib.Base' comes from the class path and cannot be changed here, and 'Book' "
                            + "inherits it: extend a class of your own instead, or suppress the finding on 'Book'"),
                    message);
            for (String edit : LIBRARY_EDITS) {
                assertFalse(message.contains(edit), () -> "proposes an edit of the library class: " + message);
            }
            String fixed = source.replace("extends lib.Base", "extends OwnBase") + "class OwnBase { String note; }\n";
            ProcessorTester.Result after = compile(lib, fixed);
            after.assertNoJavacErrors();
            assertEquals(List.of(), after.messages("UnboundedArray"), after::all);
        }

        private static java.util.Set<String> rulesOf(List<String> messages) {
            return new java.util.TreeSet<>(
                    messages.stream().map(m -> m.substring(1, m.indexOf(']'))).toList());
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
                assertTrue(
                        message.contains("'lib.Node' comes from the class path and cannot be changed here: at 'data', "
                                + "which leads to it (data"),
                        () -> d + ": " + message);
                assertTrue(message.contains("leave it out of the document with"), () -> d + ": " + message);
                assertTrue(message.contains(d.conversion()), () -> d + ": " + message);
                assertTrue(message.contains("-Aschemaguard.storedAs=lib.Node=<BSON type>"), () -> d + ": " + message);
                assertTrue(
                        message.contains("or store a class of your own with the parts you need (a projection)"),
                        () -> d + ": " + message);
                // a fixed rule's error cannot be suppressed, so it is not proposed
                boolean fixed = message.startsWith("[ParallelArrays]") || message.startsWith("[FieldName]");
                assertEquals(!fixed, message.contains("suppress the finding on 'data'"), () -> d + ": " + message);
                for (String edit : LIBRARY_EDITS) {
                    assertFalse(
                            message.contains(edit), () -> d + ": proposes an edit of the library class: " + message);
                }
            }
            assertTrue(onData.stream().anyMatch(m -> m.contains("(data.tags)")), () -> d + ": " + onData);
            assertTrue(onData.stream().anyMatch(m -> m.contains("(data.firstName)")), () -> d + ": " + onData);
            java.util.Set<String> onMore = rulesOf(at(before, source, "lib.Node more;"));

            List<Fix> fixes = new ArrayList<>(d.leaveOut());
            fixes.add(new Fix(d.conversion(), List.of()));
            fixes.add(new Fix(
                    "or store a class of your own with the parts you need (a projection)",
                    List.of("lib.Node data;", "NodeView data;")));
            for (Fix fix : fixes) {
                assertTrue(
                        onData.stream().allMatch(m -> m.contains(fix.proposal())), () -> d + ": no " + fix.proposal());
                // the conversion and the projection are classes of the compilation, added to the source
                String added = fix.proposal().equals(d.conversion())
                        ? d.converter()
                        : fix.edits().contains("NodeView data;") ? "class NodeView { public String text; }\n" : "";
                String fixed = fix.applyTo(source) + added;
                ProcessorTester.Result after = compile(lib, fixed);
                after.assertNoCrash();
                after.assertNoJavacErrors();
                String leading = fixed.contains("NodeView data;") ? "NodeView data;" : "data;";
                assertEquals(
                        List.of(),
                        at(after, fixed, leading),
                        () -> d + ": '" + fix.proposal() + "' applied leaves findings\n" + fixed + "\n" + after.all());
                if (!fix.proposal().equals(d.conversion())) {
                    // the other leading field carries its own findings still
                    assertEquals(onMore, rulesOf(at(after, fixed, "lib.Node more;")), () -> d + ": " + after.all());
                }
            }
        }
    }
}
