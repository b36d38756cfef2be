package dev.schemaguard.processor.reader;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * A class's superclass chain, as the frameworks walk it for inherited annotations: they stop below
 * {@code java.lang.Object}, which carries none of theirs, and at a superclass that does not resolve
 * (an error type has no annotations nor members to find).
 */
final class TypeHierarchy {

    private TypeHierarchy() {
    }

    /** The superclass of {@code type}, or {@code null} at the top: below {@code java.lang.Object} or an unresolved class. */
    static TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement s = (TypeElement) ((DeclaredType) superclass).asElement();
        return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
    }

    /** The class nearest to {@code type} in its superclass chain that carries the annotation, or {@code null}. */
    static TypeElement nearest(TypeElement type, String annotation) {
        for (TypeElement c = type; c != null; c = superclass(c)) {
            if (AnnotationReader.has(c, annotation)) {
                return c;
            }
        }
        return null;
    }

    /**
     * The class an inherited annotation is written on: {@code type} or the superclass whose own
     * annotations hold this very mirror (findings point at what the user wrote); {@code type} itself
     * when none does.
     */
    static TypeElement owner(TypeElement type, AnnotationMirror annotation) {
        for (TypeElement c = type; c != null; c = superclass(c)) {
            if (c.getAnnotationMirrors().contains(annotation)) {
                return c;
            }
        }
        return type;
    }
}
