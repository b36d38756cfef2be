package dev.schemaguard.processor.reader.driver;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.LombokReader;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * A getter and a setter of one property whose types the driver's POJO codec cannot reconcile.
 * PojoBuilderHelper gives a property the type of the first accessor it meets and, for each later one, sets an
 * error when neither type is assignable to the other (getOrCreateMethodPropertyMetadata, on raw classes, a
 * primitive as its box: "Property 'x' in C, has differing data types"); building the ClassModel then fails, so
 * the class is neither written nor read. A field of another type is no accessor: the codec leaves it out of the
 * property. Lombok's getters and setters count by the field's type, whether Lombok has generated them yet or not,
 * and are named alike either way.
 * With several setters of distinct types the first one the codec meets (reflection's order) decides, which
 * cannot be known: nothing is said then.
 */
final class PojoAccessorTypes {

    private PojoAccessorTypes() {}

    /** An accessor: where it is written, and the type the codec takes from it. */
    private record Accessor(Element at, AnnotationMirror annotation, String name, TypeMirror type) {}

    static void check(TypeElement type, Types types, List<ReadProblem> problems) {
        Map<String, Accessor> getters = new LinkedHashMap<>();
        Map<String, List<Accessor>> setters = new LinkedHashMap<>();
        for (TypeElement c : PojoAccessorProperties.scanOrder(type)) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                String name = m.getSimpleName().toString();
                if (PojoAccessors.isGetter(m) && m.getReturnType().getKind() != TypeKind.VOID) {
                    getters.putIfAbsent(
                            PojoAccessors.propertyOf(name), new Accessor(m, null, name + "()", m.getReturnType()));
                } else if (PojoWrittenFields.isSetter(m)) {
                    setters.computeIfAbsent(PojoAccessors.propertyOf("get" + name.substring(3)), k -> new ArrayList<>())
                            .add(new Accessor(
                                    m,
                                    null,
                                    name + "()",
                                    m.getParameters().get(0).asType()));
                }
            }
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                String getter = PojoAccessors.lombokGetterName(f);
                String property = getter == null ? null : PojoAccessors.propertyOf(getter);
                if (property != null && !LombokReader.hasMethod(c, getter)) {
                    getters.putIfAbsent(property, new Accessor(f, null, getter + "()", f.asType()));
                }
                AnnotationMirror lombok = PojoSetterOnlyProperties.lombokSetter(f, c);
                String setter = lombok == null
                        ? null
                        : LombokReader.setterName(
                                f.getSimpleName().toString(), f.asType().getKind() == TypeKind.BOOLEAN);
                if (setter != null && !LombokReader.hasMethod(c, setter)) {
                    setters.computeIfAbsent(
                                    PojoAccessors.propertyOf("get" + setter.substring(3)), k -> new ArrayList<>())
                            .add(new Accessor(
                                    f,
                                    f.getAnnotationMirrors().contains(lombok) ? lombok : null,
                                    setter + "()",
                                    f.asType()));
                }
            }
        }
        for (Map.Entry<String, List<Accessor>> e : setters.entrySet()) {
            Accessor getter = getters.get(e.getKey());
            List<Accessor> sets = e.getValue();
            boolean oneType = sets.stream()
                    .allMatch(s -> types.isSameType(
                            raw(types, s.type()), raw(types, sets.get(0).type())));
            if (getter == null
                    || !oneType
                    || compatible(types, getter.type(), sets.get(0).type())) {
                continue;
            }
            Accessor setter = sets.get(0);
            ReadProblem problem = ReadProblem.of(
                    InvalidAnnotation.Message.DRIVER_ACCESSOR_TYPES_DIFFER,
                    SourcePosition.of(setter.at(), setter.annotation()),
                    e.getKey(),
                    getter.name(),
                    String.valueOf(getter.type()),
                    setter.name(),
                    String.valueOf(setter.type()));
            // a superclass read for the document and again for another subclass: one finding
            if (!problems.contains(problem)) {
                problems.add(problem);
            }
        }
    }

    /** Whether either type is assignable to the other as the codec compares them: raw, a primitive as its box. */
    private static boolean compatible(Types types, TypeMirror a, TypeMirror b) {
        TypeMirror rawA = raw(types, a);
        TypeMirror rawB = raw(types, b);
        return types.isAssignable(rawA, rawB) || types.isAssignable(rawB, rawA);
    }

    private static TypeMirror raw(Types types, TypeMirror type) {
        TypeMirror boxed = type.getKind().isPrimitive()
                ? types.boxedClass((PrimitiveType) type).asType()
                : type;
        return types.erasure(boxed);
    }
}
