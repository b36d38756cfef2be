package dev.schemaguard.processor.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.CollectionOptions;
import dev.schemaguard.processor.model.DatabaseSource;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexKeyType;
import dev.schemaguard.processor.model.IndexSource;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.testing.TemplateCatalogue;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SchemaReaderTest {

    private static FieldModel field(TypeModel type, String name) {
        return type.field(name).orElseThrow(() -> new AssertionError(name + " not in " + type.fields()));
    }

    private static List<String> storedNames(TypeModel type) {
        return type.fields().stream().map(FieldModel::storedName).toList();
    }

    @Test
    void scalarTypesFollowTheSpecMapping() {
        DocumentModel doc = ModelCapture.readOne("p.AllTypes", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.math.BigDecimal;
                import java.time.*;
                import java.util.*;
                import org.bson.types.ObjectId;
                @Document
                class AllTypes {
                    ObjectId id;
                    int i; short s; byte b; Integer boxed;
                    long l; Long bigL;
                    float f; double d;
                    boolean flag;
                    String text; char c; Color color;
                    BigDecimal money;
                    Date date; Instant instant; LocalDate day; LocalDateTime when;
                    byte[] blob; UUID uuid;
                    int[] numbers; List<String> tags; Set<Long> ids;
                    Map<String, Integer> counts;
                    Object anything;
                    enum Color { RED, GREEN }
                }
                """);
        TypeModel t = doc.root();
        Map<String, BsonType> expected = Map.ofEntries(
                Map.entry("i", BsonType.INT32),
                Map.entry("s", BsonType.INT32),
                Map.entry("b", BsonType.INT32),
                Map.entry("boxed", BsonType.INT32),
                Map.entry("l", BsonType.INT64),
                Map.entry("bigL", BsonType.INT64),
                Map.entry("f", BsonType.DOUBLE),
                Map.entry("d", BsonType.DOUBLE),
                Map.entry("flag", BsonType.BOOLEAN),
                Map.entry("text", BsonType.STRING),
                Map.entry("c", BsonType.STRING),
                Map.entry("color", BsonType.STRING),
                Map.entry("money", BsonType.DECIMAL128),
                Map.entry("date", BsonType.DATE),
                Map.entry("instant", BsonType.DATE),
                Map.entry("day", BsonType.DATE),
                Map.entry("when", BsonType.DATE),
                Map.entry("id", BsonType.OBJECT_ID),
                Map.entry("blob", BsonType.BINARY),
                Map.entry("uuid", BsonType.BINARY),
                Map.entry("numbers", BsonType.ARRAY),
                Map.entry("tags", BsonType.ARRAY),
                Map.entry("ids", BsonType.ARRAY),
                Map.entry("counts", BsonType.MAP),
                Map.entry("anything", BsonType.ANY));
        expected.forEach(
                (name, bson) -> assertEquals(bson, field(t, name).type().bson(), name));
        assertTrue(field(t, "color").type().enumeration());
        assertEquals(BsonType.STRING, field(t, "tags").type().element().bson());
        assertEquals(BsonType.INT64, field(t, "ids").type().element().bson());
        assertEquals(BsonType.INT32, field(t, "counts").type().element().bson());
        assertEquals(ValueType.BoundUnit.BYTES, field(t, "blob").type().boundUnit());
        assertNull(field(t, "uuid").type().boundUnit());
    }

    @Test
    void collectionAndDatabaseDefaults() {
        Map<String, DocumentModel> docs =
                ModelCapture.read(Map.of("schemaguard.database", "shop"), "p.BookReview", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class BookReview { String id; }
                """, "p.ISBNRecord", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "isbns", database = "library")
                class ISBNRecord { String id; }
                """);
        DocumentModel review = docs.get("p.BookReview");
        assertEquals("book_review", review.collection());
        assertFalse(review.isCollectionExplicit());
        assertEquals("shop", review.database());
        assertEquals(DatabaseSource.OPTION, review.databaseSource());
        DocumentModel isbn = docs.get("p.ISBNRecord");
        assertEquals("isbns", isbn.collection());
        assertEquals("library", isbn.database());
        assertEquals(DatabaseSource.ANNOTATION, isbn.databaseSource());
    }

    @Test
    void databaseUnknownWithoutOption() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(locale = "en", strength = 2))
                class Book { String id; }
                """);
        assertNull(doc.database());
        assertEquals(DatabaseSource.UNKNOWN, doc.databaseSource());
        assertEquals("en", doc.collation().locale());
        assertTrue(doc.collation().isCaseInsensitive());
    }

    @Test
    void storedFieldsSkipStaticAndTransientAndApplyRenames() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    static final String COLLECTION = "books";
                    transient String cache;
                    org.bson.types.ObjectId id;
                    @Field("pub_date") java.time.Instant publishedAt;
                    String title;
                }
                """);
        assertEquals(List.of("_id", "pub_date", "title"), storedNames(doc.root()));
        assertTrue(field(doc.root(), "id").id());
        assertTrue(field(doc.root(), "publishedAt").isRenamed());
        assertTrue(doc.problems().isEmpty(), doc.problems().toString());
    }

    @Test
    void explicitIdWinsOverFieldNamedId() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    @Id long isbn;
                }
                """);
        assertEquals(List.of("id", "_id"), storedNames(doc.root()));
        assertEquals("isbn", doc.root().idField().orElseThrow().javaName());
    }

    @Test
    void underscoreIdFieldIsTheId() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book { String _id; String title; }
                """);
        assertEquals("_id", doc.root().idField().orElseThrow().javaName());
    }

    /**
     * Issue 18's real-model check: the driver's POJO codec writes an embedded class's id field as _id
     * (ConventionDefaultsImpl applies to every class model), so reading it as stored under "id" named a path the
     * codec never writes, and a key on the written path was a fixed IndexFieldUnknown error. Its record
     * codec writes a component under its own name; a field renamed with @Field keeps that name.
     */
    @Test
    void embeddedClassStoresIdAsUnderscoreIdAsTheDriverCodecDoes() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book {
                    String id;
                    Author author;
                    Edition edition;
                    Shelf shelf;
                    static class Author { String id; String name; }
                    record Edition(String id, int year) { }
                    static class Shelf { @Field("shelfId") String id; }
                }
                """);
        assertEquals(
                List.of("_id", "name"), storedNames(doc.type("p.Book.Author").orElseThrow()));
        assertEquals(
                List.of("id", "year"), storedNames(doc.type("p.Book.Edition").orElseThrow()));
        assertEquals(List.of("shelfId"), storedNames(doc.type("p.Book.Shelf").orElseThrow()));
        assertEquals(BsonType.DOCUMENT, field(doc.root(), "author").type().bson());
    }

    @Test
    void recordComponentsAreStoredFields() {
        DocumentModel doc = ModelCapture.readOne("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "reviews")
                record Review(org.bson.types.ObjectId id, @Bounded(max = 2000) String text, int rating) {
                    static int MAX = 5;
                }
                """);
        assertEquals(TypeModel.Kind.RECORD, doc.root().kind());
        assertEquals(List.of("_id", "text", "rating"), storedNames(doc.root()));
        assertEquals(2000L, field(doc.root(), "text").bound());
    }

    @Test
    void inheritedFieldsComeFirst() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                abstract class Entity { org.bson.types.ObjectId id; java.time.Instant createdAt; }
                abstract class Titled extends Entity { String title; }
                @Document
                class Book extends Titled { String author; }
                """);
        assertEquals(List.of("_id", "createdAt", "title", "author"), storedNames(doc.root()));
        assertEquals("p.Entity", field(doc.root(), "createdAt").declaringType());
        assertEquals(List.of("p.Titled", "p.Entity"), doc.root().superclasses());
    }

    @Test
    void genericsResolveAgainstTheStoringType() {
        DocumentModel doc = ModelCapture.readOne("p.Shelf", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Box<T> { T value; List<T> history; }
                class Page { int number; }
                class Named<N> { N name; }
                class PageBox extends Box<Page> { }
                @Document
                class Shelf extends Named<String> {
                    String id;
                    Box<Page> box;
                    PageBox pageBox;
                }
                """);
        assertEquals(BsonType.STRING, field(doc.root(), "name").type().bson());
        TypeModel box = doc.type("p.Box<p.Page>").orElseThrow();
        assertEquals(BsonType.DOCUMENT, field(box, "value").type().bson());
        assertEquals("p.Page", field(box, "value").type().typeKey());
        assertEquals("p.Page", field(box, "history").type().element().typeKey());
        TypeModel pageBox = doc.type("p.PageBox").orElseThrow();
        assertEquals("p.Page", field(pageBox, "value").type().typeKey());
        assertTrue(doc.type("p.Page").isPresent());
    }

    @Test
    void rawAndWildcardTypesAreReadWithoutGuessing() {
        DocumentModel doc = ModelCapture.readOne("p.Bag", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                class Item { String sku; }
                @Document
                @SuppressWarnings("rawtypes")
                class Bag {
                    String id;
                    List raw;
                    List<?> unknown;
                    List<? extends Item> items;
                    Map rawMap;
                }
                """);
        assertEquals(BsonType.ANY, field(doc.root(), "raw").type().element().bson());
        assertEquals(BsonType.ANY, field(doc.root(), "unknown").type().element().bson());
        assertEquals("p.Item", field(doc.root(), "items").type().element().typeKey());
        assertEquals(BsonType.MAP, field(doc.root(), "rawMap").type().bson());
    }

    @Test
    void nestedStaticClassesAndTheDefaultPackage() {
        Map<String, DocumentModel> docs = ModelCapture.read("Outer", """
                import dev.schemaguard.annotations.*;
                class Outer {
                    @Document
                    static class Inner { String id; Part part; }
                    static class Part { String name; }
                }
                """);
        DocumentModel inner = docs.get("Outer.Inner");
        assertEquals("inner", inner.collection());
        assertTrue(inner.type("Outer.Part").isPresent());
    }

    @Test
    void recursiveTypesAreReadOnce() {
        DocumentModel doc = ModelCapture.readOne("p.Category", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                class Node { String name; List<Node> children; Other other; }
                class Other { Node back; }
                @Document
                class Category { String id; Node root; }
                """);
        assertEquals(List.of("p.Node", "p.Other"), List.copyOf(doc.types().keySet()));
        assertEquals(
                "p.Node",
                field(doc.type("p.Node").orElseThrow(), "children")
                        .type()
                        .element()
                        .typeKey());
    }

    @Test
    void polymorphicSubclassesShareTheCollection() {
        DocumentModel doc = ModelCapture.read("p.Media", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "media")
                @IndexHint(keys = "title")
                class Media { String id; String title; }
                """, "p.Ebook", """
                package p;
                import dev.schemaguard.annotations.*;
                @IndexHint(keys = "fileSize")
                class Ebook extends Media { long fileSize; }
                """).get("p.Media");
        assertEquals(1, doc.subtypes().size());
        assertEquals("p.Ebook", doc.subtypes().get(0).qualifiedName());
        assertEquals(
                List.of("title_1", "fileSize_1"),
                doc.indexes().stream().map(IndexSpec::name).toList());
        assertEquals(IndexSource.INHERITED, doc.indexes().get(1).source());
        assertEquals("fileSize", doc.indexes().get(1).keys().get(0).storedPath());
    }

    @Test
    void referencesStoreTheTargetId() {
        Map<String, DocumentModel> docs = ModelCapture.read("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Book { long id; String title; }
                """, "p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference Book book;
                    @Reference(Book.class) long bookId;
                    @Reference @Bounded(max = 5) List<Book> related;
                    @Reference BookSummary summary;
                    @Embedded static class BookSummary { long id; String title; }
                }
                """);
        DocumentModel review = docs.get("p.Review");
        FieldModel book = field(review.root(), "book");
        assertEquals("p.Book", book.reference().target());
        assertTrue(book.reference().targetDocument());
        assertFalse(book.reference().explicit());
        assertEquals(BsonType.INT64, book.type().bson());
        assertTrue(field(review.root(), "bookId").reference().explicit());
        FieldModel related = field(review.root(), "related");
        assertEquals(BsonType.ARRAY, related.type().bson());
        assertEquals(BsonType.INT64, related.type().element().bson());
        assertEquals("p.Book", related.reference().target());
        FieldModel summary = field(review.root(), "summary");
        assertNull(summary.reference().target());
        assertEquals(BsonType.DOCUMENT, summary.type().bson());
        assertFalse(review.types().containsKey("p.Book"), "a referenced document is not embedded");
    }

    @Test
    void indexesParseKeysDirectionsNamesAndOptions() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.List;
                @Document
                @IndexHint(keys = {"author", "publishedAt:-1"})
                @IndexHint(keys = {"title:text"}, name = "title_search")
                @IndexHint(keys = "location:2dsphere", sparse = true)
                @IndexHint(keys = {"reviews.rating", "sku:hashed"}, partialFilter = "{\\"rating\\": {\\"$gt\\": 3}}")
                @IndexHint(keys = "author", collation = @Collation(locale = "en", strength = 2), unique = true)
                class Book {
                    String id;
                    String author;
                    @Field("pub") java.time.Instant publishedAt;
                    String title;
                    double[] location;
                    String sku;
                    @Bounded(max = 3) List<Review> reviews;
                    @IndexHint(expireAfterSeconds = 3600, hidden = true) java.util.Date lockedAt;
                    static class Review { @Field("r") int rating; }
                }
                """);
        List<IndexSpec> indexes = doc.indexes();
        assertEquals(6, indexes.size());
        IndexSpec compound = indexes.get(0);
        assertEquals("author_1_pub_-1", compound.name());
        assertEquals(IndexKeyType.DESCENDING, compound.keys().get(1).type());
        assertEquals("publishedAt", compound.keys().get(1).javaPath());
        assertEquals("{author: 1, pub: -1}", compound.keysDocument());
        assertEquals(IndexSource.CLASS, compound.source());
        assertEquals("title_search", indexes.get(1).name());
        assertEquals("title_text", indexes.get(1).generatedName());
        assertTrue(indexes.get(2).sparse());
        assertEquals("location_2dsphere", indexes.get(2).name());
        assertEquals("reviews.r_1_sku_hashed", indexes.get(3).name());
        assertTrue(indexes.get(3).isPartial());
        assertTrue(indexes.get(4).unique());
        assertEquals(2, indexes.get(4).collation().strength());
        IndexSpec ttl = indexes.get(5);
        assertEquals(IndexSource.FIELD, ttl.source());
        assertEquals("lockedAt_1", ttl.name());
        assertEquals(OptionalLong.of(3600), ttl.expireAfterSeconds());
        assertTrue(ttl.isTtl());
        assertTrue(ttl.hidden());
        assertFalse(indexes.get(0).isTtl());
    }

    @Test
    void indexOrderIsClassThenFieldThenInherited() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @IndexHint(keys = "createdAt")
                abstract class Entity { String id; @IndexHint java.time.Instant updatedAt; java.time.Instant createdAt; }
                @Document
                @IndexHint(keys = "title")
                class Book extends Entity {
                    @IndexHint String isbn;
                    String title;
                    Address address;
                    static class Address { @IndexHint String city; }
                }
                """);
        assertEquals(
                List.of("title_1", "isbn_1", "address.city_1", "createdAt_1", "updatedAt_1"),
                doc.indexes().stream().map(IndexSpec::name).toList());
        assertEquals(
                List.of(
                        IndexSource.CLASS,
                        IndexSource.FIELD,
                        IndexSource.FIELD,
                        IndexSource.INHERITED,
                        IndexSource.INHERITED),
                doc.indexes().stream().map(IndexSpec::source).toList());
    }

    @Test
    void unresolvedKeysKeepTheirJavaPath() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                @IndexHint(keys = {"autor", "meta.anything", "tags.k"})
                class Book { String id; String author; Object meta; java.util.Map<String, String> tags; }
                """);
        IndexSpec index = doc.indexes().get(0);
        assertFalse(index.keys().get(0).isResolved());
        assertEquals("autor_1_meta.anything_1_tags.k_1", index.name());
        assertEquals("meta.anything", index.keys().get(1).storedPath());
        assertEquals("tags.k", index.keys().get(2).storedPath());
    }

    @Test
    void misusesAreRecordedNotThrown() {
        DocumentModel doc = ModelCapture.readOne("p.Book", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collation = @Collation(strength = 2))
                @IndexHint
                @IndexHint(keys = "title:up")
                class Book {
                    @Id String a;
                    @Id String b;
                    @IndexHint(keys = "x") String title;
                    static @IndexHint String s;
                    transient @Bounded(max = 1) String t;
                    @Id @Field("key") String c;
                    Part part;
                    @IndexHint(keys = "name")
                    static class Part { String name; }
                }
                """);
        List<Template> kinds = doc.problems().stream()
                .map(ReadProblem::template)
                .sorted(TemplateCatalogue.ORDER)
                .toList();
        assertEquals(
                java.util.stream.Stream.of(
                                InvalidAnnotation.Message.ANNOTATION_ON_UNSTORED_FIELD,
                                InvalidAnnotation.Message.INDEX_HINT_ON_UNSTORED_FIELD,
                                InvalidAnnotation.Message.INDEX_HINT_KEYS_ON_FIELD,
                                InvalidAnnotation.Message.INDEX_HINT_WITHOUT_KEYS,
                                InvalidAnnotation.Message.INDEX_HINT_ON_NON_DOCUMENT,
                                InvalidAnnotation.Message.UNKNOWN_KEY_SUFFIX,
                                InvalidAnnotation.Message.SEVERAL_IDS,
                                InvalidAnnotation.Message.SEVERAL_IDS,
                                InvalidAnnotation.Message.COLLATION_WITHOUT_LOCALE)
                        .sorted(TemplateCatalogue.ORDER)
                        .toList(),
                kinds);
        assertNull(doc.collation());
    }

    @Test
    void typeUseBoundsAreOnTheInnerTypesAndTheFieldBoundIsReadOnce() {
        // issue 11, item 17; javac puts a FIELD and TYPE_USE annotation on the field and on its type
        DocumentModel doc = ModelCapture.readOne("p.Tagged", """
                package p;
                import dev.schemaguard.annotations.*;
                import java.util.*;
                @Document
                class Tagged {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 20) Map<String, @Bounded(max = 5) List<@Bounded(max = 40) String>> m;
                    @Bounded(max = 3) String[] names;
                    @Bounded(max = 7) List<String> plain;
                    java.util.@Bounded(max = 9) List<String> qualified;
                }
                """);
        FieldModel m = field(doc.root(), "m");
        assertEquals(20L, m.bound());
        assertNull(m.type().bound());
        assertEquals(5L, m.type().element().bound());
        assertEquals(40L, m.type().element().element().bound());
        assertEquals(
                "java.util.Map<java.lang.String,java.util.List<java.lang.String>>",
                m.type().javaType());
        FieldModel names = field(doc.root(), "names");
        assertEquals(3L, names.bound());
        assertNull(names.type().element().bound(), "the field's bound is not the strings' bound");
        FieldModel plain = field(doc.root(), "plain");
        assertNull(plain.type().element().bound());
        assertEquals("java.util.List<java.lang.String>", plain.type().javaType());
        assertEquals(9L, field(doc.root(), "qualified").bound());
    }

    /** docs/guide/collection-options.md: the collection options are read as written, on any document; the rules judge them. */
    @Test
    void collectionOptionsAreReadAsWritten() {
        Map<String, DocumentModel> docs = ModelCapture.read(
                Map.of("schemaguard.validation", "strict"), "p.Entry", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "activity_log")
                @Capped(sizeBytes = 1048576, maxDocuments = 5000)
                @Storage(blockCompressor = Storage.Compressor.ZSTD, configString = "leaf_page_max=64KB")
                @Validation(level = Validation.Level.MODERATE, action = Validation.Action.WARN)
                class Entry { org.bson.types.ObjectId id; }
                """, "p.View", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "book_views")
                @TimeSeries(timeField = "viewedAt", metaField = "bookId", granularity = TimeSeries.Granularity.MINUTES,
                            expireAfterSeconds = 7776000)
                class View { org.bson.types.ObjectId id; java.time.Instant viewedAt; org.bson.types.ObjectId bookId; }
                """, "p.Plain", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(collection = "plain")
                class Plain { org.bson.types.ObjectId id; }
                """);
        CollectionOptions entry = docs.get("p.Entry").collectionOptions();
        assertEquals(1048576L, entry.capped().sizeBytes());
        assertEquals(5000L, entry.capped().maxDocuments());
        assertEquals(CollectionOptions.Compressor.ZSTD, entry.storage().blockCompressor());
        assertEquals("leaf_page_max=64KB", entry.storage().configString());
        assertEquals(
                CollectionOptions.ValidationLevel.MODERATE,
                entry.validation().level(),
                "the annotation wins over the option");
        assertEquals(CollectionOptions.ValidationAction.WARN, entry.validation().action());
        assertNull(entry.timeSeries());
        assertTrue(entry.capped().members().containsKey("maxDocuments"));

        CollectionOptions view = docs.get("p.View").collectionOptions();
        assertEquals("viewedAt", view.timeSeries().timeField());
        assertEquals("bookId", view.timeSeries().metaField());
        assertEquals(CollectionOptions.Granularity.MINUTES, view.timeSeries().granularity());
        assertEquals(7776000L, view.timeSeries().expireAfterSeconds());
        assertFalse(view.timeSeries().hasBucketSettings());
        assertEquals(
                Set.of("timeField", "metaField", "granularity", "expireAfterSeconds"),
                view.timeSeries().members().keySet());
        assertEquals(
                CollectionOptions.ValidationLevel.STRICT, view.validation().level(), "-Aschemaguard.validation=strict");
        assertEquals(Origin.NONE, view.validation().origin());

        CollectionOptions plain = docs.get("p.Plain").collectionOptions();
        assertNull(plain.capped());
        assertNull(plain.storage());
        assertEquals(
                CollectionOptions.ValidationLevel.STRICT, plain.validation().level());
        assertTrue(
                ModelCapture.read("p.Plain", """
                package p;
                @dev.schemaguard.annotations.Document(collection = "plain")
                class Plain { org.bson.types.ObjectId id; }
                """)
                        .get("p.Plain")
                        .collectionOptions()
                        .isEmpty(),
                "nothing declared, no option");
    }

    /** A value of -Aschemaguard.validation other than MODERATE or STRICT is an option error, with a did-you-mean. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"moderat, '; did you mean MODERATE?'", "off, ''"})
    void validationOptionOtherValue_isAnOptionError(String value, String hint) {
        dev.schemaguard.processor.testing.ProcessorTester.Result result =
                dev.schemaguard.processor.testing.ProcessorTester.create()
                        .source("p.Book", """
                        package p;
                        @dev.schemaguard.annotations.Document(collection = "books")
                        class Book { org.bson.types.ObjectId id; }
                        """)
                        .option("schemaguard.validation=" + value)
                        .compile();
        result.assertNoCrash();
        assertTrue(
                result.all()
                        .contains("[schemaguard] -Aschemaguard.validation=" + value + " is not a validation level; "
                                + "use MODERATE or STRICT to create every collection with a validator from its model"
                                + hint),
                result.all());
    }

    /**
     * Issue 27, item 6: -Aschemaguard.storedAs stores a class as the BSON type it names (with its subclasses, as
     * Spring Data's CustomConversions matches a converter's source), an empty value counts as not given, and an
     * entry that cannot be used is an option error with a did-you-mean, the others still applying.
     */
    @Test
    void storedAsOption_storesTheClassAsTheTypeItNames() {
        String source = """
                package p;
                @dev.schemaguard.annotations.Document(collection = "books")
                class Book { org.bson.types.ObjectId id; Money price; Euro euro; java.util.List<Money> history; Node node;
                    java.sql.Timestamp seen; }
                class Money { long cents; String currency; }
                class Euro extends Money { }
                class Node { Node parent; java.util.List<Node> children; }
                """;
        Map<String, String> options = Map.of("schemaguard.storedAs", "p.Money=string,p.Node=unknown");
        DocumentModel book = ModelCapture.read(options, "p.Book", source).get("p.Book");
        Map<String, FieldModel> fields = new java.util.HashMap<>();
        book.root().fields().forEach(f -> fields.put(f.javaName(), f));
        assertEquals(BsonType.STRING, fields.get("price").type().bson());
        assertEquals(BsonType.STRING, fields.get("euro").type().bson());
        assertEquals(BsonType.STRING, fields.get("history").type().element().bson());
        assertEquals(BsonType.ANY, fields.get("node").type().bson());
        assertEquals(BsonType.DATE, fields.get("seen").type().bson(), "a java.util.Date subclass is a date");
        assertTrue(
                book.types().isEmpty(),
                () -> "nothing expanded: " + book.types().keySet());

        DocumentModel plain = ModelCapture.read(Map.of("schemaguard.storedAs", ""), "p.Book", source)
                .get("p.Book");
        assertEquals(
                BsonType.DOCUMENT,
                plain.root().fields().stream()
                        .filter(f -> f.javaName().equals("price"))
                        .findFirst()
                        .orElseThrow()
                        .type()
                        .bson(),
                "an empty value is no option");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "p.Money=strng|-Aschemaguard.storedAs: p.Money=strng does not name a stored BSON type; use one of string, object, "
                        + "array, date, long, int, double, decimal, bool, binary, objectId, unknown; did you mean string?",
                "p.Money=json|-Aschemaguard.storedAs: p.Money=json does not name a stored BSON type; use one of string, object, "
                        + "array, date, long, int, double, decimal, bool, binary, objectId, unknown",
                "p.Money|-Aschemaguard.storedAs: 'p.Money' is not <qualified class name>=<stored BSON type>, such as "
                        + "com.acme.Money=string; the BSON types are string, object, array, date, long, int, double, decimal, "
                        + "bool, binary, objectId, unknown"
            })
    void storedAsOptionThatCannotBeUsed_isAnOptionError(String value, String message) {
        dev.schemaguard.processor.testing.ProcessorTester.Result result =
                dev.schemaguard.processor.testing.ProcessorTester.create()
                        .source("p.Book", """
                        package p;
                        @dev.schemaguard.annotations.Document(collection = "books")
                        class Book { org.bson.types.ObjectId id; Money price; }
                        class Money { long cents; }
                        """)
                        .option("schemaguard.storedAs=" + value + ",p.Other=long")
                        .compile();
        result.assertNoCrash();
        assertTrue(result.all().contains("[schemaguard] " + message), result.all());
    }
}
