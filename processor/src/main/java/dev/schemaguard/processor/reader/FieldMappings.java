package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ValueType;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/**
 * The {@link FieldMapping}s of one field by the vocabularies whose annotations the document's framework reads,
 * merged: the first in precedence order wins (docs/dialects/, "Precedence and conflicts").
 */
final class FieldMappings {

    private final VariableElement field;
    private final MappingVocabulary mapping;
    private final List<MappingVocabulary> vocabularies;
    private final List<FieldMapping> answers;

    private FieldMappings(
            VariableElement field,
            MappingVocabulary mapping,
            List<MappingVocabulary> vocabularies,
            List<FieldMapping> answers) {
        this.field = field;
        this.mapping = mapping;
        this.vocabularies = vocabularies;
        this.answers = answers;
    }

    /** Each vocabulary's answer for a field as the class {@code entity} (its class or a subclass) stores it. */
    static FieldMappings of(VariableElement field, TypeElement entity, DocumentScope scope) {
        List<FieldMapping> answers = new ArrayList<>();
        for (MappingVocabulary v : scope.vocabularies()) {
            answers.add(v.fieldMapping(field, entity));
        }
        return new FieldMappings(field, scope.mapping(), scope.vocabularies(), answers);
    }

    VariableElement field() {
        return field;
    }

    /** The simple name of an annotation that keeps the field out of the document, or {@code null}. */
    String notStoredBy() {
        return first(FieldMapping::notStoredBy);
    }

    /** The annotation that marks the field as the id, or {@code null}. */
    AnnotationMirror id() {
        return first(FieldMapping::id);
    }

    /** The name the mapping gives the field when no annotation names it: its Java name, unless a vocabulary says otherwise. */
    String implicitName() {
        String implicit = first(FieldMapping::implicitName);
        return implicit != null ? implicit : field.getSimpleName().toString();
    }

    /**
     * The name the field is stored under, unless it is stored as {@code _id}: the one the first annotation gives,
     * else the one the document's framework gives a field no annotation names (its naming strategy). Where each
     * annotation that names the field or marks it as the id is written goes to {@code origins}, and another name
     * that contradicts the first is recorded.
     */
    String storedName(
            Map<String, SourcePosition> origins,
            Positions positions,
            SchemaGuardOptions options,
            List<ReadProblem> problems) {
        MappingVocabulary.StoredName named = null;
        for (int i = 0; i < answers.size(); i++) {
            MappingVocabulary.StoredName given = answers.get(i).storedName();
            if (given == null) {
                continue;
            }
            // schemaguard's own @Field is pointed at by its value, as its other members are
            origins.putIfAbsent(
                    "Field",
                    positions.at(
                            field,
                            given.annotation(),
                            vocabularies.get(i) == SchemaguardVocabulary.INSTANCE ? given.value() : null));
            if (named == null) {
                named = given;
            } else if (!given.name().equals(named.name())) {
                problems.add(ReadProblem.of(
                        InvalidAnnotation.Message.CONFLICTING_NAMES,
                        positions.at(field, given.annotation(), null),
                        "stored name of '" + field.getSimpleName() + "'",
                        named.name(),
                        given.name()));
            }
        }
        String storedName = named != null ? named.name() : mapping.unnamedStoredName(implicitName(), options);
        AnnotationMirror marked = id();
        if (marked != null) {
            origins.putIfAbsent("Id", positions.at(field, marked, null));
        }
        return storedName;
    }

    /** Whether the document's framework stores the field, the id of an embedded type, as {@code _id}. */
    boolean embeddedIdIsUnderscoreId() {
        return mapping.embeddedIdIsUnderscoreId((TypeElement) field.getEnclosingElement());
    }

    /**
     * The second step, once the field's type is resolved against the class that stores it: the reference an
     * annotation makes of the field, and what is stored of its value; {@code null} for none. Asked of every
     * vocabulary, not only the ones the document's framework reads, in precedence order, the first answer winning;
     * not asked with the per-field answer, as it reads the target's type and only stored fields may.
     */
    MappingVocabulary.StoredReference reference(TypeMirror fieldType, ReferenceTargets targets)
            throws UnresolvedTypeException {
        for (MappingVocabulary v : Vocabularies.ALL) {
            MappingVocabulary.StoredReference stored = v.reference(field, fieldType, targets);
            if (stored != null) {
                return stored;
            }
        }
        return null;
    }

    /**
     * The last step, once the reader has mapped the field's type: the stored type after the document's framework
     * converts the id, then after each vocabulary's converters in precedence order.
     */
    ValueType storedType(ValueType mapped, boolean id, List<ReadProblem> problems) {
        ValueType type = id ? mapping.idType(field, mapped) : mapped;
        for (MappingVocabulary v : vocabularies) {
            type = v.storedType(field, type, problems);
        }
        return type;
    }

    /**
     * The field stored as {@code _id}: the one an annotation marks, else one named {@code id} or {@code _id} (by
     * the name its mapping gives it) that the document's framework takes as the id by its name; a second one
     * marked is recorded.
     */
    static FieldMappings idOf(
            List<FieldMappings> stored, TypeElement owner, DocumentScope scope, List<ReadProblem> problems) {
        FieldMappings explicit = null;
        for (FieldMappings f : stored) {
            if (f.id() != null) {
                if (explicit == null) {
                    explicit = f;
                } else {
                    problems.add(ReadProblem.of(
                            InvalidAnnotation.Message.SEVERAL_IDS,
                            scope.positions().at(f.field(), f.id(), null),
                            explicit.field().getSimpleName().toString(),
                            f.field().getSimpleName().toString(),
                            owner.getSimpleName().toString()));
                }
            }
        }
        if (explicit != null) {
            return explicit;
        }
        for (String name : List.of("id", "_id")) {
            for (FieldMappings f : stored) {
                if (f.implicitName().equals(name) && scope.mapping().isIdByName(f.field())) {
                    return f;
                }
            }
        }
        return null;
    }

    private <T> T first(Function<FieldMapping, T> part) {
        for (FieldMapping answer : answers) {
            T value = part.apply(answer);
            if (value != null) {
                return value;
            }
        }
        return null;
    }
}
