package dev.schemaguard.processor.reader.springdata.repository;

import java.util.Objects;
import java.util.Set;

/**
 * A repository method parameter as the derivation needs it, free of javac types so that the repository reader can
 * build it from a {@code TypeMirror} and tests by hand.
 *
 * @param qualifiedName  the erased type's qualified name ({@code java.util.List}, {@code int}, {@code double[]})
 * @param assignableTo   the qualified names of every class and interface the type is assignable to, itself included
 * @param collectionLike whether SDM flattens the argument into a list of values ({@code MongoQueryCreator.nextAsList}:
 *                       a {@code Collection} or an array)
 * @param annotatedNear  whether the parameter carries SDM's {@code @Near}
 */
public record ParameterType(
        String qualifiedName, Set<String> assignableTo, boolean collectionLike, boolean annotatedNear) {

    public ParameterType {
        Objects.requireNonNull(qualifiedName, "qualifiedName");
        assignableTo = Set.copyOf(assignableTo);
    }

    /** A type with no supertype of interest, such as {@code java.lang.String} or {@code int}. */
    public static ParameterType plain(String qualifiedName) {
        return new ParameterType(qualifiedName, Set.of(qualifiedName), qualifiedName.endsWith("[]"), false);
    }

    public boolean isA(String qualifiedName) {
        return this.qualifiedName.equals(qualifiedName) || assignableTo.contains(qualifiedName);
    }
}
