package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.Origin;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * A repository method's javac element turned into the {@link MethodSignature} the derivation reads, with the
 * parameter and return types as the concrete repository binds them (a method inherited from a generic base
 * interface sees the repository's domain type).
 */
final class MethodSignatures {

    private static final String COLLECTION = "java.util.Collection";
    private static final String NEAR = "org.springframework.data.mongodb.repository.Near";
    private static final Set<String> GEO_RESULTS =
            Set.of("org.springframework.data.geo.GeoResults", "org.springframework.data.geo.GeoPage");
    private static final String GEO_RESULT = "org.springframework.data.geo.GeoResult";
    /** How deep a return type wraps the domain type: {@code Mono<Page<T>>}, {@code CompletableFuture<List<T>>}. */
    private static final int WRAPPING_DEPTH = 3;

    private final Types types;
    private final Map<String, ParameterType> parameters = new HashMap<>();

    MethodSignatures(Types types) {
        this.types = types;
    }

    MethodSignature of(ExecutableElement method, DeclaredType repository, TypeElement domainType, Origin origin) {
        ExecutableType bound = (ExecutableType) types.asMemberOf(repository, method);
        List<ParameterType> parameters = new ArrayList<>();
        List<? extends VariableElement> declared = method.getParameters();
        for (int i = 0; i < declared.size(); i++) {
            parameters.add(parameter(
                    bound.getParameterTypes().get(i),
                    declared.get(i).getAnnotationMirrors().stream()
                            .anyMatch(a -> a.getAnnotationType().toString().equals(NEAR))));
        }
        TypeMirror returned = bound.getReturnType();
        return new MethodSignature(
                method.getSimpleName().toString(),
                parameters,
                wraps(returned, domainType, WRAPPING_DEPTH),
                returnsGeoResults(returned),
                origin);
    }

    private ParameterType parameter(TypeMirror type, boolean near) {
        TypeMirror erased = types.erasure(type);
        // every repository declares String, Pageable and the like again: their supertypes are walked once per round
        String key = name(erased) + (near ? " @Near" : "");
        ParameterType known = parameters.get(key);
        if (known == null) {
            known = parameterOf(erased, near);
            parameters.put(key, known);
        }
        return known;
    }

    private ParameterType parameterOf(TypeMirror erased, boolean near) {
        Set<String> assignableTo = new TreeSet<>();
        Deque<TypeMirror> todo = new ArrayDeque<>(List.of(erased));
        while (!todo.isEmpty()) {
            TypeMirror next = todo.poll();
            if (next.getKind() == TypeKind.DECLARED && assignableTo.add(name(next))) {
                todo.addAll(types.directSupertypes(next));
            }
        }
        boolean collectionLike = erased.getKind() == TypeKind.ARRAY || assignableTo.contains(COLLECTION);
        return new ParameterType(name(erased), assignableTo, collectionLike, near);
    }

    private String name(TypeMirror type) {
        if (type instanceof ArrayType array) {
            return name(types.erasure(array.getComponentType())) + "[]";
        }
        if (type instanceof DeclaredType declared) {
            return ((TypeElement) declared.asElement()).getQualifiedName().toString();
        }
        return type.toString();
    }

    /** Whether the return type is the domain type (or a subtype), or holds it as a type argument: whole documents. */
    private boolean wraps(TypeMirror type, TypeElement domainType, int depth) {
        if (type.getKind() != TypeKind.DECLARED) {
            return type instanceof ArrayType array && wraps(array.getComponentType(), domainType, depth);
        }
        if (types.isAssignable(types.erasure(type), types.erasure(domainType.asType()))) {
            return true;
        }
        if (depth == 0) {
            return false;
        }
        for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
            if (wraps(argument, domainType, depth - 1)) {
                return true;
            }
        }
        return false;
    }

    /** {@code MongoParameters.isGeoNearQuery}: {@code GeoResults}, {@code GeoPage} or a list of {@code GeoResult}. */
    private boolean returnsGeoResults(TypeMirror type) {
        if (!(type instanceof DeclaredType declared)) {
            return false;
        }
        String name = name(types.erasure(type));
        if (GEO_RESULTS.contains(name)) {
            return true;
        }
        return name.equals("java.util.List")
                && declared.getTypeArguments().size() == 1
                && declared.getTypeArguments().get(0).getKind() == TypeKind.DECLARED
                && name(types.erasure(declared.getTypeArguments().get(0))).equals(GEO_RESULT);
    }
}
