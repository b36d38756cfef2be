package dev.schemaguard.processor.reader.driver;

import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.LombokReader;
import dev.schemaguard.processor.reader.TypeHierarchy;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * The getter through which the driver's POJO codec reads a field's value. The codec builds its
 * properties by name (PropertyReflectionUtils, PojoBuilderHelper): a public, non-static method without
 * parameters named {@code get} or {@code is} and an upper-case letter, of any return type, is the getter
 * of the property named by the rest of its name with the first letter in lower case; a field joins the
 * property of its own name. So a field is written under its name when a getter names that property or
 * when the field is public. The getter a programmer or Lombok writes for a field does not always name
 * it: {@code isActive()} of a {@code boolean isActive} is the property {@code active}, {@code getURL()}
 * of {@code url} the property {@code uRL}. The codec then writes the value under the getter's property,
 * reads the annotations of that property's getter, and never looks at the field, whose property has
 * neither a getter nor public access.
 */
public final class PojoAccessors {

    private static final String LOMBOK_GETTER = LombokReader.GETTER;
    private static final String LOMBOK_DATA = "lombok.Data";
    private static final String LOMBOK_VALUE = "lombok.Value";
    private static final String LOMBOK_ACCESSORS = "lombok.experimental.Accessors";

    private PojoAccessors() {}

    /**
     * A field whose value the codec writes under another property.
     *
     * @param getter the getter, or {@code null} when Lombok will generate it after schemaguard's round
     */
    public record Renamed(String property, String getterName, ExecutableElement getter) {}

    /** The property a getter of this name belongs to, or {@code null} when the codec takes no method of this name for a getter. */
    public static String propertyOf(String methodName) {
        int prefix = methodName.startsWith("get") ? 3 : methodName.startsWith("is") ? 2 : 0;
        if (prefix == 0 || methodName.length() == prefix || !Character.isUpperCase(methodName.charAt(prefix))) {
            return null;
        }
        return Character.toLowerCase(methodName.charAt(prefix)) + methodName.substring(prefix + 1);
    }

    /** The getter of the field's own property, or {@code null}. */
    static ExecutableElement getter(VariableElement field) {
        TypeElement owner = classOf(field);
        if (owner == null) {
            return null;
        }
        for (ExecutableElement m : getters(owner)) {
            if (field.getSimpleName().contentEquals(propertyOf(m.getSimpleName().toString()))) {
                return m;
            }
        }
        return null;
    }

    /**
     * The other property the codec writes a field under, or {@code null} when it writes the field under
     * its own name or not at all. The field's getter is the one Lombok generates for it (whether Lombok has
     * run yet or not), else a hand-written one written for it: named like the field, or {@code get}/{@code is}
     * and the capitalized name, or for a property whose name differs from the field's in case only.
     */
    public static Renamed renamed(VariableElement field) {
        TypeElement owner = classOf(field);
        if (owner == null
                || field.getModifiers().contains(Modifier.PUBLIC)
                || field.getModifiers().contains(Modifier.STATIC)) {
            return null;
        }
        String name = field.getSimpleName().toString();
        List<ExecutableElement> getters = getters(owner);
        for (ExecutableElement m : getters) {
            if (name.equals(propertyOf(m.getSimpleName().toString()))) {
                return null;
            }
        }
        String lombok = lombokGetterName(field);
        // Lombok generates no getter where one of that name in another case is written (getURL() for url)
        boolean writtenInAnotherCase = lombok != null
                && ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
                        .anyMatch(m -> m.getParameters().isEmpty()
                                && m.getSimpleName().toString().equalsIgnoreCase(lombok)
                                && !m.getSimpleName().contentEquals(lombok));
        if (lombok != null && !writtenInAnotherCase) {
            String property = propertyOf(lombok);
            if (property == null || property.equals(name) || hasField(owner, property)) {
                return null;
            }
            ExecutableElement generated = getters.stream()
                    .filter(m -> m.getSimpleName().contentEquals(lombok))
                    .findFirst()
                    .orElse(null);
            return generated != null || !hasMethod(owner, lombok) ? new Renamed(property, lombok, generated) : null;
        }
        for (ExecutableElement m : getters) {
            String method = m.getSimpleName().toString();
            String property = propertyOf(method);
            boolean writtenForIt = method.equals(name)
                    || method.equals("get" + capitalized(name))
                    || method.equals("is" + capitalized(name))
                    || property.equalsIgnoreCase(name);
            if (writtenForIt && !hasField(owner, property)) {
                return new Renamed(property, method, m);
            }
        }
        return null;
    }

