package dev.schemaguard.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a reference field points at, and how each value is stored.
 *
 * @param target          the qualified name of the referenced class: the annotation's value, else the
 *                        field's type or element type when that is a {@code @Document} (for a mapping that
 *                        saves any class in a collection of its own, that class); {@code null} when it
 *                        cannot be inferred
 * @param targetDocument  whether {@code target} lives in a collection of its own: a {@code @Document}
 *                        class, or any class for a mapping that saves every referenced class (Spring Data)
 * @param explicit        whether the target was given as the annotation's value
 * @param targetIdType    the stored type of the target's {@code _id}: its id field's, or ObjectId when it
 *                        has none; {@code null} when the target is not a document
 * @param targetFields    the target's stored fields by Java name, read for extended references (whose
 *                        summary copies them); empty otherwise, or when the target is being read already
 * @param storage         how each referencing value is stored
 * @param declaredBy      the annotation that declares the reference, as written in messages ({@code @Reference},
 *                        {@code @DBRef}); the field's annotation origins know it by its simple name
 * @param idOnlyForm      the same mapping's annotation that stores the id alone, as written in messages
 */
public record ReferenceSpec(
        String target,
        boolean targetDocument,
        boolean explicit,
        ValueType targetIdType,
        Map<String, FieldModel> targetFields,
        Storage storage,
        String declaredBy,
        String idOnlyForm) {

    public static final ValueType IMPLICIT_ID = ValueType.scalar(BsonType.OBJECT_ID, "org.bson.types.ObjectId");

    /** What a referencing value holds. */
    public enum Storage {
        /** The target's {@code _id} (or, for an extended reference, a summary document that holds it). */
        ID,
        /**
         * A DBRef {@code {$ref, $id[, $db]}}: the collection name travels with every value, and the
         * mapping resolves each one with a query of its own.
         */
        DBREF,
        /** A shape only known at run time, such as a custom lookup's. */
        UNKNOWN
    }

    public ReferenceSpec {
        targetFields = targetFields == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(targetFields));
    }

    /** A reference as schemaguard's own {@code @Reference} stores it, to a target not inferred: set what is known. */
    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** The annotation's simple name, under which the field's annotation origins keep its position. */
    public String annotationName() {
        return declaredBy.startsWith("@") ? declaredBy.substring(1) : declaredBy;
    }

    /** Builds a {@link ReferenceSpec}; each setter is named after the component it sets. */
    public static final class Builder {
        private String target;
        private boolean targetDocument;
        private boolean explicit;
        private ValueType targetIdType;
        private Map<String, FieldModel> targetFields = Map.of();
        private Storage storage = Storage.ID;
        private String declaredBy = "@Reference";
        private String idOnlyForm = "@Reference";

        private Builder() {}

        private Builder(ReferenceSpec reference) {
            target = reference.target;
            targetDocument = reference.targetDocument;
            explicit = reference.explicit;
            targetIdType = reference.targetIdType;
            targetFields = reference.targetFields;
            storage = reference.storage;
            declaredBy = reference.declaredBy;
            idOnlyForm = reference.idOnlyForm;
        }

        public Builder target(String target) {
            this.target = target;
            return this;
        }

        public Builder targetDocument(boolean targetDocument) {
            this.targetDocument = targetDocument;
            return this;
        }

        public Builder explicit(boolean explicit) {
            this.explicit = explicit;
            return this;
        }

        public Builder targetIdType(ValueType targetIdType) {
            this.targetIdType = targetIdType;
            return this;
        }

        public Builder targetFields(Map<String, FieldModel> targetFields) {
            this.targetFields = targetFields;
            return this;
        }

        public Builder storage(Storage storage) {
            this.storage = storage;
            return this;
        }

        public Builder declaredBy(String declaredBy) {
            this.declaredBy = declaredBy;
            return this;
        }

        public Builder idOnlyForm(String idOnlyForm) {
            this.idOnlyForm = idOnlyForm;
            return this;
        }

        public ReferenceSpec build() {
            return new ReferenceSpec(
                    target, targetDocument, explicit, targetIdType, targetFields, storage, declaredBy, idOnlyForm);
        }
    }
}
