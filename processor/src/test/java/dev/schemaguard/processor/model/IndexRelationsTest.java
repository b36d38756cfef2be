package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index equivalence and prefix logic on its own, with indexes built by hand. */
class IndexRelationsTest {

    private static final CollationSpec EN_2 = new CollationSpec("en", 2, false, false);
    private final IndexRelations plain = new IndexRelations(null);

    /** {@code index("a", "b:-1")}, a class-level index whose options the builder sets. */
    private static IndexSpec.Builder index(String... keys) {
        List<IndexKey> parsed = new ArrayList<>();
        for (String k : keys) {
            String[] parts = k.split(":");
            String suffix = parts.length > 1 ? parts[1] : "1";
            parsed.add(new IndexKey(
                    parts[0], parts[0], IndexKeyType.fromSuffix(suffix).orElseThrow(), suffix, Origin.NONE));
        }
        return IndexSpec.builder()
                .keys(parsed)
                .source(IndexSource.CLASS)
                .declaringType("p.Book")
                .origin(Origin.NONE);
    }

    private boolean redundant(IndexSpec.Builder shorter, IndexSpec.Builder longer) {
        return plain.isRedundantPrefix(shorter.build(), longer.build());
    }

    @Test
    void seedsExample() {
        IndexSpec.Builder abc = index("a", "b", "c");
        assertTrue(redundant(index("a"), abc));
        assertTrue(redundant(index("a", "b"), abc));
        assertFalse(redundant(index("b"), abc), "not a prefix");
        assertFalse(redundant(index("a", "c"), abc), "not a prefix: order matters");
        assertFalse(redundant(abc, abc), "not strict");
        assertFalse(redundant(abc, index("a")), "longer is not a prefix of shorter");
    }

    @Test
    void directions() {
        assertTrue(redundant(index("a:-1"), index("a", "b")), "single key: any direction");
        assertTrue(redundant(index("a", "b:-1"), index("a", "b:-1", "c")), "equal directions");
        assertTrue(redundant(index("a:-1", "b"), index("a", "b:-1", "c")), "all reversed");
        assertFalse(redundant(index("a", "b"), index("a", "b:-1", "c")), "mixed");
    }

    @Test
    void optionsThatKeepTheShorterIndexUseful() {
        IndexSpec.Builder longer = index("a", "b");
        assertFalse(redundant(index("a").unique(true), longer));
        assertFalse(redundant(index("a"), index("a", "b").unique(true)));
        assertFalse(redundant(index("a").sparse(true), longer));
        assertFalse(redundant(index("a"), index("a", "b").sparse(true)));
        assertFalse(redundant(index("a").expireAfterSeconds(60), longer));
        assertTrue(
                redundant(index("a"), index("a", "b").expireAfterSeconds(60)), "TTL on the longer one does not matter");
        assertFalse(redundant(index("a").hidden(true), longer));
        assertFalse(redundant(index("a"), index("a", "b").hidden(true)), "a hidden index serves no query");
        assertFalse(redundant(index("a").partialFilter("{x: 1}"), longer));
        assertFalse(
                redundant(index("a").partialFilter("{x: 1}"), index("a", "b").partialFilter("{x: 2}")));
        assertTrue(
                redundant(index("a").partialFilter("{x: 1}"), index("a", "b").partialFilter("{\"x\": 1}")),
                "same filter, two spellings");
        assertFalse(redundant(index("a").collation(EN_2), longer));
    }

    @Test
    void specialKeys() {
        assertFalse(redundant(index("a:text"), index("a:text", "b")));
        assertFalse(redundant(index("a:hashed"), index("a:hashed", "b")));
        assertFalse(redundant(index("loc:2dsphere"), index("loc:2dsphere", "b")));
        assertFalse(redundant(index("loc:2d"), index("loc:2d", "b")));
        assertFalse(redundant(index("a"), index("a", "b:text")), "a text index cannot serve plain queries");
    }

    @Test
    void collectionDefaultCollationIsInherited() {
        IndexRelations withDefault = new IndexRelations(EN_2);
        assertTrue(
                withDefault.isRedundantPrefix(
                        index("a").collation(EN_2).build(), index("a", "b").build()),
                "both end up with en/2");
        assertTrue(withDefault.sameSignature(
                index("a").build(), index("a").collation(EN_2).build(), true));
        assertFalse(plain.sameSignature(
                index("a").build(), index("a").collation(EN_2).build(), true));
        assertEquals(EN_2, withDefault.effectiveCollation(index("a").build()));
    }

