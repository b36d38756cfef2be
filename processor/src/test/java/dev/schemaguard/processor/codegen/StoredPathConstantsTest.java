package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import java.util.Map;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The stored-path constants of a schema class are written as text, not rendered by JavaPoet (most
 * of the class, and most of the time rendering it): the text must be what JavaPoet would have
 * rendered, character for character, whatever the path holds.
 */
class StoredPathConstantsTest {

    static Stream<Arguments> paths() {
        return Stream.of(
                Arguments.of("title", "title"),
                Arguments.of("id", "_id"),
                Arguments.of("topReviews.rating", "top_reviews.r"),
                Arguments.of("quoted", "say \"hi\""),
                Arguments.of("backslash", "a\\b"),
                Arguments.of("dollar", "$price"),
                Arguments.of("unicode", "prénom.名前"),
                Arguments.of("control", "a\u0001b\tc\rd\fe\bf"),
                Arguments.of("comment", "*/ @see {@code x}"),
                Arguments.of(
                        "wayTooLongForOneLineOfAHundredColumnsWhichJavaPoetMightWrapAtSomePoint",
                        "aVeryLongStoredPathThatGoesOnAndOn.".repeat(6) + "end"));
    }

    @ParameterizedTest
    @MethodSource("paths")
    void positive_constantAsText_isWhatJavaPoetRenders(String javaPath, String storedPath) {
        String name = StoredPaths.constantName(javaPath);
        String byJavaPoet = fieldsOf(JavaFile.builder(
                        "p",
                        TypeSpec.classBuilder("C")
                                .addField(FieldSpec.builder(
                                                String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                                        .addJavadoc("The stored path of $L.\n", JavadocText.code(javaPath))
                                        .initializer(CodeBlock.of("$S", storedPath))
                                        .build())
                                .build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build()
                .toString());

        StringBuilder asText = new StringBuilder();
        StoredPaths.appendConstant(asText, "    ", "public static final String ", name, javaPath, storedPath);

        assertEquals(byJavaPoet, asText.toString());
    }

    @ParameterizedTest
    @MethodSource("paths")
    void negative_aPathWithALineBreak_isLeftToJavaPoet(String javaPath, String storedPath) {
        assertTrue(StoredPaths.writableAsText(Map.of(javaPath, storedPath)));
        // JavaPoet writes a literal with a line break as a concatenation over lines: left to JavaPoet
        assertFalse(StoredPaths.writableAsText(Map.of(javaPath, storedPath + "\nnext")));
    }

    /**
     * Issue 27, item 8: an embedded abstract class stands for its subclasses (docs/guide/annotations.md), and the schema
     * class has constants for their fields as for its own: {@code ITEMS_SKU} for the {@code sku} of a
     * subclass of the abstract {@code Item} of {@code List<Item> items}, used by a class compiled with the
     * model. Two subclasses that store one path with different types give it one constant.
     */
    @Test
    void positive_fieldsOfSubclassesOfAnEmbeddedAbstractType_haveConstants() throws Exception {
        GeneratedSources compiled = GeneratedSources.compile(java.util.List.of(), "p.Order", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    import java.util.List;
                    @Document(collection = "orders", database = "p")
                    public class Order {
                        org.bson.types.ObjectId id;
                        @Bounded(max = 50) List<Item> items;
                        Item gift;
                        public abstract static class Item { int quantity; }
                        public static class Product extends Item { @Bounded(max = 20) String sku; @Field("w") double weight; }
                        public static class Service extends Item { int sku; long hours; Product bundled; }
                    }
                    """, "p.Queries", """
                    package p;
                    public class Queries {
                        public static final java.util.List<String> PATHS = java.util.List.of(OrderSchema.ITEMS_QUANTITY,
                                OrderSchema.ITEMS_SKU, OrderSchema.ITEMS_WEIGHT, OrderSchema.ITEMS_HOURS,
                                OrderSchema.ITEMS_BUNDLED_SKU, OrderSchema.GIFT_SKU, OrderSchema.GIFT_WEIGHT);
                    }
                    """);
        assertEquals(
                java.util.List.of(
                        "items.quantity",
                        "items.sku",
                        "items.w",
                        "items.hours",
                        "items.bundled.sku",
                        "gift.sku",
                        "gift.w"),
                compiled.classLoader().loadClass("p.Queries").getField("PATHS").get(null));
        String schema = compiled.sources().get("p/OrderSchema.java");
        assertFalse(schema.contains("ITEMS_SKU_2"), schema);
        assertEquals(1, schema.split("String ITEMS_SKU =", -1).length - 1, schema);
    }

    /**
     * A document without stored fields has no constants to write (no stand-in, no blank line left
     * where it stood), and one whose stored name holds a line break gets JavaPoet's concatenation:
     * both schema classes are laid out as JavaPoet lays out a class, and compile.
     */
    @Test
    void negative_noStoredPathOrALineBreak_schemaClassIsJavaPoetsOwn() {
        GeneratedSources compiled = GeneratedSources.compile(java.util.List.of(), "p.Marker", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "markers", database = "p")
                    public class Marker { }
                    """, "p.Odd", """
                    package p;
                    import dev.schemaguard.annotations.*;
                    @Document(collection = "odds", database = "p")
                    @SuppressWarnings("schemaguard")
                    public class Odd { org.bson.types.ObjectId id; @Field("two\\nlines") int twoLines; }
                    """);
        String marker = compiled.sources().get("p/MarkerSchema.java");
        String odd = compiled.sources().get("p/OddSchema.java");
        for (String schema : new String[] {marker, odd}) {
            assertFalse(schema.contains("storedPaths"), schema);
            assertFalse(schema.contains("\n\n\n"), schema);
        }
        assertTrue(odd.contains("public static final String TWO_LINES = \"two\\n\"\n"), odd);
    }

    /** The members of a rendered class: between its opening line and its closing brace. */
    private static String fieldsOf(String rendered) {
        int open = rendered.indexOf("class C {\n") + "class C {\n".length();
        return rendered.substring(open, rendered.lastIndexOf("}\n"));
    }
}
