package dev.schemaguard.processor.diagnostic;

import javax.lang.model.element.AnnotationMirror;

/**
 * An annotation a framework finds as a meta-annotation of one the user wrote (Spring's composed annotations:
 * {@code @UniqueKey} meta-annotated with {@code @Indexed(unique = true)}), with the values the framework merges
 * into it. javac knows no position for it: findings about it point at {@link #written()}, the annotation on the
 * element, which is what the user can change.
 */
public interface MetaAnnotationMirror extends AnnotationMirror {

    /** The annotation written on the element that this one was found through. */
    AnnotationMirror written();
}
