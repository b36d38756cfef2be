package dev.schemaguard.processor.reader.springdata.repository;

import java.util.Objects;
import java.util.Optional;

/**
 * A key of a query string that names no stored field. SDM's {@code QueryMapper} sends a key it cannot resolve
 * unchanged, so the query runs and silently matches nothing there (a sort or projection key is as silently ignored).
 * Keys below a map, an untyped value or a reference are never reported: nothing is known there.
 *
 * @param attribute  the annotation member it is written in: {@code value}, {@code fields}, {@code sort} or
 *                   {@code pipeline}
 * @param stage      for {@code pipeline}, the index of the stage; otherwise -1
 * @param path       the key as written, which is the path SDM sends
 * @param offset     where the key starts in the attribute's string (of that stage), from 0
 * @param property   the first segment that no property or field of its type has
 * @param didYouMean the closest property name there, if one is close
 */
public record UnknownQueryPath(
        String attribute, int stage, String path, int offset, String property, Optional<String> didYouMean) {

    public UnknownQueryPath {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(didYouMean, "didYouMean");
    }
}
