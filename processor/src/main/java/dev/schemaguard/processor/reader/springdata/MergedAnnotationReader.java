package dev.schemaguard.processor.reader.springdata;

import dev.schemaguard.processor.diagnostic.MetaAnnotationMirror;
import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.ReadProblem;
import dev.schemaguard.processor.reader.AnnotationReader;
import dev.schemaguard.processor.reader.TypeHierarchy;
import dev.schemaguard.processor.rules.InvalidAnnotation;
import dev.schemaguard.processor.rules.UnreadAnnotation;
import java.lang.ref.WeakReference;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.AnnotationValueVisitor;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Spring's merged annotations read from mirrors, as spring-core 7 finds them for Spring Data
 * (AnnotatedElementUtils.findMergedAnnotation, MergedAnnotations, AnnotationTypeMappings): an annotation
 * written on the element, else one that is a meta-annotation of an annotation written there, at any depth.
 * Of several, the first found: the annotations written in their order, each one's meta-annotations breadth
 * first (findMergedAnnotation's firstDirectlyDeclared selector, so a composed annotation written first wins
 * over a nearer one written after it).
 *
 * <p>Its members take the values {@code @AliasFor} gives them from the annotations between it and the
 * element: the annotation written on the element wins with its member's value, written or default; else the
 * meta-annotation nearest to the element that holds an alias of the member. Spring 7 has no overrides by
 * convention (a member of the same name): only {@code @AliasFor}. The packages Spring never searches
 * ({@code java.lang}, {@code org.springframework.lang}) are not searched either, nor an annotation without
 * RUNTIME retention, which reflection does not see.
 */
public final class MergedAnnotationReader {

    static final String ALIAS_FOR = "org.springframework.core.annotation.AliasFor";

    /** A chain of meta-annotations far beyond any model's: a guard against what javac lets through. */
    private static final int DEEPEST = 16;

    private MergedAnnotationReader() {}

    /** The merged annotation of that type on the element (written first, else a meta-annotation), or {@code null}. */
    public static AnnotationMirror find(Element element, String annotation) {
        AnnotationMirror written = AnnotationReader.find(element, annotation).orElse(null);
        return written != null ? written : meta(element, annotation);
    }

    static boolean has(Element element, String annotation) {
        return find(element, annotation) != null;
    }

    /** The annotation of that type found as a meta-annotation of one written on the element, or {@code null}. */
    public static AnnotationMirror meta(Element element, String annotation) {
        for (AnnotationMirror written : element.getAnnotationMirrors()) {
            List<AnnotationMirror> path = paths(written).get(annotation);
            // findMergedAnnotation's selector (firstDirectlyDeclared): the first found, not the nearest
            if (path != null) {
                return merged(written, path);
            }
        }
        return null;
    }

    /**
     * The type whose annotations give the merged annotation, nearest to {@code type} in the order of Spring's
     * type-hierarchy search (AnnotationsScanner.processClassHierarchy): the class, then each interface it
     * implements with the interfaces those extend, then its superclass in the same way; the first that has it,
     * written or as a meta-annotation, with it. {@code null} when none does.
     */
    static Found nearest(TypeElement type, String annotation) {
        return nearest(type, annotation, new HashSet<>());
    }

    private static Found nearest(TypeElement type, String annotation, Set<TypeElement> seen) {
        if (type == null || !seen.add(type) || type.getQualifiedName().contentEquals("java.lang.Object")) {
            return null;
        }
        AnnotationMirror found = find(type, annotation);
        if (found != null) {
            return new Found(type, found);
        }
        for (TypeMirror implemented : type.getInterfaces()) {
            if (implemented instanceof DeclaredType declared && declared.asElement() instanceof TypeElement i) {
                Found inInterface = nearest(i, annotation, seen);
                if (inInterface != null) {
                    return inInterface;
                }
            }
        }
        return nearest(TypeHierarchy.superclass(type), annotation, seen);
    }

    /** A merged annotation and the class it is found on. */
    record Found(TypeElement on, AnnotationMirror annotation) {}

