package dev.schemaguard.processor.reader.morphia;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.message.Template;
import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.MappingVocabulary;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * The checks of Morphia's MappingValidator that no rule of docs/rules makes: Morphia throws a
 * ConstraintViolationException when it maps such a class, so the application cannot start.
 * (MultipleId, DuplicatedAttributeNames and ReferenceToUnidentifiable are InvalidAnnotation's
 * several ids, FieldName and ReferenceTarget.) And what Mapper.register refuses: two classes with one
 * discriminator, which an explicit discriminator on an inherited {@code @Entity} always makes. Of
 * every class a document stores, and of the mapped superclasses Morphia maps with it.
 */
final class MorphiaValidator {

    private final List<ReadProblem> problems;

    MorphiaValidator(List<ReadProblem> problems) {
        this.problems = problems;
    }

    void validate(MappingVocabulary.IndexContext c) {
        List<TypeModel> types = new ArrayList<>();
        types.add(c.root());
        types.addAll(c.subtypes());
        types.addAll(c.types().values());
        Set<Element> seen = new HashSet<>();
        for (TypeModel type : types) {
            if (type.origin() instanceof SourcePosition at && at.element() instanceof TypeElement element) {
                if (seen.add(element)) {
                    validate(element, type);
                }
                // EntityModelBuilder maps the superclass of each class it maps, and Mapper.register validates and
                // registers that model too: an abstract entity's, or one that no document of the compilation is
                for (TypeElement s = TypeHierarchy.superclass(element);
                        s != null && MorphiaVocabulary.mappable(s);
                        s = TypeHierarchy.superclass(s)) {
                    if (seen.add(s)) {
                        validateClass(s);
                    }
                }
            }
        }
    }

    private void validate(TypeElement element, TypeModel type) {
        validateClass(element);
        validateFields(element, type);
    }

    /** The checks of a class's model that do not depend on its fields. */
    private void validateClass(TypeElement element) {
        AnnotationMirror entity =
                AnnotationReader.find(element, MorphiaVocabulary.ENTITY).orElse(null);
        AnnotationMirror embedded =
                AnnotationReader.find(element, MorphiaVocabulary.EMBEDDED).orElse(null);
        if (entity != null && embedded != null) {
            reject(
                    InvalidAnnotation.Message.MORPHIA_ENTITY_AND_EMBEDDED,
                    SourcePosition.of(element, embedded),
                    element.getSimpleName().toString());
        }
        // DiscriminatorLookup refuses a second class with one discriminator: an inherited @Entity gives its own
        AnnotationMirror inherited = MorphiaVocabulary.morphiaAnnotation(element, MorphiaVocabulary.ENTITY);
        AnnotationValue discriminator = inherited == null ? null : MorphiaVocabulary.named(inherited, "discriminator");
        if (discriminator != null && !element.getAnnotationMirrors().contains(inherited)) {
            TypeElement owner = TypeHierarchy.owner(element, inherited);
            reject(
                    InvalidAnnotation.Message.MORPHIA_DISCRIMINATOR_INHERITED,
                    SourcePosition.of(owner, inherited, discriminator),
                    String.valueOf(discriminator.getValue()),
                    owner.getSimpleName().toString(),
                    element.getSimpleName().toString());
        }
    }

    private void validateFields(TypeElement element, TypeModel type) {
        FieldModel firstVersion = null;
        for (FieldModel field : type.fields()) {
            if (!(field.origin() instanceof SourcePosition position)) {
                continue;
            }
            Element f = position.element();
            AnnotationMirror version =
                    AnnotationReader.find(f, MorphiaVocabulary.VERSION).orElse(null);
            if (version != null) {
                if (firstVersion != null) {
                    reject(
                            InvalidAnnotation.Message.MORPHIA_TWO_VERSIONS,
                            position.with(version, null),
                            element.getSimpleName().toString(),
                            firstVersion.javaName(),
                            field.javaName());
                }
                firstVersion = firstVersion == null ? field : firstVersion;
                String javaType = field.type().javaType();
                if (!element.getModifiers().contains(Modifier.ABSTRACT)
                        && !javaType.equals("long")
                        && !javaType.equals("java.lang.Long")) {
                    reject(
                            InvalidAnnotation.Message.MORPHIA_VERSION_NOT_LONG,
                            position.with(version, null),
                            field.javaName(),
                            javaType);
                }
            }
            AnnotationMirror id = AnnotationReader.find(f, MorphiaVocabulary.ID).orElse(null);
            for (String other :
                    List.of(MorphiaVocabulary.REFERENCE, MorphiaVocabulary.EMBEDDED, MorphiaVocabulary.PROPERTY)) {
                AnnotationMirror mixed = AnnotationReader.find(f, other).orElse(null);
                if (id != null && mixed != null) {
                    reject(
                            InvalidAnnotation.Message.MORPHIA_ID_MIXED,
                            position.with(mixed, null),
                            field.javaName(),
                            other.substring(MorphiaVocabulary.PACKAGE.length()));
                }
            }
            AnnotationMirror reference =
                    AnnotationReader.find(f, MorphiaVocabulary.REFERENCE).orElse(null);
            AnnotationMirror property =
                    AnnotationReader.find(f, MorphiaVocabulary.PROPERTY).orElse(null);
            if (reference != null && property != null && id == null) {
                reject(
                        InvalidAnnotation.Message.MORPHIA_REFERENCE_AND_PROPERTY,
                        position.with(property, null),
                        field.javaName());
            }
        }
    }

    private void reject(Template kind, SourcePosition at, String... args) {
        problems.add(ReadProblem.of(kind, at, args));
    }
}
