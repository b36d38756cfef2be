package dev.schemaguard.processor.reader;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * A class's superclass chain, as the frameworks walk it for inherited annotations: they stop below
 * {@code java.lang.Object}, which carries none of theirs, and at a superclass that does not resolve
 * (an error type has no annotations nor members to find).
 */
public final class TypeHierarchy {

    private TypeHierarchy() {}

    /** The superclass of {@code type}, or {@code null} at the top: below {@code java.lang.Object} or an unresolved class. */
    public static TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement s = (TypeElement) ((DeclaredType) superclass).asElement();
        return s.getQualifiedName().contentEquals("java.lang.Object") ? null : s;
    }

    /** The classes whose fields a type stores, from the topmost superclass down to the type itself. */
    public static List<TypeElement> storedClasses(TypeElement type) {
        Deque<TypeElement> chain = new ArrayDeque<>();
        TypeElement current = type;
        while (current != null) {
            chain.push(current);
            TypeMirror sup = current.getSuperclass();
            if (sup.getKind() != TypeKind.DECLARED) {
                break;
            }
            TypeElement next = (TypeElement) ((DeclaredType) sup).asElement();
            String name = next.getQualifiedName().toString();
            if (name.startsWith("java.") || name.startsWith("javax.")) {
                break;
            }
            current = next;
        }
        return new ArrayList<>(chain);
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
     * The type an inherited annotation is written on: {@code type}, the superclass or the interface
     * whose own annotations hold this very mirror (findings point at what the user wrote); {@code type}
     * itself when none does.
     */
    public static TypeElement owner(TypeElement type, AnnotationMirror merged) {
        // a meta-annotation is held by the composed annotation written on the class
        AnnotationMirror annotation = AnnotationReader.written(merged);
        for (TypeElement c = type; c != null; c = superclass(c)) {
            if (c.getAnnotationMirrors().contains(annotation)) {
                return c;
            }
        }
        for (TypeElement i : interfacesOfHierarchy(type)) {
            if (i.getAnnotationMirrors().contains(annotation)) {
                return i;
            }
        }
        return type;
    }

    /**
     * The interfaces of a class and of its superclasses in the order Morphia's EntityModelBuilder
     * reads their annotations: those of the class, each followed by its own superinterfaces (depth
     * first, as declared), then those of each superclass in turn, nearest first. An interface reached
     * twice is kept where it is reached first; one that does not resolve has nothing to read.
     */
    public static List<TypeElement> interfacesOfHierarchy(TypeElement type) {
        Set<TypeElement> out = new LinkedHashSet<>();
        for (TypeElement c = type; c != null; c = superclass(c)) {
            addInterfaces(c, out, 0);
        }
        return new ArrayList<>(out);
    }

    private static void addInterfaces(TypeElement type, Set<TypeElement> out, int depth) {
        // a cycle only javac reports: stop well before it matters
        if (depth > 32) {
            return;
        }
        for (TypeMirror i : type.getInterfaces()) {
            if (i.getKind() == TypeKind.DECLARED) {
                TypeElement element = (TypeElement) ((DeclaredType) i).asElement();
                // an interface reached twice (a diamond) is searched once, where it was first reached
                if (out.add(element)) {
                    addInterfaces(element, out, depth + 1);
                }
            }
        }
    }

    /** A field's type as a member of {@code owner}, its type arguments applied; its declared type where javac cannot. */
    static TypeMirror memberType(Types types, DeclaredType owner, VariableElement f) {
        try {
            return types.asMemberOf(owner, f);
        } catch (IllegalArgumentException e) {
            return f.asType();
        }
    }
}
