package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules on models written in Morphia's vocabulary (docs/dialects/morphia.md): same rules, positions on Morphia's annotations. */
class MorphiaRulesTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            import dev.morphia.utils.IndexType;
            import com.mongodb.client.model.CollationStrength;
            """;

    /**
     * Issue 18's real-model check (a full-text API's annotation pages): Morphia maps one property for a
     * subclass field that hides its superclass's, and ensureIndexes succeeds; this was a fixed FieldName error.
     */
    @Test
    void negative_fieldName_subclassFieldHidingTheSuperclassField() {
        ProcessorTester.forRules("FieldName")
                .source("p.Page", IMPORTS + """
                        @Entity("pages")
                        class Page { @Id ObjectId id; @Reference(idOnly = true) Resource res; }
                        """)
                .source("p.TranslationPage", IMPORTS + """
                        @Entity("translationPages")
                        class TranslationPage extends Page { @Reference(idOnly = true) TranslationResource res; }
                        """)
                .source("p.Resource", IMPORTS + """
                        @Entity("resources")
                        class Resource { @Id String id; }
                        """)
                .source("p.TranslationResource", IMPORTS + """
                        @Entity("translationResources")
                        class TranslationResource extends Resource { }
                        """)
                .expectClean();
    }

    private static final String BOOK_REVIEW = IMPORTS + """
            @Entity // expect: WARNING CollectionNameStyle
            class BookReview { @Id ObjectId id; }
            """;

    /** MapperOptions.legacy() names the collection after the class: {@code BookReview}, which is no camelCase name. */
    @ParameterizedTest(name = "-Aschemaguard.morphiaNaming={0}")
    @CsvSource({"legacy", "' legacy '"})
    void positive_collectionNameStyle_legacyMorphiaNamingNamesTheCollectionAfterTheClass(String value) {
        String message = ProcessorTester.forRules("CollectionNameStyle")
                .source("p.BookReview", BOOK_REVIEW)
                .option("schemaguard.collectionNaming=camelCase")
                .option("schemaguard.morphiaNaming=" + value)
                .expectMarkedDiagnostics()
                .message("CollectionNameStyle");
        assertTrue(message.contains("collection name 'BookReview'"), message);
    }

    /** Morphia's default MapperOptions, given explicitly or by an empty value (not given): the camelCase {@code bookReview}. */
    @ParameterizedTest(name = "-Aschemaguard.morphiaNaming={0}")
    @CsvSource({"default", "''"})
    void negative_collectionNameStyle_defaultMorphiaNaming(String value) {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionNameStyle")
                .source("p.BookReview", BOOK_REVIEW.replace(" // expect: WARNING CollectionNameStyle", ""))
                .option("schemaguard.collectionNaming=camelCase")
                .option("schemaguard.morphiaNaming=" + value)
                .expectClean();
        assertFalse(result.all().contains("morphiaNaming"), result::all);
    }

    @ParameterizedTest(name = "-Aschemaguard.morphiaNaming={0}")
    @CsvSource({
        "legasy,   '; did you mean legacy?'",
        "LEGACY,   '; did you mean legacy?'",
        "defualt,  '; did you mean default?'",
        "1.x,      ''",
    })
    void otherMorphiaNaming_isAnOptionError(String value, String hint) {
        ProcessorTester.Result result = ProcessorTester.forRules("CollectionNameStyle")
                .source("p.BookReview", BOOK_REVIEW.replace(" // expect: WARNING CollectionNameStyle", ""))
                .option("schemaguard.collectionNaming=camelCase")
                .option("schemaguard.morphiaNaming=" + value)
                .compile();
        result.assertNoCrash();
        assertEquals(Compilation.Status.FAILURE, result.compilation().status());
        assertTrue(
                result.all()
                        .contains("[schemaguard] -Aschemaguard.morphiaNaming=" + value + " is not a Morphia naming; "
                                + "use default (Morphia 2's MapperOptions) or legacy (MapperOptions.legacy(): collections named after the "
                                + "class, discriminator key className); the default is used meanwhile" + hint + "\n"),
                result::all);
        assertTrue(result.messages("CollectionNameStyle").isEmpty(), "the default naming is used: bookReview");
    }

    @Test
    void positive_invalidAnnotation_collectionOptionOnAnEmbeddedClass_inMorphiasWords() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Station", IMPORTS + """
                @Entity("stations")
                class Station {
                    @Id ObjectId id;
                    Reading last;
                }
                @dev.schemaguard.annotations.Capped(sizeBytes = 4096) // expect: ERROR InvalidAnnotation
                class Reading { double value; }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        org.junit.jupiter.api.Assertions.assertTrue(
                message.contains("which is not a @Entity")
                        && message.contains("move it to the @Entity class of the collection"),
                message);
    }

    @Test
    void positive_unboundedArrayOfEmbeddedReviews() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    List<Review> reviews; // expect: WARNING UnboundedArray
                    @Entity static class Review { String text; int rating; }
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_unboundedArray_boundedBySizeOrReference() {
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @jakarta.validation.constraints.Size(max = 20) List<Review> reviews;
                    @dev.schemaguard.annotations.Bounded(max = 5) List<String> tags;
                    @Transient List<String> cache;
                    @NotSaved List<String> computed;
                    @Entity static class Review { String text; int rating; }
                }
                """)
                .expectClean();
    }

    /** Morphia's @Reference stores {$ref, $id} per value unless idOnly: the DbRef rule's case, spelled in Morphia. */
    @Test
    void positive_dbRef_referenceWithoutIdOnly() {
        var result = ProcessorTester.forRules("DbRef")
                .source("p.Loan", IMPORTS + """
                @Entity("loans")
                class Loan {
                    @Id ObjectId id;
                    @Reference Member member; // expect: WARNING DbRef
                }
                @Entity("members")
                class Member { @Id ObjectId id; String name; }
                """)
                .expectMarkedDiagnostics();
        org.junit.jupiter.api.Assertions.assertTrue(
                result.messages("DbRef").get(0).contains("use @Reference(idOnly = true) instead of @Reference"),
                result.all());
    }

    @Test
    void negative_dbRef_idOnly() {
        ProcessorTester.forRules("DbRef").source("p.Loan", IMPORTS + """
                @Entity("loans")
                class Loan {
                    @Id ObjectId id;
                    @Reference(idOnly = true) Member member;
                }
                @Entity("members")
                class Member { @Id ObjectId id; String name; }
                """).expectClean();
    }

    /** With disableValidation Morphia sends an unresolved path as written: a warning, never the fixed error. */
    @Test
    void positive_indexFieldNotMapped_disableValidation() {
        ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = @Field("legacyCode"), // expect: WARNING IndexFieldNotMapped
                        options = @IndexOptions(disableValidation = true)))
                class Book { @Id ObjectId id; String title; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_indexFieldUnknown_validatedPath() {
        ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = @Field("legacyCode"))) // expect: ERROR IndexFieldUnknown
                class Book { @Id ObjectId id; String title; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_redundantIndexPrefix_indexedFieldIsPrefixOfCompound() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = {@Field("author"), @Field("year")}))
                class Book {
                    @Id ObjectId id;
                    @Indexed String author; // expect: WARNING RedundantIndexPrefix
                    int year;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_redundantIndexPrefix_uniquePrefix() {
        ProcessorTester.forRules("RedundantIndexPrefix")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = {@Field("author"), @Field("year")}))
                class Book {
                    @Id ObjectId id;
                    @Indexed(options = @IndexOptions(unique = true)) String author;
                    int year;
                }
                """)
                .expectClean();
    }

    @Test
    void negative_duplicateIndex_storedAndJavaNameOfOneField_isOneIndex() {
        ProcessorTester.forRules("DuplicateIndex", "RedundantIndex")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes({
                    @Index(fields = @Field("title")),
                    @Index(fields = @Field("t")) // expect: WARNING RedundantIndex
                })
                class Book {
                    @Id ObjectId id;
                    @Property("t") String title;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_duplicateIndex_differentDirections() {
        ProcessorTester.forRules("DuplicateIndex")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes({@Index(fields = {@Field("title"), @Field("year")}),
                    @Index(fields = {@Field("title"), @Field(value = "year", type = IndexType.DESC)})})
                class Book {
                    @Id ObjectId id;
                    String title;
                    int year;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_textIndexLimit_twoTextFields() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Text String title;
                    @Text String summary; // expect: ERROR TextIndexLimit
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_textIndexLimit_oneIndexOfTwoTextKeys() {
        ProcessorTester.forRules("TextIndexLimit")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = {@Field(value = "title", type = IndexType.TEXT),
                    @Field(value = "summary", type = IndexType.TEXT, weight = 2)}))
                class Book {
                    @Id ObjectId id;
                    String title;
                    String summary;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_ttlNeverExpires_onString() {
        ProcessorTester.forRules("TtlNeverExpires")
                .source("p.Session", IMPORTS + """
                @Entity
                class Session {
                    @Id ObjectId id;
                    @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) String seen; // expect: ERROR TtlNeverExpires
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_ttlNeverExpires_onDate() {
        ProcessorTester.forRules("TtlNeverExpires")
                .source("p.Session", IMPORTS + """
                @Entity
                class Session {
                    @Id ObjectId id;
                    @Indexed(options = @IndexOptions(expireAfterSeconds = 60)) Date seen;
                }
                """)
                .expectClean();
    }

    /** Morphia's PathTarget refuses the path at startup, which disableValidation turns off: the message says so. */
    @Test
    void positive_indexFieldUnknown() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = @Field("autor"))) // expect: ERROR IndexFieldUnknown
                class Book {
                    @Id ObjectId id;
                    String author;
                }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("did you mean 'author'?"), message);
        assertTrue(
                message.contains("Morphia refuses the path when it maps the entity at startup; if a writer outside "
                        + "this model stores 'autor', @IndexOptions(disableValidation = true) makes Morphia create the index on "
                        + "the key as written"),
                message);
        assertFalse(message.contains("@SuppressWarnings"), message);
    }

    /**
     * Morphia's PathTarget refuses a path past a @Reference before it looks at disableValidation: the message offers
     * neither that option nor the DBRef's '$id', but the reference itself.
     */
    @Test
    void positive_indexFieldUnknown_pastAReference() {
        String message = ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = @Field("author.id"))) // expect: ERROR IndexFieldUnknown
                class Book {
                    @Id ObjectId id;
                    @Reference Author author;
                }
                @Entity
                class Author { @Id ObjectId id; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(
                message.contains("so index the reference itself with the key 'author', which a query on the whole "
                        + "{$ref, $id} uses"),
                message);
        assertTrue(
                message.contains("Morphia refuses a path past a @Reference when it maps the entity at startup, even "
                        + "with @IndexOptions(disableValidation = true)"),
                message);
        assertFalse(message.contains("author.$id") || message.contains("makes Morphia create the index"), message);
    }

    @Test
    void negative_indexFieldUnknown_theReferenceItself() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes(@Index(fields = @Field("author")))
                class Book {
                    @Id ObjectId id;
                    @Reference Author author;
                }
                @Entity
                class Author { @Id ObjectId id; }
                """)
                .expectClean();
    }

    @Test
    void negative_indexFieldUnknown_storedNamesAndSubclassFields() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Book", IMPORTS + """
                @Entity
                @Indexes({@Index(fields = @Field("a")), @Index(fields = @Field("cover.dpi"))})
                class Book {
                    @Id ObjectId id;
                    @Property("a") String author;
                    Cover cover;
                    @Entity static class Cover { String color; }
                    @Entity static class ScannedCover extends Cover { int dpi; }
                }
                """)
                .expectClean();
    }

    @Test
    void positive_randomId_stringIdStoredAsString() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id String id; // expect: WARNING RandomId
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_randomId_objectId() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    String id2;
                }
                """).expectClean();
    }

    @Test
    void positive_referenceTarget_entityWithoutId() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Reference Author author; // expect: ERROR ReferenceTarget
                }
                @Entity
                class Author { String name; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_referenceTarget_entityWithId() {
        ProcessorTester.forRules("ReferenceTarget", "ImplicitEmbeddedDocument")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Reference Author author;
                    @Reference(idOnly = true) Author editor;
                }
                @Entity
                class Author { @Id ObjectId id; String name; }
                """)
                .expectClean();
    }

    @Test
    void positive_unboundedReferenceArray() {
        ProcessorTester.forRules("UnboundedReferenceArray")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Reference(idOnly = true) List<Author> authors; // expect: WARNING UnboundedReferenceArray
                }
                @Entity
                class Author { @Id ObjectId id; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_unboundedReferenceArray_bounded() {
        ProcessorTester.forRules("UnboundedReferenceArray")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @jakarta.validation.constraints.Size(max = 10) @Reference List<Author> authors;
                }
                @Entity
                class Author { @Id ObjectId id; }
                """)
                .expectClean();
    }

    @Test
    void positive_fieldName_twoPropertiesOneName() {
        ProcessorTester.forRules("FieldName").source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Property("n") String name;
                    @Property("n") String nickname; // expect: ERROR FieldName
                }
                """).expectMarkedDiagnostics();
    }

    @Test
    void negative_fieldName_idFieldWithoutIdAnnotationIsStoredAsId() {
        ProcessorTester.forRules("FieldName").source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId key;
                    String id;
                    @Version("v") long version;
                }
                """).expectClean();
    }

    @Test
    void positive_collectionName() {
        ProcessorTester.forRules("CollectionName")
                .source("p.Book", IMPORTS + """
                @Entity("system.books") // expect: ERROR CollectionName
                class Book { @Id ObjectId id; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_collectionName_camelCaseDefault() {
        ProcessorTester.forRules("CollectionName", "CollectionNameStyle")
                .option("schemaguard.collectionNaming=camelCase")
                .source("p.BookReview", IMPORTS + """
                @Entity
                class BookReview { @Id ObjectId id; }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_versionOnString() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Version String version; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_invalidAnnotation_versionOnLong() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @Version Long version;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_caseInsensitiveWithoutCollation_indexWithoutCollation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", IMPORTS + """
                @Entity
                class User {
                    @Id ObjectId id;
                    @dev.schemaguard.annotations.CaseInsensitive @Indexed String email; // expect: ERROR CaseInsensitiveWithoutCollation
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_caseInsensitiveWithoutCollation_morphiaCollation() {
        ProcessorTester.forRules("CaseInsensitiveWithoutCollation")
                .source("p.User", IMPORTS + """
                @Entity
                class User {
                    @Id ObjectId id;
                    @dev.schemaguard.annotations.CaseInsensitive
                    @Indexed(options = @IndexOptions(collation = @Collation(locale = "en", strength = CollationStrength.SECONDARY)))
                    String email;
                }
                """)
                .expectClean();
    }

    @Test
    void positive_implicitEmbeddedDocument_rootEntityAsFieldValue() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    p.q.Author author; // expect: WARNING ImplicitEmbeddedDocument
                }
                """)
                .source("p.q.Author", IMPORTS.replace("package p;", "package p.q;") + """
                @Entity
                public class Author { @Id ObjectId id; String name; }
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * An @Entity with an @Id is a document wherever it is used: Morphia saves and indexes it in a collection of its
     * own even when another entity of its package stores a copy of it by value, and that copy is the finding.
     */
    @Test
    void positive_implicitEmbeddedDocument_embeddedEntityWithIdInItsPackage() {
        ProcessorTester.Result result = ProcessorTester.forRules("ImplicitEmbeddedDocument", "DuplicateCollection")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    @jakarta.validation.constraints.Size(max = 50) List<Chapter> chapters; // expect: WARNING ImplicitEmbeddedDocument
                    @Entity static class Chapter { @Id int number; String title; }
                }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.compilation().generatedSourceFile("p.Book_ChapterSchema").isPresent()
                        && result.compilation()
                                .generatedSourceFile("p.BookSchema")
                                .isPresent(),
                result::all);
    }

    /**
     * The model the package heuristic broke: a session entity with a TTL and a unique index, stored by value in the
     * users of its package and referenced from the audit log. It is a document (schema class, indexes), the copy is
     * ImplicitEmbeddedDocument's finding, and the reference targets a document (MorphiaBootstrapTest runs its indexes).
     */
    @Test
    void positive_implicitEmbeddedDocument_sessionEmbeddedByValueAndReferenced() {
        ProcessorTester.Result result = ProcessorTester.forRules(
                        "ImplicitEmbeddedDocument", "ReferenceTarget", "DuplicateCollection")
                .source("p.Session", IMPORTS + SESSION)
                .source("p.User", IMPORTS + """
                @Entity("users")
                class User {
                    @Id ObjectId id;
                    Session current; // expect: WARNING ImplicitEmbeddedDocument
                }
                """)
                .source("p.Audit", IMPORTS + """
                @Entity("audit")
                class Audit { @Id ObjectId id; @Reference Session session; @Reference(idOnly = true) Session by; }
                """)
                .expectMarkedDiagnostics();
        assertTrue(result.compilation().generatedSourceFile("p.SessionSchema").isPresent(), result::all);
    }

    /** The session of {@link #positive_implicitEmbeddedDocument_sessionEmbeddedByValueAndReferenced}. */
    static final String SESSION = """
            @Entity("sessions")
            class Session {
                @Id ObjectId id;
                @Indexed(options = @IndexOptions(expireAfterSeconds = 3600)) Date lastSeen;
                @Indexed(options = @IndexOptions(unique = true)) String token;
            }
            """;

    @Test
    void negative_implicitEmbeddedDocument_embeddedEntityWithoutId() {
        ProcessorTester.forRules("ImplicitEmbeddedDocument")
                .source("p.Book", IMPORTS + """
                @Entity
                class Book {
                    @Id ObjectId id;
                    Address address;
                    @Entity static class Address { String city; }
                }
                """)
                .expectClean();
    }

    // An @Entity a concrete class inherits from an interface or a superclass: Mapper.isMappable looks through
    // both, and the class is an entity of its own (MorphiaDifferentialTest checks the model against Morphia).

    @Test
    void positive_indexFieldUnknown_indexesOfAnEntityInterface() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Stored", IMPORTS + """
                        @Entity("things")
                        @Indexes(@Index(fields = @Field("nmae"))) // expect: ERROR IndexFieldUnknown
                        interface Stored { }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing implements Stored { @Id ObjectId id; String name; }
                        """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_randomId_unannotatedClassOfAnEntityInterface() {
        ProcessorTester.Result result = ProcessorTester.forRules("RandomId")
                .source("p.Stored", IMPORTS + """
                        @Entity("things")
                        interface Stored { }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing implements Stored {
                            @Id String id; // expect: WARNING RandomId
                            String name;
                        }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(result.compilation().generatedSourceFile("p.ThingSchema").isPresent(), result::all);
    }

    /** The name is written once, on the interface: Morphia stores each class there with its own _t. */
    @Test
    void negative_duplicateCollection_classesOfOneEntityInterface() {
        ProcessorTester.Result result = ProcessorTester.forRules("DuplicateCollection")
                .source("p.Stored", IMPORTS + """
                        @Entity("things")
                        interface Stored { }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing implements Stored { @Id ObjectId id; String name; }
                        """)
                .source("p.Gadget", IMPORTS + """
                        class Gadget implements Stored { @Id ObjectId id; int size; }
                        """)
                .expectClean();
        assertTrue(
                result.compilation().generatedSourceFile("p.ThingSchema").isPresent()
                        && result.compilation()
                                .generatedSourceFile("p.GadgetSchema")
                                .isPresent(),
                result::all);
    }

    @Test
    void positive_duplicateCollection_entityInterfaceAndAnUnrelatedEntityNameOneCollection() {
        ProcessorTester.forRules("DuplicateCollection")
                .source("p.Stored", IMPORTS + """
                        @Entity("things")
                        interface Stored { }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing implements Stored { @Id ObjectId id; } // expect: ERROR DuplicateCollection
                        """)
                .source("p.Other", IMPORTS + """
                        @Entity("things") // expect: ERROR DuplicateCollection
                        class Other { @Id long id; }
                        """)
                .expectMarkedDiagnostics();
    }

    /** Abstract @Entity("things") without an id: no document itself, each concrete subclass with an id is one, in "things". */
    @Test
    void positive_randomId_subclassOfAnAbstractEntityWithoutId() {
        ProcessorTester.Result result = ProcessorTester.forRules("RandomId", "DuplicateCollection")
                .source("p.Base", IMPORTS + """
                        @Entity("things")
                        abstract class Base { String name; }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing extends Base {
                            @Id String id; // expect: WARNING RandomId
                        }
                        """)
                .source("p.Gadget", IMPORTS + """
                        class Gadget extends Base { @Id ObjectId id; }
                        """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.compilation().generatedSourceFile("p.BaseSchema").isEmpty()
                        && result.compilation()
                                .generatedSourceFile("p.GadgetSchema")
                                .isPresent(),
                result::all);
    }

    /**
     * What Morphia maps but never stores at the top level is no document: an abstract class (IndexHelper skips it, and
     * no instance of it is saved) and a class without an @Id (refused at save); the @Entity of a superclass comes
     * before an interface's, and a superclass that is an entity with an id stores its subclasses (polymorphic pattern).
     */
    @Test
    void negative_documents_whatAnInheritedEntityDoesNotMakeARoot() {
        java.util.Map<String, dev.schemaguard.processor.model.DocumentModel> models =
                dev.schemaguard.processor.ModelCapture.read(
                        "p.Stored", IMPORTS + """
                        @Entity("things")
                        public interface Stored { }
                        """,
                        "p.AbstractThing", IMPORTS + """
                        public abstract class AbstractThing implements Stored { @Id ObjectId id; }
                        """,
                        "p.Loose", IMPORTS + """
                        public class Loose implements Stored { String name; }
                        """,
                        "p.Base", IMPORTS + """
                        @Entity("bases")
                        public class Base { @Id ObjectId id; }
                        """,
                        "p.Both", IMPORTS + """
                        public class Both extends Base implements Stored { String name; }
                        """,
                        "p.Concrete", IMPORTS + """
                        public class Concrete extends AbstractThing { String name; }
                        """);
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Set.of("p.Base", "p.Concrete"), models.keySet());
        org.junit.jupiter.api.Assertions.assertEquals(
                "bases", models.get("p.Base").collection());
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.List.of("p.Both"),
                models.get("p.Base").subtypes().stream()
                        .map(t -> t.qualifiedName())
                        .toList());
        org.junit.jupiter.api.Assertions.assertEquals(
                "things", models.get("p.Concrete").collection());
    }

    /** An @Indexes on a plain interface of an @Entity class: the entity's model carries it, and IndexHelper creates it. */
    @Test
    void positive_indexFieldUnknown_indexesOfAnInterfaceOfAnEntity() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Named", IMPORTS + """
                        @Indexes(@Index(fields = @Field("nmae"))) // expect: ERROR IndexFieldUnknown
                        interface Named { }
                        """)
                .source("p.Thing", IMPORTS + """
                        @Entity
                        class Thing implements Named { @Id ObjectId id; String name; }
                        """)
                .expectMarkedDiagnostics();
    }

    /** EntityModel keeps one @Indexes per class: the class's own hides an interface's, which Morphia drops without a word. */
    @Test
    void positive_unreadAnnotation_indexesOfAnInterfaceHiddenByTheClasses() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Named", IMPORTS + """
                        @Indexes(@Index(fields = @Field("name"))) // expect: WARNING UnreadAnnotation
                        interface Named { }
                        """)
                .source("p.Thing", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("code")))
                        class Thing implements Named { @Id ObjectId id; String name; String code; }
                        """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(
                message.startsWith("[UnreadAnnotation] @Indexes on 'Named' creates no index for 'Thing': Morphia's "
                        + "model of each mapped class keeps one @Indexes, the class's own, else the nearest superclass's, else an "
                        + "interface's, and reads the one on 'Thing' instead, so these indexes are silently dropped; copy their "
                        + "@Index entries into the @Indexes on 'Thing'"),
                message);
    }

    /** collectTopLevelIndexes climbs only through mapped superclasses: an unmapped one's @Indexes, hidden, is dropped. */
    @Test
    void positive_unreadAnnotation_indexesOfAnUnmappedSuperclassHiddenByTheEntitys() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Base", IMPORTS + """
                        @Indexes(@Index(fields = @Field("name"))) // expect: WARNING UnreadAnnotation
                        abstract class Base { String name; }
                        """)
                .source("p.Thing", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("code")))
                        class Thing extends Base { @Id ObjectId id; String code; }
                        """)
                .expectMarkedDiagnostics();
    }

    /**
     * An unmapped superclass's @Indexes that one entity reads (it has none of its own) and another hides: once
     * the other's own @Indexes holds the same entries, as the message asks, nothing is dropped and nothing is
     * reported; the superclass's cannot be removed, Order needs it.
     */
    @Test
    void negative_invalidAnnotation_hiddenIndexesCopiedIntoTheEntitysOwn() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Audited", IMPORTS + """
                        @Indexes(@Index(fields = @Field("createdAt")))
                        abstract class Audited { @Id ObjectId id; Date createdAt; }
                        """)
                .source("p.Order", IMPORTS + """
                        @Entity("orders")
                        class Order extends Audited { }
                        """)
                .source("p.User", IMPORTS + """
                        @Entity("users")
                        @Indexes({@Index(fields = @Field("email")), @Index(fields = @Field("createdAt"))})
                        class User extends Audited { String email; }
                        """)
                .expectClean();
    }

    /** A mapped superclass's @Indexes applies beside the entity's own; an unmapped one's, when nothing hides it. */
    @Test
    void negative_invalidAnnotation_indexesOfSuperclassesMorphiaReads() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Base", IMPORTS + """
                        @Entity("bases")
                        @Indexes(@Index(fields = @Field("name")))
                        class Base { @Id ObjectId id; String name; }
                        """)
                .source("p.Thing", IMPORTS + """
                        @Entity("things")
                        @Indexes(@Index(fields = @Field("code")))
                        class Thing extends Base { String code; }
                        """)
                .source("p.Plain", IMPORTS + """
                        @Indexes(@Index(fields = @Field("label")))
                        abstract class Plain { String label; }
                        """)
                .source("p.Gadget", IMPORTS + """
                        @Entity
                        class Gadget extends Plain { @Id ObjectId id; }
                        """)
                .expectClean();
    }

    /** Mapper.register: the superclass's model and the subclass's would share the discriminator, which Morphia refuses. */
    @Test
    void positive_invalidAnnotation_discriminatorOfAnInheritedEntity() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Stored", IMPORTS + """
                        @Entity(value = "things", discriminator = "T") // expect: ERROR InvalidAnnotation
                        interface Stored { }
                        """)
                .source("p.Thing", IMPORTS + """
                        class Thing implements Stored { @Id ObjectId id; }
                        """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(
                message.startsWith(
                        "[InvalidAnnotation] Morphia refuses this: @Entity(discriminator = \"T\") on 'Stored' "
                                + "is inherited by 'Thing', which Morphia maps with the same discriminator"),
                message);
    }

    @Test
    void positive_invalidAnnotation_discriminatorOfASuperclassEntityWithSubclasses() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Vehicle", IMPORTS + """
                        @Entity(value = "vehicles", discriminator = "V") // expect: ERROR InvalidAnnotation
                        class Vehicle { @Id ObjectId id; }
                        """)
                .source("p.Truck", IMPORTS + """
                        class Truck extends Vehicle { int axles; }
                        """)
                .expectMarkedDiagnostics();
    }

    /** A subclass with an @Entity of its own takes its own discriminator, its simple name. */
    @Test
    void negative_invalidAnnotation_discriminatorOfAnEntityWhoseSubclassesHaveTheirOwn() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Vehicle", IMPORTS + """
                        @Entity(value = "vehicles", discriminator = "V")
                        class Vehicle { @Id ObjectId id; }
                        """)
                .source("p.Truck", IMPORTS + """
                        @Entity("vehicles")
                        class Truck extends Vehicle { int axles; }
                        """)
                .expectClean();
    }

    /**
     * An abstract @Entity that names no collection is no document: IndexHelper creates no index for the abstract
     * model, so its @Indexes on a field only its subclass has is created in the subclass's collection alone; and
     * nothing is stored in the camelCase of its name, which another entity may take.
     */
    @Test
    void negative_indexFieldUnknown_unnamedAbstractEntityIndexingItsSubclassesField() {
        ProcessorTester.Result result = ProcessorTester.forRules("IndexFieldUnknown", "DuplicateCollection")
                .source("p.Work", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("isbn")))
                        abstract class Work { @Id ObjectId id; @Indexed String code; }
                        """)
                .source("p.Novel", IMPORTS + """
                        class Novel extends Work { String isbn; }
                        """)
                .source("p.Archive", IMPORTS + """
                        @Entity("work")
                        class Archive { @Id ObjectId id; }
                        """)
                .expectClean();
        assertTrue(
                result.compilation().generatedSourceFile("p.WorkSchema").isEmpty()
                        && result.compilation()
                                .generatedSourceFile("p.NovelSchema")
                                .isPresent(),
                result::all);
    }

    /** Each concrete subclass gets the inherited @Indexes: Morphia refuses it for the one without the field. */
    @Test
    void positive_indexFieldUnknown_unnamedAbstractEntityIndexingAFieldOneSubclassLacks() {
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Work", IMPORTS + """
                        @Entity
                        @Indexes(@Index(fields = @Field("isbn"))) // expect: ERROR IndexFieldUnknown
                        abstract class Work { @Id ObjectId id; }
                        """)
                .source("p.Novel", IMPORTS + """
                        class Novel extends Work { String isbn; }
                        """)
                .source("p.Film", IMPORTS + """
                        class Film extends Work { String director; }
                        """)
                .expectMarkedDiagnostics();
    }

    /**
     * Below an unnamed abstract @Entity under a named entity, the subclasses have collections of their own: the
     * abstract class's indexed field is not one of the named entity's collection (no polymorphic subtype of it).
     */
    @Test
    void negative_documents_abstractEntityBelowANamedEntityIsNoSubtypeOfIt() {
        java.util.Map<String, dev.schemaguard.processor.model.DocumentModel> models =
                dev.schemaguard.processor.ModelCapture.read(
                        "p.Item", IMPORTS + """
                        @Entity("items")
                        public class Item { @Id ObjectId id; @Indexed String code; }
                        """,
                        "p.Special", IMPORTS + """
                        @Entity
                        public abstract class Special extends Item { @Indexed String extra; }
                        """,
                        "p.Tuned", IMPORTS + """
                        public abstract class Tuned extends Special { @Indexed String tune; }
                        """,
                        "p.Gadget", IMPORTS + """
                        public class Gadget extends Tuned { }
                        """);
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Set.of("p.Item", "p.Gadget"), models.keySet());
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.List.of(), models.get("p.Item").subtypes());
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.List.of("code_1"),
                models.get("p.Item").indexes().stream().map(i -> i.name()).toList());
        org.junit.jupiter.api.Assertions.assertEquals(
                "gadget", models.get("p.Gadget").collection());
        org.junit.jupiter.api.Assertions.assertEquals(
                java.util.Set.of("code_1", "extra_1", "tune_1"),
                models.get("p.Gadget").indexes().stream()
                        .map(i -> i.name())
                        .collect(java.util.stream.Collectors.toSet()));
    }

    /** A reference to an unnamed abstract @Entity targets the documents of its concrete subclasses. */
    @Test
    void negative_referenceTarget_referenceToAnUnnamedAbstractEntity() {
        ProcessorTester.forRules("ReferenceTarget")
                .source("p.Work", IMPORTS + """
                        @Entity
                        abstract class Work { @Id ObjectId id; }
                        """)
                .source("p.Novel", IMPORTS + """
                        class Novel extends Work { String isbn; }
                        """)
                .source("p.Shelf", IMPORTS + """
                        @Entity("shelves")
                        class Shelf { @Id ObjectId id; @Reference List<Work> works; @Reference(idOnly = true) Work first; }
                        """)
                .expectClean();
    }

    /** Mapper.register validates the abstract model too: no document, it is still refused for @Entity with @Embedded. */
    @Test
    void positive_invalidAnnotation_entityAndEmbeddedOnAnUnnamedAbstractEntity() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Work", IMPORTS + """
                        @Entity
                        @Embedded // expect: ERROR InvalidAnnotation
                        abstract class Work { @Id ObjectId id; }
                        """)
                .source("p.Novel", IMPORTS + """
                        class Novel extends Work { String isbn; }
                        """)
                .expectMarkedDiagnostics();
    }

    /**
     * EntityModelBuilder maps the superclass of an entity: an abstract class between an interface's explicit
     * discriminator and an embedded @Entity of its own gets that discriminator, which Morphia refuses.
     */
    @Test
    void positive_invalidAnnotation_discriminatorInheritedByASuperclassOfAnEmbeddedEntity() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Shape", IMPORTS + """
                        @Entity(discriminator = "S") // expect: ERROR InvalidAnnotation
                        interface Shape { }
                        """)
                .source("p.Round", IMPORTS + """
                        abstract class Round implements Shape { double radius; }
                        """)
                .source("p.Circle", IMPORTS + """
                        @Entity
                        class Circle extends Round { }
                        """)
                .source("p.Drawing", IMPORTS + """
                        @Entity("drawings")
                        class Drawing { @Id ObjectId id; Circle circle; }
                        """)
                .expectMarkedDiagnostics();
    }
}
