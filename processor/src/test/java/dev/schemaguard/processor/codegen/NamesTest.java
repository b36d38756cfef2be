package dev.schemaguard.processor.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class NamesTest {

    private static DocumentModel in(String packageName, String name) {
        String qualified = packageName.isEmpty() ? name : packageName + "." + name;
        TypeModel root = new TypeModel(qualified, qualified, TypeModel.Kind.CLASS, List.of(), false, true, List.of(), Origin.NONE);
        return new DocumentModel(packageName, root, List.of(), new TreeMap<>(), "c", null, DatabaseSource.UNKNOWN, null,
                List.of(), List.of(), Origin.NONE, Map.of());
    }

    @Test
    void bootstrapPackageIsTheLongestCommonPackage() {
        assertEquals("shop", BootstrapGenerator.commonPackage(List.of(in("shop.catalog", "Book"), in("shop.orders", "Order"))));
        assertEquals("shop.catalog", BootstrapGenerator.commonPackage(List.of(in("shop.catalog", "Book"), in("shop.catalog", "Author"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shop", "Book"), in("misc", "Note"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shop", "Book"), in("", "Note"))));
        assertEquals("", BootstrapGenerator.commonPackage(List.of(in("shopping", "Cart"), in("shop", "Book"))));
        assertEquals("a.b", BootstrapGenerator.commonPackage(List.of(in("a.b.c", "X"), in("a.b", "Y"), in("a.b.d.e", "Z"))));
    }

    @Test
    void schemaClassNames() {
        assertEquals("BookSchema", SchemaClassGenerator.schemaClassName(in("shop", "Book")));
        assertEquals("Outer_InnerSchema", SchemaClassGenerator.schemaClassName(in("shop", "Outer.Inner")));
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
        assertEquals(Map.of("collection", "COLLECTION_2", "a_b", "A_B", "aB", "A_B_2"),
                StoredPaths.constantNames(paths, Set.of("DATABASE", "COLLECTION", "COLLATION")));
    }
}
