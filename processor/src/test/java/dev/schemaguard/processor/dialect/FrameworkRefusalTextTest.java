package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.testing.ProcessorTester;
import org.junit.jupiter.api.Test;

/**
 * The whole text of the Spring Data MongoDB and Morphia refusals that no other test reads: each
 * became a template of its own in Message's catalogue, and the text the user sees was to stay the
 * same to the character. A parser's own words (the BSON JSON reader's) are left out, as they are
 * the driver's to change.
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

    private static final String SDM_FIX = "; fix the annotation so that the application can start "
            + "(see docs/rules/InvalidAnnotation.md)";

    private static final String MORPHIA_FIX = "; fix the annotation so that Morphia can map the entity and create its "
            + "indexes (see docs/rules/InvalidAnnotation.md)";

    private static String message(String name, String source) {
        return ProcessorTester.forRules("InvalidAnnotation").source(name, source).expectMarkedDiagnostics()
                .message("InvalidAnnotation");
    }

    @Test
    void positive_springData_wildcardProjectionThatIsNoJson() {
        String message = message("p.Product", SDM + """
                @Document
                @WildcardIndexed(wildcardProjection = "{not json") // expect: ERROR InvalidAnnotation
                class Product { @Id String id; }
                """);
        assertTrue(message.startsWith("[InvalidAnnotation] Spring Data MongoDB refuses this: wildcardProjection "
                + "\"{not json\" is not a JSON document: ") && message.endsWith(SDM_FIX), message);
    }

    @Test
    void positive_springData_compoundIndexDefThatIsNoJson() {
        String message = message("p.Book", SDM + """
                @Document
                @CompoundIndex(def = "{'title': ") // expect: ERROR InvalidAnnotation
                class Book { @Id String id; String title; }
                """);
        assertTrue(message.startsWith("[InvalidAnnotation] Spring Data MongoDB refuses this: @CompoundIndex(def = "
                + "\"{'title': \") is not a JSON document of keys: ") && message.endsWith(SDM_FIX), message);
    }

    @Test
    void positive_springData_collationDocumentWithoutLocale() {
        String message = message("p.Book", SDM + """
                @Document(collation = "{'strength': 2}") // expect: ERROR InvalidAnnotation
                class Book { @Id String id; }
                """);
        assertEquals("[InvalidAnnotation] Spring Data MongoDB refuses this: collation '{'strength': 2}' is neither a "
                + "locale nor a collation document: a collation document needs a 'locale'" + SDM_FIX, message);
    }

    @Test
    void positive_morphia_weightOnAscendingKey() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = @Field(value = "title", weight = 2))) // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; String title; }
                """);
        assertEquals("[InvalidAnnotation] Morphia refuses this: @Field(\"title\") gives a weight to a key of type ASC: weights "
                + "only apply to text keys" + MORPHIA_FIX, message);
    }

    @Test
    void positive_morphia_indexWithoutFields() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = {})) // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; }
                """);
        assertEquals("[InvalidAnnotation] Morphia refuses this: @Index on 'Book' has no fields: an index needs keys"
                + MORPHIA_FIX, message);
    }

    @Test
    void positive_morphia_defaultLocale() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                @Indexes(@Index(fields = @Field("title"),
                        options = @IndexOptions(collation = @Collation(locale = Collation.DEFAULT_LOCALE)))) // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; String title; }
                """);
        assertEquals("[InvalidAnnotation] Morphia refuses this: @Collation(locale = Collation.DEFAULT_LOCALE) takes the "
                + "locale of the JVM that creates the index, so the index differs from one machine to the next; name "
                + "the locale" + MORPHIA_FIX, message);
    }

    @Test
    void positive_morphia_entityAndEmbedded() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books") @Embedded // expect: ERROR InvalidAnnotation
                class Book { @Id ObjectId id; }
                """);
        assertEquals("[InvalidAnnotation] Morphia refuses this: 'Book' carries both @Entity and @Embedded "
                + "(EntityAndEmbed); keep @Entity" + MORPHIA_FIX, message);
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
        assertEquals("[InvalidAnnotation] Morphia refuses this: 'Book' has two @Version fields, 'version' and "
                + "'revision' (MultipleVersions); keep one" + MORPHIA_FIX, message);
    }

    @Test
    void positive_morphia_idMixedWithProperty() {
        String message = message("p.Book", MORPHIA + """
                @Entity("books")
                class Book { @Id @Property("key") ObjectId id; } // expect: ERROR InvalidAnnotation
                """);
        assertEquals("[InvalidAnnotation] Morphia refuses this: @Id on 'id' is mixed with @Property (IdDoesNotMix); "
                + "the id is stored as _id, as it is" + MORPHIA_FIX, message);
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
        assertEquals("[InvalidAnnotation] Morphia refuses this: 'writer' has both @Reference and @Property "
                + "(ContradictingAnnotations); name the stored field with @Reference(\"...\")" + MORPHIA_FIX, message);
    }
}
