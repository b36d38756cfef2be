package dev.schemaguard.processor.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.IndexSpec;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.SizeEstimator;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Spring Data MongoDB's {@code @DBRef} and {@code @DocumentReference} as the reader models them
 * (docs/dialects/spring-data.md): what each value stores, that the target is never expanded, and what the rules make of it.
 */
class SpringDataReferenceTest {

    private static final String IMPORTS = """
            package p;
            import java.util.*;
            import org.bson.types.ObjectId;
            import org.springframework.data.mongodb.core.index.*;
            import org.springframework.data.mongodb.core.mapping.*;
            import org.springframework.data.mongodb.core.mapping.Document;
            """;

    private static final String SHELF = IMPORTS + """
            @Document
            public class Shelf {
                ObjectId id;
                @DBRef Book book;
                @DBRef(db = "archive") Book archived;
                @DBRef List<Book> books;
                @DBRef Map<String, Book> byGenre;
                @DBRef Reader reader;
                @DocumentReference Book referenced;
                @DocumentReference(lookup = "{ '_id' : '?#{#target}' }") Book quoted;
                @DocumentReference(lookup = "{ 'title' : ?#{title} }") Book byTitle;
                @DocumentReference List<Reader> readers;
            }
            @Document("books")
            class Book { String id; @Indexed String title; Chapter chapter; }
            class Chapter { @Indexed String heading; }
            class Reader { long id; String name; }
            """;

