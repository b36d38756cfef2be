package dev.schemaguard.processor.reader.springdata;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import java.lang.ref.WeakReference;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.WeakHashMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.IntersectionType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.ElementFilter;

/**
 * A field's annotations as Spring Data reads them for the property it backs (spring-data-commons'
 * AnnotationBasedPersistentProperty, checked against SDM 5.1.2 in SpringDataDifferentialTest): on the
 * field and on the property's accessors alike. The accessors are the JavaBeans ones Spring's
 * introspection finds (Spring 7's PropertyDescriptorUtils): a public {@code getX()} returning anything
 * but void, or {@code isX()} returning a {@code boolean}, and a public {@code setX(value)} of any return
 * type, static ones too, declared in the class or inherited; a getter counts only when the field's type
 * takes what it returns, a setter when it takes the field's type (Property). Of a {@code getX()} and an
 * {@code isX()} both returning {@code boolean}, Spring keeps whichever {@code Class.getMethods()} lists
 * last, an order the JVM leaves open: the reader takes {@code isX()}, as the JavaBeans Introspector does.
 * An annotation type written on one accessor or the field only is the one SDM reads; written on more
 * than one with other values, SDM refuses the entity ("Ambiguous mapping"). An annotation on a method
 * the accessor overrides counts where none of them carries one of that type (findMergedAnnotation), and so
 * does one found as a meta-annotation of a composed annotation ({@link MergedAnnotationReader}).
 *
 * <p>The accessors are looked up from the class that declares the field, or from the entity being mapped
 * ({@link #findIn}), whose override of an inherited property's getter is the one Spring introspects.
 */
public final class SpringDataProperty {

    /** The annotations SDM's mapping checks for ambiguity: Spring Data's own. */
    private static final String SPRING_DATA = "org.springframework.data.";

    /**
     * Members that alias each other ({@code @AliasFor}): SDM compares annotations merged, so
     * {@code @Field("e")} and {@code @Field(name = "e")} are one annotation.
     */
    private static final Map<String, List<String>> ALIASES = Map.of(
            SpringDataVocabulary.FIELD,
            List.of("value", "name"),
            SpringDataVocabulary.MONGO_ID,
            List.of("value", "targetType"),
            SpringDataVocabulary.UNWRAPPED + ".Nullable",
            List.of("value", "prefix"),
            SpringDataVocabulary.UNWRAPPED + ".Empty",
            List.of("value", "prefix"),
            "org.springframework.data.annotation.Reference",
            List.of("value", "to"));

    /** An annotation and the element it is written on: the field, an accessor, or a method an accessor overrides. */
    record Found(Element on, AnnotationMirror annotation) {}

    /** A property's getter and setter, each {@code null} when it has none. */
    private record Accessors(ExecutableElement getter, ExecutableElement setter) {
        List<ExecutableElement> both() {
            List<ExecutableElement> out = new ArrayList<>(2);
            if (getter != null) {
                out.add(getter);
            }
            if (setter != null) {
                out.add(setter);
            }
            return out;
        }
    }

    private static final Accessors NONE = new Accessors(null, null);

    /**
     * Per field, as each stored name, id and not-stored question asks again; weak keys and shared, as
     * {@link AnnotationReader}'s names are. A field is looked at before or after Lombok adds its class's
     * accessors, never both: Lombok runs wholly before schemaguard's processors in a round or wholly after
     * them, and javac enters every field anew for the next round. The value is held weakly too: its
     * accessors lead back to their class and so to the key, which a strong value would keep alive for as
     * long as the JVM runs (a build daemon's).
     */
    private static final Map<VariableElement, WeakReference<Accessors>> ACCESSORS = new WeakHashMap<>();

    private SpringDataProperty() {}

    /**
     * The annotation SDM reads for the field's property: written on the field, the setter or the getter
     * (which are one annotation when SDM accepts the entity: the field's is kept, for positions), else on a
     * method the getter or setter overrides; {@code null} when none.
     */
    static Found find(VariableElement field, String annotation) {
        return find(field, annotation, accessors(field));
    }

