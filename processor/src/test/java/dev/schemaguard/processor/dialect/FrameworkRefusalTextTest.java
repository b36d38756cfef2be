package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * The whole text of the Spring Data MongoDB, Morphia and driver codec refusals that no other test
 * reads: each became a template of its own in Message's catalogue, and the text the user sees was
 * to stay the same to the character. A parser's own words (the BSON JSON reader's) are left out, as
 * they are the driver's to change.
 */
class FrameworkRefusalTextTest {

    private static final String SDM = """
            package p;
            import java.util.*;
            import org.springframework.data.annotation.Id;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.index.*;
            """;

    private static final String MORPHIA = """
            package p;
            import org.bson.types.ObjectId;
            import dev.morphia.annotations.*;
            """;

    private static final String SDM_FIX =
            "; fix the annotation so that the application can start " + "(see docs/rules/InvalidAnnotation.md)";

    private static final String MORPHIA_FIX = "; fix the annotation so that Morphia can map the entity and create its "
            + "indexes (see docs/rules/InvalidAnnotation.md)";

    private static final String DRIVER = """
            package p;
            import dev.schemaguard.annotations.Document;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    private static final String DRIVER_REFUSES = "[InvalidAnnotation] the driver's codec refuses ";

    private static final String DRIVER_FIX =
            "; fix the annotation so that the codec can be built " + "(see docs/rules/InvalidAnnotation.md)";

    private static String message(String name, String source) {
        return ProcessorTester.forRules("InvalidAnnotation")
                .source(name, source)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
    }

    @Test
    void positive_springData_wildcardProjectionThatIsNoJson() {
        String message = message("p.Product", SDM + """
                @Document
                @WildcardIndexed(wildcardProjection = "{not json") // expect: ERROR InvalidAnnotation
                class Product { @Id String id; }
                """);
        assertTrue(
                message.startsWith("[InvalidAnnotation] Spring Data MongoDB refuses this: wildcardProjection "
                                + "\"{not json\" is not a JSON document: ")
                        && message.endsWith(SDM_FIX),
                message);
    }

    @Test
    void positive_springData_compoundIndexDefThatIsNoJson() {
        String message = message("p.Book", SDM + """
                @Document
                @CompoundIndex(def = "{'title': ") // expect: ERROR InvalidAnnotation
                class Book { @Id String id; String title; }
                """);
        assertTrue(
                message.startsWith("[InvalidAnnotation] Spring Data MongoDB refuses this: @CompoundIndex(def = "
                                + "\"{'title': \") is not a JSON document of keys: ")
                        && message.endsWith(SDM_FIX),
                message);
    }

    @Test
    void positive_springData_collationDocumentWithoutLocale() {
        String message = message("p.Book", SDM + """
                @Document(collation = "{'strength': 2}") // expect: ERROR InvalidAnnotation
                class Book { @Id String id; }
                """);
        assertEquals(
                "[InvalidAnnotation] Spring Data MongoDB refuses this: collation '{'strength': 2}' is neither a "
                        + "locale nor a collation document: a collation document needs a 'locale'" + SDM_FIX,
                message);
    }

    @Test
    void positive_morphia_weightOnAscendingKey() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = @Field(value = "title", weight = 2))) // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; String title; }
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: @Field(\"title\") gives a weight to a key of type ASC: weights "
                        + "only apply to text keys" + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_morphia_indexWithoutFields() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = {})) // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; }
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: @Index on 'Book' has no fields: an index needs keys"
                        + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_morphia_defaultLocale() {
        // accepted: Morphia's IndexHelper sends Locale.getDefault(), which no schema class can know
        String message = ProcessorTester.forRules("UnreadAnnotation")
                .source("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = @Field("title"),
                        options = @IndexOptions(collation = @Collation(locale = Collation.DEFAULT_LOCALE)))) // expect: WARNING UnreadAnnotation
                class Book { @Id ObjectId id; String title; }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertEquals(
                "[UnreadAnnotation] @Collation(locale = Collation.DEFAULT_LOCALE) makes Morphia's IndexHelper send "
                        + "the locale of the JVM that creates the index (Locale.getDefault()), so the index differs from one "
                        + "machine to the next and schemaguard cannot know it: the schema class and the bootstrap create this "
                        + "index without a collation; name the locale, as in @Collation(locale = \"en\") "
                        + "(see docs/rules/UnreadAnnotation.md)",
                message);
    }

    @Test
    void positive_morphia_entityAndEmbedded() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books") @Embedded // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; }
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: 'Book' carries both @Entity and @Embedded "
                        + "(EntityAndEmbed); keep @Entity" + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_morphia_twoVersionFields() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                class Book {
                    @Id ObjectId id;
                    @Version long version;
                    @Version long revision; // expect: ERROR InvalidAnnotation
                }
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: 'Book' has two @Version fields, 'version' and "
                        + "'revision' (MultipleVersions); keep one" + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_morphia_idMixedWithProperty() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                class Book { @Id @Property("key") ObjectId id; } // expect: ERROR InvalidAnnotation
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: @Id on 'id' is mixed with @Property (IdDoesNotMix); "
                        + "the id is stored as _id, as it is" + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_morphia_referenceAndProperty() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                class Book {
                    @Id ObjectId id;
                    @Reference(idOnly = true) @Property("author") Author writer; // expect: ERROR InvalidAnnotation
                }
                @Entity("authors")
                class Author { @Id ObjectId id; }
                """);
        assertEquals(
                "[InvalidAnnotation] Morphia refuses this: 'writer' has both @Reference and @Property "
                        + "(ContradictingAnnotations); name the stored field with @Reference(\"...\")" + MORPHIA_FIX,
                message);
    }

    @Test
    void positive_driver_representationOfAStringThatIsNeitherStringNorObjectId() {
        String message = message("p.Book", DRIVER + """
                @Document
                class Book {
                    ObjectId id;
                    @BsonRepresentation(org.bson.BsonType.INT32) String title; // expect: ERROR InvalidAnnotation
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonRepresentation(INT32) on the String 'title': the String codec stores a "
                        + "String only as STRING or OBJECT_ID" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_discriminatorOnARecord() {
        String message = message("p.Book", DRIVER + """
                @Document @BsonDiscriminator // expect: ERROR InvalidAnnotation
                record Book(ObjectId id, String title) { }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonDiscriminator on the record 'Book': the record codec writes no discriminator"
                        + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_creatorInARecord() {
        String message = message("p.Book", DRIVER + """
                @Document
                record Book(ObjectId id, String title) {
                    @BsonCreator // expect: ERROR InvalidAnnotation
                    static Book of(@BsonProperty("title") String title) { return new Book(null, title); }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonCreator in the record 'Book': the record codec always reads through the "
                        + "canonical constructor" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_ignoredRecordComponent() {
        String message = message("p.Book", DRIVER + """
                @Document
                record Book(ObjectId id, String secret) {
                    @BsonIgnore // expect: ERROR InvalidAnnotation
                    public String secret() { return secret; }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonIgnore on the record component 'secret': the record codec stores every "
                        + "component" + DRIVER_FIX,
                message);
    }

    /** javac copies the component's annotation onto the implicit accessor, which has no line: reported once. */
    @Test
    void positive_driver_ignoredRecordComponentReportedOnce() {
        String message = message("p.Book", DRIVER + """
                @Document
                record Book(ObjectId id, @BsonIgnore String secret) { } // expect: ERROR InvalidAnnotation
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonIgnore on the record component 'secret': the record codec stores every "
                        + "component" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_propertyOnTheAccessorOnly() {
        String message = message("p.Book", DRIVER + """
                @Document
                record Book(ObjectId id, String title) {
                    @BsonProperty("t") // expect: ERROR InvalidAnnotation
                    public String title() { return title; }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonProperty on the accessor of 'title' but not on the component: the record "
                        + "codec reads it from the component only; write it on the component" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_propertyOnTheCanonicalConstructorParameterOnly() {
        String message = message("p.Book", DRIVER + """
                @Document
                record Book(ObjectId id, String title) {
                    Book(ObjectId id,
                            @BsonProperty("t") String title) { // expect: ERROR InvalidAnnotation
                        this.id = id;
                        this.title = title;
                    }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonProperty on the canonical constructor parameter of 'title' but not on the "
                        + "component: the record codec reads it from the component only; write it on the component"
                        + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_secondCreator() {
        String message = message("p.Book", DRIVER + """
                @Document
                class Book {
                    public ObjectId id;
                    public String title;
                    @BsonCreator public Book() { }
                    @BsonCreator // expect: ERROR InvalidAnnotation
                    public Book(@BsonProperty("title") String title) { this.title = title; }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "a second @BsonCreator in 'Book': the driver takes one constructor or factory "
                        + "method to read a document with" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_creatorIdWithoutAnIdProperty() {
        String message = message("p.Book", DRIVER + """
                @Document
                class Book {
                    public String title;
                    @BsonCreator
                    public Book(@BsonId ObjectId key, // expect: ERROR InvalidAnnotation
                            @BsonProperty("title") String title) { this.title = title; }
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "@BsonId on the creator parameter 'key': 'Book' has no id property" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_creatorParameterWithoutProperty() {
        String message = message("p.Book", DRIVER + """
                @Document
                class Book {
                    public ObjectId id;
                    public String title;
                    @BsonCreator
                    public Book(@BsonId ObjectId id,
                            String title) { this.title = title; } // expect: ERROR InvalidAnnotation
                }
                """);
        assertEquals(
                DRIVER_REFUSES + "the creator parameter 'title' without @BsonProperty: every parameter of a "
                        + "@BsonCreator needs @BsonProperty (or @BsonId)" + DRIVER_FIX,
                message);
    }

    @Test
    void positive_driver_creatorPropertyThatNothingWrites() {
        // accepted by the driver, which reads null there (DriverPojoDifferentialTest): UnreadAnnotation's warning
        String message = ProcessorTester.forRules("UnreadAnnotation")
                .source("p.Book", DRIVER + """
                @Document
                class Book {
                    public ObjectId id;
                    public String title;
                    @BsonCreator
                    public Book(@BsonId ObjectId id,
                            @BsonProperty("name") String x) { this.title = x; } // expect: WARNING UnreadAnnotation
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertEquals(
                "[UnreadAnnotation] @BsonProperty(\"name\") on the creator parameter 'x' reads a name nothing "
                        + "writes: no stored field of 'Book' is written as 'name', so the driver's codec accepts the class and "
                        + "passes null (or 0) for 'x' on every read; give the parameter the name a field of 'Book' is written "
                        + "under (see docs/rules/UnreadAnnotation.md)",
                message);
    }
}
