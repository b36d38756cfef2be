package dev.schemaguard.processor.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import java.util.Optional;

/**
 * The {@code @Generated} available to the code being compiled ({@code javax.annotation.processing}
 * from Java 9, {@code javax.annotation} before), or none. It never carries a date: a timestamp
 * would make every build's output differ and defeat incremental builds.
 */
public final class GeneratedAnnotation {

    private final ClassName type;

    private GeneratedAnnotation(ClassName type) {
        this.type = type;
    }

    /** @param qualifiedName the annotation type found on the compile class path, or {@code null} */
    public static GeneratedAnnotation of(String qualifiedName) {
        if (qualifiedName == null) {
            return new GeneratedAnnotation(null);
        }
        int dot = qualifiedName.lastIndexOf('.');
        return new GeneratedAnnotation(
                ClassName.get(qualifiedName.substring(0, dot), qualifiedName.substring(dot + 1)));
    }

    Optional<AnnotationSpec> annotation() {
        if (type == null) {
            return Optional.empty();
        }
        return Optional.of(AnnotationSpec.builder(type)
                .addMember("value", "$S", "dev.schemaguard.processor")
                .build());
    }
}
