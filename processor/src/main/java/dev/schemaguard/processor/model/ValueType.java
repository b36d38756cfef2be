package dev.schemaguard.processor.model;

import java.util.List;
import java.util.Objects;

/**
 * The stored shape of a Java type.
 *
 * @param bson        the BSON type
 * @param javaType    the Java type as written in messages, such as {@code java.util.List<p.Review>}
 * @param element     for {@link BsonType#ARRAY} the element type, for {@link BsonType#MAP} the value type, for
 *                    {@link BsonType#DBREF} the type of its {@code $id}
 * @param typeKey     for {@link BsonType#DOCUMENT} the key of its {@link TypeModel} in the document's types
 * @param enumeration whether the Java type is an enum (stored as a string with few distinct values)
 * @param enumMaxBytes for an enum, the UTF-8 length of its longest constant, its worst-case stored string
 * @param bound       for a type argument (an element or map value), its {@code @Bounded(max)} type
 *                    annotation as written (even if invalid), or {@code null}; a field's own bound is
 *                    {@link FieldModel#bound()}
 * @param implicitBound for a set of an enum or a map keyed by an enum, the number of its constants:
 *                    it holds at most one element per constant, whatever is written; otherwise {@code null}
 * @param dbRef       for {@link BsonType#DBREF} what its {@code $ref} and {@code $db} hold; otherwise {@code null}
 * @param enumConstants for an enum, the names of its constants in declaration order (what the mappings
 *                    store: {@code name()}); empty otherwise
 */
public record ValueType(
        BsonType bson,
        String javaType,
        ValueType element,
        String typeKey,
        boolean enumeration,
        int enumMaxBytes,
        Long bound,
        Long implicitBound,
        DbRefNames dbRef,
        List<String> enumConstants) {

    /**
     * The names a DBRef stores besides its {@code $id}.
     *
     * @param collection the target's collection ({@code $ref}); empty when only known at run time (a SpEL name)
     * @param database   the database ({@code $db}), or {@code null} when the DBRef stores none
     */
    public record DbRefNames(String collection, String database) {
        public DbRefNames {
            Objects.requireNonNull(collection, "collection");
        }
    }

    public static final String STRING_CLASS = "java.lang.String";
    public static final String BYTE_ARRAY = "byte[]";

    public ValueType {
        Objects.requireNonNull(bson, "bson");
        Objects.requireNonNull(javaType, "javaType");
        enumConstants = enumConstants == null ? List.of() : List.copyOf(enumConstants);
    }

    public static ValueType scalar(BsonType bson, String javaType) {
        return new ValueType(bson, javaType, null, null, false, 0, null, null, null, null);
    }

    public static ValueType enumeration(String javaType, int longestConstantBytes) {
        return enumeration(javaType, longestConstantBytes, List.of());
    }

    public static ValueType enumeration(String javaType, int longestConstantBytes, List<String> constants) {
        return new ValueType(
                BsonType.STRING, javaType, null, null, true, longestConstantBytes, null, null, null, constants);
    }

    public static ValueType array(String javaType, ValueType element) {
        return new ValueType(
                BsonType.ARRAY, javaType, Objects.requireNonNull(element), null, false, 0, null, null, null, null);
    }

    public static ValueType map(String javaType, ValueType value) {
        return new ValueType(
                BsonType.MAP, javaType, Objects.requireNonNull(value), null, false, 0, null, null, null, null);
    }

    public static ValueType document(String javaType, String typeKey) {
        return new ValueType(
                BsonType.DOCUMENT, javaType, null, Objects.requireNonNull(typeKey), false, 0, null, null, null, null);
    }

    /** A DBRef to a document whose {@code _id} is stored as {@code id}. */
    public static ValueType dbRef(String javaType, ValueType id, DbRefNames names) {
        return new ValueType(
                BsonType.DBREF,
                javaType,
                Objects.requireNonNull(id),
                null,
                false,
                0,
                null,
                null,
                Objects.requireNonNull(names),
                null);
    }

    public static ValueType any(String javaType) {
        return new ValueType(BsonType.ANY, javaType, null, null, false, 0, null, null, null, null);
    }

    /** The same value with a {@code @Bounded} type annotation's bound. */
    public ValueType withBound(Long max) {
        return new ValueType(
                bson, javaType, element, typeKey, enumeration, enumMaxBytes, max, implicitBound, dbRef, enumConstants);
    }

    /** The same container with another element (or map value) type. */
    public ValueType withElement(ValueType newElement) {
        return new ValueType(
                bson,
                javaType,
                newElement,
                typeKey,
                enumeration,
                enumMaxBytes,
                bound,
                implicitBound,
                dbRef,
                enumConstants);
    }

    /** The same container, bounded by the number of constants of the enum its elements or keys are. */
    public ValueType withImplicitBound(long constants) {
        return new ValueType(
                bson, javaType, element, typeKey, enumeration, enumMaxBytes, bound, constants, dbRef, enumConstants);
    }

    /**
     * How many elements the value can hold at most: its {@code @Bounded(max)} type annotation, else
     * its implicit bound, else {@code null} (unbounded).
     */
    public Long limit() {
        return bound != null ? bound : implicitBound;
    }

    /** An array or a map: a value whose size is a number of elements. */
    public boolean isContainer() {
        return bson == BsonType.ARRAY || bson == BsonType.MAP;
    }

    public boolean isJavaString() {
        return STRING_CLASS.equals(javaType);
    }

    /** A {@code char} or {@code Character}: a string of one UTF-16 unit. */
    public boolean isJavaChar() {
        return "char".equals(javaType) || "java.lang.Character".equals(javaType);
    }

    public boolean isUuid() {
        return "java.util.UUID".equals(javaType);
    }

    /** The element type of an array or the value type of a map, unwrapped through nested containers, as a document type key. */
    public String innermostTypeKey() {
        return innermost().typeKey;
    }

    public boolean isByteArray() {
        return BYTE_ARRAY.equals(javaType);
    }

    /** What a {@code @Bounded} on a value of this type counts, or {@code null} if it cannot be bounded. */
    public BoundUnit boundUnit() {
        if (isContainer() && !isByteArray()) {
            return BoundUnit.ELEMENTS;
        }
        if (isJavaString()) {
            return BoundUnit.CHARACTERS;
        }
        if (isByteArray()) {
            return BoundUnit.BYTES;
        }
        return null;
    }

    /** The type of the values stored for one element: itself, or the innermost element of nested containers. */
    public ValueType innermost() {
        ValueType t = this;
        while (t.isContainer() && !t.isByteArray()) {
            t = t.element;
        }
        return t;
    }

    /** Whether the stored value is a string, or an array or map of strings. */
    public boolean holdsStrings() {
        return innermost().bson == BsonType.STRING;
    }

    /** What {@code @Bounded(max)} counts on a value. */
    public enum BoundUnit {
        ELEMENTS("elements"),
        CHARACTERS("characters"),
        BYTES("bytes");

        private final String word;

        BoundUnit(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }
}
