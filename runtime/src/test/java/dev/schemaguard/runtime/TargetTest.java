package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.client.model.CreateCollectionOptions;
import com.mongodb.client.model.IndexModel;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.Test;

class TargetTest {

    private static final IndexModel SKU = new IndexModel(new Document("sku", 1), new IndexOptions().name("sku_1"));

    @Test
    void aTargetKeepsWhatItWasGivenAndACopyOfItsIndexes() {
        CreateCollectionOptions options = new CreateCollectionOptions();
        List<IndexModel> indexes = new ArrayList<>(List.of(SKU));
        Target target = new Target("shop", "books", options, indexes);
        indexes.clear();
        assertEquals("shop", target.database());
        assertEquals("books", target.collection());
        assertSame(options, target.options());
        assertEquals(List.of(SKU), target.indexes(), "a copy: clearing the given list changes nothing");
        assertThrows(UnsupportedOperationException.class, () -> target.indexes().add(SKU));
        assertEquals("shop.books (1 indexes)", target.toString());
    }

    @Test
    void theDatabaseIsOptional() {
        Target target = new Target(null, "books", new CreateCollectionOptions(), List.of());
        assertNull(target.database());
        assertEquals("books (0 indexes)", target.toString());
    }

    @Test
    void aCollectionOptionsAndIndexesAreRequired() {
        String message = "a target needs a collection, options and indexes (may be empty)";
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> new Target("shop", null, new CreateCollectionOptions(), List.of())).getMessage());
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> new Target("shop", "books", null, List.of())).getMessage());
        assertEquals(message, assertThrows(IllegalArgumentException.class,
                () -> new Target("shop", "books", new CreateCollectionOptions(), null)).getMessage());
    }

    /** The bootstrap finds an existing index by its name; without one the run used to fail halfway with "Value can not be null". */
    @Test
    void everyIndexNeedsAName() {
        IndexModel unnamed = new IndexModel(new Document("title", 1).append("year", -1));
        assertEquals("collection 'books': the index on {\"title\": 1, \"year\": -1} has no name; the bootstrap finds existing "
                + "indexes by name", assertThrows(IllegalArgumentException.class,
                        () -> new Target("shop", "books", new CreateCollectionOptions(), List.of(SKU, unnamed))).getMessage());
        assertEquals("collection 'books': an index is null", assertThrows(IllegalArgumentException.class,
                () -> new Target("shop", "books", new CreateCollectionOptions(), Arrays.asList(SKU, null))).getMessage());
    }
}