    /**
     * As {@link #find(VariableElement, String)}, for the property as the entity {@code entity} maps it: a subclass
     * of the field's class has the accessors its own class lists (Class.getMethods), so its override of an
     * inherited getter is the property's getter there, with its annotations (AnnotationBasedPersistentProperty).
     */
    static Found findIn(TypeElement entity, VariableElement field, String annotation) {
        return find(
                field,
                annotation,
                entity.equals(field.getEnclosingElement())
                                || field.getModifiers().contains(Modifier.STATIC)
                        ? accessors(field)
                        : lookUp(field, entity));
    }

    private static Found find(VariableElement field, String annotation, Accessors accessors) {
        AnnotationMirror onField = AnnotationReader.find(field, annotation).orElse(null);
        if (onField != null) {
            return new Found(field, onField);
        }
        if (accessors == NONE) {
            AnnotationMirror meta = MergedAnnotationReader.meta(field, annotation);
            return meta == null ? null : new Found(field, meta);
        }
        for (ExecutableElement m : new ExecutableElement[] {accessors.setter(), accessors.getter()}) {
            AnnotationMirror written =
                    m == null ? null : AnnotationReader.find(m, annotation).orElse(null);
            if (written != null) {
                return new Found(m, written);
            }
        }
        for (ExecutableElement m : accessors.both()) {
            for (ExecutableElement overridden : overridden(m)) {
                AnnotationMirror written =
                        AnnotationReader.find(overridden, annotation).orElse(null);
                if (written != null) {
                    return new Found(overridden, written);
                }
            }
        }
        return composed(field, accessors, annotation);
    }

    /**
     * Written nowhere, the annotation as a meta-annotation of a composed one: Spring Data caches the types
     * written on the field and accessors only, and looks any other up merged on the getter, the setter and the
     * field in that order (AnnotationBasedPersistentProperty.doFindAnnotation), a method with those it overrides.
     */
    private static Found composed(VariableElement field, Accessors accessors, String annotation) {
        for (ExecutableElement m : new ExecutableElement[] {accessors.getter(), accessors.setter()}) {
            if (m == null) {
                continue;
            }
            AnnotationMirror meta = MergedAnnotationReader.meta(m, annotation);
            if (meta != null) {
                return new Found(m, meta);
            }
            for (ExecutableElement overridden : overridden(m)) {
                meta = MergedAnnotationReader.find(overridden, annotation);
                if (meta != null) {
                    return new Found(overridden, meta);
                }
            }
        }
        AnnotationMirror meta = MergedAnnotationReader.meta(field, annotation);
        return meta == null ? null : new Found(field, meta);
    }

    static AnnotationMirror mirror(VariableElement field, String annotation) {
        Found found = find(field, annotation);
        return found == null ? null : found.annotation();
    }

    static boolean has(VariableElement field, String annotation) {
        return find(field, annotation) != null;
    }

    /**
     * The element an annotation of the field's property is written on: the field, or the accessor (or the
     * method it overrides) that holds this very mirror; the field when none does.
     */
    public static Element carrier(VariableElement field, AnnotationMirror annotation) {
        if (holds(field, annotation)) {
            return field;
        }
        Accessors accessors = accessors(field);
        for (ExecutableElement m : accessors.both()) {
            if (holds(m, annotation)) {
                return m;
            }
            for (ExecutableElement overridden : overridden(m)) {
                if (holds(overridden, annotation)) {
                    return overridden;
                }
            }
        }
        return field;
    }

