package dev.schemaguard.processor.reader.springdata.repository;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Which interfaces are Spring Data repositories, and of which domain type, as Spring Data Commons decides it: an
 * interface extending {@code Repository<T, ID>} through any sub-interface, or annotated {@code @RepositoryDefinition}
 * ({@code RepositoryConfigurationExtensionSupport.isCandidate}, {@code DefaultRepositoryMetadata},
 * {@code AnnotationRepositoryMetadata}). Answers only by the class path of the compilation: without Spring Data
 * Commons there is no repository.
 */
public final class RepositoryTypes {

    static final String REPOSITORY = "org.springframework.data.repository.Repository";
    static final String REPOSITORY_DEFINITION = "org.springframework.data.repository.RepositoryDefinition";
    static final String NO_REPOSITORY_BEAN = "org.springframework.data.repository.NoRepositoryBean";
    private static final String REACTIVE_CRUD = "org.springframework.data.repository.reactive.ReactiveCrudRepository";
    private static final String REACTIVE_SORTING =
            "org.springframework.data.repository.reactive.ReactiveSortingRepository";
    private static final String SPRING_DATA_PACKAGE = "org.springframework.data.";
    private static final String SPRING_DATA_MONGODB_PACKAGE = "org.springframework.data.mongodb.";

    private final Elements elements;
    private final Types types;
    private final TypeElement repository;

    private RepositoryTypes(Elements elements, Types types, TypeElement repository) {
        this.elements = elements;
        this.types = types;
        this.repository = repository;
    }

    /** Empty when Spring Data Commons is not on the class path of the compilation. */
    public static Optional<RepositoryTypes> of(Elements elements, Types types) {
        return Optional.ofNullable(elements.getTypeElement(REPOSITORY))
                .map(repository -> new RepositoryTypes(elements, types, repository));
    }

    /**
     * Whether Spring Data creates a repository for this interface: it extends {@code Repository} or carries
     * {@code @RepositoryDefinition}, and is not {@code @NoRepositoryBean} (a base interface the repositories extend).
     */
    public boolean isRepository(TypeElement type) {
        if (type.getKind() != ElementKind.INTERFACE || has(type, NO_REPOSITORY_BEAN)) {
            return false;
        }
        return has(type, REPOSITORY_DEFINITION)
                || types.isAssignable(types.erasure(type.asType()), types.erasure(repository.asType()));
    }

