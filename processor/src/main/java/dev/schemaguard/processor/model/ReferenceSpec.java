package dev.schemaguard.processor.model;

import java.util.Map;

/**
 * What a {@code @Reference} field points at.
 *
 * @param target          the qualified name of the referenced class: the annotation's value, else the
 *                        field's type or element type when that is a {@code @Document}; {@code null}
 *                        when it cannot be inferred
 * @param targetDocument  whether {@code target} is a {@code @Document} class
 * @param explicit        whether the target was given as the annotation's value
 * @param targetIdType    the stored type of the target's {@code _id}: its id field's, or ObjectId when it
 *                        has none; {@code null} when the target is not a document
 * @param targetFields    the target's stored fields by Java name, read for extended references (whose
 *                        summary copies them); empty otherwise, or when the target is being read already
 */
public record ReferenceSpec(String target, boolean targetDocument, boolean explicit, ValueType targetIdType,
        Map<String, FieldModel> targetFields) {

    public static final ValueType IMPLICIT_ID = ValueType.scalar(BsonType.OBJECT_ID, "org.bson.types.ObjectId");

    public ReferenceSpec {
        targetFields = targetFields == null ? Map.of() : java.util.Collections.unmodifiableMap(
                new java.util.LinkedHashMap<>(targetFields));
    }
}
