package dev.schemaguard.processor.reader;

import com.sun.source.util.Trees;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Where a finding about an element points: at what the user wrote, and, for an element that is not in the
 * compilation (a class from a jar), at the nearest element that is, where javac can show it (docs/guide/options-and-suppression.md). The reader and the vocabularies ask it; it reads nothing of a model.
 * It does not change: {@link #near} gives the positions of a nested read.
 */
public final class Positions {

    private final Trees trees;
    private final List<MappingVocabulary> vocabularies;

    /** Whether a top-level class has source in this compilation; asked for every position read, so by identity. */
    private final Map<Element, Boolean> inCompilation;

    /** Where the compilation reaches what is read now: the field being read, else the document; {@code null} for none. */
    private final SourcePosition nearest;

    Positions(ProcessingEnvironment env, List<MappingVocabulary> vocabularies) {
        this(treesOf(env), vocabularies, new IdentityHashMap<>(), null);
    }

    private Positions(
            Trees trees,
            List<MappingVocabulary> vocabularies,
            Map<Element, Boolean> inCompilation,
            SourcePosition nearest) {
        this.trees = trees;
        this.vocabularies = vocabularies;
        this.inCompilation = inCompilation;
        this.nearest = nearest;
    }

    private static Trees treesOf(ProcessingEnvironment env) {
        try {
            return Trees.instance(env);
        } catch (RuntimeException | LinkageError e) {
            // another compiler or a wrapped environment: every element counts as in the compilation
            return null;
        }
    }

    /** The same positions, showing those outside the compilation at {@code position}. */
    Positions near(SourcePosition position) {
        return new Positions(trees, vocabularies, inCompilation, position);
    }

    /** javac's trees, or {@code null} under another compiler. */
    Trees trees() {
        return trees;
    }

    /** A position on an element, or on one of its annotations and a value of it; either may be {@code null}. */
    public SourcePosition at(Element element, AnnotationMirror annotation, AnnotationValue value) {
        Element written =
                annotation != null && element instanceof VariableElement field ? holder(field, annotation) : element;
        SourcePosition position = SourcePosition.of(written, annotation, value);
        return nearest == null || isInCompilation(written) ? position : position.outside(nearest);
    }

    /**
     * The element an annotation of a field's property is written on: where a framework reads annotations on
     * accessors, the accessor its vocabulary finds; else the method of the field's class that holds it (a getter
     * other vocabularies pair otherwise, such as the driver's getURL() of url); else the field.
     */
    private Element holder(VariableElement field, AnnotationMirror annotation) {
        for (MappingVocabulary v : vocabularies) {
            Element accessor = v.annotationHolder(field, annotation);
            if (accessor != null) {
                return accessor;
            }
        }
        AnnotationMirror mirror = AnnotationReader.written(annotation);
        if (field.getAnnotationMirrors().contains(mirror)) {
            return field;
        }
        for (ExecutableElement m :
                ElementFilter.methodsIn(field.getEnclosingElement().getEnclosedElements())) {
            if (m.getAnnotationMirrors().contains(mirror)) {
                return m;
            }
        }
        return field;
    }

    /** Whether the element's top-level class has source in this compilation. */
    public boolean isInCompilation(Element element) {
        if (trees == null) {
            return true;
        }
        Element top = element;
        while (top.getEnclosingElement() != null && top.getEnclosingElement().getKind() != ElementKind.PACKAGE) {
            top = top.getEnclosingElement();
        }
        if (!(top instanceof TypeElement type)) {
            return true;
        }
        return inCompilation.computeIfAbsent(type, k -> {
            try {
                // a class's tree is found from its symbol directly, where a path would scan its file
                return trees.getTree(k) != null;
            } catch (RuntimeException e) {
                return true;
            }
        });
    }
}
