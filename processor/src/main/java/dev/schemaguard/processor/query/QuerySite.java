package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.DocumentModel;
import dev.schemaguard.processor.model.Origin;
import java.util.List;
import java.util.Objects;

/**
 * One place in the source that runs a query, as the rules see it.
 *
 * @param name       how messages name it: {@code BookRepository.findByTitle}
 * @param origin     where its findings are printed and suppressed
 * @param document   the document whose collection it queries
 * @param derivation the query read there, or why the framework refuses it, or why it is not read
 * @param form       how it is written, so that a message proposes a fix in the same form
 * @param unknownFields fields it names that no stored field has, each where it is written
 */
public record QuerySite(
        String name,
        Origin origin,
        DocumentModel document,
        Derivation derivation,
        Form form,
        List<UnknownField> unknownFields) {

    public QuerySite {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(derivation, "derivation");
        Objects.requireNonNull(form, "form");
        unknownFields = List.copyOf(unknownFields);
    }

    /** Whether its filter compares a name no stored field has: there the query matches nothing. */
    public boolean filtersOnUnknownField() {
        return derivation instanceof Derivation.Derived derived
                && derived.query().filter().predicates().stream().anyMatch(p -> isUnknown(p.path()));
    }

    /** Whether it orders by a name no stored field has: every document has it missing, so equal. */
    public boolean sortsOnUnknownField() {
        return derivation instanceof Derivation.Derived derived
                && derived.query().sort() instanceof Sort.Static order
                && order.keys().stream().anyMatch(k -> isUnknown(k.path()));
    }

    private boolean isUnknown(String path) {
        return unknownFields.stream().anyMatch(f -> f.path().equals(path));
    }

    /** How a query is written. */
    public enum Form {
        /** A Spring Data repository method whose name is the query ({@code findByEmailIgnoreCase}). */
        DERIVED_METHOD,
        /** A Spring Data repository method with the query in {@code @Query} or {@code @Aggregation}. */
        ANNOTATED_METHOD,
        /** A call in a method body: the driver's {@code MongoCollection}, {@code MongoTemplate}, Morphia. */
        CODE_CALL
    }
}
