package dev.schemaguard.processor.reader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.schemaguard.processor.ModelCapture;
import dev.schemaguard.processor.model.BsonType;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.testing.ProcessorTester;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Values, not documents (docs/guide/annotations.md, "What schemaguard does not look into"): the driver's simple types, every {@code java.*} and
 * {@code javax.*} class, {@code Object} and interfaces without an implementation in the
 * compilation are stored as one value, never read as embedded documents from their fields.
 */
class ValuesNotDocumentsTest {

    private static DocumentModel holder(String type) {
        return ModelCapture.readOne("p.Holder", """
                package p;
                @dev.schemaguard.annotations.Document
                class Holder {
                    org.bson.types.ObjectId id;
                    TYPE value;
                }
                """.replace("TYPE", type));
    }

    private static FieldModel value(DocumentModel model) {
        return model.root().field("value").orElseThrow();
    }

    @ParameterizedTest(name = "[{index}] {0} -> {1}")
    @CsvSource({
        // the driver's default codec registry: ValueCodecProvider, Jsr310CodecProvider, BsonValueCodecProvider
        "org.bson.types.Binary,                          BINARY",
        "org.bson.types.Decimal128,                      DECIMAL128",
        "java.util.UUID,                                 BINARY",
        "java.util.concurrent.atomic.AtomicInteger,      INT32",
        "java.util.concurrent.atomic.AtomicLong,         INT64",
        "java.util.concurrent.atomic.AtomicBoolean,      BOOLEAN",
        "java.time.LocalTime,                            DATE",
        "org.bson.BsonString,                            STRING",
        "org.bson.BsonInt32,                             INT32",
        "org.bson.BsonInt64,                             INT64",
        "org.bson.BsonDouble,                            DOUBLE",
        "org.bson.BsonBoolean,                           BOOLEAN",
        "org.bson.BsonDateTime,                          DATE",
        "org.bson.BsonObjectId,                          OBJECT_ID",
        "org.bson.BsonDecimal128,                        DECIMAL128",
        "org.bson.BsonBinary,                            BINARY",
        // values whose BSON type the default registry does not fix (a converter, or none)
        "org.bson.BsonValue,                             ANY",
        "org.bson.BsonTimestamp,                         ANY",
        "org.bson.BsonRegularExpression,                 ANY",
        "org.bson.types.Code,                            ANY",
        "org.bson.types.MinKey,                          ANY",
        "com.mongodb.DBRef,                              ANY",
        "com.mongodb.client.model.geojson.Point,         ANY",
        "com.mongodb.client.model.geojson.Polygon,       ANY",
        "com.mongodb.client.model.geojson.Geometry,      ANY",
        "java.util.Locale,                               ANY",
        "java.time.ZonedDateTime,                        ANY",
        "java.time.OffsetDateTime,                       ANY",
        "java.math.BigInteger,                           ANY",
        "java.net.URI,                                   ANY",
        "java.net.URL,                                   ANY",
        "java.util.Currency,                             ANY",
        "java.util.regex.Pattern,                        ANY",
        "java.util.Optional<String>,                     ANY",
        "javax.lang.model.element.Name,                  ANY",
        "java.io.Serializable,                           ANY",
        "Object,                                         ANY",
    })
    void storedAsOneValue_neverAnEmbeddedDocument(String type, BsonType bson) {
        DocumentModel model = holder(type);
        assertEquals(bson, value(model).type().bson(), type);
        // nothing was read from the class's fields
        assertEquals(
                List.of("p.Holder"),
                model.storedTypes().stream().map(TypeModel::qualifiedName).toList());
    }

    @Test
    void bsonDocumentIsAMapAndBsonArrayAnArray_ofUntypedValues() {
        DocumentModel model = ModelCapture.readOne("p.Holder", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document
                class Holder {
                    org.bson.types.ObjectId id;
                    @Bounded(max = 5) org.bson.BsonDocument extra;
                    @Bounded(max = 5) org.bson.BsonArray list;
                }
                """);
        FieldModel extra = model.root().field("extra").orElseThrow();
        FieldModel list = model.root().field("list").orElseThrow();
        assertEquals(BsonType.MAP, extra.type().bson());
        assertEquals(BsonType.ANY, extra.type().element().bson());
        assertEquals(BsonType.ARRAY, list.type().bson());
        assertEquals(BsonType.ANY, list.type().element().bson());
        assertEquals(1, model.storedTypes().size());
    }

    @Test
    void interfaceWithoutImplementation_isAnUntypedValue() {
        Map<String, DocumentModel> models = ModelCapture.read("p.Shape", """
                package p;
                interface Shape {
                    java.util.List<String> labels();
                }
                """, "p.Drawing", """
                package p;
                @dev.schemaguard.annotations.Document
                class Drawing {
                    org.bson.types.ObjectId id;
                    Shape shape;
                }
                """);
        DocumentModel model = models.get("p.Drawing");
        assertEquals(
                BsonType.ANY, model.root().field("shape").orElseThrow().type().bson());
        assertEquals(1, model.storedTypes().size());
    }

    @Test
    void interfaceWithImplementations_standsForThem() {
        // the polymorphic pattern is unchanged: an implementation in the compilation is a shape, read field by field
        ProcessorTester.forRules("UnboundedArray")
                .source("p.Shape", """
                package p;
                interface Shape {
                }
                """)
                .source("p.Polyline", """
                package p;
                class Polyline implements Shape {
                    java.util.List<Double> points; // expect: WARNING UnboundedArray
                }
                """)
                .source("p.Drawing", """
                package p;
                @dev.schemaguard.annotations.Document
                class Drawing {
                    org.bson.types.ObjectId id;
                    Shape shape;
                }
                """)
                .expectMarkedDiagnostics();
    }

    @Test
    void negative_noFindingFromInsideADriverType() {
        // read as embedded documents, GeoJSON's coordinate lists and BsonDocument's fields would be
        // reported as unbounded arrays of the application's document
        ProcessorTester.create().source("p.Place", """
                package p;
                import dev.schemaguard.annotations.*;
                @Document(database = "shop")
                @IndexHint(keys = "area:2dsphere")
                class Place {
                    org.bson.types.ObjectId id;
                    com.mongodb.client.model.geojson.Polygon area;
                    com.mongodb.client.model.geojson.MultiPolygon zones;
                    org.bson.BsonTimestamp seen;
                    java.util.Locale locale;
                    java.time.ZonedDateTime openedAt;
                    java.util.Currency currency;
                }
                """).expectClean();
    }
}
