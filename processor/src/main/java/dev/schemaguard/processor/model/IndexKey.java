package dev.schemaguard.processor.model;

import java.util.Arrays;

/**
 * One key of an index.
 *
 * @param javaPath     the path as written, in Java field names ({@code address.city})
 * @param storedPath   the path in stored names, or {@code null} when it does not resolve
 * @param type         direction or special type
 * @param suffix       the suffix as written ({@code "1"} when none was), kept for unknown suffixes
 * @param origin       the key's string in the annotation, or the annotated field
 * @param sentAsWritten whether the mapping sends a path that names no field as written, instead of
 *                     refusing it (Spring Data's QueryMapper does, for {@code @CompoundIndex(def)}): such a
 *                     key's {@code storedPath} is then the path as written, the index MongoDB gets
 */
public record IndexKey(
        String javaPath, String storedPath, IndexKeyType type, String suffix, Origin origin, boolean sentAsWritten) {

    public IndexKey(String javaPath, String storedPath, IndexKeyType type, String suffix, Origin origin) {
        this(javaPath, storedPath, type, suffix, origin, false);
    }

    public boolean isResolved() {
        return storedPath != null;
    }

    /**
     * Whether the path has an empty field name (empty, or a leading, trailing or double dot):
     * MongoDB refuses such a key pattern, whatever the documents hold.
     */
    public boolean hasEmptySegment() {
        return Arrays.stream(javaPath.split("\\.", -1)).anyMatch(String::isEmpty);
    }

    /** The path MongoDB sees, falling back to the Java path for keys that do not resolve. */
    public String effectivePath() {
        return storedPath != null ? storedPath : javaPath;
    }
}
