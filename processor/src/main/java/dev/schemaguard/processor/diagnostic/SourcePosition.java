package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.Origin;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The javac side of an {@link Origin}: the element, and if known the annotation and the
 * annotation value, so that a message points at the most precise place the user wrote.
 *
 * @param standIn for an element that is not in the compilation (a class from a jar), where its
 *                findings are printed instead: the field of the compilation that leads to it, else
 *                the {@code @Document} (docs/guide/options-and-suppression.md); {@code null} for an element of the compilation
 */
public record SourcePosition(
        Element element, AnnotationMirror annotation, AnnotationValue value, SourcePosition standIn) implements Origin {

    /**
     * A meta-annotation found through a composed annotation is printed at the composed one, and a value at the
     * composed one's member only when that member gave it (an alias written there).
     */
    public SourcePosition {
        if (annotation instanceof MetaAnnotationMirror meta) {
            AnnotationMirror written = meta.written();
            if (value != null && !written.getElementValues().containsValue(value)) {
                value = null;
            }
            annotation = written;
        }
    }

    public static SourcePosition of(Element element) {
        return new SourcePosition(element, null, null, null);
    }

    public static SourcePosition of(Element element, AnnotationMirror annotation) {
        return new SourcePosition(element, annotation, null, null);
    }

    public static SourcePosition of(Element element, AnnotationMirror annotation, AnnotationValue value) {
        return new SourcePosition(element, annotation, value, null);
    }

    /** The same element outside the compilation, printed at {@code standIn}. */
    public SourcePosition outside(SourcePosition standIn) {
        return new SourcePosition(element, annotation, value, standIn);
    }

    /** An annotation (and value) on the same element, printed where the element is. */
    public SourcePosition with(AnnotationMirror annotation, AnnotationValue value) {
        return new SourcePosition(element, annotation, value, standIn);
    }

    /** The outside type an outside element belongs to, by qualified name, as messages name it. */
    public String outsideType() {
        for (Element e = element; e != null; e = e.getEnclosingElement()) {
            if (e instanceof TypeElement type) {
                return type.getQualifiedName().toString();
            }
        }
        return String.valueOf(element);
    }

    @Override
    public String classPathType() {
        return standIn == null ? null : outsideType();
    }

    @Override
    public String writtenIn() {
        return outsideType();
    }

    @Override
    public String declaredAs() {
        String written = annotationName();
        return written == null ? null : written + " on '" + element.getSimpleName() + "'";
    }

    @Override
    public String annotationName() {
        if (annotation == null) {
            return null;
        }
        String name = ((TypeElement) annotation.getAnnotationType().asElement())
                .getQualifiedName()
                .toString();
        return name.startsWith("dev.schemaguard.") ? null : "@" + name.substring(name.lastIndexOf('.') + 1);
    }

    @Override
    public String memberName() {
        if (annotationName() == null || value == null) {
            return null;
        }
        for (var e : annotation.getElementValues().entrySet()) {
            if (e.getValue() == value) {
                return e.getKey().getSimpleName().toString();
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return element
                + (annotation != null ? " " + annotation : "")
                + (value != null ? " = " + value : "")
                + (standIn != null ? " (at " + standIn + ")" : "");
    }
}
