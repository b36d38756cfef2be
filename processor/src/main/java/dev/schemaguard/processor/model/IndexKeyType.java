package dev.schemaguard.processor.model;

import java.util.Optional;

/** The direction or special type of one index key, as the suffix after {@code :} in a key. */
public enum IndexKeyType {
    ASCENDING("1"),
    DESCENDING("-1"),
    TEXT("text"),
    HASHED("hashed"),
    GEO_2DSPHERE("2dsphere"),
    GEO_2D("2d"),
    /** A suffix MongoDB does not know; kept so that the key still has a place and a name. */
    UNKNOWN(null);

    private final String suffix;

    IndexKeyType(String suffix) {
        this.suffix = suffix;
    }

    /** The suffix as written in a key, and the value MongoDB uses in generated index names. */
    public String suffix() {
        return suffix;
    }

    public boolean isDirection() {
        return this == ASCENDING || this == DESCENDING;
    }

    public static Optional<IndexKeyType> fromSuffix(String suffix) {
        for (IndexKeyType t : values()) {
            if (t.suffix != null && t.suffix.equals(suffix)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