    @Test
    void sameSignature() {
        // index_signature.js: the key pattern, collation and normalized filter, and from 5.0 unique and sparse
        assertFalse(plain.sameSignature(index("a").build(), index("a:-1").build(), true), "another key pattern");
        assertTrue(IndexRelations.singleFieldOtherDirection(
                index("a").build(), index("a:-1").build()));
        assertTrue(
                plain.sameSignature(
                        index("a", "b").build(), index("a", "b").unique(true).build(), false),
                "before 5.0");
        assertFalse(
                plain.sameSignature(
                        index("a", "b").build(), index("a", "b").unique(true).build(), true),
                "from 5.0");
        assertFalse(
                plain.sameSignature(index("a", "b").build(), index("a", "b:-1").build(), true));
        assertFalse(plain.sameSignature(index("a", "b").build(), index("b", "a").build(), true));
        assertFalse(plain.sameSignature(index("a").build(), index("a:hashed").build(), true));
        assertFalse(plain.sameSignature(
                index("a").partialFilter("{x: 1}").build(), index("a").build(), true));
        assertTrue(plain.sameSignature(
                index("a").partialFilter("{x: 1}").build(),
                index("a").partialFilter("{'x': 1}").build(),
                true));
        assertTrue(
                plain.sameSignature(
                        index("a").partialFilter("{x: 1, y: {$gt: 2}}").build(),
                        index("a")
                                .partialFilter("{$and: [{y: {$gt: 2.0}}, {$and: [{x: {$eq: 1}}]}]}")
                                .build(),
                        true),
                "reordered, nested $and, $eq and numeric spelling");
        assertTrue(
                plain.sameSignature(
                        index("a").partialFilter("{y: {$gt: 2, $lt: 9}}").build(),
                        index("a")
                                .partialFilter("{$and: [{y: {$lt: 9}}, {y: {$gt: 2}}]}")
                                .build(),
                        true),
                "one field, two operators");
        assertTrue(
                plain.sameSignature(
                        index("a").partialFilter("{$or: [{x: 1}, {y: 2}]}").build(),
                        index("a").partialFilter("{$or: [{y: 2}, {x: 1}]}").build(),
                        true),
                "$or clauses in any order");
        assertFalse(
                plain.sameSignature(
                        index("a").partialFilter("{$or: [{x: 1}, {y: 2}]}").build(),
                        index("a").partialFilter("{x: 1, y: 2}").build(),
                        true),
                "$or is not $and");
    }

    @Test
    void partialFilterShapesAndVersions() {
        assertEquals("$and", PartialFilter.parse("{$and: 5}").badShapes().get(0).operator());
        assertEquals("$or", PartialFilter.parse("{$or: []}").badShapes().get(0).operator());
        assertEquals(
                "$and", PartialFilter.parse("{$and: [1, 2]}").badShapes().get(0).operator());
        assertEquals(
                "$in", PartialFilter.parse("{a: {$in: 5}}").badShapes().get(0).operator());
        assertEquals(
                List.of(),
                PartialFilter.parse("{$and: [{a: 1}], b: {$in: [1]}}").badShapes());
        assertEquals(
                List.of("$in", "$or"),
                PartialFilter.parse("{$or: [{a: {$in: [1, 2]}}]}").operatorsFrom60());
        assertEquals(
                List.of(),
                PartialFilter.parse("{$and: [{a: 1}, {b: {$gt: 1}}]}").operatorsFrom60());
    }

    @Test
    void partialFilterThatIsNotOneValidDocument() {
        // issue 11, item 1: literals the reader refuses, and text after the document, were a crash or silently cut
        for (String bad : List.of(
                "{tenant: ObjectId(\"abc\")}",
                "{n: NumberLong(\"many\")}",
                "{u: UUID(\"not-a-uuid\")}",
                "{t: {$oid: \"zz\"}}",
                "{\"seq\": 1}, {\"t\": 2}",
                "{\"seq\": 1}}",
                "{a: 1} x")) {
            PartialFilter filter = PartialFilter.parse(bad);
            assertTrue(filter.parseError().isPresent(), bad);
            assertTrue(filter.document().isEmpty(), bad);
        }
        assertTrue(PartialFilter.parse("{\"seq\": 1}, {\"t\": 2}")
                .parseError()
                .get()
                .contains("followed by more text"));
        assertTrue(PartialFilter.parse("{a: 1}   ").parseError().isEmpty());
    }

    @Test
    void partialFilters() {
        for (String ok : List.of(
                "{status: 'A', qty: {$gt: 5, $lte: 9}, tag: {$in: ['x']}}",
                "{$or: [{a: {$exists: true}}, {$and: [{b: {$type: 'string'}}, {c: {$eq: 1}}]}]}",
                "{d: {$gte: {$date: '2020-01-01T00:00:00Z'}}}",
                "{address: {city: 'Paris'}}")) {
            assertTrue(PartialFilter.parse(ok).parseError().isEmpty(), ok);
        }
        assertEquals(
                List.of(),
                PartialFilter.parse("{status: 'A', qty: {$gt: 5, $lte: 9}, tag: {$in: ['x']}}")
                        .refusedOperators());
        assertEquals(
                List.of(),
                PartialFilter.parse("{$or: [{a: {$exists: true}}, {$and: [{b: {$type: 'string'}}, {c: {$eq: 1}}]}]}")
                        .refusedOperators());
        assertEquals(
                List.of(), PartialFilter.parse("{address: {city: 'Paris'}}").refusedOperators(), "document equality");
        assertEquals(List.of("$ne"), PartialFilter.parse("{a: {$ne: 1}}").refusedOperators());
        assertEquals(
                List.of("$exists: false"),
                PartialFilter.parse("{a: {$exists: false}}").refusedOperators());
        assertEquals(
                List.of("$regex", "$nor"),
                PartialFilter.parse("{$or: [{a: {$regex: 'x'}}], $nor: [{b: 1}]}")
                        .refusedOperators());
        assertEquals(
                List.of("a regular expression"),
                PartialFilter.parse("{a: /^x/i}").refusedOperators());
        assertEquals(
                List.of("a regular expression"),
                PartialFilter.parse("{a: {$in: [/^x/]}}").refusedOperators());
        assertTrue(PartialFilter.parse("{a: ").parseError().isPresent());
        assertEquals(
                "JSON reader was expecting a value but found '}'. (at character 5 of {a: })",
                PartialFilter.parse("{a: }").parseError().orElseThrow());
        assertEquals(
                "JSON reader was expecting ':' but found 'x'. (at character 9 of {status x 1})",
                PartialFilter.parse("{status x 1}").parseError().orElseThrow());
        assertTrue(PartialFilter.parse("[1, 2]").parseError().isPresent());
    }
}
