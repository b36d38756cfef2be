package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * The {@link FieldMapping}s of one field by the vocabularies whose annotations the document's framework reads,
 * merged: the first in precedence order wins (docs/dialects/, "Precedence and conflicts").
 */
final class FieldMappings {

    private final VariableElement field;
    private final List<MappingVocabulary> vocabularies;
    private final List<FieldMapping> answers;

    private FieldMappings(VariableElement field, List<MappingVocabulary> vocabularies, List<FieldMapping> answers) {
        this.field = field;
        this.vocabularies = vocabularies;
        this.answers = answers;
    }

    /** Each vocabulary's answer for a field as the class {@code entity} (its class or a subclass) stores it. */
    static FieldMappings of(VariableElement field, TypeElement entity, DocumentScope scope) {
        List<FieldMapping> answers = new ArrayList<>();
        for (MappingVocabulary v : scope.vocabularies()) {
            answers.add(v.fieldMapping(field, entity));
        }
        return new FieldMappings(field, scope.vocabularies(), answers);
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
     * The stored name an annotation gives the field, or {@code null}: the first one's; where each is written
     * goes to {@code origins}, and another name that contradicts it is recorded.
     */
    MappingVocabulary.StoredName storedName(
            Map<String, SourcePosition> origins, Positions positions, List<ReadProblem> problems) {
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
        return named;
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