    private static FieldModel field(DocumentModel model, String name) {
        return model.root().fields().stream()
                .filter(f -> f.javaName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void dbRefStoresTheTargetsCollectionAndConvertedId() {
        DocumentModel model = ModelCapture.readOne("p.Shelf", SHELF);
        ValueType book = field(model, "book").type();
        assertEquals(BsonType.DBREF, book.bson());
        assertEquals(new ValueType.DbRefNames("books", null), book.dbRef());
        // SDM converts the target's String id holding an ObjectId, in the DBRef too
        assertEquals(BsonType.OBJECT_ID, book.element().bson());
        assertEquals(
                new ValueType.DbRefNames("books", "archive"),
                field(model, "archived").type().dbRef());

        ReferenceSpec reference = field(model, "book").reference();
        assertEquals(ReferenceSpec.Storage.DBREF, reference.storage());
        assertEquals("p.Book", reference.target());
        assertTrue(reference.targetDocument());
        assertEquals("@DBRef", reference.declaredBy());
        assertTrue(field(model, "book").annotationOrigins().containsKey("DBRef"));
    }

    @Test
    void dbRefCollectionsHoldOneDbRefPerValue() {
        DocumentModel model = ModelCapture.readOne("p.Shelf", SHELF);
        ValueType books = field(model, "books").type();
        assertEquals(BsonType.ARRAY, books.bson());
        assertEquals(BsonType.DBREF, books.element().bson());
        ValueType byGenre = field(model, "byGenre").type();
        assertEquals(BsonType.MAP, byGenre.bson());
        assertEquals(BsonType.DBREF, byGenre.element().bson());
    }

    @Test
    void dbRefToAClassWithoutDocumentUsesSpringDataDefaultCollection() {
        DocumentModel model = ModelCapture.readOne("p.Shelf", SHELF);
        ValueType reader = field(model, "reader").type();
        assertEquals(new ValueType.DbRefNames("reader", null), reader.dbRef());
        assertEquals(BsonType.INT64, reader.element().bson());
        assertTrue(field(model, "reader").reference().targetDocument());
    }

    @Test
    void dbRefToASpelCollectionKnowsNoName() {
        // a SpEL collection is only known at run time; @MongoId(STRING) keeps the String id
        DocumentModel model = ModelCapture.readOne("p.Shelf", IMPORTS + """
                @Document
                public class Shelf { ObjectId id; @DBRef Volume volume; }
                @Document(collection = "#{@names.volumes()}")
                class Volume { @MongoId(FieldType.STRING) String code; }
                """);
        ValueType volume = field(model, "volume").type();
        assertEquals("", volume.dbRef().collection());
        assertEquals(BsonType.STRING, volume.element().bson());
    }

    @Test
    void documentReferenceStoresTheIdUnlessItsLookupIsCustom() {
        DocumentModel model = ModelCapture.readOne("p.Shelf", SHELF);
        assertEquals(BsonType.OBJECT_ID, field(model, "referenced").type().bson());
        assertEquals(
                ReferenceSpec.Storage.ID, field(model, "referenced").reference().storage());
        assertEquals(
                "@DocumentReference", field(model, "referenced").reference().declaredBy());
        assertEquals(BsonType.OBJECT_ID, field(model, "quoted").type().bson());
        assertEquals(BsonType.ANY, field(model, "byTitle").type().bson());
        assertEquals(
                ReferenceSpec.Storage.UNKNOWN,
                field(model, "byTitle").reference().storage());
        ValueType readers = field(model, "readers").type();
        assertEquals(BsonType.ARRAY, readers.bson());
        assertEquals(BsonType.INT64, readers.element().bson());
    }

    @Test
    void targetsAreNeverExpanded() {
        DocumentModel model = ModelCapture.readOne("p.Shelf", SHELF);
        assertTrue(
                model.types().keySet().stream()
                        .noneMatch(k -> k.contains("Book") || k.contains("Chapter") || k.contains("Reader")),
                model.types().keySet().toString());
        // the target's own @Indexed fields belong to its collection, not to the shelf's
        assertTrue(model.indexes().isEmpty(), model.indexes().toString());
        for (FieldModel f : model.root().fields()) {
            assertTrue(f.id() || f.isPlainReference(), f.javaName());
        }
    }

    @Test
    void indexedReferenceIndexesTheStoredReference() {
        // SDM's resolveIndexesForDbrefs: @Indexed on an association indexes the field itself
        DocumentModel model = ModelCapture.readOne("p.Review", IMPORTS + """
                @Document
                public class Review { String id; @Indexed @DBRef Book book; @Indexed @DocumentReference Book other; }
                @Document("books")
                class Book { String id; @Indexed String title; }
                """);
        List<String> keys =
                model.indexes().stream().map(IndexSpec::name).sorted().toList();
        assertEquals(List.of("book", "other"), keys);
    }

    @Test
    void sizeEstimateCountsEachDbRef() {
        DocumentModel model = ModelCapture.readOne("p.Review", IMPORTS + """
                @Document
                public class Review { ObjectId id; @DBRef Book book; @DBRef(db = "archive") Book archived; }
                @Document("books")
                class Book { String id; }
                """);
        long idElement = 1 + 3 + 1 + 12;
        long classElement = 1 + 6 + 1 + 4 + "p.Review".length() + 1;
        long ref = 4 + (1 + 4 + 1 + 4 + "books".length() + 1) + (1 + 3 + 1 + 12) + 1;
        long refWithDb = ref + 1 + 3 + 1 + 4 + "archive".length() + 1;
        long expected = 4
                + idElement
                + classElement
                + (1 + "book".length() + 1 + ref)
                + (1 + "archived".length() + 1 + refWithDb)
                + 1;
        assertEquals(expected, SizeEstimator.estimate(model).bytes());
    }

    @Test
    void negative_noReferenceTargetNorEmbeddingFindings() {
        // a DBRef to a class without @Document is valid (SDM saves it in its default collection);
        // references are not embedded copies, and a self-reference closes no embedding cycle
        ProcessorTester.forRules(
                        "ReferenceTarget",
                        "ImplicitEmbeddedDocument",
                        "RecursiveEmbedding",
                        "UnboundedArray",
                        "ExtendedReferenceDrift",
                        "NestingTooDeep",
                        "IndexFieldUnknown")
                .source("p.Shelf", SHELF)
                .source("p.Category", IMPORTS + """
                        @Document
                        public class Category {
                            String id;
                            @DBRef Category parent;
                            @DocumentReference @jakarta.validation.constraints.Size(max = 20) List<Category> children;
                            @DBRef Object anything;
                            @DocumentReference Comparable<String> someInterface;
                        }
                        """)
                .expectClean();
    }

    @Test
    void positive_unboundedListOfDbRefsIsAReferenceArray() {
        ProcessorTester.forRules("UnboundedReferenceArray", "UnboundedArray")
                .source("p.Author", IMPORTS + """
                @Document
                public class Author {
                    String id;
                    @DBRef List<Book> books; // expect: WARNING UnboundedReferenceArray
                }
                @Document("books")
                class Book { String id; }
                """)
                .expectMarkedDiagnostics();
    }

    /** A DBRef is {$ref, $id, $db}: real models index 'owner.$id', which MongoDB accepts (index_key_validate.cpp). */
    @Test
    void negative_indexOnTheIdOfADbRef() {
        ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Task", IMPORTS + """
                @Document("tasks")
                @CompoundIndex(def = "{'owner.$id': 1, 'state': 1}")
                public class Task {
                    String id;
                    @DBRef Person owner;
                    @DBRef List<Person> watchers;
                    String state;
                }
                @Document("people")
                class Person { String id; }
                """)
                .source("p.Board", IMPORTS + """
                @Document("boards")
                @CompoundIndex(def = "{'watchers.$ref': 1, 'watchers.$id': 1}")
                public class Board { String id; @DBRef List<Person> watchers; }
                """)
                .expectClean();
    }

    @Test
    void positive_indexPathThroughADbRef() {
        // the title lives in the books collection: no index on the shelf can reach it
        ProcessorTester.forRules("IndexFieldUnknown")
                .source("p.Review", IMPORTS + """
                @Document
                @CompoundIndex(def = "{'book.title': 1}") // expect: ERROR IndexFieldUnknown
                public class Review { String id; @DBRef Book book; }
                @Document("books")
                class Book { String id; String title; }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void positive_indexPathToTheIdOfADbRef_namesItsDollarId() {
        // issue 18, item 3: a DBRef stores {$ref, $id}: the id the key meant is 'book.$id'
        String message = ProcessorTester.forRules("IndexFieldUnknown", "IndexFieldNotMapped")
                .source("p.Review", IMPORTS + """
                @Document
                @CompoundIndex(def = "{'book.id': 1}") // expect: ERROR IndexFieldUnknown
                public class Review { String id; @DBRef Book book; }
                @Document("books")
                class Book { String id; String title; }
                """)
                .expectMarkedDiagnostics()
                .message("IndexFieldUnknown");
        assertTrue(message.contains("goes through the @DBRef 'book', which stores a DBRef {$ref, $id}"), message);
        assertTrue(message.contains("the referenced _id is indexed with the key 'book.$id'"), message);
    }

    @Test
    void positive_geoOrTextIndexOnAReferenceIsRefusedAsSpringDataRefusesIt() {
        ProcessorTester.Result result = ProcessorTester.forRules("InvalidAnnotation")
                .source("p.Store", IMPORTS + """
                @Document
                public class Store {
                    String id;
                    @GeoSpatialIndexed @DBRef Place place; // expect: ERROR InvalidAnnotation
                    @TextIndexed @DocumentReference Place other; // expect: ERROR InvalidAnnotation
                    @TextIndexed String name;
                }
                @Document("places")
                class Place { String id; double[] point; }
                """)
                .expectMarkedDiagnostics();
        assertTrue(
                result.messages("InvalidAnnotation")
                        .get(0)
                        .contains("Spring Data MongoDB refuses this: a geospatial "
                                + "or text index on the reference 'place'"),
                result.all());
    }

    @Test
    void schemaguardReferenceWinsOnOneField() {
        // docs/dialects/spring-data.md: schemaguard's annotation wins over a framework's for one concept
        DocumentModel model =
                ModelCapture.readOne("p.Review", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Review {
                    org.bson.types.ObjectId id;
                    @Reference @org.springframework.data.mongodb.core.mapping.DBRef Book book;
                }
                """ + "@Document class Book { org.bson.types.ObjectId id; }");
        FieldModel book = field(model, "book");
        assertEquals(ReferenceSpec.Storage.ID, book.reference().storage());
        assertEquals(BsonType.OBJECT_ID, book.type().bson());
        assertFalse(book.annotationOrigins().containsKey("DBRef"));
        assertNull(book.type().dbRef());
        assertEquals(Map.of(), book.reference().targetFields());
    }
}
