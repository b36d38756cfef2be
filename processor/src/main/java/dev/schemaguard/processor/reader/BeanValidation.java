package dev.schemaguard.processor.reader;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;

/**
 * Bean Validation's {@code @Size(max)} (jakarta and javax) and Hibernate Validator's {@code @Length(max)}
 * bound what schemaguard's {@code @Bounded} bounds (docs/dialects/), on a field or on a type argument
 * ({@code List<@Size(max = 5) List<String>>}); their default max ({@code Integer.MAX_VALUE}) bounds nothing.
 */
final class BeanValidation {

    static final List<String> BOUNDS = List.of("jakarta.validation.constraints.Size",
            "javax.validation.constraints.Size", "org.hibernate.validator.constraints.Length");

    private BeanValidation() {
    }

    /** The explicit {@code max} of a bounding annotation that bounds something, or {@code null}. */
    static AnnotationValue max(AnnotationMirror m) {
        if (!BOUNDS.contains(AnnotationReader.nameOf(m))) {
            return null;
        }
        AnnotationValue max = AnnotationReader.explicit(m, "max");
        return max != null && max.getValue() instanceof Number n && n.longValue() != Integer.MAX_VALUE ? max : null;
    }

    /** The bound a Bean Validation annotation on a type use gives, or {@code null}. */
    static Long typeUseBound(TypeMirror type) {
        for (AnnotationMirror m : type.getAnnotationMirrors()) {
            AnnotationValue max = max(m);
            if (max != null) {
                return ((Number) max.getValue()).longValue();
            }
        }
        return null;
    }
}