    /**
     * What Spring refuses in the composed annotations written on an element that lead to one of {@code types},
     * or in the annotations between them and SDM's (AnnotationTypeMapping.resolveAliasTarget): an
     * {@code @AliasFor} naming an annotation that is not among the meta-annotations, a member that annotation
     * does not have or one of another type, or giving both {@code attribute} and {@code value}. Spring throws
     * (AnnotationConfigurationException) when it first looks the element's annotations up, and schemaguard
     * cannot tell which value the member would give. Also a composed annotation Spring never sees, for want
     * of RUNTIME retention.
     */
    static void check(Element element, Set<String> types, List<ReadProblem> problems) {
        for (AnnotationMirror written : element.getAnnotationMirrors()) {
            Map<String, List<AnnotationMirror>> reached = paths(written);
            if (Collections.disjoint(reached.keySet(), types)) {
                notRetained(element, written, types, problems);
                continue;
            }
            // Spring checks the aliases of every annotation on the way, the composed one's and its meta-annotations'
            List<TypeElement> onTheWay = new ArrayList<>();
            onTheWay.add(typeOf(written));
            reached.values()
                    .forEach(path -> path.forEach(m -> {
                        TypeElement t = typeOf(m);
                        if (!onTheWay.contains(t)) {
                            onTheWay.add(t);
                        }
                    }));
            for (TypeElement composed : onTheWay) {
                for (ExecutableElement member : ElementFilter.methodsIn(composed.getEnclosedElements())) {
                    String problem = refused(composed, member);
                    if (problem != null) {
                        ReadProblem p = ReadProblem.of(
                                InvalidAnnotation.Message.SPRING_DATA_COMPOSED_ALIAS,
                                SourcePosition.of(element, written),
                                "@" + composed.getSimpleName(),
                                member.getSimpleName().toString(),
                                problem,
                                element.getSimpleName().toString());
                        if (!problems.contains(p)) {
                            problems.add(p);
                        }
                    }
                }
            }
        }
    }

    /** Why Spring refuses the {@code @AliasFor} on a member of an annotation type, or {@code null}. */
    private static String refused(TypeElement composed, ExecutableElement member) {
        Alias alias = alias(composed, member);
        if (alias == null) {
            return null;
        }
        if (alias.annotation() == null) {
            return "names an annotation that does not resolve";
        }
        if (alias.twice()) {
            return "gives both 'attribute' and 'value'";
        }
        Map<String, List<AnnotationMirror>> reached = paths(composed);
        if (!alias.annotation().equals(composed.getQualifiedName().toString())
                && !reached.containsKey(alias.annotation())) {
            return "names @" + simpleName(alias.annotation()) + ", which is not among the meta-annotations of @"
                    + composed.getSimpleName();
        }
        ExecutableElement target = memberOf(alias.annotation(), reached, composed, alias.attribute());
        if (target == null) {
            return "names the member '" + alias.attribute() + "', which @" + simpleName(alias.annotation())
                    + " does not have";
        }
        if (!sameType(member.getReturnType(), target.getReturnType())) {
            return "joins a member of type " + member.getReturnType() + " to '" + alias.attribute() + "' of type "
                    + target.getReturnType();
        }
        return null;
    }

    /**
     * A composed annotation that would lead to one of {@code types} but for an annotation on the way without
     * RUNTIME retention (CLASS, the default): reflection does not see it, so Spring Data ignores it, silently.
     */
    private static void notRetained(
            Element element, AnnotationMirror written, Set<String> types, List<ReadProblem> problems) {
        TypeElement composed = typeOf(written);
        if (composed == null || types.contains(composed.getQualifiedName().toString())) {
            return;
        }
        Map<String, List<AnnotationMirror>> ignoringRetention = search(composed, false);
        // in the order the search found them (breadth first), not the set's, which differs from run to run
        for (String type : ignoringRetention.keySet()) {
            if (!types.contains(type)) {
                continue;
            }
            List<AnnotationMirror> path = ignoringRetention.get(type);
            TypeElement unseen = composed;
            for (int i = 0; atRunTime(unseen) && i < path.size(); i++) {
                unseen = typeOf(path.get(i));
            }
            ReadProblem p = ReadProblem.of(
                    UnreadAnnotation.Message.SPRING_DATA_COMPOSED_NOT_RETAINED,
                    SourcePosition.of(element, written),
                    "@" + composed.getSimpleName(),
                    element.getSimpleName().toString(),
                    "@" + simpleName(type),
                    "@" + unseen.getSimpleName());
            if (!problems.contains(p)) {
                problems.add(p);
            }
            return;
        }
    }

    /**
     * Spring's isCompatibleReturnType: the same class, or the element class of the member's array. Classes,
     * compared erased as reflection sees them: {@code Class<? extends Converter<?, ?, ?>>} and a raw
     * {@code Class<? extends Converter>} are both {@code Class}.
     */
    private static boolean sameType(TypeMirror alias, TypeMirror target) {
        return erased(alias).equals(erased(target))
                || target instanceof ArrayType array && erased(alias).equals(erased(array.getComponentType()));
    }

