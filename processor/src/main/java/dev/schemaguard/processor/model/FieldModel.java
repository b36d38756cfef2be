package dev.schemaguard.processor.model;

import java.util.Map;
import java.util.Objects;

/**
 * One stored field of a class: a non-static, non-transient instance field, inherited or
 * declared, or a record component.
 *
 * @param javaName          the Java field name
 * @param storedName        the name in the stored document: {@code _id}, the {@code @Field} value, or the Java name
 * @param type              the stored type, with generics resolved against the class that stores it
 * @param id                whether this field is the document's {@code _id}
 * @param bound             the {@code @Bounded(max)} as written (even if invalid), or {@code null}
 * @param embedded          whether the field carries {@code @Embedded}
 * @param reference         the {@code @Reference}, or {@code null}
 * @param caseInsensitive   whether the field carries {@code @CaseInsensitive}
 * @param declaringType     the qualified name of the class that declares the field
 * @param origin            the field
 * @param annotationOrigins the schemaguard annotations on the field, by simple name; for
 *                          {@code Field} and {@code Bounded}, the origin of their value
 */
public record FieldModel(
        String javaName,
        String storedName,
        ValueType type,
        boolean id,
        Long bound,
        boolean embedded,
        ReferenceSpec reference,
        boolean caseInsensitive,
        String declaringType,
        Origin origin,
        Map<String, Origin> annotationOrigins) {

    public FieldModel {
        Objects.requireNonNull(javaName, "javaName");
        Objects.requireNonNull(storedName, "storedName");
        Objects.requireNonNull(type, "type");
        annotationOrigins = Map.copyOf(annotationOrigins);
    }

    /** A field with no annotation: not the id, not bounded, not embedded, not a reference; set the rest. */
    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** The same field stored as another type (a framework that converts the value on write). */
    public FieldModel withType(ValueType stored) {
        return toBuilder().type(stored).build();
    }

    /**
     * This field of a value stored flattened into its owner (SDM's {@code @Unwrapped}): named by its
     * path from the owner ({@code address.city}), stored under the prefix, never the owner's id.
     */
    public FieldModel unwrappedInto(String ownerField, String prefix) {
        return toBuilder()
                .javaName(ownerField + "." + javaName)
                .storedName(prefix + storedName)
                .id(false)
                .build();
    }

    /**
     * The simple name of the class a message names this field in: the class that declares it, so
     * that a finding on an inherited field reads the same from every subclass and every document
     * and is printed once (docs/guide/options-and-suppression.md); for a field unwrapped into {@code storedIn}, named by its path
     * from there, that class.
     */
    public String ownerName(TypeModel storedIn) {
        return declaringType == null || javaName.contains(".")
                ? storedIn.simpleName()
                : TypeModel.simpleNameOf(declaringType);
    }

    public boolean isBounded() {
        return bound != null;
    }

    /**
     * How many elements (or characters, or bytes) the value can hold at most: the field's
     * {@code @Bounded(max)}, else the implicit bound of its type (a set of an enum, a map keyed by
     * one), else {@code null}.
     */
    public Long limit() {
        return bound != null ? bound : type.implicitBound();
    }

    public boolean isReference() {
        return reference != null;
    }

    /**
     * A reference that stores only ids, whose target's fields live in another collection; an
     * extended reference stores a summary document here, which paths can go into.
     */
    public boolean isPlainReference() {
        return reference != null && type.innermost().bson() != BsonType.DOCUMENT;
    }

    /** Whether the stored name was given with {@code @Field}. */
    public boolean isRenamed() {
        return annotationOrigins.containsKey("Field");
    }

    /** The origin of the named annotation on this field, or of the field when it has none. */
    public Origin originOf(String annotationSimpleName) {
        return annotationOrigins.getOrDefault(annotationSimpleName, origin);
    }

    /** Builds a {@link FieldModel}; each setter is named after the component it sets. */
    public static final class Builder {
        private String javaName;
        private String storedName;
        private ValueType type;
        private boolean id;
        private Long bound;
        private boolean embedded;
        private ReferenceSpec reference;
        private boolean caseInsensitive;
        private String declaringType;
        private Origin origin;
        private Map<String, Origin> annotationOrigins = Map.of();

        private Builder() {}

        private Builder(FieldModel field) {
            javaName = field.javaName;
            storedName = field.storedName;
            type = field.type;
            id = field.id;
            bound = field.bound;
            embedded = field.embedded;
            reference = field.reference;
            caseInsensitive = field.caseInsensitive;
            declaringType = field.declaringType;
            origin = field.origin;
            annotationOrigins = field.annotationOrigins;
        }

        public Builder javaName(String javaName) {
            this.javaName = javaName;
            return this;
        }

        public Builder storedName(String storedName) {
            this.storedName = storedName;
            return this;
        }

        public Builder type(ValueType type) {
            this.type = type;
            return this;
        }

        public Builder id(boolean id) {
            this.id = id;
            return this;
        }

        public Builder bound(Long bound) {
            this.bound = bound;
            return this;
        }

        public Builder embedded(boolean embedded) {
            this.embedded = embedded;
            return this;
        }

        public Builder reference(ReferenceSpec reference) {
            this.reference = reference;
            return this;
        }

        public Builder caseInsensitive(boolean caseInsensitive) {
            this.caseInsensitive = caseInsensitive;
            return this;
        }

        public Builder declaringType(String declaringType) {
            this.declaringType = declaringType;
            return this;
        }

        public Builder origin(Origin origin) {
            this.origin = origin;
            return this;
        }

        public Builder annotationOrigins(Map<String, Origin> annotationOrigins) {
            this.annotationOrigins = annotationOrigins;
            return this;
        }

        /** @throws NullPointerException without a Java name, a stored name or a type */
        public FieldModel build() {
            return new FieldModel(
                    javaName,
                    storedName,
                    type,
                    id,
                    bound,
                    embedded,
                    reference,
                    caseInsensitive,
                    declaringType,
                    origin,
                    annotationOrigins);
        }
    }
}
