package dev.schemaguard.processor.reader.springdata.repository;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The CRUD and paging methods a repository interface declares again, which Spring Data answers with its base class
 * rather than by derivation, read as the query the base class sends. {@code SimpleMongoRepository} looks one
 * document up by {@code where(idAttribute).is(id)} ({@code getIdQuery}: findById, existsById, deleteById), several
 * by {@code where(idAttribute).in(ids)} (findAllById, deleteAllById), and reads them all with an empty
 * {@code Query}, sorted or paged by the argument (findAll, count). Each has the shape of a derived method of the same
 * meaning, which is how it is read. Writes (save, insert, delete of an entity) and query by example are no query of
 * the model's.
 */
final class CrudMethods {

    private static final ParameterType IDS =
            new ParameterType("java.lang.Iterable", Set.of("java.lang.Iterable"), true, false);

    private CrudMethods() {}

    /** The derived method of the same query as this base-class method, or empty when it runs no read the model holds. */
    static Optional<MethodSignature> asDerived(MethodSignature method) {
        List<ParameterType> parameters = method.parameters();
        String renamed = switch (method.name() + "/" + parameters.size()) {
            case "findById/1", "existsById/1", "deleteById/1" -> method.name();
            case "findAllById/1" -> "findByIdIn";
            case "deleteAllById/1" -> "deleteByIdIn";
            case "findAll/0", "count/0" -> method.name() + "By";
            case "findAll/1" ->
                parameters.get(0).isA(QueryMethodParameters.SORT)
                                || parameters.get(0).isA(QueryMethodParameters.PAGEABLE)
                        ? "findAllBy"
                        : null;
            default -> null;
        };
        if (renamed == null) {
            return Optional.empty();
        }
        List<ParameterType> read = renamed.endsWith("IdIn") ? List.of(IDS) : parameters;
        return Optional.of(new MethodSignature(
                renamed, read, method.returnsDocument(), method.returnsGeoResults(), method.origin()));
    }
}
