package dev.schemaguard.processor.diagnostic;

import dev.schemaguard.processor.model.Origin;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * The javac side of an {@link Origin}: the element, and if known the annotation and the
 * annotation value, so that a message points at the most precise place the user wrote.
 */
public record SourcePosition(Element element, AnnotationMirror annotation, AnnotationValue value) implements Origin {

    public static SourcePosition of(Element element) {
        return new SourcePosition(element, null, null);
    }

    public static SourcePosition of(Element element, AnnotationMirror annotation) {
        return new SourcePosition(element, annotation, null);
    }

    public static SourcePosition of(Element element, AnnotationMirror annotation, AnnotationValue value) {
        return new SourcePosition(element, annotation, value);
    }

    @Override
    public String toString() {
        return element + (annotation != null ? " " + annotation : "") + (value != null ? " = " + value : "");
    }
}
