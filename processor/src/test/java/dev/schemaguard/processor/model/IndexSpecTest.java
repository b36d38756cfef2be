package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The builder's defaults are MongoDB's: the readers name only the options a declaration sets. */
class IndexSpecTest {

    private static final IndexKey AUTHOR = new IndexKey("author", "author", IndexKeyType.ASCENDING, "1", Origin.NONE);

    private static IndexSpec.Builder onAuthor() {
        return IndexSpec.builder()
                .keys(List.of(AUTHOR))
                .source(IndexSource.FIELD)
                .declaringType("p.Book")
                .origin(Origin.NONE);
    }

    @Test
    void anIndexThatSetsNothingIsMongoDBsDefaultIndex() {
        IndexSpec index = onAuthor().build();
        assertNull(index.explicitName());
        assertEquals("author_1", index.name());
        assertFalse(index.unique());
        assertFalse(index.sparse());
        assertEquals(OptionalLong.empty(), index.expireAfterSeconds());
        assertFalse(index.isTtl());
        assertFalse(index.isPartial());
        assertNull(index.collation());
        assertFalse(index.hidden());
        assertEquals(Map.of(), index.memberOrigins());
        assertEquals(Map.of(), index.weights());
        assertEquals(Map.of(), index.options());
    }

    @Test
    void aTtlIsZeroSecondsOrMore() {
        assertTrue(onAuthor().expireAfterSeconds(0).build().isTtl());
        assertTrue(onAuthor().expireAfterSeconds(86_400).build().isTtl());
        IndexSpec negative = onAuthor().expireAfterSeconds(-5).build();
        assertFalse(negative.isTtl());
        assertEquals(OptionalLong.of(-5), negative.expireAfterSeconds(), "kept as written, for InvalidAnnotation");
    }

    @Test
    void toBuilderKeepsEveryComponent() {
        IndexSpec index = onAuthor()
                .explicitName("by_author")
                .unique(true)
                .sparse(true)
                .expireAfterSeconds(60)
                .partialFilter("{\"author\": {\"$exists\": true}}")
                .collation(new CollationSpec("en", 2, false, false))
                .hidden(true)
                .memberOrigins(Map.of("name", Origin.NONE))
                .weights(Map.of("author", 2.0))
                .options(Map.of("default_language", "french"))
                .build();
        assertEquals(index, index.toBuilder().build());
        IndexSpec visible = index.toBuilder().hidden(false).build();
        assertFalse(visible.hidden());
        assertEquals(index, visible.toBuilder().hidden(true).build(), "only the component set changes");
    }
}
