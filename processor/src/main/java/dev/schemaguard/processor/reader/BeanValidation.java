package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.type.TypeMirror;

/**
 * Bean Validation's {@code @Size(max)} (jakarta and javax) and Hibernate Validator's {@code @Length(max)}
 * bound what schemaguard's {@code @Bounded} bounds (docs/dialects/), on a field or on a type argument
 * ({@code List<@Size(max = 5) List<String>>}); their default max ({@code Integer.MAX_VALUE}) bounds nothing.
 */
final class BeanValidation {

    static final List<String> BOUNDS = List.of(
            "jakarta.validation.constraints.Size",
            "javax.validation.constraints.Size",
            "org.hibernate.validator.constraints.Length");

    private BeanValidation() {}

    /** The explicit {@code max} of a bounding annotation that bounds something, or {@code null}. */
    static AnnotationValue max(AnnotationMirror m) {
        if (!BOUNDS.contains(AnnotationReader.nameOf(m))) {
            return null;
        }
        AnnotationValue max = AnnotationReader.explicit(m, "max");
        return max != null && max.getValue() instanceof Number n && n.longValue() != Integer.MAX_VALUE ? max : null;
    }

    /** Bean Validation's bound on the field, recorded where a {@code @Bounded} would be, or {@code null}. */
    static Long bound(Element f, Map<String, SourcePosition> origins, Positions positions) {
        for (String name : BOUNDS) {
            AnnotationMirror m = AnnotationReader.find(f, name).orElse(null);
            AnnotationValue max = m == null ? null : max(m);
            if (max != null) {
                origins.putIfAbsent("Bounded", positions.at(f, m, max));
                return ((Number) max.getValue()).longValue();
            }
        }
        return null;
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
