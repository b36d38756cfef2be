package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import dev.schemaguard.processor.query.Derivation;
import dev.schemaguard.processor.query.QuerySite;
import dev.schemaguard.processor.query.UnknownField;
import java.util.List;
import java.util.Objects;

/**
 * The query methods of one repository interface, each with the query Spring Data runs for it or why it has none.
 *
 * @param repository  the interface's qualified name
 * @param simpleName  the interface's simple name, as messages name it
 * @param document    the domain type's document: the collection every method queries
 * @param methods     the query methods, the interface's own first, in declaration order
 */
public record RepositoryQueries(
        String repository, String simpleName, DocumentModel document, List<MethodQuery> methods) {

    public RepositoryQueries {
        Objects.requireNonNull(repository, "repository");
        Objects.requireNonNull(simpleName, "simpleName");
        Objects.requireNonNull(document, "document");
        methods = List.copyOf(methods);
    }

    /**
     * @param name       the method name
     * @param label      how the report lists it: the name, with the parameter types when the repository has another
     *                   query method of that name (an overload), so that each is listed
     * @param inherited  whether declared in an interface the repository extends, not in the repository itself
     * @param origin     where its findings are printed: the method, or for an inherited one the repository
     * @param derivation its query, or why Spring Data refuses it, or why it is not read
     * @param form       derived from its name, or written in an annotation
     * @param unknownFields the fields its annotations name that no stored field has
     */
    public record MethodQuery(
            String name,
            String label,
            boolean inherited,
            Origin origin,
            Derivation derivation,
            QuerySite.Form form,
            List<UnknownField> unknownFields) {
        public MethodQuery {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(origin, "origin");
            Objects.requireNonNull(derivation, "derivation");
            Objects.requireNonNull(form, "form");
            unknownFields = List.copyOf(unknownFields);
        }
    }
}
