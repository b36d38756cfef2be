package dev.schemaguard.processor.reader.driver;

import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.TypeHierarchy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The properties the driver's POJO codec writes through a getter that no field stands behind
 * ({@code isAvailable()} without a field {@code available}, a computed {@code getNumberOfClients()}).
 * PojoBuilderHelper makes a property of every public, non-static, non-bridge getter
 * (PropertyReflectionUtils.isGetter: no parameters, {@code get} or {@code is} and an upper-case letter, of any
 * return type, {@code is} included) of the class, of its superclasses and of the interfaces of all of them,
 * abstract and default methods alike; a field of the same name joins that property. PropertyMetadata.isSerializable
 * writes a property with a getter unless its field is static or transient, and never one whose type is
 * {@code void}. So a getter whose property has no field is written, under its property's name, or its
 * {@code @BsonProperty} name, and {@code @BsonIgnore} on it keeps it out (ConventionAnnotationImpl). The first
 * getter of a property found wins: the class's, before its superclasses' (PojoBuilderHelper skips a property
 * that has its getter already), so an override's annotations are the ones read.
 */
public final class PojoAccessorProperties {

    private PojoAccessorProperties() {}

    /** A property written through its getter alone. */
    public record Property(String name, ExecutableElement getter) {}

    /**
     * The getter-only properties of the class {@code hierarchy} ends with, topmost class first and in source order.
     *
     * @param hierarchy the class and its superclasses, the topmost first
     * @param written   the fields the model stores: a property one of them is written under (through a getter of
     *                  another name, see {@link PojoAccessors#renamed}) is that field's
     */
    public static List<Property> of(List<TypeElement> hierarchy, List<VariableElement> written) {
        TypeElement type = hierarchy.get(hierarchy.size() - 1);
        if (type.getKind() == ElementKind.RECORD) {
            // the record codec writes the components, and nothing else
            return List.of();
        }
        Set<String> taken = new HashSet<>();
        for (TypeElement c : hierarchy) {
            // a field of the property's name joins it: it is written as the field, or not at all (static, transient)
            ElementFilter.fieldsIn(c.getEnclosedElements())
                    .forEach(f -> taken.add(f.getSimpleName().toString()));
        }
        for (VariableElement f : written) {
            PojoAccessors.Renamed renamed = PojoAccessors.renamed(f);
            if (renamed != null) {
                taken.add(renamed.property());
            }
        }
        Map<String, ExecutableElement> first = new LinkedHashMap<>();
        for (TypeElement c : scanOrder(hierarchy)) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                String name = PojoAccessors.propertyOf(m.getSimpleName().toString());
                if (PojoAccessors.isGetter(m)
                        && m.getReturnType().getKind() != TypeKind.VOID
                        && !taken.contains(name)) {
                    first.putIfAbsent(name, m);
                }
            }
        }
        List<Property> out = new ArrayList<>();
        for (TypeElement c : declarationOrder(hierarchy)) {
            for (ExecutableElement m : ElementFilter.methodsIn(c.getEnclosedElements())) {
                String name = PojoAccessors.propertyOf(m.getSimpleName().toString());
                if (name != null && first.get(name) == m && !AnnotationReader.has(m, DriverPojoVocabulary.IGNORE)) {
                    out.add(new Property(name, m));
                }
            }
        }
        return out;
    }

    /** The same for a class, its superclasses below java.* first gathered. */
    static List<TypeElement> scanOrder(TypeElement type) {
        List<TypeElement> hierarchy = new ArrayList<>();
        for (TypeElement c = type; c != null && !isJava(c); c = TypeHierarchy.superclass(c)) {
            hierarchy.add(0, c);
        }
        return scanOrder(hierarchy);
    }

    /**
     * The classes in the order the codec scans them (PojoBuilderHelper.getClassHierarchy): the class and its
     * interfaces, depth first, then each superclass with its own; java.* types, which hold no model, left out.
     */
    private static List<TypeElement> scanOrder(List<TypeElement> hierarchy) {
        List<TypeElement> out = new ArrayList<>();
        for (int i = hierarchy.size() - 1; i >= 0; i--) {
            out.add(hierarchy.get(i));
            addInterfaces(hierarchy.get(i), out, 0);
        }
        return out;
    }

    /** The same classes as the model lists fields: the topmost superclass first, the interfaces last. */
    private static List<TypeElement> declarationOrder(List<TypeElement> hierarchy) {
        List<TypeElement> out = new ArrayList<>(hierarchy);
        for (TypeElement t : scanOrder(hierarchy)) {
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static void addInterfaces(TypeElement type, List<TypeElement> out, int depth) {
        // a cycle only javac reports: stop well before it matters
        if (depth > 32) {
            return;
        }
        for (TypeMirror i : type.getInterfaces()) {
            if (i.getKind() == TypeKind.DECLARED
                    && ((DeclaredType) i).asElement() instanceof TypeElement element
                    && !isJava(element)
                    && !out.contains(element)) {
                out.add(element);
                addInterfaces(element, out, depth + 1);
            }
        }
    }

    private static boolean isJava(TypeElement type) {
        String name = type.getQualifiedName().toString();
        return name.startsWith("java.") || name.startsWith("javax.");
    }

    /**
     * The getter-only property that is the id: one whose getter carries {@code @BsonId} where no field carries an id
     * annotation, else one named {@code id} or {@code _id} without {@code @BsonProperty} where no field is the id
     * (the driver's ConventionDefaultsImpl names the id by the property, ConventionAnnotationImpl then by
     * {@code @BsonId}); {@code null} when a field is the id or none is.
     */
    public static Property id(List<Property> accessors, VariableElement idField, boolean marked) {
        boolean explicitField = idField != null && marked;
        for (Property p : accessors) {
            if (AnnotationReader.has(p.getter(), DriverPojoVocabulary.ID)) {
                return explicitField ? null : p;
            }
        }
        if (idField != null) {
            return null;
        }
        for (String name : List.of("id", "_id")) {
            for (Property p : accessors) {
                if (p.name().equals(name) && !AnnotationReader.has(p.getter(), DriverPojoVocabulary.PROPERTY)) {
                    return p;
                }
            }
        }
        return null;
    }
}