    private static String erased(TypeMirror type) {
        if (type instanceof ArrayType array) {
            return erased(array.getComponentType()) + "[]";
        }
        if (type instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
            return element.getQualifiedName().toString();
        }
        return type.getKind().isPrimitive() ? type.getKind().name() : type.toString();
    }

    private static ExecutableElement memberOf(
            String annotation, Map<String, List<AnnotationMirror>> reached, TypeElement composed, String member) {
        List<AnnotationMirror> path = reached.get(annotation);
        TypeElement type = path != null ? typeOf(path.get(path.size() - 1)) : composed;
        for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(member)) {
                return m;
            }
        }
        return null;
    }

    private static String simpleName(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    // ---- the meta-annotations an annotation type reaches ----

    /**
     * Per annotation type: each annotation type it reaches through its meta-annotations, with the chain of
     * meta-annotation mirrors from its own (nearest first) down to one of that type. Spring's
     * AnnotationTypeMappings: breadth first, so the first chain found is a shortest one; a type already on
     * a chain is not followed again on it. Weak keys, the value held weakly as well: its mirrors lead back
     * to annotation types, which a strong value would keep alive in a build daemon.
     */
    private static final Map<TypeElement, WeakReference<Map<String, List<AnnotationMirror>>>> PATHS =
            new WeakHashMap<>();

    private static Map<String, List<AnnotationMirror>> paths(AnnotationMirror written) {
        TypeElement type = typeOf(written);
        return type == null ? Map.of() : paths(type);
    }

    /** Whether Spring finds one of {@code types} among the meta-annotations of an annotation written somewhere. */
    public static boolean reaches(TypeElement annotationType, Set<String> types) {
        return annotationType.getKind() == ElementKind.ANNOTATION_TYPE
                && !Collections.disjoint(paths(annotationType).keySet(), types);
    }

    private static Map<String, List<AnnotationMirror>> paths(TypeElement type) {
        synchronized (PATHS) {
            WeakReference<Map<String, List<AnnotationMirror>>> known = PATHS.get(type);
            Map<String, List<AnnotationMirror>> paths = known == null ? null : known.get();
            if (paths != null) {
                return paths;
            }
        }
        // asked for every annotation on every field: the retention is looked up once per type, with the paths
        Map<String, List<AnnotationMirror>> paths = atRunTime(type) ? search(type, true) : Map.of();
        synchronized (PATHS) {
            PATHS.put(type, new WeakReference<>(paths));
        }
        return paths;
    }

    private record Chain(TypeElement type, List<AnnotationMirror> mirrors, Set<String> types) {}

    private static Map<String, List<AnnotationMirror>> search(TypeElement root, boolean runtimeOnly) {
        Map<String, List<AnnotationMirror>> out = new LinkedHashMap<>();
        Deque<Chain> queue = new ArrayDeque<>();
        queue.add(new Chain(root, List.of(), Set.of(root.getQualifiedName().toString())));
        while (!queue.isEmpty()) {
            Chain chain = queue.poll();
            if (chain.mirrors().size() >= DEEPEST
                    || ignored(chain.type().getQualifiedName().toString())) {
                continue;
            }
            for (AnnotationMirror meta : chain.type().getAnnotationMirrors()) {
                TypeElement metaType = typeOf(meta);
                if (metaType == null) {
                    continue;
                }
                String name = metaType.getQualifiedName().toString();
                if (ignored(name) || chain.types().contains(name) || runtimeOnly && !atRunTime(metaType)) {
                    continue;
                }
                List<AnnotationMirror> mirrors = new ArrayList<>(chain.mirrors());
                mirrors.add(meta);
                out.putIfAbsent(name, List.copyOf(mirrors));
                Set<String> seen = new HashSet<>(chain.types());
                seen.add(name);
                queue.add(new Chain(metaType, mirrors, seen));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * Whether the JVM keeps the annotation for reflection, where Spring looks: one of CLASS retention, the
     * default, is not there when the application runs.
     */
    private static boolean atRunTime(TypeElement type) {
        AnnotationMirror retention =
                AnnotationReader.find(type, "java.lang.annotation.Retention").orElse(null);
        AnnotationValue policy = retention == null ? null : AnnotationReader.explicit(retention, "value");
        return policy != null
                && policy.getValue() instanceof VariableElement constant
                && constant.getSimpleName().contentEquals("RUNTIME");
    }

    /** Spring's AnnotationFilter.PLAIN: annotations it never looks into. */
    private static boolean ignored(String name) {
        return name.startsWith("java.lang.") || name.startsWith("org.springframework.lang.");
    }

    private static TypeElement typeOf(AnnotationMirror m) {
        DeclaredType type = m.getAnnotationType();
        return type.getKind() == TypeKind.DECLARED
                        && type.asElement() instanceof TypeElement t
                        && t.getKind() == ElementKind.ANNOTATION_TYPE
                ? t
                : null;
    }

    // ---- the values ----

    /** An {@code @AliasFor} on a member: the annotation it names (the member's own when none) and the member there. */
    private record Alias(String annotation, String attribute, boolean twice) {}

    private static Alias alias(TypeElement declaring, ExecutableElement member) {
        AnnotationMirror aliasFor = AnnotationReader.find(member, ALIAS_FOR).orElse(null);
        if (aliasFor == null) {
            return null;
        }
        String annotation = declaring.getQualifiedName().toString();
        AnnotationValue named = AnnotationReader.explicit(aliasFor, "annotation");
        if (named != null) {
            if (!(named.getValue() instanceof DeclaredType t) || t.getKind() == TypeKind.ERROR) {
                return new Alias(null, "", false);
            }
            String qualified = ((TypeElement) t.asElement()).getQualifiedName().toString();
            if (!qualified.equals("java.lang.annotation.Annotation")) {
                annotation = qualified;
            }
        }
        AnnotationValue attributeValue = AnnotationReader.explicit(aliasFor, "attribute");
        AnnotationValue valueValue = AnnotationReader.explicit(aliasFor, "value");
        String attribute = attributeValue == null ? "" : String.valueOf(attributeValue.getValue());
        String value = valueValue == null ? "" : String.valueOf(valueValue.getValue());
        String aliased = !attribute.isEmpty() ? attribute : value;
        return new Alias(
                annotation,
                aliased.isEmpty() ? member.getSimpleName().toString() : aliased,
                !attribute.isEmpty() && !value.isEmpty());
    }

    /** A member of an annotation type on the chain, by the type's and the member's names. */
    private record Member(String annotation, String name) {}

    /**
     * The annotation at the end of {@code path} with the values Spring merges into it
     * (AnnotationTypeMapping.processAliases, TypeMappedAnnotation.getValue).
     */
    private static AnnotationMirror merged(AnnotationMirror written, List<AnnotationMirror> path) {
        List<AnnotationMirror> levels = new ArrayList<>(path.size() + 1);
        levels.add(written);
        levels.addAll(path);
        AnnotationMirror target = levels.get(levels.size() - 1);
        Map<ExecutableElement, AnnotationValue> values = new LinkedHashMap<>(target.getElementValues());
        List<AliasedMember> aliased = aliasedMembers(levels);
        if (aliased.isEmpty()) {
            return new Merged(target.getAnnotationType(), Collections.unmodifiableMap(values), written);
        }
        // the members themselves are looked up anew: javac may complete a class-path annotation type again in a
        // later round (JavacProcessingEnvironment.Round.newRound), and the cache holds names only
        List<ExecutableElement> targetMembers =
                ElementFilter.methodsIn(typeOf(target).getEnclosedElements());
        for (AliasedMember member : aliased) {
            AnnotationValue value = null;
            for (int level = 0; level < levels.size() - 1 && value == null; level++) {
                value = valueAt(levels.get(level), member.aliasesByLevel().get(level));
            }
            if (value == null) {
                continue; // no annotation before it aliases the member: its own value, written or default
            }
            for (ExecutableElement m : targetMembers) {
                if (member.inTarget().contains(m.getSimpleName().toString())) {
                    values.put(m, fitted(value, m.getReturnType()));
                }
            }
        }
        return new Merged(target.getAnnotationType(), Collections.unmodifiableMap(values), written);
    }

    /**
     * A member of the chain's last annotation that an annotation before it may give a value: the members of each
     * level that alias it, in declaration order, and the target's members that take the value (itself and its
     * aliases there), by name.
     */
    private record AliasedMember(List<List<String>> aliasesByLevel, List<String> inTarget) {}

    /**
     * The aliased members of a chain, which depend on its annotation types only: worked out once per chain of
     * types (every repository method with {@code @Query} asks for the same {@code @Collation} and {@code @Hint}
     * chains), held as weakly as {@link #PATHS}.
     */
    private static final Map<TypeElement, WeakReference<Map<List<String>, List<AliasedMember>>>> ALIASED =
            new WeakHashMap<>();

    private static List<AliasedMember> aliasedMembers(List<AnnotationMirror> levels) {
        TypeElement first = typeOf(levels.get(0));
        List<String> chain = new ArrayList<>(levels.size());
        for (AnnotationMirror level : levels) {
            chain.add(typeOf(level).getQualifiedName().toString());
        }
        synchronized (ALIASED) {
            WeakReference<Map<List<String>, List<AliasedMember>>> known = ALIASED.get(first);
            Map<List<String>, List<AliasedMember>> byChain = known == null ? null : known.get();
            if (byChain == null) {
                byChain = new HashMap<>();
                ALIASED.put(first, new WeakReference<>(byChain));
            }
            return byChain.computeIfAbsent(List.copyOf(chain), c -> aliasedMembersOf(levels));
        }
    }

    private static List<AliasedMember> aliasedMembersOf(List<AnnotationMirror> levels) {
        TypeElement targetType = typeOf(levels.get(levels.size() - 1));
        String target = targetType.getQualifiedName().toString();
        List<ExecutableElement> targetMembers = ElementFilter.methodsIn(targetType.getEnclosedElements());
        List<AliasedMember> out = new ArrayList<>();
        for (ExecutableElement member : targetMembers) {
            Set<Member> aliases =
                    aliases(levels, new Member(target, member.getSimpleName().toString()));
            List<List<String>> byLevel = new ArrayList<>(levels.size() - 1);
            boolean any = false;
            for (int level = 0; level < levels.size() - 1; level++) {
                List<String> at = aliasesIn(typeOf(levels.get(level)), aliases);
                any |= !at.isEmpty();
                byLevel.add(at);
            }
            if (any) {
                out.add(new AliasedMember(List.copyOf(byLevel), aliasesIn(targetType, aliases)));
            }
        }
        return List.copyOf(out);
    }

    private static List<String> aliasesIn(TypeElement type, Set<Member> aliases) {
        String name = type.getQualifiedName().toString();
        List<String> out = new ArrayList<>();
        for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
            String member = m.getSimpleName().toString();
            if (aliases.contains(new Member(name, member))) {
                out.add(member);
            }
        }
        return List.copyOf(out);
    }

    /** The members of the chain's annotations that alias {@code member}, directly or through one another, and itself. */
    private static Set<Member> aliases(List<AnnotationMirror> levels, Member member) {
        Set<Member> out = new HashSet<>();
        out.add(member);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (AnnotationMirror level : levels) {
                TypeElement type = typeOf(level);
                for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
                    Alias alias = alias(type, m);
                    if (alias != null
                            && alias.annotation() != null
                            && out.contains(new Member(alias.annotation(), alias.attribute()))) {
                        grew |= out.add(new Member(
                                type.getQualifiedName().toString(),
                                m.getSimpleName().toString()));
                    }
                }
            }
        }
        return out;
    }

    /**
     * The value an annotation of the chain gives one of the aliases it declares: the first of them written
     * there, else the first one's default; {@code null} when it declares none.
     */
    private static AnnotationValue valueAt(AnnotationMirror level, List<String> aliases) {
        if (aliases.isEmpty()) {
            return null;
        }
        for (String alias : aliases) {
            for (var written : level.getElementValues().entrySet()) {
                if (written.getKey().getSimpleName().contentEquals(alias)) {
                    return written.getValue();
                }
            }
        }
        for (ExecutableElement m : ElementFilter.methodsIn(typeOf(level).getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(aliases.get(0))) {
                return m.getDefaultValue();
            }
        }
        return null;
    }

    /** Spring lets a single value alias an array member: it becomes an array of one. */
    private static AnnotationValue fitted(AnnotationValue value, TypeMirror type) {
        if (value == null
                || type.getKind() != TypeKind.ARRAY
                || value.getValue() instanceof List<?>
                || ((ArrayType) type).getComponentType().getKind() == TypeKind.ARRAY) {
            return value;
        }
        return new AnnotationValue() {
            @Override
            public Object getValue() {
                return List.of(value);
            }

            @Override
            public <R, P> R accept(AnnotationValueVisitor<R, P> v, P p) {
                return v.visitArray(List.of(value), p);
            }

            @Override
            public String toString() {
                return "{" + value + "}";
            }
        };
    }

    /** A merged meta-annotation: its type, the values Spring sees, and the annotation the user wrote. */
    private record Merged(DeclaredType type, Map<ExecutableElement, AnnotationValue> values, AnnotationMirror written)
            implements MetaAnnotationMirror {

        @Override
        public DeclaredType getAnnotationType() {
            return type;
        }

        @Override
        public Map<? extends ExecutableElement, ? extends AnnotationValue> getElementValues() {
            return values;
        }

        @Override
        public String toString() {
            return "@" + type + values + " (through " + written + ")";
        }
    }
}