    /**
     * The domain type the repository stores, from {@code @RepositoryDefinition(domainClass)}, else the first type
     * argument of {@code Repository} as the interface binds it through its supertypes.
     */
    public DomainType domainTypeOf(TypeElement type) {
        AnnotationMirror definition = annotation(type, REPOSITORY_DEFINITION);
        if (definition != null) {
            for (var entry : definition.getElementValues().entrySet()) {
                if (entry.getKey().getSimpleName().contentEquals("domainClass")) {
                    return domainType(valueType(entry.getValue()));
                }
            }
            return new DomainType.Unknown("@RepositoryDefinition names no domainClass");
        }
        Deque<TypeMirror> todo = new ArrayDeque<>();
        todo.add(type.asType());
        // a class implements one parameterization of an interface at most (JLS 8.1.5): the element tells them apart
        Set<TypeElement> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            TypeMirror next = todo.poll();
            if (next.getKind() != TypeKind.DECLARED) {
                continue;
            }
            DeclaredType declared = (DeclaredType) next;
            TypeElement element = (TypeElement) declared.asElement();
            if (element.equals(repository)) {
                return declared.getTypeArguments().isEmpty()
                        ? new DomainType.Unknown("it extends the raw type Repository")
                        : domainType(declared.getTypeArguments().get(0));
            }
            if (seen.add(element)) {
                todo.addAll(types.directSupertypes(next));
            }
        }
        return new DomainType.Unknown("no Repository supertype binds its domain type");
    }

    private static DomainType domainType(TypeMirror type) {
        if (type == null) {
            return new DomainType.Unknown("its domain type is not a class");
        }
        if (type instanceof TypeVariable variable
                && variable.getUpperBound().getKind() == TypeKind.DECLARED
                && !((TypeElement) ((DeclaredType) variable.getUpperBound()).asElement())
                        .getQualifiedName()
                        .contentEquals("java.lang.Object")) {
            // a generic repository interface that is no @NoRepositoryBean (hygieia's BaseCollectorItemRepository<T
            // extends CollectorItem>) is a repository of its own: Spring Data resolves its domain type to the bound
            // (DefaultRepositoryMetadata through ResolvableType, which resolves a variable it cannot bind to its
            // bounds)
            return domainType(variable.getUpperBound());
        }
        if (type.getKind() == TypeKind.ERROR) {
            return new DomainType.Unresolved(type.toString());
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return new DomainType.Unknown("its domain type " + type + " is not a class");
        }
        return new DomainType.Resolved((TypeElement) ((DeclaredType) type).asElement());
    }

    private static TypeMirror valueType(AnnotationValue value) {
        return value.getValue() instanceof TypeMirror mirror ? mirror : null;
    }

    /** Whether a repository of Spring Data MongoDB itself: one of its interfaces is among the supertypes. */
    public boolean isMongoSpecific(TypeElement type) {
        for (TypeElement supertype : supertypes(type)) {
            if (qualifiedName(supertype).startsWith(SPRING_DATA_MONGODB_PACKAGE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The class that implements the CRUD methods for this repository ({@code MongoRepositoryFactory.getRepositoryBaseClass}
     * and its reactive twin), when it is on the class path.
     */
    public Optional<TypeElement> baseClassOf(TypeElement type) {
        boolean reactive = supertypes(type).stream()
                .map(t -> t.getQualifiedName().toString())
                .anyMatch(name -> name.equals(REACTIVE_CRUD) || name.equals(REACTIVE_SORTING));
        return Optional.ofNullable(elements.getTypeElement(
                reactive
                        ? "org.springframework.data.mongodb.repository.support.SimpleReactiveMongoRepository"
                        : "org.springframework.data.mongodb.repository.support.SimpleMongoRepository"));
    }

    /**
     * The public methods of a repository base class, its inherited ones included, by name: what
     * {@link #isBaseClassMethod} compares a method with. Asked once per base class and round: javac builds a class's
     * members anew on every {@code getAllMembers}, and walks every supertype's to drop the overridden ones, which per
     * query method was 7.7% of a compilation (benchmarks/README.md, repository queries). Not kept across rounds:
     * after a round with an unresolved class, javac resets the symbols of class-path classes
     * ({@code JavacProcessingEnvironment.Round.newRound}).
     */
    public Map<String, List<ExecutableElement>> publicMethodsByName(TypeElement baseClass) {
        Map<String, List<ExecutableElement>> out = new HashMap<>();
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(baseClass))) {
            if (method.getModifiers().contains(Modifier.PUBLIC)) {
                out.computeIfAbsent(method.getSimpleName().toString(), k -> new ArrayList<>())
                        .add(method);
            }
        }
        return out;
    }

    /**
     * Whether a method is one the base class implements, so that Spring Data routes the call there instead of
     * deriving a query: same name, same number of parameters, each argument assignable to the base method's
     * erased parameter ({@code DefaultRepositoryInformation.isBaseClassMethod}, {@code ReflectionUtils.findMethod}).
     *
     * @param baseClassMethods the base class's {@link #publicMethodsByName}
     */
    public boolean isBaseClassMethod(ExecutableElement method, Map<String, List<ExecutableElement>> baseClassMethods) {
        for (ExecutableElement candidate :
                baseClassMethods.getOrDefault(method.getSimpleName().toString(), List.of())) {
            if (candidate.getParameters().size() != method.getParameters().size()) {
                continue;
            }
            boolean matches = true;
            for (int i = 0; i < method.getParameters().size() && matches; i++) {
                TypeMirror argument =
                        types.erasure(method.getParameters().get(i).asType());
                TypeMirror parameter =
                        types.erasure(candidate.getParameters().get(i).asType());
                matches = types.isAssignable(argument, parameter);
            }
            if (matches) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a supertype is one Spring Data itself declares (its repository interfaces and fragments such as
     * {@code QueryByExampleExecutor}): the repository's implementation answers their methods.
     */
    public static boolean isSpringDataType(TypeElement type) {
        return qualifiedName(type).startsWith(SPRING_DATA_PACKAGE);
    }

    /** Whether a supertype of a repository is itself a repository interface, or a fragment the user implements. */
    public boolean extendsRepository(TypeElement type) {
        return types.isAssignable(types.erasure(type.asType()), types.erasure(repository.asType()))
                || has(type, REPOSITORY_DEFINITION);
    }

    /** Every interface the type extends, directly or not, in breadth-first order, itself excluded. */
    public List<TypeElement> supertypes(TypeElement type) {
        Set<TypeElement> out = new LinkedHashSet<>();
        Deque<TypeElement> todo = new ArrayDeque<>(List.of(type));
        while (!todo.isEmpty()) {
            for (TypeMirror sup : todo.poll().getInterfaces()) {
                if (sup.getKind() == TypeKind.DECLARED) {
                    TypeElement element = (TypeElement) ((DeclaredType) sup).asElement();
                    if (out.add(element)) {
                        todo.add(element);
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    static boolean has(Element element, String annotation) {
        return annotation(element, annotation) != null;
    }

    static AnnotationMirror annotation(Element element, String annotation) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (((TypeElement) mirror.getAnnotationType().asElement())
                    .getQualifiedName()
                    .contentEquals(annotation)) {
                return mirror;
            }
        }
        return null;
    }

    private static String qualifiedName(TypeElement type) {
        return type.getQualifiedName().toString();
    }

    /** The domain type of a repository, or why it is not known. */
    public sealed interface DomainType {

        record Resolved(TypeElement type) implements DomainType {}

        /** A type javac has not resolved yet: generated in a later round, or missing. */
        record Unresolved(String name) implements DomainType {}

        /** @param reason why the domain type cannot be told */
        record Unknown(String reason) implements DomainType {}
    }
}
