package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.model.FieldModel;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.model.ReferenceSpec;
import dev.schemaguard.processor.model.TypeModel;
import dev.schemaguard.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * What a vocabulary's reference annotation asks of the reader to say what a field that references another class
 * stores ({@link MappingVocabulary#reference}): the target, its id as a framework stores it, the target's fields for
 * an extended reference. It reads within the scope of the document that holds the field.
 */
public final class ReferenceTargets {

    /** How the reader reads a class, for a target's fields and the embedded types of its id. */
    interface TypeReading {
        TypeModel readType(DeclaredType type, boolean root, DocumentScope scope, List<ReadProblem> problems)
                throws UnresolvedTypeException;

        String embed(DeclaredType type, DocumentScope scope) throws UnresolvedTypeException;
    }

    private final Types types;
    private final Elements elements;
    private final AnnotationReader annotations;
    private final TypeMapper mapper;
    private final DocumentScope scope;
    private final TypeReading reading;

    ReferenceTargets(
            Types types,
            Elements elements,
            AnnotationReader annotations,
            TypeMapper mapper,
            DocumentScope scope,
            TypeReading reading) {
        this.types = types;
        this.elements = elements;
        this.annotations = annotations;
        this.mapper = mapper;
        this.scope = scope;
        this.reading = reading;
    }

    public TypeMapper mapper() {
        return mapper;
    }

    public AnnotationReader annotations() {
        return annotations;
    }

    /**
     * The reference an annotation makes of a field: its target, the class its {@code value} names, else the
     * document class of the field's type or element type; the target's id type as the document's framework maps it.
     */
    public ReferenceSpec read(AnnotationMirror reference, TypeMirror fieldType) throws UnresolvedTypeException {
        Object value = annotations.value(reference, "value");
        TypeElement target = null;
        boolean explicit = false;
        if (value instanceof TypeMirror t && t.getKind() == TypeKind.DECLARED) {
            target = (TypeElement) ((DeclaredType) t).asElement();
            explicit = true;
        } else if (value instanceof TypeMirror t && t.getKind() == TypeKind.ERROR) {
            throw new UnresolvedTypeException(t.toString());
        } else {
            target = documentClassOf(fieldType);
        }
        if (target == null) {
            return ReferenceSpec.builder().explicit(explicit).build();
        }
        boolean document = Vocabularies.storedAsDocument(target);
        ValueType idType = null;
        if (document) {
            idType = ReferenceSpec.IMPLICIT_ID;
            List<FieldMappings> stored = new ArrayList<>();
            for (TypeElement c : TypeHierarchy.storedClasses(target)) {
                for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                    if (!f.getModifiers().contains(Modifier.STATIC)
                            && !f.getModifiers().contains(Modifier.TRANSIENT)) {
                        stored.add(FieldMappings.of(f, target, scope));
                    }
                }
            }
            FieldMappings id = FieldMappings.idOf(stored, target, scope, new ArrayList<>());
            if (id != null) {
                idType = mapper.map(
                        TypeHierarchy.memberType(types, (DeclaredType) target.asType(), id.field()), this::embed);
            }
        }
        return ReferenceSpec.builder()
                .target(target.getQualifiedName().toString())
                .targetDocument(document)
                .explicit(explicit)
                .targetIdType(idType)
                .build();
    }

    /**
     * The target's stored fields, for an extended reference whose summary copies them. A target
     * that is being read already (documents that reference each other) gives none.
     */
    public ReferenceSpec withTargetFields(ReferenceSpec reference) throws UnresolvedTypeException {
        TypeElement target = elements.getTypeElement(reference.target());
        String name = target.getQualifiedName().toString();
        if (scope.targets().contains(name)) {
            return reference;
        }
        TypeModel model =
                reading.readType((DeclaredType) target.asType(), true, scope.withTarget(name), new ArrayList<>());
        Map<String, FieldModel> fields = new LinkedHashMap<>();
        model.fields().forEach(f -> fields.putIfAbsent(f.javaName(), f));
        return reference.toBuilder().targetFields(fields).build();
    }

    /**
     * A class's {@code _id} as the framework of {@code vocabulary} stores it in a reference to it, whichever
     * vocabulary the referencing document uses (that framework writes the reference): the id field's type as it
     * converts it, else ObjectId when it has none.
     */
    public ValueType storedId(TypeElement target, MappingVocabulary vocabulary) throws UnresolvedTypeException {
        DocumentScope writer = scope.withMapping(vocabulary);
        List<FieldMappings> stored = new ArrayList<>();
        for (TypeElement c : TypeHierarchy.storedClasses(target)) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (!f.getModifiers().contains(Modifier.STATIC) && vocabulary.notStoredBy(f) == null) {
                    stored.add(FieldMappings.of(f, target, writer));
                }
            }
        }
        FieldMappings id = FieldMappings.idOf(stored, target, writer, new ArrayList<>());
        if (id == null) {
            return ReferenceSpec.IMPLICIT_ID;
        }
        return vocabulary.idType(
                id.field(),
                mapper.map(TypeHierarchy.memberType(types, (DeclaredType) target.asType(), id.field()), this::embed));
    }

    /** The {@code @Document} class a field's type or element type is, or {@code null}. */
    private TypeElement documentClassOf(TypeMirror type) throws UnresolvedTypeException {
        TypeMirror t = type;
        for (TypeMirror e = mapper.elementTypeOf(t); e != null; e = mapper.elementTypeOf(t)) {
            t = e;
        }
        if (t.getKind() == TypeKind.ERROR) {
            throw new UnresolvedTypeException(t.toString());
        }
        if (t.getKind() == TypeKind.DECLARED) {
            TypeElement element = (TypeElement) ((DeclaredType) t).asElement();
            return Vocabularies.storedAsDocument(element) ? element : null;
        }
        return null;
    }

    /**
     * A reference to a {@code @Document} is stored as the target's {@code _id} (or an array of them),
     * not as an embedded copy; any other referencing type (an id, an extended-reference summary) is
     * stored as it is.
     */
    public ValueType storedAsIds(TypeMirror fieldType, ReferenceSpec reference) throws UnresolvedTypeException {
        TypeMirror element = mapper.elementTypeOf(fieldType);
        if (element != null) {
            ValueType inner = storedAsIds(element, reference);
            return ValueType.array(TypeMapper.nameOf(fieldType), inner);
        }
        if (fieldType.getKind() == TypeKind.DECLARED
                && Vocabularies.storedAsDocument((TypeElement) ((DeclaredType) fieldType).asElement())) {
            return reference.targetIdType() != null
                    ? reference.targetIdType()
                    : ValueType.any(TypeMapper.nameOf(fieldType));
        }
        return mapper.map(fieldType, this::embed);
    }
    /** A DBRef {@code {$ref, $id}} per value: a value of its own shape, never the target expanded as embedded. */
    public ValueType dbRefs(TypeMirror fieldType) {
        TypeMirror element = mapper.elementTypeOf(fieldType);
        return element != null
                ? ValueType.array(TypeMapper.nameOf(fieldType), dbRefs(element))
                : ValueType.any(TypeMapper.nameOf(fieldType));
    }

    private String embed(DeclaredType type) throws UnresolvedTypeException {
        return reading.embed(type, scope);
    }
}
