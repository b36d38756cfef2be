package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.diagnostic.SourcePosition;
import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QueryRefusal;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.reader.springdata.MergedAnnotationReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Reads the query methods of one Spring Data repository interface into queries on its domain document, as Spring
 * Data's repository factory decides which methods are queries ({@code RepositoryFactorySupport},
 * {@code DefaultRepositoryInformation.getQueryMethods}):
 * <ul>
 *   <li>a default or static method runs its own body;</li>
 *   <li>a method the base class implements ({@code SimpleMongoRepository}) runs the base class's code, unless a
 *       query annotation is on it; one the interface declares again is read as the query the base class sends
 *       ({@link CrudMethods});</li>
 *   <li>a method of a fragment interface (one that does not extend {@code Repository}) runs the fragment's
 *       implementation;</li>
 *   <li>every other abstract method is a query method.</li>
 * </ul>
 */
public final class RepositoryReader {

    /** The meta-annotation of every query annotation ({@code @Query}, {@code @Aggregation}, composed ones). */
    private static final String QUERY_ANNOTATION = "org.springframework.data.annotation.QueryAnnotation";

    private final RepositoryTypes repositories;
    private final Types types;
    private final MethodSignatures signatures;
    /**
     * The public methods of each base class by name, read once per reader: a reader lasts one round, after which javac
     * may read the base class anew ({@link RepositoryTypes#publicMethodsByName}).
     */
    private final Map<TypeElement, Map<String, List<ExecutableElement>>> baseClassMethods = new HashMap<>();

    /** A reader for one round: it keeps what it reads of the base classes, which javac may read anew in the next. */
    public RepositoryReader(RepositoryTypes repositories, Types types) {
        this.repositories = repositories;
        this.types = types;
        this.signatures = new MethodSignatures(types);
    }

    /** The query methods of a repository whose domain type is {@code document}, in source order, then inherited. */
    public RepositoryQueries read(TypeElement repository, TypeElement domainType, DocumentModel document) {
        Optional<TypeElement> baseClass = repositories.baseClassOf(repository);
        List<TypeElement> fragments = fragmentsOf(repository);
        DerivedQueryCreator creator = new DerivedQueryCreator(document);
        AnnotatedQueryReader annotatedReader = new AnnotatedQueryReader(document);
        List<RepositoryQueries.MethodQuery> methods = new ArrayList<>();
        List<ExecutableElement> candidates = queryMethods(repository);
        Set<String> overloaded = overloadedNames(candidates);
        for (ExecutableElement method : candidates) {
            // without the base class on the class path nothing tells the CRUD methods apart: no method is read
            if (baseClass.isEmpty() || isFragmentMethod(method, fragments)) {
                continue;
            }
            // a query annotation makes a query method of a base-class method too
            // (RepositoryInformationSupport.isQueryMethodCandidate: isQueryAnnotationPresentOn before
            // isBaseClassMethod)
            boolean crud = repositories.isBaseClassMethod(
                            method,
                            baseClassMethods.computeIfAbsent(baseClass.get(), repositories::publicMethodsByName))
                    && MergedAnnotationReader.find(method, QUERY_ANNOTATION) == null;
            TypeElement declaring = (TypeElement) method.getEnclosingElement();
            boolean inherited = !declaring.equals(repository);
            // a finding on an inherited method is printed on the repository that inherits it: the one whose
            // collection the query runs on, and where it is suppressible
            SourcePosition origin = inherited ? SourcePosition.of(repository) : SourcePosition.of(method);
            MethodSignature signature = signatures.of(method, (DeclaredType) repository.asType(), domainType, origin);
            Optional<MethodSignature> crudQuery = crud ? CrudMethods.asDerived(signature) : Optional.of(signature);
            if (crudQuery.isEmpty()) {
                continue;
            }
            AnnotatedMethods.Reading reading = crud
                    ? new AnnotatedMethods.Reading(creator.derive(crudQuery.get()), null, List.of(), false)
                    : AnnotatedMethods.read(method, signature, creator, annotatedReader, origin);
            Derivation derivation = reading.derivation();
            if (derivation instanceof Derivation.Refused refused
                    && unstoredPropertyMayResolve(refused.refusal(), domainType, document)) {
                // Spring Data resolves a method's properties against the Java type, stored or not (a
                // @ReadOnlyProperty, a @TextScore, a getter's bean name), which the model does not hold
                derivation = new Derivation.NotRead("'" + refused.refusal().detail()
                        + "' may name a property Spring Data reads that the schema model does not store");
            }
            if (derivation instanceof Derivation.Refused
                    && RepositoryTypes.has(declaring, RepositoryTypes.NO_REPOSITORY_BEAN)) {
                // a base interface's method may be one the application's own repository base class implements
                // (@EnableMongoRepositories(repositoryBaseClass)), which the compilation cannot see: not a refusal
                derivation = new Derivation.NotRead("declared in the base interface " + declaring.getSimpleName()
                        + ", which a custom repository base class may implement");
            }
            methods.add(new RepositoryQueries.MethodQuery(
                    overloaded.contains(signature.name())
                            ? signature.name() + "(" + simpleParameters(method) + ")"
                            : signature.name(),
                    inherited,
                    derivation instanceof Derivation.Refused && reading.origin() != null ? reading.origin() : origin,
                    derivation,
                    reading.annotated() ? QuerySite.Form.ANNOTATED_METHOD : QuerySite.Form.DERIVED_METHOD,
                    reading.unknownFields()));
        }
        return new RepositoryQueries(
                repository.getQualifiedName().toString(),
                repository.getSimpleName().toString(),
                document,
                methods);
    }

