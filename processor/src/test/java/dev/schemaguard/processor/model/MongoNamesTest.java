package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MongoNamesTest {

    @Test
    void defaultCollectionNamesAreLowerSnakeCase() {
        assertEquals("book_review", CollectionNames.fromClassName("BookReview"));
        assertEquals("isbn_record", CollectionNames.fromClassName("ISBNRecord"));
        assertEquals("book", CollectionNames.fromClassName("Book"));
        assertEquals("book2_views", CollectionNames.fromClassName("Book2Views"));
        assertEquals("abc", CollectionNames.fromClassName("ABC"));
        assertEquals("book_url_v2", CollectionNames.fromClassName("BookUrlV2"));
    }

    @Test
    void databaseRefusals() {
        assertTrue(MongoNames.databaseNameRefusal("").isPresent());
        assertTrue(MongoNames.databaseNameRefusal("a".repeat(63)).isEmpty());
        assertTrue(MongoNames.databaseNameRefusal("a".repeat(64)).isPresent());
        assertTrue(MongoNames.databaseNameRefusal("\u00e9".repeat(32)).isPresent(), "64 bytes in 32 characters");
        for (String bad : List.of("a/b", "a\\b", "a.b", "a\"b", "a$b", "a b", "a\0b")) {
            assertTrue(MongoNames.databaseNameRefusal(bad).isPresent(), bad);
        }
        assertEquals(Optional.of("contains a space"), MongoNames.databaseNameRefusal("my shop"));
    }

    @Test
    void collectionRefusals() {
        for (String bad : List.of("", "a$b", "a\0b", "system.users", ".hidden")) {
            assertTrue(MongoNames.collectionNameRefusal(bad).isPresent(), bad);
        }
        for (String ok : List.of(
                "books",
                "Books",
                "books.archive",
                "systemic",
                "my-books",
                "x.system.y",
                "system.js",
                "system.profile",
                "system.views")) {
            assertTrue(MongoNames.collectionNameRefusal(ok).isEmpty(), ok);
        }
    }

    @Test
    void fieldRefusalsAndStyle() {
        // field_name_validation.js and field_name_empty.js: the server stores "", "a.b" and "$set" (from 5.0 on)
        assertTrue(MongoNames.fieldNameRefusal("a\0").isPresent());
        for (String stored : List.of("", "a.b", "$set", "a$")) {
            assertTrue(MongoNames.fieldNameRefusal(stored).isEmpty(), stored);
        }
        for (String unaddressable : List.of("", "a.b", "$set", ".a")) {
            assertTrue(MongoNames.fieldNameUnaddressable(unaddressable).isPresent(), unaddressable);
        }
        assertTrue(MongoNames.fieldNameUnaddressable("a$").isEmpty());
        assertTrue(MongoNames.followsFieldStyle("_id"));
        assertTrue(MongoNames.followsFieldStyle("publishedAt"));
        assertFalse(MongoNames.followsFieldStyle("first-name"));
        assertFalse(MongoNames.followsFieldStyle("1st"));
        assertFalse(MongoNames.followsFieldStyle("gr\u00f6\u00dfe"));
        assertEquals(Optional.of("firstName"), MongoNames.toFieldStyle("first-name"));
        assertEquals(Optional.of("_1st"), MongoNames.toFieldStyle("1st"));
    }

    /** Issue 11, item 21: {@code Ünïcödé} was {@code nCD}, {@code 名前} was {@code field}. */
    @Test
    void fieldStyleSuggestionsSpellLatinLettersInAsciiAndInventNothing() {
        assertEquals(Optional.of("Unicode"), MongoNames.toFieldStyle("Ünïcödé"));
        assertEquals(Optional.of("preface"), MongoNames.toFieldStyle("préface"));
        assertEquals(Optional.of("grosse"), MongoNames.toFieldStyle("größe"));
        assertEquals(Optional.of("cafeCreme"), MongoNames.toFieldStyle("café crème"));
        assertEquals(Optional.of("aeroSkola"), MongoNames.toFieldStyle("æro-skoła"));
        assertEquals(
                Optional.of("Full"), MongoNames.toFieldStyle("Ｆｕｌｌ"), "full-width letters are compatibility forms");
        assertEquals(Optional.of("prix"), MongoNames.toFieldStyle("prix €"));
        assertEquals(Optional.of("Istanbul"), MongoNames.toFieldStyle("İstanbul"));
        // no ASCII spelling: a suggestion made of what is left would mean something else
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("名前"));
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("имя"));
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("Δοκιμή"));
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("名前_id"));
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("µs"), "the micro sign is a Greek letter");
        assertEquals(Optional.empty(), MongoNames.toFieldStyle("€%"));
        for (String name : List.of("Ünïcödé", "größe", "ǅemal", "ﬁle", "ŉ", "Ø-x", "þorn")) {
            String suggestion = MongoNames.toFieldStyle(name).orElseThrow();
            assertTrue(MongoNames.followsFieldStyle(suggestion), name + " -> " + suggestion);
        }
    }

    @Test
    void nameStyle() {
        assertTrue(MongoNames.followsNameStyle("book_reviews"));
        assertFalse(MongoNames.followsNameStyle("BookReviews"));
        assertFalse(MongoNames.followsNameStyle("1books"));
        assertFalse(MongoNames.followsNameStyle("a".repeat(65)));
        assertTrue(MongoNames.followsNameStyle("a".repeat(64)));
        assertEquals("book_reviews", MongoNames.toNameStyle("BookReviews"));
        assertEquals("book_reviews", MongoNames.toNameStyle("book-reviews"));
        assertEquals("n_123abc", MongoNames.toNameStyle("123abc"));
    }

    /** SDM's and Morphia's default name of class FRAccount is fRAccount: an acronym a person writes fr_account. */
    @Test
    void nameStyleOfAnUncapitalizedAcronym() {
        assertEquals("fr_account", MongoNames.toNameStyle("fRAccount"));
        assertEquals("fr_account", MongoNames.toNameStyle("FRAccount"));
        assertEquals("ios_device", MongoNames.toNameStyle("iOSDevice"));
        assertEquals("book_review", MongoNames.toNameStyle("bookReview"));
        assertEquals("frAccount", MongoNames.toCamelCase("fRAccount"));
    }

    @Test
    void indexNameRefusals() {
        assertTrue(MongoNames.indexNameRefusal("*", false).isPresent());
        assertTrue(MongoNames.indexNameRefusal("a\0", false).isPresent());
        assertTrue(MongoNames.indexNameRefusal("_id_", false).isPresent());
        assertTrue(MongoNames.indexNameRefusal("_id_", true).isEmpty());
        assertTrue(MongoNames.indexNameRefusal("by_author", false).isEmpty());
    }

    @Test
    void closestName() {
        assertEquals(Optional.of("author"), ClosestName.among("autor", List.of("title", "author", "isbn")));
        assertEquals(Optional.of("UnboundedArray"), ClosestName.among("unboundedarray", List.of("UnboundedArray")));
        assertEquals(Optional.empty(), ClosestName.among("zzz", List.of("title", "author")));
        assertEquals(Optional.empty(), ClosestName.among("x", List.of()));
    }

    @Test
    void generatedIndexNamesFollowMongoDB() {
        IndexSpec index = IndexSpec.builder()
                .keys(List.of(
                        new IndexKey("author", "author", IndexKeyType.ASCENDING, "1", Origin.NONE),
                        new IndexKey("publishedAt", "pub", IndexKeyType.DESCENDING, "-1", Origin.NONE),
                        new IndexKey("body", "body", IndexKeyType.TEXT, "text", Origin.NONE)))
                .source(IndexSource.CLASS)
                .declaringType("p.Book")
                .origin(Origin.NONE)
                .build();
        assertEquals("author_1_pub_-1_body_text", index.name());
        assertEquals("{author: 1, pub: -1, body: \"text\"}", index.keysDocument());
    }
}
