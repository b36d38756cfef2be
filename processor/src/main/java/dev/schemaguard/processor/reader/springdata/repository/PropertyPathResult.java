package dev.schemaguard.processor.reader.springdata.repository;

import java.util.Objects;
import java.util.Optional;

/** What {@link PropertyPaths} makes of a property path of a method name. */
sealed interface PropertyPathResult {

    /**
     * A path to a stored field.
     *
     * @param javaPath           the Java dot path, as {@code PropertyPath.toDotPath()} gives it: the key of the criteria
     * @param storedPath         the stored path, as SDM's {@code QueryMapper} maps it
     * @param headIsString       whether the first property's type is {@code String} (AllIgnoreCase looks at it only)
     * @param leafIsString       whether the last property's actual type (the element of a collection) is {@code String}
     * @param leafCollectionLike whether the last property is an array or collection
     */
    record Resolved(
            String javaPath, String storedPath, boolean headIsString, boolean leafIsString, boolean leafCollectionLike)
            implements PropertyPathResult {}

    /**
     * No property of that name: SDC's {@code PropertyReferenceException} when the repository is created.
     *
     * @param property   the name looked up, decapitalised
     * @param owner      the simple name of the type it was looked up in
     * @param didYouMean the closest property name of that type, if one is close
     */
    record NoSuchProperty(String property, String owner, Optional<String> didYouMean) implements PropertyPathResult {
        public NoSuchProperty {
            Objects.requireNonNull(didYouMean, "didYouMean");
        }
    }

    /**
     * A path the schema model cannot follow (below a map, a reference, an untyped value or a non-stored property):
     * SDM may accept it, so nothing is claimed about it.
     */
    record BeyondModel(String reason) implements PropertyPathResult {}
}