    private static boolean holds(Element element, AnnotationMirror merged) {
        AnnotationMirror annotation = AnnotationReader.written(merged);
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            if (m == annotation) {
                return true;
            }
        }
        return false;
    }

    /**
     * What AnnotationBasedPersistentProperty refuses when it builds the property ("Ambiguous mapping"): a Spring
     * Data annotation type on the getter and the setter, or on the field and an accessor, with other values.
     * Reported on the accessor's annotation, the setter's when both accessors disagree.
     */
    static void ambiguities(VariableElement field, List<ReadProblem> problems) {
        Accessors accessors = accessors(field);
        if (accessors == NONE) {
            return;
        }
        String property = field.getSimpleName().toString();
        String owner = field.getEnclosingElement().getSimpleName().toString();
        Map<String, Found> onAccessors = new LinkedHashMap<>();
        for (ExecutableElement m : accessors.both()) {
            for (AnnotationMirror written : m.getAnnotationMirrors()) {
                String name = AnnotationReader.nameOf(written);
                if (!name.startsWith(SPRING_DATA)) {
                    continue;
                }
                Found earlier = onAccessors.put(name, new Found(m, written));
                if (earlier != null && !same(earlier.annotation(), written)) {
                    add(
                            problems,
                            ReadProblem.of(
                                    InvalidAnnotation.Message.SPRING_DATA_AMBIGUOUS_MAPPING,
                                    SourcePosition.of(m, written),
                                    simpleName(name),
                                    describe(earlier.on()),
                                    describe(m),
                                    property,
                                    owner));
                }
            }
        }
        for (AnnotationMirror written : field.getAnnotationMirrors()) {
            Found onAccessor = onAccessors.get(AnnotationReader.nameOf(written));
            if (onAccessor != null && !same(onAccessor.annotation(), written)) {
                add(
                        problems,
                        ReadProblem.of(
                                InvalidAnnotation.Message.SPRING_DATA_AMBIGUOUS_MAPPING,
                                SourcePosition.of(onAccessor.on(), onAccessor.annotation()),
                                simpleName(AnnotationReader.nameOf(written)),
                                describe(field),
                                describe(onAccessor.on()),
                                property,
                                owner));
            }
        }
    }

    /** A class read twice (as the document and below a subclass) refuses once. */
    private static void add(List<ReadProblem> problems, ReadProblem problem) {
        if (!problems.contains(problem)) {
            problems.add(problem);
        }
    }

    private static String simpleName(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    private static String describe(Element e) {
        if (e instanceof ExecutableElement m) {
            return (m.getParameters().isEmpty() ? "the getter '" : "the setter '") + m.getSimpleName() + "'";
        }
        return "the field '" + e.getSimpleName() + "'";
    }

    /** Whether two annotations of one type are equal as Spring's merged annotations compare: every member, defaults too. */
    private static boolean same(AnnotationMirror a, AnnotationMirror b) {
        return values(a).equals(values(b));
    }

    private static Map<String, String> values(AnnotationMirror m) {
        Map<String, String> out = new TreeMap<>();
        for (ExecutableElement member :
                ElementFilter.methodsIn(m.getAnnotationType().asElement().getEnclosedElements())) {
            String name = member.getSimpleName().toString();
            AnnotationValue written = AnnotationReader.explicit(m, name);
            AnnotationValue value = written != null ? written : member.getDefaultValue();
            out.put(name, value == null ? "" : canonical(value.getValue()));
        }
        List<String> aliases = ALIASES.get(AnnotationReader.nameOf(m));
        if (aliases != null) {
            for (String member : aliases) {
                AnnotationValue written = AnnotationReader.explicit(m, member);
                if (written != null) {
                    aliases.forEach(alias -> out.put(alias, canonical(written.getValue())));
                    break;
                }
            }
        }
        return out;
    }

    private static String canonical(Object value) {
        if (value instanceof List<?> list) {
            List<String> out = new ArrayList<>();
            for (Object o : list) {
                out.add(canonical(((AnnotationValue) o).getValue()));
            }
            return out.toString();
        }
        if (value instanceof AnnotationMirror nested) {
            return "@" + AnnotationReader.nameOf(nested) + values(nested);
        }
        if (value instanceof VariableElement constant) {
            return constant.getSimpleName().toString();
        }
        if (value instanceof String s) {
            return "\"" + s + "\"";
        }
        return String.valueOf(value);
    }

    /** The getter SDM pairs with the field, or {@code null}. */
    static ExecutableElement getter(VariableElement field) {
        return accessors(field).getter();
    }

    /** The setter SDM pairs with the field, or {@code null}. */
    static ExecutableElement setter(VariableElement field) {
        return accessors(field).setter();
    }

    private static Accessors accessors(VariableElement field) {
        synchronized (ACCESSORS) {
            WeakReference<Accessors> reference = ACCESSORS.get(field);
            Accessors known = reference == null ? null : reference.get();
            if (known != null) {
                return known;
            }
        }
        Accessors found = field.getEnclosingElement() instanceof TypeElement owner
                        && !field.getModifiers().contains(Modifier.STATIC)
                ? lookUp(field, owner)
                : NONE;
        synchronized (ACCESSORS) {
            ACCESSORS.put(field, new WeakReference<>(found));
        }
        return found;
    }

    /** The accessors Spring's introspection of {@code owner} (the field's class or a subclass) pairs with the field. */
    private static Accessors lookUp(VariableElement field, TypeElement owner) {
        String property = field.getSimpleName().toString();
        ExecutableElement get = null;
        ExecutableElement is = null;
        List<ExecutableElement> setters = new ArrayList<>();
        Set<String> setterSignatures = new HashSet<>();
        // Class.getMethods: the public methods of the class and of its supertypes, the most derived of each signature
        for (TypeElement type : supertypes(owner, true)) {
            for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
                if (!m.getModifiers().contains(Modifier.PUBLIC)) {
                    continue;
                }
                String name = m.getSimpleName().toString();
                int parameters = m.getParameters().size();
                if (parameters == 1
                        && name.startsWith("set")
                        && property(name.substring(3)).equals(property)) {
                    if (setterSignatures.add(erasure(m.getParameters().get(0).asType()))) {
                        setters.add(m);
                    }
                } else if (parameters == 0
                        && name.startsWith("get")
                        && m.getReturnType().getKind() != TypeKind.VOID
                        && property(name.substring(3)).equals(property)) {
                    get = get == null ? m : get;
                } else if (parameters == 0
                        && name.startsWith("is")
                        && m.getReturnType().getKind() == TypeKind.BOOLEAN
                        && property(name.substring(2)).equals(property)) {
                    is = is == null ? m : is;
                }
            }
        }
        ExecutableElement getter =
                is != null && (get == null || get.getReturnType().getKind() == TypeKind.BOOLEAN) ? is : get;
        if (getter == null && setters.isEmpty()) {
            getter = plainAccessor(owner, property);
        }
        if (getter != null && !assignable(field.asType(), getter.getReturnType())) {
            getter = null;
        }
        ExecutableElement setter = null;
        for (ExecutableElement candidate : setters) {
            TypeMirror parameter = candidate.getParameters().get(0).asType();
            // of the setters that take the field's value, the most specific, as PropertyDescriptorUtils keeps it
            if (assignable(parameter, field.asType())
                    && (setter == null
                            || assignable(setter.getParameters().get(0).asType(), parameter))) {
                setter = candidate;
            }
        }
        return getter == null && setter == null ? NONE : new Accessors(getter, setter);
    }

    /**
     * A record-style accessor ({@code title()} of a field {@code title}), which Spring 7's
     * CachedIntrospectionResults.introspectPlainAccessors takes for the read method of a property no
     * get, is or set method names: public, non-static, without parameters, not void, named as a field
     * that its own class declares.
     */
    static ExecutableElement plainAccessor(TypeElement owner, String property) {
        for (TypeElement type : supertypes(owner, true)) {
            for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
                if (isPlainAccessor(m) && m.getSimpleName().contentEquals(property)) {
                    return m;
                }
            }
        }
        return null;
    }

    /** See {@link #plainAccessor}. */
    static boolean isPlainAccessor(ExecutableElement m) {
        if (!m.getModifiers().contains(Modifier.PUBLIC)
                || m.getModifiers().contains(Modifier.STATIC)
                || !m.getParameters().isEmpty()
                || m.getReturnType().getKind() == TypeKind.VOID
                || !(m.getEnclosingElement() instanceof TypeElement declaring)) {
            return false;
        }
        return ElementFilter.fieldsIn(declaring.getEnclosedElements()).stream()
                .anyMatch(f -> f.getSimpleName().contentEquals(m.getSimpleName()));
    }

    /** Spring's StringUtils.uncapitalizeAsProperty, as Introspector.decapitalize: {@code URL} stays, {@code Name} is {@code name}. */
    static String property(String suffix) {
        if (suffix.isEmpty()
                || suffix.length() > 1
                        && Character.isUpperCase(suffix.charAt(0))
                        && Character.isUpperCase(suffix.charAt(1))) {
            return suffix;
        }
        return Character.toLowerCase(suffix.charAt(0)) + suffix.substring(1);
    }

    /** The methods {@code m} overrides in the supertypes of its class, nearest first. */
    private static List<ExecutableElement> overridden(ExecutableElement m) {
        List<ExecutableElement> out = new ArrayList<>();
        if (!(m.getEnclosingElement() instanceof TypeElement declaring)) {
            return out;
        }
        List<String> signature = new ArrayList<>();
        m.getParameters().forEach(p -> signature.add(erasure(p.asType())));
        for (TypeElement type : supertypes(declaring, false)) {
            for (ExecutableElement candidate : ElementFilter.methodsIn(type.getEnclosedElements())) {
                if (candidate.getSimpleName().contentEquals(m.getSimpleName())
                        && !candidate.getModifiers().contains(Modifier.PRIVATE)
                        && !candidate.getModifiers().contains(Modifier.STATIC)
                        && candidate.getParameters().size() == signature.size()) {
                    List<String> other = new ArrayList<>();
                    candidate.getParameters().forEach(p -> other.add(erasure(p.asType())));
                    if (other.equals(signature)) {
                        out.add(candidate);
                    }
                }
            }
        }
        return out;
    }

    /** The class and its supertypes below {@code java.lang.Object}: superclasses first, then interfaces, nearest first. */
    private static List<TypeElement> supertypes(TypeElement type, boolean withItself) {
        List<TypeElement> classes = new ArrayList<>();
        for (TypeElement c = type; c != null; c = TypeHierarchy.superclass(c)) {
            classes.add(c);
        }
        List<TypeElement> out = new ArrayList<>(withItself ? classes : classes.subList(1, classes.size()));
        Set<TypeElement> seen = new HashSet<>(classes);
        Deque<TypeElement> interfaces = new ArrayDeque<>();
        for (TypeElement c : classes) {
            interfacesOf(c, interfaces);
        }
        while (!interfaces.isEmpty()) {
            TypeElement i = interfaces.poll();
            if (seen.add(i)) {
                out.add(i);
                interfacesOf(i, interfaces);
            }
        }
        return out;
    }

    private static void interfacesOf(TypeElement type, Deque<TypeElement> out) {
        for (TypeMirror i : type.getInterfaces()) {
            if (i.getKind() == TypeKind.DECLARED) {
                out.add((TypeElement) ((DeclaredType) i).asElement());
            }
        }
    }

    /** Whether a value of the erasure of {@code from} is one of the erasure of {@code to}, as Class.isAssignableFrom answers. */
    private static boolean assignable(TypeMirror to, TypeMirror from) {
        TypeMirror target = upper(to);
        TypeMirror source = upper(from);
        if (target.getKind().isPrimitive() || source.getKind().isPrimitive()) {
            return target.getKind() == source.getKind();
        }
        if (target.getKind() == TypeKind.DECLARED
                && ((TypeElement) ((DeclaredType) target).asElement())
                        .getQualifiedName()
                        .contentEquals("java.lang.Object")) {
            return true;
        }
        if (target.getKind() == TypeKind.ARRAY) {
            return source.getKind() == TypeKind.ARRAY
                    && assignable(((ArrayType) target).getComponentType(), ((ArrayType) source).getComponentType());
        }
        if (target.getKind() != TypeKind.DECLARED || source.getKind() != TypeKind.DECLARED) {
            // an unresolved type: javac reports it, and the property is taken as SDM would take a matching one
            return target.getKind() == TypeKind.ERROR || source.getKind() == TypeKind.ERROR;
        }
        TypeElement wanted = (TypeElement) ((DeclaredType) target).asElement();
        TypeElement given = (TypeElement) ((DeclaredType) source).asElement();
        return given.equals(wanted) || supertypes(given, false).contains(wanted);
    }

    /** A type variable or an intersection by its first bound: what it erases to. */
    private static TypeMirror upper(TypeMirror type) {
        TypeMirror t = type;
        for (int i = 0; i < 16; i++) {
            if (t instanceof TypeVariable v) {
                t = v.getUpperBound();
            } else if (t instanceof IntersectionType intersection) {
                t = intersection.getBounds().get(0);
            } else {
                return t;
            }
        }
        return t;
    }

    private static String erasure(TypeMirror type) {
        TypeMirror t = upper(type);
        if (t.getKind() == TypeKind.DECLARED) {
            return ((TypeElement) ((DeclaredType) t).asElement())
                    .getQualifiedName()
                    .toString();
        }
        if (t.getKind() == TypeKind.ARRAY) {
            return erasure(((ArrayType) t).getComponentType()) + "[]";
        }
        return t.toString();
    }
}
