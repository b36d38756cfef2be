package dev.schemaguard.processor.reader.driver;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.LombokReader;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * Properties the driver's POJO codec can set and never get. PojoBuilderHelper makes a property of every
 * public instance setter ({@code set}, an upper-case letter, one parameter) and keeps it because it can be
 * read back (PropertyMetadata.isDeserializable); when the property has no getter and no public field,
 * PropertyMetadata.isSerializable is false, yet the property is readable by the conventions, so every encode
 * of the class fails in PropertyAccessorImpl.get ("Unable to get value for property"), {@code @BsonIgnore} on
 * the setter included (it only stops the read). The class can be decoded, never written.
 */
final class PojoSetterOnlyProperties {

    private static final String LOMBOK_DATA = "lombok.Data";
    private static final String LOMBOK_ACCESSORS = "lombok.experimental.Accessors";

    private PojoSetterOnlyProperties() {}

    /**
     * Records each such property of the class, its superclasses and their interfaces, once: at the field whose
     * setter Lombok's {@code @Setter} or {@code @Data} generates (at that annotation, in whichever order javac runs
     * the two processors), else at the first setter written, the class's before its superclasses'.
     */
    static void check(TypeElement type, List<ReadProblem> problems) {
        List<TypeElement> classes = new ArrayList<>();
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            classes.add(c);
        }
        List<TypeElement> declaring = new ArrayList<>(classes);
        declaring.addAll(TypeHierarchy.interfacesOfHierarchy(type));
        Set<String> readable = new HashSet<>();
        for (TypeElement c : declaring) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                if (PojoAccessors.isGetter(m) && m.getReturnType().getKind() != TypeKind.VOID) {
                    readable.add(PojoAccessors.propertyOf(m.getSimpleName().toString()));
                }
            }
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                Set<Modifier> modifiers = f.getModifiers();
                if (modifiers.contains(Modifier.PUBLIC)
                        && !modifiers.contains(Modifier.STATIC)
                        && !modifiers.contains(Modifier.TRANSIENT)) {
                    readable.add(f.getSimpleName().toString());
                }
                String lombokGetter = PojoAccessors.lombokGetterName(f);
                if (lombokGetter != null && PojoAccessors.propertyOf(lombokGetter) != null) {
                    readable.add(PojoAccessors.propertyOf(lombokGetter));
                }
            }
        }
        // Lombok's setters first, whether it has generated them yet or not, so that both processor orders say the same
        Set<String> reported = new HashSet<>();
        for (TypeElement c : classes) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                AnnotationMirror lombok = lombokSetter(f, c);
                if (lombok == null) {
                    continue;
                }
                String setter = LombokReader.setterName(
                        f.getSimpleName().toString(), f.asType().getKind() == TypeKind.BOOLEAN);
                String property = propertyOfSetter(setter);
                if (property != null && !readable.contains(property) && reported.add(property)) {
                    SourcePosition at = f.getAnnotationMirrors().contains(lombok)
                            ? SourcePosition.of(f, lombok)
                            : SourcePosition.of(f);
                    record(
                            problems,
                            at,
                            setter + "() that Lombok generates for '" + f.getSimpleName() + "'",
                            property,
                            c);
                }
            }
        }
        for (TypeElement c : declaring) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                String property = PojoWrittenFields.isSetter(m)
                        ? propertyOfSetter(m.getSimpleName().toString())
                        : null;
                if (property != null && !readable.contains(property) && reported.add(property)) {
                    record(problems, SourcePosition.of(m), m.getSimpleName() + "()", property, c);
                }
            }
        }
    }

    private static void record(
            List<ReadProblem> problems, SourcePosition at, String setter, String property, TypeElement declaring) {
        ReadProblem problem = ReadProblem.of(
                InvalidAnnotation.Message.DRIVER_SETTER_WITHOUT_GETTER,
                at,
                setter,
                property,
                declaring.getSimpleName().toString());
        // a superclass read for the document and again for another subclass: one finding
        if (!problems.contains(problem)) {
            problems.add(problem);
        }
    }

    private static String propertyOfSetter(String setter) {
        return PojoAccessors.propertyOf("get" + setter.substring(3));
    }

    /**
     * The {@code @Setter} or {@code @Data} that makes Lombok generate a public setter for the field, where it is
     * written (on the field, else on the class), or {@code null}: none for a static or final field, for a
     * non-public access level, or under {@code @Accessors}, whose naming this does not follow.
     */
    static AnnotationMirror lombokSetter(VariableElement f, TypeElement owner) {
        Set<Modifier> modifiers = f.getModifiers();
        if (modifiers.contains(Modifier.STATIC)
                || modifiers.contains(Modifier.FINAL)
                || AnnotationReader.has(f, LOMBOK_ACCESSORS)
                || AnnotationReader.has(owner, LOMBOK_ACCESSORS)) {
            return null;
        }
        AnnotationMirror onField = AnnotationReader.find(f, LombokReader.SETTER).orElse(null);
        if (onField != null) {
            return PojoAccessors.isPublic(onField) ? onField : null;
        }
        AnnotationMirror onClass =
                AnnotationReader.find(owner, LombokReader.SETTER).orElse(null);
        if (onClass != null) {
            return PojoAccessors.isPublic(onClass) ? onClass : null;
        }
        return AnnotationReader.find(owner, LOMBOK_DATA).orElse(null);
    }
}