    /**
     * The abstract methods of the repository and of every interface it extends, except Spring Data's own (its CRUD
     * and fragment interfaces, whose methods the repository's implementation answers); each once, the most specific
     * declaration winning, in declaration order (the repository's own first).
     */
    private List<ExecutableElement> queryMethods(TypeElement repository) {
        List<ExecutableElement> out = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        List<TypeElement> declaringTypes = new ArrayList<>();
        declaringTypes.add(repository);
        declaringTypes.addAll(repositories.supertypes(repository));
        for (TypeElement type : declaringTypes) {
            if (RepositoryTypes.isSpringDataType(type)
                    || !type.equals(repository) && !repositories.extendsRepository(type)) {
                continue;
            }
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                Set<Modifier> modifiers = method.getModifiers();
                if (modifiers.contains(Modifier.DEFAULT)
                        || modifiers.contains(Modifier.STATIC)
                        || modifiers.contains(Modifier.PRIVATE)) {
                    continue;
                }
                if (seen.add(method.getSimpleName() + "/" + erasedParameters(method))) {
                    out.add(method);
                }
            }
        }
        return out;
    }

    /** The names several methods share: an overload is told apart by its parameters in reports and messages. */
    private static Set<String> overloadedNames(List<ExecutableElement> methods) {
        Set<String> seen = new TreeSet<>();
        Set<String> twice = new TreeSet<>();
        for (ExecutableElement method : methods) {
            String name = method.getSimpleName().toString();
            if (!seen.add(name)) {
                twice.add(name);
            }
        }
        return twice;
    }

    /** The parameters' erased simple type names: {@code String, Sort}. */
    private String simpleParameters(ExecutableElement method) {
        List<String> out = new ArrayList<>();
        for (var parameter : method.getParameters()) {
            String erased = types.erasure(parameter.asType()).toString();
            out.add(erased.substring(erased.lastIndexOf('.') + 1));
        }
        return String.join(", ", out);
    }

    /** The interfaces whose methods a fragment implementation answers: those that do not extend Repository. */
    private List<TypeElement> fragmentsOf(TypeElement repository) {
        List<TypeElement> out = new ArrayList<>();
        for (TypeElement type : repositories.supertypes(repository)) {
            if (!RepositoryTypes.isSpringDataType(type) && !repositories.extendsRepository(type)) {
                out.add(type);
            }
        }
        out.sort(Comparator.comparing(t -> t.getQualifiedName().toString()));
        return out;
    }

    /** Whether a fragment interface declares the method: its implementation answers it. */
    private boolean isFragmentMethod(ExecutableElement method, List<TypeElement> fragments) {
        for (TypeElement fragment : fragments) {
            for (ExecutableElement declared : ElementFilter.methodsIn(fragment.getEnclosedElements())) {
                if (declared.getSimpleName().contentEquals(method.getSimpleName())
                        && erasedParameters(declared).equals(erasedParameters(method))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether an unknown property of the domain type starts with the name of a Java property the class has but the
     * model does not store (a field, or a getter's bean name, in the class or its superclasses), which Spring Data
     * resolves and the model cannot: what cannot be known is not reported.
     */
    private static boolean unstoredPropertyMayResolve(
            QueryRefusal refusal, TypeElement domainType, DocumentModel document) {
        if (refusal.reason() != QueryRefusal.Reason.UNKNOWN_PROPERTY
                && refusal.reason() != QueryRefusal.Reason.MISSING_PROPERTY) {
            return false;
        }
        String detail = refusal.detail();
        int of = detail.lastIndexOf(" of ");
        String missing = lowered(of < 0 ? detail : detail.substring(0, of));
        if (missing.isEmpty()) {
            return false;
        }
        for (TypeElement type = domainType;
                type != null && !type.getQualifiedName().contentEquals("java.lang.Object");
                type = superclassOf(type)) {
            for (Element member : type.getEnclosedElements()) {
                String name = javaPropertyName(member);
                // a stored property the derivation already tried: only the ones the model leaves out may rescue it
                if (name != null
                        && !name.isEmpty()
                        && missing.startsWith(lowered(name))
                        && document.root().field(lowered(name)).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String lowered(String name) {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private static String javaPropertyName(Element member) {
        if (member.getModifiers().contains(Modifier.STATIC)) {
            return null;
        }
        if (member.getKind() == ElementKind.FIELD || member.getKind() == ElementKind.RECORD_COMPONENT) {
            return member.getSimpleName().toString();
        }
        if (member.getKind() == ElementKind.METHOD) {
            String name = member.getSimpleName().toString();
            if (name.startsWith("get") && name.length() > 3) {
                return name.substring(3);
            }
            if (name.startsWith("is") && name.length() > 2) {
                return name.substring(2);
            }
        }
        return null;
    }

    private static TypeElement superclassOf(TypeElement type) {
        return type.getSuperclass() instanceof DeclaredType declared ? (TypeElement) declared.asElement() : null;
    }

    private String erasedParameters(ExecutableElement method) {
        List<String> out = new ArrayList<>();
        method.getParameters().forEach(p -> out.add(types.erasure(p.asType()).toString()));
        return String.join(",", out);
    }
}
