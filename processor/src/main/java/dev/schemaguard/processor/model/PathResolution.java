package dev.schemaguard.processor.model;

import java.util.List;

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
 */
public record PathResolution(
        String javaPath,
        String storedPath,
        List<FieldModel> fields,
        String failedSegment,
        int failedIndex,
        List<String> candidates,
        boolean throughReference) {

    public PathResolution {
        fields = List.copyOf(fields);
        candidates = List.copyOf(candidates);
    }

    static PathResolution resolved(String javaPath, String storedPath, List<FieldModel> fields) {
        return new PathResolution(javaPath, storedPath, fields, null, -1, List.of(), false);
    }

    static PathResolution unknown(String javaPath, String segment, int index, List<String> candidates, boolean viaReference) {
        return new PathResolution(javaPath, null, List.of(), segment, index, candidates, viaReference);
    }

    public boolean isResolved() {
        return storedPath != null;
    }

    /** The field the path ends on, for a resolved path that ends on a field. */
    public FieldModel lastField() {
        return fields.isEmpty() ? null : fields.get(fields.size() - 1);
    }
}
