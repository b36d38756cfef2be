package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.Origin;

/**
 * A collection the code gets for a document class by its name, as the driver's
 * {@code database.getCollection("archive", Book.class)} does.
 *
 * @param name       how messages name the call: {@code Library.archive (getCollection, line 12)}
 * @param origin     the call
 * @param collection the collection's name, a compile-time constant
 */
public record CollectionUse(String name, Origin origin, String collection) {}
