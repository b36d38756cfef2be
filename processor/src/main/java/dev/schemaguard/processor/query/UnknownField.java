package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.Origin;
import java.util.Objects;
import java.util.Optional;

/**
 * A field a query names that no stored field of its document has. Most frameworks send it unchanged, and the query
 * then matches nothing there; Morphia validates the names of a query's filters by default, and always those of its
 * sort and projection, and refuses the query when it runs.
 *
 * @param path       the path as written
 * @param property   the segment no stored field has
 * @param didYouMean the closest stored name, if one is close
 * @param origin     where it is written: the annotation value
 * @param refused    whether the framework refuses the query when it runs rather than send the name: Morphia's
 *                   {@code PathTarget.failValidation} throws a {@code ValidationException}
 */
public record UnknownField(String path, String property, Optional<String> didYouMean, Origin origin, boolean refused) {

    public UnknownField {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(didYouMean, "didYouMean");
        Objects.requireNonNull(origin, "origin");
    }

    /** A name the framework sends as written. */
    public UnknownField(String path, String property, Optional<String> didYouMean, Origin origin) {
        this(path, property, didYouMean, origin, false);
    }
}
