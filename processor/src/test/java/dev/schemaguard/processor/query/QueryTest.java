package dev.schemaguard.processor.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.TypeModel;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class QueryTest {

    private static final DocumentModel BOOK = DocumentModel.builder()
            .packageName("p")
            .root(new TypeModel(
                    "p.Book", "p.Book", TypeModel.Kind.CLASS, List.of(), false, true, List.of(), Origin.NONE))
            .collection("book")
            .origin(Origin.NONE)
            .build();

    @Test
    void aNewQueryIsAFindOfEveryDocumentUnderTheCollectionDefault() {
        Query query = Query.builder(BOOK, Origin.NONE).build();

        assertEquals(Query.Operation.FIND, query.operation());
        assertEquals(new Filter.And(List.of()), query.filter());
        assertEquals(new Sort.Static(List.of()), query.sort());
        assertEquals(new Limit.None(), query.limit());
        assertEquals(new Projection.WholeDocument(), query.projection());
        assertEquals(new QueryCollation.CollectionDefault(), query.collation());
        assertEquals(new Hint.None(), query.hint());
    }

    @Test
    void toBuilderKeepsEveryComponent() {
        Query query = Query.builder(BOOK, Origin.NONE)
                .operation(Query.Operation.COUNT)
                .filter(new Filter.Predicate("_id", new Condition.Equality()))
                .sort(new Sort.Dynamic(List.of(new Sort.SortKey("title", Sort.Direction.DESCENDING))))
                .limit(new Limit.Fixed(3))
                .hint(new Hint.Index("title_1"))
                .build();

        assertEquals(query, query.toBuilder().build());
        assertEquals(
                new Limit.AtRunTime(),
                query.toBuilder().limit(new Limit.AtRunTime()).build().limit());
    }

    @Test
    void aLimitIsAtLeastOne() {
        assertThrows(IllegalArgumentException.class, () -> new Limit.Fixed(0));
    }

    @Test
    void unknownRegexOptionsMayIgnoreCase() {
        assertTrue(new RegexShape(RegexShape.Anchoring.START, Optional.empty(), Optional.empty()).ignoresCase());
        assertTrue(RegexShape.of(RegexShape.Anchoring.WHOLE_VALUE, "i").ignoresCase());
        assertFalse(RegexShape.of(RegexShape.Anchoring.START, "").ignoresCase());
        assertTrue(RegexShape.Anchoring.WHOLE_VALUE.startsAnchored());
        assertFalse(RegexShape.Anchoring.END.startsAnchored());
    }
}
