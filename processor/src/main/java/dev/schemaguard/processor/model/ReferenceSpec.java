package dev.schemaguard.processor.model;

/**
 * What a {@code @Reference} field points at.
 *
 * @param target          the qualified name of the referenced class: the annotation's value, else the
 *                        field's type or element type when that is a {@code @Document}; {@code null}
 *                        when it cannot be inferred
 * @param targetDocument  whether {@code target} is a {@code @Document} class
 * @param explicit        whether the target was given as the annotation's value
 * @param targetIdType    the stored type of the target's {@code _id}, when the target is a document that has one
 */
public record ReferenceSpec(String target, boolean targetDocument, boolean explicit, ValueType targetIdType) {
}
