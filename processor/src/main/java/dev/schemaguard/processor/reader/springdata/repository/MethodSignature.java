package dev.schemaguard.processor.reader.springdata.repository;

import dev.schemaguard.processor.model.Origin;
import java.util.List;
import java.util.Objects;

/**
 * A repository query method as the derivation needs it.
 *
 * @param name              the method name
 * @param parameters        the parameters in order
 * @param returnsDocument   whether it returns the domain type (or a collection, page or stream of it), so that SDM
 *                          reads whole documents; a projection interface or DTO reads fewer fields
 * @param returnsGeoResults whether it returns {@code GeoResults}, {@code GeoPage} or {@code List<GeoResult>}: SDM
 *                          then runs {@code $geoNear} instead of the {@code Near} part
 *                          ({@code MongoParameters.isGeoNearQuery})
 * @param origin            the method
 */
public record MethodSignature(
        String name,
        List<ParameterType> parameters,
        boolean returnsDocument,
        boolean returnsGeoResults,
        Origin origin) {

    public MethodSignature {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(origin, "origin");
    }
}
