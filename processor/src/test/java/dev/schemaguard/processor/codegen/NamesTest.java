package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NamesTest {

    private static DocumentModel in(String packageName, String name) {
        String qualified = packageName.isEmpty() ? name : packageName + "." + name;
        TypeModel root = new TypeModel(
                qualified, qualified, TypeModel.Kind.CLASS, List.of(), false, true, List.of(), Origin.NONE);
        return DocumentModel.builder()
                .packageName(packageName)
                .root(root)
                .collection("c")
                .origin(Origin.NONE)
                .build();
    }

    @Test
    void bootstrapPackageIsTheLongestCommonPackage() {
        assertEquals(
                "shop",
                BootstrapGenerator.commonPackage(List.of(in("shop.catalog", "Book"), in("shop.orders", "Order"))));
        assertEquals(
                "shop.catalog",
                BootstrapGenerator.commonPackage(List.of(in("shop.catalog", "Book"), in("shop.catalog", "Author"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shop", "Book"), in("misc", "Note"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shop", "Book"), in("", "Note"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shopping", "Cart"), in("shop", "Book"))));
        assertEquals(
                "a.b", BootstrapGenerator.commonPackage(List.of(in("a.b.c", "X"), in("a.b", "Y"), in("a.b.d.e", "Z"))));
    }

    @Test
    void schemaClassNames() {
        assertEquals("BookSchema", SchemaClassGenerator.schemaClassName(in("shop", "Book")));
        assertEquals("Outer_InnerSchema", SchemaClassGenerator.schemaClassName(in("shop", "Outer.Inner")));
    }

    /** Issue 11, item 22: an underscore already separates words, and acronyms end before a capitalised word. */
    @Test
    void constantNamesAreUpperSnakeCaseOfTheJavaPath() {
        assertEquals("FOO_BAR", StoredPaths.constantName("FOO_BAR"));
        assertEquals("FOO_BAR", StoredPaths.constantName("fooBar"));
        assertEquals("FOO_BAR", StoredPaths.constantName("foo_bar"));
        assertEquals("FOO_BAR", StoredPaths.constantName("FooBar"));
        assertEquals("EMAIL_COLLATION", StoredPaths.constantName("EMAIL_COLLATION"));
        assertEquals("FOO_BAR_BAZ_QUX", StoredPaths.constantName("FOO_BAR.bazQux"));
        assertEquals("URL_PATH", StoredPaths.constantName("URLPath"));
        assertEquals("PARSE_XML", StoredPaths.constantName("parseXML"));
        assertEquals("A1_B", StoredPaths.constantName("a1B"));
        assertEquals("TITLE_", StoredPaths.constantName("title_"));
        assertEquals("_X", StoredPaths.constantName("_x"));
        assertEquals("_X", StoredPaths.constantName("$x"));
        assertEquals("FIELD_", StoredPaths.constantName("$"));
    }

    @Test
    void pathsThatMapToOneConstantNameAreNumberedInOrder() {
        Map<String, String> paths = new LinkedHashMap<>();
        paths.put("FOO_BAR", "FOO_BAR");
        paths.put("fooBar", "fooBar");
        paths.put("foo_bar", "foo_bar");
        paths.put("foo_bar_2", "foo_bar_2");
        paths.put("DATABASE", "DATABASE");
        paths.put("collation", "collation");
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("FOO_BAR", "FOO_BAR");
        expected.put("fooBar", "FOO_BAR_2");
        expected.put("foo_bar", "FOO_BAR_3");
        expected.put("foo_bar_2", "FOO_BAR_2_2");
        expected.put("DATABASE", "DATABASE_2");
        expected.put("collation", "COLLATION_2");
        assertEquals(expected, StoredPaths.constantNames(paths, Set.of("DATABASE", "COLLECTION", "COLLATION")));
    }

    /**
     * Issue 11, item 22, in a compiled schema class: {@code FOO_BAR} keeps its name, and a field named
     * like the collation constant of a {@code @CaseInsensitive} field yields to it.
     */
    @Test
    void generatedConstantsKeepUpperSnakeCaseNamesAndYieldToCollations() throws Exception {
        Class<?> schema = GeneratedSources.compile(List.of(), "p.Account", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "accounts")
                public class Account {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) String FOO_BAR;
                    @Bounded(max = 20) String topLevel;
                    @CaseInsensitive @IndexHint(collation = @Collation(locale = "en", strength = 2))
                    @Bounded(max = 80) String email;
                    @Bounded(max = 20) String EMAIL_COLLATION;
                    @Bounded(max = 20) String COLLECTION;
                }
                """)
                .classLoader()
                .loadClass("p.AccountSchema");
        assertEquals("FOO_BAR", schema.getField("FOO_BAR").get(null));
        assertEquals("topLevel", schema.getField("TOP_LEVEL").get(null));
        assertEquals("email", schema.getField("EMAIL").get(null));
        assertEquals(
                "com.mongodb.client.model.Collation",
                schema.getField("EMAIL_COLLATION").getType().getName());
        assertEquals("EMAIL_COLLATION", schema.getField("EMAIL_COLLATION_2").get(null));
        assertEquals("accounts", schema.getField("COLLECTION").get(null));
        assertEquals("COLLECTION", schema.getField("COLLECTION_2").get(null));
        for (java.lang.reflect.Field field : schema.getFields()) {
            assertFalse(field.getName().contains("__"), field.getName());
        }
    }

    @Test
    void constantNames() {
        assertEquals("TOP_REVIEWS_RATING", StoredPaths.constantName("topReviews.rating"));
        assertEquals("ID", StoredPaths.constantName("id"));
        assertEquals("ISBN13", StoredPaths.constantName("isbn13"));
        assertEquals("URL_PATH", StoredPaths.constantName("urlPath"));
        Map<String, String> paths = new LinkedHashMap<>();
        paths.put("collection", "collection");
        paths.put("a_b", "a_b");
        paths.put("aB", "aB");
        assertEquals(
                Map.of("collection", "COLLECTION_2", "a_b", "A_B", "aB", "A_B_2"),
                StoredPaths.constantNames(paths, Set.of("DATABASE", "COLLECTION", "COLLATION")));
    }
}
