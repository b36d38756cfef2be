package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import java.util.Objects;

/**
 * One place in the source that runs a query, as the rules see it.
 *
 * @param name       how messages name it: {@code BookRepository.findByTitle}
 * @param origin     where its findings are printed and suppressed
 * @param document   the document whose collection it queries
 * @param derivation the query read there, or why the framework refuses it, or why it is not read
 */
public record QuerySite(String name, Origin origin, DocumentModel document, Derivation derivation) {

    public QuerySite {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(derivation, "derivation");
    }
}
