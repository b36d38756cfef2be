package dev.schemaguard.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The outcome of resolving a Java field path.
 *
 * @param javaPath        the path as written
 * @param storedPath      the stored path, or {@code null} when it did not resolve
 * @param fields          the fields the path passes through, in order (for a resolved path)
 * @param failedSegment   the first segment that named nothing (for an unresolved path)
 * @param failedIndex     its position in the path
 * @param candidates      the Java field names available at that segment, for "did you mean"
 * @param throughReference whether the path tried to go through a {@code @Reference}
 * @param fieldPaths      the Java path up to each of {@code fields}
 * @param throughMap      whether the path goes on into a map's dynamic keys
 * @param renamedField    for an unresolved path, the name of the field the failed segment names in the other
 *                        vocabulary: the Java name of a field stored under it, or, for a stored path, the
 *                        stored name of the Java field it is
 * @param positional      the Java paths of array fields the path indexes by position ({@code a.0}), down to a non-array
 */
public record PathResolution(
        String javaPath,
        String storedPath,
        List<FieldModel> fields,
        String failedSegment,
        int failedIndex,
        List<String> candidates,
        boolean throughReference,
        List<String> fieldPaths,
        boolean throughMap,
        String renamedField,
        Set<String> positional) {

    public PathResolution {
        fields = List.copyOf(fields);
        candidates = List.copyOf(candidates);
        fieldPaths = List.copyOf(fieldPaths);
        positional = Set.copyOf(positional);
    }

    static PathResolution resolved(
            String javaPath, String storedPath, List<FieldModel> fields, List<String> fieldPaths, boolean throughMap) {
        return new PathResolution(
                javaPath, storedPath, fields, null, -1, List.of(), false, fieldPaths, throughMap, null, Set.of());
    }

    static PathResolution unknown(
            String javaPath, String segment, int index, List<String> candidates, boolean viaReference) {
        return new PathResolution(
                javaPath, null, List.of(), segment, index, candidates, viaReference, List.of(), false, null, Set.of());
    }

    PathResolution withRenamedField(String javaName) {
        return new PathResolution(
                javaPath,
                storedPath,
                fields,
                failedSegment,
                failedIndex,
                candidates,
                throughReference,
                fieldPaths,
                throughMap,
                javaName,
                positional);
    }

    PathResolution withPositional(Set<String> arrays) {
        return new PathResolution(
                javaPath,
                storedPath,
                fields,
                failedSegment,
                failedIndex,
                candidates,
                throughReference,
                fieldPaths,
                throughMap,
                renamedField,
                arrays);
    }

    /** The Java paths of the array fields the path passes through or ends on, outermost first. */
    public List<String> arrayPaths() {
        return arrayIndexes().stream().map(fieldPaths::get).toList();
    }

    /** The array fields the path passes through or ends on (one indexed by position holds one value there). */
    public List<FieldModel> arrayFields() {
        return arrayIndexes().stream().map(fields::get).toList();
    }

    private List<Integer> arrayIndexes() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            ValueType t = fields.get(i).type();
            if (t.bson() == BsonType.ARRAY && !t.isByteArray() && !positional.contains(fieldPaths.get(i))) {
                out.add(i);
            }
        }
        return out;
    }

    /** The map field whose dynamic keys the path goes into (not one it merely ends on), if any. */
    public Optional<FieldModel> mapField() {
        FieldModel found = null;
        for (int i = 0; throughMap && i < fields.size(); i++) {
            ValueType t = fields.get(i).type();
            while (t.bson() == BsonType.ARRAY && !t.isByteArray()) {
                t = t.element();
            }
            if (t.bson() == BsonType.MAP && !fieldPaths.get(i).equals(javaPath)) {
                found = fields.get(i);
            }
        }
        return Optional.ofNullable(found);
    }

    public boolean isResolved() {
        return storedPath != null;
    }

    /** The field the path ends on, for a resolved path that ends on a field. */
    public FieldModel lastField() {
        return fields.isEmpty() ? null : fields.get(fields.size() - 1);
    }
}
