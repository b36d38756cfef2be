package dev.schemaguard.processor.query;

import dev.schemaguard.processor.model.Origin;
import java.util.Objects;
import java.util.Optional;

/**
 * A field a query names that no stored field of its document has, which the framework sends unchanged: the query
 * then matches nothing there.
 *
 * @param path       the path as written
 * @param property   the segment no stored field has
 * @param didYouMean the closest stored name, if one is close
 * @param origin     where it is written: the annotation value
 */
public record UnknownField(String path, String property, Optional<String> didYouMean, Origin origin) {

    public UnknownField {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(didYouMean, "didYouMean");
        Objects.requireNonNull(origin, "origin");
    }
}