    /**
     * The public getter Lombok generates for the field, named as Lombok names it, or {@code null} when
     * Lombok generates none, or none that is public. Lombok's naming: {@code get} and the capitalized name,
     * {@code is} for a {@code boolean}, whose own leading {@code is} is kept ({@code isActive()} of
     * {@code isActive}); {@code @Accessors(prefix)} first strips the first prefix followed by anything but
     * a lower-case letter (no getter when none is), {@code @Accessors(fluent = true)} takes the stripped
     * name as it is. A member of the field's {@code @Accessors} wins over the class's. What
     * {@code lombok.config} changes is not seen.
     */
    static String lombokGetterName(VariableElement field) {
        TypeElement owner = classOf(field);
        if (owner == null || field.getModifiers().contains(Modifier.STATIC)) {
            return null;
        }
        AnnotationMirror onField = AnnotationReader.find(field, LOMBOK_GETTER).orElse(null);
        boolean generated;
        if (onField != null) {
            generated = isPublic(onField);
        } else {
            AnnotationMirror onClass =
                    AnnotationReader.find(owner, LOMBOK_GETTER).orElse(null);
            generated = onClass != null
                    ? isPublic(onClass)
                    : AnnotationReader.has(owner, LOMBOK_DATA) || AnnotationReader.has(owner, LOMBOK_VALUE);
        }
        if (!generated) {
            return null;
        }
        String name = withoutPrefix(field.getSimpleName().toString(), accessors(field, owner, "prefix"));
        if (name == null) {
            return null;
        }
        AnnotationValue fluent = accessors(field, owner, "fluent");
        if (fluent != null && Boolean.TRUE.equals(fluent.getValue())) {
            return name;
        }
        return LombokReader.getterName(name, field.asType().getKind() == TypeKind.BOOLEAN);
    }

    /** A member given on the field's {@code @Accessors}, else on its class's, or {@code null}. */
    private static AnnotationValue accessors(VariableElement field, TypeElement owner, String member) {
        for (Element on : List.of(field, owner)) {
            AnnotationMirror accessors =
                    AnnotationReader.find(on, LOMBOK_ACCESSORS).orElse(null);
            AnnotationValue value = accessors == null ? null : AnnotationReader.explicit(accessors, member);
            if (value != null) {
                return value;
            }
        }
        return null;
    }

    /** The name without the first of Lombok's prefixes it carries, or {@code null} when it carries none of them. */
    private static String withoutPrefix(String name, AnnotationValue prefixes) {
        if (prefixes == null || !(prefixes.getValue() instanceof List<?> list) || list.isEmpty()) {
            return name;
        }
        for (Object item : list) {
            String prefix = String.valueOf(((AnnotationValue) item).getValue());
            if (prefix.isEmpty()) {
                return name;
            }
            if (name.length() <= prefix.length() || !name.startsWith(prefix)) {
                continue;
            }
            char next = name.charAt(prefix.length());
            if (Character.isLetter(prefix.charAt(prefix.length() - 1)) && Character.isLowerCase(next)) {
                continue;
            }
            return Character.toLowerCase(next) + name.substring(prefix.length() + 1);
        }
        return null;
    }

    /** Whether Lombok's {@code @Getter} or {@code @Setter} generates a public accessor (its default level). */
    static boolean isPublic(AnnotationMirror lombokGetter) {
        AnnotationValue level = AnnotationReader.explicit(lombokGetter, "value");
        return level == null || String.valueOf(level.getValue()).equals("PUBLIC");
    }

    /** Whether the codec takes the method for a getter: public, an instance method, no parameters, named for a property. */
    static boolean isGetter(ExecutableElement m) {
        return m.getModifiers().contains(Modifier.PUBLIC)
                && !m.getModifiers().contains(Modifier.STATIC)
                && m.getParameters().isEmpty()
                && propertyOf(m.getSimpleName().toString()) != null;
    }

    private static List<ExecutableElement> getters(TypeElement owner) {
        return ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
                .filter(PojoAccessors::isGetter)
                .toList();
    }

    private static boolean hasField(TypeElement owner, String name) {
        for (TypeElement c = owner; c != null; c = TypeHierarchy.superclass(c)) {
            for (VariableElement f : ElementFilter.fieldsIn(c.getEnclosedElements())) {
                if (f.getSimpleName().contentEquals(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean hasMethod(TypeElement owner, String name) {
        return ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
                .anyMatch(m -> m.getSimpleName().contentEquals(name));
    }

    /** The field's class, or {@code null} for a record, whose components the record codec writes as named. */
    private static TypeElement classOf(VariableElement field) {
        return field.getEnclosingElement() instanceof TypeElement owner && owner.getKind() == ElementKind.CLASS
                ? owner
                : null;
    }

    private static String capitalized(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
