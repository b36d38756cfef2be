package dev.schemaguard.processor;

import dev.schemaguard.processor.config.SchemaGuardOptions;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.planner.PlannedQuery;
import dev.schemaguard.processor.query.planner.QueryPlanner;
import dev.schemaguard.processor.reader.Vocabularies;
import dev.schemaguard.processor.reader.springdata.MergedAnnotationReader;
import dev.schemaguard.processor.reader.springdata.repository.RepositoryQueries;
import dev.schemaguard.processor.reader.springdata.repository.RepositoryReader;
import dev.schemaguard.processor.reader.springdata.repository.RepositoryTypes;
import dev.schemaguard.processor.reader.springdata.repository.RepositoryTypes.DomainType;
import dev.schemaguard.processor.rules.RuleRegistry;
import dev.schemaguard.processor.rules.RuleRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.ElementFilter;

/**
 * Reads the Spring Data repository interfaces of each round and checks their queries against their documents. A
 * repository interface carries no annotation of its own: it is found among the round's root elements, which javac
 * hands to a processor that supports every annotation. A repository whose document waits for a later round waits
 * with it.
 */
final class RepositoryChecks {

    private static final String SPRING_DATA_DOCUMENT = "org.springframework.data.mongodb.core.mapping.Document";

    private final ProcessingEnvironment env;
    private final RuleRunner runner;
    private final QueryPlanner planner = new QueryPlanner();
    private final Optional<RepositoryTypes> types;
    private final Set<String> deferred = new TreeSet<>();

    RepositoryChecks(ProcessingEnvironment env, SchemaGuardOptions options, RuleRegistry registry) {
        this.env = env;
        this.runner = new RuleRunner(registry, options);
        this.types = RepositoryTypes.of(env.getElementUtils(), env.getTypeUtils());
    }

    /** Whether the round brings a repository interface: reason enough to take part in the compilation. */
    boolean anyIn(RoundEnvironment roundEnv) {
        return !repositoriesOf(roundEnv).isEmpty();
    }

    /** The repositories of the round and the deferred ones, in qualified-name order, each checked. */
    List<CheckedRepository> of(RoundEnvironment roundEnv, RoundChecks checks, DocumentRounds rounds) {
        if (types.isEmpty()) {
            return List.of();
        }
        RepositoryReader reader = new RepositoryReader(types.get(), env.getTypeUtils());
        List<CheckedRepository> out = new ArrayList<>();
        Set<String> waiting = new TreeSet<>();
        for (TypeElement repository : repositoriesOf(roundEnv)) {
            try {
                CheckedRepository checked = check(repository, reader, checks, rounds, roundEnv.processingOver());
                if (checked instanceof CheckedRepository.Waiting) {
                    waiting.add(repository.getQualifiedName().toString());
                } else {
                    out.add(checked);
                }
            } catch (RuntimeException | StackOverflowError e) {
                out.add(new CheckedRepository.Failed(repository, e));
            }
        }
        deferred.clear();
        deferred.addAll(waiting);
        return out;
    }

    private CheckedRepository check(
            TypeElement repository,
            RepositoryReader reader,
            RoundChecks checks,
            DocumentRounds rounds,
            boolean lastRound) {
        RepositoryTypes repositories = types.orElseThrow();
        DomainType domain = repositories.domainTypeOf(repository);
        boolean mongo = repositories.isMongoSpecific(repository);
        if (domain instanceof DomainType.Unresolved) {
            return lastRound
                    ? new CheckedRepository.DocumentNotRead(repository)
                    : new CheckedRepository.Waiting(repository);
        }
        if (domain instanceof DomainType.Unknown unknown) {
            // a repository of another store says nothing to a MongoDB checker
            return mongo
                    ? new CheckedRepository.DomainUnknown(repository, unknown.reason())
                    : new CheckedRepository.OtherStore(repository);
        }
        TypeElement domainType = ((DomainType.Resolved) domain).type();
        if (!isSpringDataDocument(domainType)) {
            return mongo
                    ? new CheckedRepository.OfNoDocument(
                            repository, domainType.getQualifiedName().toString())
                    : new CheckedRepository.OtherStore(repository);
        }
        CheckedDocument document = checks.check(domainType, rounds);
        if (document instanceof CheckedDocument.Unresolved) {
            return lastRound
                    ? new CheckedRepository.DocumentNotRead(repository)
                    : new CheckedRepository.Waiting(repository);
        }
        if (!(document instanceof CheckedDocument.Read read)) {
            return new CheckedRepository.DocumentNotRead(repository);
        }
        RepositoryQueries queries =
                reader.read(repository, domainType, checks.withCollectionIndexes(read.model(), rounds));
        List<PlannedQuery> planned = new ArrayList<>();
        for (RepositoryQueries.MethodQuery method : queries.methods()) {
            QuerySite site = new QuerySite(
                    queries.simpleName() + "." + method.name(),
                    method.origin(),
                    queries.document(),
                    method.derivation(),
                    method.form(),
                    method.unknownFields());
            planned.add(PlannedQuery.of(site, planner));
        }
        return new CheckedRepository.Checked(
                repository,
                queries,
                planned,
                runner.validateQueries(
                        queries.repository(),
                        queries.simpleName(),
                        queries.document().collection(),
                        planned));
    }

    /**
     * Whether Spring Data maps the class as schemaguard reads it: with its own {@code @Document} (inherited, as the
     * annotation is). Spring Data takes the collection of any other class from the class name
     * ({@code BasicMongoPersistentEntity}), whatever another vocabulary's annotation says, so schemaguard's model of
     * it would be another collection's.
     */
    private static boolean isSpringDataDocument(TypeElement type) {
        for (TypeElement t = type; t != null; t = superclassOf(t)) {
            if (MergedAnnotationReader.find(t, SPRING_DATA_DOCUMENT) != null) {
                return Vocabularies.isDocument(type);
            }
        }
        return false;
    }

    private static TypeElement superclassOf(TypeElement type) {
        return type.getSuperclass() instanceof DeclaredType declared ? (TypeElement) declared.asElement() : null;
    }

    private List<TypeElement> repositoriesOf(RoundEnvironment roundEnv) {
        if (types.isEmpty()) {
            return List.of();
        }
        Set<String> names = new TreeSet<>(deferred);
        for (Element root : roundEnv.getRootElements()) {
            collect(root, names);
        }
        List<TypeElement> out = new ArrayList<>();
        for (String name : names) {
            TypeElement element = env.getElementUtils().getTypeElement(name);
            if (element != null) {
                out.add(element);
            }
        }
        return out;
    }

    private void collect(Element element, Set<String> names) {
        if (element instanceof TypeElement type) {
            if (types.orElseThrow().isRepository(type)) {
                names.add(type.getQualifiedName().toString());
            }
            for (TypeElement nested : ElementFilter.typesIn(type.getEnclosedElements())) {
                collect(nested, names);
            }
        }
    }
}
