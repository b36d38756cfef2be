package dev.schemaguard.processor.reader;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.VariableElement;

/**
 * What a field's framework-neutral annotations say, read once per field: schemaguard's own ({@code @Field},
 * {@code @Bounded}, {@code @Embedded}, {@code @CaseInsensitive}, …) and Bean Validation's bound. No framework's
 * mapping is asked here; each vocabulary answers for its own annotations in a {@link FieldMapping}.
 *
 * @param origins         where each of schemaguard's annotations is written, by simple name, pointed at the member
 *                        a finding about it concerns; and Bean Validation's bound under {@code Bounded}
 * @param bound           the field's bound: {@code @Bounded(max)} on the field or on its type, else Bean
 *                        Validation's; {@code null} for none
 * @param renamed         whether schemaguard's {@code @Field} names the field
 * @param embedded        whether schemaguard's {@code @Embedded} marks the field
 * @param caseInsensitive whether schemaguard's {@code @CaseInsensitive} marks the field
 * @param origin          where the field is declared
 */
record FieldAnnotations(
        Map<String, SourcePosition> origins,
        Long bound,
        boolean renamed,
        boolean embedded,
        boolean caseInsensitive,
        SourcePosition origin) {

    FieldAnnotations {
        origins = Collections.unmodifiableMap(new LinkedHashMap<>(origins));
    }

    /**
     * Reads the field's annotations in one pass; positions come from {@code positions}, those of the document near
     * the field. A {@code @Bounded(max)} on the field's type whose value does not resolve yet defers the document.
     */
    static FieldAnnotations read(VariableElement f, AnnotationReader annotations, Positions positions)
            throws UnresolvedTypeException {
        // in source order: the first annotation of a simple name keeps its position
        Map<String, SourcePosition> origins = new LinkedHashMap<>();
        AnnotationMirror bounded = null;
        boolean renamed = false;
        boolean embedded = false;
        boolean caseInsensitive = false;
        for (AnnotationMirror m : AnnotationReader.schemaguardAnnotations(f)) {
            String qualified = AnnotationReader.nameOf(m);
            String name = qualified.substring(AnnotationReader.PACKAGE.length());
            String member = switch (name) {
                case "Bounded" -> "max";
                case "Field", "Reference" -> "value";
                default -> null;
            };
            AnnotationValue value = member == null ? null : AnnotationReader.explicit(m, member);
            origins.putIfAbsent(name, positions.at(f, m, value));
            bounded = bounded == null && qualified.equals(AnnotationReader.BOUNDED) ? m : bounded;
            renamed |= qualified.equals(AnnotationReader.FIELD);
            embedded |= qualified.equals(AnnotationReader.EMBEDDED);
            caseInsensitive |= qualified.equals(AnnotationReader.CASE_INSENSITIVE);
        }
        Long bound;
        if (bounded != null) {
            bound = annotations.longValue(bounded, "max");
        } else {
            // on a qualified type Java allows a type annotation only after the package: java.util.@Bounded(max = 5)
            // List<Tag>
            bound = UnresolvedTypeException.placedOn(f, positions, () -> TypeMapper.typeUseBound(f.asType()));
        }
        if (bound == null) {
            bound = BeanValidation.bound(f, origins, positions);
        }
        return new FieldAnnotations(origins, bound, renamed, embedded, caseInsensitive, positions.at(f, null, null));
    }
}
