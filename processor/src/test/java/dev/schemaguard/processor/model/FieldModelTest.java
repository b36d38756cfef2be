package dev.schemaguard.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The edits a reader makes to a field it has read, and the reference a field holds, through the builders. */
class FieldModelTest {

    private static final ValueType STRING = ValueType.scalar(BsonType.STRING, "java.lang.String");
    private static final ReferenceSpec AUTHOR = ReferenceSpec.builder()
            .target("p.Author")
            .targetDocument(true)
            .targetIdType(ReferenceSpec.IMPLICIT_ID)
            .build();

    private static FieldModel city() {
        return FieldModel.builder()
                .javaName("city")
                .storedName("c")
                .type(STRING)
                .id(true)
                .bound(40L)
                .embedded(true)
                .reference(AUTHOR)
                .caseInsensitive(true)
                .declaringType("p.Address")
                .origin(Origin.NONE)
                .annotationOrigins(Map.of("Bounded", Origin.NONE))
                .build();
    }

    @Test
    void aFieldThatSetsNothingElseHasNoAnnotation() {
        FieldModel field = FieldModel.builder()
                .javaName("title")
                .storedName("title")
                .type(STRING)
                .origin(Origin.NONE)
                .build();
        assertFalse(field.id());
        assertFalse(field.isBounded());
        assertFalse(field.embedded());
        assertFalse(field.isReference());
        assertFalse(field.caseInsensitive());
        assertFalse(field.isRenamed());
        assertEquals(Map.of(), field.annotationOrigins());
    }

    @Test
    void buildValidatesAsTheRecordDoes() {
        assertThrows(
                NullPointerException.class,
                () -> FieldModel.builder().javaName("title").type(STRING).build());
    }

    @Test
    void withTypeChangesTheTypeAlone() {
        FieldModel field = city();
        ValueType bytes = ValueType.scalar(BsonType.BINARY, "byte[]");
        FieldModel converted = field.withType(bytes);
        assertEquals(bytes, converted.type());
        assertEquals(field, converted.withType(STRING));
    }

    @Test
    void unwrappedIntoNamesThePathAndIsNeverTheId() {
        FieldModel unwrapped = city().unwrappedInto("address", "addr_");
        assertEquals("address.city", unwrapped.javaName());
        assertEquals("addr_c", unwrapped.storedName());
        assertFalse(unwrapped.id());
        assertEquals(40L, unwrapped.bound());
        assertTrue(unwrapped.embedded() && unwrapped.caseInsensitive());
        assertEquals(AUTHOR, unwrapped.reference());
        assertEquals("p.Address", unwrapped.declaringType());
        assertEquals(Map.of("Bounded", Origin.NONE), unwrapped.annotationOrigins());
    }

    @Test
    void aReferenceThatSetsNoStorageIsSchemaguardsOwn() {
        assertEquals(ReferenceSpec.Storage.ID, AUTHOR.storage());
        assertEquals("@Reference", AUTHOR.idOnlyForm());
        assertEquals("Reference", AUTHOR.annotationName());
        ReferenceSpec dbRef = AUTHOR.toBuilder()
                .storage(ReferenceSpec.Storage.DBREF)
                .declaredBy("@DBRef")
                .idOnlyForm("@DocumentReference")
                .build();
        assertEquals("DBRef", dbRef.annotationName());
        assertEquals(
                AUTHOR,
                dbRef.toBuilder()
                        .storage(ReferenceSpec.Storage.ID)
                        .declaredBy("@Reference")
                        .idOnlyForm("@Reference")
                        .build());
    }
}
