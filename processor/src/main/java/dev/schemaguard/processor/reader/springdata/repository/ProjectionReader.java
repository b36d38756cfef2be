package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.query.Projection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fields {@code @Query(fields)} returns, each key mapped as {@code QueryMapper.getMappedFields} maps it. Only an
 * inclusion of plain fields is a {@link Projection.Fields}; an exclusion, {@code $slice}, {@code $elemMatch},
 * {@code $meta} or a placeholder returns fields the model does not list.
 */
final class ProjectionReader {

    private final FilterReader paths;

    ProjectionReader(FilterReader paths) {
        this.paths = paths;
    }

    Projection projection(BindingJson json) {
        if (!(json instanceof BindingJson.Document document)) {
            return new Projection.Unknown("fields of " + FilterReader.describe(json));
        }
        List<String> included = new ArrayList<>();
        boolean includesId = true;
        for (BindingJson.Member member : FilterReader.lastValuePerKey(document)) {
            Optional<Boolean> inclusion = inclusion(member.value());
            if (member.keyBound() || inclusion.isEmpty()) {
                return new Projection.Unknown("the projection of '" + member.key() + "'");
            }
            if (member.key().equals("_id")) {
                includesId = inclusion.get();
                continue;
            }
            if (!inclusion.get()) {
                return new Projection.Unknown("an exclusion of '" + member.key() + "'");
            }
            Optional<String> path = paths.storedPath(member.key(), member.keyOffset(), FilterReader.Scope.ROOT);
            if (path.isEmpty()) {
                return new Projection.Unknown("'" + member.key() + "', which the schema model does not describe");
            }
            included.add(path.get());
        }
        if (included.isEmpty() && includesId) {
            return Projection.wholeDocument();
        }
        if (included.isEmpty()) {
            return new Projection.Unknown("every field but _id");
        }
        return new Projection.Fields(included, includesId);
    }

    /** {@code 1}/{@code true} includes, {@code 0}/{@code false} excludes (as the server reads a projection). */
    private static Optional<Boolean> inclusion(BindingJson value) {
        if (value instanceof BindingJson.Bool b) {
            return Optional.of(b.value());
        }
        if (value instanceof BindingJson.Numeral n) {
            return Optional.of(n.value() != 0);
        }
        return Optional.empty();
    }
}
