package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * The rules on schemaguard documents that carry the driver's POJO codec annotations (docs/dialects/driver-pojo.md): the
 * codec stores those documents, so its names, ids, representations and refusals are the model's.
 */
class DriverPojoRulesTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import dev.schemaguard.annotations.Document;
            import dev.schemaguard.annotations.Field;
            import org.bson.codecs.pojo.annotations.*;
            import org.bson.types.ObjectId;
            """;

    @Test
    void positive_randomId_stringIdStoredAsString() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @BsonId String key; // expect: WARNING RandomId
                    String title;
                }
                """).expectMarkedDiagnostics();
    }

    /** @BsonRepresentation(OBJECT_ID) makes the String codec write an ObjectId. */
    @Test
    void negative_randomId_stringIdRepresentedAsObjectId() {
        ProcessorTester.forRules("RandomId").source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @BsonId @BsonRepresentation(org.bson.BsonType.OBJECT_ID) String id;
                    String title;
                }
                """).expectClean();
    }

    @Test
    void positive_invalidAnnotation_fieldAndBsonPropertyDisagree() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    ObjectId id;
                    @Field("t") @BsonProperty("title") String title; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("two annotations give the stored name of 'title': 't' and 'title'"), message);
    }

    @Test
    void negative_invalidAnnotation_fieldAndBsonPropertyAgree() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    ObjectId id;
                    @Field("t") @BsonProperty("t") String title;
                    @BsonProperty String author;
                }
                """)
                .expectClean();
    }

    /**
     * isGone() is the getter of the driver's property 'gone', which writes the value; the field's own
     * property 'isGone' has no getter and is private, so the driver never reads its annotations.
     */
    @Test
    void positive_unreadAnnotation_annotationOnFieldWrittenThroughAnotherPropertysGetter() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public class Book {
                    private ObjectId id;
                    @BsonIgnore private boolean isGone; // expect: WARNING UnreadAnnotation
                    @BsonProperty("u") private String url; // expect: WARNING UnreadAnnotation
                    public ObjectId getId() { return id; }
                    public boolean isGone() { return isGone; }
                    public String getURL() { return url; }
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.messages("UnreadAnnotation").get(0);
        assertTrue(
                message.contains("@BsonIgnore on field 'isGone' is never read: the driver's POJO codec writes this "
                        + "value through isGone(), the getter of the property 'gone'"),
                message);
        assertTrue(message.contains("move @BsonIgnore to isGone()"), message);
        assertTrue(result.messages("UnreadAnnotation").get(1).contains("stored as 'uRL'"));
    }

    /** The same annotations on the getters the driver reads: no error, and the names are the getters' properties. */
    @Test
    void negative_invalidAnnotation_annotationOnTheGetterOfAnotherProperty() throws Exception {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public class Book {
                    private ObjectId id;
                    private boolean isGone;
                    private String url;
                    private boolean isOpen;
                    public ObjectId getId() { return id; }
                    @BsonIgnore public boolean isGone() { return isGone; }
                    @BsonProperty("u") public String getURL() { return url; }
                    public boolean isOpen() { return isOpen; }
                }
                """)
                .expectClean();
        Class<?> schema = dev.schemaguard.processor.testing.CompiledOutput.loader(result.compilation())
                .loadClass("p.BookSchema");
        assertEquals("u", schema.getField("URL").get(null));
        assertEquals("open", schema.getField("IS_OPEN").get(null));
        assertThrows(NoSuchFieldException.class, () -> schema.getField("IS_GONE"));
    }

    /**
     * The driver takes only public instance methods named get/is and a capital letter for getters, and never
     * reads its annotations elsewhere: a name given there is a warning, an ignore marker there changes nothing.
     */
    @Test
    void positive_unreadAnnotation_annotationOnAMethodTheDriverDoesNotTakeForAGetter() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public class Book {
                    private ObjectId id;
                    private String title;
                    private String code;
                    private String note;
                    public ObjectId getId() { return id; }
                    @BsonProperty("t") String getTitle() { return title; } // expect: WARNING UnreadAnnotation
                    @BsonIgnore public String code() { return code; }
                    @BsonIgnore public String getNote() { return note; }
                    @BsonIgnore public static String getDefault() { return ""; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(
                message.startsWith("[UnreadAnnotation] @BsonProperty on getTitle() is never read: the driver's POJO "
                        + "codec reads its annotations on fields, on getters and setters"),
                message);
        // 'title' is private and getTitle() not public: the codec writes no 'title' at all
        // (PropertyMetadata.isSerializable)
        assertTrue(
                message.contains("getTitle() is none of them, so it stores nothing; make getTitle() public and not "
                        + "static, or delete @BsonProperty"),
                message);
    }

    /** A finding about a name given on a getter points at the getter, also one that names another property. */
    @Test
    void positive_unaddressableFieldName_nameGivenOnTheGetterOfAnotherProperty() {
        ProcessorTester.forRules("UnaddressableFieldName")
                .source("p.Link", IMPORTS + """
                @Document
                public class Link {
                    private ObjectId id;
                    private String url;
                    private String title;
                    public ObjectId getId() { return id; }
                    @BsonProperty("$u") public String getURL() { return url; } // expect: WARNING UnaddressableFieldName
                    @BsonProperty("$t") public String getTitle() { return title; } // expect: WARNING UnaddressableFieldName
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_invalidAnnotation_idThatIsIgnored() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    @BsonId @BsonIgnore String key; // expect: ERROR InvalidAnnotation
                    String title;
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        assertTrue(message.contains("'key' is the id (@BsonId) and is not stored (@BsonIgnore)"), message);
    }

    @Test
    void positive_unreadAnnotation_creatorReadsAnotherName() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public final class Book {
                    private final ObjectId id;
                    private final String title;
                    @BsonCreator
                    public Book(@BsonId ObjectId id,
                            @BsonProperty("t") String title) { // expect: WARNING UnreadAnnotation
                        this.id = id;
                        this.title = title;
                    }
                    public ObjectId getId() { return id; }
                    public String getTitle() { return title; }
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnreadAnnotation");
        assertTrue(
                message.contains("@BsonCreator parameter 'title' is read from 't', but 'title' is written as 'title'"),
                message);
    }

    @Test
    void negative_invalidAnnotation_creatorReadsTheStoredNames() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public final class Book {
                    private final ObjectId id;
                    @BsonProperty("t") private final String title;
                    @BsonCreator
                    public Book(@BsonId ObjectId id, @BsonProperty("t") String title) {
                        this.id = id;
                        this.title = title;
                    }
                    public ObjectId getId() { return id; }
                    public String getTitle() { return title; }
                }
                """)
                .expectClean();
    }

    @Test
    void positive_invalidAnnotation_representationOnAnInt() {
        String message = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                class Book {
                    ObjectId id;
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) int pages; // expect: ERROR InvalidAnnotation
                }
                """)
                .expectMarkedDiagnostics()
                .message("InvalidAnnotation");
        // what the codec refuses and why, both: the why was once dropped by a template with one placeholder
        assertTrue(
                message.startsWith("[InvalidAnnotation] the driver's codec refuses @BsonRepresentation on 'pages' of "
                        + "type int: only the String codec takes a representation (STRING or OBJECT_ID), any other codec fails "
                        + "when the driver builds it; fix the annotation so that the codec can be built"),
                message);
    }

    /**
     * Issue 27, item 7: the driver writes a getter whose property has no field (PojoBuilderHelper,
     * PropertyMetadata.isSerializable), so a List there is an unbounded array as a field's is, reported at the
     * getter; a bound on its return type's use counts, and a getter the driver does not write is not stored.
     */
    @Test
    void positive_unboundedArray_listGetterWithoutField() {
        String message = ProcessorTester.forRules("UnboundedArray")
                .source("p.Trip", IMPORTS + """
                @Document
                public class Trip {
                    private ObjectId id;
                    public ObjectId getId() { return id; }
                    public List<String> getTags() { return List.of(); } // expect: WARNING UnboundedArray
                    public @dev.schemaguard.annotations.Bounded(max = 20) List<String> getStops() { return List.of(); }
                    @BsonIgnore public List<String> getCache() { return List.of(); }
                    public static List<String> getDefaults() { return List.of(); }
                    protected List<String> getDrafts() { return List.of(); }
                }
                """)
                .expectMarkedDiagnostics()
                .message("UnboundedArray");
        assertTrue(
                message.startsWith("[UnboundedArray] 'tags' in 'Trip' is an embedded collection without @Bounded"),
                message);
    }

    /**
     * An index on a getter-only property goes through its path, its Java name being the property's (the key
     * 'name' is stored 'label'): known to the index rules, and multikey on a List.
     */
    @Test
    void positive_indexOnUnboundedArray_throughAGetterWithoutField() {
        ProcessorTester.forRules("IndexOnUnboundedArray", "IndexFieldUnknown")
                .source("p.Trip", IMPORTS + """
                @Document
                @dev.schemaguard.annotations.IndexHint(keys = {"numberOfClients", "name"})
                @dev.schemaguard.annotations.IndexHint(keys = "tags") // expect: WARNING IndexOnUnboundedArray
                public class Trip {
                    private ObjectId id;
                    public ObjectId getId() { return id; }
                    public int getNumberOfClients() { return 0; }
                    @BsonProperty("label") public String getName() { return ""; }
                    public List<String> getTags() { return List.of(); }
                }
                """)
                .expectMarkedDiagnostics();
    }

    /**
     * A setter whose property has no getter and no public field: the driver's codec fails on every encode
     * (DriverPojoDifferentialTest observes it), reported once at the setter, also one inherited by two documents.
     */
    @Test
    void positive_invalidAnnotation_setterWithoutGetter() {
        java.util.List<String> messages = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Base", IMPORTS + """
                public abstract class Base {
                    public void setRating(int rating) { } // expect: ERROR InvalidAnnotation
                }
                """)
                .source("p.Book", IMPORTS + """
                @Document
                public class Book extends Base {
                    public ObjectId id;
                    private String title;
                    public String getTitle() { return title; }
                    public void setTitle(String title) { this.title = title; }
                    public void setNote(String note) { } // expect: ERROR InvalidAnnotation
                }
                """)
                .source("p.Film", IMPORTS + """
                @Document
                public class Film extends Base {
                    public ObjectId id;
                    public String name;
                    public void setName(String name) { this.name = name; }
                }
                """)
                .expectMarkedDiagnostics()
                .messages("InvalidAnnotation");
        assertTrue(
                messages.stream()
                        .anyMatch(
                                m -> m.startsWith(
                                        "[InvalidAnnotation] the driver's codec fails on every "
                                                + "encode of 'Book': setNote() makes 'note' a property, which has no getter and no public field to read")),
                messages::toString);
    }

    /**
     * Issue 27, item 7: annotations on a field the driver's codec never writes (not public, no public getter) change
     * nothing: schemaguard's and the driver's naming ones are UnreadAnnotation at the annotation, {@code @BsonIgnore}
     * there nothing; with the getter the message proposes, the field is stored and the warnings are gone.
     */
    @Test
    void positive_unreadAnnotation_annotationsOnAFieldTheDriverNeverWrites() {
        ProcessorTester.Result result = ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public class Book {
                    public ObjectId id;
                    @dev.schemaguard.annotations.Bounded(max = 5) private List<String> tags; // expect: WARNING UnreadAnnotation
                    @dev.schemaguard.annotations.IndexHint(unique = true) String isbn; // expect: WARNING UnreadAnnotation
                    @BsonProperty("t") protected String title; // expect: WARNING UnreadAnnotation
                    @BsonIgnore private String cache;
                    private boolean done;
                }
                """)
                .expectMarkedDiagnostics();
        String message = result.messages("UnreadAnnotation").get(0);
        assertEquals(
                "[UnreadAnnotation] @Bounded on field 'tags' changes nothing: the driver's POJO codec writes public "
                        + "fields, fields with a public getter, and getters (PropertyMetadata.isSerializable), and 'tags' is private "
                        + "without a getter, so it is never written nor stored; add a public getter getTags() to store it, or "
                        + "delete @Bounded (see docs/rules/UnreadAnnotation.md)",
                message);
        assertTrue(result.messages("UnreadAnnotation").get(1).contains("'isbn' is package-private without a getter"));
    }

    /** The fix the message proposes: a public getter makes the driver write the field, and the annotations count. */
    @Test
    void negative_unreadAnnotation_theGetterTheMessageProposes() {
        ProcessorTester.forRules("UnreadAnnotation", "InvalidAnnotation")
                .source("p.Book", IMPORTS + """
                @Document
                public class Book {
                    public ObjectId id;
                    @dev.schemaguard.annotations.Bounded(max = 5) private List<String> tags;
                    @dev.schemaguard.annotations.IndexHint(unique = true) String isbn;
                    @BsonProperty("t") protected String title;
                    public List<String> getTags() { return tags; }
                    public String getIsbn() { return isbn; }
                    public String getTitle() { return title; }
                }
                """)
                .expectClean();
    }

    /** Spring Data MongoDB ignores the driver's annotations: on its documents they change nothing. */
    @Test
    void negative_invalidAnnotation_driverAnnotationsOnSpringDataDocument() {
        ProcessorTester.forRules("InvalidAnnotation", "RandomId")
                .source("p.Book", IMPORTS + """
                @org.springframework.data.mongodb.core.mapping.Document
                class Book {
                    String id;
                    @org.springframework.data.mongodb.core.mapping.Field("t") @BsonProperty("title") String title;
                    @BsonRepresentation(org.bson.BsonType.OBJECT_ID) int pages;
                }
                """)
                .expectClean();
    }
}
